/// A drag (UIKit's `UIPanGestureRecognizer`): begins once the touch has moved 10 points, changes
/// as it moves, ends when it is lifted. ``translation(in:)`` and ``velocity(in:)`` follow it.
public final class PanGestureRecognizer: GestureRecognizer {
    /// How far the touch moves before the pan begins.
    static let hysteresis = 10.0

    private var start: Point?
    /// Recent (time, window location) samples for the velocity.
    private var samples: [(Double, Point)] = []

    /// Makes a pan recognizer.
    ///
    /// - Parameter handler: called with the recognizer as the pan begins, changes and ends.
    public convenience init(handler: @escaping (PanGestureRecognizer) -> Void) {
        self.init()
        addTarget { handler($0 as! PanGestureRecognizer) }
    }

    /// How far the touch moved since the pan began (or since ``setTranslation(_:in:)``).
    ///
    /// - Parameter view: the view whose coordinates to measure in (nil: the window's).
    public func translation(in view: View?) -> Point {
        guard let start else { return .zero }
        let now = location(in: nil)
        return Point(x: now.x - start.x, y: now.y - start.y)
    }

    /// Sets the translation (to zero, typically, after applying it).
    ///
    /// - Parameters:
    ///   - translation: the translation to report from now on.
    ///   - view: the view it is measured in (nil: the window's).
    public func setTranslation(_ translation: Point, in view: View?) {
        let now = location(in: nil)
        start = Point(x: now.x - translation.x, y: now.y - translation.y)
    }

    /// The speed of the touch in points per second, over its last tenth of a second.
    ///
    /// - Parameter view: the view whose coordinates to measure in (nil: the window's).
    public func velocity(in view: View?) -> Point {
        guard let last = samples.last, let first = samples.first(where: { last.0 - $0.0 <= 0.1 }), last.0 > first.0 else { return .zero }
        let dt = last.0 - first.0
        return Point(x: (last.1.x - first.1.x) / dt, y: (last.1.y - first.1.y) / dt)
    }

    /// Starts watching the touch.
    public override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        super.touchesBegan(touches, with: event)
        if start == nil { start = location(in: nil) }
        record(event)
    }

    /// Begins past the hysteresis, then changes with every move.
    public override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        super.touchesMoved(touches, with: event)
        record(event)
        switch state {
        case .possible:
            if let start, distance(start, location(in: nil)) >= Self.hysteresis {
                // UIKit reports the translation from where the pan began, not where the touch went down.
                self.start = location(in: nil)
                setState(.began)
            }
        case .began, .changed: setState(.changed)
        default: break
        }
    }

    /// Ends a pan in progress; a touch lifted before the pan began fails it.
    public override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        record(event)
        super.touchesEnded(touches, with: event)
        guard trackedTouches.isEmpty else { return }
        setState(state == .possible ? .failed : .ended)
    }

    /// Forgets the pan.
    public override func reset() {
        super.reset()
        start = nil
        samples = []
    }

    private func record(_ event: Event) {
        samples.append((event.timestamp, location(in: nil)))
        if samples.count > 32 { samples.removeFirst(samples.count - 32) }
    }
}

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

/// A quick stroke in one direction (UIKit's `UISwipeGestureRecognizer`): recognized when the touch
/// travels 50 points along ``direction`` within half a second, staying within half that across.
public final class SwipeGestureRecognizer: GestureRecognizer {
    /// The directions a swipe may go.
    public struct Direction: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: Int
        /// Makes a direction set from its bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// To the right.
        public static let right = Direction(rawValue: 1)
        /// To the left.
        public static let left = Direction(rawValue: 2)
        /// Up.
        public static let up = Direction(rawValue: 4)
        /// Down.
        public static let down = Direction(rawValue: 8)
    }

    /// The direction (right by default, as UIKit).
    public var direction = Direction.right
    static let minimumDistance = 50.0
    static let maximumDuration = 0.5

    private var start: Point?
    private var downAt: Double?

    /// Makes a swipe recognizer.
    ///
    /// - Parameter handler: called with the recognizer when the swipe is recognized.
    public convenience init(handler: @escaping (SwipeGestureRecognizer) -> Void) {
        self.init()
        addTarget { handler($0 as! SwipeGestureRecognizer) }
    }

    /// Notes where and when the stroke starts.
    public override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        super.touchesBegan(touches, with: event)
        if start == nil { (start, downAt) = (location(in: nil), event.timestamp) }
    }

    /// Recognizes once far enough along the direction, fails when too slow or off course.
    public override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        super.touchesMoved(touches, with: event)
        guard state == .possible, let start, let downAt else { return }
        if event.timestamp - downAt > Self.maximumDuration { return setState(.failed) }
        let p = location(in: nil)
        let dx = p.x - start.x, dy = p.y - start.y
        let along: [(Direction, Double, Double)] = [(.right, dx, dy), (.left, -dx, dy), (.down, dy, dx), (.up, -dy, dx)]
        for (d, main, across) in along where direction.contains(d) && main >= Self.minimumDistance && abs(across) <= main / 2 {
            return setState(.recognized)
        }
    }

    /// A lift before the swipe was recognized fails it.
    public override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        super.touchesEnded(touches, with: event)
        if state == .possible, trackedTouches.isEmpty { setState(.failed) }
    }

    /// Forgets the stroke.
    public override func reset() {
        super.reset()
        start = nil
        downAt = nil
    }
}
