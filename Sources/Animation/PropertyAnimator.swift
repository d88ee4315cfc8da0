import Layout

/// An interruptible, scrubbable animation (UIKit's `UIViewPropertyAnimator`), run by the window's
/// ``AnimationDriver`` on its clock.
///
/// ```swift
/// let animator = PropertyAnimator(duration: 1, curve: .easeInOut) { root.layoutIfNeeded() }
/// animator.pauseAnimation()
/// animator.fractionComplete = 0.3     // scrub (linear while paused)
/// animator.isReversed = true
/// animator.startAnimation()
/// ```
@MainActor
public final class PropertyAnimator {
    /// Where an animator is in its life.
    public enum State: Sendable { case inactive, active, stopped }
    /// Where an animation finished.
    public enum Position: Sendable { case start, end, current }

    /// The duration in seconds.
    public private(set) var duration: Double
    /// How progress runs over time.
    public private(set) var timing: AnimationTiming
    /// Inactive until started or paused; active while running or paused; stopped after `stopAnimation(false)`.
    public private(set) var state = State.inactive
    /// Whether the clock is moving it.
    public private(set) var isRunning = false
    /// Whether it runs toward the start.
    public var isReversed = false {
        didSet { if isRunning { rebase() } }
    }
    /// While paused, scrubbing maps the fraction linearly (UIKit's default).
    public var scrubsLinearly = true

    private var blocks: [(delayFactor: Double, body: () -> Void)] = []
    private var completions: [(Position) -> Void] = []
    private var changes: [(View, RecordingContext.Change)] = []
    private var fraction = 0.0
    private var baseFraction = 0.0
    private var baseTime = 0.0
    private var remaining = 0.0
    private weak var window: Window?

    /// Makes an animator with a timing curve.
    public init(duration: Double, curve: TimingCurve = .easeInOut, animations: (() -> Void)? = nil) {
        self.duration = max(duration, 0)
        self.timing = .curve(curve)
        if let animations { blocks.append((0, animations)) }
    }

    /// Makes an animator with a custom cubic curve.
    public convenience init(
        duration: Double, controlPoint1: (Double, Double), controlPoint2: (Double, Double),
        animations: (() -> Void)? = nil
    ) {
        self.init(
            duration: duration, curve: TimingCurve(controlPoint1: controlPoint1, controlPoint2: controlPoint2),
            animations: animations)
    }

    /// Makes an animator with any timing: a curve, or a spring (which then decides when it completes).
    public convenience init(duration: Double, timing: AnimationTiming, animations: (() -> Void)? = nil) {
        self.init(duration: duration, animations: animations)
        self.timing = timing
    }

    /// Makes an animator with a critically or under-damped spring.
    public convenience init(duration: Double, dampingRatio: Double, animations: (() -> Void)? = nil) {
        self.init(duration: duration, animations: animations)
        timing = .spring(Spring(duration: duration, dampingRatio: dampingRatio, initialVelocity: 0))
    }

    /// Adds animations (run when the animator becomes active; at once if it already is).
    public func addAnimations(_ animations: @escaping () -> Void, delayFactor: Double = 0) {
        if state == .active { record(animations) } else { blocks.append((delayFactor, animations)) }
    }

    /// Adds a completion, called with where the animation finished.
    public func addCompletion(_ completion: @escaping (Position) -> Void) { completions.append(completion) }

    /// How far along it is, 0...1. Setting it while paused scrubs.
    public var fractionComplete: Double {
        get { fraction }
        set {
            activate()
            fraction = min(max(newValue, 0), 1)
            if isRunning { rebase() }
            apply()
        }
    }

    /// Starts (or resumes) running on the clock.
    public func startAnimation() {
        activate()
        guard state == .active else { return }
        isRunning = true
        rebase()
        window?.animator.register(self)
    }

    /// Starts after a delay.
    public func startAnimation(afterDelay delay: Double) {
        startAnimation()
        baseTime += max(delay, 0)
    }

