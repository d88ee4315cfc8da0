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
    /// UIKit's `UITextField.BorderStyle` (with its raw values).
    public enum BorderStyle: Int, Sendable {
        /// No border.
        case none = 0
        /// A thin line.
        case line = 1
        /// A bezel.
        case bezel = 2
        /// A rounded rectangle, 34 points high (the usual one).
        case roundedRect = 3
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
    /// When an overlay view shows (UIKit's `UITextField.ViewMode`).
    public enum ViewMode: Sendable {
        /// Never.
        case never
        /// While the field is being edited.
        case whileEditing
        /// While it is not.
        case unlessEditing
        /// Always.
        case always
    }
    /// A view at the leading edge (an icon), shown as ``leftViewMode`` says; the text starts after it.
    public var leftView: View? {
        didSet {
            if oldValue !== leftView { oldValue?.removeFromSuperview() }
            if let v = leftView { addSubview(v) }
            setNeedsLayout()
        }
    }
    /// When the left view shows (never, by default, as UIKit's).
    public var leftViewMode = ViewMode.never { didSet { setNeedsLayout() } }
    /// A view at the trailing edge, shown as ``rightViewMode`` says; the text ends before it.
    public var rightView: View? {
        didSet {
            if oldValue !== rightView { oldValue?.removeFromSuperview() }
            if let v = rightView { addSubview(v) }
            setNeedsLayout()
        }
    }
    /// When the right view shows (never, by default).
    public var rightViewMode = ViewMode.never { didSet { setNeedsLayout() } }
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

    /// Where the text goes in `bounds` (UIKit's `textRect(forBounds:)`): the bounds less 7 points
    /// each side, and less the overlay views that show with a 4-point gap.
    ///
    /// - Parameter bounds: the field's bounds.
    open func textRect(forBounds bounds: Rect) -> Rect {
        var r = Rect(x: bounds.x + 7, y: bounds.y, width: max(bounds.width - 14, 0), height: bounds.height)
        if leftView != nil, shows(leftViewMode) {
            let left = dispatchRect(.leftView, forBounds: bounds)
            r = Rect(x: left.maxX + 4, y: r.y, width: max(bounds.maxX - left.maxX - 4 - 7, 0), height: r.height)
        }
        if rightView != nil, shows(rightViewMode) { r.size.width = max(dispatchRect(.rightView, forBounds: bounds).minX - 4 - r.x, 0) }
        return r
    }

    /// Where the text goes while the field is edited (UIKit's `editingRect(forBounds:)`): the text rect.
    ///
    /// - Parameter bounds: the field's bounds.
    open func editingRect(forBounds bounds: Rect) -> Rect { dispatchRect(.text, forBounds: bounds) }

    /// Where the placeholder goes (UIKit's `placeholderRect(forBounds:)`): the text rect.
    ///
    /// - Parameter bounds: the field's bounds.
    open func placeholderRect(forBounds bounds: Rect) -> Rect { dispatchRect(.text, forBounds: bounds) }

    /// Where the left view goes (UIKit's `leftViewRect(forBounds:)`): 7 points in from the left
    /// edge, centred vertically, at the view's size (its intrinsic size when it has none).
    ///
    /// - Parameter bounds: the field's bounds.
    open func leftViewRect(forBounds bounds: Rect) -> Rect {
        guard let v = leftView else { return .zero }
        let s = overlaySize(v)
        return Rect(x: bounds.x + 7, y: bounds.y + (bounds.height - s.height) / 2, width: s.width, height: s.height)
    }

    /// Where the right view goes (UIKit's `rightViewRect(forBounds:)`): 7 points in from the right
    /// edge, centred vertically, at the view's size.
    ///
    /// - Parameter bounds: the field's bounds.
    open func rightViewRect(forBounds bounds: Rect) -> Rect {
        guard let v = rightView else { return .zero }
        let s = overlaySize(v)
        return Rect(x: bounds.maxX - 7 - s.width, y: bounds.y + (bounds.height - s.height) / 2, width: s.width, height: s.height)
    }

    /// An overlay view's size: its frame's, or its intrinsic size when its frame is empty.
    private func overlaySize(_ v: View) -> Size {
        let s = v.effectiveIntrinsicContentSize
        return v.frame.size != .zero ? v.frame.size : Size(width: max(s.width, 0), height: max(s.height, 0))
    }

    /// The rects a UIKit subclass may override, by kind (``TextFieldWrapping``).
    package enum RectKind: Sendable {
        /// ``textRect(forBounds:)``.
        case text
        /// ``editingRect(forBounds:)``.
        case editing
        /// ``placeholderRect(forBounds:)``.
        case placeholder
        /// ``leftViewRect(forBounds:)``.
        case leftView
        /// ``rightViewRect(forBounds:)``.
        case rightView
    }

    /// One of the field's rects, through the wrapper when there is one (a UIKit subclass's override).
    func dispatchRect(_ kind: RectKind, forBounds bounds: Rect) -> Rect {
        if let w = wrapperReference as? any TextFieldWrapping { return w.wrappedRect(kind, forBounds: bounds) }
        return rect(kind, forBounds: bounds)
    }

    /// One of the field's own rects (not a subclass's override), by kind.
    package func rect(_ kind: RectKind, forBounds bounds: Rect) -> Rect {
        switch kind {
        case .text: textRect(forBounds: bounds)
        case .editing: editingRect(forBounds: bounds)
        case .placeholder: placeholderRect(forBounds: bounds)
        case .leftView: leftViewRect(forBounds: bounds)
        case .rightView: rightViewRect(forBounds: bounds)
        }
    }

    /// Where the text or placeholder is drawn now, in the bounds: the editing rect while editing,
    /// else the text rect when there is text, else the placeholder rect.
    public var drawnTextRect: Rect {
        dispatchRect(isEditing ? .editing : text?.isEmpty == false ? .text : .placeholder, forBounds: bounds)
    }

    /// The line shown (the text, the placeholder, or a space for none), measured: what the
    /// renderer centres in ``drawnTextRect``.
    ///
    /// - Parameter measurer: the fonts to measure with.
    public func shownLine(measuredBy measurer: TextMeasurer) -> TextLayout {
        let shown = displayedText
        return measurer.layout(shown.isEmpty ? " " : shown, fontSize: fontSize, weight: fontWeight, maxWidth: nil, maxLines: 1)
    }

    /// The text's baseline: its line is centred vertically in ``drawnTextRect``, as UIKit draws it.
    open override var firstBaselineOffsetFromTop: Double? {
        let area = drawnTextRect, line = shownLine(measuredBy: textMeasurer)
        return area.minY - bounds.minY + (area.height - line.size.height) / 2 + line.firstBaseline
    }

    /// The distance from the text's baseline to the bottom (one line: the first baseline's).
    open override var lastBaselineOffsetFromBottom: Double? { firstBaselineOffsetFromTop.map { frame.height - $0 } }

    /// The baseline from the centre, the same at every height: layout holds it there.
    override var baselineOffsetFromCenter: Double? { firstBaselineOffsetFromTop.map { $0 - frame.height / 2 } }

    private func shows(_ mode: ViewMode) -> Bool {
        switch mode {
        case .never: false
        case .always: true
        case .whileEditing: isEditing
        case .unlessEditing: !isEditing
        }
    }

    /// Places the overlay views where ``leftViewRect(forBounds:)`` and ``rightViewRect(forBounds:)``
    /// say (a UIKit subclass's overrides included), and hides them when their mode says so.
    open override func layoutSubviews() {
        super.layoutSubviews()
        if let v = leftView {
            v.frame = dispatchRect(.leftView, forBounds: bounds)
            v.isHidden = !shows(leftViewMode)
        }
        if let v = rightView {
            v.frame = dispatchRect(.rightView, forBounds: bounds)
            v.isHidden = !shows(rightViewMode)
        }
    }

    /// A text field takes the keyboard.
    open override var canBecomeFirstResponder: Bool { isEnabled }

    /// Whether editing may begin (UIKit's `textFieldShouldBeginEditing`; nil: it may).
    public var shouldBeginEditing: (() -> Bool)?
    /// Whether editing may end (UIKit's `textFieldShouldEndEditing`; nil: it may).
    public var shouldEndEditing: (() -> Bool)?

    /// Asks ``shouldBeginEditing``.
    open override var agreesToBecomeFirstResponder: Bool { shouldBeginEditing?() ?? true }
    /// Asks ``shouldEndEditing``.
    open override var canResignFirstResponder: Bool { shouldEndEditing?() ?? true }

    /// The text (or placeholder) measured, plus 7 points each side and the overlay views; 34
    /// points high with a rounded-rect border, as UIKit's.
    open override var intrinsicContentSize: Size {
        let measurer = textMeasurer
        let shown = (text?.isEmpty == false ? text : placeholder) ?? ""
        let t = measurer.layout(shown, fontSize: fontSize, weight: fontWeight, maxWidth: nil, maxLines: 1).size
        let height = borderStyle == .roundedRect ? 34 : max(t.height, fontSize * 1.2) + (borderStyle == .none ? 0 : 8)
        // Overlay views that can show widen the field by their width and a 4-point gap.
        let overlays = [(leftView, leftViewMode), (rightView, rightViewMode)].reduce(0.0) { sum, entry in
            guard let v = entry.0, entry.1 != .never else { return sum }
            return sum + max(v.frame.width, v.effectiveIntrinsicContentSize.width, 0) + 4
        }
        return Size(width: t.width + 14 + overlays, height: height)
    }

    /// What is drawn: the text (bullets for a secure field), else the placeholder.
    public var displayedText: String {
        if let text, !text.isEmpty { return isSecureTextEntry ? String(repeating: "•", count: text.count) : text }
        return placeholder ?? ""
    }

    /// A tap makes the field the first responder (editing begins).
    open override var primaryEvents: Control.Event { [] }

    /// Lifting a touch inside begins editing.
    open override func endTracking(_ touch: Touch?, with event: Layout.Event?) {
        if let touch, bounds.contains(touch.location(in: self)) { becomeFirstResponder() }
    }

    /// Editing began (overlay views that show while editing appear).
    open override func didBecomeFirstResponder() {
        setNeedsLayout()
        sendActions(for: .editingDidBegin)
    }

    /// Editing ended.
    open override func didResignFirstResponder() {
        setNeedsLayout()
        sendActions(for: .editingDidEnd)
    }

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
            let end = (text ?? "").utf16.count
            guard shouldChangeText?(end..<end, String(ch)) ?? true else { continue }
            text = (text ?? "") + String(ch)
            sendActions(for: .editingChanged)
        }
    }

    /// Deletes the last character (UIKit's `deleteBackward()`).
    public func deleteBackward() {
        guard var t = text, let last = t.last else { return }
        let end = t.utf16.count
        guard shouldChangeText?((end - String(last).utf16.count)..<end, "") ?? true else { return }
        t.removeLast()
        text = t
        sendActions(for: .editingChanged)
    }

    /// Asked before a keystroke changes the text, with the range it replaces (in UTF-16 offsets,
    /// as `NSRange` counts) and what replaces it; false leaves the text as it is (UIKit's
    /// `textField(_:shouldChangeCharactersIn:replacementString:)`).
    public var shouldChangeText: ((Range<Int>, String) -> Bool)?
}
