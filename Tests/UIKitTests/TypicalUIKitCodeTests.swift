import Testing
import UIKit

// UIKit code in the shapes tutorials and apps use: lazy closure-initialised subviews, padding
// constants, didSet-driven constraint swaps, spring animations with completion closures,
// attributed placeholders, main-queue hops. It must compile unchanged and lay out as on iOS.

/// A chat bubble: a multi-line label in a rounded background, leading or trailing by a flag.
final class ChatBubbleView: UIView {
    private let messageLabel: UILabel = {
        let label = UILabel()
        label.numberOfLines = 0
        label.font = UIFont.systemFont(ofSize: 16)
        label.translatesAutoresizingMaskIntoConstraints = false
        return label
    }()

    private lazy var bubbleBackgroundView: UIView = {
        let v = UIView()
        v.layer.cornerRadius = 12
        v.translatesAutoresizingMaskIntoConstraints = false
        return v
    }()

    private var leadingConstraint: NSLayoutConstraint!
    private var trailingConstraint: NSLayoutConstraint!

    var message: String? {
        get { messageLabel.text }
        set { messageLabel.text = newValue }
    }

    var isIncoming = false {
        didSet {
            bubbleBackgroundView.backgroundColor = isIncoming ? .white : UIColor(white: 0.2, alpha: 1)
            messageLabel.textColor = isIncoming ? .black : .white
            // Off first, then on: both at once would not fit the 250 pt limit.
            (isIncoming ? trailingConstraint : leadingConstraint).isActive = false
            (isIncoming ? leadingConstraint : trailingConstraint).isActive = true
        }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .clear
        addSubview(bubbleBackgroundView)
        addSubview(messageLabel)
        let constraints = [
            messageLabel.topAnchor.constraint(equalTo: topAnchor, constant: 16),
            messageLabel.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -16),
            messageLabel.widthAnchor.constraint(lessThanOrEqualToConstant: 250),
            bubbleBackgroundView.topAnchor.constraint(equalTo: messageLabel.topAnchor, constant: -8),
            bubbleBackgroundView.leadingAnchor.constraint(equalTo: messageLabel.leadingAnchor, constant: -12),
            bubbleBackgroundView.bottomAnchor.constraint(equalTo: messageLabel.bottomAnchor, constant: 8),
            bubbleBackgroundView.trailingAnchor.constraint(equalTo: messageLabel.trailingAnchor, constant: 12),
        ]
        NSLayoutConstraint.activate(constraints)
        leadingConstraint = messageLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 28)
        trailingConstraint = messageLabel.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -28)
        trailingConstraint.isActive = true
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A screen with an expanding panel animated with a spring, a styled text field and a main-queue hop.
final class SettingsViewController: UIViewController, UITextFieldDelegate {
    private lazy var panel: UIView = {
        let view = UIView()
        view.backgroundColor = UIColor.systemIndigo.withAlphaComponent(0.9)
        view.layer.cornerRadius = 16
        view.layer.maskedCornerRadiusIfAny()
        view.translatesAutoresizingMaskIntoConstraints = false
        return view
    }()

    private let searchField: UITextField = {
        let field = UITextField()
        field.borderStyle = .roundedRect
        field.attributedPlaceholder = NSAttributedString(
            string: "Search", attributes: [.foregroundColor: UIColor.lightGray, .font: UIFont.italicSystemFont(ofSize: 15)])
        field.leftView = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 0))
        field.leftViewMode = .always
        field.returnKeyType = .search
        field.clearButtonMode = .whileEditing
        field.translatesAutoresizingMaskIntoConstraints = false
        return field
    }()

    private var panelHeight: NSLayoutConstraint?
    private(set) var isExpanded = false
    private(set) var status = ""
    let padding: CGFloat = 20

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        view.backgroundColor = .systemGroupedBackground
        view.addSubview(searchField)
        view.addSubview(panel)
        searchField.delegate = self
        panelHeight = panel.heightAnchor.constraint(equalToConstant: 100)
        panelHeight?.isActive = true
        NSLayoutConstraint.activate([
            searchField.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: padding),
            searchField.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: padding),
            searchField.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -padding),
            panel.topAnchor.constraint(equalTo: searchField.bottomAnchor, constant: padding * 2),
            panel.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: padding),
            panel.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -padding),
        ])
    }

    func toggle() {
        isExpanded.toggle()
        panelHeight?.constant = isExpanded ? 300 : 100
        UIView.animate(
            withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0.5, options: .curveEaseOut,
            animations: {
                self.view.layoutIfNeeded()
            },
            completion: { finished in
                self.status = finished ? "done" : "interrupted"
            })
    }

    func fade() {
        UIView.animate(withDuration: 0.3) {
            self.panel.alpha = 0.5
        }
        UIView.animate(withDuration: 0.3, animations: { self.searchField.alpha = 1 }) { _ in
            self.status = "faded"
        }
    }

    func refreshLater() {
        DispatchQueue.main.async { [weak self] in
            self?.status = "refreshed"
        }
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        textField.resignFirstResponder()
        return true
    }
}

