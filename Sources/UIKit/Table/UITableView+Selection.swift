import Foundation

extension UITableView {
    /// The selected row (the first, when several are).
    public var indexPathForSelectedRow: IndexPath? { selectedRows.min() }

    /// The selected rows, in order; nil when none is.
    public var indexPathsForSelectedRows: [IndexPath]? { selectedRows.isEmpty ? nil : selectedRows.sorted() }

    /// Selects a row (nil deselects every row), without telling the delegate, as UIKit.
    ///
    /// - Parameters:
    ///   - indexPath: the row, or nil.
    ///   - animated: kept (the change shows at once).
    ///   - scrollPosition: where to scroll the row to (`.none`: do not scroll).
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        reloadIfNeeded()
        guard let indexPath else {
            for row in selectedRows { deselectRow(at: row, animated: animated) }
            return
        }
        guard isValid(indexPath) else { return }
        if !selectsSeveral {
            for row in selectedRows where row != indexPath { deselectRow(at: row, animated: animated) }
        }
        selectedRows.insert(indexPath)
        visibleCellsByRow[indexPath]?.setSelected(true, animated: animated)
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects a row, without telling the delegate, as UIKit.
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        selectedRows.remove(indexPath)
        visibleCellsByRow[indexPath]?.setSelected(false, animated: animated)
    }

    /// A touch went down on a cell: it highlights, if the table selects and the delegate agrees.
    func touchDown(on cell: UITableViewCell) {
        // A touch anywhere first closes a row swiped open, as UIKit's.
        if swipe != nil {
            closeSwipe()
            return
        }
        guard selectsOnTap, let row = indexPath(for: cell) else { return }
        guard tableDelegate?.tableView(self, shouldHighlightRowAt: row) ?? true else { return }
        highlightedRow = row
        cell.setHighlighted(true, animated: false)
    }

    /// The touch went away (a drag took it over): the cell is no longer highlighted.
    func touchCancelled(on cell: UITableViewCell) {
        highlightedRow = nil
        cell.setHighlighted(false, animated: false)
    }

    /// The touch lifted on the highlighted cell: its row is selected (or, with multiple selection,
    /// toggled), with the delegate's will- and did- calls, as a tap in UIKit.
    func touchUp(on cell: UITableViewCell) {
        guard let row = highlightedRow, visibleCellsByRow[row] === cell else { return }
        highlightedRow = nil
        cell.setHighlighted(false, animated: false)
        if selectsSeveral && selectedRows.contains(row) {
            guard let target = tableDelegate.map({ $0.tableView(self, willDeselectRowAt: row) }) ?? row else { return }
            deselectRow(at: target, animated: false)
            tableDelegate?.tableView(self, didDeselectRowAt: target)
            return
        }
        guard let target = tableDelegate.map({ $0.tableView(self, willSelectRowAt: row) }) ?? row else { return }
        if !selectsSeveral {
            for old in selectedRows where old != target {
                deselectRow(at: old, animated: false)
                tableDelegate?.tableView(self, didDeselectRowAt: old)
            }
        }
        selectRow(at: target, animated: false, scrollPosition: .none)
        tableDelegate?.tableView(self, didSelectRowAt: target)
    }
}
