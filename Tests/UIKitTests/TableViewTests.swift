import Testing
import UIKit

/// A cell whose multi-line label is pinned to its content view's margins: the self-sizing recipe.
final class NoteCell: UITableViewCell {
    nonisolated(unsafe) static var made = 0
    let note = UILabel()
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        NoteCell.made += 1
        note.numberOfLines = 0
        note.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(note)
        NSLayoutConstraint.activate([
            note.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            note.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
            note.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
            note.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
        ])
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// A chat bubble as UIKit code writes one: a multi-line label inside a bubble at most three
/// quarters of the row wide, hugging short messages.
final class BubbleCell: UITableViewCell {
    let bubble = UIView()
    let message = UILabel()
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        message.numberOfLines = 0
        bubble.translatesAutoresizingMaskIntoConstraints = false
        message.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(bubble)
        bubble.addSubview(message)
        NSLayoutConstraint.activate([
            bubble.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 4),
            bubble.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -4),
            bubble.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 12),
            bubble.widthAnchor.constraint(lessThanOrEqualTo: contentView.widthAnchor, multiplier: 0.75),
            message.topAnchor.constraint(equalTo: bubble.topAnchor, constant: 8),
            message.bottomAnchor.constraint(equalTo: bubble.bottomAnchor, constant: -8),
            message.leadingAnchor.constraint(equalTo: bubble.leadingAnchor, constant: 12),
            message.trailingAnchor.constraint(equalTo: bubble.trailingAnchor, constant: -12),
        ])
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// A table of chat bubbles, short and long messages in turn.
final class BubblesViewController: UITableViewController {
    var messages: [String] = []
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(BubbleCell.self, forCellReuseIdentifier: "bubble")
        tableView.estimatedRowHeight = 60
    }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { messages.count }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "bubble", for: indexPath) as! BubbleCell
        cell.message.text = messages[indexPath.row]
        return cell
    }
}

/// A form as a table view controller: a text field in every row.
final class FieldsTableController: UITableViewController {
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        let field = UITextField(frame: CGRect(x: 16, y: 5, width: 300, height: 34))
        field.placeholder = "Field \(indexPath.row)"
        cell.contentView.addSubview(field)
        return cell
    }
}

/// A screen with a table of notes, written as UIKit code is.
final class NotesViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    let table: UITableView
    var notes: [String]
    var sections = 1
    var titles: [String?] = []
    var selected: [IndexPath] = []
    var fixedHeight: CGFloat?
    init(notes: [String], style: UITableView.Style = .plain) {
        self.notes = notes
        table = UITableView(frame: .zero, style: style)
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("not archived") }
    override func loadView() { view = table }
    override func viewDidLoad() {
        super.viewDidLoad()
        table.register(NoteCell.self, forCellReuseIdentifier: "note")
        table.dataSource = self
        table.delegate = self
    }
    func numberOfSections(in tableView: UITableView) -> Int { sections }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { notes.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "note", for: indexPath) as! NoteCell
        cell.note.text = notes[indexPath.row]
        return cell
    }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        titles.indices.contains(section) ? titles[section] : nil
    }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        fixedHeight ?? UITableView.automaticDimension
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath) }
}

/// A settings screen as a `UITableViewController` subclass with built-in cells.
final class PreferencesTableController: UITableViewController {
    var tapped: IndexPath?
    override func numberOfSections(in tableView: UITableView) -> Int { 2 }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { section == 0 ? 2 : 3 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
        cell.textLabel?.text = "Setting \(indexPath.row)"
        cell.detailTextLabel?.text = "On"
        cell.accessoryType = .disclosureIndicator
        return cell
    }
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { tapped = indexPath }
}

@MainActor
@Suite("UITableView: self-sizing rows, reuse, selection, sections and updates, as UIKit")
struct TableViewTests {
    let hairline = 1 / UIScreen.main.scale

