import Foundation
import Layout

/// A single-line text input, as UIKit's `UITextField`: placeholder, border styles (the rounded
/// rectangle is 34 pt tall with 17 pt text), left and right views, secure entry. A focused field
/// takes typed text (`.editingChanged` runs its actions).
///
/// ```swift
/// let email = UITextField()
/// email.placeholder = "Email"
/// email.borderStyle = .roundedRect
/// email.keyboardType = .emailAddress
/// ```
@MainActor
open class UITextField: UIControl {
    var field: TextField { unsafeDowncast(layoutView, to: TextField.self) }

    /// The Layout view a new one stands for.
    override class func makeLayoutView() -> View { TextField() }

    /// The text.
    open var text: String? {
        get { field.text }
        set { field.text = newValue }
    }

    /// Attributed text: its string is shown.
    open var attributedText: NSAttributedString? {
        get { field.text.map { NSAttributedString(string: $0) } }
        set { field.text = newValue?.displayedString }
    }

    /// The grey text shown while the field is empty.
    open var placeholder: String? {
        get { field.placeholder }
        set { field.placeholder = newValue }
    }

    /// An attributed placeholder: its string is shown.
    open var attributedPlaceholder: NSAttributedString? {
        get { field.placeholder.map { NSAttributedString(string: $0) } }
        set { field.placeholder = newValue?.string }
    }

    /// The font (17 pt system by default).
    open var font: UIFont? {
        get { UIFont(layoutSize: field.fontSize, weight: field.fontWeight) }
        set {
            let font = newValue ?? .systemFont(ofSize: 17)
            field.fontSize = font.layoutSize
            field.fontWeight = font.layoutWeight
        }
    }

    /// Whether the font follows the content size category (kept: the default category is used).
    open var adjustsFontForContentSizeCategory = false

    /// The text colour.
    open var textColor: UIColor? {
        get { UIColor(field.textColor) }
        set { field.textColor = (newValue ?? .label).layout }
    }

    /// The alignment of the text.
    open var textAlignment: NSTextAlignment {
        get { field.textAlignment }
        set { field.textAlignment = newValue }
    }

    /// The border: none, a line, a bezel, or the rounded rectangle.
    open var borderStyle: BorderStyle {
        get { field.borderStyle }
        set { field.borderStyle = newValue }
    }

    /// Whether the text shows as dots.
    open var isSecureTextEntry: Bool {
        get { field.isSecureTextEntry }
        set { field.isSecureTextEntry = newValue }
    }

    /// A view at the left of the text.
    open var leftView: UIView? {
        get { field.leftView.map(UIView.wrapping) }
        set { field.leftView = newValue?.layoutView }
    }

    /// When the left view shows.
    open var leftViewMode: ViewMode {
        get { field.leftViewMode }
        set { field.leftViewMode = newValue }
    }

    /// A view at the right of the text.
    open var rightView: UIView? {
        get { field.rightView.map(UIView.wrapping) }
        set { field.rightView = newValue?.layoutView }
    }

    /// When the right view shows.
    open var rightViewMode: ViewMode {
        get { field.rightViewMode }
        set { field.rightViewMode = newValue }
    }

    /// When the clear button shows (kept: no clear button is drawn).
    open var clearButtonMode: ViewMode = .never

    /// Whether the field is being edited (it is the first responder).
    public var isEditing: Bool { field.isEditing }

    /// Makes the field take typed text.
    @discardableResult
    open override func becomeFirstResponder() -> Bool { field.becomeFirstResponder() }

    /// Stops the field taking typed text.
    @discardableResult
    open override func resignFirstResponder() -> Bool { field.resignFirstResponder() }

    /// The keyboard asked for (kept: typing comes from the physical keyboard).
    open var keyboardType = UIKeyboardType.default
    /// The return key's title (kept).
    open var returnKeyType = UIReturnKeyType.default
    /// When text is capitalised (kept).
    open var autocapitalizationType = UITextAutocapitalizationType.sentences
    /// Whether spelling is corrected (kept).
    open var autocorrectionType = UITextAutocorrectionType.default
    /// Whether spelling is checked (kept).
    open var spellCheckingType = UITextSpellCheckingType.default
    /// What the field holds, for autofill (kept).
    open var textContentType: UITextContentType?
    /// Whether the field is cleared when editing begins (kept).
    open var clearsOnBeginEditing = false
    /// Whether the font shrinks to fit (kept).
    open var adjustsFontSizeToFitWidth = false
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
    /// The smallest size the font shrinks to when it fits its width (kept: the font does not shrink).
    open var minimumFontSize: CGFloat = 0
    /// Hears of editing: it is told when editing begins and ends and when Return is pressed.
    open weak var delegate: UITextFieldDelegate? {
        didSet {
            guard !forwardsToDelegate else { return }
            forwardsToDelegate = true
            let forward: [(Event, @MainActor (UITextFieldDelegate, UITextField) -> Void)] = [
                (.editingDidBegin, { $0.textFieldDidBeginEditing($1) }),
                (.editingDidEnd, { $0.textFieldDidEndEditing($1, reason: .committed) }),
                (.editingDidEndOnExit, { _ = $0.textFieldShouldReturn($1) }),
            ]
            for (event, call) in forward {
                addAction(
                    UIAction { [weak self] _ in
                        guard let self, let delegate = self.delegate else { return }
                        call(delegate, self)
                    }, for: event)
            }
            field.shouldBeginEditing = { [weak self] in
                guard let self, let delegate = self.delegate else { return true }
                return delegate.textFieldShouldBeginEditing(self)
            }
            field.shouldEndEditing = { [weak self] in
                guard let self, let delegate = self.delegate else { return true }
                return delegate.textFieldShouldEndEditing(self)
            }
            field.shouldChangeText = { [weak self] range, replacement in
                guard let self, let delegate = self.delegate else { return true }
                return delegate.textField(
                    self, shouldChangeCharactersIn: NSRange(location: range.lowerBound, length: range.count), replacementString: replacement
                )
            }
        }
    }
    private var forwardsToDelegate = false
    /// The selection set through `selectedTextRange` (`NSNotFound`: none; kept, see `UITextInput`).
    var keptSelection = NSRange(location: NSNotFound, length: 0)

