import Layout

/// The completion of one animation block: called once, when its last animation ends.
@MainActor
final class AnimationGroup {
    let completion: ((Bool) -> Void)?
    var pending = 0
    var finished = true

    init(completion: ((Bool) -> Void)?) { self.completion = completion }

    func end(finished: Bool) {
        if !finished { self.finished = false }
        pending -= 1
        if pending == 0 { completion?(self.finished) }
    }
}

/// Runs a window's view animations on a clock: each tick sets presentation values by
/// interpolating between solved states (no solving per frame) and calls completions.
///
/// ```swift
/// View.animate(withDuration: 1) { root.layoutIfNeeded() }
/// window.animator.advance(by: 0.25)   // presentation frames at t = 0.25
/// window.animator.settle()
/// ```
@MainActor
public final class AnimationDriver {
    /// The clock animations are timed by. Virtual by default (nothing reads wall time); a window
    /// that runs on screen uses a ``RealClock``.
    public let clock: AnimationClock

    /// One property of one view on its way (a class: the driver walks them every frame, and a
    /// reference is passed around without copying what is inside).
    @MainActor
    final class Running {
        /// The view, not kept alive and without a weak reference (which would slow every retain
        /// and release of an animated view from then on).
        let viewReference: UnownedItem<View>
        var view: View? { viewReference.item }
        let property: Int  // 0 frame, 1 alpha, 2 background, 3 transform
        let key: RunningKey
        let change: RecordingContext.Change
        let start: Double
        let duration: Double
        let timing: AnimationTiming
        let options: AnimationOptions
        let group: AnimationGroup
        /// For a keyframe after the first of its property: it is drawn only once it has started
        /// (before, the keyframe before it draws the property).
        let waitsForStart: Bool

        init(
            view: View, property: Int, key: RunningKey, change: RecordingContext.Change, start: Double, duration: Double,
            timing: AnimationTiming, options: AnimationOptions, group: AnimationGroup, waitsForStart: Bool
        ) {
            self.viewReference = UnownedItem(view)
            self.property = property
            self.key = key
            self.change = change
            self.start = start
            self.duration = duration
            self.timing = timing
            self.options = options
            self.group = group
            self.waitsForStart = waitsForStart
        }

        /// When a run that does not repeat is over: after its duration, twice that when it autoreverses.
        var end: Double { start + duration * (options.contains(.autoreverse) ? 2 : 1) }
    }

    private var running: [Running] = []
    /// The (view, property) pairs in `running`, so a new animation looks for one to take over
    /// from only when there is one: adding N animations stays O(N), not O(N^2).
    private var runningKeys: [RunningKey: Int] = [:]
    private var animators: [PropertyAnimator] = []

    struct RunningKey: Hashable {
        let view: ObjectIdentifier
        let property: Int
    }
    /// Live window resizes (see ``Layout/Window/animateSize(to:duration:options:completion:)``).
    var resizes: [WindowResize] = []

    func register(_ animator: PropertyAnimator) {
        if !animators.contains(where: { $0 === animator }) { animators.append(animator) }
    }

    func unregister(_ animator: PropertyAnimator) { animators.removeAll { $0 === animator } }

    /// What a frame callback added with ``addTicker(_:)`` says of itself after a frame.
    public enum TickerState: Sendable {
        /// It has more to show: the driver is animating.
        case running
        /// It repeats for ever: the driver is animating, but settling does not wait for it.
        case repeating
        /// It is done and is not called again.
        case done
    }

    /// The time of the last frame any driver stepped, in seconds on its clock: Core Animation's
    /// media time (`CACurrentMediaTime()`), which one app's windows share.
    public private(set) static var mediaTime = 0.0

    /// The frame callbacks and what each said after its last frame.
    private var tickers: [(step: (Double) -> TickerState, state: TickerState)] = []

    /// Calls `step` with the clock's time on every frame, after the frame's layout pass, until it
    /// returns ``TickerState/done``: animation that runs itself on the clock (the UIKit module's
    /// Core Animation animations).
    ///
    /// - Parameter step: called once per frame with the clock's time, in seconds.
    public func addTicker(_ step: @escaping (Double) -> TickerState) { tickers.append((step, .running)) }

