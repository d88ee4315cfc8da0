import Foundation

/// The buttons of a row's trailing swipe actions, revealed as the row slides left.
@MainActor
final class SwipeActionButtons {
    /// The buttons, first nearest the trailing edge.
    let buttons: [UIButton]

    init(_ actions: [UIContextualAction], in cell: UITableViewCell, tapped: @escaping @MainActor (Int) -> Void) {
        buttons = actions.enumerated().map { index, action in
            let button = UIButton(type: .custom)
            button.backgroundColor = action.backgroundColor
            button.setTitle(action.title, for: .normal)
            if let image = action.image { button.setImage(image, for: .normal) }
            button.setTitleColor(.white, for: .normal)
            button.titleLabel?.font = .systemFont(ofSize: 15, weight: .medium)
            button.addAction(UIAction { _ in tapped(index) }, for: .primaryActionTriggered)
            cell.addSubview(button)
            return button
        }
    }

    /// Shares `reveal` points at the trailing edge between the buttons, the first outermost.
    func layout(width: CGFloat, height: CGFloat, reveal: CGFloat) {
        let each = buttons.isEmpty ? 0 : reveal / CGFloat(buttons.count)
        for (i, button) in buttons.enumerated() {
            button.isHidden = reveal == 0
            button.frame = CGRect(x: width - each * CGFloat(i + 1), y: 0, width: each, height: height)
        }
    }

    /// Takes the buttons out of the row.
    func remove() {
        for button in buttons { button.removeFromSuperview() }
    }
}
