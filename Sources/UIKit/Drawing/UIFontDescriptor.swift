import Foundation
import Layout

/// What makes a font (UIKit's `UIFontDescriptor`): its size, weight, slant and text style, to
/// derive a bold or italic variant and make the font with `UIFont(descriptor:size:)`.
///
/// ```swift
/// let bold = label.font.fontDescriptor.withSymbolicTraits(.traitBold)!
/// label.font = UIFont(descriptor: bold, size: 0)  // 0 keeps the descriptor's size
/// ```
public final class UIFontDescriptor: Hashable, Sendable {
    /// The font the descriptor describes.
    let font: UIFont
    /// The design asked for with ``withDesign(_:)`` (kept: every design is drawn with the system face).
    public let design: SystemDesign

    init(font: UIFont, design: SystemDesign = .default) {
        self.font = font
        self.design = design
    }

    /// The size in points.
    public var pointSize: CGFloat { font.pointSize }

    /// The traits: bold for a semibold or heavier weight (UIKit's `traitBold`), italic for a slanted font.
    public var symbolicTraits: SymbolicTraits {
        var traits: SymbolicTraits = []
        if font.weight >= .semibold { traits.insert(.traitBold) }
        if font.isItalic { traits.insert(.traitItalic) }
        if font.fontName.lowercased().contains("mono") { traits.insert(.traitMonoSpace) }
        return traits
    }

    /// The descriptor of the default font of a text style, as `UIFont.preferredFont(forTextStyle:)` makes it.
    public class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
        UIFontDescriptor(font: .preferredFont(forTextStyle: style))
    }

    /// This descriptor with exactly `traits` for bold and italic: bold makes the weight bold
    /// (leaving out bold makes a bold font regular), italic slants it. Nil never: every system font
    /// has the four variants.
    public func withSymbolicTraits(_ traits: SymbolicTraits) -> UIFontDescriptor? {
        let bold = traits.contains(.traitBold)
        let weight = bold ? max(font.weight, .bold) : (font.weight >= .semibold ? .regular : font.weight)
        let named = font.fontName.hasPrefix(".SF") ? nil : font.fontName
        let made = UIFont(
            pointSize: font.pointSize, weight: weight, isItalic: traits.contains(.traitItalic), fontName: named,
            textStyle: font.textStyle)
        return UIFontDescriptor(font: made, design: design)
    }

    /// This descriptor at another size.
    public func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor {
        UIFontDescriptor(font: font.withSize(newPointSize), design: design)
    }

    /// This descriptor in one of the system font's designs (rounded, serif, monospaced: kept, drawn
    /// with the system face).
    public func withDesign(_ design: SystemDesign) -> UIFontDescriptor? { UIFontDescriptor(font: font, design: design) }

    /// Descriptors are equal when their fonts and designs are.
    public static func == (a: UIFontDescriptor, b: UIFontDescriptor) -> Bool { a.font == b.font && a.design == b.design }

    /// Hashes the font and design.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(font)
        hasher.combine(design)
    }

    /// A font's traits (UIKit's `UIFontDescriptor.SymbolicTraits`, its bits).
    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        /// The bits.
        public let rawValue: UInt32
        /// Makes traits from their bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// Slanted.
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        /// Bold.
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        /// Wider glyphs.
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        /// Narrower glyphs.
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        /// Every glyph as wide.
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
        /// Lines closer together.
        public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        /// Lines further apart.
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
    }

    /// A design of the system font (UIKit's `UIFontDescriptor.SystemDesign`).
    public struct SystemDesign: RawRepresentable, Hashable, Sendable {
        /// UIKit's name of the design.
        public let rawValue: String
        /// Makes a design from its name.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The standard design.
        public static let `default` = SystemDesign(rawValue: "NSCTFontUIFontDesignDefault")
        /// Rounded ends.
        public static let rounded = SystemDesign(rawValue: "NSCTFontUIFontDesignRounded")
        /// Serifs.
        public static let serif = SystemDesign(rawValue: "NSCTFontUIFontDesignSerif")
        /// Fixed width.
        public static let monospaced = SystemDesign(rawValue: "NSCTFontUIFontDesignMonospaced")
    }
}

extension UIFont {
    /// The descriptor of this font, to derive variants from.
    public var fontDescriptor: UIFontDescriptor { UIFontDescriptor(font: self) }

    /// The font a descriptor describes, at `pointSize` (0 keeps the descriptor's size).
    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        let f = descriptor.font
        self.init(
            pointSize: pointSize > 0 ? pointSize : f.pointSize, weight: f.weight, isItalic: f.isItalic,
            fontName: f.fontName, textStyle: f.textStyle)
    }
}
