import Testing
import UIKit

// UIKit screens written as UIKit developers write them: no LayoutSim names, only `import UIKit`.

/// A login form: a stack view of text fields and a button under a title, pinned with anchors
/// to the safe area and the margins.
final class LoginViewController: UIViewController {
    let titleLabel = UILabel()
    let emailField = UITextField()
    let passwordField = UITextField()
    let loginButton = UIButton(type: .system)
    var loginTaps = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        titleLabel.text = "Welcome back"
        titleLabel.font = .systemFont(ofSize: 28, weight: .bold)
        titleLabel.textAlignment = .center
        titleLabel.translatesAutoresizingMaskIntoConstraints = false

        emailField.placeholder = "Email"
        emailField.borderStyle = .roundedRect
        emailField.keyboardType = .emailAddress
        emailField.autocapitalizationType = .none
        emailField.textContentType = .emailAddress

        passwordField.placeholder = "Password"
        passwordField.borderStyle = .roundedRect
        passwordField.isSecureTextEntry = true

        loginButton.setTitle("Log In", for: .normal)
        loginButton.titleLabel?.font = .boldSystemFont(ofSize: 18)
        loginButton.backgroundColor = UIColor(red: 0.2, green: 0.4, blue: 0.9, alpha: 1)
        loginButton.setTitleColor(.white, for: .normal)
        loginButton.layer.cornerRadius = 8
        loginButton.addAction(UIAction { [weak self] _ in self?.loginTaps += 1 }, for: .touchUpInside)

        let stack = UIStackView(arrangedSubviews: [emailField, passwordField, loginButton])
        stack.axis = .vertical
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false

        view.addSubview(titleLabel)
        view.addSubview(stack)

        NSLayoutConstraint.activate([
            titleLabel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 40),
            titleLabel.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            titleLabel.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),

            stack.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 32),
            stack.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 24),
            stack.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -24),
            loginButton.heightAnchor.constraint(equalToConstant: 50),
        ])
    }
}

/// A view subclass in the usual shape: `init(frame:)` override, `required init?(coder:)`, an
/// intrinsic size of its own and a `layoutSubviews` that rounds it.
final class AvatarView: UIView {
    var layoutPasses = 0
    let side: CGFloat

    init(side: CGFloat) {
        self.side = side
        super.init(frame: .zero)
        backgroundColor = .systemGray4
        layer.borderWidth = 2
        layer.borderColor = UIColor.white.cgColor
        clipsToBounds = true
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override var intrinsicContentSize: CGSize { CGSize(width: side, height: side) }

    override func layoutSubviews() {
        super.layoutSubviews()
        layoutPasses += 1
        layer.cornerRadius = bounds.height / 2
    }
}

/// A profile header: an avatar beside a name and a caption, a card with a shadow, built with VFL.
final class ProfileHeaderViewController: UIViewController {
    let card = UIView()
    let avatar = AvatarView(side: 64)
    let nameLabel = UILabel()
    let captionLabel = UILabel()

