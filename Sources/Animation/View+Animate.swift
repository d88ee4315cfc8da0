import Layout

/// The block being recorded: what changed, and the parameters nested blocks inherit.
@MainActor
final class RecordingContext: AnimationRecorder {
    enum Change {
        case frame(Rect, Rect)
        case alpha(Double, Double)
        case background(Color?, Color?)
        case transform(Transform, Transform)
    }

    let duration: Double
    let timing: AnimationTiming
    var changes: [(View, Change)] = []

    init(duration: Double, timing: AnimationTiming) {
        self.duration = duration
        self.timing = timing
    }

    func recordFrame(_ view: View, from old: Rect, to new: Rect) { changes.append((view, .frame(old, new))) }
    func recordAlpha(_ view: View, from old: Double, to new: Double) { changes.append((view, .alpha(old, new))) }
    func recordBackground(_ view: View, from old: Color?, to new: Color?) { changes.append((view, .background(old, new))) }
    func recordTransform(_ view: View, from old: Transform, to new: Transform) { changes.append((view, .transform(old, new))) }
}

extension RecordingContext.Change {
    /// The driver's property number: 0 frame, 1 alpha, 2 background, 3 transform.
    var property: Int {
        switch self {
        case .frame: 0
        case .alpha: 1
        case .background: 2
        case .transform: 3
        }
    }
}

extension View {
    /// Animates the changes `animations` makes (UIKit's `animate(withDuration:delay:options:animations:completion:)`).
    ///
    /// Change constraints before the block and call `layoutIfNeeded()` on a common ancestor inside
    /// it: every frame the pass writes (and every alpha or background colour set in the block)
    /// animates from what is drawn now to the new value, on the window's ``AnimationDriver``.
    /// Model values change at once. A duration <= 0 applies the changes at once.
    ///
    /// ```swift
    /// height.constant = 70
    /// View.animate(withDuration: 0.3) { container.layoutIfNeeded() }
    /// ```
    /// - Parameters:
    ///   - duration: seconds.
    ///   - delay: seconds before the animation starts.
    ///   - options: curve, repeat/autoreverse, inheritance overrides.
    ///   - animations: the changes.
    ///   - completion: called with `finished == false` when another animation took over a property.
    public static func animate(
        withDuration duration: Double, delay: Double = 0, options: AnimationOptions = [],
        animations: () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        run(
            duration: duration, delay: delay, timing: .curve(options.curve), options: options,
            animations: animations, completion: completion)
    }

    /// The spring form (UIKit's `usingSpringWithDamping:initialSpringVelocity:`): it completes at `duration`.
    public static func animate(
        withDuration duration: Double, delay: Double = 0, usingSpringWithDamping dampingRatio: Double,
        initialSpringVelocity velocity: Double, options: AnimationOptions = [],
        animations: () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        let spring = Spring(duration: duration, dampingRatio: dampingRatio, initialVelocity: velocity)
        run(
            duration: spring.duration, delay: delay, timing: .spring(spring), options: options.union(.overrideInheritedCurve),
            animations: animations, completion: completion)
    }

    /// The duration/bounce spring form (iOS 17's `animate(springDuration:bounce:…)`).
    public static func animate(
        springDuration duration: Double = 0.5, bounce: Double = 0, initialSpringVelocity velocity: Double = 0,
        delay: Double = 0, options: AnimationOptions = [], animations: () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        let spring = Spring(duration: duration, bounce: bounce, initialVelocity: velocity)
        run(
            duration: duration, delay: delay, timing: .spring(spring), options: options.union(.overrideInheritedCurve),
            animations: animations, completion: completion)
    }

    /// Whether animation blocks animate (UIKit's `areAnimationsEnabled`, true by default). While
    /// false, every block's changes apply at once and its completion runs with `true`, as UIKit
    /// does for `setAnimationsEnabled(false)`.
    public static var areAnimationsEnabled = true

    private static func run(
        duration: Double, delay: Double, timing: AnimationTiming, options: AnimationOptions,
        animations: () -> Void, completion: ((Bool) -> Void)?
    ) {
        let outer = AnimationRecording.current as? RecordingContext
        let d = (outer != nil && !options.contains(.overrideInheritedDuration)) ? outer!.duration : duration
        let t = (outer != nil && !options.contains(.overrideInheritedCurve)) ? outer!.timing : timing
        let context = RecordingContext(duration: d, timing: t)
        AnimationRecording.recording(with: context) { animations() }
        guard areAnimationsEnabled, d > 0, d.isFinite, !context.changes.isEmpty else {
            completion?(true)
            return
        }
        let group = AnimationGroup(completion: completion)
        for (view, change) in context.changes {
            guard let window = view.window else { continue }
            window.animator.add(
                view: view, change: change, delay: max(delay, 0), duration: d, timing: t,
                options: options, group: group)
        }
        if group.pending == 0 { completion?(true) }
    }
}
