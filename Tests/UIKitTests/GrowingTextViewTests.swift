import Testing
import UIKit

/// A message input as chat apps write it: a text view that grows with its text up to a limit,
/// then scrolls, sized from `sizeThatFits(_:)` in `textViewDidChange(_:)`.
final class GrowingInputViewController: UIViewController, UITextViewDelegate {
    static let maximumHeight: CGFloat = 100
    let textView = UITextView()
    var height: NSLayoutConstraint!

    override func viewDidLoad() {
        super.viewDidLoad()
        textView.font = .preferredFont(forTextStyle: .body)
        textView.isScrollEnabled = false
        textView.delegate = self
        textView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(textView)
        height = textView.heightAnchor.constraint(equalToConstant: 36)
        NSLayoutConstraint.activate([
            textView.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            textView.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
            textView.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -8),
            height,
        ])
    }

    func textViewDidChange(_ textView: UITextView) {
        let fitting = textView.sizeThatFits(CGSize(width: textView.bounds.width, height: .greatestFiniteMagnitude)).height
        textView.isScrollEnabled = fitting > Self.maximumHeight
        height.constant = min(fitting, Self.maximumHeight)
    }
}

@MainActor
@Suite(
    "UITextView sizes to its text: sizeThatFits wraps at the offered width, the content size follows the text, a scrolling one follows its caret"
)
struct GrowingTextViewTests {
    static let text = "A message long enough to wrap onto several lines in a narrow text view, and more still."

    @Test(
        "sizeThatFits(_:) wraps the text at the offered width less the insets and padding, scrolling or not",
        arguments: [false, true])
    func sizeThatFits(scrolling: Bool) {
        let textView = UITextView()
        textView.font = .preferredFont(forTextStyle: .body)
        textView.text = Self.text
        textView.isScrollEnabled = scrolling
        let oneLine = textView.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
        let wide = textView.sizeThatFits(CGSize(width: 300, height: CGFloat.greatestFiniteMagnitude))
        let narrow = textView.sizeThatFits(CGSize(width: 150, height: CGFloat.greatestFiniteMagnitude))
        let lineHeight = UIFont.preferredFont(forTextStyle: .body).lineHeight
        #expect(abs(oneLine.height - (lineHeight + 16)) < 1, "one line and the 8-point insets above and below")
        #expect(oneLine.width > 300)
        #expect(wide.width <= 300 && narrow.width <= 150)
        #expect(wide.height > oneLine.height && narrow.height > wide.height)
        let lines = (narrow.height - 16) / (oneLine.height - 16)
        #expect(lines >= 3 && abs(lines - lines.rounded()) < 0.05, "whole lines, on the pixel grid")
    }

    @Test("typing grows the text view line by line to its limit; past it, the view scrolls with the caret's line at its bottom")
    func growingInput() throws {
        let controller = GrowingInputViewController()
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let textView = controller.textView
        _ = textView.becomeFirstResponder()
        var heights: [CGFloat] = []
        for word in Self.text.split(separator: " ") + Self.text.split(separator: " ") {
            textView.insertText(textView.text.isEmpty ? String(word) : " " + word)
            window.layoutIfNeeded()
            heights.append(textView.bounds.height)
            let fitting = textView.sizeThatFits(CGSize(width: textView.bounds.width, height: .greatestFiniteMagnitude)).height
            #expect(abs(textView.contentSize.height - fitting) < 0.5, "the content size is the text's")
            if textView.isScrollEnabled {
                let bottom = textView.contentSize.height - textView.bounds.height
                #expect(textView.bounds.height == GrowingInputViewController.maximumHeight)
                #expect(abs(textView.contentOffset.y - bottom) < 0.01, "the caret's line at the bottom")
            } else {
                #expect(textView.contentOffset.y == 0)
            }
        }
        #expect(heights == heights.sorted(), "it only grows")
        #expect(Set(heights).count >= 3 && heights.last == GrowingInputViewController.maximumHeight)
        #expect(textView.isScrollEnabled)
        // Sent: cleared by code, the offset comes back to the top of the one empty line.
        textView.text = ""
        controller.textViewDidChange(textView)
        window.layoutIfNeeded()
        #expect(!textView.isScrollEnabled && textView.contentOffset.y == 0)
        #expect(textView.bounds.height == heights[0])
    }
}
