import Testing
import UIKit

@MainActor
@Suite("Editing a table: the Edit button, the delete controls, the confirmation and the commit, as UIKit")
struct TableEditingTests {
    /// The master list of Xcode's template: an Edit button, rows deleted by the data source.
    final class ListController: UITableViewController {
        var items = ["Apples", "Bread", "Cheese"]
        var committed: [(UITableViewCell.EditingStyle, IndexPath)] = []
        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Shopping"
            navigationItem.rightBarButtonItem = editButtonItem
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "item")
        }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "item", for: indexPath)
            cell.textLabel?.text = items[indexPath.row]
            return cell
        }
        override func tableView(
            _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
        ) {
            committed.append((editingStyle, indexPath))
            if editingStyle == .delete {
                items.remove(at: indexPath.row)
                tableView.deleteRows(at: [indexPath], with: .fade)
            }
        }
    }

    func centre(of view: UIView) -> CGPoint { view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil) }

    @Test("Edit shows a minus on each row and indents the content; a minus asks to confirm; Delete commits; Done ends editing")
    func deleteARow() throws {
        let list = ListController(style: .plain)
        let navigation = UINavigationController(rootViewController: list)
        let window = showInWindow(navigation)
        let table = try #require(list.tableView)
        func button(_ title: String, in view: UIView) -> UIButton? {
            var found: UIButton?
            func walk(_ v: UIView) {
                if let b = v as? UIButton, b.currentTitle == title, !b.isHidden { found = found ?? b }
                v.subviews.forEach(walk)
            }
            walk(view)
            return found
        }
        window.tap(at: centre(of: try #require(button("Edit", in: navigation.navigationBar))))
        window.animator.settle()
        #expect(list.isEditing && table.isEditing)
        #expect(button("Done", in: navigation.navigationBar) != nil, "the Edit button reads Done while editing")
        let bread = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(bread.isEditing && bread.contentView.frame.minX == 38)
        window.tap(at: centre(of: try #require(button("\u{2212}", in: bread))))
        window.animator.settle()
        let delete = try #require(button("Delete", in: bread))
        #expect(list.committed.isEmpty, "a minus only asks for confirmation")
        window.tap(at: centre(of: delete))
        window.animator.settle()
        #expect(list.committed.map(\.0) == [.delete] && list.committed.map(\.1) == [IndexPath(row: 1, section: 0)])
        #expect(table.numberOfRows(inSection: 0) == 2)
        #expect(table.visibleCells.compactMap { $0.textLabel?.text } == ["Apples", "Cheese"])
        window.tap(at: centre(of: try #require(button("Done", in: navigation.navigationBar))))
        window.animator.settle()
        #expect(!list.isEditing && !table.isEditing)
        #expect(table.visibleCells.allSatisfy { $0.contentView.frame.minX == 0 && !$0.isEditing })
    }

    @Test("A row the data source says cannot be edited shows no control")
    func notEditable() throws {
        final class Locked: UITableViewController {
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
            override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { indexPath.row == 1 }
        }
        let locked = Locked(style: .plain)
        _ = showInWindow(locked)
        locked.setEditing(true, animated: false)
        locked.tableView.layoutIfNeeded()
        let cells = locked.tableView.visibleCells
        #expect(cells.map(\.contentView.frame.minX) == [0, 38])
    }
}
