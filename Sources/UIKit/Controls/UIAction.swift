import Foundation

/// A closure a control runs for its events (UIKit's `UIAction`), also an item of a menu.
///
/// ```swift
/// let action = UIAction(title: "Sign in") { action in print("tapped", action.sender as Any) }
/// button.addAction(action, for: .touchUpInside)
/// ```
@MainActor
public final class UIAction: UIMenuElement {
    /// The identifier to remove the action by (unique by default).
    public let identifier: Identifier
    /// The closure.
    public let handler: @MainActor (UIAction) -> Void
    /// The control that sent the action, while it runs.
    public internal(set) var sender: Any?
    /// How it shows in a menu: destructive, disabled, hidden.
    public var attributes: UIMenuElement.Attributes = []
    /// Its check mark in a menu.
    public var state: UIMenuElement.State = .off
    /// A longer title (kept).
    public var discoverabilityTitle: String?

    /// Makes an action.
    ///
    /// - Parameters:
    ///   - title: a title.
    ///   - subtitle: a second line in a menu.
    ///   - image: an image.
    ///   - identifier: an identifier, or a unique one.
    ///   - discoverabilityTitle: a longer title.
    ///   - attributes: how it shows in a menu.
    ///   - state: its check mark in a menu.
    ///   - handler: the closure; it gets the action (its `sender` is the control).
    public init(
        title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
        discoverabilityTitle: String? = nil,
        attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off,
        handler: @escaping @MainActor (UIAction) -> Void
    ) {
        self.identifier = identifier ?? Identifier(rawValue: "UIAction-\(UniqueSerial.next())")
        self.handler = handler
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// An action's identifier.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The text.
        public let rawValue: String
        /// Makes an identifier.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Makes an identifier.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }
}
