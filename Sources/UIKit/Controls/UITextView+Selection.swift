import Foundation
import Layout

extension UITextView {
    /// The selected range in UTF-16 units, clamped to the text: by default the caret after the
    /// last character. Setting it is kept for code that reads it back; typing and deleting act at
    /// the end of the text here.
    public var selectedRange: NSRange {
        get { clampedSelection }
        set { keptSelection = newValue }
    }

    /// Scrolls as little as needed to show the wrapped line holding the start of `range` (the
    /// first and last lines with the inset beside them).
    public func scrollRangeToVisible(_ range: NSRange) {
        let layout = textView.textLayout
        guard !layout.lines.isEmpty else { return }
        let target = min(max(range.location, 0), (text as NSString).length)
        // Wrapped lines, in UTF-16 units: each line's text plus the break or space it ended at.
        var line = 0, start = 0
        for (i, text) in layout.lines.enumerated() {
            let end = start + (text as NSString).length
            line = i
            if target <= end { break }
            start = end + 1
        }
        let lineHeight = layout.size.height / Double(layout.lines.count)
        // The first and last lines bring the inset above or below them into view.
        let inset = textView.textContainerInset
        let top = line == 0 ? 0 : CGFloat(inset.top + Double(line) * lineHeight)
        let bottom = CGFloat(inset.top + Double(line + 1) * lineHeight + (line == layout.lines.count - 1 ? inset.bottom : 0))
        scrollRectToVisible(CGRect(x: contentOffset.x, y: top, width: bounds.width, height: bottom - top), animated: false)
    }
}
