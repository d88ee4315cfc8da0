/// A view that turns touches into actions (UIKit's `UIControl`): it tracks a touch that begins in
/// it, is highlighted while the touch is inside, and runs the actions registered for each event.
///
/// `#selector` does not exist off Apple platforms; actions are closures:
///
/// ```swift
/// button.addAction(Action { _ in counter += 1 }, for: .touchUpInside)
/// ```
open class Control: View {
    /// The events a control reports (UIKit's `UIControl.Event`).
    public struct Event: OptionSet, Sendable, Hashable {
        /// The raw bits.
        public let rawValue: Int
        /// Makes an event set from its bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// A touch went down in the control.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A repeated touch (a double tap's second) went down.
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// The touch moved inside.
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// The touch moved outside.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// The touch came back inside.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// The touch went outside.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// The touch was lifted inside: a tap.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// The touch was lifted outside.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// The touch was cancelled.
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The control's value changed (switches, sliders, segmented controls).
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's primary action (a button's tap).
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// Editing began in a text field.
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// A text field's text changed.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// Editing ended.
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// Editing ended with the Return key.
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// Every touch event.
        public static let allTouchEvents = Event(rawValue: 0x0FFF)
        /// Every editing event.
        public static let allEditingEvents = Event(rawValue: 0xF_0000)
        /// Every event.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// The states a control draws (UIKit's `UIControl.State`).
    public struct State: OptionSet, Sendable, Hashable {
        /// The raw bits.
        public let rawValue: Int
        /// Makes a state set from its bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// No other state.
        public static let normal = State([])
        /// Touched.
        public static let highlighted = State(rawValue: 1 << 0)
        /// Not enabled.
        public static let disabled = State(rawValue: 1 << 1)
        /// Selected.
        public static let selected = State(rawValue: 1 << 2)
    }

    /// Whether the control answers touches; a disabled one draws dimmed.
    public var isEnabled = true { didSet { if isEnabled != oldValue { stateDidChange() } } }
    /// Whether the control is selected.
    public var isSelected = false { didSet { if isSelected != oldValue { stateDidChange() } } }
    /// Whether a touch is down inside it.
    public var isHighlighted = false { didSet { if isHighlighted != oldValue { stateDidChange() } } }

    /// Called when ``state`` changed (enabled, selected or highlighted); the default does nothing.
    open func stateDidChange() {}
    /// Whether it is tracking a touch.
    public private(set) var isTracking = false
    /// Whether the tracked touch is inside (within 70 points of the bounds, as UIKit allows).
    public private(set) var isTouchInside = false

    /// The state: normal, or highlighted, disabled and selected as they apply.
    public var state: State {
        var s = State.normal
        if isHighlighted { s.insert(.highlighted) }
        if !isEnabled { s.insert(.disabled) }
        if isSelected { s.insert(.selected) }
        return s
    }

    private var actions: [(action: Action, events: Event)] = []

    /// How far outside its bounds a tracked touch still counts as inside.
    static let trackingSlop = 70.0

    /// Runs `action` when any of `events` happens.
    ///
    /// - Parameters:
    ///   - action: the action (its identifier replaces an action with the same one).
    ///   - events: the events that run it.
    public func addAction(_ action: Action, for events: Event) {
        actions.removeAll { $0.action.identifier == action.identifier && action.identifier != nil }
        actions.append((action, events))
    }

    /// Removes the action with this identifier from `events`.
    ///
    /// - Parameters:
    ///   - identifier: the action's identifier.
    ///   - events: the events it should no longer run for.
    public func removeAction(identifiedBy identifier: String, for events: Event) {
        actions = actions.compactMap { entry in
            guard entry.action.identifier == identifier else { return entry }
            let left = entry.events.subtracting(events)
            return left.isEmpty ? nil : (entry.action, left)
        }
    }

    /// Runs the actions registered for any of `events`, in the order added.
    ///
    /// - Parameter events: the events that happened.
    public func sendActions(for events: Event) {
        for entry in actions where !entry.events.isDisjoint(with: events) {
            var action = entry.action
            action.sender = self
            action.handler(action)
        }
    }

    /// The event a completed tap sends besides `touchUpInside` (buttons: `primaryActionTriggered`).
    open var primaryEvents: Event { [] }

