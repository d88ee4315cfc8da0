/// A clock that moves only when told to: what tests and headless runs use, so the same program
/// gives the same frames. Nothing here reads wall time.
///
/// ```swift
/// let clock = VirtualClock(framesPerSecond: 60)
/// clock.advanceFrame()
/// clock.now   // 0.016666...
/// ```
public final class VirtualClock {
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
    }

    /// Moves the clock forward by `seconds` (negative values are ignored).
    public func advance(by seconds: Double) {
        guard seconds > 0, seconds.isFinite else { return }
        now += seconds
        frameCount = Int((now * framesPerSecond).rounded(.down))
    }
}
