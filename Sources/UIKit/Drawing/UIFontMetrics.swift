import Foundation

/// Scales fonts and lengths for the reader's text size, as UIKit's `UIFontMetrics`.
///
/// LayoutSim lays text out at UIKit's default text size (`UIContentSizeCategory.large`), where
/// UIKit scales by 1: a font comes back at its own size and a length as given, so code written
/// for Dynamic Type runs unchanged and lays out as iOS does at the default size.
///
/// ```swift
/// label.font = UIFontMetrics(forTextStyle: .headline).scaledFont(for: .systemFont(ofSize: 20, weight: .bold))
/// label.adjustsFontForContentSizeCategory = true
/// ```
public struct UIFontMetrics: Sendable {
    /// The metrics of the body text style.
    public static let `default` = UIFontMetrics(forTextStyle: .body)

    /// The text style whose scaling the metrics follow.
    public let textStyle: UIFont.TextStyle

    /// The metrics of a text style.
    ///
    /// - Parameter textStyle: the style whose scaling to follow.
    public init(forTextStyle textStyle: UIFont.TextStyle) {
        self.textStyle = textStyle
    }

    /// A font scaled for the reader's text size: at the default size, `font` itself.
    ///
    /// - Parameter font: the font at the default text size.
    public func scaledFont(for font: UIFont) -> UIFont { font }

    /// A font scaled for the reader's text size, no larger than `maximumPointSize`.
    ///
    /// - Parameters:
    ///   - font: the font at the default text size.
    ///   - maximumPointSize: the largest point size to scale to (UIKit ignores it when 0 or less).
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        maximumPointSize > 0 && font.pointSize > maximumPointSize ? font.withSize(maximumPointSize) : font
    }

    /// A length scaled for the reader's text size (a spacing that grows with the text): at the
    /// default size, `value` itself.
    ///
    /// - Parameter value: the length at the default text size.
    public func scaledValue(for value: CGFloat) -> CGFloat { value }
}
