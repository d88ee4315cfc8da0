import Foundation
import Layout

/// A storyboard, as UIKit's `UIStoryboard`: view controllers made from its scenes, with their views,
/// constraints and outlets, ready to put in a window (which gives them their device and safe area).
///
/// ```swift
/// let storyboard = try Storyboard(contentsOf: URL(fileURLWithPath: "Main.storyboard"))
/// let window = Window(device: .iPhone15)
/// window.rootViewController = try storyboard.instantiateInitialViewController()
/// window.layoutIfNeeded()
/// ```
@MainActor
public final class Storyboard {
    /// The document read.
    public let document: InterfaceBuilderDocument
    /// Where content views take their intrinsic size from.
    public let contentSize: ContentSize
    /// The device the app runs on: its size classes pick the document's variations, and table
    /// cells get its margins (the document's own device unless another was given).
    public let device: Device?
    /// Its orientation.
    public let orientation: Orientation
    /// What could not be built as written in the controllers made so far (unknown classes,
    /// constraints left out), each naming its element and line.
    public private(set) var warnings: [String] = []

    /// Reads a storyboard file.
    ///
    /// - Parameters:
    ///   - url: the `.storyboard` file.
    ///   - contentSize: where labels, buttons and other content views take their intrinsic size from.
    ///   - device: the device the app runs on, whose size classes pick the document's variations
    ///     (nil: the document's own device).
    ///   - orientation: its orientation (nil: the document's).
    /// - Throws: ``InterfaceBuilderError`` when it cannot be read or is no storyboard.
    public convenience init(
        contentsOf url: URL, contentSize: ContentSize = .measured, device: Device? = nil, orientation: Orientation? = nil
    ) throws(InterfaceBuilderError) {
        try self.init(
            document: InterfaceBuilderDocument(contentsOf: url), contentSize: contentSize, device: device, orientation: orientation)
    }

    /// A storyboard over a document already read (the parameters as for ``init(contentsOf:contentSize:device:orientation:)``).
    ///
    /// - Throws: ``InterfaceBuilderError`` when the document is a xib.
    public init(
        document: InterfaceBuilderDocument, contentSize: ContentSize = .measured, device: Device? = nil, orientation: Orientation? = nil
    ) throws(InterfaceBuilderError) {
        try document.require(.storyboard)
        self.document = document
        self.contentSize = contentSize
        self.device = device ?? document.device
        self.orientation = orientation ?? document.orientation
        warnings = document.warnings
    }

    /// The storyboard's initial view controller; for a navigation, tab bar or split view
    /// controller, the controller it shows first (LayoutSim has no container controllers yet), with
    /// the containers' bars over its view and its safe area inside them, as UIKit shows it. Nil
    /// when the storyboard names none.
    ///
    /// - Throws: ``InterfaceBuilderError`` naming the element and line of a value that cannot be used.
    public func instantiateInitialViewController() throws(InterfaceBuilderError) -> StoryboardViewController? {
        guard let id = document.root["initialViewController"], let (hierarchy, bars) = shownHierarchy(from: id) else { return nil }
        return try make(hierarchy, under: bars)
    }

    /// The view controller with a storyboard identifier, as UIKit's `instantiateViewController(withIdentifier:)`;
    /// for a navigation, tab bar or split view controller, the controller it shows first, under its
    /// bars. A controller asked for by its own identifier comes without the bars of the containers
    /// that show it in the storyboard, as UIKit's does.
    ///
    /// - Throws: ``InterfaceBuilderError`` when no scene has the identifier (UIKit raises an
    ///   exception), or naming the element and line of a value that cannot be used.
    public func instantiateViewController(withIdentifier identifier: String) throws(InterfaceBuilderError) -> StoryboardViewController {
        let controllers = document.root.children(of: "scenes").flatMap { $0.children(of: "objects") }.filter {
            $0.name.hasSuffix("Controller") && $0.id != nil
        }
        guard let id = controllers.first(where: { $0["storyboardIdentifier"] == identifier })?.id,
            let (hierarchy, bars) = shownHierarchy(from: id)
        else {
            let known = controllers.compactMap { $0["storyboardIdentifier"] }
            var error = InterfaceBuilderError(
                "Storyboard doesn't contain a view controller with identifier '\(identifier)'"
                    + (known.isEmpty ? "" : " (identifiers: \(known.joined(separator: ", ")))"))
            error.file = document.name
            throw error
        }
        return try make(hierarchy, under: bars)
    }

