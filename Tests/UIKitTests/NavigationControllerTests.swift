import Testing
import UIKit

/// A list screen with a title and an Add button that pushes a detail screen.
final class InboxViewController: UIViewController {
    let header = UILabel()
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Inbox"
        view.backgroundColor = .systemBackground
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            systemItem: .add,
            primaryAction: UIAction { [weak self] _ in
                self?.navigationController?.pushViewController(DetailViewController(), animated: true)
            })
        header.text = "Messages"
        header.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(header)
        NSLayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8),
            header.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
        ])
    }
}

final class DetailViewController: UIViewController {
    var appeared = false
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Message"
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        appeared = true
    }
}

/// A screen whose view is a scroll view with one short row of content (a list with one item).
final class ShortListViewController: UIViewController {
    let list = UIScrollView()
    override func loadView() { view = list }
    override func viewDidLoad() {
        super.viewDidLoad()
        list.contentSize = CGSize(width: 393, height: 44)
    }
}

@MainActor
@Suite("UINavigationController: a bar over the top controller, push and pop")
struct NavigationControllerTests {
    @Test("The bar sits under the status bar and adds 44 pt to the top controller's safe area")
    func barAndSafeArea() throws {
        let inbox = InboxViewController()
        let navigation = UINavigationController(rootViewController: inbox)
        _ = showInWindow(navigation)
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 59, width: 393, height: 44))
        #expect(inbox.view.safeAreaInsets.top == 103)
        #expect(inbox.header.frame.minY == 111)
        #expect(inbox.navigationController === navigation)
    }

    @Test(
        "A scroll view the navigation controller shows starts its content below the bar even when it is short (UIKit's automatic inset adjustment); one in a plain window does not"
    )
    func scrollViewUnderTheBar() throws {
        let shown = ShortListViewController()
        _ = showInWindow(UINavigationController(rootViewController: shown))
        #expect(shown.list.adjustedContentInset.top == 103 && shown.list.contentOffset.y == -103)
        let plain = ShortListViewController()
        _ = showInWindow(plain)
        #expect(plain.list.adjustedContentInset.top == 0 && plain.list.contentOffset.y == 0)
    }

    @Test("Add pushes the detail: its title shows, a back button names the inbox, and tapping it pops")
    func pushAndPop() throws {
        let inbox = InboxViewController()
        let navigation = UINavigationController(rootViewController: inbox)
        let window = showInWindow(navigation)
        let add = try #require(navigation.navigationBar.subviews.compactMap { $0 as? UIButton }.first { $0.currentTitle == "+" })
        add.sendActions(for: .primaryActionTriggered)
        let detail = try #require(navigation.topViewController as? DetailViewController)
        #expect(navigation.viewControllers.count == 2)
        #expect(detail.appeared)
        window.layoutIfNeeded()
        #expect(detail.view.safeAreaInsets.top == 103)
        let back = try #require(navigation.navigationBar.subviews.compactMap { $0 as? UIButton }.first { $0.currentTitle == "‹ Inbox" })
        back.sendActions(for: .primaryActionTriggered)
        #expect(navigation.topViewController === inbox)
        #expect(detail.navigationController == nil)
    }

    @Test("A large title makes the bar 96 pt tall")
    func largeTitles() {
        let navigation = UINavigationController(rootViewController: InboxViewController())
        navigation.navigationBar.prefersLargeTitles = true
        _ = showInWindow(navigation)
        #expect(navigation.navigationBar.frame.height == 96)
        #expect(navigation.topViewController?.view.safeAreaInsets.top == 155)
    }
}
