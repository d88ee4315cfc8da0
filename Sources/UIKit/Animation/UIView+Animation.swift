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

    /// Whether animation blocks animate (true by default).
    public class var areAnimationsEnabled: Bool { View.areAnimationsEnabled }

    /// Turns animation blocks on or off: while off, their changes apply at once and their
    /// completions run with `true`.
    public class func setAnimationsEnabled(_ enabled: Bool) { View.areAnimationsEnabled = enabled }

    /// Replaces `fromView` with `toView` as a transition: with `.showHideTransitionViews`, hides
    /// the one and shows the other; otherwise `toView` takes `fromView`'s place in its superview and
    /// `fromView` leaves it. With `.transitionCrossDissolve`, `toView` fades in over `fromView` as
    /// it fades out, over `duration` on the window's clock, and the swap completes at the end
    /// (`fromView` gets its alpha back); `completion` then runs with whether it finished. The flip
    /// and curl styles are not drawn: their change shows at once and `completion` runs with `true`.
    public class func transition(
        from fromView: UIView, to toView: UIView, duration: TimeInterval, options: AnimationOptions = [],
        completion: ((Bool) -> Void)? = nil
    ) {
        let showHide = options.contains(.showHideTransitionViews)
        func finish() {
            if showHide {
                fromView.isHidden = true
            } else {
                fromView.removeFromSuperview()
            }
        }
        if showHide {
            toView.isHidden = false
        } else if let parent = fromView.superview, toView.superview !== parent {
            let index = parent.subviews.firstIndex { $0 === fromView } ?? parent.subviews.count
            parent.insertSubview(toView, at: index + 1)
        }
        // The transition style is a 3-bit field: compare it, as `contains` would also match the flips above it.
        let style = (options.rawValue >> 20) & 7
        guard style == AnimationOptions.transitionCrossDissolve.rawValue >> 20, duration > 0, areAnimationsEnabled else {
            finish()
            completion?(true)
            return
        }
        let fromAlpha = fromView.alpha, toAlpha = toView.alpha
        performWithoutAnimation { toView.alpha = 0 }
        View.animate(
            withDuration: duration, options: options.subtracting([.showHideTransitionViews]),
            animations: {
                toView.alpha = toAlpha
                fromView.alpha = 0
            },
            completion: { finished in
                finish()
                fromView.alpha = fromAlpha
                completion?(finished)
            })
    }

    /// Runs changes at once, even inside an animation block.
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        View.animate(withDuration: 0, options: .overrideInheritedDuration, animations: actionsWithoutAnimation)
    }
}

extension UIView {
    /// Options of a keyframe animation (UIKit's `UIView.KeyframeAnimationOptions`). Keyframes run
    /// linearly one after another; the calculation modes are accepted and drawn as `.calculationModeLinear`.
    public struct KeyframeAnimationOptions: OptionSet, Sendable {
        /// The bits, UIKit's values.
        public let rawValue: UInt
        /// Makes options.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Lay out subviews as the animation runs.
        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        /// Touches reach the views while they animate.
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        /// Start from what is drawn now.
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        /// Repeat for ever.
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        /// Run back after running forward.
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        /// Ignore an enclosing block's duration.
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
        /// Straight lines between keyframes.
        public static let calculationModeLinear = KeyframeAnimationOptions([])
        /// Jumps between keyframes.
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        /// Even pace.
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        /// A smooth curve through the keyframes.
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        /// A smooth curve at an even pace.
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)

        /// The options the animation driver knows (layout, repeat, autoreverse, inheritance).
        var animationOptions: AnimationOptions { AnimationOptions(rawValue: rawValue & 0x3F) }
    }

    /// Animates keyframes: inside `animations`, each `addKeyframe(withRelativeStartTime:relativeDuration:animations:)`
    /// changes properties over its slot of the duration, one after another.
    ///
    /// ```swift
    /// UIView.animateKeyframes(withDuration: 0.6, delay: 0, options: []) {
    ///     UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { self.badge.alpha = 0.2 }
    ///     UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { self.badge.alpha = 1 }
    /// }
    /// ```
    public class func animateKeyframes(
        withDuration duration: TimeInterval, delay: TimeInterval, options: KeyframeAnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        View.animateKeyframes(
            withDuration: duration, delay: delay, options: options.animationOptions, animations: animations, completion: completion)
    }

    /// A keyframe of the enclosing `animateKeyframes` block: `frameStartTime` and `frameDuration` are
    /// fractions of its duration.
    public class func addKeyframe(
        withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double, animations: @escaping () -> Void
    ) {
        View.addKeyframe(withRelativeStartTime: frameStartTime, relativeDuration: frameDuration, animations: animations)
    }
}
