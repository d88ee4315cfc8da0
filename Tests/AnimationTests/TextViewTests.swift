import Animation
import Layout
import Rendering
import Testing

/// Text views as UIKit's: a tap begins editing, typed text (newlines included) arrives with
/// `textViewDidChange`, and without scrolling the view sizes itself to its wrapped text.
@Suite("Text views: editing and self-sizing")
struct TextViewTests {
    /// Records the delegate calls.
    final class Delegate: TextViewDelegate {
        var calls: [String] = []
        func textViewDidBeginEditing(_ textView: TextView) { calls.append("begin") }
        func textViewDidChange(_ textView: TextView) { calls.append("change") }
        func textViewDidEndEditing(_ textView: TextView) { calls.append("end") }
    }

    private func window(_ view: TextView, height: Double?) throws -> Window {
        let window = Window(size: Size(width: 320, height: 400), logSink: { _ in })
        window.rootViewController = ViewController()
        view.translatesAutoresizingMaskIntoConstraints = false
        window.rootView!.addSubview(view)
        var constraints = [
            view.leadingAnchor.constraint(equalTo: window.rootView!.leadingAnchor, constant: 10),
            view.topAnchor.constraint(equalTo: window.rootView!.topAnchor, constant: 10),
            view.widthAnchor.constraint(equalToConstant: 200),
        ]
        if let height { constraints.append(view.heightAnchor.constraint(equalToConstant: height)) }
        try LayoutConstraint.activate(constraints)
        window.layoutIfNeeded()
        return window
    }

    @Test("a tap begins editing; typing, a newline and Backspace change the text and tell the delegate")
    func editing() throws {
        let view = TextView()
        let delegate = Delegate()
        view.textViewDelegate = delegate
        let w = try window(view, height: 100)
        w.tap(at: Point(x: 50, y: 50))
        #expect(view.isFirstResponder)
        w.type("ab\nc")
        w.deleteBackward()
        #expect(view.text == "ab\n")
        #expect(delegate.calls == ["begin", "change", "change", "change", "change", "change"])
        view.resignFirstResponder()
        #expect(delegate.calls.last == "end")
    }

    @Test("without scrolling it grows with its text, wrapped at its width, plus the 8-point insets")
    func selfSizing() throws {
        let view = TextView(text: "one")
        view.isScrollEnabled = false
        let w = try window(view, height: nil)
        let one = view.frame.height
        #expect(one == view.textLayout.size.height + 16)
        view.text = String(repeating: "many words that wrap ", count: 6)
        w.layoutIfNeeded()
        #expect(view.textLayout.lines.count > 2)
        #expect(view.frame.height == view.textLayout.size.height + 16, "\(view.frame)")
    }

    @Test("without scrolling and with nothing to hold its width, it is as wide as its text on one line (UIKit's text views grow sideways)")
    func growsWithItsText() throws {
        let window = Window(size: Size(width: 320, height: 400), logSink: { _ in })
        window.rootViewController = ViewController()
        let root = window.rootView!
        let view = TextView(text: "short text")
        view.isScrollEnabled = false
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        try LayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            view.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            view.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: -10),
        ])
        window.layoutIfNeeded()
        let oneLine = view.textLayout(wrappingAt: nil, measurer: window.textMeasurer)
        #expect(view.frame.width == oneLine.size.width + 10, "the text plus the 5-point line padding on each side")
        #expect(view.frame.height == oneLine.size.height + 16)
        #expect(view.textLayout.lines.count == 1)
        // Longer than the room it has: it takes the whole 300 points and wraps there.
        view.text = String(repeating: "many words that wrap ", count: 6)
        window.layoutIfNeeded()
        #expect(view.frame.width == 300)
        #expect(view.textLayout.lines.count > 2)
        #expect(view.frame.height == view.textLayout.size.height + 16, "\(view.frame)")
        // Scrolling again, it asks for no size: the height constraints would have to give one.
        view.isScrollEnabled = true
        #expect(view.intrinsicContentSize == Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric))
    }

    @Test("drawn: the wrapped lines, and a caret while editing")
    func drawing() throws {
        let view = TextView(text: "hello")
        let w = try window(view, height: 100)
        func texts() -> [String] { DisplayList(window: w).items.compactMap { if case .text(let t, _, _, _, _, _) = $0 { t } else { nil } } }
        #expect(texts() == ["hello"])
        w.tap(at: Point(x: 50, y: 50))
        let caret = DisplayList(window: w).items.contains { if case .fill(let r, _) = $0 { r.width == 2 } else { false } }
        #expect(caret)
    }
}
