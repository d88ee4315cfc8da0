import Foundation

/// A closure a control runs for its events (UIKit's `UIAction`).
///
/// ```swift
/// let action = UIAction(title: "Sign in") { action in print("tapped", action.sender as Any) }
/// button.addAction(action, for: .touchUpInside)
/// ```
@MainActor
public final class UIAction {
    /// The title (a button made with `UIButton(primaryAction:)` shows it).
    public let title: String
    /// The image (a button made with `UIButton(primaryAction:)` shows it).
    public let image: UIImage?
    /// The identifier to remove the action by (unique by default).
    public let identifier: Identifier
    /// The closure.
    public let handler: @MainActor (UIAction) -> Void
    /// The control that sent the action, while it runs.
    public internal(set) var sender: Any?

    /// Makes an action.
    ///
    /// - Parameters:
    ///   - title: a title.
    ///   - image: an image.
    ///   - identifier: an identifier, or a unique one.
    ///   - handler: the closure; it gets the action (its `sender` is the control).
    public init(
        title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
        handler: @escaping @MainActor (UIAction) -> Void
    ) {
        self.title = title
        self.image = image
        self.identifier = identifier ?? Identifier(rawValue: "UIAction-\(UIAction.nextSerial())")
        self.handler = handler
    }

    private static var serial = 0
    private static func nextSerial() -> Int {
        serial += 1
        return serial
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