    /// Steps the frame callbacks; those that are done leave (one added meanwhile waits for the next frame).
    private func tickTickers(at now: Double) {
        guard !tickers.isEmpty else { return }
        let current = tickers
        tickers = []
        var kept: [(step: (Double) -> TickerState, state: TickerState)] = []
        for ticker in current {
            let state = ticker.step(now)
            if state != .done { kept.append((ticker.step, state)) }
        }
        tickers = kept + tickers
    }

    /// Makes a driver on a clock.
    public init(clock: AnimationClock) { self.clock = clock }

    /// The window whose touches hear of the clock (long presses begin, multi-taps give up).
    weak var window: Window?

    /// Whether any animation is running.
    public var isAnimating: Bool {
        !running.isEmpty || !resizes.isEmpty || !tickers.isEmpty || animators.contains { $0.isRunning }
            || window?.hasMovingScrollViews == true
    }

    func add(
        view: View, change: RecordingContext.Change, delay: Double, duration: Double, timing: AnimationTiming,
        options: AnimationOptions, group: AnimationGroup, keyframeIndex: Int = 0
    ) {
        let property = change.property
        // A new animation of the same property takes over: the old one ends unfinished (the later
        // keyframes of a property join its first instead).
        let key = RunningKey(view: ObjectIdentifier(view), property: property)
        if keyframeIndex == 0, runningKeys[key] != nil {
            for (i, r) in running.enumerated().reversed() where r.view === view && r.property == property {
                running.remove(at: i)
                r.group.end(finished: false)
                forget(r.key)
            }
        }
        group.pending += 1
        runningKeys[key, default: 0] += 1
        running.append(
            Running(
                view: view, property: property, key: key, change: change, start: clock.now + delay,
                duration: duration, timing: timing, options: options, group: group, waitsForStart: keyframeIndex > 0))
        if keyframeIndex == 0 { apply(running[running.count - 1], at: clock.now) }
    }

    /// Advances a virtual clock by `seconds`, lays the window out as a run-loop turn does, and
    /// updates every presentation value (a real clock advances by itself: just `tick()` each frame).
    public func advance(by seconds: Double) {
        (clock as? VirtualClock)?.advance(by: seconds)
        tick()
    }

    /// Steps frame by frame until no animation runs (or `limit` seconds pass).
    @discardableResult
    public func settle(limit: Double = 60) -> Int {
        guard let clock = clock as? VirtualClock else {
            tick()
            return 0
        }
        return clock.settle(limit: limit) {
            tick()
            return (running.allSatisfy { $0.options.contains(.repeat) } || running.isEmpty) && resizes.isEmpty
                && tickers.allSatisfy { $0.state == .repeating }
                && !animators.contains { $0.isRunning } && window?.hasMovingScrollViews != true
        }
    }

    /// One frame at the clock's time: touches' recognizers and moving scroll views step, the window
    /// lays out what changed, then presentation values update and the animations that are done end.
    public func tick() {
        let now = clock.now
        AnimationDriver.mediaTime = now
        window?.touchClockAdvanced(to: now)
        for animator in animators { animator.tick(at: now) }
        tickResizes(at: now)
        // The frame's layout pass, as UIKit's run loop lays out once per turn: what a scroll's
        // delegate or a timer changed this frame (a stretchy header's constant) is laid out before
        // it is drawn, in a test on the virtual clock as in a window.
        window?.layoutIfNeeded()
        // One pass; the animations that end are swapped behind those that go on, as
        // removeAll(where:) does. Not removeAll(where:) itself: its closure would be main-actor
        // isolated, and Swift checks the actor on every call the standard library makes to it,
        // here once per animation and frame.
        var done: [Running] = []
        var kept = 0
        for i in running.indices {
            let r = running[i]
            var over = true
            if let view = r.view {
                if !r.waitsForStart || now >= r.start { apply(r, to: view, at: now) }
                over = !r.options.contains(.repeat) && now >= r.end
            }
            if over {
                done.append(r)
            } else {
                if kept != i { running.swapAt(kept, i) }
                kept += 1
            }
        }
        running.removeLast(running.count - kept)
        tickTickers(at: now)
        for r in done {
            forget(r.key)
            // A keyframe that ends leaves its value drawn for the next one of its property.
            if let view = r.view, runningKeys[r.key] == nil {
                switch r.property {
                case 0: view.presentationFrame = nil
                case 1: view.presentationAlpha = nil
                case 2: view.presentationBackground = nil
                default: view.presentationTransform = nil
                }
            }
            r.group.end(finished: true)
        }
    }

