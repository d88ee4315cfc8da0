import Foundation
import Synchronization

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
///
/// `Sendable`, as UIKit declares it (a style is often a shared constant), and safe to be: the values
/// sit behind a lock, so the mutable subclass can be changed while another thread reads them. The
/// conformance is `@unchecked` only because the class is open to that subclass.
open class NSParagraphStyle: @unchecked Sendable {
    /// The attributes a style holds.
    struct Values {
        var lineSpacing: CGFloat = 0
        var alignment = NSTextAlignment.natural
        var paragraphSpacing: CGFloat = 0
        var lineHeightMultiple: CGFloat = 0
        var lineBreakMode = NSLineBreakMode.byWordWrapping
    }
    let values = Mutex(Values())

    /// Points between lines.
    public var lineSpacing: CGFloat { values.withLock { $0.lineSpacing } }
    /// The lines' alignment.
    public var alignment: NSTextAlignment { values.withLock { $0.alignment } }
    /// Points after the paragraph.
    public var paragraphSpacing: CGFloat { values.withLock { $0.paragraphSpacing } }
    /// A multiple of the natural line height.
    public var lineHeightMultiple: CGFloat { values.withLock { $0.lineHeightMultiple } }
    /// How lines break.
    public var lineBreakMode: NSLineBreakMode { values.withLock { $0.lineBreakMode } }
    /// Makes the default style.
    public init() {}
    /// The default style.
    public class var `default`: NSParagraphStyle { NSParagraphStyle() }

    /// How lines break to avoid a short last line (UIKit's `NSParagraphStyle.LineBreakStrategy`).
    public struct LineBreakStrategy: OptionSet, Sendable {
        /// The bits.
        public let rawValue: UInt
        /// Makes a strategy from its bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Push words to the next line so the last one is not a single word.
        public static let pushOut = LineBreakStrategy(rawValue: 1 << 0)
        /// Korean text breaks between words.
        public static let hangulWordPriority = LineBreakStrategy(rawValue: 1 << 16)
        /// The system's choice.
        public static let standard = LineBreakStrategy(rawValue: 0xFFFF)
    }
}

/// A paragraph style to change (UIKit's `NSMutableParagraphStyle`).
public final class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    /// Points between lines.
    public override var lineSpacing: CGFloat {
        get { super.lineSpacing }
        set { values.withLock { $0.lineSpacing = newValue } }
    }
    /// The lines' alignment.
    public override var alignment: NSTextAlignment {
        get { super.alignment }
        set { values.withLock { $0.alignment = newValue } }
    }
    /// Points after the paragraph.
    public override var paragraphSpacing: CGFloat {
        get { super.paragraphSpacing }
        set { values.withLock { $0.paragraphSpacing = newValue } }
    }
    /// A multiple of the natural line height.
    public override var lineHeightMultiple: CGFloat {
        get { super.lineHeightMultiple }
        set { values.withLock { $0.lineHeightMultiple = newValue } }
    }
    /// How lines break.
    public override var lineBreakMode: NSLineBreakMode {
        get { super.lineBreakMode }
        set { values.withLock { $0.lineBreakMode = newValue } }
    }
}

extension NSAttributedString {
    /// The value of an attribute where the string starts, if it has one there.
    func leadingAttribute<T>(_ key: NSAttributedString.Key, as type: T.Type) -> T? {
        guard length > 0 else { return nil }
        return attribute(key, at: 0, effectiveRange: nil) as? T
    }
}
