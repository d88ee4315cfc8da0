import Testing
import UIKit

@MainActor
@Suite("Swipe actions: a row swiped left shows its trailing actions; a tap or a full swipe runs one")
struct SwipeActionTests {
    final class MailController: UITableViewController {
        var messages = ["Lunch?", "Invoice", "Photos", "Meeting"]
        var ran: [String] = []
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { messages.count }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = messages[indexPath.row]
            return cell
        }
        override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 60 }
        override func tableView(
            _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
        ) -> UISwipeActionsConfiguration? {
            let delete = UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, done in
                self?.ran.append("delete \(indexPath.row)")
                self?.messages.remove(at: indexPath.row)
                tableView.deleteRows(at: [indexPath], with: .automatic)
                done(true)
            }
            let flag = UIContextualAction(style: .normal, title: "Flag") { [weak self] _, _, done in
                self?.ran.append("flag \(indexPath.row)")
                done(true)
            }
            flag.backgroundColor = .systemOrange
            return UISwipeActionsConfiguration(actions: [delete, flag])
        }
        override func tableView(
            _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
        ) -> UISwipeActionsConfiguration? {
            let read = UIContextualAction(style: .normal, title: "Read") { [weak self] _, _, done in
                self?.ran.append("read \(indexPath.row)")
                done(true)
            }
            read.backgroundColor = .systemBlue
            let configuration = UISwipeActionsConfiguration(actions: [read])
            configuration.performsFirstActionWithFullSwipe = false
            return configuration
        }
    }

    func rowCentreY(_ table: UITableView, _ row: Int) -> CGFloat {
        table.convert(CGPoint(x: 0, y: table.rectForRow(at: IndexPath(row: row, section: 0)).midY), to: nil).y
    }

    @Test("A left swipe past half the buttons opens the row: Delete outermost, Flag inside; a tap on Flag runs it and closes the row")
    func openAndTap() throws {
        let mail = MailController(style: .plain)
        let window = showInWindow(mail)
        let table = try #require(mail.tableView)
        let y = rowCentreY(table, 1), offset = table.contentOffset
        window.drag(from: CGPoint(x: 350, y: y), to: CGPoint(x: 200, y: y), duration: 0.3)
        window.animator.settle()
        #expect(table.contentOffset == offset, "a swipe does not scroll")
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        let buttons = cell.subviews.compactMap { $0 as? UIButton }.filter { !$0.isHidden }
        #expect(buttons.map(\.currentTitle) == ["Delete", "Flag"])
        #expect(buttons[0].frame.maxX == 393 && buttons[0].frame.width == 74 && buttons[1].frame.maxX == 393 - 74)
        #expect(cell.contentView.frame.minX == -148)
        window.tap(at: buttons[1].convert(CGPoint(x: 37, y: 30), to: nil))
        window.animator.settle()
        #expect(mail.ran == ["flag 1"])
        table.layoutIfNeeded()
        #expect(cell.contentView.frame.minX == 0 && cell.subviews.compactMap { $0 as? UIButton }.isEmpty)
    }

    @Test("A full swipe across the row runs its first action: the row is deleted")
    func fullSwipe() throws {
        let mail = MailController(style: .plain)
        let window = showInWindow(mail)
        let table = try #require(mail.tableView)
        let y = rowCentreY(table, 2)
        window.drag(from: CGPoint(x: 380, y: y), to: CGPoint(x: 40, y: y), duration: 0.3)
        window.animator.settle()
        #expect(mail.ran == ["delete 2"])
        #expect(table.numberOfRows(inSection: 0) == 3)
        #expect(table.visibleCells.compactMap { $0.textLabel?.text } == ["Lunch?", "Invoice", "Meeting"])
    }

    @Test("A short swipe closes again; a vertical drag still scrolls")
    func shortSwipeAndScroll() throws {
        let mail = MailController(style: .plain)
        mail.messages = (0..<40).map { "Message \($0)" }
        let window = showInWindow(mail)
        let table = try #require(mail.tableView)
        let y = rowCentreY(table, 0)
        window.drag(from: CGPoint(x: 350, y: y), to: CGPoint(x: 320, y: y), duration: 0.2)
        window.animator.settle()
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.contentView.frame.minX == 0)
        let before = table.contentOffset.y
        window.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 300), duration: 0.3)
        window.animator.settle()
        #expect(table.contentOffset.y > before + 200)
    }

    @Test("A rightward swipe opens the leading actions at the leading edge; with no full-swipe action a long swipe only opens")
    func leadingActions() throws {
        let mail = MailController(style: .plain)
        let window = showInWindow(mail)
        let table = try #require(mail.tableView)
        let y = rowCentreY(table, 0)
        window.drag(from: CGPoint(x: 20, y: y), to: CGPoint(x: 380, y: y), duration: 0.3)
        window.animator.settle()
        #expect(mail.ran.isEmpty, "performsFirstActionWithFullSwipe is off")
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let read = try #require(cell.subviews.compactMap { $0 as? UIButton }.first { !$0.isHidden })
        #expect(read.currentTitle == "Read" && read.frame == CGRect(x: 0, y: 0, width: 74, height: cell.contentView.frame.height))
        #expect(cell.contentView.frame.minX == 74)
        window.tap(at: read.convert(CGPoint(x: 37, y: 20), to: nil))
        window.animator.settle()
        #expect(mail.ran == ["read 0"])
    }
}
