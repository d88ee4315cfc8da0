import Foundation

/// The buttons of a row's swipe actions at one edge, revealed as the row slides away from it.
@MainActor
final class SwipeActionButtons {
    /// The buttons, first nearest the edge.
    let buttons: [UIButton]
    /// Whether they stand at the leading edge.
    let leading: Bool

    init(_ actions: [UIContextualAction], leading: Bool, in cell: UITableViewCell, tapped: @escaping @MainActor (Int) -> Void) {
        self.leading = leading
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

    /// Shares `reveal` points at the edge between the buttons, the first outermost.
    func layout(width: CGFloat, height: CGFloat, reveal: CGFloat) {
        let each = buttons.isEmpty ? 0 : reveal / CGFloat(buttons.count)
        for (i, button) in buttons.enumerated() {
            button.isHidden = reveal == 0
            let x = leading ? each * CGFloat(i) : width - each * CGFloat(i + 1)
            button.frame = CGRect(x: x, y: 0, width: each, height: height)
        }
    }

    /// Takes the buttons out of the row.
    func remove() {
        for button in buttons { button.removeFromSuperview() }
    }
}
