/// A press held in place (UIKit's `UILongPressGestureRecognizer`): begins after
/// ``minimumPressDuration`` if the touch stayed within 10 points, changes as it moves, ends when lifted.
public final class LongPressGestureRecognizer: GestureRecognizer {
    /// How long the touch must stay down (0.5 s, as UIKit).
    public var minimumPressDuration = 0.5
    /// How far it may move before the press begins.
    public var allowableMovement = 10.0

    private var start: Point?
    private var downAt: Double?

    /// Makes a long-press recognizer.
    ///
    /// - Parameter handler: called with the recognizer as the press begins, changes and ends.
    public convenience init(handler: @escaping (LongPressGestureRecognizer) -> Void) {
        self.init()
        addTarget { handler($0 as! LongPressGestureRecognizer) }
    }

    /// Starts the clock.
    public override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        super.touchesBegan(touches, with: event)
        if start == nil { (start, downAt) = (location(in: nil), event.timestamp) }
    }

    /// Moving too far before the press begins fails it; after, it changes.
    public override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        super.touchesMoved(touches, with: event)
        timeAdvanced(to: event.timestamp)
        if state == .possible, let start, distance(start, location(in: nil)) > allowableMovement { setState(.failed) }
        if state == .began || state == .changed { setState(.changed) }
    }

    /// A lift ends a press in progress, or fails one that had not begun.
    public override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        timeAdvanced(to: event.timestamp)
        super.touchesEnded(touches, with: event)
        guard trackedTouches.isEmpty else { return }
        setState(state == .possible ? .failed : .ended)
    }

    /// Begins once the touch has been down long enough.
    public override func timeAdvanced(to now: Double) {
        if state == .possible, let downAt, !trackedTouches.isEmpty, now - downAt >= minimumPressDuration { setState(.began) }
    }

    /// Forgets the press.
    public override func reset() {
        super.reset()
        start = nil
        downAt = nil
    }
}
