import Layout

/// Scripted input on the window's clock: touches a person would make, delivered as the window
/// delivers real ones, with the virtual clock advanced between them so animations and gestures
/// see time pass. What follows (a spring let go, a deceleration) runs with
/// ``AnimationDriver/advance(by:)`` or ``AnimationDriver/settle(limit:)``.
///
/// ```swift
/// window.tap(at: Point(x: 60, y: 400))                               // the "7" key
/// window.drag(from: Point(x: 200, y: 600), to: Point(x: 200, y: 200), duration: 0.3)
/// window.type("12\n")                                                // into the focused text field
/// window.animator.settle()
/// ```
///
/// Before each event the window lays out what changed, as UIKit's run loop does between events,
/// so a touch finds views where their last change put them.
extension Window {
    /// A tap: down at `point`, up `duration` seconds later (0.05 s, a quick tap; 0.5 s or more
    /// is a long press).
    ///
    /// - Parameters:
    ///   - point: where, in window coordinates.
    ///   - duration: how long the touch stays down.
    public func tap(at point: Point, duration: Double = 0.05) {
        layoutIfNeeded()
        sendTouch(.began, at: point, timestamp: animator.clock.now)
        animator.advance(by: duration)
        layoutIfNeeded()
        sendTouch(.ended, at: point, timestamp: animator.clock.now)
    }

    /// A drag in a straight line at constant speed, one move per 60 Hz frame, lifted at the end.
    ///
    /// - Parameters:
    ///   - start: where the touch goes down, in window coordinates.
    ///   - end: where it is lifted.
    ///   - duration: how long the movement takes.
    public func drag(from start: Point, to end: Point, duration: Double) {
        layoutIfNeeded()
        sendTouch(.began, at: start, timestamp: animator.clock.now)
        let frames = max(1, Int((max(duration, 0) * 60).rounded()))
        for i in 1...frames {
            animator.advance(by: duration / Double(frames))
            let p = Double(i) / Double(frames)
            let point = Point(x: start.x + (end.x - start.x) * p, y: start.y + (end.y - start.y) * p)
            layoutIfNeeded()
            sendTouch(.moved, at: point, timestamp: animator.clock.now)
        }
        layoutIfNeeded()
        sendTouch(.ended, at: end, timestamp: animator.clock.now)
    }

    /// Types text into the first responder as a person would, one character every `interval`
    /// seconds; a newline is the Return key. Tap a text field first to focus it.
    ///
    /// - Parameters:
    ///   - text: what to type.
    ///   - interval: the time between characters.
    /// - Returns: whether a text field took the text.
    @discardableResult
    public func type(_ text: String, interval: Double = 0.1) -> Bool {
        var took = true
        for ch in text {
            layoutIfNeeded()
            took = insertText(String(ch)) && took
            animator.advance(by: interval)
        }
        return took
    }
}
