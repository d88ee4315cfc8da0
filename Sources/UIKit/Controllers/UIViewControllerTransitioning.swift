import Foundation
import Layout

/// An object that animates a presentation or dismissal (UIKit's
/// `UIViewControllerAnimatedTransitioning`), given by a controller's `transitioningDelegate`. Its
/// animations run on the window's clock; the transition ends when it calls
/// `completeTransition(_:)` on the context.
///
/// ```swift
/// func animateTransition(using context: UIViewControllerContextTransitioning) {
///     let to = context.view(forKey: .to)!
///     to.frame = context.finalFrame(for: context.viewController(forKey: .to)!)
///     to.alpha = 0
///     context.containerView.addSubview(to)
///     UIView.animate(withDuration: 0.3, animations: { to.alpha = 1 }) { _ in
///         context.completeTransition(!context.transitionWasCancelled)
///     }
/// }
/// ```
@MainActor
public protocol UIViewControllerAnimatedTransitioning: AnyObject {
    /// How long the transition lasts, in seconds.
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval
    /// Runs the transition's animations in the context's container view.
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning)
    /// Called once the transition ended (completed or not).
    func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
    /// Does nothing.
    public func animationEnded(_ transitionCompleted: Bool) {}
}

/// What a transition animator is given (UIKit's `UIViewControllerContextTransitioning`).
@MainActor
public protocol UIViewControllerContextTransitioning: AnyObject {
    /// The view the transition's views are animated in: the presentation's container, filling the window.
    var containerView: UIView { get }
    /// Whether the transition is animated (always, when an animator runs).
    var isAnimated: Bool { get }
    /// Whether a gesture drives the transition (never here).
    var isInteractive: Bool { get }
    /// Whether the transition was cancelled (never here: transitions are not interactive).
    var transitionWasCancelled: Bool { get }
    /// The presented controller's presentation style.
    var presentationStyle: UIModalPresentationStyle { get }
    /// The rotation applied during the transition (none here).
    var targetTransform: CGAffineTransform { get }
    /// The controller leaving (`.from`) or arriving (`.to`).
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The view being added (`.to`, on presentation) or removed (`.from`, on dismissal); nil for a
    /// view that stays where it is (the presenting controller's).
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// Where a controller's view is when the transition starts (zero for a view being added).
    func initialFrame(for vc: UIViewController) -> CGRect
    /// Where a controller's view should be when it ends (zero for a view being removed).
    func finalFrame(for vc: UIViewController) -> CGRect
    /// Ends the transition: the presentation or dismissal takes effect (with `false`, it is undone).
    func completeTransition(_ didComplete: Bool)
    /// Updates an interactive transition (kept: transitions are not interactive here).
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    /// Finishes an interactive transition (kept).
    func finishInteractiveTransition()
    /// Cancels an interactive transition (kept).
    func cancelInteractiveTransition()
    /// Pauses an interactive transition (kept).
    func pauseInteractiveTransition()
}

/// The two controllers of a transition (UIKit's `UITransitionContextViewControllerKey`).
public struct UITransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
    /// UIKit's name.
    public let rawValue: String
    /// Makes a key.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The controller leaving (the presenter when presenting, the presented when dismissing).
    public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewController")
    /// The controller arriving.
    public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewController")
}

/// The two views of a transition (UIKit's `UITransitionContextViewKey`).
public struct UITransitionContextViewKey: RawRepresentable, Hashable, Sendable {
    /// UIKit's name.
    public let rawValue: String
    /// Makes a key.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The view leaving.
    public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromView")
    /// The view arriving.
    public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToView")
}

/// Gives a presented controller's custom transitions (UIKit's `UIViewControllerTransitioningDelegate`).
@MainActor
public protocol UIViewControllerTransitioningDelegate: AnyObject {
    /// The animator presenting `presented` (nil: the standard presentation).
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning?
    /// The animator dismissing `dismissed` (nil: the standard dismissal).
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning?
}

extension UIViewControllerTransitioningDelegate {
    /// No custom animator.
    public func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? { nil }
    /// No custom animator.
    public func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }
}

/// The context LayoutSim gives an animator: the presentation's container, the two controllers,
/// the view that comes or goes, and what to do once the animator completes.
final class TransitionContext: UIViewControllerContextTransitioning {
    let containerView: UIView
    let presentationStyle: UIModalPresentationStyle
    private let from: UIViewController, to: UIViewController
    /// The controller whose view comes (presenting) or goes (dismissing).
    private let moving: UIViewController
    private let presenting: Bool
    private var finish: ((Bool) -> Void)?

    init(
        container: UIView, from: UIViewController, to: UIViewController, presenting: Bool,
        style: UIModalPresentationStyle, finish: @escaping (Bool) -> Void
    ) {
        containerView = container
        self.from = from
        self.to = to
        self.presenting = presenting
        moving = presenting ? to : from
        presentationStyle = style
        self.finish = finish
    }

    var isAnimated: Bool { true }
    var isInteractive: Bool { false }
    var transitionWasCancelled: Bool { false }
    var targetTransform: CGAffineTransform { .identity }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        key == .from ? from : key == .to ? to : nil
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        (key == .to && presenting) || (key == .from && !presenting) ? moving.view : nil
    }

    func initialFrame(for vc: UIViewController) -> CGRect {
        vc === moving && presenting ? .zero : vc.view.frame
    }

    func finalFrame(for vc: UIViewController) -> CGRect {
        if vc === moving { return presenting ? containerView.bounds : .zero }
        return vc.view.frame
    }

    func completeTransition(_ didComplete: Bool) {
        let finish = self.finish
        self.finish = nil
        finish?(didComplete)
    }

    func updateInteractiveTransition(_ percentComplete: CGFloat) {}
    func finishInteractiveTransition() {}
    func cancelInteractiveTransition() {}
    func pauseInteractiveTransition() {}
}
