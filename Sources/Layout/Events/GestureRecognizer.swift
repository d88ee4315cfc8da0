/// Turns touches into a gesture, as UIKit's `UIGestureRecognizer`: subclasses (``TapGestureRecognizer``,
/// ``LongPressGestureRecognizer``, ``PanGestureRecognizer``, ``SwipeGestureRecognizer``) watch the
/// touches that begin in their view and move through UIKit's states; handlers run as a gesture is
/// recognized (discrete gestures) or begins, changes and ends (continuous ones).
///
/// `#selector` and target-action do not exist off Apple platforms; handlers are closures:
///
/// ```swift
/// let tap = TapGestureRecognizer { recognizer in print("tapped at", recognizer.location(in: nil)) }
/// card.addGestureRecognizer(tap)
/// ```
@MainActor
open class GestureRecognizer {
    /// The object standing for this recognizer in the UIKit module (its `UIGestureRecognizer`), held weakly.
    package weak var wrapper: AnyObject?
    /// UIKit's gesture recognizer states (with UIKit's raw values).
    public enum State: Int, Sendable {
        /// Watching the touches; nothing recognized yet.
        case possible = 0
        /// A continuous gesture began.
        case began = 1
        /// A continuous gesture changed.
        case changed = 2
        /// The gesture ended (for a discrete gesture: it was recognized).
        case ended = 3
        /// A continuous gesture was cancelled.
        case cancelled = 4
        /// The touches were not this gesture.
        case failed = 5

        /// UIKit's name for `ended` on discrete gestures.
        public static let recognized = State.ended
    }

    /// The state.
    public internal(set) var state = State.possible
    /// The view the recognizer is attached to.
    public internal(set) weak var view: View?
    /// Whether the recognizer takes part; a disabled one ignores touches.
    public var isEnabled = true {
        didSet { if !isEnabled, state != .possible { finish(.cancelled) } }
    }
    /// Whether the view's own touches are cancelled once the gesture is recognized (true, as UIKit).
    public var cancelsTouchesInView = true
    /// Asked before the recognizer begins and before it receives a touch.
    public weak var delegate: GestureRecognizerDelegate?

    private var handlers: [(GestureRecognizer) -> Void] = []
    /// Recognizers that must fail before this one may recognize.
    private var failureRequirements: [WeakReference<GestureRecognizer>] = []
    /// A state reached while a required recognizer was still possible, taken when it fails.
    private var deferred: State?
    /// The touches being watched, in window coordinates where they are now.
    var trackedTouches: [Touch] = []

    /// Makes a recognizer with an optional handler.
    ///
    /// - Parameter handler: called with the recognizer when it recognizes (or begins, changes, ends).
    public init(handler: ((GestureRecognizer) -> Void)? = nil) {
        if let handler { handlers.append(handler) }
    }

    /// Adds a handler (UIKit's `addTarget(_:action:)` as a closure).
    ///
    /// - Parameter handler: called with the recognizer at each action.
    public func addTarget(handler: @escaping (GestureRecognizer) -> Void) { handlers.append(handler) }

    /// Makes this recognizer wait for `other` to fail before it recognizes (a single tap that must
    /// not fire on a double tap).
    ///
    /// - Parameter other: the recognizer that must fail first.
    public func require(toFail other: GestureRecognizer) { failureRequirements.append(WeakReference(other)) }

    /// Where the gesture is (the centroid of its touches) in a view's coordinates (the window's for nil).
    ///
    /// - Parameter view: the view.
    public func location(in view: View?) -> Point {
        guard !trackedTouches.isEmpty else { return lastLocation.map { view?.convert($0, from: nil) ?? $0 } ?? .zero }
        let n = Double(trackedTouches.count)
        let sum = trackedTouches.reduce(Point.zero) { Point(x: $0.x + $1.windowLocation.x, y: $0.y + $1.windowLocation.y) }
        let p = Point(x: sum.x / n, y: sum.y / n)
        return view?.convert(p, from: nil) ?? p
    }

    /// How many touches the gesture has.
    public var numberOfTouches: Int { trackedTouches.count }

    /// The last location, kept after the touches are lifted.
    var lastLocation: Point?
    /// When the last touch event reached the recognizer, in seconds on the window's clock.
    public internal(set) var lastEventTime = 0.0

