import Testing
import UIKit

/// A form as UIKit code limits its fields: a four-digit PIN field and a notes view that refuses a
/// second line, through their delegates.
final class PinFormViewController: UIViewController, UITextFieldDelegate, UITextViewDelegate {
    let pin = UITextField()
    let notes = UITextView()
    var changes = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        pin.borderStyle = .roundedRect
        pin.delegate = self
        notes.delegate = self
        for v in [pin, notes] as [UIView] {
            v.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(v)
        }
        NSLayoutConstraint.activate([
            pin.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            pin.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            pin.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
            notes.topAnchor.constraint(equalTo: pin.bottomAnchor, constant: 20),
            notes.leadingAnchor.constraint(equalTo: pin.leadingAnchor),
            notes.trailingAnchor.constraint(equalTo: pin.trailingAnchor),
            notes.heightAnchor.constraint(equalToConstant: 120),
        ])
    }

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        let current = (textField.text ?? "") as NSString
        let updated = current.replacingCharacters(in: range, with: string)
        return updated.count <= 4 && updated.allSatisfy(\.isNumber)
    }

    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { !text.contains("\n") }
    func textViewDidChange(_ textView: UITextView) { changes += 1 }
    // Links open nowhere here; the delegate compiles as written for iOS.
    func textView(
        _ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange, interaction: UITextItemInteraction
    ) -> Bool { interaction == .invokeDefaultAction }
}

@MainActor
@Suite(
    "Text editing delegates: shouldChangeCharactersIn and shouldChangeTextIn decide each keystroke; a text view's delegate hears changes")
struct TextEditingDelegateTests {
    @Test("the PIN field keeps four digits and refuses letters; Delete asks about the last character")
    func pinField() {
        let form = PinFormViewController()
        let window = showInWindow(form)
        form.pin.becomeFirstResponder()
        window.type("12a345")
        #expect(form.pin.text == "1234")
        form.pin.deleteBackward()
        #expect(form.pin.text == "123")
    }

    @Test("the notes view refuses a line break and tells its delegate of each change")
    func notes() {
        let form = PinFormViewController()
        _ = showInWindow(form)
        form.notes.becomeFirstResponder()
        form.notes.insertText("Hi")
        form.notes.insertText("\n")
        form.notes.insertText("!")
        #expect(form.notes.text == "Hi!")
        #expect(form.changes == 2)
        let link = URL(string: "https://example.com")!
        #expect(form.textView(form.notes, shouldInteractWith: link, in: NSRange(location: 0, length: 2), interaction: .invokeDefaultAction))
        #expect(UITextItemInteraction.presentActions.rawValue == 1)
    }

    @Test("zooming by code clamps the scale and scales the delegate's zooming view")
    func zoom() {
        final class Zoomer: NSObject, UIScrollViewDelegate {
            let image = UIView()
            var zoomed = 0
            func viewForZooming(in scrollView: UIScrollView) -> UIView? { image }
            func scrollViewDidZoom(_ scrollView: UIScrollView) { zoomed += 1 }
        }
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let zoomer = Zoomer()
        scroll.delegate = zoomer
        scroll.addSubview(zoomer.image)
        scroll.minimumZoomScale = 1
        scroll.maximumZoomScale = 3
        scroll.zoomScale = 5
        #expect(scroll.zoomScale == 3)
        #expect(zoomer.image.transform == CGAffineTransform(scaleX: 3, y: 3))
        #expect(zoomer.zoomed == 1)
    }

    @Test("a string measures as a label of its font does: one line, or wrapped at a width")
    func stringSize() {
        let font = UIFont.systemFont(ofSize: 17)
        let text = "A sentence long enough to wrap onto a second line at two hundred points."
        let line = text.size(withAttributes: [.font: font])
        let wrapped = text.boundingRect(
            with: CGSize(width: 200, height: 1000), options: .usesLineFragmentOrigin, attributes: [.font: font], context: nil)
        let label = UILabel()
        label.font = font
        label.text = text
        #expect(line.width == label.intrinsicContentSize.width)
        #expect(wrapped.width <= 200 && wrapped.height > line.height * 1.5)
    }

    @Test("the status bar is as tall as the top safe area of the screen")
    func statusBar() {
        let scene = UIWindowScene(session: UISceneSession(), connectionOptions: UIScene.ConnectionOptions())
        #expect(scene.statusBarManager?.statusBarFrame == CGRect(x: 0, y: 0, width: 393, height: 59))
    }
}
