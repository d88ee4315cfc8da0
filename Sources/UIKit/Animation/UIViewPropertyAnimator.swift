import Animation
import Foundation
import Layout

/// An animation you can start, pause, scrub and reverse, as UIKit's `UIViewPropertyAnimator`.
///
/// ```swift
/// let animator = UIViewPropertyAnimator(duration: 0.5, dampingRatio: 0.7) {
///     self.cardTop.constant = 40
///     self.view.layoutIfNeeded()
/// }
/// animator.startAnimation()
/// ```
@MainActor
public final class UIViewPropertyAnimator {
    /// The Animation module's animator this stands for.
    public let animator: PropertyAnimator

    /// Makes an animator with a named curve.
    public init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        animator = PropertyAnimator(duration: duration, curve: curve.timingCurve, animations: animations)
    }

    /// Makes an animator with a cubic curve through two control points.
    public init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint, animations: (() -> Void)? = nil) {
        animator = PropertyAnimator(
            duration: duration, controlPoint1: (Double(point1.x), Double(point1.y)),
            controlPoint2: (Double(point2.x), Double(point2.y)), animations: animations)
    }

    /// Makes an animator with a spring of a damping ratio that settles at `duration`.
    public init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        animator = PropertyAnimator(duration: duration, dampingRatio: Double(ratio), animations: animations)
    }

    /// Makes an animator with timing parameters (a `UICubicTimingParameters` or `UISpringTimingParameters`).
    public init(duration: TimeInterval, timingParameters parameters: UITimingCurveProvider) {
        animator = PropertyAnimator(duration: duration, timing: parameters.timing(duration: duration))
    }

    /// Makes and starts an animator (UIKit's `runningPropertyAnimator(withDuration:delay:options:animations:completion:)`).
    @discardableResult
    public class func runningPropertyAnimator(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((UIViewAnimatingPosition) -> Void)? = nil
    ) -> UIViewPropertyAnimator {
        let curve: UIView.AnimationCurve =
            options.contains(.curveLinear)
            ? .linear : options.contains(.curveEaseOut) ? .easeOut : options.contains(.curveEaseIn) ? .easeIn : .easeInOut
        let a = UIViewPropertyAnimator(duration: duration, curve: curve, animations: animations)
        if let completion { a.addCompletion(completion) }
        if delay > 0 { a.startAnimation(afterDelay: delay) } else { a.startAnimation() }
        return a
    }

    /// Adds animations.
    public func addAnimations(_ animation: @escaping () -> Void) { animator.addAnimations(animation) }
    /// Adds animations that start after a fraction of the duration.
    public func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        animator.addAnimations(animation, delayFactor: Double(delayFactor))
    }
    /// Adds a closure called with the position the animator ends at.
    public func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        animator.addCompletion(completion)
    }

    /// Starts (or resumes) the animations.
    public func startAnimation() { animator.startAnimation() }
    /// Starts after a delay.
    public func startAnimation(afterDelay delay: TimeInterval) { animator.startAnimation(afterDelay: delay) }
    /// Pauses (scrub with `fractionComplete`).
    public func pauseAnimation() { animator.pauseAnimation() }
    /// Stops; without finishing, the views stay where they are and no completion runs.
    public func stopAnimation(_ withoutFinishing: Bool) { animator.stopAnimation(withoutFinishing) }
    /// Finishes a stopped animator at a position.
    public func finishAnimation(at finalPosition: UIViewAnimatingPosition) { animator.finishAnimation(at: finalPosition) }
    /// Continues with other timing parameters.
    public func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat) {
        animator.continueAnimation(
            withTimingParameters: parameters?.timing(duration: animator.duration * Double(durationFactor)),
            durationFactor: Double(durationFactor))
    }

    /// How far the animations are, 0...1 (set it while paused to scrub).
    public var fractionComplete: CGFloat {
        get { CGFloat(animator.fractionComplete) }
        set { animator.fractionComplete = Double(newValue) }
    }
    /// Whether the animations run backwards.
    public var isReversed: Bool {
        get { animator.isReversed }
        set { animator.isReversed = newValue }
    }
    /// Whether it is running.
    public var isRunning: Bool { animator.isRunning }
    /// Inactive, active or stopped.
    public var state: UIViewAnimatingState { animator.state }
    /// The duration.
    public var duration: TimeInterval { animator.duration }
    /// Whether scrubbing follows the curve (false) or runs linearly (true, UIKit's default).
    public var scrubsLinearly: Bool {
        get { animator.scrubsLinearly }
        set { animator.scrubsLinearly = newValue }
    }
    /// Whether touches reach the animating views (kept).
    public var isUserInteractionEnabled = true
    /// Whether the animator pauses when it completes (kept).
    public var pausesOnCompletion = false
}

