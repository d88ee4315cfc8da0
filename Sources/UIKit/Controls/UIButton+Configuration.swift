import Foundation

extension UIButton {
    /// How a button draws (UIKit's iOS 15 `UIButton.Configuration`): a style (`.plain()`,
    /// `.tinted()`, `.gray()`, `.filled()`, the bordered ones), a title, an image, colours, corners
    /// and insets.
    ///
    /// ```swift
    /// var config = UIButton.Configuration.filled()
    /// config.title = "Continue"
    /// config.cornerStyle = .capsule
    /// let button = UIButton(configuration: config)
    /// ```
    public struct Configuration: Sendable {
        /// The style's colours.
        enum Style: Sendable {
            case plain, tinted, gray, filled

            func foreground(tint: UIColor) -> UIColor { self == .filled ? .white : tint }

            func background(tint: UIColor) -> UIColor? {
                switch self {
                case .plain: nil
                case .tinted: tint.withAlphaComponent(0.15)
                case .gray: .systemFill
                case .filled: tint
                }
            }
        }

        let style: Style

        /// The title.
        public var title: String?
        /// The image, before the title.
        public var image: UIImage?
        /// The title with attributes: its text, and the font and colour of its first run, replace
        /// `title` and the style's.
        public var attributedTitle: AttributedString?
        /// A second, smaller line under the title (subheadline size), the two centred together.
        public var subtitle: String?
        /// The gap between the title and the subtitle.
        public var titlePadding: CGFloat = 0
        /// Whether a spinner shows in place of the image (kept: not drawn).
        public var showsActivityIndicator = false
        /// Which side of the title the image is on (leading).
        public var imagePlacement = NSDirectionalRectEdge.leading
        /// The gap between image and title.
        public var imagePadding: CGFloat = 0
        /// The title and image colour (the style's by default).
        public var baseForegroundColor: UIColor?
        /// The background colour (the style's by default).
        public var baseBackgroundColor: UIColor?
        /// How round the corners are.
        public var cornerStyle = CornerStyle.dynamic
        /// The size, which sets the text size and the insets.
        public var buttonSize = Size.medium {
            didSet { contentInsets = buttonSize.insets }
        }
        /// The padding around the content (7 above and below, 12 at the sides, for a medium button).
        public var contentInsets = Size.medium.insets

        /// A plain button: no background, tinted title.
        public static func plain() -> Configuration { Configuration(style: .plain) }
        /// A tinted button: a light tint background.
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        /// A grey button.
        public static func gray() -> Configuration { Configuration(style: .gray) }
        /// A filled button: a tint background, white title.
        public static func filled() -> Configuration { Configuration(style: .filled) }
        /// A borderless button (plain).
        public static func borderless() -> Configuration { Configuration(style: .plain) }
        /// A bordered button (grey).
        public static func bordered() -> Configuration { Configuration(style: .gray) }
        /// A bordered tinted button.
        public static func borderedTinted() -> Configuration { Configuration(style: .tinted) }
        /// A bordered prominent button (filled).
        public static func borderedProminent() -> Configuration { Configuration(style: .filled) }

        init(style: Style) { self.style = style }

        /// The title font: body (17 pt) for medium and large, 15 pt small, 12 pt mini.
        var font: UIFont {
            switch buttonSize {
            case .mini: .systemFont(ofSize: 12)
            case .small: .systemFont(ofSize: 15)
            case .medium, .large: .systemFont(ofSize: 17)
            }
        }

        /// The subtitle's size: subheadline (15 pt) for medium and large, 13 pt small, 11 pt mini.
        var subtitleFontSize: CGFloat {
            switch buttonSize {
            case .mini: 11
            case .small: 13
            case .medium, .large: 15
            }
        }

        /// The corner radius for a button of a height.
        func cornerRadius(height: CGFloat) -> CGFloat {
            switch cornerStyle {
            case .fixed, .dynamic, .medium: style == .plain ? 0 : 6
            case .small: 4
            case .large: 10
            case .capsule: height / 2
            }
        }

        /// How round a configured button's corners are.
        public enum CornerStyle: Sendable {
            /// The background's own radius.
            case fixed
            /// Follows the size (medium).
            case dynamic
            /// 4 pt.
            case small
            /// 6 pt.
            case medium
            /// 10 pt.
            case large
            /// Half the height.
            case capsule
        }

        /// A configured button's size.
        public enum Size: Sendable {
            /// 12 pt text.
            case mini
            /// 15 pt text.
            case small
            /// 17 pt text.
            case medium
            /// 17 pt text, more padding.
            case large

            var insets: NSDirectionalEdgeInsets {
                switch self {
                case .mini: NSDirectionalEdgeInsets(top: 2, leading: 6, bottom: 2, trailing: 6)
                case .small: NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
                case .medium: NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
                case .large: NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
                }
            }
        }
    }
}
