import Foundation
import Layout

/// A stack of controllers under a navigation bar, as UIKit's `UINavigationController`: the top
/// controller's view fills the screen under the bar, whose height adds to its safe area (44 pt, 96
/// with a large title), and the bar shows its title, its buttons and a back button.
///
/// Pushes and pops change the stack at once (the slide is not drawn); the controllers get their
/// appearance calls.
///
/// ```swift
/// let navigation = UINavigationController(rootViewController: InboxViewController())
/// window.rootViewController = navigation
/// navigation.pushViewController(MessageViewController(), animated: true)
/// ```
@MainActor
open class UINavigationController: UIViewController {
    /// The controllers, root first; the last is on screen.
    public private(set) var viewControllers: [UIViewController] = []

    /// The bar at the top.
    public let navigationBar = UINavigationBar()

    /// The toolbar at the bottom, over the home indicator strip: hidden until
    /// ``setToolbarHidden(_:animated:)`` shows it; it shows the top controller's `toolbarItems`.
    public let toolbar: UIToolbar! = UIToolbar()

    /// Makes a navigation controller showing a root controller.
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        setViewControllers([rootViewController], animated: false)
    }

    /// Makes an empty navigation controller.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Makes an empty navigation controller (archives are not read here).
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// A tab shows the root controller's title when the navigation controller has none.
    override var tabTitle: String? { title ?? viewControllers.first?.title }

    /// The controller on screen.
    public var topViewController: UIViewController? { viewControllers.last }

    /// The controller on screen (no modal presentation here, so the top one).
    public var visibleViewController: UIViewController? { topViewController }

    /// Whether the bar is hidden.
    public var isNavigationBarHidden: Bool {
        get { navigationBar.isHidden }
        set { setNavigationBarHidden(newValue, animated: false) }
    }

    /// Hides or shows the bar; the top controller's safe area follows.
    public func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        navigationBar.isHidden = hidden
        updateTopInset()
    }

    /// Whether the toolbar is hidden (true until shown).
    public var isToolbarHidden: Bool {
        get { toolbarHidden }
        set { setToolbarHidden(newValue, animated: false) }
    }
    private var toolbarHidden = true

    /// Hides or shows the toolbar; the top controller's safe area follows (44 points more at the
    /// bottom while it shows).
    public func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        toolbarHidden = hidden
        toolbar.isHidden = hidden
        toolbar.backgroundView.isHidden = hidden
        updateTopInset()
    }

    /// The bar and the top controller's view, laid out to fill this controller's view.
    open override func loadView() {
        view = UIView(frame: UIScreen.main.bounds)
        view.accessibilityIdentifier = "navigationControllerView"
        view.backgroundColor = .systemBackground
        navigationBar.navigationController = self
        navigationBar.translatesAutoresizingMaskIntoConstraints = false
        let background = navigationBar.backgroundView
        background.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(background)
        view.addSubview(navigationBar)
        // The toolbar's material reaches down over the home indicator strip, as UIKit draws it.
        toolbar.translatesAutoresizingMaskIntoConstraints = false
        toolbar.accessibilityIdentifier = "navigationControllerToolbar"
        let toolbarBackground = toolbar.backgroundView
        toolbarBackground.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(toolbarBackground)
        view.addSubview(toolbar)
        toolbar.isHidden = toolbarHidden
        toolbarBackground.isHidden = toolbarHidden
        NSLayoutConstraint.activate([
            toolbar.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
            toolbar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            toolbar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            toolbarBackground.topAnchor.constraint(equalTo: toolbar.topAnchor),
            toolbarBackground.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            toolbarBackground.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            toolbarBackground.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
        barHeight = navigationBar.heightAnchor.constraint(equalToConstant: navigationBar.height)
        NSLayoutConstraint.activate([
            navigationBar.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            navigationBar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            navigationBar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            barHeight!,
            background.topAnchor.constraint(equalTo: view.topAnchor),
            background.bottomAnchor.constraint(equalTo: navigationBar.bottomAnchor),
            background.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            background.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
        show(topViewController, replacing: nil, animated: false)
    }
    private var barHeight: NSLayoutConstraint?

    /// Hears the controllers shown.
    open weak var delegate: UINavigationControllerDelegate?

    /// The edge swipe that pops (nil: there is no edge swipe here; pop with the back button).
    open var interactivePopGestureRecognizer: UIGestureRecognizer? { nil }

    /// Whether an upward swipe hides the bars (kept: the bars stay).
    open var hidesBarsOnSwipe = false
    /// Whether a tap on the content hides and shows the bars (kept: the bars stay).
    open var hidesBarsOnTap = false
    /// Whether the bars hide when the keyboard appears (kept: they stay).
    open var hidesBarsWhenKeyboardAppears = false

    /// Pushes a controller: it becomes the top one, with a back button to the one below.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        setViewControllers(viewControllers + [viewController], animated: animated)
    }

    /// Pops the top controller (not the root).
    ///
    /// - Returns: the controller popped, or nil at the root.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard viewControllers.count > 1, let top = viewControllers.last else { return nil }
        setViewControllers(Array(viewControllers.dropLast()), animated: animated)
        return top
    }

    /// Pops to the root controller.
    ///
    /// - Returns: the controllers popped.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        let popped = Array(viewControllers.dropFirst())
        if let root = viewControllers.first { setViewControllers([root], animated: animated) }
        return popped
    }

    /// Replaces the stack.
    open func setViewControllers(_ controllers: [UIViewController], animated: Bool) {
        let old = topViewController
        for controller in viewControllers where !controllers.contains(where: { $0 === controller }) {
            controller.navigationStackOwner = nil
        }
        for controller in controllers { controller.navigationStackOwner = self }
        viewControllers = controllers
        defer { tabBarController?.updateBarVisibility() }
        guard isViewLoaded, old !== topViewController else {
            navigationBar.update()
            return
        }
        show(topViewController, replacing: old, animated: animated)
    }

    /// Puts a controller's view under the bar, filling this view, in place of `old`; the delegate
    /// hears it will show and did show.
    private func show(_ controller: UIViewController?, replacing old: UIViewController?, animated: Bool) {
        childTop = nil
        if let controller { delegate?.navigationController(self, willShow: controller, animated: animated) }
        defer { if let controller { delegate?.navigationController(self, didShow: controller, animated: animated) } }
        replaceShownChild(old, with: controller, below: navigationBar.backgroundView, animated: animated) { _, top in
            childTop = top
            navigationBar.update()
            updateTopInset()
            tabBarController?.updateBarVisibility()  // before the new controller appears
        }
    }

    /// The top controller's view's top: this view's top, or the bar's bottom when the view does
    /// not extend under the bar.
    private var childTop: NSLayoutConstraint?

    /// The bar's height, added to the top controller's safe area while its view extends under the
    /// bar; a view that does not (``UIViewController/edgesForExtendedLayout`` without `.top`, or an
    /// opaque bar and no ``UIViewController/extendedLayoutIncludesOpaqueBars``) starts below it.
    func updateTopInset() {
        barHeight?.constant = navigationBar.height
        guard let top = topViewController else { return }
        let extends =
            navigationBar.isHidden
            || top.edgesForExtendedLayout.contains(.top) && (navigationBar.isTranslucent || top.extendedLayoutIncludesOpaqueBars)
        if let pinned = childTop, (pinned.secondItem === navigationBar) == extends {
            pinned.isActive = false
            let moved = top.view.topAnchor.constraint(equalTo: extends ? view.topAnchor : navigationBar.bottomAnchor)
            moved.isActive = true
            childTop = moved
        }
        var insets = top.additionalSafeAreaInsets
        insets.top = extends && !navigationBar.isHidden ? navigationBar.height : 0
        insets.bottom = toolbarHidden ? 0 : UIToolbar.barHeight
        top.additionalSafeAreaInsets = insets
        if toolbar.items.map({ $0.map(ObjectIdentifier.init) }) != top.toolbarItems.map({ $0.map(ObjectIdentifier.init) }) {
            toolbar.items = top.toolbarItems
        }
        // The controller's content scroll view (its view, or its view's first subview, when a
        // scroll view) starts its content below the bar.
        top.barContentScrollView(for: .top)?.scroll.isUnderContainerBars = true
    }
}

extension UIViewController {
    /// The navigation controller this controller is in, if any.
    public var navigationController: UINavigationController? {
        var controller: UIViewController? = self
        while let c = controller {
            if let navigation = c as? UINavigationController, navigation !== self { return navigation }
            if let owner = c.navigationStackOwner { return owner }
            controller = c.parent
        }
        return nil
    }
}

/// What hears a navigation controller show controllers, as UIKit's
/// `UINavigationControllerDelegate` (both methods have empty defaults).
@MainActor
public protocol UINavigationControllerDelegate: AnyObject {
    /// A controller is about to be shown (pushed, popped to, or set).
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    /// A controller was shown.
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
    /// The animator of a push or pop (kept: pushes and pops happen at once here, so it is not asked).
    func navigationController(
        _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning?
}

extension UINavigationControllerDelegate {
    /// Does nothing.
    public func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {}
    /// Does nothing.
    public func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {}
    /// No custom animator.
    public func navigationController(
        _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? { nil }
}

extension UINavigationController {
    /// What a navigation transition does (UIKit's `UINavigationController.Operation`).
    public enum Operation: Int, Sendable {
        /// Nothing.
        case none
        /// A push.
        case push
        /// A pop.
        case pop
    }
}