/// Where an animator ended: `.start`, `.end`, `.current`.
public typealias UIViewAnimatingPosition = PropertyAnimator.Position
/// An animator's state: `.inactive`, `.active`, `.stopped`.
public typealias UIViewAnimatingState = PropertyAnimator.State

/// Timing for a property animator (UIKit's `UITimingCurveProvider`).
@MainActor
public protocol UITimingCurveProvider {
    /// The Animation module's timing for a duration.
    func timing(duration: TimeInterval) -> AnimationTiming
}

/// A cubic Bézier timing curve (UIKit's `UICubicTimingParameters`).
public struct UICubicTimingParameters: UITimingCurveProvider {
    private let curve: TimingCurve
    /// The ease-in-out curve.
    public init() { curve = .easeInOut }
    /// A named curve.
    public init(animationCurve curve: UIView.AnimationCurve) { self.curve = curve.timingCurve }
    /// A curve through two control points.
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        curve = TimingCurve(controlPoint1: (Double(point1.x), Double(point1.y)), controlPoint2: (Double(point2.x), Double(point2.y)))
    }
    /// The curve.
    public func timing(duration: TimeInterval) -> AnimationTiming { .curve(curve) }
}

/// A spring (UIKit's `UISpringTimingParameters`): by damping ratio (it settles at the animator's
/// duration) or by mass, stiffness and damping (it takes its own time).
public struct UISpringTimingParameters: UITimingCurveProvider {
    private enum Kind {
        case ratio(Double)
        case physical(mass: Double, stiffness: Double, damping: Double)
    }
    private let kind: Kind
    private let velocity: Double

    /// A critically damped spring.
    public init() { self.init(dampingRatio: 1) }

    /// A spring of a damping ratio (1: no overshoot) and initial velocity (per second, in units of the change).
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector = CGVector(dx: 0, dy: 0)) {
        kind = .ratio(Double(ratio))
        self.velocity = Double(velocity.dx)
    }

    /// A spring of a mass, stiffness and damping.
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        kind = .physical(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping))
        self.velocity = Double(velocity.dx)
    }

    /// The spring.
    public func timing(duration: TimeInterval) -> AnimationTiming {
        switch kind {
        case .ratio(let r):
            return .spring(Spring(duration: duration, dampingRatio: r, initialVelocity: velocity))
        case .physical(let mass, let stiffness, let damping):
            // A unit-mass spring with the same motion (k/m, c/m); it completes when its envelope
            // decays to 0.001, as Core Animation's settling duration.
            let m = max(mass, 1e-6)
            let k = max(stiffness / m, 1e-6), c = max(damping / m, 0)
            let w0 = k.squareRoot(), zeta = c / (2 * w0)
            let rate = zeta < 1 ? zeta * w0 : w0 * (zeta - (zeta * zeta - 1).squareRoot())
            let settling = min(max(log(1000) / max(rate, 1e-6), 0.01), 10)
            return .spring(Spring(stiffness: k, damping: c, initialVelocity: velocity, duration: settling))
        }
    }
}
