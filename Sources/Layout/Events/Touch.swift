/// One finger (or the mouse button) on the screen, as UIKit's `UITouch`: where it is, where it
/// was, when, and the view it began in.
///
/// A touch keeps its identity from the moment it begins until it ends, as UIKit's does, so sets of
/// touches compare by identity.
@MainActor
public final class Touch: Hashable {
    /// Where a touch is in its life.
    public enum Phase: Sendable {
        /// It went down.
        case began
        /// It moved.
        case moved
        /// It is down and did not move.
        case stationary
        /// It was lifted.
        case ended
        /// The system (or a gesture recognizer) took it over.
        case cancelled
    }

    /// The phase.
    public internal(set) var phase: Phase
    /// When the touch last changed, in seconds on the window's clock.
    public internal(set) var timestamp: Double
    /// How many taps in quick succession this one is (1 for a single tap).
    public internal(set) var tapCount: Int
    /// The view the touch began in (the hit-test view), if any.
    public internal(set) weak var view: View?
    /// The window the touch is in.
    public internal(set) weak var window: Window?
    /// The gesture recognizers that receive the touch.
    public internal(set) var gestureRecognizers: [GestureRecognizer] = []

    /// Where the touch is, in window coordinates.
    var windowLocation: Point
    /// Where it was before its last move, in window coordinates.
    var previousWindowLocation: Point

    init(at point: Point, timestamp: Double, tapCount: Int, window: Window) {
        phase = .began
        self.timestamp = timestamp
        self.tapCount = tapCount
        self.window = window
        windowLocation = point
        previousWindowLocation = point
    }

    /// Where the touch is in a view's coordinates (the window's for nil).
    ///
    /// - Parameter view: the view whose coordinates to use.
    public func location(in view: View?) -> Point {
        view?.convert(windowLocation, from: nil) ?? windowLocation
    }

    /// Where the touch was before its last move, in a view's coordinates (the window's for nil).
    ///
    /// - Parameter view: the view whose coordinates to use.
    public func previousLocation(in view: View?) -> Point {
        view?.convert(previousWindowLocation, from: nil) ?? previousWindowLocation
    }

    /// Touches are equal only to themselves.
    nonisolated public static func == (a: Touch, b: Touch) -> Bool { a === b }

    /// Hashes the touch's identity.
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// A touch event, as UIKit's `UIEvent`: the touches down at one moment.
@MainActor
public final class Event {
    /// When it happened, in seconds on the window's clock.
    public let timestamp: Double
    /// Every touch down (or just lifted) in the window.
    public let allTouches: Set<Touch>

    init(timestamp: Double, touches: Set<Touch>) {
        self.timestamp = timestamp
        allTouches = touches
    }

    /// The touches that began in `view`.
    ///
    /// - Parameter view: the view.
    public func touches(for view: View) -> Set<Touch> { allTouches.filter { $0.view === view } }
}
