import Layout

/// A hierarchy's views and constraints, made but not in a window.
@MainActor
struct InstantiatedHierarchy {
    /// The root view.
    let root: View
    /// The controller owning the root, for a controller's view.
    let controller: StoryboardViewController?
    /// The views, root first, in document order, with their Interface Builder ids.
    let views: [(id: String, view: View)]
    /// Views, guides and constraints by Interface Builder id (what outlets may name).
    let objects: [String: AnyObject]
    /// What could not be built as written.
    let warnings: [String]
    /// The views the controller's navigation item holds (its title view, its items' custom
    /// views), by element: a simulated bar over the root shows them. They are not among ``views``.
    let navigationItemViews: [ObjectIdentifier: View]
}

@MainActor
extension InterfaceBuilderDocument {
    /// Makes a hierarchy's views, guides and constraints (active, in no window yet), and its
    /// controller with its outlets connected.
    ///
    /// - Parameters:
    ///   - traits: the size classes that pick the document's variations.
    ///   - placeholders: keep constraints marked "Remove at build time".
    ///   - legacyCanvas: build as the document's own canvas shows it (`HierarchyBuilder.legacyCanvas`).
    ///   - drawsPrototypes: show prototype cells inside their tables and collections, as the canvas
    ///     does (`HierarchyBuilder.drawsPrototypes`).
    /// - Throws: ``InterfaceBuilderError`` naming the element and line of a value that cannot be used.
    func instantiate(
        _ hierarchy: Hierarchy, contentSize: ContentSize, traits: SizeClassTraits, cellSideMargin: Double?, placeholders: Bool,
        legacyCanvas: Bool, drawsPrototypes: Bool = false
    ) throws(InterfaceBuilderError) -> InstantiatedHierarchy {
        let builder = HierarchyBuilder(
            document: self, contentSize: contentSize, traits: traits, scope: hierarchy.element, cellSideMargin: cellSideMargin,
            legacyCanvas: legacyCanvas, drawsPrototypes: drawsPrototypes)
        let root = try builder.build(hierarchy.element)
        if let controller = hierarchy.controller {
            try builder.addControllerLayoutGuides(controller.children(of: "layoutGuides"), to: root)
        }
        // The navigation item's views are made with the scene (their outlets connect) and their
        // constraints installed with the rest, but a bar shows them, not the root.
        let listed = builder.views.count
        var navigationItemViews: [ObjectIdentifier: View] = [:]
        if let item = hierarchy.controller?.child("navigationItem", key: "navigationItem") {
            for element in BarItem.customViews(of: item) {
                navigationItemViews[ObjectIdentifier(element)] = try builder.build(element, depth: 1)
            }
        }
        try builder.installConstraints(placeholders: placeholders)
        var objects: [String: AnyObject] = builder.constraintsByID
        for (id, item) in builder.items { objects[id] = item }
        let controller = hierarchy.controller.map { element in
            StoryboardViewController(
                view: root, className: element["customClass"] ?? "UI" + element.name.prefix(1).uppercased() + element.name.dropFirst(),
                identifier: element["storyboardIdentifier"], title: element.child("navigationItem", key: "navigationItem")?.string("title"))
        }
        if let controller, let element = hierarchy.controller {
            connectOutlets(of: element, to: controller, objects: objects)
        }
        return InstantiatedHierarchy(
            root: root, controller: controller, views: Array(builder.views.prefix(listed)), objects: objects,
            warnings: builder.warnings, navigationItemViews: navigationItemViews)
    }

    /// Connects an object's `<outlet>` and `<outletCollection>` elements to what they name among
    /// `objects` (outlets to objects outside, such as other scenes, are left out).
    func connectOutlets(of element: IBElement, to receiver: OutletConnecting, objects: [String: AnyObject]) {
        for c in element.children(of: "connections") {
            guard let property = c["property"], let destination = c["destination"], let object = objects[destination] else { continue }
            switch c.name {
            case "outlet": receiver.connect(outlet: property, to: object)
            case "outletCollection": receiver.connect(outletCollection: property, appending: object)
            default: break
            }
        }
    }
}

@MainActor
extension InterfaceBuilderDocument {
    /// Makes a hierarchy for a window of the caller's on `device`: its size classes pick the
    /// document's variations, table cells get its margins, placeholder constraints go (as UIKit
    /// removes them when it loads a document).
    func instantiateForWindow(
        _ hierarchy: Hierarchy, contentSize: ContentSize, device: Device?, orientation: Orientation
    ) throws(InterfaceBuilderError) -> InstantiatedHierarchy {
        do {
            return try instantiate(
                hierarchy, contentSize: contentSize, traits: SizeClassTraits(device: device, orientation: orientation),
                cellSideMargin: device?.systemMinimumLayoutMargins(orientation).left,
                placeholders: false, legacyCanvas: false)
        } catch {
            var located = error
            located.file = name
            throw located
        }
    }
}
