import Foundation
import Layout

/// Something that answers touches and can take typed text, as UIKit's `UIResponder`: the base of
/// `UIView` and `UIViewController`. What a responder does not handle goes to its `next`.
@MainActor
open class UIResponder {
    /// Makes a responder.
    public init() {}

    /// The responder that gets what this one passes on (nil by default).
    open var next: UIResponder? { nil }

    /// A motion (a shake) began (never here: there is no accelerometer). The default does nothing.
    open func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {}
    /// A motion ended (never here). The default does nothing.
    open func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {}
    /// A motion was cancelled (never here). The default does nothing.
    open func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {}

    /// Whether this responder can take typed text (false by default).
    open var canBecomeFirstResponder: Bool { false }

    /// Whether this responder takes typed text now.
    open var isFirstResponder: Bool { false }

    /// Asks to take typed text; the default refuses.
    @discardableResult
    open func becomeFirstResponder() -> Bool { false }

    /// Stops taking typed text; the default agrees.
    @discardableResult
    open func resignFirstResponder() -> Bool { true }

    /// Touches went down. The default passes them to `next`.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesBegan(touches, with: event) }

    /// Touches moved. The default passes them to `next`.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesMoved(touches, with: event) }

    /// Touches were lifted. The default passes them to `next`.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesEnded(touches, with: event) }

    /// Touches were taken over. The default passes them to `next`.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesCancelled(touches, with: event)
    }
}

extension UIResponder: Hashable {
    /// Responders are equal when they are the same object, as NSObject's are.
    nonisolated public static func == (a: UIResponder, b: UIResponder) -> Bool { a === b }
    /// Hashes the object's identity.
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
