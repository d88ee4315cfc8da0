// How a drag in a scroll view sends the on-screen keyboard down: at once as the drag begins, or
// following the finger, as UIKit's `keyboardDismissMode` does.

/// How a drag in a scroll view sends the on-screen keyboard down (UIKit's
/// `UIScrollView.KeyboardDismissMode`).
package enum KeyboardDismissal: Sendable {
    /// It stays up.
    case none
    /// It goes down as a drag begins.
    case onDrag
    /// Once the finger reaches it, its top follows the finger down (and back up as far as it
    /// rests); it goes down if the finger is still moving down as it lifts, else back up.
    case interactive
}

extension Window {
    /// Moves the keyboard's top to a finger dragging at `y` in window coordinates, between where it
    /// rests and the bottom of the window, and lays out the views on the keyboard layout guides
    /// with it. No notification is posted while the finger moves, as in UIKit.
    func keyboardFollowsFinger(at y: Double) {
        guard let shown = keyboardFrame, y.isFinite else { return }
        let resting = restingKeyboardFrame
        let top = min(max(y, resting.minY), size.height)
        guard top != shown.minY else { return }
        let frame = Rect(x: resting.x, y: top, width: resting.width, height: resting.height)
        applyKeyboardFrame(KeyboardTransition(begin: shown, end: frame, duration: 0, isShowing: true))
    }

    /// Ends a drag that moved the keyboard: down and gone (its first responder resigns) when the
    /// finger was moving down as it lifted, else back up where it rests; each over UIKit's quarter
    /// second from where the finger left it.
    ///
    /// - Parameter velocity: the finger's vertical velocity as it lifted, points per second (down positive).
    func releaseKeyboard(fingerVelocity velocity: Double) {
        guard let shown = keyboardFrame else { return }
        let resting = restingKeyboardFrame
        guard shown.minY > resting.minY else { return }
        if velocity > 0, let responder = firstResponder, responder.resignFirstResponder() { return }
        moveKeyboard(KeyboardTransition(begin: shown, end: resting, duration: KeyboardTransition.duration, isShowing: true))
    }
}
