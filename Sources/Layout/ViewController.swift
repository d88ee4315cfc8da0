/// Manages a view (UIKit's `UIViewController`): override ``loadView()``, ``viewDidLoad()``,
/// ``updateViewConstraints()``, ``viewWillLayoutSubviews()`` and ``viewDidLayoutSubviews()``.
@MainActor
open class ViewController {
    private var loadedView: View?
    private var didLoad = false
    /// The window showing this controller's view, if any.
    public internal(set) weak var window: Window? {
        didSet { retainWrapperWhileShown() }
    }

    /// Makes a controller; its view loads on first use.
    public init() {}

    /// The controller's view, loaded (``loadView()``) on first use.
    public var view: View! {
        get {
            if loadedView == nil { loadView() }
            return loadedView
        }
        set {
            if loadedView?.owningViewController === self { loadedView?.owningViewController = nil }
            loadedView = newValue
            newValue?.owningViewController = self
        }
    }

    /// The controllers whose views this controller shows inside its own (``addChild(_:)``).
    public internal(set) var children: [ViewController] = []
    /// The controller this one is a child of, if any.
    public internal(set) weak var parent: ViewController? {
        didSet { retainWrapperWhileShown() }
    }

    /// The object standing for this controller in another module of this package (the UIKit
    /// module's `UIViewController`). Held weakly, and strongly while the controller is a window's
    /// root or another controller's child, so a subclass handed to a window lives as long as it shows.
    package var wrapper: AnyObject? {
        get { wrapperReference }
        set {
            wrapperReference = newValue
            retainWrapperWhileShown()
        }
    }
    private weak var wrapperReference: AnyObject?
    private var retainedWrapper: AnyObject?

    private func retainWrapperWhileShown() {
        retainedWrapper = window != nil || parent != nil ? wrapperReference : nil
    }

    /// Whether the view has been loaded.
    public var isViewLoaded: Bool { loadedView != nil }

    /// Makes the view; the default makes a plain `View`. Overrides set ``view``.
    open func loadView() { view = View() }

    /// The title a navigation or tab bar shows for this controller.
    public var title: String?

    /// Called once after the view is loaded and placed in a window.
    open func viewDidLoad() {}

    /// Insets added to the view's safe area (for content of your own over the edges): a root
    /// controller's to the window's strips, a child's to what reaches in from its parent's view.
    public var additionalSafeAreaInsets = EdgeInsets.zero {
        didSet { if additionalSafeAreaInsets != oldValue, isViewLoaded { view.updateSafeAreaInsets() } }
    }

    /// Whether the root view's margins are at least the device's `systemMinimumLayoutMargins`
    /// (16 pt leading and trailing on the smaller phones, 20 pt on the larger ones and in regular
    /// width); true by default.
    public var viewRespectsSystemMinimumLayoutMargins = true {
        didSet { if isViewLoaded { view.engineIfAny?.marginsChanged(view) } }
    }

    /// The scroll view a navigation or tab bar controller showing this controller keeps clear of
    /// its bars (UIKit's content scroll view): the view, when it is a scroll view, else the view's
    /// first subview, when that is one (a table filling the screen under a plain view). UIKit
    /// adjusts no other. Nil before the view is loaded.
    public var contentScrollView: ScrollView? {
        guard let view = loadedView else { return nil }
        return view as? ScrollView ?? view.subviews.first as? ScrollView
    }

    /// Called when the view's safe-area insets change; the default does nothing.
    open func viewSafeAreaInsetsDidChange() {}

    /// Called by ``addChild(_:)`` before the controller joins `parent` (and by you, with nil,
    /// before it leaves); the default does nothing.
    open func willMove(toParent parent: ViewController?) {}

    /// Call after the controller joined `parent` and its view is in place (``removeFromParent()``
    /// calls it with nil); the default does nothing.
    open func didMove(toParent parent: ViewController?) {}

    /// The update pass for the view; the default calls the view's `updateConstraints()`.
    /// Overrides call super last.
    open func updateViewConstraints() { view.dispatchUpdateConstraints() }

    /// Called before the view appears: when the controller becomes a window's root (and for its
    /// children). The default does nothing.
    ///
    /// - Parameter animated: whether it appears with an animation (false for a window's root).
    open func viewWillAppear(_ animated: Bool) {}

    /// Called after the view appeared: after the first layout pass in its window. The default does nothing.
    ///
    /// - Parameter animated: whether it appeared with an animation.
    open func viewDidAppear(_ animated: Bool) {}

    /// Called before the view leaves its window (another root controller takes its place).
    ///
    /// - Parameter animated: whether it leaves with an animation.
    open func viewWillDisappear(_ animated: Bool) {}

    /// Called after the view left its window.
    ///
    /// - Parameter animated: whether it left with an animation.
    open func viewDidDisappear(_ animated: Bool) {}

    /// Called before the window changes size (a rotation, a resize). The default passes the call to
    /// the children; overrides call super. Queue animations to run alongside the change on the coordinator.
    ///
    /// - Parameters:
    ///   - size: the view's new size.
    ///   - coordinator: runs alongside animations and completions.
    open func viewWillTransition(to size: Size, with coordinator: TransitionCoordinator) {
        for child in children { child.viewWillTransition(to: size, with: coordinator) }
    }

    /// The window's traits (size classes, scale), or unspecified ones outside a window.
    public var traitCollection: TraitCollection { window?.traitCollection ?? TraitCollection() }

    /// Called after the window's traits changed. The default does nothing.
    ///
    /// - Parameter previousTraitCollection: the traits before the change.
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

    /// Whether the status bar is hidden while this controller is the window's root; false by default.
    /// On a device whose top strip is only a status bar, the root view's safe area then starts at 0
    /// (``Window/rootSafeAreaInsets``); call ``setNeedsStatusBarAppearanceUpdate()`` when the answer changes.
    open var prefersStatusBarHidden: Bool { false }

    /// Called before the view lays out its subviews.
    open func viewWillLayoutSubviews() {}

    /// Called after the view laid out its subviews.
    open func viewDidLayoutSubviews() {}

    /// The next responder: the superview of the controller's view (or its parent controller, or
    /// nothing for a window's root controller).
    open var next: Responder? { isViewLoaded ? view.superview ?? parent : parent }

    /// Touches its view passed on; the default passes them to ``next``.
    open func touchesBegan(_ touches: Set<Touch>, with event: Event?) { next?.dispatchTouches(.began, touches, with: event) }

    /// Touches moved; the default passes them to ``next``.
    open func touchesMoved(_ touches: Set<Touch>, with event: Event?) { next?.dispatchTouches(.moved, touches, with: event) }

    /// Touches were lifted; the default passes them to ``next``.
    open func touchesEnded(_ touches: Set<Touch>, with event: Event?) { next?.dispatchTouches(.ended, touches, with: event) }

    /// Touches were taken over; the default passes them to ``next``.
    open func touchesCancelled(_ touches: Set<Touch>, with event: Event?) { next?.dispatchTouches(.cancelled, touches, with: event) }

    package func viewDidLoadIfNeeded() {
        guard !didLoad else { return }
        didLoad = true
        viewDidLoad()
    }
}