    private func forget(_ key: RunningKey) {
        if let count = runningKeys[key], count > 1 { runningKeys[key] = count - 1 } else { runningKeys[key] = nil }
    }

    /// The progress of an animation at `time`, with delay, repeat and autoreverse.
    func progress(_ r: Running, at time: Double) -> Double {
        var elapsed = max(time - r.start, 0)
        if r.options.contains(.repeat) || r.options.contains(.autoreverse) {
            let cycle = r.options.contains(.autoreverse) ? 2 * r.duration : r.duration
            if r.options.contains(.repeat) { elapsed = elapsed.truncatingRemainder(dividingBy: cycle) }
            if r.options.contains(.autoreverse), elapsed > r.duration { elapsed = max(2 * r.duration - elapsed, 0) }
        }
        return r.timing.progress(elapsed: min(elapsed, r.duration), duration: r.duration)
    }

    private var cachedGroup: ObjectIdentifier?
    private var cachedTime = -1.0
    private var cachedSlot = (start: 0.0, duration: 0.0)
    private var cachedProgress = 0.0

    private func apply(_ r: Running, at time: Double) {
        guard let view = r.view else { return }
        apply(r, to: view, at: time)
    }

    private func apply(_ r: Running, to view: View, at time: Double) {
        // Animations of one block share their timing: evaluate the curve once per block and frame
        // (a keyframe block's keyframes each have their own slot).
        let p: Double
        if cachedGroup == ObjectIdentifier(r.group), cachedTime == time, cachedSlot == (r.start, r.duration) {
            p = cachedProgress
        } else {
            p = progress(r, at: time)
            (cachedGroup, cachedTime, cachedSlot, cachedProgress) = (ObjectIdentifier(r.group), time, (r.start, r.duration), p)
        }
        switch r.change {
        case .frame(let a, let b):
            view.presentationFrame = Rect(
                x: lerp(a.x, b.x, p), y: lerp(a.y, b.y, p),
                width: lerp(a.width, b.width, p), height: lerp(a.height, b.height, p))
        case .alpha(let a, let b):
            view.presentationAlpha = lerp(a, b, p)
        case .background(let a, let b):
            let from = a ?? Color(red: b?.red ?? 0, green: b?.green ?? 0, blue: b?.blue ?? 0, alpha: 0)
            let to = b ?? Color(red: from.red, green: from.green, blue: from.blue, alpha: 0)
            let c = { (x: UInt8, y: UInt8) in UInt8(min(max(lerp(Double(x), Double(y), p).rounded(), 0), 255)) }
            view.presentationBackground = Color(
                red: c(from.red, to.red), green: c(from.green, to.green),
                blue: c(from.blue, to.blue), alpha: c(from.alpha, to.alpha))
        case .transform(let a, let b):
            view.presentationTransform = a.interpolated(to: b, p)
        }
    }

}

private func lerp(_ a: Double, _ b: Double, _ p: Double) -> Double { a + (b - a) * p }

extension Window {
    /// The window's animation driver (made on first use, with a virtual clock at 60 frames per second).
    public var animator: AnimationDriver {
        if let driver = animationStorage as? AnimationDriver { return driver }
        let driver = AnimationDriver(clock: VirtualClock(framesPerSecond: 60))
        driver.window = self
        animationStorage = driver
        return driver
    }

    /// Gives the window a driver on another clock (a ``RealClock`` for an on-screen window).
    /// Running animations are dropped.
    public func useAnimationClock(_ clock: AnimationClock) {
        let driver = AnimationDriver(clock: clock)
        driver.window = self
        animationStorage = driver
    }
}
