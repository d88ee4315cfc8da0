import Foundation
import Layout

/// A finger on the screen (UIKit's `UITouch`; the mouse in a window, or scripted input).
@MainActor
public final class UITouch: Hashable {
    let touch: Touch

    init(_ touch: Touch) { self.touch = touch }

    /// The touch's phase.
    public typealias Phase = Touch.Phase

    /// Where the touch is, in a view's coordinates (the window's for nil).
    @MainActor public func location(in view: UIView?) -> CGPoint { CGPoint(touch.location(in: view?.layoutView)) }

    /// Where the touch was at the previous event, in a view's coordinates.
    @MainActor public func previousLocation(in view: UIView?) -> CGPoint { CGPoint(touch.previousLocation(in: view?.layoutView)) }

    /// The phase: began, moved, stationary, ended, cancelled.
    public var phase: Phase { touch.phase }
    /// Seconds on the window's clock.
    public var timestamp: TimeInterval { touch.timestamp }
    /// How many taps in a row this touch is part of.
    public var tapCount: Int { touch.tapCount }
    /// The view the touch began in.
    @MainActor public var view: UIView? { touch.view.map(UIView.wrapping) }

    /// Touches are equal when they are the same finger.
    nonisolated public static func == (a: UITouch, b: UITouch) -> Bool { a.touch === b.touch }
    /// Hashes the finger's identity.
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(touch)) }
}

/// The touches of one moment (UIKit's `UIEvent`).
@MainActor
public final class UIEvent {
    let event: Event

    init(_ event: Event) { self.event = event }

    /// Seconds on the window's clock.
    public var timestamp: TimeInterval { event.timestamp }
    /// Every touch of the event.
    public var allTouches: Set<UITouch>? { Set(event.allTouches.map(UITouch.init)) }
    /// The touches in a view.
    @MainActor public func touches(for view: UIView) -> Set<UITouch>? { Set(event.touches(for: view.layoutView).map(UITouch.init)) }

    /// The kind of a motion or remote-control event (UIKit's `UIEvent.EventSubtype`). There are no
    /// such events here: a Mac-less Linux desktop has no accelerometer or remote.
    public enum EventSubtype: Int, Sendable {
        /// Not a motion or remote-control event.
        case none = 0
        /// The device was shaken.
        case motionShake = 1
        /// Play.
        case remoteControlPlay = 100
        /// Pause.
        case remoteControlPause = 101
        /// Stop.
        case remoteControlStop = 102
        /// Play or pause.
        case remoteControlTogglePlayPause = 103
        /// Next track.
        case remoteControlNextTrack = 104
        /// Previous track.
        case remoteControlPreviousTrack = 105
    }
}
