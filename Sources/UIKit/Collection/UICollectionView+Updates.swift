import Foundation

extension UICollectionView: ListUpdating {
    /// Inserts items the data source now has (at their new index paths).
    public func insertItems(at indexPaths: [IndexPath]) { recordUpdate { $0.insertedRows += indexPaths } }

    /// Deletes items the data source no longer has (at their old index paths).
    public func deleteItems(at indexPaths: [IndexPath]) { recordUpdate { $0.deletedRows += indexPaths } }

    /// Asks the data source for items' cells and sizes again (the other items keep theirs).
    public func reloadItems(at indexPaths: [IndexPath]) { recordUpdate { $0.reloadedRows.formUnion(indexPaths) } }

    /// Moves an item (it keeps its cell) to where the data source now has it.
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        recordUpdate { $0.movedRows.append((indexPath, newIndexPath)) }
    }

    /// Configures the cells of items on screen again, as UIKit's: the data source is asked for each
    /// one's cell and dequeues the cell it already has (no `prepareForReuse`), and its size is
    /// measured again. Items off screen are configured when they show.
    public func reconfigureItems(at indexPaths: [IndexPath]) {
        guard let dataSource, !needsReload else { return }
        for item in indexPaths {
            guard let cell = visibleCellsByItem[item] else { continue }
            reconfiguring = (item, cell)
            let given = dataSource.collectionView(self, cellForItemAt: item)
            reconfiguring = nil
            if given !== cell {
                recycle(cell, at: item)
                visibleCellsByItem[item] = nil
                given.owningCollection = self
                given.isSelected = selectedItems.contains(item)
                measuredCells[item] = given
            }
            measuredSizes[item] = nil
        }
        collectionViewLayout.invalidateLayout()
        setNeedsLayout()
    }

    /// Inserts sections the data source now has.
    public func insertSections(_ sections: IndexSet) { recordUpdate { $0.insertedSections.formUnion(sections) } }

    /// Deletes sections the data source no longer has.
    public func deleteSections(_ sections: IndexSet) { recordUpdate { $0.deletedSections.formUnion(sections) } }

    /// Asks the data source for sections' items again.
    public func reloadSections(_ sections: IndexSet) { recordUpdate { $0.reloadedSections.formUnion(sections) } }

    /// Makes the changes `updates` makes as one update, checked against the data source as UIKit
    /// checks it (an update that does not add up raises `NSInternalInconsistencyException`), then
    /// calls `completion` with true.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        openUpdate()
        updates?()
        closeUpdate()
        completion?(true)
    }

    /// Checks an update's counts against the data source, then shows the new items. Items that
    /// stay keep their cells, measured sizes and selection at their new index paths, as UIKit's
    /// do: only inserted and reloaded items are asked for cells.
    func apply(_ updates: ListUpdate) {
        guard !needsReload, let dataSource else {
            reloadData()
            return
        }
        let sections = max(0, dataSource.numberOfSections(in: self))
        let after = (0..<sections).map { max(0, dataSource.collectionView(self, numberOfItemsInSection: $0)) }
        let paths = updates.newPaths(before: itemCounts, after: after, items: true)
        itemCounts = after
        selectedItems = Set(selectedItems.compactMap { paths[$0] })
        visibleCellsByItem = updates.carried(visibleCellsByItem, in: paths) { item, cell in recycle(cell, at: item) }
        for (item, cell) in measuredCells { recycle(cell, at: item) }
        measuredCells = [:]
        measuredSizes = updates.carried(measuredSizes, in: paths)
        // Headers and footers are measured again: sections may have moved under them.
        measuredSupplementaryHeights = [:]
        for (place, view) in visibleSupplementary { recycle(view, at: place) }
        visibleSupplementary = [:]
        collectionViewLayout.invalidateLayout()
        setNeedsLayout()
    }
}

extension UICollectionView {
    /// Configures items again in place (``reconfigureItems(at:)``), for ``ListUpdating``.
    func reconfigure(_ paths: [IndexPath]) { reconfigureItems(at: paths) }
}
