import Layout

/// 000: a calculator keypad laid out with NSLayoutConstraint factory calls only, as the seed's
/// formula 3.2 example writes them: `button5.top == button8.bottom * 1.0 + 0.0`. It calculates:
/// each key's action presses it on a ``Calculator`` and the display (`display`) shows the result.
public final class CalculatorViewController: ViewController {
    /// The keys, top row first.
    static let rows = [["7", "8", "9", "÷"], ["4", "5", "6", "×"], ["1", "2", "3", "−"], ["0", ".", "=", "+"]]
    private var calculator = Calculator()

    override public func viewDidLoad() {
        view.backgroundColor = Color(red: 0x1C, green: 0x1C, blue: 0x1E)
        let display = Label(text: "0", fontSize: 48)
        display.accessibilityIdentifier = "display"
        display.textAlignment = .right
        display.textColor = .white
        display.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(display)
        var buttons: [[Button]] = []
        for row in Self.rows {
            buttons.append(
                row.map { title in
                    let button = Button(title: title)
                    button.accessibilityIdentifier = title
                    button.addAction(
                        Action { [unowned self] _ in
                            calculator.press(title)
                            display.text = calculator.display
                        }, for: .touchUpInside)
                    button.backgroundColor = Color(red: 0x50, green: 0x50, blue: 0x55)
                    button.titleColor = .white
                    button.borderWidth = 1  // keys meet edge to edge (constant 0), so a hairline separates them
                    button.borderColor = Color(red: 0x1C, green: 0x1C, blue: 0x1E)
                    button.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(button)
                    return button
                })
        }
        func make(
            _ a: LayoutItem, _ aa: LayoutAttribute, _ b: LayoutItem?, _ ba: LayoutAttribute,
            multiplier: Double = 1, constant: Double = 0
        ) -> LayoutConstraint {
            try! LayoutConstraint(
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
        try! LayoutConstraint.activate(constraints)
    }
}
