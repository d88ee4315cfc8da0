import Foundation

extension UITableViewCell {
    /// The built-in arrangements of ``textLabel``, ``detailTextLabel`` and ``imageView``.
    public enum CellStyle: Int, Sendable {
        /// A text label (and an image) on the left.
        case `default`
        /// A text label on the left, a grey detail label on the right.
        case value1
        /// A small blue right-aligned text label, then the detail label.
        case value2
        /// A text label over a smaller detail label.
        case subtitle
    }

    /// The standard views drawn at the cell's trailing edge.
    public enum AccessoryType: Int, Sendable {
        /// None.
        case none
        /// A chevron: the row leads somewhere.
        case disclosureIndicator
        /// An info button and a chevron.
        case detailDisclosureButton
        /// A checkmark in the tint colour.
        case checkmark
        /// An info button.
        case detailButton
    }

    /// How a selected or highlighted cell looks.
    public enum SelectionStyle: Int, Sendable {
        /// No change.
        case none
        /// Grey (UIKit draws `.blue` grey since iOS 7).
        case blue
        /// Grey.
        case gray
        /// Grey.
        case `default`
    }

    /// The editing control of a row.
    public enum EditingStyle: Int, Sendable {
        /// None.
        case none
        /// Delete.
        case delete
        /// Insert.
        case insert
    }

    /// How the table draws the lines between rows.
    public enum SeparatorStyle: Int, Sendable {
        /// No lines.
        case none
        /// Hairlines.
        case singleLine
        /// Hairlines (UIKit draws the etched style as single lines).
        case singleLineEtched
    }
}
