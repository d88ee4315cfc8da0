import Layout

/// A view controller made from a storyboard scene (or a xib's controller): its view is the scene's
/// view, built with its constraints; its outlets are reachable by name.
///
/// ```swift
/// let controller = try Storyboard(contentsOf: url).instantiateInitialViewController()!
/// window.rootViewController = controller
/// let label = controller[outlet: "nameLabel"] as? Label
/// ```
public final class StoryboardViewController: ViewController, OutletConnecting {
    private let documentView: View
    /// The controller's class in the document (`ProfileViewController`, or UIKit's for none).
    public let className: String
    /// The storyboard identifier, if the scene has one.
    public let identifier: String?
    /// The outlets, by property name: views, guides and constraints.
    public private(set) var outlets: [String: AnyObject] = [:]
    /// The outlet collections, by property name, in document order.
    public private(set) var outletCollections: [String: [AnyObject]] = [:]
    /// The bars of the containers that show this controller, drawn over its view (ContainerBars.swift).
    var containerTopBar: SimulatedBar?, containerBottomBar: SimulatedBar?

    init(view: View, className: String, identifier: String?, title: String?) {
        documentView = view
        self.className = className
        self.identifier = identifier
        super.init()
        self.title = title  // the navigation item's title, if the scene has one
    }

    /// The scene's view.
    public override func loadView() { view = documentView }

    /// Puts the bars of the containers that show this controller where the screen has them.
    public override func viewDidLayoutSubviews() { placeContainerBars() }

    /// An outlet by name (nil when the scene has none of that name).
    public subscript(outlet name: String) -> AnyObject? { outlets[name] }

    /// Records an outlet.
    public func connect(outlet name: String, to object: AnyObject) { outlets[name] = object }

    /// Records a member of an outlet collection.
    public func connect(outletCollection name: String, appending object: AnyObject) {
        outletCollections[name, default: []].append(object)
    }
}
