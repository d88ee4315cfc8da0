import Testing
import UIKit

/// A compose screen as iOS 15 code writes it: the input bar rides on the keyboard layout guide.
final class ComposeViewController: UIViewController {
    let inputBar = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.keyboardLayoutGuide.followsUndockedKeyboard = true
        inputBar.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(inputBar)
        NSLayoutConstraint.activate([
            inputBar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            inputBar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            inputBar.heightAnchor.constraint(equalToConstant: 52),
            view.keyboardLayoutGuide.topAnchor.constraint(equalTo: inputBar.bottomAnchor),
        ])
    }
}

@MainActor
@Suite("UIKit's keyboardLayoutGuide: with no keyboard up, content on it sits on the safe area")
struct KeyboardLayoutGuideUIKitTests {
    @Test("an input bar pinned to the keyboard guide's top sits above the home indicator of an iPhone 15")
    func inputBar() {
        let controller = ComposeViewController()
        let window = showInWindow(controller)
        #expect(controller.inputBar.frame == CGRect(x: 0, y: 852 - 34 - 52, width: 393, height: 52))
        let guide = controller.view.keyboardLayoutGuide
        #expect(guide === controller.view.keyboardLayoutGuide, "one guide object, as UIKit's")
        #expect(guide.layoutFrame == CGRect(x: 0, y: 818, width: 393, height: 34))
        #expect(guide.followsUndockedKeyboard && guide.usesBottomSafeArea)
        guide.usesBottomSafeArea = false
        window.layoutIfNeeded()
        #expect(controller.inputBar.frame.maxY == 852)
    }
}
