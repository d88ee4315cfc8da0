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

/// A screen whose view is a scroll view with content of a given height: one short row (44 pt) by
/// default, a long list with a taller one.
final class ListViewController: UIViewController {
    let list = UIScrollView()
    let contentHeight: CGFloat
    init(contentHeight: CGFloat = 44) {
        self.contentHeight = contentHeight
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("not archived") }
    override func loadView() { view = list }
    override func viewDidLoad() {
        super.viewDidLoad()
        list.contentSize = CGSize(width: 393, height: contentHeight)
    }
}

/// A plain view holding a scroll view pinned to its edges (short content), first among its
/// subviews or after a badge.
final class ScrollInPlainViewController: UIViewController {
    let scroll = UIScrollView()
    let scrollFirst: Bool
    init(scrollFirst: Bool) {
        self.scrollFirst = scrollFirst
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("not archived") }
    override func viewDidLoad() {
        super.viewDidLoad()
        let badge = UIView(frame: CGRect(x: 300, y: 700, width: 40, height: 40))
        if !scrollFirst { view.addSubview(badge) }
        scroll.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(scroll)
        NSLayoutConstraint.activate([
            scroll.topAnchor.constraint(equalTo: view.topAnchor),
            scroll.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scroll.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            scroll.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        scroll.contentSize = CGSize(width: 393, height: 200)
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

    struct ExtendedLayoutCase: Sendable, CustomTestStringConvertible {
        let name: String
        let edges: UIRectEdge
        let translucent: Bool
        let includesOpaqueBars: Bool
        /// Where the top controller's view starts, and its safe area's top inset.
        let viewTop: CGFloat, safeTop: CGFloat
        var testDescription: String { name }
    }

    @Test(
        "edgesForExtendedLayout: the view extends under the bar (from the screen's top, its safe area 103) unless .top is left out or the bar is opaque, then starts below it (at 103, safe area 0); the header pinned to the safe area stays put",
        arguments: [
            ExtendedLayoutCase(name: "all edges", edges: .all, translucent: true, includesOpaqueBars: false, viewTop: 0, safeTop: 103),
            ExtendedLayoutCase(name: "no edges", edges: [], translucent: true, includesOpaqueBars: false, viewTop: 103, safeTop: 0),
            ExtendedLayoutCase(name: "bottom only", edges: .bottom, translucent: true, includesOpaqueBars: false, viewTop: 103, safeTop: 0),
            ExtendedLayoutCase(name: "an opaque bar", edges: .all, translucent: false, includesOpaqueBars: false, viewTop: 103, safeTop: 0),
            ExtendedLayoutCase(
                name: "an opaque bar, opaque bars included", edges: .all, translucent: false, includesOpaqueBars: true, viewTop: 0,
                safeTop: 103),
        ])
    func extendedLayout(_ c: ExtendedLayoutCase) throws {
        let inbox = InboxViewController()
        inbox.edgesForExtendedLayout = c.edges
        inbox.extendedLayoutIncludesOpaqueBars = c.includesOpaqueBars
        let navigation = UINavigationController(rootViewController: inbox)
        navigation.navigationBar.isTranslucent = c.translucent
        let window = showInWindow(navigation)
        #expect(inbox.view.frame.minY == c.viewTop && inbox.view.safeAreaInsets.top == c.safeTop)
        #expect(inbox.view.frame.maxY == 852)
        #expect(inbox.header.convert(CGPoint.zero, to: nil).y == 111, "the header stays 8 below the bar")
        // Changing it on screen moves the view.
        inbox.edgesForExtendedLayout = c.edges.contains(.top) ? [] : .all
        window.layoutIfNeeded()
        #expect(inbox.header.convert(CGPoint.zero, to: nil).y == 111)
    }

    @Test(
        "A scroll view the navigation controller shows starts its content below the bar even when it is short (UIKit's automatic inset adjustment); one in a plain window does not"
    )
    func scrollViewUnderTheBar() throws {
        let shown = ListViewController()
        _ = showInWindow(UINavigationController(rootViewController: shown))
        #expect(shown.list.adjustedContentInset.top == 103 && shown.list.contentOffset.y == -103)
        let plain = ListViewController()
        _ = showInWindow(plain)
        #expect(plain.list.adjustedContentInset.top == 0 && plain.list.contentOffset.y == 0)
    }

    @Test(
        "UIKit adjusts the controller's content scroll view: its view's first subview, when the view is not a scroll view; no other",
        arguments: [(true, 103.0), (false, 0)])
    func scrollViewFirstInAPlainView(scrollFirst: Bool, inset: Double) throws {
        let shown = ScrollInPlainViewController(scrollFirst: scrollFirst)
        _ = showInWindow(UINavigationController(rootViewController: shown))
        #expect(shown.scroll.adjustedContentInset.top == inset && shown.scroll.contentOffset.y == -inset)
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

/// A tab's screen that records its appearance calls.
final class TabScreen: UIViewController {
    var calls: [String] = []
    init(title: String) {
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    override func viewWillAppear(_ animated: Bool) { calls.append("willAppear") }
    override func viewDidAppear(_ animated: Bool) { calls.append("didAppear") }
    override func viewDidDisappear(_ animated: Bool) { calls.append("didDisappear") }
}

/// Records the tabs the user selects, refusing the third.
final class TabRecorder: UITabBarControllerDelegate {
    var selected: [String?] = []
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        viewController.title != "Locked"
    }
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        selected.append(viewController.title)
    }
}

@MainActor
@Suite("UITabBarController as an app's root")
struct TabBarControllerTests {
    @Test("the bar sits on the home indicator strip, 49 pt high; the selected screen fills the screen with the bar in its safe area")
    func layout() throws {
        let inbox = TabScreen(title: "Inbox"), settings = TabScreen(title: "Settings")
        let tabs = UITabBarController()
        tabs.viewControllers = [UINavigationController(rootViewController: inbox), settings]
        let window = showInWindow(tabs)
        let screen = window.bounds
        #expect(tabs.tabBar.frame == CGRect(x: 0, y: screen.height - 34 - 49, width: screen.width, height: 49))
        #expect(inbox.view.frame.size == screen.size)
        #expect(inbox.view.safeAreaInsets.bottom == 83)
        #expect(abs(inbox.view.safeAreaInsets.top - (59 + 44)) < 1e-9)  // the status bar strip, then the navigation bar
        #expect(inbox.tabBarController === tabs && inbox.navigationController != nil)
        #expect(tabs.tabBar.items?.map(\.title) == ["Inbox", "Settings"])  // from the controllers' titles
        #expect(inbox.calls == ["willAppear", "didAppear"] && settings.calls.isEmpty)
    }

    @Test("a tap on an item selects its tab (the delegate may refuse); the screens get their appearance calls")
    func selecting() throws {
        let first = TabScreen(title: "First"), second = TabScreen(title: "Second"), locked = TabScreen(title: "Locked")
        second.tabBarItem = UITabBarItem(title: "Second", image: nil, tag: 2)
        second.tabBarItem.badgeValue = "3"
        let tabs = UITabBarController()
        let recorder = TabRecorder()
        tabs.delegate = recorder
        tabs.viewControllers = [first, second, locked]
        let window = showInWindow(tabs)
        let bar = tabs.tabBar.convert(tabs.tabBar.bounds, to: window)
        let third = bar.width / 3
        window.tap(at: CGPoint(x: bar.minX + third * 1.5, y: bar.midY))
        #expect(tabs.selectedIndex == 1 && tabs.selectedViewController === second)
        #expect(recorder.selected == ["Second"])
        #expect(first.calls == ["willAppear", "didAppear", "didDisappear"])
        #expect(second.calls == ["willAppear", "didAppear"] && second.view.window != nil && first.view.window == nil)
        window.tap(at: CGPoint(x: bar.minX + third * 2.5, y: bar.midY))
        #expect(tabs.selectedIndex == 1 && recorder.selected == ["Second"])
        tabs.selectedIndex = 0  // in code: no delegate call, as UIKit
        #expect(tabs.selectedViewController === first && recorder.selected == ["Second"])
    }

    @Test("a pushed controller that hidesBottomBarWhenPushed hides the bar until it is popped")
    func hidesBottomBar() {
        let root = TabScreen(title: "List"), detail = TabScreen(title: "Detail")
        detail.hidesBottomBarWhenPushed = true
        let navigation = UINavigationController(rootViewController: root)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation, TabScreen(title: "Other")]
        _ = showInWindow(tabs)
        navigation.pushViewController(detail, animated: true)
        tabs.view.layoutIfNeeded()
        #expect(tabs.tabBar.isHidden && detail.view.safeAreaInsets.bottom == 34)
        navigation.popViewController(animated: true)
        tabs.view.layoutIfNeeded()
        #expect(!tabs.tabBar.isHidden && root.view.safeAreaInsets.bottom == 83)
    }
}

/// A controller that sets its navigation item's appearances as it loads, inside its navigation
/// controller (the bar reads them as they are set).
final class IndigoBarViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .systemIndigo
        navigationItem.standardAppearance = appearance
        navigationItem.scrollEdgeAppearance = appearance
    }
}

extension NavigationControllerTests {
    @Test("a controller may set its navigation item's appearances in viewDidLoad, in its navigation controller: the bar takes a copy")
    func itemAppearanceInViewDidLoad() throws {
        let shown = IndigoBarViewController()
        let navigation = UINavigationController(rootViewController: shown)
        _ = showInWindow(navigation)
        #expect(shown.navigationItem.standardAppearance?.backgroundColor == .systemIndigo)
        #expect(shown.navigationItem.scrollEdgeAppearance !== shown.navigationItem.standardAppearance)
    }
}