extension CALayer {
    /// An extension on a UIKit type in the user's own module compiles too.
    func maskedCornerRadiusIfAny() { masksToBounds = cornerRadius > 0 }
}

/// A paragraph style kept as a constant any thread may read, as apps keep one: `nonisolated` (this
/// target's code is on the main actor by default) compiles only because the style is `Sendable`, as
/// UIKit declares it.
nonisolated private let bodyParagraph: NSParagraphStyle = {
    let style = NSMutableParagraphStyle()
    style.lineSpacing = 4
    style.alignment = .center
    return style
}()

@MainActor
@Suite("Typical UIKit code compiles unchanged and lays out as on iOS")
struct TypicalUIKitCodeTests {
    @Test("An outgoing chat bubble hugs its text on the trailing side, its background 12 pt around it")
    func chatBubble() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 200))
        let bubble = ChatBubbleView()
        bubble.translatesAutoresizingMaskIntoConstraints = false
        bubble.message = "Hello"
        root.addSubview(bubble)
        NSLayoutConstraint.activate([
            bubble.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            bubble.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            bubble.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        let label = bubble.subviews[1]
        #expect(label.frame.maxX == CGFloat(375 - 28))
        #expect(bubble.subviews[0].frame.maxX == label.frame.maxX + 12)
        bubble.isIncoming = true
        root.layoutIfNeeded()
        #expect(label.frame.minX == 28)
    }

    @Test("A spring animation of a height constant completes and the completion runs")
    func settings() {
        let controller = SettingsViewController()
        let window = showInWindow(controller)
        #expect(controller.view.subviews[0].frame.height == 34)
        controller.toggle()
        window.animator.settle()
        #expect(controller.status == "done")
        #expect(controller.view.subviews[1].frame.height == 300)
        controller.fade()
        window.animator.settle()
        #expect(controller.status == "faded")
        #expect(controller.view.subviews[1].alpha == 0.5)
    }
}

/// A form that dismisses its keyboard on a tap and follows keyboard notifications, as login screens do.
final class KeyboardAwareViewController: UIViewController {
    let field = UITextField()
    private(set) var keyboardHeight: CGFloat = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        field.borderStyle = .roundedRect
        field.frame = CGRect(x: 20, y: 100, width: 200, height: 34)
        view.addSubview(field)
        view.addGestureRecognizer(UITapGestureRecognizer { [weak self] _ in self?.view.endEditing(true) })
        _ = NotificationCenter.default.addObserver(
            forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main
        ) { [weak self] note in
            let frame = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect ?? .zero
            MainActor.assumeIsolated { self?.keyboardHeight = frame.height }
        }
        UIView.transition(with: field, duration: 0.2, options: [.transitionCrossDissolve, .allowUserInteraction]) {
            self.field.placeholder = "Email"
        }
        let icon = UIImageView(image: UIImage(named: "apple.png")?.withRenderingMode(.alwaysTemplate))
        icon.layer.cornerCurve = .continuous
        icon.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        view.addSubview(icon)
    }
}

