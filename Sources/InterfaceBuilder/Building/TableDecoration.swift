import Layout

/// What UIKit draws of a table besides its cells' content, as Interface Builder's canvas shows it:
/// a grouped table's grey, white behind a row with no background colour of its own, the standard
/// accessory (a chevron, a checkmark, an info button) at a row's trailing margin, and the lines
/// between rows.
@MainActor
enum TableDecoration {
    /// A row's background when the document gives none (UIKit's light system background).
    static let rowBackground = Color(red: 255, green: 255, blue: 255)
    /// A grouped or inset-grouped table's background when the document gives none (UIKit's
    /// system grouped background).
    static let groupedBackground = Color(red: 242, green: 242, blue: 247)
    /// The chevron's colour (UIKit's tertiary label colour).
    static let chevronColor = Color(red: 60, green: 60, blue: 67, alpha: 77)

    /// Paints a grouped table's background grey when the document gives it no colour.
    ///
    /// - Parameters:
    ///   - table: the table's view.
    ///   - element: its `<tableView>`.
    static func paint(table: View, element: IBElement) {
        guard element.child("color", key: "backgroundColor") == nil, ["grouped", "insetGrouped"].contains(element["style"] ?? "plain")
        else { return }
        table.backgroundColor = groupedBackground
    }

    /// Paints a cell's background and adds its accessory.
    ///
    /// - Parameters:
    ///   - cell: the cell's view, at its stored frame.
    ///   - element: its `<tableViewCell>`.
    ///   - sideMargin: the table's side margin (the accessory's distance from the trailing edge).
    static func decorate(_ cell: View, element: IBElement, sideMargin: Double) {
        if element.child("color", key: "backgroundColor") == nil { cell.backgroundColor = rowBackground }
        guard element.children.allSatisfy({ $0.key != "accessoryView" }), let glyph = glyph(element["accessoryType"]) else { return }
        let label = Label(text: glyph.text, fontSize: glyph.size)
        label.fontWeight = glyph.weight
        label.textColor = glyph.color
        label.sizeToFit()
        let size = label.frame.size
        label.frame = Rect(
            x: cell.frame.width - sideMargin - size.width, y: ((cell.frame.height - size.height) / 2).rounded(),
            width: size.width, height: size.height)
        label.autoresizingMask = [.flexibleLeftMargin, .flexibleTopMargin, .flexibleBottomMargin]
        cell.addSubview(label)
    }

    /// The half-point line a table draws under a row, from its side margin to its edge, in the
    /// table's coordinates (the table draws it over the rows, where a cell's clipping cannot hide it).
    ///
    /// - Parameters:
    ///   - cell: the row's cell, at its stored frame in the table.
    ///   - inset: where the line starts (the table's side margin, where the row's text starts).
    static func separator(under cell: View, inset: Double) -> View {
        let line = View()
        line.backgroundColor = BarDecoration.hairlineColor
        let f = cell.frame
        line.frame = Rect(x: f.x + inset, y: f.maxY - 0.5, width: max(0, f.width - inset), height: 0.5)
        line.autoresizingMask = [.flexibleWidth]
        return line
    }

    /// The glyphs drawn for an accessory type (nil for none or an unknown one).
    private static func glyph(_ type: String?) -> (text: String, size: Double, weight: FontWeight, color: Color)? {
        switch type {
        case "disclosureIndicator": ("\u{203A}", 22, .semibold, chevronColor)
        case "checkmark": ("\u{2713}", 17, .bold, BarDecoration.tint)
        case "detailButton": ("\u{2139}", 20, .regular, BarDecoration.tint)
        case "detailDisclosureButton": ("\u{2139} \u{203A}", 20, .regular, BarDecoration.tint)
        default: nil
        }
    }
}