    /// The hierarchy of the controller with IB id `id`, or, for a container, of the controller it
    /// shows first (its root, first tab or master), followed through nested containers, with the
    /// bars those containers put over it. Nil for a container that shows none, or a loop.
    private func shownHierarchy(from start: String) -> (Hierarchy, ContainerBars)? {
        var id = start
        var seen = Set<String>()
        var bars = ContainerBars()
        while seen.insert(id).inserted, let element = document.controllerElement(id),
            InterfaceBuilderDocument.containerControllers.contains(element.name)
        {
            guard let next = element.children(of: "connections").first(where: { $0["kind"] == "relationship" })?["destination"]
            else { return nil }
            bars.add(element, controllerElement: document.controllerElement)
            id = next
        }
        guard let hierarchy = document.hierarchies.first(where: { $0.role == .controllerView && $0.controller?.id == id }) else {
            return nil
        }
        return (hierarchy, bars)
    }

    /// How deep container views may embed controllers that embed others.
    private static let maximumEmbedding = 16

    /// Makes a controller's scene, under the bars of the containers that show it, with the
    /// controllers its container views embed.
    ///
    /// - Parameter embedding: the controllers being made around this one (a loop stops there).
    private func make(
        _ hierarchy: Hierarchy, under bars: ContainerBars, embedding: [String] = []
    ) throws(InterfaceBuilderError) -> StoryboardViewController {
        let made = try document.instantiateForWindow(hierarchy, contentSize: contentSize, device: device, orientation: orientation)
        warnings += made.warnings
        let controller = made.controller!
        if let element = hierarchy.controller {
            controller.showContainerBars(
                bars, controller: element, document: document, device: device, orientation: orientation,
                navigationItemViews: made.navigationItemViews)
            try embed(in: controller, made, scene: element, embedding: embedding + [element.id ?? ""])
        }
        return controller
    }

    /// Loads the controllers a scene's container views embed (`embed` segues) as UIKit does: each
    /// a child of the scene's controller, its view filling the container view (autoresizing).
    /// Interface Builder's canvas leaves container views empty; UIKit fills them when it loads the
    /// scene. An embedding that loops, or nests deeper than 16, is left out with a warning.
    private func embed(
        in controller: StoryboardViewController, _ made: InstantiatedHierarchy, scene: IBElement, embedding: [String]
    ) throws(InterfaceBuilderError) {
        var containers: [(IBElement, IBElement)] = []
        scene.forEachDescendant { e in
            guard e.name == "containerView" else { return }
            for segue in e.children(of: "connections") where segue.name == "segue" && segue["kind"] == "embed" {
                containers.append((e, segue))
            }
        }
        for (element, segue) in containers {
            guard let id = element.id, let container = made.objects[id] as? View, let destination = segue["destination"] else { continue }
            guard !embedding.contains(destination), embedding.count < Self.maximumEmbedding,
                let (hierarchy, bars) = shownHierarchy(from: destination)
            else {
                warnings.append(
                    "\(segue.culprit): the embedded controller \(destination) is not loaded (it embeds itself, or nests too deep)")
                continue
            }
            // An embedded navigation or tab bar controller shows its bars inside the container.
            let child = try make(hierarchy, under: bars, embedding: embedding)
            controller.addChild(child)
            let view = child.view!
            view.translatesAutoresizingMaskIntoConstraints = true
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.frame = Rect(origin: .zero, size: container.frame.size)
            container.addSubview(view)
            child.didMove(toParent: controller)
        }
    }
}
