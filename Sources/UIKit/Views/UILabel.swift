import Foundation
import Layout

/// Text that sizes itself, as UIKit's `UILabel`: its intrinsic size is its text's, wrapped at
/// `preferredMaxLayoutWidth` or the width it gets when `numberOfLines` is 0.
///
/// ```swift
/// let title = UILabel()
/// title.text = "Welcome"
/// title.font = .preferredFont(forTextStyle: .largeTitle)
/// title.textColor = .label
/// ```
@MainActor
open class UILabel: UIView {
    var label: Label { unsafeDowncast(layoutView, to: Label.self) }

    /// The Layout view a new one stands for.
    override class func makeLayoutView() -> View { Label() }

    /// The text.
    open var text: String? {
        get { attributedTextStorage?.string ?? label.text }
        set {
            attributedTextStorage = nil
            label.text = newValue
        }
    }

    /// Attributed text: its string is shown, in the font and colour the string starts with (the
    /// label's own where it has none); other attributes are kept, not drawn.
    open var attributedText: NSAttributedString? {
        get { attributedTextStorage ?? label.text.map { NSAttributedString(string: $0) } }
        set {
            attributedTextStorage = newValue
            label.text = newValue?.displayedString
            if let font = newValue?.leadingAttribute(.font, as: UIFont.self) { self.font = font }
            if let color = newValue?.leadingAttribute(.foregroundColor, as: UIColor.self) { textColor = color }
        }
    }
    private var attributedTextStorage: NSAttributedString?

    /// The font (the system font at 17 pt by default).
    open var font: UIFont! {
        get { fontStorage }
        set {
            if appearanceGate("font") { return }
            fontStorage = newValue ?? .systemFont(ofSize: 17)
            label.fontSize = fontStorage.layoutSize
            label.fontWeight = fontStorage.layoutWeight
        }
    }
    private lazy var fontStorage = UIFont(layoutSize: label.fontSize, weight: label.fontWeight)

    /// The text colour (black by default).
    open var textColor: UIColor! {
        get { UIColor(label.textColor) }
        set {
            if appearanceGate("textColor") { return }
            label.textColor = (newValue ?? .label).layout
        }
    }

    /// The colour of a shadow drawn under the text, ``shadowOffset`` away (none when nil).
    open var shadowColor: UIColor? {
        get { label.textShadowColor.map(UIColor.init) }
        set { label.textShadowColor = newValue?.layout }
    }

    /// Where the text's shadow falls (1 point up by default, as UIKit's).
    open var shadowOffset: CGSize {
        get { CGSize(label.textShadowOffset) }
        set { label.textShadowOffset = newValue.layout }
    }

    /// How lines break near their ends to avoid short last lines (kept: lines break at words).
    open var lineBreakStrategy: NSParagraphStyle.LineBreakStrategy = .standard

    /// The alignment of the text's lines.
    open var textAlignment: NSTextAlignment {
        get { label.textAlignment }
        set { label.textAlignment = newValue }
    }

    /// The most lines shown; 0 for as many as the text needs.
    open var numberOfLines: Int {
        get { label.numberOfLines }
        set { label.numberOfLines = newValue }
    }

    /// The width a multi-line label wraps at when it computes its intrinsic size (0: the width it gets).
    open var preferredMaxLayoutWidth: CGFloat {
        get { CGFloat(label.preferredMaxLayoutWidth) }
        set { label.preferredMaxLayoutWidth = Double(newValue) }
    }

    /// How lines break (kept: lines wrap at words and the last one is cut).
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail

    /// Whether the font shrinks to fit the width (kept: text is drawn at its font size).
    open var adjustsFontSizeToFitWidth = false

    /// The smallest scale the font may shrink to (kept).
    open var minimumScaleFactor: CGFloat = 0

    /// Whether the font follows the content size category (kept: the default category is used).
    open var adjustsFontForContentSizeCategory = false

    /// Whether the label is drawn enabled (kept).
    open var isEnabled = true

    /// The colour of highlighted text (kept).
    open var highlightedTextColor: UIColor?
    /// Whether the highlighted colour is shown (kept).
    open var isHighlighted = false
    /// Whether letters tighten before the text truncates (kept).
    open var allowsDefaultTighteningForTruncation = false
    /// Whether a truncated label shows its whole text on a long press (kept).
    open var showsExpansionTextWhenTruncated = false
    /// How the text moves when its font shrinks to fit (kept).
    open var baselineAdjustment = UIBaselineAdjustment.alignBaselines

    /// The rectangle the text takes in `bounds`: at its origin, as large as the text wrapped at the
    /// bounds' width (when `numberOfLines` allows more than one) and cut after `numberOfLines`
    /// lines. The label's intrinsic size and `sizeThatFits(_:)` ask it with unconstrained bounds
    /// (`greatestFiniteMagnitude`, or the wrapping width), so an override that pads it pads the
    /// label, as in UIKit.
    ///
    /// ```swift
    /// override func textRect(forBounds bounds: CGRect, limitedToNumberOfLines n: Int) -> CGRect {
    ///     let text = super.textRect(forBounds: bounds.inset(by: padding), limitedToNumberOfLines: n)
    ///     return text.inset(by: UIEdgeInsets(top: -padding.top, left: -padding.left, bottom: -padding.bottom, right: -padding.right))
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - bounds: the space the text may take.
    ///   - numberOfLines: the most lines (0: no limit).
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        CGRect(label.textRect(forBounds: bounds.layout, limitedToNumberOfLines: numberOfLines))
    }

    /// Draws the text in `rect`, centred vertically in it. LayoutSim asks it for the label's bounds
    /// when it draws the label: an override that passes a smaller rect to `super` (a padded label)
    /// moves the text there; one that does not call `super` draws no text.
    ///
    /// - Parameter rect: where the text goes, in the label's bounds.
    open func drawText(in rect: CGRect) { drawnTextRect = rect }

    /// The rect the last `drawText(in:)` of this class received (nil: none reached it).
    private var drawnTextRect: CGRect?

    /// Where the text is drawn: `drawText(in:)` asked with the bounds (LabelWrapping).
    func textDrawingRect(in bounds: Rect) -> Rect? {
        drawnTextRect = nil
        drawText(in: CGRect(bounds))
        return drawnTextRect?.layout
    }
}

/// The alignment of a text's lines: `.left`, `.center`, `.right`, `.justified`, `.natural`.
public typealias NSTextAlignment = TextAlignment

/// How text breaks into lines (UIKit's `NSLineBreakMode`).
public enum NSLineBreakMode: Int, Sendable {
    /// At words.
    case byWordWrapping = 0
    /// At characters.
    case byCharWrapping
    /// Cut off.
    case byClipping
    /// An ellipsis at the start.
    case byTruncatingHead
    /// An ellipsis at the end.
    case byTruncatingTail
    /// An ellipsis in the middle.
    case byTruncatingMiddle
}

/// How shrunk text sits, as UIKit's `UIBaselineAdjustment`.
public enum UIBaselineAdjustment: Int, Sendable {
    /// On the original baseline.
    case alignBaselines
    /// Centred where the original was.
    case alignCenters
    /// At the top (no adjustment).
    case none
}
