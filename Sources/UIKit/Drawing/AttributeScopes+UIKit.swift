import Foundation

extension AttributeScopes {
    /// UIKit's attributes of an `AttributedString`, as `AttributeScopes.UIKitAttributes`: so
    /// `container.font = .boldSystemFont(ofSize: 16)` and `container.foregroundColor = .white`
    /// compile and are read where LayoutSim shows attributed strings (a button configuration's
    /// `attributedTitle`).
    public struct UIKitAttributes: AttributeScope {
        /// The font.
        public let font: FontAttribute
        /// The text colour.
        public let foregroundColor: ForegroundColorAttribute
        /// The colour behind the text.
        public let backgroundColor: BackgroundColorAttribute
        /// Foundation's attributes.
        public let foundation: AttributeScopes.FoundationAttributes

        /// A run's font.
        public enum FontAttribute: AttributedStringKey {
            /// A UIKit font.
            public typealias Value = UIFont
            /// Its name, as `NSAttributedString.Key.font`'s.
            public static let name = "NSFont"
        }

        /// A run's text colour.
        public enum ForegroundColorAttribute: AttributedStringKey {
            /// A UIKit colour.
            public typealias Value = UIColor
            /// Its name, as `NSAttributedString.Key.foregroundColor`'s.
            public static let name = "NSColor"
        }

        /// A run's background colour.
        public enum BackgroundColorAttribute: AttributedStringKey {
            /// A UIKit colour.
            public typealias Value = UIColor
            /// Its name, as `NSAttributedString.Key.backgroundColor`'s.
            public static let name = "NSBackgroundColor"
        }
    }

    /// UIKit's attributes.
    public var uiKit: UIKitAttributes.Type { UIKitAttributes.self }
}

extension AttributeDynamicLookup {
    /// Reaches UIKit's attributes by name: `container.font`, `string.foregroundColor`.
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.UIKitAttributes, T>) -> T {
        self[T.self]
    }
}

extension AttributeContainer {
    /// A container of UIKit's attributes from an `NSAttributedString` dictionary, as UIKit's
    /// `AttributeContainer(_:)`: the font, text colour and background colour carry over (other
    /// keys are left out: LayoutSim does not draw them).
    ///
    /// ```swift
    /// AttributedString("Add", attributes: AttributeContainer([.font: UIFont.boldSystemFont(ofSize: 15)]))
    /// ```
    ///
    /// - Parameter dictionary: the attributes, keyed as `NSAttributedString`'s.
    public init(_ dictionary: [NSAttributedString.Key: Any]) {
        self.init()
        if let font = dictionary[.font] as? UIFont { self.font = font }
        if let color = dictionary[.foregroundColor] as? UIColor { self.foregroundColor = color }
        if let color = dictionary[.backgroundColor] as? UIColor { self.backgroundColor = color }
    }
}
