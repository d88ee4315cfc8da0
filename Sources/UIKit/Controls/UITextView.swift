import Foundation
import Layout

/// Scrolling, editable multi-line text, as UIKit's `UITextView`. With scrolling off it sizes
/// itself to its text.
@MainActor
open class UITextView: UIScrollView {
    var textView: TextView { unsafeDowncast(layoutView, to: TextView.self) }

    /// The Layout view a new one stands for.
    override class func makeLayoutView() -> View { TextView() }

    /// The text.
    open var text: String! {
        get { textView.text }
        set { textView.text = newValue ?? "" }
    }

    /// Attributed text: its string is shown.
    open var attributedText: NSAttributedString! {
        get { NSAttributedString(string: textView.text) }
        set { textView.text = newValue?.string ?? "" }
    }

    /// The font (12 pt system by default, as UIKit's).
    open var font: UIFont? {
        get { UIFont(layoutSize: textView.fontSize, weight: textView.fontWeight) }
        set {
            let font = newValue ?? .systemFont(ofSize: 12)
            textView.fontSize = font.layoutSize
            textView.fontWeight = font.layoutWeight
        }
    }

    /// The text colour.
    open var textColor: UIColor? {
        get { UIColor(textView.textColor) }
        set { textView.textColor = (newValue ?? .label).layout }
    }

    /// Whether typed text changes it.
    open var isEditable: Bool {
        get { textView.isEditable }
        set { textView.isEditable = newValue }
    }

    /// Whether text can be selected (kept).
    open var isSelectable = true

    /// The padding around the text (8 above and below by default).
    open var textContainerInset: UIEdgeInsets {
        get { UIEdgeInsets(textView.textContainerInset) }
        set { textView.textContainerInset = newValue.layout }
    }

    /// The alignment of the text (kept: lines are drawn natural).
    open var textAlignment = NSTextAlignment.natural

    /// Makes the view take typed text.
    @discardableResult
    open override func becomeFirstResponder() -> Bool { textView.becomeFirstResponder() }

    /// Stops the view taking typed text.
    @discardableResult
    open override func resignFirstResponder() -> Bool { textView.resignFirstResponder() }

    /// The keyboard asked for (kept).
    open var keyboardType = UIKeyboardType.default
    /// The return key's title (kept).
    open var returnKeyType = UIReturnKeyType.default
    /// When text is capitalised (kept).
    open var autocapitalizationType = UITextAutocapitalizationType.sentences
    /// Whether spelling is corrected (kept).
    open var autocorrectionType = UITextAutocorrectionType.default
    /// What the view holds, for autofill (kept).
    open var textContentType: UITextContentType?
}
