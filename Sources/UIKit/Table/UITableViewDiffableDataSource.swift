import Foundation

/// A table's data source driven by snapshots of identifiers, as UIKit's
/// `UITableViewDiffableDataSource`: it becomes the table's `dataSource`, makes each row's cell
/// with its cell provider, and `apply` shows a new snapshot (at once: changes are not animated here).
///
/// ```swift
/// dataSource = UITableViewDiffableDataSource<Section, Contact>(tableView: tableView) { tableView, indexPath, contact in
///     let cell = tableView.dequeueReusableCell(withIdentifier: "contact", for: indexPath)
///     cell.textLabel?.text = contact.name
///     return cell
/// }
/// ```
///
/// Subclass it to give section titles or to allow editing, as in UIKit.
@MainActor
open class UITableViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>:
    UITableViewDataSource
{
    /// Makes the cell for an item at an index path.
    public typealias CellProvider = (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?

    private weak var tableView: UITableView?
    private let cellProvider: CellProvider
    private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()

    /// How inserted and deleted rows would animate (kept: changes show at once).
    open var defaultRowAnimation = UITableView.RowAnimation.automatic

    /// Makes the data source of a table (it becomes the table's `dataSource`; the table does not
    /// keep it, so keep it yourself, as in UIKit).
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        tableView.dataSource = self
    }

    /// Shows a snapshot at once, then runs `completion`: rows it shares with the one shown keep
    /// their cells (moved to their new places), new and reloaded rows are asked for theirs, and
    /// reconfigured ones get their own cells back to configure again.
    open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool = true,
        completion: (() -> Void)? = nil
    ) {
        let previous = current
        current = snapshot.applied
        snapshot.show(in: tableView, replacing: previous)
        completion?()
    }

    /// Shows a snapshot by reloading everything, without comparing it with the one shown (every
    /// visible row is asked for its cell again).
    open func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, completion: (() -> Void)? = nil
    ) {
        current = snapshot.applied
        tableView?.reloadData()
        completion?()
    }

    /// The snapshot shown now (a copy to change and apply).
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }

    /// The item at an index path, if there is one.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        current.item(section: indexPath.section, at: indexPath.row)
    }

    /// Where an item is shown, if it is.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        current.place(of: itemIdentifier).map { place in IndexPath(row: place.position, section: place.section) }
    }

    /// The section at an index, if there is one.
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? { current.sectionIdentifier(at: index) }

    /// Where a section is, if it is shown.
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { current.indexOfSection(sectionIdentifier) }

    // MARK: UITableViewDataSource

    /// The snapshot's sections.
    open func numberOfSections(in tableView: UITableView) -> Int { current.numberOfSections }

    /// A section's items.
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        current.numberOfItems(inSectionAt: section)
    }

    /// The cell provider's cell for the row's item (UIKit stops the program when it gives none).
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let item = itemIdentifier(for: indexPath), let cell = cellProvider(tableView, indexPath, item) else {
            raiseUncaughtException(ListError.noCell(indexPath.description))
        }
        return cell
    }

    /// No header title: override for one.
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }

    /// No footer title: override for one.
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }

    /// No row can be edited: override to allow it, as UIKit's diffable data source.
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }

    /// No row moves.
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }

    /// Does nothing: override to delete the item from a new snapshot.
    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
}