    // MARK: What subclasses override

    /// A touch began in the view (or a subview). Subclasses call super.
    open func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        for t in touches where !trackedTouches.contains(t) { trackedTouches.append(t) }
        lastLocation = location(in: nil)
        lastEventTime = event.timestamp
    }

    /// Touches moved. Subclasses call super.
    open func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        lastLocation = location(in: nil)
        lastEventTime = event.timestamp
    }

    /// Touches were lifted. Subclasses call super (last).
    open func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        lastLocation = location(in: nil)
        lastEventTime = event.timestamp
        trackedTouches.removeAll { touches.contains($0) }
    }

    /// Touches were cancelled. The default cancels a gesture in progress, else fails.
    open func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        trackedTouches.removeAll { touches.contains($0) }
        if state == .began || state == .changed { setState(.cancelled) } else if state == .possible { setState(.failed) }
    }

    /// Time passed with no touch change (long presses and multi-taps watch the clock).
    ///
    /// - Parameter now: the window clock's time in seconds.
    open func timeAdvanced(to now: Double) {}

    /// Whether the gesture needs more touches after these were lifted (a multi-tap between taps);
    /// false by default.
    var isWaitingForMoreTouches: Bool { false }

    /// Back to `possible` once a gesture is over; subclasses reset what they track and call super.
    open func reset() {
        trackedTouches = []
        deferred = nil
    }

    // MARK: The state machine

    /// Moves to `new` as UIKit's state machine allows: a recognizer that must wait for others to
    /// fail defers recognizing until they do; `began` asks the delegate first. Handlers run on
    /// `began`, `changed`, `ended` and `cancelled`.
    public func setState(_ new: State) {
        guard isEnabled, new != state || new == .changed else { return }
        if state == .possible, new == .began || new == .ended {
            if delegate?.gestureRecognizerShouldBegin(self) == false { return finish(.failed) }
            if failureRequirements.contains(where: { $0.object?.state == .possible && $0.object?.isEnabled == true }) {
                deferred = new
                return
            }
            if failureRequirements.contains(where: { [.began, .changed, .ended].contains($0.object?.state) }) { return finish(.failed) }
        }
        state = new
        if [.began, .changed, .ended, .cancelled].contains(new) { for h in handlers { h(self) } }
        if new == .failed || new == .ended || new == .cancelled { for d in dependents { d.requirementFinished(self) } }
    }

    private func finish(_ new: State) { setState(new) }

    /// Recognizers waiting for this one to fail (held weakly by the window while touches are down).
    var dependents: [GestureRecognizer] {
        view?.window?.activeRecognizers.filter { r in r.failureRequirements.contains { $0.object === self } } ?? []
    }

    /// A recognizer this one waits for reached a final state: take the deferred state if it failed.
    private func requirementFinished(_ other: GestureRecognizer) {
        guard let wanted = deferred else { return }
        if other.state == .failed, !failureRequirements.contains(where: { $0.object?.state == .possible }) {
            deferred = nil
            setState(wanted)
        } else if other.state != .failed {
            deferred = nil
            state = .failed
        }
    }

    /// Whether the recognizer has recognized but waits for others to fail first.
    var isWaitingForFailures: Bool { deferred != nil }

    /// Whether, with no touch down, the recognizer still waits for something (more touches, or
    /// others to fail) and must keep watching rather than fail.
    var isWaiting: Bool { isWaitingForMoreTouches || isWaitingForFailures }

    /// Whether the gesture took over the touches (recognized and cancels the view's touches).
    var hasTakenOverTouches: Bool { cancelsTouchesInView && (state == .began || state == .changed || state == .ended) }
}

/// What a gesture recognizer asks before acting (UIKit's `UIGestureRecognizerDelegate`, the parts
/// with effect here); every method has a default.
@MainActor
public protocol GestureRecognizerDelegate: AnyObject {
    /// Whether the recognizer may begin (or recognize); true by default.
    func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool
    /// Whether the recognizer receives a touch at all; true by default.
    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool
}

extension GestureRecognizerDelegate {
    /// True.
    public func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool { true }
    /// True.
    public func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool { true }
}