    override func loadView() {
        view = UIView()
        view.backgroundColor = .secondarySystemBackground
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        card.backgroundColor = .white
        card.layer.cornerRadius = 12
        card.layer.shadowColor = UIColor.black.cgColor
        card.layer.shadowOpacity = 0.15
        card.layer.shadowOffset = CGSize(width: 0, height: 4)
        card.layer.shadowRadius = 8

        nameLabel.text = "Ada Lovelace"
        nameLabel.font = .preferredFont(forTextStyle: .headline)
        captionLabel.text = "Analytical Engine"
        captionLabel.font = .preferredFont(forTextStyle: .subheadline)
        captionLabel.textColor = .secondaryLabel

        for v in [card, avatar, nameLabel, captionLabel] { v.translatesAutoresizingMaskIntoConstraints = false }
        view.addSubview(card)
        card.addSubview(avatar)
        card.addSubview(nameLabel)
        card.addSubview(captionLabel)

        let views: [String: Any] = ["card": card, "avatar": avatar, "name": nameLabel, "caption": captionLabel]
        let metrics: [String: Any] = ["pad": 16, "gap": CGFloat(12)]
        var constraints: [NSLayoutConstraint] = []
        constraints += NSLayoutConstraint.constraints(withVisualFormat: "H:|-pad-[card]-pad-|", options: [], metrics: metrics, views: views)
        constraints += NSLayoutConstraint.constraints(withVisualFormat: "V:|-100-[card]", options: [], metrics: metrics, views: views)
        constraints += NSLayoutConstraint.constraints(
            withVisualFormat: "H:|-pad-[avatar]-gap-[name]-(>=pad)-|", options: [], metrics: metrics, views: views)
        constraints += NSLayoutConstraint.constraints(
            withVisualFormat: "V:|-pad-[avatar]-pad-|", options: [], metrics: metrics, views: views)
        constraints += NSLayoutConstraint.constraints(
            withVisualFormat: "V:[name]-4-[caption]", options: [.alignAllLeading], metrics: nil, views: views)
        constraints.append(nameLabel.bottomAnchor.constraint(equalTo: avatar.centerYAnchor, constant: -2))
        NSLayoutConstraint.activate(constraints)
    }
}

@MainActor
@Suite("UIKit screens compile and lay out as on iOS")
struct UIKitScreensTests {
    /// A window the size of the main screen (an iPhone 15 unless set), with the controller shown.
    func show(_ controller: UIViewController) -> UIWindow {
        let window = showInWindow(controller)
        return window
    }

    @Test("A login form of anchors and a stack view lays out under the safe area, inside the margins")
    func loginForm() {
        let controller = LoginViewController()
        let window = showInWindow(controller)
        #expect(window.bounds.size == CGSize(width: 393, height: 852))
        #expect(window.subviews.first === controller.view, "a window's subview is its root controller's view")
        // iPhone 15: 59 pt safe-area top, 16 pt system margins.
        #expect(controller.titleLabel.frame.minY == 99)
        #expect(controller.titleLabel.frame.minX == 16)
        #expect(controller.titleLabel.frame.width == 361)
        // The rounded-rect fields are 34 pt tall; the button is 50; 12 pt apart.
        #expect(controller.emailField.frame.height == 34)
        #expect(controller.passwordField.frame.minY == 46)
        #expect(controller.loginButton.frame == CGRect(x: 0, y: 92, width: 345, height: 50))
        #expect(controller.loginButton.superview is UIStackView)
        #expect(controller.loginButton.layoutView.backgroundColor?.blue == 230)
    }

    @Test("A view subclass keeps its overrides: intrinsicContentSize sizes it, layoutSubviews runs")
    func subclassOverrides() {
        let controller = ProfileHeaderViewController()
        _ = showInWindow(controller)
        #expect(controller.avatar.frame == CGRect(x: 16, y: 16, width: 64, height: 64))
        #expect(controller.avatar.layoutPasses >= 1)
        #expect(controller.avatar.layer.cornerRadius == 32)
        #expect(controller.card.frame == CGRect(x: 16, y: 100, width: 361, height: 96))
        #expect(controller.nameLabel.frame.minX == 92)
        #expect(controller.captionLabel.frame.minX == 92)
        #expect(controller.nameLabel.frame.maxY == 46)
    }

    @Test("A subview added and forgotten is the same object of its own class when read back")
    func wrapperIdentity() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.addSubview(AvatarView(side: 10))
        let child = root.subviews.first
        #expect(child is AvatarView)
        #expect(child?.superview === root)
        #expect((child as? AvatarView)?.side == 10)
        child?.removeFromSuperview()
        #expect(root.subviews.isEmpty)
    }

    @Test("A tap on the login button runs its UIAction")
    func buttonAction() {
        let controller = LoginViewController()
        _ = showInWindow(controller)
        controller.loginButton.sendActions(for: .touchUpInside)
        #expect(controller.loginTaps == 1)
    }
}
