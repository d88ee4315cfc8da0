/// A tap: the touch goes down and comes up within 10 points of where it went down, as many times
/// as ``numberOfTapsRequired`` (UIKit's `UITapGestureRecognizer`). Discrete: the handler runs once
/// when it is recognized.
public final class TapGestureRecognizer: GestureRecognizer {
    /// How many taps make the gesture (1; 2 for a double tap).
    public var numberOfTapsRequired = 1
    /// How many fingers (1 with a mouse).
    public var numberOfTouchesRequired = 1
    /// How far a touch may move and still tap.
    static let allowableMovement = 10.0
    /// How long a multi-tap waits for the next tap.
    static let tapInterval = 0.35

    private var start: Point?
    private var taps = 0
    private var lastUp: Double?

    /// Makes a tap recognizer.
    ///
    /// - Parameter handler: called with the recognizer when the tap is recognized.
    public convenience init(handler: @escaping (TapGestureRecognizer) -> Void) {
        self.init()
        addTarget { handler($0 as! TapGestureRecognizer) }
    }

    /// Counts the touch; too many fingers fail the gesture.
    public override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        super.touchesBegan(touches, with: event)
        if start == nil { start = location(in: nil) }
        if trackedTouches.count > numberOfTouchesRequired { setState(.failed) }
    }

    /// Moving too far fails the tap.
    public override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        super.touchesMoved(touches, with: event)
        if let start, distance(start, location(in: nil)) > Self.allowableMovement { setState(.failed) }
    }

    /// A lift completes a tap; the last required tap recognizes the gesture.
    public override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        super.touchesEnded(touches, with: event)
        guard state == .possible, trackedTouches.isEmpty else { return }
        taps += 1
        lastUp = event.timestamp
        start = nil
        if taps >= numberOfTapsRequired { setState(.recognized) }
    }

    /// A multi-tap fails when the next tap does not come in time.
    public override func timeAdvanced(to now: Double) {
        if state == .possible, let lastUp, taps > 0, taps < numberOfTapsRequired, now - lastUp > Self.tapInterval { setState(.failed) }
    }

    /// Forgets the taps counted.
    public override func reset() {
        super.reset()
        start = nil
        taps = 0
        lastUp = nil
    }

    /// Waiting for another tap: touches are up, not all taps came yet.
    override var isWaitingForMoreTouches: Bool { state == .possible && taps > 0 && taps < numberOfTapsRequired }
}

func distance(_ a: Point, _ b: Point) -> Double {
    let dx = a.x - b.x, dy = a.y - b.y
    return (dx * dx + dy * dy).squareRoot()
}
