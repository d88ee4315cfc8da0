import Layout
import Rendering
import Testing
import UIKit

/// The two padded-label recipes UIKit code uses, `drawText(in:)` with `intrinsicContentSize`, and
/// `textRect(forBounds:limitedToNumberOfLines:)` with `drawText(in:)`, as UIKit honours them.
@MainActor
@Suite("UILabel subclasses that pad their text: drawText(in:) and textRect(forBounds:limitedToNumberOfLines:)")
struct LabelOverrideTests {
    /// The recipe most answers give: draw the text inset, and ask for that much more room.
    final class PaddingLabel: UILabel {
        let padding = UIEdgeInsets(top: 4, left: 8, bottom: 4, right: 8)
        override func drawText(in rect: CGRect) { super.drawText(in: rect.inset(by: padding)) }
        override var intrinsicContentSize: CGSize {
            let size = super.intrinsicContentSize
            return CGSize(width: size.width + padding.left + padding.right, height: size.height + padding.top + padding.bottom)
        }
    }

    /// The other recipe: pad the text's rect, which UIKit's intrinsic size and sizeThatFits ask for.
    final class InsetRectLabel: UILabel {
        let padding = UIEdgeInsets(top: 6, left: 10, bottom: 6, right: 10)
        override func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
            let text = super.textRect(forBounds: bounds.inset(by: padding), limitedToNumberOfLines: numberOfLines)
            return text.inset(by: UIEdgeInsets(top: -padding.top, left: -padding.left, bottom: -padding.bottom, right: -padding.right))
        }
        override func drawText(in rect: CGRect) { super.drawText(in: rect.inset(by: padding)) }
    }

    /// A label that draws its own way and never calls super: UIKit draws no text for it.
    final class SilentLabel: UILabel {
        override func drawText(in rect: CGRect) {}
    }

    /// Where `text` is drawn in the window: the x and y of its first run.
    func drawnOrigin(of text: String, in window: UIWindow) -> (x: Double, y: Double)? {
        for item in DisplayList(window: window.layoutWindow).items {
            if case .text(let t, let x, let y, _, _, _) = item, t == text { return (x, y) }
        }
        return nil
    }

    /// Equal within the 3x pixel grid's third of a point.
    func close(_ a: CGSize, _ b: CGSize) -> Bool { abs(a.width - b.width) < 0.34 && abs(a.height - b.height) < 0.34 }

    func show(_ labels: [UILabel]) -> (UIWindow, UIViewController) {
        let controller = UIViewController()
        let window = showInWindow(controller)
        for (i, label) in labels.enumerated() {
            label.translatesAutoresizingMaskIntoConstraints = false
            controller.view.addSubview(label)
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor, constant: 20),
                label.topAnchor.constraint(equalTo: controller.view.topAnchor, constant: 100 + CGFloat(i) * 60),
            ])
        }
        window.layoutIfNeeded()
        return (window, controller)
    }

    @Test("drawText(in:) with an inset rect moves the drawn text by the padding; intrinsicContentSize pads the frame")
    func drawTextRecipe() {
        let plain = UILabel(), padded = PaddingLabel()
        plain.text = "Plain"
        padded.text = "Padded"
        let (window, _) = show([plain, padded])
        let bare = UILabel()
        bare.text = "Padded"
        let text = bare.intrinsicContentSize
        // Frames land on the 3x screen's pixel grid: within a third of a point.
        #expect(close(padded.frame.size, CGSize(width: text.width + 16, height: text.height + 8)))
        let p = drawnOrigin(of: "Plain", in: window), d = drawnOrigin(of: "Padded", in: window)
        #expect(p.map { $0.x } == 20, "a plain label draws at its leading edge")
        #expect(d.map { $0.x } == 28, "the padded label's text starts 8 pt in")
        #expect(
            d.map { abs($0.y - Double(padded.frame.minY) - 4) < 0.34 } == true,
            "and 4 pt down: centred in the inset rect, which its text fills")
    }

    @Test("textRect(forBounds:limitedToNumberOfLines:) padded: the intrinsic size and sizeThatFits include the padding")
    func textRectRecipe() {
        let label = InsetRectLabel(), bare = UILabel()
        label.text = "Inset"
        bare.text = "Inset"
        let (window, _) = show([label])
        let text = bare.intrinsicContentSize
        #expect(label.intrinsicContentSize == CGSize(width: text.width + 20, height: text.height + 12))
        #expect(close(label.frame.size, label.intrinsicContentSize))
        #expect(label.sizeThatFits(CGSize(width: 300, height: 300)) == label.intrinsicContentSize)
        #expect(drawnOrigin(of: "Inset", in: window).map { $0.x } == 30)
    }

    @Test("A multi-line label padded through textRect wraps inside its padding and grows by it")
    func multiLineTextRect() {
        let label = InsetRectLabel()
        label.numberOfLines = 0
        label.text = "A longer text that has to wrap onto more than one line at this width"
        let controller = UIViewController()
        let window = showInWindow(controller)
        label.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor, constant: 20),
            label.widthAnchor.constraint(equalToConstant: 200),
            label.topAnchor.constraint(equalTo: controller.view.topAnchor, constant: 100),
        ])
        window.layoutIfNeeded()
        let bare = UILabel()
        bare.numberOfLines = 0
        bare.text = label.text
        let wrapped = bare.sizeThatFits(CGSize(width: 180, height: CGFloat.greatestFiniteMagnitude))
        #expect(wrapped.height > bare.intrinsicContentSize.height, "the text does wrap at 180 pt")
        #expect(abs(label.frame.height - wrapped.height - 12) < 0.34, "wrapped at 200 less 20 of padding, 12 taller")
    }

    @Test("A drawText(in:) that does not call super draws no text, as UIKit's")
    func silentLabel() {
        let label = SilentLabel()
        label.text = "Hidden"
        let (window, _) = show([label])
        #expect(label.frame.width > 0, "it is laid out as any label")
        #expect(drawnOrigin(of: "Hidden", in: window) == nil)
    }
}
