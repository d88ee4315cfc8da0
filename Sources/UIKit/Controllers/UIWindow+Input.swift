import Animation
import Foundation
import Layout

// Scripted input and the clock, in UIKit's types: what tests and headless runs use to drive a
// UIKit screen (LayoutSim's addition; UIKit has no such calls).

extension UIWindow {
    /// The window's animation driver on its clock: `advance(by:)` and `settle()` run what taps,
    /// drags and `UIView.animate` started.
    public var animator: AnimationDriver { layoutWindow.animator }

    /// A tap: down at `point` (window coordinates), up `duration` seconds later on the clock.
    ///
    /// ```swift
    /// window.tap(at: CGPoint(x: 60, y: 400))
    /// ```
    public func tap(at point: CGPoint, duration: TimeInterval = 0.05) {
        layoutWindow.tap(at: point.layout, duration: duration)
    }

    /// A drag in a straight line at constant speed, one move per 60 Hz frame, lifted at the end.
    public func drag(from start: CGPoint, to end: CGPoint, duration: TimeInterval) {
        layoutWindow.drag(from: start.layout, to: end.layout, duration: duration)
    }

    /// Types text into the first responder, a character every `interval` seconds (`\n` is Return).
    ///
    /// - Returns: whether a text field or text view took it.
    @discardableResult
    public func type(_ text: String, interval: TimeInterval = 0.1) -> Bool {
        layoutWindow.type(text, interval: interval)
    }
}
