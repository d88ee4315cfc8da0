import UIKit

/// A navigation controller, as a UIKit app opens: an inbox under a large-title bar with an Add
/// button; Add (or Space) pushes a message, whose back button (or Space again) pops it.
public final class NavigationDemoController: UINavigationController, DemoAnimating {
    /// Makes the demo's navigation stack: the inbox at the root.
    public init() {
        super.init(rootViewController: InboxListViewController())
        navigationBar.prefersLargeTitles = true
    }

    /// Archives are not read here.
    public required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    /// Pushes a message, or pops back to the inbox.
    public func runDemoAnimation() {
        if viewControllers.count > 1 {
            popViewController(animated: true)
        } else {
            pushViewController(MessageViewController(sender: "Ada Lovelace"), animated: true)
        }
    }
}

/// The inbox: senders and subjects in a vertical stack, under a large title.
final class InboxListViewController: UIViewController {
    static let messages = [
        ("Ada Lovelace", "Notes on the Analytical Engine"), ("Charles Babbage", "Difference Engine No. 2"),
        ("Grace Hopper", "A bug in the Mark II"), ("Alan Turing", "On computable numbers"),
    ]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Inbox"
        view.backgroundColor = .systemBackground
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            systemItem: .add,
            primaryAction: UIAction { [weak self] _ in
                self?.navigationController?.pushViewController(MessageViewController(sender: "New message"), animated: true)
            })
        view.accessibilityIdentifier = "inbox"
        let list = UIStackView()
        list.accessibilityIdentifier = "list"
        list.axis = .vertical
        list.spacing = 12
        list.translatesAutoresizingMaskIntoConstraints = false
        for (i, (sender, subject)) in Self.messages.enumerated() {
            let name = UILabel()
            name.accessibilityIdentifier = "sender\(i)"
            name.text = sender
            name.font = .preferredFont(forTextStyle: .headline)
            let line = UILabel()
            line.accessibilityIdentifier = "subject\(i)"
            line.text = subject
            line.font = .preferredFont(forTextStyle: .subheadline)
            line.textColor = .secondaryLabel
            let row = UIStackView(arrangedSubviews: [name, line])
            row.accessibilityIdentifier = "row\(i)"
            row.axis = .vertical
            row.spacing = 2
            list.addArrangedSubview(row)
        }
        view.addSubview(list)
        NSLayoutConstraint.activate([
            list.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
            list.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            list.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
    }
}

/// One message: its sender as the (small) title, the text below.
final class MessageViewController: UIViewController {
    private let sender: String

    init(sender: String) {
        self.sender = sender
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = sender
        navigationItem.largeTitleDisplayMode = .never
        view.backgroundColor = .systemBackground
        view.accessibilityIdentifier = "message"
        let body = UILabel()
        body.accessibilityIdentifier = "body"
        body.numberOfLines = 0
        body.text = "The Analytical Engine weaves algebraic patterns just as the Jacquard loom weaves flowers and leaves."
        body.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(body)
        NSLayoutConstraint.activate([
            body.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
            body.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            body.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
    }
}
