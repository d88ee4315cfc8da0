import Testing
import UIKit

@MainActor
@Suite("UIToolbar and bar button spaces: items in a row, flexible spaces share what is left, custom views")
struct ToolbarTests {
    /// A screen with a toolbar pinned to the bottom of the safe area, as UIKit code adds one.
    final class ComposeViewController: UIViewController {
        let toolbar = UIToolbar()
        var items: [UIBarButtonItem] = []
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemBackground
            toolbar.translatesAutoresizingMaskIntoConstraints = false
            toolbar.items = items
            view.addSubview(toolbar)
            NSLayoutConstraint.activate([
                toolbar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                toolbar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                toolbar.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
            ])
        }
    }

    @Test("A flexible space pushes the last item to the trailing margin; the bar is 44 points on the safe area")
    func flexibleSpace() throws {
        let screen = ComposeViewController()
        let trash = UIBarButtonItem(systemItem: .trash), compose = UIBarButtonItem(systemItem: .compose)
        screen.items = [trash, .flexibleSpace(), compose]
        _ = showInWindow(screen)
        #expect(screen.toolbar.frame == CGRect(x: 0, y: 852 - 34 - 44, width: 393, height: 44))
        let views = screen.toolbar.subviews.compactMap { $0 as? UIButton }
        #expect(views.count == 2)
        #expect(views[0].frame.minX == 16 && views[1].frame.maxX == 393 - 16)
        #expect(abs(views[0].frame.midY - 22) <= 0.5 && abs(views[1].frame.midY - 22) <= 0.5)
        #expect(screen.toolbar.items?.count == 3)
    }

    @Test("Two flexible spaces centre the item between them; a fixed space keeps its width; items side by side are 8 apart")
    func spaces() throws {
        let screen = ComposeViewController()
        let a = UIBarButtonItem(title: "A"), b = UIBarButtonItem(title: "B"), c = UIBarButtonItem(title: "C")
        screen.items = [.flexibleSpace(), a, .fixedSpace(30), b, c, .flexibleSpace()]
        _ = showInWindow(screen)
        let views = screen.toolbar.subviews.compactMap { $0 as? UIButton }
        #expect(views[1].frame.minX == views[0].frame.maxX + 30)
        #expect(views[2].frame.minX == views[1].frame.maxX + 8)
        let left = views[0].frame.minX - 16, right = 393 - 16 - views[2].frame.maxX
        #expect(abs(left - right) < 0.01, "the row sits in the middle")
    }

    @Test("A custom view item shows the view itself, at its own size, in a toolbar and in a navigation bar")
    func customView() throws {
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 24))
        let screen = ComposeViewController()
        screen.items = [UIBarButtonItem(customView: badge)]
        _ = showInWindow(screen)
        #expect(badge.superview === screen.toolbar)
        #expect(badge.frame == CGRect(x: 16, y: 10, width: 60, height: 24))

        let inbox = UIViewController()
        let status = UILabel()
        status.text = "Online"
        inbox.navigationItem.rightBarButtonItem = UIBarButtonItem(customView: status)
        let navigation = UINavigationController(rootViewController: inbox)
        _ = showInWindow(navigation)
        #expect(status.superview === navigation.navigationBar)
        #expect(abs(status.frame.maxX - (393 - 16)) < 0.01)
        let square = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
        inbox.navigationItem.leftBarButtonItems = [UIBarButtonItem(customView: square), .fixedSpace(12), UIBarButtonItem(title: "Edit")]
        navigation.navigationBar.layoutIfNeeded()
        #expect(square.frame.size == CGSize(width: 30, height: 30), "a view with no size of its own keeps its frame's")
        let edit = try #require(navigation.navigationBar.subviews.compactMap { $0 as? UIButton }.first { $0.currentTitle == "Edit" })
        #expect(edit.frame.minX == square.frame.maxX + 8 + 12, "the fixed space widens the gap")
    }

    @Test(
        "A navigation controller's toolbar: hidden until shown, then over the home indicator strip with the top controller's items, adding 44 points to its safe area"
    )
    func navigationToolbar() throws {
        let inbox = UIViewController()
        inbox.toolbarItems = [UIBarButtonItem(title: "Archive"), .flexibleSpace(), UIBarButtonItem(systemItem: .compose)]
        let navigation = UINavigationController(rootViewController: inbox)
        _ = showInWindow(navigation)
        #expect(navigation.isToolbarHidden && navigation.toolbar.isHidden)
        #expect(inbox.view.safeAreaInsets.bottom == 34)
        navigation.setToolbarHidden(false, animated: false)
        navigation.view.layoutIfNeeded()
        #expect(navigation.toolbar.frame == CGRect(x: 0, y: 852 - 34 - 44, width: 393, height: 44))
        #expect(inbox.view.safeAreaInsets.bottom == CGFloat(34 + 44))
        let background = try #require(navigation.view.subviews.first { $0.accessibilityIdentifier == "toolbarBackground" })
        #expect(background.frame.minY == 852 - 34 - 44 && background.frame.maxY == 852, "the material reaches the screen's bottom")
        #expect(navigation.toolbar.subviews.compactMap { ($0 as? UIButton)?.currentTitle } == ["Archive", "\u{270E}"])
        let detail = UIViewController()
        detail.toolbarItems = [UIBarButtonItem(systemItem: .trash)]
        navigation.pushViewController(detail, animated: false)
        navigation.view.layoutIfNeeded()
        #expect(navigation.toolbar.subviews.compactMap { ($0 as? UIButton)?.currentTitle } == ["Trash"])
        navigation.popViewController(animated: false)
        navigation.view.layoutIfNeeded()
        #expect(navigation.toolbar.items?.count == 3)
    }
}
