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
