import Foundation
import Layout

/// Scrolling, editable multi-line text, as UIKit's `UITextView`. With scrolling off it sizes
/// itself to its text.
@MainActor
open class UITextView: UIScrollView {
    var textView: TextView { unsafeDowncast(layoutView, to: TextView.self) }

    /// The Layout view a new one stands for.
    override class func makeLayoutView() -> View { TextView() }

    /// Makes a text view with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        forwardEditing()
    }

    /// Makes a text view (archives are not read here).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        forwardEditing()
    }

    /// The text.
    open var text: String! {
        get { textView.text }
        set { textView.text = newValue ?? "" }
    }

    /// Attributed text: its string is shown.
    open var attributedText: NSAttributedString! {
        get { NSAttributedString(string: textView.text) }
        set { textView.text = newValue?.displayedString ?? "" }
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

    /// Whether the font follows the content size category (kept: the default category is used).
    open var adjustsFontForContentSizeCategory = false

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
    /// What the view would turn into links (kept).
    open var dataDetectorTypes: UIDataDetectorTypes = []
    /// The keyboard's look (kept: the on-screen keyboard is always the light one).
    open var keyboardAppearance = UIKeyboardAppearance.default
    /// Whether Return is disabled while there is no text (kept: Return is always sent).
    open var enablesReturnKeyAutomatically = false
    /// Whether quotes are curled as typed (kept: typed text is inserted as it is).
    open var smartQuotesType = UITextSmartQuotesType.default
    /// Whether double hyphens become dashes as typed (kept).
    open var smartDashesType = UITextSmartDashesType.default
    /// Whether spaces are adjusted around pasted words (kept).
    open var smartInsertDeleteType = UITextSmartInsertDeleteType.default
    /// A view shown instead of the keyboard (kept: the on-screen keyboard is always the letters).
    open var inputView: UIView?
    /// A view shown above the keyboard (kept, not drawn).
    open var inputAccessoryView: UIView?
    /// Types text at the end, as a keystroke does (UIKit's `UIKeyInput.insertText(_:)`): the
    /// delegate is asked and told.
    open func insertText(_ text: String) { textView.insertText(text) }
    /// Deletes the last character, as the Delete key does.
    open func deleteBackward() { textView.deleteBackward() }
    /// Whether there is text.
    open var hasText: Bool { textView.hasText }
    /// The text container, made when first asked for.
    var textContainerStorage: NSTextContainer?
    /// The selected range as set (typing goes to the end of the text here).
    var keptSelection = NSRange(location: NSNotFound, length: 0)
    /// The attributes of links (kept: links are drawn as the text).
    open var linkTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The attributes new text is typed with (kept: text is drawn in the view's font and colour).
    open var typingAttributes: [NSAttributedString.Key: Any] = [:]
    /// Passes editing to a `UITextViewDelegate`, held while the view lives.
    var editingForwarder: TextViewForwarder?
}

extension UITextView {
    /// The text view's text layout container, as UIKit's `textContainer` (its padding and line
    /// limits are kept; the text is laid out by the view's inset).
    public var textContainer: NSTextContainer {
        if let container = textContainerStorage { return container }
        let container = NSTextContainer()
        textContainerStorage = container
        return container
    }

    /// Sends the text view's editing to a `UITextViewDelegate` set as its `delegate`.
    func forwardEditing() {
        let forwarder = TextViewForwarder(owner: self)
        editingForwarder = forwarder
        textView.textViewDelegate = forwarder
        textView.shouldBeginEditing = { [weak self] in
            guard let self, let delegate = self.delegate as? UITextViewDelegate else { return true }
            return delegate.textViewShouldBeginEditing(self)
        }
        textView.shouldEndEditing = { [weak self] in
            guard let self, let delegate = self.delegate as? UITextViewDelegate else { return true }
            return delegate.textViewShouldEndEditing(self)
        }
        textView.shouldChangeText = { [weak self] range, replacement in
            guard let self, let delegate = self.delegate as? UITextViewDelegate else { return true }
            return delegate.textView(
                self, shouldChangeTextIn: NSRange(location: range.lowerBound, length: range.count), replacementText: replacement)
        }
    }
}

/// Passes a Layout text view's editing to the UIKit text view's delegate.
@MainActor
final class TextViewForwarder: TextViewDelegate {
    weak var owner: UITextView?
    init(owner: UITextView) { self.owner = owner }

    private var delegate: UITextViewDelegate? { owner?.delegate as? UITextViewDelegate }

    func textViewDidBeginEditing(_ textView: TextView) { if let owner { delegate?.textViewDidBeginEditing(owner) } }
    func textViewDidChange(_ textView: TextView) { if let owner { delegate?.textViewDidChange(owner) } }
    func textViewDidEndEditing(_ textView: TextView) { if let owner { delegate?.textViewDidEndEditing(owner) } }
}

/// What a text view tells of its editing, as UIKit's `UITextViewDelegate`: set it as the text
/// view's `delegate` (it is a scroll view delegate too). Every method has a default.
@MainActor
public protocol UITextViewDelegate: UIScrollViewDelegate {
    /// Editing began.
    func textViewDidBeginEditing(_ textView: UITextView)
    /// Editing ended.
    func textViewDidEndEditing(_ textView: UITextView)
    /// The text changed.
    func textViewDidChange(_ textView: UITextView)
    /// Whether typing may replace the text in `range` (UTF-16 offsets) with `text` (empty for a
    /// deletion); false leaves the text as it is.
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// Whether editing may begin (a tap or `becomeFirstResponder()`); false keeps the view inactive.
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    /// Whether editing may end; false keeps the view the first responder.
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    /// The selection changed (kept: text views have no selection here).
    func textViewDidChangeSelection(_ textView: UITextView)
    /// Whether a tap on a link may open it (kept: LayoutSim opens no links, so it is not asked).
    func textView(
        _ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange, interaction: UITextItemInteraction
    ) -> Bool
}

/// How a link in a text view is acted on (UIKit's `UITextItemInteraction`, same raw values).
public enum UITextItemInteraction: Int, Sendable {
    /// A tap: open it.
    case invokeDefaultAction = 0
    /// A long press: show its actions.
    case presentActions = 1
    /// A preview.
    case preview = 2
}

extension UITextViewDelegate {
    /// Returns true.
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    /// Returns true.
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    /// Does nothing.
    public func textViewDidChangeSelection(_ textView: UITextView) {}
    /// Does nothing.
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    /// Does nothing.
    public func textViewDidEndEditing(_ textView: UITextView) {}
    /// Does nothing.
    public func textViewDidChange(_ textView: UITextView) {}
    /// Returns true.
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    /// Returns true.
    public func textView(
        _ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange, interaction: UITextItemInteraction
    ) -> Bool { true }
}

/// A text view's layout container, as TextKit's `NSTextContainer` (kept values).
@MainActor
public final class NSTextContainer {
    /// The padding at each end of a line (5 by default, as TextKit's; kept).
    public var lineFragmentPadding: CGFloat = 5
    /// The most lines (0: no limit; kept).
    public var maximumNumberOfLines = 0
    /// How the last line breaks (kept).
    public var lineBreakMode = NSLineBreakMode.byWordWrapping
    /// Whether the container follows the view's width (kept).
    public var widthTracksTextView = true

    /// Makes a container.
    public init() {}
}

/// What a text view turns into links, as UIKit's `UIDataDetectorTypes` (kept: nothing is detected).
public struct UIDataDetectorTypes: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: UInt
    /// Makes types from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Phone numbers.
    public static let phoneNumber = UIDataDetectorTypes(rawValue: 1)
    /// Links.
    public static let link = UIDataDetectorTypes(rawValue: 2)
    /// Addresses.
    public static let address = UIDataDetectorTypes(rawValue: 4)
    /// Calendar events.
    public static let calendarEvent = UIDataDetectorTypes(rawValue: 8)
    /// Every kind.
    public static let all = UIDataDetectorTypes(rawValue: .max)
}
