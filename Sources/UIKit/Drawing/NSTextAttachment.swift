import Foundation
import Layout

/// An image inside attributed text (UIKit's `NSTextAttachment`), placed with
/// `NSAttributedString(attachment:)` as one object-replacement character (U+FFFC).
///
/// Labels, text views and text fields draw a symbol attachment as its glyph, in the line's font
/// and colour, so a rating built from `UIImage(systemName: "star.fill")` reads "★ 4.5" as on iOS;
/// an attachment of any other image is kept in the string but not drawn.
///
/// ```swift
/// let star = NSTextAttachment(image: UIImage(systemName: "star.fill")!)
/// let rating = NSMutableAttributedString(attachment: star)
/// rating.append(NSAttributedString(string: " 4.5"))
/// label.attributedText = rating
/// ```
open class NSTextAttachment: NSObject {
    /// The image shown.
    open var image: UIImage?
    /// Where the image sits on the line (its origin is relative to the baseline; zero: the image's own size).
    open var bounds = CGRect.zero

    /// Makes an attachment without an image.
    public override init() { super.init() }

    /// Makes an attachment showing `image`.
    public convenience init(image: UIImage) {
        self.init()
        self.image = image
    }

    /// The character an attachment stands in for in its string.
    public static let character = Character("\u{FFFC}")
}

extension NSAttributedString.Key {
    /// An inline image (an ``NSTextAttachment``).
    public static let attachment = NSAttributedString.Key("NSAttachment")
}

extension NSAttributedString {
    /// A string of one object-replacement character carrying `attachment`.
    public convenience init(attachment: NSTextAttachment) {
        self.init(string: String(NSTextAttachment.character), attributes: [.attachment: attachment])
    }

    /// The string as text views draw it: each attachment's character replaced by its symbol's
    /// glyph, or dropped when its image is not a symbol.
    var displayedString: String {
        let ns = string as NSString
        guard ns.range(of: String(NSTextAttachment.character)).location != NSNotFound else { return string }
        var out = ""
        var location = 0
        while location < length {
            var range = NSRange(location: 0, length: 0)
            let value = attribute(.attachment, at: location, effectiveRange: &range)
            let piece = ns.substring(with: range)
            if let attachment = value as? NSTextAttachment {
                let glyph = attachment.image?.image.symbol?.glyph ?? ""
                out += piece.replacingOccurrences(of: String(NSTextAttachment.character), with: glyph)
            } else {
                out += piece
            }
            location = range.location + range.length
        }
        return out
    }
}
