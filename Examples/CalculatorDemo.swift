import UIKit

/// 000: a calculator keypad laid out with NSLayoutConstraint factory calls only, as the seed's
/// formula 3.2 example writes them: `button5.top == button8.bottom * 1.0 + 0.0`. It calculates:
/// each key's action presses it on a ``Calculator`` and the display (`display`) shows the result.
public final class CalculatorViewController: UIViewController {
    /// The keys, top row first.
    static let rows = [["7", "8", "9", "÷"], ["4", "5", "6", "×"], ["1", "2", "3", "−"], ["0", ".", "=", "+"]]
    private var calculator = Calculator()

    override public func viewDidLoad() {
        super.viewDidLoad()
        let keyBorder = UIColor(red: 0x1C / 255, green: 0x1C / 255, blue: 0x1E / 255, alpha: 1)
        view.backgroundColor = keyBorder
        let display = UILabel()
        display.text = "0"
        display.font = .systemFont(ofSize: 48)
        display.accessibilityIdentifier = "display"
        display.textAlignment = .right
        display.textColor = .white
        display.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(display)
        var buttons: [[UIButton]] = []
        for row in Self.rows {
            buttons.append(
                row.map { title in
                    let button = UIButton(type: .system)
                    button.setTitle(title, for: .normal)
                    button.accessibilityIdentifier = title
                    button.addAction(
                        UIAction { [unowned self] _ in
                            calculator.press(title)
                            display.text = calculator.display
                        }, for: .touchUpInside)
                    button.backgroundColor = UIColor(red: 0x50 / 255, green: 0x50 / 255, blue: 0x55 / 255, alpha: 1)
                    button.setTitleColor(.white, for: .normal)
                    button.layer.borderWidth = 1  // keys meet edge to edge (constant 0), so a hairline separates them
                    button.layer.borderColor = keyBorder.cgColor
                    button.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(button)
                    return button
                })
        }
        func make(
            _ a: UIView, _ aa: NSLayoutConstraint.Attribute, _ b: UIView?, _ ba: NSLayoutConstraint.Attribute,
            multiplier: CGFloat = 1, constant: CGFloat = 0
        ) -> NSLayoutConstraint {
            NSLayoutConstraint(
                item: a, attribute: aa, relatedBy: .equal, toItem: b, attribute: ba,
                multiplier: multiplier, constant: constant)
        }
        var constraints = [
            make(display, .leading, view, .leading, constant: 16),
            make(display, .trailing, view, .trailing, constant: -16),
            make(display, .top, view, .top, constant: 16),
            make(display, .height, view, .height, multiplier: 0.2),
        ]
        let first = buttons[0][0]
        for (r, row) in buttons.enumerated() {
            for (c, button) in row.enumerated() {
                // Every key has the first key's size.
                if button !== first {
                    constraints += [make(button, .width, first, .width), make(button, .height, first, .height)]
                }
                // Left edge: the view's, or the key before's right edge; top: the display's, or the key above's bottom.
                constraints.append(c == 0 ? make(button, .leading, view, .leading) : make(button, .leading, row[c - 1], .trailing))
                constraints.append(
                    r == 0 ? make(button, .top, display, .bottom, constant: 8) : make(button, .top, buttons[r - 1][c], .bottom))
            }
            constraints.append(make(row[row.count - 1], .trailing, view, .trailing))
        }
        constraints.append(make(buttons[buttons.count - 1][0], .bottom, view, .bottom))
        NSLayoutConstraint.activate(constraints)
    }
}
