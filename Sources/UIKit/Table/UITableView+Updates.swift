import Foundation

extension UITableView: ListUpdating {
    /// Starts collecting row and section changes, applied together at `endUpdates()`.
    public func beginUpdates() { openUpdate() }

    /// Applies the changes collected since `beginUpdates()`, checking them against the data source
    /// as UIKit does (an update that does not add up raises `NSInternalInconsistencyException`).
    public func endUpdates() { closeUpdate() }

    /// Applies the changes `updates` makes as one update, then calls `completion` with true.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginUpdates()
        updates?()
        endUpdates()
        completion?(true)
    }

    /// Inserts rows the data source now has (at their new index paths).
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        recordUpdate { $0.insertedRows += indexPaths }
    }

    /// Deletes rows the data source no longer has (at their old index paths).
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        recordUpdate { $0.deletedRows += indexPaths }
    }

    /// Asks the data source for rows' cells and heights again (the other rows keep theirs).
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        recordUpdate { $0.reloadedRows.formUnion(indexPaths) }
    }

    /// Configures the cells of rows on screen again, as UIKit's: the data source is asked for each
    /// one's cell and dequeues the cell it already has (no `prepareForReuse`), and its height is
    /// measured again. A data source that makes a new cell instead is asked again in the next
    /// layout, and the cell it gives then is shown. Rows off screen
    /// are configured when they show.
    public func reconfigureRows(at indexPaths: [IndexPath]) {
        guard let dataSource, !needsReload else { return }
        for row in indexPaths {
            guard let cell = visibleCellsByRow[row] else { continue }
            reconfiguring = cell
            let given = dataSource.tableView(self, cellForRowAt: row)
            reconfiguring = nil
            if given !== cell {
                // Shown in the next layout, which asks for the row's cell again.
                recycle(cell, at: row)
                visibleCellsByRow[row] = nil
            }
            measuredHeights[row] = nil
        }
        setNeedsLayout()
    }

    /// Moves a row (it keeps its cell) to where the data source now has it.
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        recordUpdate { $0.movedRows.append((indexPath, newIndexPath)) }
    }

    /// Inserts sections the data source now has.
    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        recordUpdate { $0.insertedSections.formUnion(sections) }
    }

    /// Deletes sections the data source no longer has.
    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        recordUpdate { $0.deletedSections.formUnion(sections) }
    }

    /// Asks the data source for sections' rows again.
    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        recordUpdate { $0.reloadedSections.formUnion(sections) }
    }

    /// Checks an update's counts against the data source, then shows the new rows. Rows that stay
    /// keep their cells, measured heights and selection at their new index paths, as UIKit's do:
    /// only inserted and reloaded rows are asked for cells.
    func apply(_ updates: ListUpdate) {
        guard !needsReload, let dataSource else {
            reloadData()
            return
        }
        let sections = max(0, dataSource.numberOfSections(in: self))
        let after = (0..<sections).map { max(0, dataSource.tableView(self, numberOfRowsInSection: $0)) }
        let paths = updates.newPaths(before: rowCounts, after: after, items: false)
        rowCounts = after
        selectedRows = Set(selectedRows.compactMap { paths[$0] })
        visibleCellsByRow = updates.carried(visibleCellsByRow, in: paths) { row, cell in recycle(cell, at: row) }
        measuredHeights = updates.carried(measuredHeights, in: paths)
        measuredSectionHeights = [:]
        takeSectionViewsOffScreen()
        setNeedsLayout()
    }
}

extension UITableView {
    /// Configures rows again in place (``reconfigureRows(at:)``), for ``ListUpdating``.
    func reconfigure(_ paths: [IndexPath]) { reconfigureRows(at: paths) }
}
