import Foundation

/// The row (or item) and section changes collected for one update of a table or collection view,
/// and where the rows that stay go: both views check an update and keep what stays the same way.
struct ListUpdate {
    /// Nested `beginUpdates()` (or batch) calls still open.
    var depth = 0
    /// Rows inserted, at their index paths after the update.
    var insertedRows: [IndexPath] = []
    /// Rows deleted, at their index paths before the update.
    var deletedRows: [IndexPath] = []
    /// Rows reloaded, at their index paths before the update.
    var reloadedRows: Set<IndexPath> = []
    /// Rows moved, from their index paths before the update to theirs after it.
    var movedRows: [(from: IndexPath, to: IndexPath)] = []
    /// Sections inserted (after the update).
    var insertedSections = IndexSet()
    /// Sections deleted (before the update).
    var deletedSections = IndexSet()
    /// Sections reloaded (before the update).
    var reloadedSections = IndexSet()

    /// Checks the update against the data source's new counts, as UIKit does (an update that does
    /// not add up raises `NSInternalInconsistencyException`), and gives where each row that stays
    /// goes: a moved row to its destination, the others of its old section not deleted, in order,
    /// skipping the rows inserted and moved in.
    ///
    /// - Parameters:
    ///   - before: the rows per section before the update.
    ///   - after: the rows per section the data source has now.
    ///   - items: whether the rows are a collection view's items (for the exception's wording).
    func newPaths(before: [Int], after: [Int], items: Bool) -> [IndexPath: IndexPath] {
        let inserted = insertedSections.count, deleted = deletedSections.count
        guard after.count == before.count + inserted - deleted else {
            raiseUncaughtException(
                ListError.invalidSectionCount(after: after.count, before: before.count, inserted: inserted, deleted: deleted, items: items))
        }
        // Old sections that stay, paired with their new indexes.
        let kept = zip(
            before.indices.filter { !deletedSections.contains($0) },
            after.indices.filter { !insertedSections.contains($0) })
        // The changes of each section, gathered once (a diffable snapshot moves every item).
        func rows(_ paths: [IndexPath]) -> [Int: [Int]] { Dictionary(grouping: paths, by: \.section).mapValues { $0.map(\.row) } }
        let insertedBySection = rows(insertedRows), deletedBySection = rows(deletedRows)
        let movedInBySection = rows(movedRows.map(\.to)), movedOutBySection = rows(movedRows.map(\.from))
        var paths: [IndexPath: IndexPath] = [:]
        for (old, new) in kept {
            let movedIn = movedInBySection[new] ?? [], movedOut = movedOutBySection[old] ?? []
            let ins = Set(insertedBySection[new] ?? []), del = Set(deletedBySection[old] ?? [])
            guard after[new] == before[old] + ins.count - del.count + movedIn.count - movedOut.count else {
                raiseUncaughtException(
                    ListError.invalidRowCount(
                        section: new, after: after[new], before: before[old], inserted: ins.count, deleted: del.count,
                        movedIn: movedIn.count, movedOut: movedOut.count, items: items))
            }
            let taken = ins.union(movedIn), left = del.union(movedOut)
            var r = 0
            for row in 0..<before[old] where !left.contains(row) {
                while taken.contains(r) { r += 1 }
                paths[IndexPath(row: row, section: old)] = IndexPath(row: r, section: new)
                r += 1
            }
        }
        for move in movedRows { paths[move.from] = move.to }
        return paths
    }

    /// Where a row that keeps its cell goes: nil for a row deleted or reloaded (or in a section
    /// reloaded), whose cell is asked for again.
    func staying(_ row: IndexPath, in paths: [IndexPath: IndexPath]) -> IndexPath? {
        reloadedRows.contains(row) || reloadedSections.contains(row.section) ? nil : paths[row]
    }

    /// What the rows that stay had (their cells, their measured sizes), at their new index paths;
    /// `dropping` is given each of the others (a cell to put back for reuse).
    ///
    /// - Parameters:
    ///   - values: by index path before the update.
    ///   - paths: where each row that stays goes (``newPaths(before:after:items:)``).
    ///   - dropping: called with each value whose row does not keep it.
    func carried<Value>(
        _ values: [IndexPath: Value], in paths: [IndexPath: IndexPath], dropping: (IndexPath, Value) -> Void = { _, _ in }
    ) -> [IndexPath: Value] {
        var out: [IndexPath: Value] = [:]
        for (row, value) in values {
            if let to = staying(row, in: paths) { out[to] = value } else { dropping(row, value) }
        }
        return out
    }
}

/// A view that shows rows or items from a data source and takes ``ListUpdate``s: a table or a
/// collection view. Both collect nested updates and show snapshots the same way.
@MainActor
protocol ListUpdating: AnyObject {
    /// The update being collected by open `beginUpdates()` or batch calls.
    var pendingUpdates: ListUpdate? { get set }
    /// Checks an update against the data source and shows it.
    func apply(_ update: ListUpdate)
    /// Asks the data source for everything again.
    func reloadData()
    /// Has the cells of rows on screen configured again in place.
    func reconfigure(_ paths: [IndexPath])
}

extension ListUpdating {
    /// Opens one level of update: changes are collected until the outermost level closes.
    func openUpdate() {
        var update = pendingUpdates ?? ListUpdate()
        update.depth += 1
        pendingUpdates = update
    }

    /// Closes one level of update; closing the outermost applies what was collected.
    func closeUpdate() {
        guard var update = pendingUpdates else { return }
        update.depth -= 1
        pendingUpdates = update.depth > 0 ? update : nil
        if update.depth == 0 { apply(update) }
    }

    /// Records a change in the open update, or applies it at once outside one.
    func recordUpdate(_ body: (inout ListUpdate) -> Void) {
        openUpdate()
        if var update = pendingUpdates {
            body(&update)
            pendingUpdates = update
        }
        closeUpdate()
    }
}