    /// Types text at the end, as keystrokes do (UIKit's `UIKeyInput.insertText(_:)`): the
    /// delegate is asked about each character; a newline is Return.
    open func insertText(_ text: String) { field.insertText(text) }
    /// Deletes the last character, as the Delete key does.
    open func deleteBackward() { field.deleteBackward() }
    /// Whether there is text.
    open var hasText: Bool { !(field.text ?? "").isEmpty }

    /// Where the text goes in `bounds`: the bounds less 7 points each side and the side views that
    /// show. Override it (with ``editingRect(forBounds:)`` and ``placeholderRect(forBounds:)``,
    /// which default to it) to pad the text, as UIKit code does:
    ///
    /// ```swift
    /// override func textRect(forBounds bounds: CGRect) -> CGRect { bounds.insetBy(dx: 16, dy: 0) }
    /// ```
    ///
    /// - Parameter bounds: the field's bounds.
    open func textRect(forBounds bounds: CGRect) -> CGRect { CGRect(field.rect(.text, forBounds: bounds.layout)) }

    /// Where the text goes while the field is edited (the text rect by default).
    ///
    /// - Parameter bounds: the field's bounds.
    open func editingRect(forBounds bounds: CGRect) -> CGRect { CGRect(field.rect(.editing, forBounds: bounds.layout)) }

    /// Where the placeholder goes (the text rect by default).
    ///
    /// - Parameter bounds: the field's bounds.
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { CGRect(field.rect(.placeholder, forBounds: bounds.layout)) }

    /// Where the left view goes: 7 points in, centred vertically, at its size.
    ///
    /// - Parameter bounds: the field's bounds.
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect { CGRect(field.rect(.leftView, forBounds: bounds.layout)) }

    /// Where the right view goes: 7 points in from the right, centred vertically, at its size.
    ///
    /// - Parameter bounds: the field's bounds.
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect { CGRect(field.rect(.rightView, forBounds: bounds.layout)) }

    /// A text field's border: `.none`, `.line`, `.bezel`, `.roundedRect`.
    public typealias BorderStyle = TextField.BorderStyle
    /// When a side view shows: `.never`, `.whileEditing`, `.unlessEditing`, `.always`.
    public typealias ViewMode = TextField.ViewMode

    /// Why editing ended (UIKit's `UITextField.DidEndEditingReason`).
    public enum DidEndEditingReason: Int, Sendable {
        /// The field resigned (Return, another field, `endEditing`).
        case committed
        /// Editing was cancelled (never here).
        case cancelled
    }
}

/// What a text field tells of its editing (UIKit's `UITextFieldDelegate`); every method is optional.
@MainActor
public protocol UITextFieldDelegate: AnyObject {
    /// Editing began (the field became the first responder).
    func textFieldDidBeginEditing(_ textField: UITextField)
    /// Editing ended.
    func textFieldDidEndEditing(_ textField: UITextField)
    /// Editing ended, and why (called instead of ``textFieldDidEndEditing(_:)``; by default it calls that).
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)
    /// Whether editing may begin (a tap or `becomeFirstResponder()`); false keeps the field inactive.
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    /// Whether editing may end; false keeps the field the first responder.
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    /// Whether the clear button may clear the text (kept: the clear button is not drawn).
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    /// The selection changed (kept: fields have no selection here).
    func textFieldDidChangeSelection(_ textField: UITextField)
    /// Return was pressed; the answer is kept for UIKit's sake.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
    /// Whether a keystroke may replace the characters in `range` (UTF-16 offsets) with `string`
    /// (empty for a deletion); false leaves the text as it is.
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
}

extension UITextFieldDelegate {
    /// Does nothing.
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    /// Does nothing.
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    /// Calls ``textFieldDidEndEditing(_:)``.
    public func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        textFieldDidEndEditing(textField)
    }
    /// Returns true.
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    /// Returns true.
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    /// Returns true.
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    /// Does nothing.
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
    /// Returns true.
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
    /// Returns true: every keystroke changes the text.
    public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        true
    }
}

extension UITextField: TextFieldWrapping {
    package func wrappedRect(_ kind: TextField.RectKind, forBounds bounds: Rect) -> Rect {
        let b = CGRect(bounds)
        let r: CGRect =
            switch kind {
            case .text: textRect(forBounds: b)
            case .editing: editingRect(forBounds: b)
            case .placeholder: placeholderRect(forBounds: b)
            case .leftView: leftViewRect(forBounds: b)
            case .rightView: rightViewRect(forBounds: b)
            }
        return r.layout
    }
}
