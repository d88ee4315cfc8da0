import Foundation
import Layout

/// A font, as UIKit's `UIFont`: the system font at a size and weight, or a text style's font.
///
/// Text is measured and drawn with DejaVu Sans (ExtraLight for the light weights, Book for regular
/// and medium, Bold from semibold up), so widths differ a little from San Francisco's. Italic fonts
/// are measured and drawn upright.
///
/// ```swift
/// label.font = .systemFont(ofSize: 20, weight: .semibold)
/// caption.font = .preferredFont(forTextStyle: .caption1)
/// ```
public final class UIFont: Hashable, Sendable, CustomStringConvertible {
    /// The size in points.
    public let pointSize: CGFloat
    /// The weight.
    public let weight: Weight
    /// Whether this is an italic font.
    public let isItalic: Bool
    /// The PostScript name (`.SFUI-Regular` for the system font, or the name it was asked for).
    public let fontName: String
    /// The text style this font was made for, if any.
    public let textStyle: TextStyle?

    init(pointSize: CGFloat, weight: Weight, isItalic: Bool = false, fontName: String? = nil, textStyle: TextStyle? = nil) {
        self.pointSize = pointSize
        self.weight = weight
        self.isItalic = isItalic
        self.fontName = fontName ?? ".SFUI-\(weight.name.prefix(1).uppercased() + weight.name.dropFirst())"
        self.textStyle = textStyle
    }

    /// A font of one of iOS's built-in families, by PostScript or family name (`"HelveticaNeue-Bold"`,
    /// `"Avenir Next"`), drawn with the system face of the weight its name says. Nil for any other
    /// name, as UIKit gives for a font the app did not bundle.
    ///
    /// - Parameters:
    ///   - fontName: the font's name.
    ///   - fontSize: the size in points.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        guard FontName.isBuiltIn(fontName) else { return nil }
        self.init(
            pointSize: fontSize, weight: Weight(FontName.weight(of: fontName)),
            isItalic: fontName.lowercased().contains("italic") || fontName.contains("Oblique"),
            fontName: fontName)
    }

    /// The system font at a size, regular weight.
    public class func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(pointSize: fontSize, weight: .regular) }

    /// The system font at a size and weight.
    public class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont { UIFont(pointSize: fontSize, weight: weight) }

    /// The bold system font at a size.
    public class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(pointSize: fontSize, weight: .bold) }

    /// The italic system font at a size.
    public class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(pointSize: fontSize, weight: .regular, isItalic: true, fontName: ".SFUI-RegularItalic")
    }

    /// The monospaced-digit system font (drawn with the system face).
    public class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(pointSize: fontSize, weight: weight)
    }

    /// The monospaced system font (drawn with the system face).
    public class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(pointSize: fontSize, weight: weight, fontName: "SFMono-\(weight.name)")
    }

    /// The font of a text style at the default content size (UIKit's "Large"): body 17, headline
    /// 17 semibold, large title 34...
    public class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        let layoutStyle = style.layout
        return UIFont(pointSize: layoutStyle.pointSize, weight: Weight(layoutStyle.weight), textStyle: style)
    }

    /// The same font at another size.
    public func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(pointSize: fontSize, weight: weight, isItalic: isItalic, fontName: fontName)
    }

    /// The system font the size of the system's labels (17 pt).
    public class var labelFontSize: CGFloat { 17 }
    /// The system font size of buttons (18 pt).
    public class var buttonFontSize: CGFloat { 18 }
    /// The system font size (14 pt).
    public class var systemFontSize: CGFloat { 14 }
    /// The small system font size (12 pt).
    public class var smallSystemFontSize: CGFloat { 12 }

    /// The family name: `System Font`, or the built-in family.
    public var familyName: String {
        fontName.hasPrefix(".SF") ? "System Font" : String(fontName.split(separator: "-").first ?? Substring(fontName))
    }

    /// The height of a line of this font, as drawn here.
    public var lineHeight: CGFloat { (pointSize * 1.2).rounded(.up) }

    /// How far the font rises above the baseline, as LayoutSim lays text out: the point size
    /// (a line's first baseline is that far below its top).
    public var ascender: CGFloat { pointSize }

    /// How far the font falls below the baseline (negative): the rest of the 1.2-point line.
    public var descender: CGFloat { -(pointSize * 0.2) }

    /// The space added between lines beyond the ascender and descender: none.
    public var leading: CGFloat { 0 }

    /// The height of capital letters above the baseline (SF's proportion: 0.7 of the point size).
    public var capHeight: CGFloat { pointSize * 0.7 }

    /// The height of lowercase letters without ascenders (SF's proportion: 0.52 of the point size).
    public var xHeight: CGFloat { pointSize * 0.52 }

    /// UIKit's text: `<UICTFont> font-family: ".SFUI-Regular"; font-weight: normal; font-style: normal; font-size: 17.00pt`.
    public var description: String {
        let size = String(format: "%.2f", Double(pointSize))
        return
            "<UICTFont> font-family: \"\(fontName)\"; font-weight: \(weight >= .semibold ? "bold" : "normal"); font-style: \(isItalic ? "italic" : "normal"); font-size: \(size)pt"
    }

    /// Fonts are equal when name, size, weight and slant are.
    public static func == (a: UIFont, b: UIFont) -> Bool {
        a.pointSize == b.pointSize && a.weight == b.weight && a.isItalic == b.isItalic && a.fontName == b.fontName
    }

    /// Hashes name, size and weight.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(fontName)
        hasher.combine(pointSize)
        hasher.combine(weight)
    }

    /// The system font at Layout's size and weight (what a Layout label or field holds).
    convenience init(layoutSize: Double, weight: FontWeight) { self.init(pointSize: CGFloat(layoutSize), weight: Weight(weight)) }

    /// Layout's size and weight.
    var layoutSize: Double { Double(pointSize) }
    var layoutWeight: FontWeight { weight.layout }
}

