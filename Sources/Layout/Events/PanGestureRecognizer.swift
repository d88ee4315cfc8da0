/// A drag (UIKit's `UIPanGestureRecognizer`): begins once the touch has moved 10 points, changes
/// as it moves, ends when it is lifted. ``translation(in:)`` and ``velocity(in:)`` follow it.
public final class PanGestureRecognizer: GestureRecognizer {
    /// How far the touch moves before the pan begins.
    static let hysteresis = 10.0

    private var start: Point?
    /// The window edges a pan must start near (within 20 points) to begin, as UIKit's
    /// `UIScreenEdgePanGestureRecognizer`; empty for any start.
    public var edges: ScreenEdges = []
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
        if !edges.isEmpty, state == .possible, let size = view?.window?.size, let at = start {
            let near =
                (edges.contains(.left) && at.x <= Self.edgeReach) || (edges.contains(.right) && at.x >= size.width - Self.edgeReach)
                || (edges.contains(.top) && at.y <= Self.edgeReach) || (edges.contains(.bottom) && at.y >= size.height - Self.edgeReach)
            if !near { setState(.failed) }
        }
    }

    /// How near an edge a screen-edge pan must start.
    static let edgeReach = 20.0

    /// Edges of the window.
    public struct ScreenEdges: OptionSet, Hashable, Sendable {
        /// The bits.
        public let rawValue: Int
        /// Makes a set of edges from its bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The top edge.
        public static let top = ScreenEdges(rawValue: 1)
        /// The left edge.
        public static let left = ScreenEdges(rawValue: 2)
        /// The bottom edge.
        public static let bottom = ScreenEdges(rawValue: 4)
        /// The right edge.
        public static let right = ScreenEdges(rawValue: 8)
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
