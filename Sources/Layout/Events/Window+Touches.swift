// Delivering touches: the window finds the view a touch begins in, lets the gesture recognizers of
// that view and its ancestors watch it, and sends the view (and the responder chain) the rest.

extension Window {
    /// Delivers a touch at `point` (window coordinates) as UIKit delivers one: `began` hit-tests
    /// the root view; the touch's recognizers see each phase first; the view gets `touchesBegan`,
    /// `touchesMoved` and `touchesEnded` (or `touchesCancelled` once a recognizer that cancels
    /// touches in the view has taken the gesture over).
    ///
    /// One touch at a time (a mouse): a `began` while one is down ends the old one first.
    ///
    /// - Parameters:
    ///   - phase: began, moved, ended or cancelled (stationary is ignored).
    ///   - point: where, in window coordinates.
    ///   - timestamp: when, in seconds on the window's clock.
    public func sendTouch(_ phase: Touch.Phase, at point: Point, timestamp: Double) {
        switch phase {
        case .began:
            if let old = touchState.touch { sendTouch(.ended, at: old.windowLocation, timestamp: timestamp) }
            beginTouch(at: point, timestamp: timestamp)
        case .moved:
            guard let touch = touchState.touch, point != touch.windowLocation else { return }
            touch.previousWindowLocation = touch.windowLocation
            touch.windowLocation = point
            touch.phase = .moved
            touch.timestamp = timestamp
            deliver(touch, timestamp)
        case .ended, .cancelled:
            guard let touch = touchState.touch else { return }
            touch.previousWindowLocation = touch.windowLocation
            touch.windowLocation = point
            touch.phase = phase
            touch.timestamp = timestamp
            deliver(touch, timestamp)
            touchState.touch = nil
            touchState.lastUp = (timestamp, point, touch.tapCount)
            settleRecognizers()
        case .stationary:
            break
        }
    }

    /// Tells the recognizers time passed with no touch change (long presses begin, multi-taps give up).
    ///
    /// - Parameter now: the window clock's time in seconds.
    public func touchClockAdvanced(to now: Double) {
        for r in activeRecognizers { r.timeAdvanced(to: now) }
        settleRecognizers()
        // Flung and bouncing scroll views move on.
        touchState.movingScrollViews.removeAll { $0.object == nil }
        for s in touchState.movingScrollViews.compactMap(\.object) { s.advanceMotion(to: now) }
        touchState.movingScrollViews.removeAll { $0.object?.isMoving != true }
    }

    /// Whether a scroll view is decelerating, bouncing back or settling on a page (the clock moves it).
    public var hasMovingScrollViews: Bool { touchState.movingScrollViews.contains { $0.object?.isDecelerating == true } }

    /// Steps a scroll view's deceleration or bounce with the clock from now on.
    func startMoving(_ scroll: ScrollView) {
        if !touchState.movingScrollViews.contains(where: { $0.object === scroll }) {
            touchState.movingScrollViews.append(WeakReference(scroll))
        }
    }

    /// The recognizers watching a touch that is down, or waiting (a multi-tap between taps).
    var activeRecognizers: [GestureRecognizer] { touchState.recognizers }

    private func beginTouch(at point: Point, timestamp: Double) {
        // A second tap within 0.35 s and 40 points counts up, as UIKit's tapCount.
        var tapCount = 1
        if let (t, p, n) = touchState.lastUp, timestamp - t <= TapGestureRecognizer.tapInterval, distance(p, point) <= 40 {
            tapCount = n + 1
        }
        let touch = Touch(at: point, timestamp: timestamp, tapCount: tapCount, window: self)
        if let keyboard = keyboardViewStorage, let frame = keyboardFrame, frame.contains(point) {
            // The keyboard is above every view: its keys take the touch.
            touch.view = keyboard.dispatchHitTest(keyboard.convert(point, from: nil), with: nil)
        } else if let root = rootView {
            touch.view = root.dispatchHitTest(root.convert(point, from: nil), with: nil)
        }
        var recognizers: [GestureRecognizer] = []
        var v = touch.view
        // A control's own action wins over a single-tap recognizer of a view above it (UIKit's rule
        // since iOS 6: a tap on a button, switch or text field under a tap-to-dismiss recognizer).
        let control = touch.view as? Control
        while let view = v {
            for r in view.gestureRecognizers where r.isEnabled && r.delegate?.gestureRecognizer(r, shouldReceive: touch) != false {
                if let control, view !== control, let tap = r as? TapGestureRecognizer, tap.numberOfTapsRequired == 1 { continue }
                recognizers.append(r)
            }
            v = view.superview
        }
        touch.gestureRecognizers = recognizers
        // Recognizers still waiting from the last touch (a double tap) keep watching.
        touchState.recognizers = touchState.recognizers.filter(\.isWaiting)
        for r in recognizers where !touchState.recognizers.contains(where: { $0 === r }) { touchState.recognizers.append(r) }
        touchState.touch = touch
        touchState.viewCancelled = false
        deliver(touch, timestamp)
    }

    /// Sends one touch's change to its recognizers, then to its view.
    private func deliver(_ touch: Touch, _ timestamp: Double) {
        let event = Event(timestamp: timestamp, touches: [touch])
        let set: Set<Touch> = [touch]
        for r in touch.gestureRecognizers where r.state != .failed && r.state != .cancelled && r.isEnabled {
            switch touch.phase {
            case .began: r.touchesBegan(set, with: event)
            case .moved: r.touchesMoved(set, with: event)
            case .ended: r.touchesEnded(set, with: event)
            case .cancelled: r.touchesCancelled(set, with: event)
            case .stationary: break
            }
        }
        guard let view = touch.view, !touchState.viewCancelled else { return }
        if touch.gestureRecognizers.contains(where: \.hasTakenOverTouches) {
            touchState.viewCancelled = true
            if touch.phase != .began { view.dispatchTouches(.cancelled, set, with: event) }
            return
        }
        view.dispatchTouches(touch.phase, set, with: event)
    }

    /// Once no touch is down: recognizers still possible fail (unless a multi-tap waits for its
    /// next tap, or one waits for others to fail), and those in a final state go back to possible.
    private func settleRecognizers() {
        guard touchState.touch == nil else { return }
        for r in touchState.recognizers
        where r.state == .possible && !r.isWaiting {
            r.setState(.failed)
        }
        var waiting: [GestureRecognizer] = []
        for r in touchState.recognizers {
            if [.ended, .cancelled, .failed].contains(r.state) {
                r.state = .possible
                r.reset()
            } else {
                waiting.append(r)
            }
        }
        touchState.recognizers = waiting
    }
}

/// The window's touch in progress, the recognizers watching it, and the scroll views moving on
/// after a drag.
struct TouchState {
    /// The touch down, if any.
    var touch: Touch?
    /// Recognizers watching it, or waiting for a next tap.
    var recognizers: [GestureRecognizer] = []
    /// Whether the view's touches were cancelled by a recognizer.
    var viewCancelled = false
    /// When, where and with which tap count the last touch was lifted.
    var lastUp: (Double, Point, Int)?
    /// Scroll views decelerating or springing back, stepped as the clock advances.
    var movingScrollViews: [WeakReference<ScrollView>] = []
}