extension UIFont {
    /// A font weight, as UIKit's `UIFont.Weight`: from -1 (lightest) to 1 (heaviest).
    public struct Weight: RawRepresentable, Hashable, Comparable, Sendable {
        /// The value, -1...1.
        public let rawValue: CGFloat
        /// Makes a weight.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// Makes a weight.
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        /// -0.8.
        public static let ultraLight = Weight(-0.8)
        /// -0.6.
        public static let thin = Weight(-0.6)
        /// -0.4.
        public static let light = Weight(-0.4)
        /// 0.
        public static let regular = Weight(0)
        /// 0.23.
        public static let medium = Weight(0.23)
        /// 0.3.
        public static let semibold = Weight(0.3)
        /// 0.4.
        public static let bold = Weight(0.4)
        /// 0.56.
        public static let heavy = Weight(0.56)
        /// 0.62.
        public static let black = Weight(0.62)

        /// Lighter weights come first.
        public static func < (a: Weight, b: Weight) -> Bool { a.rawValue < b.rawValue }

        private static let table: [(Weight, FontWeight, String)] = [
            (.ultraLight, .ultraLight, "ultraLight"), (.thin, .thin, "thin"), (.light, .light, "light"),
            (.regular, .regular, "regular"), (.medium, .medium, "medium"), (.semibold, .semibold, "semibold"),
            (.bold, .bold, "bold"), (.heavy, .heavy, "heavy"), (.black, .black, "black"),
        ]

        /// The nearest of UIKit's named weights.
        private var nearest: (Weight, FontWeight, String) {
            Self.table.min { abs($0.0.rawValue - rawValue) < abs($1.0.rawValue - rawValue) }!
        }

        var layout: FontWeight { nearest.1 }
        var name: String { nearest.2 }

        init(_ weight: FontWeight) { self = Self.table.first { $0.1 == weight }!.0 }
    }

    /// A Dynamic Type text style, as UIKit's `UIFont.TextStyle`.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        /// UIKit's constant text (`UICTFontTextStyleBody`).
        public let rawValue: String
        /// Makes a style from its constant.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// 34 pt.
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        /// 28 pt.
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        /// 22 pt.
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        /// 20 pt.
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        /// 17 pt semibold.
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        /// 17 pt.
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// 16 pt.
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        /// 15 pt.
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        /// 13 pt.
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        /// 12 pt.
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        /// 11 pt.
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// Layout's style (body for a constant UIKit does not have).
        var layout: Layout.TextStyle {
            let table: [TextStyle: Layout.TextStyle] = [
                .largeTitle: .largeTitle, .title1: .title1, .title2: .title2, .title3: .title3, .headline: .headline,
                .body: .body, .callout: .callout, .subheadline: .subheadline, .footnote: .footnote,
                .caption1: .caption1, .caption2: .caption2,
            ]
            return table[self] ?? .body
        }
    }
}
