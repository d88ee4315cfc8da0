import Foundation

// The attribute keys UIKit adds to Foundation's attributed strings. A label or text field shows
// an attributed string's text; a label takes the font and colour the string starts with (a
// string styled in one run looks as on iOS); other attributes and further runs are kept, not drawn.

extension NSAttributedString.Key {
    /// A `UIFont`.
    public static let font = NSAttributedString.Key("NSFont")
    /// A `UIColor` for the text.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// A `UIColor` behind the text.
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// Extra space between characters, in points.
    public static let kern = NSAttributedString.Key("NSKern")
    /// An `NSParagraphStyle`.
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// An `NSUnderlineStyle` raw value.
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// An `NSUnderlineStyle` raw value for a line through the text.
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    /// The baseline's offset, in points.
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    /// A link (`URL` or `String`).
    public static let link = NSAttributedString.Key("NSLink")
    /// A `UIColor` for the outline.
    public static let strokeColor = NSAttributedString.Key("NSStrokeColor")
    /// The outline's width.
    public static let strokeWidth = NSAttributedString.Key("NSStrokeWidth")
}

/// How a line is drawn under or through text (UIKit's `NSUnderlineStyle`).
public struct NSUnderlineStyle: OptionSet, Sendable, Hashable {
    /// The bits.
    public let rawValue: Int
    /// Makes a style.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// One line.
    public static let single = NSUnderlineStyle(rawValue: 0x01)
    /// A thick line.
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    /// Two lines.
    public static let double = NSUnderlineStyle(rawValue: 0x09)
}

/// Paragraph attributes (UIKit's `NSParagraphStyle`): kept on attributed strings, not drawn.
open class NSParagraphStyle {
    /// Points between lines.
    public internal(set) var lineSpacing: CGFloat = 0
    /// The lines' alignment.
    public internal(set) var alignment = NSTextAlignment.natural
    /// Points after the paragraph.
    public internal(set) var paragraphSpacing: CGFloat = 0
    /// A multiple of the natural line height.
    public internal(set) var lineHeightMultiple: CGFloat = 0
    /// How lines break.
    public internal(set) var lineBreakMode = NSLineBreakMode.byWordWrapping
    /// Makes the default style.
    public init() {}
    /// The default style.
    public class var `default`: NSParagraphStyle { NSParagraphStyle() }
}

/// A paragraph style to change (UIKit's `NSMutableParagraphStyle`).
public final class NSMutableParagraphStyle: NSParagraphStyle {
    /// Points between lines.
    public override var lineSpacing: CGFloat {
        get { super.lineSpacing }
        set { super.lineSpacing = newValue }
    }
    /// The lines' alignment.
    public override var alignment: NSTextAlignment {
        get { super.alignment }
        set { super.alignment = newValue }
    }
    /// Points after the paragraph.
    public override var paragraphSpacing: CGFloat {
        get { super.paragraphSpacing }
        set { super.paragraphSpacing = newValue }
    }
    /// A multiple of the natural line height.
    public override var lineHeightMultiple: CGFloat {
        get { super.lineHeightMultiple }
        set { super.lineHeightMultiple = newValue }
    }
    /// How lines break.
    public override var lineBreakMode: NSLineBreakMode {
        get { super.lineBreakMode }
        set { super.lineBreakMode = newValue }
    }
}

extension NSAttributedString {
    /// The value of an attribute where the string starts, if it has one there.
    func leadingAttribute<T>(_ key: NSAttributedString.Key, as type: T.Type) -> T? {
        guard length > 0 else { return nil }
        return attribute(key, at: 0, effectiveRange: nil) as? T
    }
}
