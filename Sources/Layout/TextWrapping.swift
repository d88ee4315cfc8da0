/// Text that wraps at the width layout gives it, as UIKit's multi-line labels (with no
/// `preferredMaxLayoutWidth`) and text views that do not scroll do: measured on as few lines as
/// its newlines allow until layout gives it a width, then wrapped there (its intrinsic height
/// follows, and the same layout pass solves again).
///
/// The width is forgotten, and the text measured afresh, when the text or its font changes and
/// when the window changes size (a rotation): a longer text, or more room, widens the view again
/// as far as its constraints allow before it wraps.
@MainActor
protocol WrapsAtLaidOutWidth: View {
    /// Whether the view wraps at the width layout gives it now.
    var wrapsAtLaidOutWidth: Bool { get }
    /// The width layout last gave the view (nil: measured on as few lines as possible).
    var automaticWrapWidth: Double? { get set }
}

extension WrapsAtLaidOutWidth {
    /// Wraps at `width` from now on; true when that changed the intrinsic size.
    ///
    /// - Parameters:
    ///   - width: the width layout gave.
    ///   - invalidating: tell the window's engine (false when another engine is fitting).
    @discardableResult
    func adoptWrapWidth(_ width: Double, invalidating: Bool = true) -> Bool {
        guard wrapsAtLaidOutWidth, width > 0, width != automaticWrapWidth else { return false }
        let before = intrinsicContentSize
        automaticWrapWidth = width
        guard intrinsicContentSize != before else { return false }
        if invalidating { invalidateIntrinsicContentSize() }
        return true
    }

    /// Forgets the width layout gave and measures the text afresh; the view lays out again so that
    /// the next pass adopts its new width.
    func measureTextAfresh() {
        if automaticWrapWidth != nil {
            automaticWrapWidth = nil
            setNeedsLayout()
        }
        invalidateIntrinsicContentSize()
    }
}

extension View {
    /// Measures afresh the text of this subtree that wraps at the width layout gives it (the
    /// window changed size: there may be more room, or less).
    func measureWrappedTextAfresh() {
        forEachInSubtree { if let v = $0 as? any WrapsAtLaidOutWidth, v.wrapsAtLaidOutWidth { v.measureTextAfresh() } }
    }
}
