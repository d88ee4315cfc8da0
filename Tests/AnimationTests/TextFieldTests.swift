import Animation
import Layout
import Rendering
import Testing

/// Text fields as UIKit's: a tap makes one the first responder, typed text arrives with
/// `editingChanged`, Return ends editing with `editingDidEndOnExit` (Apple: UITextField, UIControl.Event).
@Suite("Text fields: focus, typing and editing events")
struct TextFieldTests {
    private func window(_ fields: [(TextField, Rect)]) -> Window {
        let window = Window(size: Size(width: 320, height: 200), logSink: { _ in })
        window.rootViewController = ViewController()
        for (f, r) in fields {
            f.frame = r
            window.rootView!.addSubview(f)
        }
        window.layoutIfNeeded()
        return window
    }

    @Test("tap, type, backspace, Return: the text and UIKit's editing events, in order")
    func typing() {
        let field = TextField(placeholder: "Amount")
        var events: [String] = []
        let names: [(Control.Event, String)] = [
            (.editingDidBegin, "begin"), (.editingChanged, "changed"), (.editingDidEnd, "end"), (.editingDidEndOnExit, "return"),
        ]
        for (event, name) in names { field.addAction(Action { _ in events.append(name) }, for: event) }
        let w = window([(field, Rect(x: 10, y: 10, width: 200, height: 34))])
        #expect(!w.type("x"), "nothing has focus yet")
        w.tap(at: Point(x: 50, y: 20))
        #expect(field.isFirstResponder && w.firstResponder === field)
        w.type("12")
        w.deleteBackward()
        w.type("5\n")
        #expect(field.text == "15")
        #expect(!field.isEditing)
        #expect(events == ["begin", "changed", "changed", "changed", "changed", "return", "end"])
    }

    @Test("tapping another field moves the focus: the first ends editing")
    func focusMoves() {
        let a = TextField(), b = TextField()
        var ended = false
        a.addAction(Action { _ in ended = true }, for: .editingDidEnd)
        let w = window([(a, Rect(x: 10, y: 10, width: 200, height: 34)), (b, Rect(x: 10, y: 60, width: 200, height: 34))])
        w.tap(at: Point(x: 50, y: 20))
        w.tap(at: Point(x: 50, y: 70))
        #expect(ended && b.isFirstResponder && !a.isFirstResponder)
    }

    @Test("a rounded-rect field is 34 points high; its width follows the text or placeholder")
    func intrinsicSize() {
        let field = TextField(placeholder: "Name")
        field.borderStyle = .roundedRect
        let size = field.intrinsicContentSize
        #expect(size.height == 34 && size.width > 14)
        field.text = "A much longer name"
        #expect(field.intrinsicContentSize.width > size.width)
    }

    @Test("drawn: the placeholder in grey, bullets for a secure field, a caret while editing")
    func drawing() {
        let field = TextField(placeholder: "Password")
        field.borderStyle = .roundedRect
        let w = window([(field, Rect(x: 10, y: 10, width: 200, height: 34))])
        func texts() -> [String] { DisplayList(window: w).items.compactMap { if case .text(let t, _, _, _, _, _) = $0 { t } else { nil } } }
        #expect(texts() == ["Password"])
        field.isSecureTextEntry = true
        w.tap(at: Point(x: 50, y: 20))
        w.type("abc")
        #expect(texts() == ["•••"])
        let caret = DisplayList(window: w).items.contains { if case .fill(let r, _) = $0 { r.width == 2 } else { false } }
        #expect(caret)
    }
}

/// A text field's overlay views (UIKit's `leftView`, `rightView` and their view modes).
@Suite("Text fields: left and right views")
struct TextFieldOverlayTests {
    @Test("a left view sits at the leading edge and the text starts after it; a whileEditing right view shows only while editing")
    func overlays() {
        let window = Window(size: Size(width: 320, height: 100), logSink: { _ in })
        window.rootViewController = ViewController()
        let field = TextField(placeholder: "Search")
        field.borderStyle = .roundedRect
        let icon = View(frame: Rect(x: 0, y: 0, width: 20, height: 20))
        let clear = View(frame: Rect(x: 0, y: 0, width: 16, height: 16))
        field.leftView = icon
        field.leftViewMode = .always
        field.rightView = clear
        field.rightViewMode = .whileEditing
        field.frame = Rect(x: 10, y: 10, width: 300, height: 34)
        window.rootView!.addSubview(field)
        window.layoutIfNeeded()
        #expect(icon.frame == Rect(x: 7, y: 7, width: 20, height: 20))
        #expect(field.drawnTextRect.x == 31)
        #expect(clear.isHidden)
        window.tap(at: Point(x: 150, y: 27))
        window.layoutIfNeeded()
        #expect(!clear.isHidden && clear.frame == Rect(x: 277, y: 9, width: 16, height: 16))
        #expect(field.drawnTextRect.maxX == 273)
    }
}
