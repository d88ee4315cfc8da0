import Layout
import Rendering
import Testing
import UIKit

/// The rect overrides UIKit code writes on `UITextField` subclasses: padded text, a padded
/// placeholder, an editing rect of its own, and a left icon moved in from the edge.
@MainActor
@Suite("UITextField subclasses that override textRect, editingRect, placeholderRect and the side views' rects")
struct TextFieldRectTests {
    /// The usual padded field: every text rect inset 16 points on each side.
    final class PaddedField: UITextField {
        override func textRect(forBounds bounds: CGRect) -> CGRect { bounds.insetBy(dx: 16, dy: 0) }
    }

    /// A field whose edited text sits further in than its resting text and placeholder.
    final class EditingInsetField: UITextField {
        override func editingRect(forBounds bounds: CGRect) -> CGRect { bounds.insetBy(dx: 30, dy: 0) }
    }

    /// A search-style field whose icon sits 12 points in.
    final class IconField: UITextField {
        override func leftViewRect(forBounds bounds: CGRect) -> CGRect {
            var rect = super.leftViewRect(forBounds: bounds)
            rect.origin.x += 5
            return rect
        }
    }

    /// The x where `text` is drawn in the window.
    func drawnX(of text: String, in window: UIWindow) -> Double? {
        for item in DisplayList(window: window.layoutWindow).items {
            if case .text(let t, let x, _, _, _, _) = item, t == text { return x }
        }
        return nil
    }

    func show(_ field: UITextField) -> UIWindow {
        let controller = UIViewController()
        let window = showInWindow(controller)
        field.frame = CGRect(x: 20, y: 100, width: 250, height: 34)
        field.borderStyle = .roundedRect
        controller.view.addSubview(field)
        window.layoutIfNeeded()
        return window
    }

    @Test("A plain field draws its text 7 pt in; textRect(forBounds:) inset 16 pt moves the text and the placeholder there")
    func paddedText() {
        let plain = UITextField(), padded = PaddedField()
        plain.text = "Plain"
        #expect(drawnX(of: "Plain", in: show(plain)) == 27)
        padded.placeholder = "Email"
        let window = show(padded)
        #expect(drawnX(of: "Email", in: window) == 36, "the placeholder rect defaults to the text rect")
        padded.text = "me@example.com"
        #expect(drawnX(of: "me@example.com", in: window) == 36)
    }

    @Test("editingRect(forBounds:) places the text only while the field is edited")
    func editingRect() {
        let field = EditingInsetField()
        field.text = "Draft"
        let window = show(field)
        #expect(drawnX(of: "Draft", in: window) == 27, "at rest: the text rect")
        #expect(field.becomeFirstResponder())
        window.layoutIfNeeded()
        #expect(drawnX(of: "Draft", in: window) == 50, "edited: 30 pt in")
    }

    @Test("leftViewRect(forBounds:) moves the left view, and the text follows it 4 pt after")
    func leftViewRect() {
        let field = IconField()
        let icon = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        field.leftView = icon
        field.leftViewMode = .always
        field.text = "Search"
        let window = show(field)
        #expect(icon.frame == CGRect(x: 12, y: 7, width: 20, height: 20))
        #expect(drawnX(of: "Search", in: window).map { abs($0 - (20 + 12 + 20 + 4)) < 1e-9 } == true)
    }
}