extension TypicalUIKitCodeTests {
    @Test("A tap outside ends editing (view.endEditing), as forms dismiss the keyboard")
    func endEditing() {
        let controller = KeyboardAwareViewController()
        let window = showInWindow(controller)
        window.tap(at: CGPoint(x: 60, y: 117))
        #expect(controller.field.isFirstResponder)
        window.tap(at: CGPoint(x: 300, y: 600))
        #expect(!controller.field.isFirstResponder)
        #expect(controller.keyboardHeight == 0, "no on-screen keyboard here")
    }

    @Test("A paragraph style shared as a constant keeps its values, on an attributed string and from another task")
    func sharedParagraphStyle() async {
        let text = NSAttributedString(string: "Body", attributes: [.paragraphStyle: bodyParagraph])
        let style = text.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle
        #expect(style === bodyParagraph && style?.lineSpacing == 4 && style?.alignment == .center)
        let fromAnotherTask = await Task.detached { bodyParagraph.lineSpacing }.value
        #expect(fromAnotherTask == 4)
    }
}

/// A quantity picker written the way UIKit code is: a stepper and a label, updated by an action.
@MainActor
final class QuantityViewController: UIViewController {
    let stepper = UIStepper()
    let label = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        stepper.minimumValue = 1
        stepper.maximumValue = 10
        stepper.value = 1
        stepper.addAction(
            UIAction { [unowned self] action in
                if let sender = action.sender as? UIStepper { quantityChanged(sender) }
            }, for: .valueChanged)
        label.text = "Quantity: 1"
        for v in [stepper, label] {
            v.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(v)
        }
        NSLayoutConstraint.activate([
            stepper.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stepper.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            label.leadingAnchor.constraint(equalTo: stepper.trailingAnchor, constant: 12),
            label.centerYAnchor.constraint(equalTo: stepper.centerYAnchor),
        ])
    }

    func quantityChanged(_ sender: UIStepper) {
        label.text = "Quantity: \(Int(sender.value))"
    }
}

extension TypicalUIKitCodeTests {
    @Test("A UIStepper with an action: 94 x 32 pt, a tap on + steps the value and the label follows")
    func stepper() {
        let controller = QuantityViewController()
        let window = showInWindow(controller)
        let frame = controller.stepper.frame
        #expect(frame.size == CGSize(width: 94, height: 32))
        let plus = controller.view.convert(CGPoint(x: frame.maxX - 10, y: frame.midY), to: window)
        window.tap(at: plus)
        window.tap(at: plus)
        #expect(controller.stepper.value == 3)
        #expect(controller.label.text == "Quantity: 3")
    }
}

/// A frosted card: a blur view pinned inside the screen, its title laid out in the content view.
final class FrostedCardViewController: UIViewController {
    let card = UIVisualEffectView(effect: UIBlurEffect(style: .systemThickMaterial))
    let titleLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        card.translatesAutoresizingMaskIntoConstraints = false
        card.layer.cornerRadius = 16
        card.clipsToBounds = true
        view.addSubview(card)
        titleLabel.text = "Frosted"
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        card.contentView.addSubview(titleLabel)
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            card.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
            card.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            card.heightAnchor.constraint(equalToConstant: 120),
            titleLabel.centerXAnchor.constraint(equalTo: card.contentView.centerXAnchor),
            titleLabel.centerYAnchor.constraint(equalTo: card.contentView.centerYAnchor),
        ])
    }
}

extension TypicalUIKitCodeTests {
    @Test("A UIVisualEffectView with a blur: its content view fills it, subviews go there, the effect reads back")
    func frostedCard() {
        let controller = FrostedCardViewController()
        _ = showInWindow(controller)
        let card = controller.card
        #expect(card.contentView.frame == card.bounds)
        #expect(controller.titleLabel.superview === card.contentView)
        #expect(controller.titleLabel.center.x == card.bounds.midX)
        #expect((card.effect as? UIBlurEffect)?.style == .systemThickMaterial)
        card.effect = UIVibrancyEffect(blurEffect: UIBlurEffect(style: .dark))
        #expect(card.effect is UIVibrancyEffect)
        card.effect = nil
        #expect(card.effect == nil)
    }
}
