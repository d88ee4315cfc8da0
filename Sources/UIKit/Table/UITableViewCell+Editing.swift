import Foundation

/// A row's editing controls: the round minus (delete) or plus (insert) at its leading edge, and
/// the red Delete button at its trailing edge while a deletion waits for confirmation.
@MainActor
final class CellEditingControls {
    /// The round control at the leading edge.
    let control = UIButton(type: .custom)
    /// The button that confirms a deletion.
    let delete = UIButton(type: .custom)
    /// The control's style now.
    private(set) var style = UITableViewCell.EditingStyle.none
    /// Whether the Delete button shows.
    private(set) var confirming = false

    /// How far the content moves in while a control shows (UIKit's editing indent).
    static let indent: CGFloat = 38
    /// The control's diameter.
    static let diameter: CGFloat = 22
    /// The Delete button's width.
    static let deleteWidth: CGFloat = 82

    init(in cell: UITableViewCell) {
        control.layer.cornerRadius = CellEditingControls.diameter / 2
        control.setTitleColor(.white, for: .normal)
        control.titleLabel?.font = .systemFont(ofSize: 17, weight: .bold)
        control.isHidden = true
        control.addAction(
            UIAction { [weak cell] _ in
                guard let cell, let table = cell.owningTable else { return }
                table.editingControlTapped(in: cell)
            }, for: .primaryActionTriggered)
        delete.backgroundColor = .systemRed
        delete.setTitle("Delete", for: .normal)
        delete.setTitleColor(.white, for: .normal)
        delete.isHidden = true
        delete.addAction(
            UIAction { [weak cell] _ in
                guard let cell, let table = cell.owningTable else { return }
                table.deleteConfirmed(in: cell)
            }, for: .primaryActionTriggered)
        cell.addSubview(control)
        cell.addSubview(delete)
    }

    /// Shows a style of control, and the Delete button when confirming.
    func show(_ style: UITableViewCell.EditingStyle, confirming: Bool) {
        self.style = style
        self.confirming = confirming && style == .delete
        control.isHidden = style == .none
        control.backgroundColor = style == .insert ? .systemGreen : .systemRed
        control.setTitle(style == .insert ? "+" : "\u{2212}", for: .normal)
        delete.isHidden = !self.confirming
    }

    /// Places the control and the Delete button in a row of a size (its content height).
    func layout(width: CGFloat, contentHeight: CGFloat) {
        let d = CellEditingControls.diameter
        control.frame = CGRect(x: (CellEditingControls.indent - d) / 2 + 4, y: ((contentHeight - d) / 2).rounded(), width: d, height: d)
        delete.frame = CGRect(
            x: width - CellEditingControls.deleteWidth, y: 0, width: CellEditingControls.deleteWidth, height: contentHeight)
    }
}
