/// A one-line text input (UIKit's `UITextField`): tapped, it becomes the first responder and takes
/// typed text; it sends `editingDidBegin`, `editingChanged`, `editingDidEnd` and, for the Return
/// key, `editingDidEndOnExit`.
///
/// ```swift
/// let name = TextField(placeholder: "Name")
/// name.borderStyle = .roundedRect            // 34 points high, as UIKit's
/// name.addAction(Action { _ in print(name.text ?? "") }, for: .editingChanged)
/// ```
open class TextField: Control {
    /// UIKit's `UITextField.BorderStyle`.
    public enum BorderStyle: Sendable {
        /// No border.
        case none
        /// A thin line.
        case line
        /// A bezel.
        case bezel
        /// A rounded rectangle, 34 points high (the usual one).
        case roundedRect
    }

    /// The text.
    public var text: String? { didSet { if text != oldValue { invalidateIntrinsicContentSize() } } }
    /// Shown in grey while there is no text.
    public var placeholder: String? { didSet { if placeholder != oldValue { invalidateIntrinsicContentSize() } } }
    /// The font size in points.
    public var fontSize = 17.0 { didSet { if fontSize != oldValue { invalidateIntrinsicContentSize() } } }
    /// The font weight (regular).
    public var fontWeight = FontWeight.regular { didSet { if fontWeight != oldValue { invalidateIntrinsicContentSize() } } }
    /// The text colour.
    public var textColor = Color.black
    /// How the text lines up.
    public var textAlignment = TextAlignment.natural
    /// The border.
    public var borderStyle = BorderStyle.none { didSet { if borderStyle != oldValue { invalidateIntrinsicContentSize() } } }
    /// Whether the text is shown as bullets (a password).
    public var isSecureTextEntry = false
    /// Whether the field is the first responder, taking typed text.
    public var isEditing: Bool { isFirstResponder }

    /// Makes a text field.
    ///
    /// - Parameters:
    ///   - text: the text.
    ///   - placeholder: the grey text shown while there is none.
    public init(text: String? = nil, placeholder: String? = nil) {
        self.text = text
        self.placeholder = placeholder
        super.init(frame: .zero)
    }

    /// `UITextField`.
    open override var className: String { "UITextField" }

    /// A text field takes the keyboard.
    open override var canBecomeFirstResponder: Bool { isEnabled }

    /// The text (or placeholder) measured, plus 7 points each side; 34 points high with a
    /// rounded-rect border, as UIKit's.
    open override var intrinsicContentSize: Size {
        let measurer = window?.textMeasurer ?? BuiltinTextMeasurer()
        let shown = (text?.isEmpty == false ? text : placeholder) ?? ""
        let t = measurer.layout(shown, fontSize: fontSize, weight: fontWeight, maxWidth: nil, maxLines: 1).size
        let height = borderStyle == .roundedRect ? 34 : max(t.height, fontSize * 1.2) + (borderStyle == .none ? 0 : 8)
        return Size(width: t.width + 14, height: height)
    }

    /// What is drawn: the text (bullets for a secure field), else the placeholder.
    public var displayedText: String {
        if let text, !text.isEmpty { return isSecureTextEntry ? String(repeating: "•", count: text.count) : text }
        return placeholder ?? ""
    }

    /// A tap makes the field the first responder (editing begins).
    open override var primaryEvents: Control.Event { [] }

    /// Lifting a touch inside begins editing.
    open override func touchesEnded(_ touches: Set<Touch>, with event: Layout.Event?) {
        let wasTracking = isTracking
        super.touchesEnded(touches, with: event)
        if wasTracking, let t = touches.first, bounds.contains(t.location(in: self)) { _ = becomeFirstResponder() }
    }

    /// Editing began.
    open override func didBecomeFirstResponder() { sendActions(for: .editingDidBegin) }

    /// Editing ended.
    open override func didResignFirstResponder() { sendActions(for: .editingDidEnd) }

    /// Adds typed text at the end (UIKit's `insertText(_:)`); a newline is the Return key: it
    /// sends `editingDidEndOnExit` and ends editing.
    ///
    /// - Parameter typed: the characters typed.
    public func insertText(_ typed: String) {
        for ch in typed {
            if ch == "\n" || ch == "\r" {
                sendActions(for: .editingDidEndOnExit)
                _ = resignFirstResponder()
                return
            }
            text = (text ?? "") + String(ch)
            sendActions(for: .editingChanged)
        }
    }

    /// Deletes the last character (UIKit's `deleteBackward()`).
    public func deleteBackward() {
        guard var t = text, !t.isEmpty else { return }
        t.removeLast()
        text = t
        sendActions(for: .editingChanged)
    }
}
