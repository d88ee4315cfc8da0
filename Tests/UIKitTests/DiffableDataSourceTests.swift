import Testing
import UIKit

/// A contacts screen as iOS 13+ code writes one: a diffable data source subclass that titles its
/// sections, fed snapshots of value identifiers.
final class ContactsViewController: UIViewController {
    enum Section: String, Hashable, Sendable { case favourites = "Favourites", all = "All" }
    struct Contact: Hashable, Sendable { let name: String }

    final class DataSource: UITableViewDiffableDataSource<Section, Contact> {
        override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
            sectionIdentifier(for: section)?.rawValue
        }
    }

    let tableView = UITableView(frame: .zero, style: .plain)
    var dataSource: DataSource!

    override func loadView() { view = tableView }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "contact")
        dataSource = DataSource(tableView: tableView) { tableView, indexPath, contact in
            let cell = tableView.dequeueReusableCell(withIdentifier: "contact", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = contact.name
            cell.contentConfiguration = content
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, Contact>()
        snapshot.appendSections([.favourites, .all])
        snapshot.appendItems([Contact(name: "Ada")], toSection: .favourites)
        snapshot.appendItems(["Alan", "Grace", "Linus"].map(Contact.init), toSection: .all)
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    var shownNames: [String] {
        (tableView.indexPathsForVisibleRows ?? []).sorted().compactMap {
            (tableView.cellForRow(at: $0)?.contentConfiguration as? UIListContentConfiguration)?.text
        }
    }
}

@MainActor
@Suite("Diffable data sources: snapshots of identifiers applied to tables and collection views")
struct DiffableDataSourceTests {
    @Test("a table shows the snapshot's sections and items, titled by the data source subclass, and follows a new snapshot")
    func table() throws {
        let screen = ContactsViewController()
        let window = showInWindow(screen)
        #expect(screen.shownNames == ["Ada", "Alan", "Grace", "Linus"])
        #expect(screen.tableView.numberOfSections == 2)
        #expect(screen.dataSource.tableView(screen.tableView, titleForHeaderInSection: 1) == "All")
        #expect(screen.dataSource.itemIdentifier(for: IndexPath(row: 1, section: 1))?.name == "Grace")
        #expect(screen.dataSource.indexPath(for: .init(name: "Linus")) == IndexPath(row: 2, section: 1))

        var snapshot = screen.dataSource.snapshot()
        snapshot.deleteItems([.init(name: "Grace")])
        snapshot.insertItems([.init(name: "Barbara")], beforeItem: .init(name: "Alan"))
        snapshot.moveItem(.init(name: "Linus"), afterItem: .init(name: "Ada"))
        var done = false
        screen.dataSource.apply(snapshot) { done = true }
        window.layoutIfNeeded()
        #expect(done)
        #expect(screen.shownNames == ["Ada", "Linus", "Barbara", "Alan"])
        #expect(screen.tableView.numberOfRows(inSection: 0) == 2)
    }

    @Test(
        "a new snapshot keeps the cells of the items it shares with the shown one; reloaded items are made again, reconfigured ones configured again in their own cells"
    )
    func applyKeepsCells() throws {
        let screen = ContactsViewController()
        let window = showInWindow(screen)
        func cell(_ name: String) throws -> UITableViewCell {
            let path = try #require(screen.dataSource.indexPath(for: .init(name: name)))
            return try #require(screen.tableView.cellForRow(at: path))
        }
        let ada = try cell("Ada"), linus = try cell("Linus")
        var snapshot = screen.dataSource.snapshot()
        snapshot.deleteItems([.init(name: "Grace")])
        snapshot.moveItem(.init(name: "Linus"), beforeItem: .init(name: "Alan"))
        snapshot.reloadItems([.init(name: "Alan")])
        screen.dataSource.apply(snapshot)
        window.layoutIfNeeded()
        #expect(screen.shownNames == ["Ada", "Linus", "Alan"])
        #expect(try cell("Ada") === ada && cell("Linus") === linus, "kept, Linus moved up")
        #expect(screen.dataSource.snapshot().reloadedItemIdentifiers.isEmpty, "the reload was applied once")
        var next = screen.dataSource.snapshot()
        next.reconfigureItems([.init(name: "Ada")])
        screen.dataSource.apply(next)
        window.layoutIfNeeded()
        #expect(try cell("Ada") === ada, "a reconfigured item keeps its cell")
        // A move of sections that stay cannot be an update here: everything reloads, as before.
        var moved = screen.dataSource.snapshot()
        moved.moveSection(.all, beforeSection: .favourites)
        screen.dataSource.apply(moved)
        window.layoutIfNeeded()
        #expect(screen.shownNames == ["Linus", "Alan", "Ada"])
    }

    @Test(
        "snapshot edits keep sections and items in order, as UIKit's",
        arguments: [
            ("insert sections before and after", ["A", "B", "C"], ["A: 1 2", "B: ", "C: "]),
            ("delete a section with its items", ["A"], ["A: 1 2"]),
            ("move a section", ["C", "A"], ["C: ", "A: 1 2"]),
        ])
    func snapshotEdits(name: String, order: [String], expected: [String]) {
        var s = NSDiffableDataSourceSnapshot<String, Int>()
        s.appendSections(["A"])
        s.appendItems([1, 2])
        switch name {
        case "insert sections before and after":
            s.insertSections(["B"], beforeSection: "A")
            s.insertSections(["C"], afterSection: "A")
            s.moveSection("A", beforeSection: "B")
        case "delete a section with its items":
            s.appendSections(["Z"])
            s.appendItems([9], toSection: "Z")
            s.deleteSections(["Z"])
            #expect(s.sectionIdentifier(containingItem: 9) == nil)
        default:
            s.appendSections(["C"])
            s.moveSection("C", beforeSection: "A")
        }
        #expect(s.sectionIdentifiers == order)
        #expect(
            s.sectionIdentifiers.map { "\($0): " + s.itemIdentifiers(inSection: $0).map(String.init).joined(separator: " ") } == expected)
        #expect(s.numberOfItems == 2 && s.indexOfItem(2) == 1)
    }

    @Test("a collection view shows the snapshot's items through the cell provider, headers through the supplementary view provider")
    func collection() throws {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 80, height: 80)
        layout.headerReferenceSize = CGSize(width: 0, height: 30)
        let grid = UICollectionView(frame: .zero, collectionViewLayout: layout)
        grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "tile")
        grid.register(
            UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
            withReuseIdentifier: "header")
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: grid) { view, indexPath, name in
            let cell = view.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
            cell.accessibilityIdentifier = name
            return cell
        }
        var headers = 0
        dataSource.supplementaryViewProvider = { view, kind, indexPath in
            headers += 1
            return view.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["a", "b", "c"])
        dataSource.apply(snapshot, animatingDifferences: false)
        _ = showInWindow(asRootView: grid)
        let names = grid.indexPathsForVisibleItems.sorted().compactMap { grid.cellForItem(at: $0)?.accessibilityIdentifier }
        #expect(names == ["a", "b", "c"])
        #expect(headers >= 1)
        #expect(dataSource.itemIdentifier(for: IndexPath(item: 2, section: 0)) == "c")
    }
}
