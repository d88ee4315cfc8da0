/// What takes typed text (UIKit's `UIKeyInput`): text fields and text views.
@MainActor
public protocol TextInput: AnyObject {
    /// Whether there is text.
    var hasText: Bool { get }
    /// Adds typed text at the end.
    func insertText(_ text: String)
    /// Deletes the last character.
    func deleteBackward()
}

extension TextField: TextInput {
    /// Whether there is text.
    public var hasText: Bool { text?.isEmpty == false }
}

/// Multi-line, editable text (UIKit's `UITextView`): tapped, it becomes the first responder and
/// takes typed text, newlines included; its ``textViewDelegate`` hears of editing. With
/// `isScrollEnabled` false it sizes itself to its text wrapped at its width, as UIKit's does.
open class TextView: ScrollView, TextInput, WrapsAtLaidOutWidth {
    /// The text.
    public var text = "" { didSet { if text != oldValue { textChanged() } } }
    /// The font size in points (12, as UIKit's default font).
    public var fontSize = 12.0 { didSet { if fontSize != oldValue { textChanged() } } }
    /// The font weight (regular).
    public var fontWeight = FontWeight.regular { didSet { if fontWeight != oldValue { textChanged() } } }
    /// The text colour.
    public var textColor = Color.black
    /// Whether typing changes the text (true).
    public var isEditable = true
    /// The space around the text (UIKit's `textContainerInset`: 8 above and below); the text also
    /// stays 5 points from the sides (the line fragment padding).
    public var textContainerInset = EdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
        didSet { if textContainerInset != oldValue { textChanged() } }
    }
    /// Told when editing begins, changes and ends.
    public weak var textViewDelegate: TextViewDelegate?
    /// The side padding of each line (UIKit's `lineFragmentPadding`).
    nonisolated public static let lineFragmentPadding = 5.0

    /// Makes a text view.
    ///
    /// - Parameter text: the text.
    public init(text: String = "") {
        self.text = text
        super.init(frame: .zero)
    }

    /// `UITextView`.
    open override var className: String { "UITextView" }

    /// Whether there is text.
    public var hasText: Bool { !text.isEmpty }

    /// An editable text view takes the keyboard.
    open override var canBecomeFirstResponder: Bool { isEditable }

    /// Whether editing may begin (UIKit's `textViewShouldBeginEditing`; nil: it may).
    public var shouldBeginEditing: (() -> Bool)?
    /// Whether editing may end (UIKit's `textViewShouldEndEditing`; nil: it may).
    public var shouldEndEditing: (() -> Bool)?

    /// Asks ``shouldBeginEditing``.
    open override var agreesToBecomeFirstResponder: Bool { shouldBeginEditing?() ?? true }
    /// Asks ``shouldEndEditing``.
    open override var canResignFirstResponder: Bool { shouldEndEditing?() ?? true }

    /// How much wider the view is than its text: the side insets and both line paddings.
    var textSideSpace: Double { textContainerInset.left + textContainerInset.right + 2 * Self.lineFragmentPadding }

    /// Where the text wraps: the width less the insets and padding.
    public var wrapWidth: Double { max(frame.width - textSideSpace, 1) }

    /// The text laid out at ``wrapWidth`` (what is drawn).
    public var textLayout: TextLayout { textLayout(wrappingAt: wrapWidth, measurer: textMeasurer) }

    /// The text laid out with `measurer`, wrapped at `width` (nil: only at its newlines); an empty
    /// text measures as one line.
    ///
    /// - Parameters:
    ///   - width: where lines wrap.
    ///   - measurer: the text measurer (the window's, when drawing).
    public func textLayout(wrappingAt width: Double?, measurer: TextMeasurer) -> TextLayout {
        measurer.layout(text.isEmpty ? " " : text, fontSize: fontSize, weight: fontWeight, maxWidth: width, maxLines: 0)
    }

    /// Scrolling: none (the text scrolls inside). Not scrolling, as UIKit's: the text on as few
    /// lines as its newlines allow, plus the insets and padding (so a text view that nothing
    /// keeps narrower grows with its text, as a label does), or, once layout has given it a
    /// narrower width, the text wrapped at that width, which it then asks for.
    open override var intrinsicContentSize: Size {
        guard !isScrollEnabled else { return Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric) }
        let measurer = textMeasurer
        let vertical = textContainerInset.top + textContainerInset.bottom
        let natural = textLayout(wrappingAt: nil, measurer: measurer)
        if let width = automaticWrapWidth, natural.size.width + textSideSpace > width {
            let wrapped = textLayout(wrappingAt: max(width - textSideSpace, 1), measurer: measurer)
            return Size(width: max(wrapped.size.width + textSideSpace, width), height: wrapped.size.height + vertical)
        }
        return Size(width: natural.size.width + textSideSpace, height: natural.size.height + vertical)
    }

    /// The width layout last gave a text view that does not scroll.
    var automaticWrapWidth: Double?

    /// Whether the view sizes itself to its text: it does not scroll.
    var wrapsAtLaidOutWidth: Bool { !isScrollEnabled }

    /// The text wrapped at `size.width` less the insets and padding, with them (UIKit's
    /// `sizeThatFits(_:)`, scrolling or not): the height a text view needs at a width, which
    /// self-sizing input bars ask for as their text changes.
    ///
    /// - Parameter size: the space offered; an infinite or non-positive width wraps only at newlines.
    open override func sizeThatFits(_ size: Size) -> Size {
        let width = size.width.isFinite && size.width > 0 ? max(size.width - textSideSpace, 1) : nil
        let wrapped = textLayout(wrappingAt: width, measurer: textMeasurer).size
        return Size(width: wrapped.width + textSideSpace, height: wrapped.height + textContainerInset.top + textContainerInset.bottom)
    }

    /// The width may have changed: the wrapped height follows, and the content size; after typing,
    /// the caret is scrolled into view at the size layout gave.
    open override func layoutSubviews() {
        super.layoutSubviews()
        adoptWrapWidth(frame.width)
        followText()
        if caretNeedsReveal {
            caretNeedsReveal = false
            revealCaret()
        }
    }

    /// Whether typing moved the caret since the last layout.
    private var caretNeedsReveal = false

    /// Typing keeps the caret, at the end of the text, in view: a text view that scrolls scrolls
    /// down to it, at once and again after the layout the change causes (a self-sizing text view
    /// that reached its limit starts scrolling there), as UIKit's text view follows its caret.
    private func typed() {
        caretNeedsReveal = true
        setNeedsLayout()
        revealCaret()
    }

    /// Scrolls to the end of the text, where the caret is: its last line at the bottom, or the top
    /// when it all fits.
    private func revealCaret() {
        guard isScrollEnabled, frame.height > 0 else { return }
        let end = offsetBounds.max.y
        if contentOffset.y != end { setContentOffset(Point(x: contentOffset.x, y: end)) }
    }

    /// The text, its font or its insets changed: measured afresh, the content size at once (a
    /// delegate told of the change reads it, as in UIKit).
    private func textChanged() {
        measureTextAfresh()
        followText()
    }

    /// Sets the content size to the text and its insets at the view's width, as tall as the text
    /// wraps, scrolling or not (UIKit's text view keeps its content size so). Text that shrank
    /// under the offset (cleared after sending) brings the offset back to its new end.
    private func followText() {
        guard frame.width > 0 else { return }
        let size = Size(width: frame.width, height: textLayout.size.height + textContainerInset.top + textContainerInset.bottom)
        guard size != contentSize else { return }
        contentSize = size
        let end = offsetBounds.max.y
        if contentOffset.y > end { setContentOffset(Point(x: contentOffset.x, y: end)) }
    }

    /// A tap (not a drag: that scrolls) begins editing.
    open override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        if isEditable { becomeFirstResponder() }
    }

    /// Editing began.
    open override func didBecomeFirstResponder() { textViewDelegate?.textViewDidBeginEditing(self) }

    /// Editing ended.
    open override func didResignFirstResponder() { textViewDelegate?.textViewDidEndEditing(self) }

    /// Adds typed text (newlines included) at the end.
    ///
    /// - Parameter typed: the characters typed.
    public func insertText(_ typed: String) {
        guard isEditable, !typed.isEmpty else { return }
        let end = text.utf16.count
        guard shouldChangeText?(end..<end, typed) ?? true else { return }
        text += typed
        textViewDelegate?.textViewDidChange(self)
        self.typed()
    }

    /// Deletes the last character.
    public func deleteBackward() {
        guard isEditable, let last = text.last else { return }
        let end = text.utf16.count
        guard shouldChangeText?((end - String(last).utf16.count)..<end, "") ?? true else { return }
        text.removeLast()
        textViewDelegate?.textViewDidChange(self)
        typed()
    }

    /// Asked before typing changes the text, with the range it replaces (UTF-16 offsets) and what
    /// replaces it; false leaves the text as it is (UIKit's `textView(_:shouldChangeTextIn:replacementText:)`).
    public var shouldChangeText: ((Range<Int>, String) -> Bool)?
}

/// What a text view tells while it is edited (UIKit's `UITextViewDelegate`); empty defaults.
@MainActor
public protocol TextViewDelegate: AnyObject {
    /// Editing began.
    func textViewDidBeginEditing(_ textView: TextView)
    /// The text changed.
    func textViewDidChange(_ textView: TextView)
    /// Editing ended.
    func textViewDidEndEditing(_ textView: TextView)
}

extension TextViewDelegate {
    /// Nothing.
    public func textViewDidBeginEditing(_ textView: TextView) {}
    /// Nothing.
    public func textViewDidChange(_ textView: TextView) {}
    /// Nothing.
    public func textViewDidEndEditing(_ textView: TextView) {}
}
