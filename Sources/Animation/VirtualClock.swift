/// A source of time in seconds for animations.
@MainActor
public protocol AnimationClock: AnyObject {
    /// The current time in seconds.
    var now: Double { get }
}

/// Wall time for windows: seconds since the clock was made, from the system's monotonic clock.
@MainActor
public final class RealClock: AnimationClock {
    private let start = ContinuousClock.now

    /// Makes a clock at time 0.
    public init() {}

    /// Seconds since the clock was made.
    public var now: Double {
        let d = ContinuousClock.now - start
        return Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18
    }
}

/// A clock that moves only when told to: what tests and headless runs use, so the same program
/// gives the same frames. Nothing here reads wall time.
///
/// ```swift
/// let clock = VirtualClock(framesPerSecond: 60)
/// clock.advanceFrame()
/// clock.now   // 0.016666...
/// ```
@MainActor
public final class VirtualClock: AnimationClock {
    /// The current time in seconds since the clock was made.
    public private(set) var now: Double = 0
    /// The number of frames advanced so far.
    public private(set) var frameCount = 0
    /// The frame rate `advanceFrame()` steps at.
    public let framesPerSecond: Double

    /// Makes a clock at time 0.
    ///
    /// - Parameter framesPerSecond: the frame rate of `advanceFrame()`; must be positive.
    public init(framesPerSecond: Double = 60) {
        precondition(framesPerSecond > 0 && framesPerSecond.isFinite, "framesPerSecond must be positive")
        self.framesPerSecond = framesPerSecond
    }

    /// Moves the clock forward by one frame.
    public func advanceFrame() {
        frameCount += 1
        now = Double(frameCount) / framesPerSecond
        carry = 0
    }

    /// What rounding has left out of `now` so far (compensated summation).
    private var carry = 0.0

    /// Moves the clock forward by `seconds` (negative values are ignored). Steps add up exactly
    /// as far as a Double can: ten steps of 0.1 reach 1.0, not 0.9999999999999999, so an
    /// animation of 1 s ends on the tenth frame.
    public func advance(by seconds: Double) {
        guard seconds > 0, seconds.isFinite else { return }
        let step = seconds - carry
        let sum = now + step
        carry = (sum - now) - step
        now = sum
        frameCount = Int(saturating: (now * framesPerSecond).rounded(.down))
    }

    /// Advances frame by frame until `isSettled` says so or `limit` seconds pass; returns the frames advanced.
    @discardableResult
    public func settle(limit: Double = 60, isSettled: () -> Bool) -> Int {
        var frames = 0
        let end = now + limit
        while !isSettled() && now < end {
            advanceFrame()
            frames += 1
        }
        return frames
    }
}

/// A frame clock in the manner of `CADisplayLink`: on each tick it calls its target with the
/// previous frame's `timestamp` and the `targetTimestamp` animations should be sampled at.
@MainActor
public final class DisplayLink {
    /// The time of the frame being drawn.
    public private(set) var timestamp: Double = 0
    /// The time the next frame will be shown: sample animations here.
    public private(set) var targetTimestamp: Double = 0
    /// The time between frames.
    public var duration: Double { 1 / preferredFramesPerSecond }
    /// Frames per second.
    public var preferredFramesPerSecond: Double
    /// While paused, ticks call nothing.
    public var isPaused = false
    private var callback: ((DisplayLink) -> Void)?

    /// Makes a display link that calls `callback` on every tick.
    public init(preferredFramesPerSecond: Double = 60, callback: @escaping (DisplayLink) -> Void) {
        self.preferredFramesPerSecond = max(preferredFramesPerSecond, 1)
        self.callback = callback
    }

    /// Advances to the frame at `time` (from a virtual or real clock) and calls the callback.
    public func tick(at time: Double) {
        guard let callback, !isPaused else { return }
        timestamp = time
        targetTimestamp = time + duration
        callback(self)
    }

    /// Stops the link for good.
    public func invalidate() { callback = nil }
}
