// A controller's appearance, size transitions and traits, called as UIKit calls them: when it
// becomes (or stops being) a window's root, when the window changes size, when its traits change.

extension ViewController {
    /// Tells this controller and its children, parents first, that the view is about to appear.
    func forwardViewWillAppear(_ animated: Bool) {
        viewWillAppear(animated)
        for child in children { child.forwardViewWillAppear(animated) }
    }

    /// Tells this controller and its children that the view appeared.
    func forwardViewDidAppear(_ animated: Bool) {
        viewDidAppear(animated)
        for child in children { child.forwardViewDidAppear(animated) }
    }

    /// Tells this controller and its children that the view is about to disappear.
    func forwardViewWillDisappear(_ animated: Bool) {
        viewWillDisappear(animated)
        for child in children { child.forwardViewWillDisappear(animated) }
    }

    /// Tells this controller and its children that the view disappeared.
    func forwardViewDidDisappear(_ animated: Bool) {
        viewDidDisappear(animated)
        for child in children { child.forwardViewDidDisappear(animated) }
    }

    /// Tells the window that ``prefersStatusBarHidden`` may have changed: a root controller's view
    /// gets the safe area that follows (UIKit's `setNeedsStatusBarAppearanceUpdate()`).
    public func setNeedsStatusBarAppearanceUpdate() {
        guard let window, window.rootViewController === self else { return }
        window.rootView?.updateSafeAreaInsets(force: true)
    }

    /// Tells this controller, its children and every view of its window that the traits changed.
    func forwardTraitCollectionDidChange(_ previous: TraitCollection) {
        traitCollectionDidChange(previous)
        for child in children { child.forwardTraitCollectionDidChange(previous) }
    }
}

/// What a controller gets in `viewWillTransition(to:with:)` (UIKit's
/// `UIViewControllerTransitionCoordinator`): animations to run alongside the size change and
/// completions to run after it.
///
/// ```swift
/// override func viewWillTransition(to size: Size, with coordinator: TransitionCoordinator) {
///     super.viewWillTransition(to: size, with: coordinator)
///     coordinator.animate(alongsideTransition: { _ in self.badge.alpha = size.width > size.height ? 0 : 1 })
/// }
/// ```
@MainActor
public final class TransitionCoordinator {
    /// Seconds the transition takes; 0 when the size changes at once.
    public let transitionDuration: Double
    /// Whether the change is animated.
    public var isAnimated: Bool { transitionDuration > 0 }
    private var alongside: [(TransitionCoordinator) -> Void] = []
    private var completions: [(TransitionCoordinator) -> Void] = []

    /// Makes a coordinator for a transition of `duration` seconds.
    package init(duration: Double) { transitionDuration = duration }

    /// Adds changes to animate with the transition and work to do when it ends.
    ///
    /// - Parameters:
    ///   - animation: run inside the transition's animation block.
    ///   - completion: run when the transition ends.
    /// - Returns: true, as UIKit does when the animations were queued.
    @discardableResult
    public func animate(
        alongsideTransition animation: ((TransitionCoordinator) -> Void)?,
        completion: ((TransitionCoordinator) -> Void)? = nil
    ) -> Bool {
        if let animation { alongside.append(animation) }
        if let completion { completions.append(completion) }
        return true
    }

    /// Runs the alongside animations (inside the animation block, if there is one).
    package func runAlongside() {
        let queued = alongside
        alongside = []
        for animation in queued { animation(self) }
    }

    /// Runs the completions, once.
    package func complete() {
        let queued = completions
        completions = []
        for completion in queued { completion(self) }
    }
}
