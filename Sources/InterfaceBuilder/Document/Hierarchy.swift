import Layout

/// One independently laid-out hierarchy of a document: a view controller's root view, a xib's
/// top-level view, or a table or collection cell (or table header) with its content.
public struct Hierarchy {
    /// What the hierarchy's root is.
    public enum Role: Sendable {
        /// A view controller's root view (`<view key="view">`).
        case controllerView
        /// A view at the top level of a xib.
        case topLevelView
        /// A table or collection view cell, or a table's header or footer view.
        case cell
    }

    /// The Interface Builder id of the root view (`8bC-Xf-vdC`).
    public let rootID: String
    /// A readable name: the controller's or view's class and id (`ViewController BYZ-38-t0r`);
    /// a cell's says which controller it is in.
    public let title: String
    /// The root's role.
    public let role: Role
    /// The storyboard identifier of the hierarchy's controller, if it has one.
    public let storyboardIdentifier: String?

    let element: IBElement
    let controller: IBElement?
}

extension InterfaceBuilderDocument {
    /// The container controllers, whose views UIKit makes around the controllers they show and
    /// LayoutSim does not lay out yet. (A page view controller is not among them: a storyboard
    /// gives it no pages, so it shows the empty view UIKit makes for it until code sets some.)
    static let containerControllers: Set<String> = ["navigationController", "tabBarController", "splitViewController"]

    /// The canvas of a document saved without a device: 600 x 600, Interface Builder's "any" size.
    static let anySizeCanvas = Size(width: 600, height: 600)

    /// Finds every hierarchy: each controller's root view in a storyboard (or each top-level view
    /// of a xib), then the cells and table headers inside each.
    func findHierarchies() {
        var found: [Hierarchy] = []
        func cells(in scope: IBElement, of owner: String) {
            scope.forEachDescendant { e in
                guard e !== scope, let id = e.id else { return }
                let isCell = e.name == "tableViewCell" || e.name == "collectionViewCell" || e.name == "collectionReusableView"
                let isHeader = e.name == "view" && (e.key == "tableHeaderView" || e.key == "tableFooterView")
                guard isCell || isHeader else { return }
                found.append(
                    Hierarchy(
                        rootID: id, title: "\(e["customClass"] ?? e.name) \(id) in \(owner)", role: .cell, storyboardIdentifier: nil,
                        element: e, controller: nil))
            }
        }
        // Storyboards keep their controllers in scenes; a xib keeps views (and sometimes controllers) at its top level.
        let objects =
            kind == .storyboard ? root.children(of: "scenes").flatMap { $0.children(of: "objects") } : root.children(of: "objects")
        for object in objects {
            guard let id = object.id else { continue }
            if let view = object.children.first(where: { $0.key == "view" && ElementClass.byElement[$0.name] != nil }), let viewID = view.id
            {
                let title = "\(object["customClass"] ?? object.name) \(id)"
                found.append(
                    Hierarchy(
                        rootID: viewID, title: title, role: .controllerView, storyboardIdentifier: object["storyboardIdentifier"],
                        element: view, controller: object))
                cells(in: view, of: title)
            } else if kind == .storyboard, object.name.hasSuffix("Controller"), !Self.containerControllers.contains(object.name) {
                // A controller whose view is made in code: UIKit's loadView() gives it an empty view
                // the size of the screen (the canvas's without a device).
                let view = IBElement.loadedView(of: object, size: device?.size(orientation) ?? Self.anySizeCanvas)
                let title = "\(object["customClass"] ?? object.name) \(id)"
                found.append(
                    Hierarchy(
                        rootID: view.id!, title: title, role: .controllerView, storyboardIdentifier: object["storyboardIdentifier"],
                        element: view, controller: object))
            } else if kind == .xib, ElementClass.byElement[object.name] != nil {
                let title = "\(object["customClass"] ?? object.name) \(id)"
                let isCell = ["tableViewCell", "collectionViewCell", "collectionReusableView"].contains(object.name)
                found.append(
                    Hierarchy(
                        rootID: id, title: title, role: isCell ? .cell : .topLevelView, storyboardIdentifier: nil,
                        element: object, controller: nil))
                cells(in: object, of: title)
            }
        }
        hierarchies = found
    }
}
