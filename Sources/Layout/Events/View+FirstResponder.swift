// The first responder: the view that takes typed text (UIKit's `becomeFirstResponder()`).

extension View {
    /// Makes the view its window's first responder, if it ``canBecomeFirstResponder`` and is in a
    /// window; the one before resigns.
    ///
    /// - Returns: whether the view is now the first responder.
    @discardableResult
    public func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder, agreesToBecomeFirstResponder, let window else { return false }
        if window.firstResponder === self { return true }
        if let old = window.firstResponder {
            // The keyboard stays up while one text input hands over to the next.
            window.handingOverFirstResponder = true
            defer { window.handingOverFirstResponder = false }
            if !old.resignFirstResponder() { return false }
        }
        window.firstResponderStorage = WeakReference(self)
        didBecomeFirstResponder()
        window.firstResponderChanged()
        return true
    }

    /// Stops being the first responder, unless it cannot resign now (``canResignFirstResponder``).
    ///
    /// - Returns: whether the view is no longer the first responder.
    @discardableResult
    public func resignFirstResponder() -> Bool {
        guard let window, window.firstResponder === self else { return true }
        guard canResignFirstResponder else { return false }
        window.firstResponderStorage = nil
        didResignFirstResponder()
        if !window.handingOverFirstResponder { window.firstResponderChanged() }
        return true
    }

    /// Whether the view is its window's first responder.
    public var isFirstResponder: Bool { window?.firstResponder === self }
}

extension Window {
    /// The view that takes typed text, if any.
    public var firstResponder: View? { firstResponderStorage?.object }

    /// Has the first responder resign when it is in `subtree`, which is leaving the window, as
    /// UIKit's first responder resigns as it leaves (even one that would refuse).
    func resignFirstResponder(in subtree: View) {
        guard let first = firstResponder, first.isDescendant(of: subtree) else { return }
        if !first.resignFirstResponder() {
            firstResponderStorage = nil
            first.didResignFirstResponder()
            firstResponderChanged()
        }
    }

    /// Types text into the first responder (a text field or text view), as the keyboard does; a
    /// newline is Return (it ends a text field's editing, and is a new line in a text view).
    ///
    /// - Parameter text: what was typed.
    /// - Returns: whether a text input took it.
    @discardableResult
    public func insertText(_ text: String) -> Bool {
        guard let input = firstResponder as? TextInput else { return false }
        input.insertText(text)
        return true
    }

    /// Deletes the character before the caret in the first responder (Backspace).
    ///
    /// - Returns: whether a text input took it.
    @discardableResult
    public func deleteBackward() -> Bool {
        guard let input = firstResponder as? TextInput else { return false }
        input.deleteBackward()
        return true
    }
}
