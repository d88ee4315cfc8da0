import Testing
@testable import UIKit

/// A mailbox as UIKit code writes one: a table view controller of 40 rows under a large title.
final class MailboxController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Mailboxes"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 40 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = "Mailbox \(indexPath.row)"
        return cell
    }
}

@MainActor
@Suite("Large titles collapse as the content scrolls up, as UIKit's navigation bar does")
struct LargeTitleCollapseTests {
    /// On an iPhone 15: the status bar is 59 points, the bar 44, and 52 more with a large title.
    func show() -> (UIWindow, UINavigationController, MailboxController) {
        let mailboxes = MailboxController(style: .plain)
        let navigation = UINavigationController(rootViewController: mailboxes)
        navigation.navigationBar.prefersLargeTitles = true
        return (showInWindow(navigation), navigation, mailboxes)
    }

    @Test(
        "the bar loses a point of its large title for each point scrolled, the content's top staying at the bar, then stays 44 points with the title inline",
        arguments: [
            // (points scrolled from the top, bar height, the table's top inset, title drawn large)
            (0.0, 96.0, 155.0, true), (20, 76, 135, true), (51, 45, 104, true), (52, 44, 103, false), (300, 44, 103, false),
        ])
    func collapses(scrolled: CGFloat, barHeight: CGFloat, inset: CGFloat, large: Bool) throws {
        let (window, navigation, mailboxes) = show()
        let table = try #require(mailboxes.tableView)
        #expect(table.contentOffset.y == -155)
        table.contentOffset.y = -155 + scrolled
        window.layoutIfNeeded()
        #expect(navigation.navigationBar.frame.height == barHeight)
        #expect(mailboxes.view.safeAreaInsets.top == 59 + barHeight)
        #expect(table.adjustedContentInset.top == inset)
        #expect(table.contentOffset.y == -155 + scrolled, "the content moved as far as it was scrolled")
        #expect((navigation.navigationBar.titleLabel.font.pointSize == 34) == large)
    }

    @Test("a drag up collapses the large title, a drag back down past the top brings it back")
    func expandsAgain() throws {
        let (window, navigation, mailboxes) = show()
        let table = try #require(mailboxes.tableView)
        window.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 400), duration: 1)
        window.animator.settle()
        #expect(navigation.navigationBar.frame.height == 44)
        #expect(table.contentOffset.y > 100)
        window.drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 200, y: 800), duration: 1)
        window.animator.settle()
        #expect(navigation.navigationBar.frame.height == 96)
        #expect(table.contentOffset.y == -155, "at rest at the top under the large title")
    }

    @Test("a pushed controller starts with its own large title expanded, and popping back shows the scrolled one collapsed")
    func pushAndPop() throws {
        let (window, navigation, mailboxes) = show()
        mailboxes.tableView.contentOffset.y = 200
        window.layoutIfNeeded()
        #expect(navigation.navigationBar.frame.height == 44)
        let next = MailboxController(style: .plain)
        navigation.pushViewController(next, animated: false)
        window.layoutIfNeeded()
        #expect(navigation.navigationBar.frame.height == 96)
        #expect(next.tableView.contentOffset.y == -155)
        navigation.popViewController(animated: false)
        window.layoutIfNeeded()
        #expect(navigation.navigationBar.frame.height == 44)
        #expect(mailboxes.tableView.contentOffset.y == 200)
    }

    @Test(
        "a drag that leaves the large title part way collapsed snaps it fully open (less than half) or shut, as UIKit's",
        arguments: [(20.0, 96.0, -155.0), (40, 44, -103)])
    func snaps(dragged: CGFloat, barHeight: CGFloat, rest: CGFloat) throws {
        let (window, navigation, mailboxes) = show()
        // Slowly, so the content does not coast on.
        window.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 600 - dragged), duration: 2)
        window.animator.settle()
        window.layoutIfNeeded()
        #expect(navigation.navigationBar.frame.height == barHeight)
        #expect(try #require(mailboxes.tableView).contentOffset.y == rest)
    }
}
