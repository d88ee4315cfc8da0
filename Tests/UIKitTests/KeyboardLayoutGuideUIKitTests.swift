import Layout
import LayoutSimTesting
import SDLBackend
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
@Suite("UIKit's keyboardLayoutGuide: content on it sits on the safe area, and rides on the keyboard when it is up")
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

/// A compose screen whose text view rides on the keyboard layout guide, as iOS 15 code writes it.
final class ComposeMessageViewController: UIViewController {
    let textView = UITextView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        textView.font = .preferredFont(forTextStyle: .body)
        textView.layer.borderWidth = 1
        textView.layer.borderColor = UIColor.separator.cgColor
        textView.layer.cornerRadius = 8
        textView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(textView)
        NSLayoutConstraint.activate([
            textView.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            textView.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            textView.heightAnchor.constraint(equalToConstant: 80),
            textView.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -8),
        ])
    }
}

extension KeyboardLayoutGuideUIKitTests {
    @Test("the on-screen keyboard slides up over a quarter second on its curve, carrying what sits on the keyboard guide, and is drawn")
    func keyboardSlidesUp() throws {
        let window = Window(device: .iPhone15, textMeasurer: SnapshotDefaults.textMeasurer(), logSink: { _ in })
        let controller = ComposeMessageViewController()
        window.show(controller)
        window.showsSoftwareKeyboard = true
        window.layoutIfNeeded()
        #expect(abs(controller.textView.frame.maxY - (852 - 34 - 8)) < 0.01)
        controller.textView.becomeFirstResponder()
        #expect(window.keyboardFrame == Rect(x: 0, y: 516, width: 393, height: 336))
        #expect(abs(controller.textView.frame.maxY - (516 - 8)) < 0.01, "the model is at the end at once")
        window.animator.advance(by: 0.1)
        let keyboardY = try #require(window.keyboardView?.presentationFrame).y
        let fieldBottom = try #require(controller.textView.layoutView.presentationFrame).maxY
        #expect(keyboardY > 516 && keyboardY < 852, "the keyboard is on its way")
        #expect(fieldBottom > 508 && fieldBottom < 810, "the text view moves with it")
        // The keyboard's curve starts fast: 40 % of the time covers most of the way.
        #expect((852 - keyboardY) / 336 > 0.7)
        window.animator.settle()
        assertSnapshot(of: window, as: .image(scale: 1))
        #expect(window.log.count == 1 && window.log[0].contains("keyboard's notifications"), "\(window.log)")
    }
}

/// A conversation as chat apps write it: a table of messages above an input bar on the keyboard
/// layout guide, the table dismissing the keyboard interactively.
final class ConversationViewController: UIViewController, UITableViewDataSource {
    let tableView = UITableView()
    let field = UITextField()

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.dataSource = self
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "message")
        tableView.keyboardDismissMode = .interactive
        field.borderStyle = .roundedRect
        for v in [tableView, field] as [UIView] {
            v.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(v)
        }
        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: view.topAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: field.topAnchor),
            field.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 8),
            field.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -8),
            field.heightAnchor.constraint(equalToConstant: 44),
            field.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
        ])
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 40 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "message", for: indexPath)
        cell.textLabel?.text = "Message \(indexPath.row)"
        return cell
    }
}

extension KeyboardLayoutGuideUIKitTests {
    /// A conversation on an iPhone 15 with the on-screen keyboard up for its field.
    static func conversationWithKeyboardUp() -> (Window, ConversationViewController) {
        let window = Window(device: .iPhone15, textMeasurer: SnapshotDefaults.textMeasurer(), logSink: { _ in })
        let controller = ConversationViewController()
        window.show(controller)
        window.showsSoftwareKeyboard = true
        _ = controller.field.becomeFirstResponder()
        window.animator.advance(by: 1)
        window.layoutIfNeeded()
        return (window, controller)
    }

    @Test(
        "keyboardDismissMode .interactive: the keyboard's top follows a finger dragging the table down over it, the input bar on the keyboard guide with it; lifted moving down, the keyboard goes down, lifted still, it goes back up",
        arguments: [(true, "lifted moving down"), (false, "held still, then lifted")])
    func interactiveDismissal(liftedMoving: Bool, how: String) throws {
        let (window, controller) = Self.conversationWithKeyboardUp()
        #expect(window.keyboardFrame?.minY == 516 && abs(controller.field.frame.maxY - 516) < 0.01)
        // Down from the middle of the table, a point every frame, to 200 points into the keyboard.
        var y = 300.0
        window.sendTouch(.began, at: Point(x: 200, y: y), timestamp: window.animator.clock.now)
        while y < 716 {
            window.animator.advance(by: 1.0 / 60)
            y += 16
            window.layoutIfNeeded()
            window.sendTouch(.moved, at: Point(x: 200, y: y), timestamp: window.animator.clock.now)
            window.layoutIfNeeded()
            let expectedTop = max(y, 516)
            #expect(window.keyboardFrame?.minY == expectedTop, "finger at \(y)")
            #expect(abs(controller.field.frame.maxY - expectedTop) < 0.01, "the input bar rides on the keyboard guide")
        }
        #expect(window.keyboardFrame == Rect(x: 0, y: 716, width: 393, height: 336), "as tall as ever, lower")
        if !liftedMoving {
            window.animator.advance(by: 0.3)
            window.layoutIfNeeded()
        }
        window.sendTouch(.ended, at: Point(x: 200, y: y), timestamp: window.animator.clock.now)
        window.animator.advance(by: 1)
        window.layoutIfNeeded()
        if liftedMoving {
            #expect(window.keyboardFrame == nil)
            #expect(!controller.field.isFirstResponder)
            #expect(abs(controller.field.frame.maxY - (852 - 34)) < 0.01, "back on the safe area")
        } else {
            #expect(window.keyboardFrame?.minY == 516)
            #expect(controller.field.isFirstResponder)
            #expect(abs(controller.field.frame.maxY - 516) < 0.01)
        }
    }

    @Test("a drag that stays above the keyboard leaves it where it is, with keyboardDismissMode .interactive")
    func dragAboveKeyboard() {
        let (window, controller) = Self.conversationWithKeyboardUp()
        window.drag(from: Point(x: 200, y: 200), to: Point(x: 200, y: 480), duration: 0.3)
        window.animator.advance(by: 1)
        window.layoutIfNeeded()
        #expect(window.keyboardFrame?.minY == 516)
        #expect(controller.field.isFirstResponder)
    }
}
