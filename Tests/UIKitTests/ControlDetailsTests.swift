import Testing
import UIKit

@MainActor
@Suite("Control and bar details UIKit code relies on: update handlers, segment editing, navigation delegates, supplementing back buttons")
struct ControlDetailsTests {
    @Test("a button's configuration update handler runs when it is set, on selection and on request")
    func updateHandler() {
        var runs = 0
        let button = UIButton(configuration: .filled())
        button.configurationUpdateHandler = { b in
            runs += 1
            var config = b.configuration
            config?.title = b.isSelected ? "Following" : "Follow"
            b.configuration = config
        }
        #expect(runs == 1 && button.title(for: .normal) == "Follow")
        button.isSelected = true
        #expect(runs == 2 && button.title(for: .normal) == "Following")
        button.setNeedsUpdateConfiguration()
        #expect(runs == 3)
    }

    @Test("segments are removed and disabled as UIKit's: the selection follows, a disabled segment is not selected by a tap")
    func segments() {
        let control = UISegmentedControl(items: ["A", "B", "C"])
        control.selectedSegmentIndex = 2
        control.removeSegment(at: 0, animated: false)
        #expect(control.numberOfSegments == 2 && control.selectedSegmentIndex == 1)
        control.setEnabled(false, forSegmentAt: 0)
        #expect(!control.isEnabledForSegment(at: 0) && control.isEnabledForSegment(at: 1))
        let screen = UIViewController()
        control.frame = CGRect(x: 20, y: 200, width: 200, height: 32)
        screen.view.addSubview(control)
        let window = showInWindow(screen)
        window.tap(at: CGPoint(x: 60, y: 216))
        #expect(control.selectedSegmentIndex == 1, "the disabled first segment is not selected")
        control.removeAllSegments()
        #expect(control.numberOfSegments == 0 && control.selectedSegmentIndex == UISegmentedControl.noSegment)
    }

    /// Hears a navigation controller show its controllers.
    final class Shown: UINavigationControllerDelegate {
        var heard: [String] = []
        func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
        {
            heard.append("will \(viewController.title ?? "")")
        }
        func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
        {
            heard.append("did \(viewController.title ?? "")")
        }
    }

    @Test("a navigation controller's delegate hears each controller shown; left items supplement the back button when asked")
    func navigation() {
        let inbox = UIViewController()
        inbox.title = "Inbox"
        let navigation = UINavigationController(rootViewController: inbox)
        let listener = Shown()
        navigation.delegate = listener
        _ = showInWindow(navigation)
        let message = UIViewController()
        message.title = "Message"
        message.navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Flag", style: .plain)
        message.navigationItem.leftItemsSupplementBackButton = true
        navigation.pushViewController(message, animated: false)
        navigation.view.layoutIfNeeded()
        #expect(
            listener.heard == ["will Inbox", "did Inbox", "will Message", "did Message"], "the root as it first shows, then the pushed one")
        let titles = navigation.navigationBar.subviews.compactMap { ($0 as? UIButton)?.title(for: .normal) }
        #expect(titles.contains("‹ Inbox") && titles.contains("Flag"), "\(titles)")
        _ = navigation.popViewController(animated: false)
        #expect(listener.heard.suffix(2) == ["will Inbox", "did Inbox"])
    }
}

/// A grid cell that records the attributes it was placed with.
final class AttributedCell: UICollectionViewCell {
    var applied: [CGRect] = []
    override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        applied.append(layoutAttributes.frame)
    }
}

extension ControlDetailsTests {
    /// A grid of two items.
    final class Grid: NSObject, UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
    }

    @Test("a placed cell hears its layout attributes; a new layout replaces the old and places the cells again")
    func cellAttributes() throws {
        let flow = UICollectionViewFlowLayout()
        flow.itemSize = CGSize(width: 100, height: 100)
        let grid = UICollectionView(frame: .zero, collectionViewLayout: flow)
        grid.register(AttributedCell.self, forCellWithReuseIdentifier: "cell")
        let source = Grid()
        grid.dataSource = source
        let window = showInWindow(asRootView: grid)
        let first = try #require(grid.cellForItem(at: IndexPath(item: 0, section: 0)) as? AttributedCell)
        #expect(first.applied.last == first.frame)
        let bigger = UICollectionViewFlowLayout()
        bigger.itemSize = CGSize(width: 150, height: 150)
        var done = false
        grid.setCollectionViewLayout(bigger, animated: true) { done = $0 }
        window.layoutIfNeeded()
        #expect(done && grid.collectionViewLayout === bigger)
        #expect(grid.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.size == CGSize(width: 150, height: 150))
        withExtendedLifetime(source) {}
    }

    @Test("a table view controller's refresh control is its table's; a context menu configuration gives its menu")
    func refreshAndMenus() {
        let controller = UITableViewController(style: .plain)
        controller.refreshControl = UIRefreshControl()
        #expect(controller.tableView.refreshControl === controller.refreshControl)
        let configuration = UIContextMenuConfiguration(actionProvider: { _ in UIMenu(children: [UIAction(title: "Copy") { _ in }]) })
        #expect(configuration.menu?.allActions.map(\.title) == ["Copy"])
    }
}
