import Foundation
import Layout

/// A view that sends actions for touch and value events, as UIKit's `UIControl`.
///
/// Off Apple platforms there is no Objective-C runtime, so `addTarget(_:action:for:)` with a
/// `#selector` cannot exist: add closures with `addAction(_:for:)`, as iOS 14 allows:
///
/// ```swift
/// button.addAction(UIAction { _ in self.signIn() }, for: .touchUpInside)
/// ```
@MainActor
open class UIControl: UIView {
    var control: Control { unsafeDowncast(layoutView, to: Control.self) }

    /// The Layout view a new one stands for.
    override class func makeLayoutView() -> View { Control(frame: .zero) }

    /// Whether the control takes touches and draws enabled.
    open var isEnabled: Bool {
        get { control.isEnabled }
        set { control.isEnabled = newValue }
    }

    /// Whether the control is selected.
    open var isSelected: Bool {
        get { control.isSelected }
        set { control.isSelected = newValue }
    }

    /// Whether a touch is down inside the control.
    open var isHighlighted: Bool {
        get { control.isHighlighted }
        set { control.isHighlighted = newValue }
    }

    /// The state: normal, highlighted, disabled, selected.
    public var state: State { control.state }

    /// Whether a touch is being tracked.
    public var isTracking: Bool { control.isTracking }

    /// Whether the tracked touch is inside.
    public var isTouchInside: Bool { control.isTouchInside }

    /// How content sits horizontally (kept).
    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center

    /// How content sits vertically (kept).
    open var contentVerticalAlignment: ContentVerticalAlignment = .center

    /// Runs `action`'s handler for the events.
    ///
    /// - Parameters:
    ///   - action: the closure, and an identifier to remove it by.
    ///   - controlEvents: `.touchUpInside`, `.valueChanged`, `.editingChanged`, `.primaryActionTriggered`...
    public func addAction(_ action: UIAction, for controlEvents: Event) {
        control.addAction(
            Action(title: action.title, identifier: action.identifier.rawValue) { [weak self] fired in
                action.sender = self ?? fired.sender.map(UIView.wrapping) as Any?
                action.handler(action)
            }, for: controlEvents)
    }

    /// Removes an action added with `addAction(_:for:)`.
    public func removeAction(_ action: UIAction, for controlEvents: Event) {
        control.removeAction(identifiedBy: action.identifier.rawValue, for: controlEvents)
    }

    /// Removes the action with an identifier.
    public func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
        control.removeAction(identifiedBy: actionIdentifier.rawValue, for: controlEvents)
    }

    /// Runs the actions for the events now.
    public func sendActions(for controlEvents: Event) { control.sendActions(for: controlEvents) }

    /// A touch began tracking (after `touchDown` was sent): override it to follow touches in a
    /// control of your own, and return whether to keep tracking. The default is the control's own
    /// (a slider's thumb follows the touch); a plain control keeps tracking.
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        control.beginTracking(touch.touch, with: event?.event)
    }

    /// The tracked touch moved (after the drag events were sent); return whether to keep tracking.
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        control.continueTracking(touch.touch, with: event?.event)
    }

    /// The tracked touch was lifted (after `touchUpInside` or `touchUpOutside` was sent). The
    /// default is the control's own (a switch toggles).
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) { control.endTracking(touch?.touch, with: event?.event) }

    /// Tracking was cancelled (after `touchCancel` was sent).
    open func cancelTracking(with event: UIEvent?) { control.cancelTracking(with: event?.event) }

    /// Touch and value events: `.touchUpInside`, `.valueChanged`, `.editingChanged`...
    public typealias Event = Control.Event
    /// A control's state, as an option set: `.normal`, `.highlighted`, `.disabled`, `.selected`.
    public typealias State = Control.State

    /// How content sits horizontally in a control.
    public enum ContentHorizontalAlignment: Int, Sendable {
        /// Centred.
        case center, left, right, fill, leading, trailing
    }

    /// How content sits vertically in a control.
    public enum ContentVerticalAlignment: Int, Sendable {
        /// Centred.
        case center, top, bottom, fill
    }
}
