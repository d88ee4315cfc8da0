import Testing
import UIKit

@MainActor
@Suite("UIRefreshControl: pull to refresh on a table")
struct RefreshControlTests {
    @Test("Pulling the content down past the threshold sends valueChanged once; the spinner stays until endRefreshing")
    func pullToRefresh() throws {
        let screen = NotesViewController(notes: (0..<30).map { "Note \($0)" })
        screen.fixedHeight = 44
        let refresh = UIRefreshControl()
        var refreshes = 0
        refresh.addAction(UIAction { _ in refreshes += 1 }, for: .valueChanged)
        screen.loadViewIfNeeded()
        screen.table.refreshControl = refresh
        let window = showInWindow(screen)
        let rest = screen.table.contentOffset.y
        #expect(rest == -59 && refresh.isHidden, "at rest the control is out of sight")
        window.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 600), duration: 0.5)
        window.animator.settle()
        #expect(refreshes == 1 && refresh.isRefreshing)
        #expect(screen.table.adjustedContentInset.top == 59 + 60 && screen.table.contentOffset.y == -119, "the spinner's 60 points stay")
        #expect(!refresh.isHidden && refresh.frame.maxY == 0, "above the content")
        refresh.endRefreshing()
        #expect(!refresh.isRefreshing && screen.table.contentOffset.y == rest && screen.table.adjustedContentInset.top == 59)
    }

    @Test("A small pull does not refresh; beginRefreshing from code shows the spinner without sending valueChanged")
    func smallPullAndCode() throws {
        let screen = NotesViewController(notes: ["A"])
        let refresh = UIRefreshControl()
        var refreshes = 0
        refresh.addAction(UIAction { _ in refreshes += 1 }, for: .valueChanged)
        screen.loadViewIfNeeded()
        screen.table.refreshControl = refresh
        let window = showInWindow(screen)
        window.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 360), duration: 0.3)
        window.animator.settle()
        #expect(refreshes == 0 && !refresh.isRefreshing)
        refresh.beginRefreshing()
        #expect(refresh.isRefreshing && refreshes == 0)
        #expect(screen.table.contentOffset.y == -119)
    }
}