    @Test("Self-sizing rows: each row is its content view's fitting height plus the separator hairline")
    func selfSizingRows() throws {
        let long = String(repeating: "A long note that wraps over several lines. ", count: 6)
        let screen = NotesViewController(notes: ["Short", long, "Short"])
        _ = showInWindow(screen)
        let cells = screen.table.visibleCells.compactMap { $0 as? NoteCell }
        #expect(cells.count == 3)
        for cell in cells {
            // The label fills the margins (11 points above and below), the hairline is under the content.
            #expect(abs(cell.contentView.frame.height - (cell.note.frame.height + 22)) < 0.01)
            #expect(abs(cell.frame.height - cell.contentView.frame.height - hairline) < 0.34)
        }
        #expect(cells[1].frame.height > cells[0].frame.height + 20)
        #expect(cells[0].frame.height == cells[2].frame.height)
        #expect(cells[1].frame.minY == cells[0].frame.maxY && cells[2].frame.minY == cells[1].frame.maxY)
        #expect(screen.table.contentSize.height == cells[2].frame.maxY)
        #expect(cells[0].note.frame.minX == 16, "the label starts at the content view's 16-point margin")
    }

    /// A row whose 40-point square avatar sits in the content view's margins, with room to spare
    /// below (`bottom <= margins.bottom`): taller than the cell's default 44 points.
    final class AvatarCell: UITableViewCell {
        let avatar = UIImageView()
        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            avatar.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(avatar)
            let g = contentView.layoutMarginsGuide
            NSLayoutConstraint.activate([
                avatar.leadingAnchor.constraint(equalTo: g.leadingAnchor), avatar.topAnchor.constraint(equalTo: g.topAnchor),
                avatar.widthAnchor.constraint(equalToConstant: 40), avatar.heightAnchor.constraint(equalTo: avatar.widthAnchor),
                avatar.bottomAnchor.constraint(equalTo: g.bottomAnchor),
            ])
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    final class Avatars: NSObject, UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "avatar", for: indexPath)
        }
    }

    @Test(
        "A self-sizing row taller than a cell's default 44 points joins the table at its measured height: no conflict is logged and no constraint is broken"
    )
    func rowTallerThanTheDefault() throws {
        let table = UITableView()
        table.register(AvatarCell.self, forCellReuseIdentifier: "avatar")
        let source = Avatars()
        table.dataSource = source
        let window = showInWindow(asRootView: table)
        #expect(!window.layoutWindow.log.contains { $0.contains("Unable to simultaneously satisfy constraints") })
        let cells = table.visibleCells.compactMap { $0 as? AvatarCell }
        #expect(cells.count == 3)
        for cell in cells {
            #expect(cell.avatar.frame == CGRect(x: 16, y: 11, width: 40, height: 40))
            #expect(cell.contentView.frame.height == 62)
        }
        withExtendedLifetime(source) {}
    }

    @Test("A fixed height from the delegate wins over self-sizing; the content view leaves room for the hairline")
    func fixedHeights() throws {
        let screen = NotesViewController(notes: Array(repeating: "Row", count: 5))
        screen.fixedHeight = 60
        _ = showInWindow(screen)
        let frames = screen.table.visibleCells.map(\.frame)
        #expect(frames.map(\.minY) == [0, 60, 120, 180, 240])
        #expect(frames.allSatisfy { $0.height == 60 && $0.width == 393 })
        #expect(abs(screen.table.visibleCells[0].contentView.frame.height - (60 - hairline)) < 0.001)
        #expect(screen.table.contentSize == CGSize(width: 393, height: 300))
    }

    @Test("Only rows on screen have cells; scrolling reuses the cells that left")
    func reuse() throws {
        NoteCell.made = 0
        let screen = NotesViewController(notes: (0..<200).map { "Note \($0)" })
        screen.fixedHeight = 44
        _ = showInWindow(screen)
        let table = screen.table
        let shown = try #require(table.indexPathsForVisibleRows)
        #expect(shown.first == IndexPath(row: 0, section: 0))
        #expect(shown.count == Int((table.bounds.maxY / 44).rounded(.up)), "the rows under the status bar and down to the bottom")
        #expect(table.contentSize.height == CGFloat(200 * 44))
        let madeAtFirst = NoteCell.made
        table.contentOffset = CGPoint(x: 0, y: 44 * 100)
        table.layoutIfNeeded()
        #expect(table.indexPathsForVisibleRows?.first == IndexPath(row: 100, section: 0))
        let cell = try #require(table.cellForRow(at: IndexPath(row: 100, section: 0)) as? NoteCell)
        #expect(cell.note.text == "Note 100")
        #expect(NoteCell.made <= madeAtFirst + 1, "the cells that scrolled off are dequeued again")
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 44 * 150 + 5)) == IndexPath(row: 150, section: 0))
    }

    @Test("A reused cell's multi-line label wraps at the width its new text gets, not at the width of the short text it showed before")
    func reusedBubbles() throws {
        let long = "A longer message that wraps onto a second line, maybe even a third one if it keeps going."
        let screen = BubblesViewController(style: .plain)
        screen.messages = (0..<8).map { $0 % 2 == 0 ? "Msg \($0)" : long }
        let window = showInWindow(screen)
        // The same cells show the messages the other way round: short texts go to the cells that
        // wrapped a long one, and long ones to cells sized for a short one.
        screen.messages = (0..<8).map { $0 % 2 == 0 ? long : "Msg \($0)" }
        screen.tableView.reloadData()
        window.layoutIfNeeded()
        let widest = (screen.tableView.bounds.width * 0.75).rounded(.down) - 24
        for case let cell as BubbleCell in screen.tableView.visibleCells {
            let label = cell.message
            let fits = label.sizeThatFits(CGSize(width: label.frame.width, height: .greatestFiniteMagnitude))
            #expect(abs(label.frame.height - fits.height) < 1, "\(label.text ?? ""): all its lines show (on the pixel grid)")
            if label.text == long {
                #expect(label.frame.width >= widest - 1, "a long message takes the bubble's full width")
            } else {
                #expect(label.frame.height < 30, "a short message stays on one line")
            }
        }
        #expect(window.layoutWindow.log.isEmpty)
    }

    @Test("A table view controller's table makes room for the on-screen keyboard and scrolls the edited row above it, as UIKit's")
    func tableAvoidsKeyboard() throws {
        let screen = FieldsTableController(style: .plain)
        let window = showInWindow(screen)
        window.layoutWindow.showsSoftwareKeyboard = true
        let table = try #require(screen.tableView)
        table.contentOffset = CGPoint(x: 0, y: 44 * 4 - table.adjustedContentInset.top)
        table.layoutIfNeeded()
        let row = IndexPath(row: 19, section: 0)
        let cell = try #require(table.cellForRow(at: row))
        let field = try #require(cell.contentView.subviews.first as? UITextField)
        field.becomeFirstResponder()
        window.layoutWindow.animator.settle()
        #expect(table.adjustedContentInset.bottom == 336, "the keyboard covers the table's bottom 336 points")
        let fieldBottom = field.convert(CGPoint(x: 0, y: field.bounds.maxY), to: nil).y
        #expect(fieldBottom <= 852 - 336, "the edited field shows above the keyboard")
        field.resignFirstResponder()
        window.layoutWindow.animator.settle()
        #expect(table.adjustedContentInset.bottom == 34, "back to the home indicator's strip")
    }

    @Test("keyboardDismissMode .onDrag: a drag of the table sends the on-screen keyboard down; .none leaves it up")
    func dismissOnDrag() throws {
        for mode in [UIScrollView.KeyboardDismissMode.none, .onDrag] {
            let screen = FieldsTableController(style: .plain)
            let window = showInWindow(screen)
            window.layoutWindow.showsSoftwareKeyboard = true
            let table = try #require(screen.tableView)
            table.keyboardDismissMode = mode
            let field = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0))?.contentView.subviews.first as? UITextField)
            field.becomeFirstResponder()
            window.layoutWindow.animator.settle()
            window.drag(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 200, y: 300), duration: 0.2)
            window.layoutWindow.animator.settle()
            #expect(field.isFirstResponder == (mode == .none), "\(mode)")
            #expect((window.layoutWindow.keyboardFrame != nil) == (mode == .none))
        }
    }

    @Test("A cell whose field is being edited stays when its row scrolls off, as UIKit keeps it: editing goes on, and the row gets it back")
    func editedCellScrollsOff() throws {
        let screen = FieldsTableController(style: .plain)
        let window = showInWindow(screen)
        let table = try #require(screen.tableView)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let field = try #require(cell.contentView.subviews.first as? UITextField)
        field.becomeFirstResponder()
        table.contentOffset = CGPoint(x: 0, y: 880 - 852 + table.adjustedContentInset.bottom)
        table.layoutIfNeeded()
        #expect(field.isFirstResponder, "still editing, off screen")
        window.layoutWindow.insertText("Ada")
        #expect(field.text == "Ada")
        table.contentOffset = CGPoint(x: 0, y: -table.adjustedContentInset.top)
        table.layoutIfNeeded()
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === cell)
    }

    @Test("A tap selects its row and tells the delegate; the next tap moves the selection")
    func tapSelects() throws {
        let screen = NotesViewController(notes: ["A", "B", "C", "D"])
        screen.fixedHeight = 50
        let window = showInWindow(screen)
        // The rows start under the status bar: the table's content inset takes the safe area.
        let top = screen.table.adjustedContentInset.top
        #expect(top == 59)
        window.tap(at: CGPoint(x: 100, y: top + 125))
        window.animator.settle()
        #expect(screen.selected == [IndexPath(row: 2, section: 0)])
        #expect(screen.table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        #expect(screen.table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == true)
        window.tap(at: CGPoint(x: 100, y: top + 30))
        window.animator.settle()
        #expect(screen.selected.last == IndexPath(row: 0, section: 0))
        #expect(screen.table.indexPathsForSelectedRows == [IndexPath(row: 0, section: 0)])
        #expect(screen.table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == false)
    }

    @Test("A plain table's section header stays at the top while its section scrolls under it")
    func stickyHeaders() throws {
        let screen = NotesViewController(notes: (0..<30).map { "Note \($0)" })
        screen.fixedHeight = 44
        screen.sections = 2
        screen.titles = ["First", "Second"]
        _ = showInWindow(screen)
        let table = screen.table
        let second = table.rect(forSection: 1)
        #expect(table.rect(forSection: 0).maxY == second.minY)
        table.contentOffset = CGPoint(x: 0, y: second.minY + 200)
        table.layoutIfNeeded()
        let visibleTop = table.contentOffset.y + table.adjustedContentInset.top
        let header = try #require(
            table.subviews.compactMap { $0 as? UITableViewHeaderFooterView }.first { $0.textLabel?.text == "Second" })
        #expect(header.frame.minY == visibleTop, "under the status bar, over the rows scrolling by")
        #expect(abs(header.frame.height - (second.minY - table.rect(forSection: 0).minY - 30 * 44)) < 0.001)
    }

    @Test("A UITableViewController subclass: inset-grouped rows, built-in labels, the accessory, a tap")
    func tableViewController() throws {
        let settings = PreferencesTableController(style: .insetGrouped)
        let window = showInWindow(settings)
        let table = try #require(settings.tableView)
        let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(first.frame.minX == 16 && first.frame.width == 393 - 32)
        #expect(first.frame.height == 44, "a built-in cell is at least 44 points")
        #expect(first.frame.minY == 35, "the first grouped section starts 35 points down")
        let text = try #require(first.textLabel), detail = try #require(first.detailTextLabel)
        #expect(text.frame.minX == 16)
        #expect(detail.frame.maxX <= first.contentView.frame.width - 16)
        #expect(first.contentView.frame.width == CGFloat(361 - 27), "the chevron takes 27 points, as Xcode stores beside one")
        let second = try #require(table.cellForRow(at: IndexPath(row: 0, section: 1)))
        #expect(second.frame.minY == 158, "the sections are apart by a footer and a header gap")
        let centre = second.convert(CGPoint(x: 100, y: 22), to: nil)
        window.tap(at: centre)
        window.animator.settle()
        #expect(settings.tapped == IndexPath(row: 0, section: 1))
    }

    @Test("Rows inserted to match the data source show; the selection moves with its row")
    func insertRows() throws {
        let screen = NotesViewController(notes: ["A", "B"])
        screen.fixedHeight = 44
        _ = showInWindow(screen)
        screen.table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        screen.notes.insert("New", at: 0)
        screen.table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        screen.table.layoutIfNeeded()
        #expect(screen.table.numberOfRows(inSection: 0) == 3)
        #expect((screen.table.cellForRow(at: IndexPath(row: 0, section: 0)) as? NoteCell)?.note.text == "New")
        #expect(screen.table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
    }

    @Test("Rows that stay through an update keep their cells; only inserted and reloaded rows are asked for theirs")
    func updatesKeepCells() throws {
        let screen = NotesViewController(notes: ["A", "B", "C", "D"])
        _ = showInWindow(screen)
        let table = screen.table
        func cell(_ row: Int) throws -> NoteCell { try #require(table.cellForRow(at: IndexPath(row: row, section: 0)) as? NoteCell) }
        let a = try cell(0), c = try cell(2)
        screen.notes.insert("New", at: 1)
        screen.notes.remove(at: 2)  // B
        table.performBatchUpdates {
            table.insertRows(at: [IndexPath(row: 1, section: 0)], with: .automatic)
            table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .automatic)
        }
        table.layoutIfNeeded()
        #expect(try cell(0) === a && cell(2) === c, "A and C keep their cells")
        #expect(try cell(1).note.text == "New")
        // Data that changed shows only where its row is reloaded, as in UIKit.
        screen.notes[0] = "A, edited"
        screen.notes[3] = "D, edited"
        table.reloadRows(at: [IndexPath(row: 3, section: 0)], with: .none)
        table.layoutIfNeeded()
        #expect(try cell(0).note.text == "A")
        #expect(try cell(3).note.text == "D, edited")
        // A reconfigured row gets its own cell back, configured anew.
        let d = try cell(3)
        screen.notes[3] = "D, reconfigured"
        table.reconfigureRows(at: [IndexPath(row: 3, section: 0)])
        table.layoutIfNeeded()
        #expect(try cell(3) === d && cell(3).note.text == "D, reconfigured")
    }

    @Test("A cell whose constraints give no height gets UIKit's standard 44 points and its warning, once")
    func zeroHeightCell() throws {
        final class Empty: UIViewController, UITableViewDataSource {
            let table = UITableView()
            override func loadView() { view = table }
            override func viewDidLoad() {
                table.register(UITableViewCell.self, forCellReuseIdentifier: "empty")
                table.dataSource = self
            }
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "empty", for: indexPath)
            }
        }
        let screen = Empty()
        let window = showInWindow(screen)
        #expect(screen.table.visibleCells.map(\.frame.height) == [44, 44])
        let warnings = window.layoutWindow.log.filter { $0.contains("ambiguously suggest a height of zero") }
        #expect(warnings.count == 1)
    }

    @Test("A table header view sits above the first row, as wide as the table")
    func tableHeaderView() throws {
        let screen = NotesViewController(notes: ["A"])
        screen.fixedHeight = 44
        screen.loadViewIfNeeded()
        screen.table.tableHeaderView = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 120))
        _ = showInWindow(screen)
        #expect(screen.table.tableHeaderView?.frame == CGRect(x: 0, y: 0, width: 393, height: 120))
        #expect(screen.table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 120)
    }

    @Test("A registered header view is dequeued, sized from its constraints, and put back for reuse on reload")
    func registeredHeaderView() throws {
        final class BannerHeader: UITableViewHeaderFooterView {
            nonisolated(unsafe) static var made = 0
            let banner = UIView()
            override init(reuseIdentifier: String?) {
                super.init(reuseIdentifier: reuseIdentifier)
                BannerHeader.made += 1
                banner.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(banner)
                NSLayoutConstraint.activate([
                    banner.heightAnchor.constraint(equalToConstant: 40),
                    banner.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
                    banner.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
                    banner.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
                    banner.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
                ])
            }
            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        }
        final class Screen: UITableViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                tableView.register(BannerHeader.self, forHeaderFooterViewReuseIdentifier: "banner")
                tableView.rowHeight = 44
            }
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
            override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
                tableView.dequeueReusableHeaderFooterView(withIdentifier: "banner")
            }
        }
        BannerHeader.made = 0
        let screen = Screen(style: .plain)
        _ = showInWindow(screen)
        let table = try #require(screen.tableView)
        #expect(table.rect(forSection: 0) == CGRect(x: 0, y: 0, width: 393, height: 60 + 88))
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 60)
        table.reloadData()
        table.layoutIfNeeded()
        #expect(BannerHeader.made == 1, "the header went back to the pool and was dequeued again")
    }

    @Test("A list content configuration arranges the built-in labels: value cells right-align the secondary text, subtitle cells stack it")
    func contentConfigurations() throws {
        final class Screen: UITableViewController {
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = UITableViewCell()
                var content = indexPath.row == 0 ? UIListContentConfiguration.valueCell() : .subtitleCell()
                content.text = "Wi-Fi"
                content.secondaryText = "Home"
                content.secondaryTextProperties.color = .systemRed
                cell.contentConfiguration = content
                return cell
            }
        }
        let screen = Screen(style: .plain)
        _ = showInWindow(screen)
        let table = try #require(screen.tableView)
        let value = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let labels = value.contentView.subviews.compactMap { $0 as? UILabel }
        let text = try #require(labels.first { $0.text == "Wi-Fi" }), detail = try #require(labels.first { $0.text == "Home" })
        #expect(text.frame.minX == 16 && detail.frame.maxX == 393 - 16 && text.frame.midY == detail.frame.midY)
        #expect(detail.textColor == .systemRed)
        #expect(value.frame.height == 44)
        let subtitle = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        let stacked = subtitle.contentView.subviews.compactMap { $0 as? UILabel }
        let top = try #require(stacked.first { $0.text == "Wi-Fi" }), below = try #require(stacked.first { $0.text == "Home" })
        #expect(below.frame.minY == top.frame.maxY && below.frame.minX == top.frame.minX)
        #expect(subtitle.frame.height > 44, "two lines of text and the margins")
    }

    @Test("Index paths have UIKit's row and section")
    func indexPaths() {
        let path = IndexPath(row: 3, section: 1)
        #expect(path.row == 3 && path.section == 1 && path.item == 3)
        #expect(IndexPath(row: 0, section: 1) > IndexPath(row: 9, section: 0))
    }

    @Test("Dequeuing an identifier nothing was registered for raises UIKit's exception")
    func unregisteredIdentifier() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                _ = UITableView().dequeueReusableCell(withIdentifier: "missing", for: IndexPath(row: 0, section: 0))
            }
        }
        let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            text.contains(
                "uncaught exception 'NSInternalInconsistencyException', reason: 'unable to dequeue a cell with identifier missing"))
    }

    @Test("An insertion the data source does not match raises UIKit's invalid-update exception")
    func invalidUpdate() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let screen = NotesViewController(notes: ["A", "B"])
                _ = showInWindow(screen)
                screen.table.insertRows(at: [IndexPath(row: 2, section: 0)], with: .automatic)
            }
        }
        let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            text.contains(
                "reason: 'Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (2) must be equal to the number of rows contained in that section before the update (2), plus or minus the number of rows inserted or deleted from that section (1 inserted, 0 deleted)"
            ))
    }
}
