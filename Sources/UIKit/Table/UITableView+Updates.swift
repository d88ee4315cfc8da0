import Foundation

/// Row and section changes collected for one update.
struct TableUpdates {
    /// Nested `beginUpdates()` calls still open.
    var depth = 0
    /// Rows inserted, at their index paths after the update.
    var insertedRows: [IndexPath] = []
    /// Rows deleted, at their index paths before the update.
    var deletedRows: [IndexPath] = []
    /// Sections inserted (after the update).
    var insertedSections = IndexSet()
    /// Sections deleted (before the update).
    var deletedSections = IndexSet()
}

extension UITableView {
    /// Starts collecting row and section changes, applied together at `endUpdates()`.
    public func beginUpdates() {
        var updates = pendingUpdates ?? TableUpdates()
        updates.depth += 1
        pendingUpdates = updates
    }

    /// Applies the changes collected since `beginUpdates()`, checking them against the data source
    /// as UIKit does (an update that does not add up raises `NSInternalInconsistencyException`).
    public func endUpdates() {
        guard var updates = pendingUpdates else { return }
        updates.depth -= 1
        pendingUpdates = updates.depth > 0 ? updates : nil
        if updates.depth == 0 { apply(updates) }
    }

    /// Applies the changes `updates` makes as one update, then calls `completion` with true.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginUpdates()
        updates?()
        endUpdates()
        completion?(true)
    }

    /// Inserts rows the data source now has (at their new index paths).
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        change { $0.insertedRows += indexPaths }
    }

    /// Deletes rows the data source no longer has (at their old index paths).
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        change { $0.deletedRows += indexPaths }
    }

    /// Asks the data source for rows' cells and heights again.
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        change { _ in }
    }

    /// Inserts sections the data source now has.
    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        change { $0.insertedSections.formUnion(sections) }
    }

    /// Deletes sections the data source no longer has.
    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        change { $0.deletedSections.formUnion(sections) }
    }

    /// Asks the data source for sections' rows again.
    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        change { _ in }
    }

    /// Records a change in the open update, or applies it at once outside one.
    private func change(_ body: (inout TableUpdates) -> Void) {
        beginUpdates()
        if var updates = pendingUpdates {
            body(&updates)
            pendingUpdates = updates
        }
        endUpdates()
    }

    /// Checks an update's counts against the data source, then shows the new rows (selections
    /// move with their rows).
    private func apply(_ updates: TableUpdates) {
        guard !needsReload, let dataSource else {
            reloadData()
            return
        }
        let before = rowCounts
        let sections = max(0, dataSource.numberOfSections(in: self))
        let inserted = updates.insertedSections.count, deleted = updates.deletedSections.count
        guard sections == before.count + inserted - deleted else {
            raiseUncaughtException(
                ListError.invalidSectionCount(after: sections, before: before.count, inserted: inserted, deleted: deleted))
        }
        let after = (0..<sections).map { max(0, dataSource.tableView(self, numberOfRowsInSection: $0)) }
        // Old sections that stay, paired with their new indexes.
        let kept = zip(
            before.indices.filter { !updates.deletedSections.contains($0) },
            after.indices.filter { !updates.insertedSections.contains($0) })
        var moved = Set<IndexPath>()
        for (old, new) in kept {
            let ins = updates.insertedRows.filter { $0.section == new }.map(\.row)
            let del = updates.deletedRows.filter { $0.section == old }.map(\.row)
            guard after[new] == before[old] + ins.count - del.count else {
                raiseUncaughtException(
                    ListError.invalidRowCount(
                        section: new, after: after[new], before: before[old], inserted: ins.count, deleted: del.count))
            }
            for row in selectedRows where row.section == old && !del.contains(row.row) {
                var r = row.row
                r -= del.filter { $0 < row.row }.count
                for i in ins.sorted() where i <= r { r += 1 }
                moved.insert(IndexPath(row: r, section: new))
            }
        }
        rowCounts = after
        selectedRows = moved
        takeEverythingOffScreen()
        setNeedsLayout()
    }
}
