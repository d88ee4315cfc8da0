import Foundation

extension UITableView {
    /// Whether the rows show their editing controls (a red minus for deleting, a green plus for
    /// inserting, as the delegate's `editingStyleForRowAt` says).
    public var isEditing: Bool {
        get { editing }
        set { setEditing(newValue, animated: false) }
    }

    /// Shows or hides the rows' editing controls (at once; `animated` is kept).
    public func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != self.editing else { return }
        self.editing = editing
        confirmingDeletion = nil
        for (row, cell) in visibleCellsByRow { showEditing(of: cell, at: row) }
    }

    /// The editing control a row shows now: none outside editing or where the data source says
    /// it cannot be edited, else the delegate's style (delete by default).
    func editingStyle(at row: IndexPath) -> UITableViewCell.EditingStyle {
        guard editing, dataSource?.tableView(self, canEditRowAt: row) ?? false else { return .none }
        return tableDelegate?.tableView(self, editingStyleForRowAt: row) ?? .delete
    }

    /// Puts a cell in its row's editing state.
    func showEditing(of cell: UITableViewCell, at row: IndexPath) {
        cell.showEditingControl(editingStyle(at: row), confirmingDeletion: confirmingDeletion == row)
    }

    /// A row's editing control was tapped: a minus asks for confirmation (the row shows Delete),
    /// a plus commits the insertion.
    func editingControlTapped(in cell: UITableViewCell) {
        guard let row = indexPath(for: cell) else { return }
        switch editingStyle(at: row) {
        case .delete:
            let previous = confirmingDeletion
            confirmingDeletion = previous == row ? nil : row
            for changed in [previous, row].compactMap({ $0 }) {
                if let shown = visibleCellsByRow[changed] { showEditing(of: shown, at: changed) }
            }
        case .insert: dataSource?.tableView(self, commit: .insert, forRowAt: row)
        case .none: break
        }
    }

    /// The Delete button of the row being confirmed was tapped: the data source commits it.
    func deleteConfirmed(in cell: UITableViewCell) {
        guard let row = indexPath(for: cell), row == confirmingDeletion else { return }
        confirmingDeletion = nil
        showEditing(of: cell, at: row)
        dataSource?.tableView(self, commit: .delete, forRowAt: row)
    }
}
