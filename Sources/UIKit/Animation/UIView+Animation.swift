import Animation
import Foundation
import Layout

extension UIView {
    /// Animation options: the curve (`.curveEaseInOut`...), `.repeat`, `.autoreverse`,
    /// `.beginFromCurrentState`, `.layoutSubviews`, the inheritance overrides.
    public typealias AnimationOptions = Animation.AnimationOptions

    /// A timing curve by name (UIKit's `UIView.AnimationCurve`).
    public enum AnimationCurve: Int, Sendable {
        /// Slow at both ends.
        case easeInOut
        /// Slow at the start.
        case easeIn
        /// Slow at the end.
        case easeOut
        /// Even.
        case linear

        var timingCurve: TimingCurve {
            switch self {
            case .easeInOut: .easeInOut
            case .easeIn: .easeIn
            case .easeOut: .easeOut
            case .linear: .linear
            }
        }
    }

    /// Animates the changes `animations` makes: frames a layout pass writes inside the block (call
    /// `layoutIfNeeded()` there after changing constraints), alpha and background colours. Time
    /// runs on the window's clock (virtual in tests, real in a window).
    ///
    /// ```swift
    /// heightConstraint.constant = 120
    /// UIView.animate(withDuration: 0.3) { self.view.layoutIfNeeded() }
    /// ```
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        View.animate(withDuration: duration, delay: delay, options: options, animations: animations, completion: completion)
    }

    /// Animates the changes, then calls `completion`.
    public class func animate(
        withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        View.animate(withDuration: duration, animations: animations, completion: completion)
    }

    /// Animates the changes.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        View.animate(withDuration: duration, animations: animations)
    }

    /// Animates the changes with a spring that settles at `duration`.
    ///
    /// - Parameters:
    ///   - duration: seconds; the spring settles then.
    ///   - delay: seconds before it starts.
    ///   - dampingRatio: 1 settles without overshoot; lower values oscillate.
    ///   - velocity: the initial speed, in units of the whole change per second.
    ///   - options: repeat, autoreverse, the inheritance overrides.
    ///   - animations: the changes.
    ///   - completion: called when it ends (false when another animation took over).
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        View.animate(
            withDuration: duration, delay: delay, usingSpringWithDamping: Double(dampingRatio),
            initialSpringVelocity: Double(velocity), options: options, animations: animations, completion: completion)
    }

    /// Animates the changes with a spring of a duration and bounce (iOS 17).
    public class func animate(
        springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0, initialSpringVelocity velocity: CGFloat = 0,
        delay: TimeInterval = 0, options: AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        View.animate(
            springDuration: duration, bounce: Double(bounce), initialSpringVelocity: Double(velocity), delay: delay,
            options: options, animations: animations, completion: completion)
    }

    /// Runs changes to a view as a transition (drawn as an animation of the changes; the cross-fade
    /// and flip styles are not drawn).
    public class func transition(
        with view: UIView, duration: TimeInterval, options: AnimationOptions = [], animations: (() -> Void)?,
        completion: ((Bool) -> Void)? = nil
    ) {
        View.animate(withDuration: duration, options: options, animations: animations ?? {}, completion: completion)
    }

    /// Runs changes at once, even inside an animation block.
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        View.animate(withDuration: 0, options: .overrideInheritedDuration, animations: actionsWithoutAnimation)
    }
}
