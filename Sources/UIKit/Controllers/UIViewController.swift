import Foundation
import Layout

/// Manages a screen's view, as UIKit's `UIViewController`: override `loadView()` or
/// `viewDidLoad()` to build it, and the lifecycle, layout and transition hooks to follow it.
///
/// ```swift
/// final class LoginViewController: UIViewController {
///     private let stack = UIStackView()
///     override func viewDidLoad() {
///         super.viewDidLoad()
///         view.backgroundColor = .systemBackground
///         view.addSubview(stack)
///     }
/// }
/// ```
@MainActor
open class UIViewController: UIResponder {
    /// The Layout controller this stands for (what a Layout `Window` shows).
    public var layoutController: ViewController { backing }
    /// The same controller, as the subclass that calls this one's overridable hooks.
    let backing = ControllerBacking()
    private var viewStorage: UIView?
    private var childWrappers: [UIViewController] = []
    /// The scroll views named for the top and bottom edges (``setContentScrollView(_:for:)``).
    private weak var topContentScrollView: UIScrollView?
    private weak var bottomContentScrollView: UIScrollView?

    /// Makes a controller. There are no nibs here: the view comes from `loadView()`.
    ///
    /// - Parameters:
    ///   - nibNameOrNil: ignored (no nib is loaded).
    ///   - nibBundleOrNil: ignored.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init()
        backing.owner = self
    }

    /// Makes a controller (archives are not read here).
    public required init?(coder: NSCoder) {
        super.init()
        backing.owner = self
    }

    /// Makes a controller (calls `init(nibName:bundle:)` with nils).
    public convenience override init() { self.init(nibName: nil, bundle: nil) }

    /// The next responder: the view's superview, else the parent controller.
    open override var next: UIResponder? { viewIfLoaded?.superview ?? parent }

    // MARK: The view

    /// The view, loaded on first use (`loadView()` then `viewDidLoad()`).
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return viewStorage
        }
        set {
            viewStorage = newValue
            layoutController.view = newValue?.layoutView
        }
    }

    /// The view if it has been loaded, else nil (nothing is loaded).
    public var viewIfLoaded: UIView? { viewStorage }

    /// Whether the view has been loaded.
    public var isViewLoaded: Bool { viewStorage != nil }

    /// Loads the view now if it is not loaded, and calls `viewDidLoad()`.
    public func loadViewIfNeeded() {
        guard viewStorage == nil else { return }
        loadView()
        if viewStorage == nil { view = UIView(frame: UIScreen.main.bounds) }
        layoutController.viewDidLoadIfNeeded()
    }

    /// Makes the view: the default makes a plain view the size of the screen.
    open func loadView() { view = UIView(frame: UIScreen.main.bounds) }

    /// Called once, after the view is loaded.
    open func viewDidLoad() {}

    /// The title a navigation or tab bar shows.
    open var title: String? {
        get { layoutController.title }
        set {
            layoutController.title = newValue
            // UIKit updates the tab bar item's title too, and that of the navigation controller it is the root of.
            tabBarItemStorage?.title = newValue
            if let navigation = navigationController, navigation.viewControllers.first === self, navigation.title == nil {
                navigation.tabBarItemStorage?.title = newValue
            }
            navigationController?.navigationBar.update()
            tabBarController?.tabBar.update()
        }
    }

    /// What a navigation bar shows for this controller.
    public private(set) lazy var navigationItem = UINavigationItem(controller: self)

    /// The navigation controller whose stack holds this controller (set by the navigation controller).
    weak var navigationStackOwner: UINavigationController?

    /// The item a tab bar shows for this controller; made, with the controller's title, when first asked for.
    public var tabBarItem: UITabBarItem! {
        get {
            if tabBarItemStorage == nil { tabBarItemStorage = UITabBarItem(title: tabTitle, image: nil, tag: 0) }
            return tabBarItemStorage
        }
        set {
            tabBarItemStorage = newValue
            tabBarController?.tabBar.update()
        }
    }
    var tabBarItemStorage: UITabBarItem?

    /// The edges of the view that extend under a container's bars (all). In a navigation
    /// controller without `.top`, the view starts below the navigation bar instead of under it
    /// (its safe area then needs no room for the bar), as UIKit lays it out; the bottom edge
    /// always extends under a tab bar here.
    open var edgesForExtendedLayout = UIRectEdge.all { didSet { navigationController?.updateTopInset() } }
    /// Whether the view extends under an opaque navigation bar too (false: a bar that is not
    /// translucent has the view start below it, as UIKit's).
    open var extendedLayoutIncludesOpaqueBars = false { didSet { navigationController?.updateTopInset() } }

    /// Starts or ends editing: the Edit button follows. Override it to edit your content (call
    /// super); a table view controller's table follows it.
    open func setEditing(_ editing: Bool, animated: Bool) {
        editingStorage = editing
        editingDidChange()
    }
    /// The editing state ``setEditing(_:animated:)`` set.
    var editingStorage = false
    /// The Edit button, once asked for.
    var editButtonStorage: UIBarButtonItem?

    /// The items its navigation controller's toolbar shows while this controller is on top.
    open var toolbarItems: [UIBarButtonItem]? {
        didSet { navigationController?.updateTopInset() }
    }

    /// Sets ``toolbarItems`` (at once; `animated` is kept).
    open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) { self.toolbarItems = toolbarItems }

    /// Whether a tab bar controller hides its bar while this controller is in a navigation stack
    /// above its root (pushed), as UIKit's: the screen then reaches the home indicator strip.
    open var hidesBottomBarWhenPushed = false
    /// The title a tab bar item made for this controller starts with: its title (a navigation
    /// controller's, or else its root controller's).
    var tabTitle: String? { title }

    /// The controller this one presents, if any.
    public internal(set) var presentedViewController: UIViewController?

    /// The controller that presents this one, if any.
    public internal(set) weak var presentingViewController: UIViewController?

    /// The light or dark style forced on the controller's views (kept: LayoutSim draws the light
    /// appearance, and traits stay light).
    open var overrideUserInterfaceStyle = UIUserInterfaceStyle.unspecified

    /// How this controller covers the screen when presented (a sheet by default).
    open var modalPresentationStyle = UIModalPresentationStyle.automatic

    /// How its presentation animates (kept: presentations happen at once).
    open var modalTransitionStyle = UIModalTransitionStyle.coverVertical

    /// Whether a sheet refuses to be swiped away (kept: sheets are not swiped here).
    open var isModalInPresentation = false

    /// The view holding this controller's view while it is presented.
    var presentationContainer: UIView?

    /// The controller's trait-change registrations (made on the first).
    var traitRegistry: TraitRegistry?

    /// Whether the controller's view is in a window, so that changes give it appearance calls. A
    /// child's (in a navigation, tab bar or presentation) is known by its view, not by the window
    /// its controller was made root of.
    var isViewOnScreen: Bool { viewIfLoaded?.window != nil }

    /// Gives the animators of this controller's presentation and dismissal (held weakly, as UIKit does).
    open weak var transitioningDelegate: UIViewControllerTransitioningDelegate?

    /// The sheet's controller, made when first asked for (a sheet style only).
    var sheetStorage: UISheetPresentationController?
    /// The popover's controller, made when first asked for.
    var popoverStorage: UIPopoverPresentationController?
    /// While presented as a sheet: the constraint that sets its top, and its grabber.
    var sheetTop: NSLayoutConstraint?
    var sheetGrabber: UIView?

    // MARK: Lifecycle

    /// Called before the view appears in a window.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called after the view appeared (after its first layout in the window).
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view leaves its window.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view left its window.
    open func viewDidDisappear(_ animated: Bool) {}
    /// Called before the view lays out its subviews.
    open func viewWillLayoutSubviews() {}
    /// Called after the view laid out its subviews.
    open func viewDidLayoutSubviews() {}
    /// The update-constraints pass for the view: change constraints, then call super.
    open func updateViewConstraints() { backing.layoutUpdateViewConstraints() }
    /// Called when the view's safe-area insets change.
    open func viewSafeAreaInsetsDidChange() {}
    /// Called when the view's layout margins change.
    open func viewLayoutMarginsDidChange() {}

    /// Called before the window changes size (a rotation). The default passes it to the children;
    /// call super. Queue animations on the coordinator to run alongside the change.
    open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        for child in children { child.viewWillTransition(to: size, with: coordinator) }
    }

    /// Called after the traits changed (a rotation into another size class).
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// The traits of the window the view is in.
    public var traitCollection: UITraitCollection {
        UITraitCollection(layoutController.traitCollection, device: layoutController.window?.device)
    }

    /// Whether the status bar is hidden while this controller is the window's root (false by
    /// default): on a device whose top strip is only a status bar, the safe area then starts at 0.
    open var prefersStatusBarHidden: Bool { false }

    /// Re-reads `prefersStatusBarHidden` (call it after its answer changes).
    public func setNeedsStatusBarAppearanceUpdate() { layoutController.setNeedsStatusBarAppearanceUpdate() }

    /// The status bar's style (kept).
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }

    /// Called when the view is in the window and laid out, just before `viewDidAppear(_:)`
    /// (iOS 17's `viewIsAppearing(_:)`, back-deployed to iOS 13).
    open func viewIsAppearing(_ animated: Bool) {}

    /// The orientations the controller supports (every one but upside down, an iPhone's; kept).
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }

    /// Whether the home indicator hides (kept).
    open var prefersHomeIndicatorAutoHidden: Bool { false }

    /// Whether this controller's view is the context a `.currentContext` presentation covers (kept).
    open var definesPresentationContext = false

    /// The size the controller would like when shown in a popover or form sheet (kept).
    open var preferredContentSize = CGSize.zero

    /// Prepares for a segue (called by code that performs one: storyboards here do not).
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}

    /// Whether a segue may be performed (true).
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

    /// Insets added to the view's safe area.
    public var additionalSafeAreaInsets: UIEdgeInsets {
        get { UIEdgeInsets(layoutController.additionalSafeAreaInsets) }
        set { layoutController.additionalSafeAreaInsets = newValue.layout }
    }

    /// Whether the root view's margins respect the system minimum.
    public var viewRespectsSystemMinimumLayoutMargins: Bool {
        get { layoutController.viewRespectsSystemMinimumLayoutMargins }
        set { layoutController.viewRespectsSystemMinimumLayoutMargins = newValue }
    }

    // MARK: Children

    /// The child controllers.
    public var children: [UIViewController] { childWrappers }

    /// The parent controller, if any.
    public private(set) weak var parent: UIViewController?

    /// Adds a child controller; add its view to yours, then call `child.didMove(toParent: self)`.
    public func addChild(_ childController: UIViewController) {
        childController.removeFromParent()
        childWrappers.append(childController)
        childController.parent = self
        layoutController.addChild(childController.layoutController)
    }

    /// Leaves the parent (call `willMove(toParent: nil)` first and remove the view).
    public func removeFromParent() {
        guard let parent else { return }
        parent.childWrappers.removeAll { $0 === self }
        self.parent = nil
        layoutController.removeFromParent()
    }

    /// Called before the controller joins or leaves a parent.
    open func willMove(toParent parent: UIViewController?) {}
    /// Called after the controller joined or left a parent.
    open func didMove(toParent parent: UIViewController?) {}

    /// The touch methods: the default passes touches up the responder chain.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        backing.layoutTouches(.began, Set(touches.map(\.touch)), with: event?.event)
    }
    /// Touches moved.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        backing.layoutTouches(.moved, Set(touches.map(\.touch)), with: event?.event)
    }
    /// Touches were lifted.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        backing.layoutTouches(.ended, Set(touches.map(\.touch)), with: event?.event)
    }
    /// Touches were taken over.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        backing.layoutTouches(.cancelled, Set(touches.map(\.touch)), with: event?.event)
    }
}