    /// Pauses where it is (becomes active without running if it was inactive).
    public func pauseAnimation() {
        activate()
        isRunning = false
    }

    /// Stops: the presentation freezes as the model value (with `withoutFinishing`, at once and without completions).
    public func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else { return }
        isRunning = false
        state = .stopped
        if withoutFinishing { settle(at: .current, callCompletions: false) }
    }

    /// Finishes a stopped animator at a position, calling the completions.
    public func finishAnimation(at position: Position) {
        guard state == .stopped || state == .active else { return }
        isRunning = false
        settle(at: position, callCompletions: true)
    }

    /// Continues with new timing; the remaining time is `durationFactor` times the remaining duration.
    public func continueAnimation(withTimingParameters parameters: AnimationTiming?, durationFactor: Double) {
        if let parameters { timing = parameters }
        if durationFactor > 0 { duration *= durationFactor }
        startAnimation()
    }

    // MARK: Driving

    func tick(at now: Double) {
        guard isRunning, duration > 0 else {
            if isRunning { fraction = isReversed ? 0 : 1; apply(); settle(at: isReversed ? .start : .end, callCompletions: true) }
            return
        }
        let moved = max(now - baseTime, 0) / duration
        fraction = min(max(isReversed ? baseFraction - moved : baseFraction + moved, 0), 1)
        apply()
        if (!isReversed && fraction >= 1) || (isReversed && fraction <= 0) {
            isRunning = false
            settle(at: isReversed ? .start : .end, callCompletions: true)
        }
    }

    private func activate() {
        guard state == .inactive else { return }
        state = .active
        for block in blocks { record(block.body) }
        blocks = []
    }

    private func record(_ body: () -> Void) {
        let context = RecordingContext(duration: duration, timing: timing)
        AnimationRecording.recording(with: context) { body() }
        changes += context.changes
        if window == nil { window = changes.first?.0.window }
        apply()
    }

    private func rebase() {
        baseFraction = fraction
        baseTime = window?.animator.clock.now ?? 0
    }

    private func apply() {
        let p = isRunning || !scrubsLinearly ? timing.progress(elapsed: fraction * duration, duration: duration) : fraction
        for (view, change) in changes {
            switch change {
            case .frame(let a, let b): view.presentationFrame = PropertyAnimator.mix(a, b, p)
            case .alpha(let a, let b): view.presentationAlpha = a + (b - a) * p
            case .background(_, let b): view.presentationBackground = p >= 1 ? nil : b
            case .transform(let a, let b): view.presentationTransform = a.interpolated(to: b, p)
            }
        }
    }

    private func settle(at position: Position, callCompletions: Bool) {
        for (view, change) in changes {
            switch (change, position) {
            case (.frame(let a, _), .start): view.setPresentationAsModel(frame: a)
            case (.frame, .current): if let f = view.presentationFrame { view.setPresentationAsModel(frame: f) }
            case (.alpha(let a, _), .start): view.alpha = a
            case (.alpha, .current): if let a = view.presentationAlpha { view.alpha = a }
            case (.transform(let a, _), .start): view.transform = a
            case (.transform, .current): if let t = view.presentationTransform { view.transform = t }
            default: break
            }
            view.presentationFrame = nil
            view.presentationAlpha = nil
            view.presentationBackground = nil
            view.presentationTransform = nil
        }
        state = .inactive
        changes = []
        window?.animator.unregister(self)
        if callCompletions { for c in completions { c(position) } }
    }

    static func mix(_ a: Rect, _ b: Rect, _ p: Double) -> Rect {
        Rect(
            x: a.x + (b.x - a.x) * p, y: a.y + (b.y - a.y) * p,
            width: a.width + (b.width - a.width) * p, height: a.height + (b.height - a.height) * p)
    }
}

extension View {
    /// Sets the model frame to a value an animator finished at (outside any animation block).
    func setPresentationAsModel(frame: Rect) {
        AnimationRecording.withoutRecording { self.frame = frame }
    }
}
