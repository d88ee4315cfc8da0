import Foundation
import Layout

/// A row swiped open, or being swiped.
struct RowSwipe {
    /// The row.
    let row: IndexPath
    /// Its actions.
    let configuration: UISwipeActionsConfiguration
    /// Whether they are the leading ones (the row slides right).
    let leading: Bool
    /// How far the row was open when the drag began.
    let startReveal: CGFloat
    /// The table's offset when the drag began (a swipe does not scroll).
    let startOffset: CGPoint
}

extension UITableView {
    /// The width each action button takes when a row is open.
    static let swipeActionWidth: CGFloat = 74
    /// The share of the row's width past which a full swipe runs the first action.
    static let fullSwipeShare: CGFloat = 0.6

    /// Follows the table's pan: a drag that starts mostly sideways on a row with swipe actions on
    /// the edge it moves away from (trailing for a leftward drag, leading for a rightward one)
    /// reveals them instead of scrolling; let go past half the buttons' width, the row stays open
    /// (past 60 % of the row, the first action runs), else it closes.
    func handleSwipe(_ pan: PanGestureRecognizer) {
        switch pan.state {
        case .began:
            let t = pan.translation(in: layoutView), v = pan.velocity(in: layoutView)
            let start = pan.location(in: layoutView)
            let startPoint = CGPoint(x: start.x - t.x, y: start.y - t.y)
            let sideways = abs(t.x) > abs(t.y) || (t.x == 0 && t.y == 0 && abs(v.x) > abs(v.y))
            let row = indexPathForRow(at: startPoint)
            if let open = swipe, open.row != row { closeSwipe() }
            // An open row keeps its edge; otherwise a rightward drag opens the leading actions.
            let leading = swipe?.leading ?? ((t.x == 0 ? v.x : t.x) > 0)
            guard sideways, !editing, let row, let cell = visibleCellsByRow[row],
                let configuration = leading
                    ? tableDelegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: row)
                    : tableDelegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: row),
                !configuration.actions.isEmpty
            else { return }
            swipe = RowSwipe(
                row: row, configuration: configuration, leading: leading, startReveal: cell.swipeReveal, startOffset: contentOffset)
            cell.showSwipeActions(configuration.actions, leading: leading) { [weak self] index in self?.runSwipeAction(index) }
        case .changed:
            guard let swipe, let cell = visibleCellsByRow[swipe.row] else { return }
            contentOffset = swipe.startOffset
            let moved = CGFloat(pan.translation(in: layoutView).x)
            cell.swipeReveal = max(0, swipe.startReveal + (swipe.leading ? moved : -moved))
        case .ended, .cancelled:
            guard let swipe, let cell = visibleCellsByRow[swipe.row] else { return }
            contentOffset = swipe.startOffset
            let buttons = UITableView.swipeActionWidth * CGFloat(swipe.configuration.actions.count)
            if swipe.configuration.performsFirstActionWithFullSwipe && cell.swipeReveal > cell.bounds.width * UITableView.fullSwipeShare {
                runSwipeAction(0)
            } else {
                cell.swipeReveal = cell.swipeReveal > buttons / 2 ? buttons : 0
                if cell.swipeReveal == 0 { closeSwipe() }
            }
        default:
            break
        }
    }

    /// Runs one of the open row's actions; the row closes when its handler calls back (at once
    /// when it already has).
    func runSwipeAction(_ index: Int) {
        guard let swipe, swipe.configuration.actions.indices.contains(index), let cell = visibleCellsByRow[swipe.row] else { return }
        let action = swipe.configuration.actions[index]
        action.handler(action, cell.swipeActionView(at: index) ?? cell) { [weak self] _ in self?.closeSwipe() }
    }

    /// Closes the open row.
    func closeSwipe() {
        guard let open = swipe else { return }
        swipe = nil
        visibleCellsByRow[open.row]?.hideSwipeActions()
    }
}