/// The status bar's style.
public enum UIStatusBarStyle: Int, Sendable {
    /// Dark content in light mode.
    case `default`
    /// Light content.
    case lightContent
    /// Dark content.
    case darkContent
}

/// What `viewWillTransition(to:with:)` gets (UIKit's `UIViewControllerTransitionCoordinator`).
public typealias UIViewControllerTransitionCoordinator = TransitionCoordinator

extension UIViewController {
    /// Names the scroll view whose edge the bars at `edge` follow (iOS 15), in place of the one
    /// UIKit would find (this controller's view, or its first subview, when a scroll view). The
    /// navigation bar draws its scroll-edge appearance while this view rests at its top.
    ///
    /// - Parameters:
    ///   - scrollView: the scroll view, or nil to let the bar find one again.
    ///   - edge: `.top` for the navigation bar, `.bottom` for a tab bar; both by default.
    public func setContentScrollView(_ scrollView: UIScrollView?, for edge: NSDirectionalRectEdge = [.top, .bottom]) {
        if edge.contains(.top) { topContentScrollView = scrollView }
        if edge.contains(.bottom) { bottomContentScrollView = scrollView }
        navigationController?.navigationBar.update()
    }

    /// The scroll view named for an edge with ``setContentScrollView(_:for:)``, if any.
    ///
    /// - Parameter edge: `.top` or `.bottom`.
    public func contentScrollView(for edge: NSDirectionalRectEdge) -> UIScrollView? {
        if edge.contains(.top) { return topContentScrollView }
        if edge.contains(.bottom) { return bottomContentScrollView }
        return nil
    }
}
