import Foundation

extension NSDiffableDataSourceSnapshot {
    /// The update that shows this snapshot where `old` was shown: sections and items that left are
    /// deleted, new ones inserted, and every item in both moves from its old index path to its new
    /// one, so that it keeps its cell, as UIKit's diffable data sources keep the cells of the items
    /// a new snapshot still has. The snapshot's reloaded items and sections are asked for again.
    /// Nil when sections in both snapshots changed order (the view then reloads everything).
    ///
    /// - Parameter old: the snapshot shown until now.
    func update(from old: Self) -> ListUpdate? {
        var update = ListUpdate()
        let oldSections = old.sectionIdentifiers, newSections = sectionIdentifiers
        let oldSectionIndex = Dictionary(uniqueKeysWithValues: oldSections.enumerated().map { ($1, $0) })
        let newSectionIndex = Dictionary(uniqueKeysWithValues: newSections.enumerated().map { ($1, $0) })
        guard oldSections.filter({ newSectionIndex[$0] != nil }) == newSections.filter({ oldSectionIndex[$0] != nil }) else {
            return nil
        }
        for (index, id) in oldSections.enumerated() where newSectionIndex[id] == nil { update.deletedSections.insert(index) }
        for (index, id) in newSections.enumerated() where oldSectionIndex[id] == nil { update.insertedSections.insert(index) }
        // Where each item was, in a section that stays.
        var oldPath: [ItemIdentifierType: IndexPath] = [:]
        for (s, id) in oldSections.enumerated() where newSectionIndex[id] != nil {
            for (i, item) in old.itemIdentifiers(inSection: id).enumerated() { oldPath[item] = IndexPath(item: i, section: s) }
        }
        var stays = Set<ItemIdentifierType>()
        for (s, id) in newSections.enumerated() where oldSectionIndex[id] != nil {
            for (i, item) in itemIdentifiers(inSection: id).enumerated() {
                let path = IndexPath(item: i, section: s)
                if let from = oldPath[item] {
                    update.movedRows.append((from, path))
                    stays.insert(item)
                } else {
                    update.insertedRows.append(path)
                }
            }
        }
        for (item, path) in oldPath where !stays.contains(item) { update.deletedRows.append(path) }
        update.reloadedRows = Set(reloadedItemIdentifiers.compactMap { oldPath[$0] })
        update.reloadedSections = IndexSet(reloadedSectionIdentifiers.compactMap { oldSectionIndex[$0] })
        return update
    }

    /// Shows this snapshot in a table or collection view that showed `previous`: as an update
    /// (``update(from:)``), or a reload where there is none, then the reconfigured items
    /// configured again in their own cells.
    ///
    /// - Parameters:
    ///   - view: the view, if the data source still has one.
    ///   - previous: the snapshot it showed.
    @MainActor
    func show(in view: (any ListUpdating)?, replacing previous: Self) {
        guard let view else { return }
        if let update = update(from: previous) { view.apply(update) } else { view.reloadData() }
        let reconfigured = reconfiguredItemIdentifiers.compactMap {
            place(of: $0).map { IndexPath(item: $0.position, section: $0.section) }
        }
        if !reconfigured.isEmpty { view.reconfigure(reconfigured) }
    }

    /// This snapshot without the reloads and reconfigurations it asks for (what a data source
    /// keeps once it has applied them).
    var applied: Self {
        var copy = self
        copy.reloadedItemIdentifiers = []
        copy.reconfiguredItemIdentifiers = []
        copy.reloadedSectionIdentifiers = []
        return copy
    }
}