    /// Starts tracking: highlighted, `touchDown`.
    open override func touchesBegan(_ touches: Set<Touch>, with event: Layout.Event?) {
        guard isEnabled, let touch = touches.first else { return }
        isTracking = true
        isTouchInside = true
        isHighlighted = true
        sendActions(for: touch.tapCount > 1 ? [.touchDown, .touchDownRepeat] : .touchDown)
        isTracking =
            (wrapperReference as? any ControlWrapping)?.wrappedBeginTracking(touch, with: event) ?? beginTracking(touch, with: event)
    }

    /// Follows the touch in and out: highlighted while inside, drag events.
    open override func touchesMoved(_ touches: Set<Touch>, with event: Layout.Event?) {
        guard isTracking, let touch = touches.first else { return }
        let inside = isInsideForTracking(touch)
        var sent: Event = inside ? .touchDragInside : .touchDragOutside
        if inside != isTouchInside { sent.insert(inside ? .touchDragEnter : .touchDragExit) }
        isTouchInside = inside
        isHighlighted = inside
        sendActions(for: sent)
        isTracking =
            (wrapperReference as? any ControlWrapping)?.wrappedContinueTracking(touch, with: event) ?? continueTracking(touch, with: event)
    }

    /// Ends tracking: `touchUpInside` (and the primary action) when lifted inside, else `touchUpOutside`.
    open override func touchesEnded(_ touches: Set<Touch>, with event: Layout.Event?) {
        guard isTracking, let touch = touches.first else { return }
        let inside = isInsideForTracking(touch)
        isTracking = false
        isHighlighted = false
        isTouchInside = false
        sendActions(for: inside ? Event.touchUpInside.union(primaryEvents) : .touchUpOutside)
        if let w = wrapperReference as? any ControlWrapping {
            w.wrappedEndTracking(touch, with: event)
        } else {
            endTracking(touch, with: event)
        }
    }

    /// Ends tracking with `touchCancel`.
    open override func touchesCancelled(_ touches: Set<Touch>, with event: Layout.Event?) {
        guard isTracking else { return }
        isTracking = false
        isHighlighted = false
        isTouchInside = false
        sendActions(for: .touchCancel)
        if let w = wrapperReference as? any ControlWrapping { w.wrappedCancelTracking(with: event) } else { cancelTracking(with: event) }
    }

    // MARK: Tracking, as UIKit's UIControl lets subclasses follow it

    /// A touch began tracking (after `touchDown` was sent); return whether to keep tracking it.
    /// The default keeps tracking.
    open func beginTracking(_ touch: Touch, with event: Layout.Event?) -> Bool { true }

    /// The tracked touch moved (after the drag events were sent); return whether to keep
    /// tracking it. The default keeps tracking.
    open func continueTracking(_ touch: Touch, with event: Layout.Event?) -> Bool { true }

    /// The tracked touch was lifted (after `touchUpInside` or `touchUpOutside` was sent). The
    /// default does nothing.
    open func endTracking(_ touch: Touch?, with event: Layout.Event?) {}

    /// Tracking was cancelled (after `touchCancel` was sent). The default does nothing.
    open func cancelTracking(with event: Layout.Event?) {}

    private func isInsideForTracking(_ touch: Touch) -> Bool {
        let p = touch.location(in: self), s = Self.trackingSlop
        return Rect(x: bounds.x - s, y: bounds.y - s, width: bounds.width + 2 * s, height: bounds.height + 2 * s).contains(p)
    }
}

/// A closure a control runs for an event (UIKit's `UIAction`).
public struct Action {
    /// A title (for menus; not drawn).
    public var title: String
    /// An identifier: adding another action with the same one replaces it.
    public var identifier: String?
    /// The control that sent the action, while its handler runs.
    public internal(set) weak var sender: Control?
    /// What to do.
    public var handler: (Action) -> Void

    /// Makes an action.
    ///
    /// - Parameters:
    ///   - title: a title.
    ///   - identifier: an identifier, to replace or remove the action later.
    ///   - handler: what to do; ``sender`` is the control.
    public init(title: String = "", identifier: String? = nil, handler: @escaping (Action) -> Void) {
        self.title = title
        self.identifier = identifier
        self.handler = handler
    }
}
