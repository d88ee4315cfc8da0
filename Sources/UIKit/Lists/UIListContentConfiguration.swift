import Foundation

/// The content of a list row, header or footer (UIKit's `UIListContentConfiguration`, iOS 14's
/// replacement for `textLabel` and `detailTextLabel`): text, secondary text and an image, with
/// their properties, in one of the standard arrangements.
///
/// ```swift
/// var content = cell.defaultContentConfiguration()
/// content.text = "Wi-Fi"
/// content.secondaryText = "Home"
/// cell.contentConfiguration = content
/// ```
public struct UIListContentConfiguration: UIContentConfiguration {
    /// How a label draws its text.
    public struct TextProperties {
        /// The font.
        public var font: UIFont
        /// The colour.
        public var color: UIColor
        /// The most lines (0: as many as the text needs).
        public var numberOfLines = 0
        /// The alignment.
        public var alignment: Alignment = .natural

        /// A text alignment of a list configuration.
        public enum Alignment: Int, Sendable {
            /// Leading for the language.
            case natural
            /// Centred.
            case center
            /// Justified (drawn as natural).
            case justified
        }
    }

    /// How the image is drawn.
    public struct ImageProperties {
        /// The tint of a template image (kept).
        public var tintColor: UIColor?
        /// The corner radius.
        public var cornerRadius: CGFloat = 0
        /// The largest size the image is drawn at (kept).
        public var maximumSize = CGSize.zero
    }

    /// The arrangement: which built-in cell layout shows the content.
    enum Kind {
        case cell, subtitleCell, valueCell, header, footer
    }

    let kind: Kind
    /// The main text.
    public var text: String?
    /// The main text, attributed (its string is shown).
    public var attributedText: NSAttributedString?
    /// The secondary text.
    public var secondaryText: String?
    /// The secondary text, attributed (its string is shown).
    public var secondaryAttributedText: NSAttributedString?
    /// The image before the text.
    public var image: UIImage?
    /// The main text's font, colour and lines.
    public var textProperties: TextProperties
    /// The secondary text's font, colour and lines.
    public var secondaryTextProperties: TextProperties
    /// The image's properties.
    public var imageProperties = ImageProperties()
    /// Margins around the content (kept: rows take the table's margins).
    public var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
    /// Space between the image and the text (in a list content view; a table row's built-in
    /// content keeps its own metrics).
    public var imageToTextPadding: CGFloat = 16
    /// Space between the text and the secondary text above each other (list content view).
    public var textToSecondaryTextVerticalPadding: CGFloat = 3
    /// Space between the text and the secondary text side by side (a value cell; list content view).
    public var textToSecondaryTextHorizontalPadding: CGFloat = 16

    private init(_ kind: Kind, text: TextProperties, secondary: TextProperties) {
        self.kind = kind
        textProperties = text
        secondaryTextProperties = secondary
    }

    /// A row: text and an image (a default-style cell).
    public static func cell() -> UIListContentConfiguration {
        .init(
            .cell, text: TextProperties(font: .systemFont(ofSize: 17), color: .label),
            secondary: TextProperties(font: .systemFont(ofSize: 15), color: .secondaryLabel))
    }

    /// A row: text over secondary text (a subtitle-style cell).
    public static func subtitleCell() -> UIListContentConfiguration {
        .init(
            .subtitleCell, text: TextProperties(font: .systemFont(ofSize: 17), color: .label),
            secondary: TextProperties(font: .systemFont(ofSize: 15), color: .secondaryLabel))
    }

    /// A row: text at the leading edge, secondary text at the trailing one (a value-1 cell).
    public static func valueCell() -> UIListContentConfiguration {
        .init(
            .valueCell, text: TextProperties(font: .systemFont(ofSize: 17), color: .label),
            secondary: TextProperties(font: .systemFont(ofSize: 17), color: .secondaryLabel))
    }

    /// A plain table's section header.
    public static func plainHeader() -> UIListContentConfiguration {
        .init(
            .header, text: TextProperties(font: .systemFont(ofSize: 17, weight: .semibold), color: .label),
            secondary: TextProperties(font: .systemFont(ofSize: 15), color: .secondaryLabel))
    }

    /// A grouped table's section header.
    public static func groupedHeader() -> UIListContentConfiguration {
        .init(
            .header, text: TextProperties(font: .systemFont(ofSize: 13), color: .secondaryLabel),
            secondary: TextProperties(font: .systemFont(ofSize: 13), color: .secondaryLabel))
    }

    /// A section header (grouped looks).
    public static func header() -> UIListContentConfiguration { groupedHeader() }

    /// A plain table's section footer.
    public static func plainFooter() -> UIListContentConfiguration { groupedFooter() }

    /// A grouped table's section footer.
    public static func groupedFooter() -> UIListContentConfiguration {
        .init(
            .footer, text: TextProperties(font: .systemFont(ofSize: 13), color: .secondaryLabel),
            secondary: TextProperties(font: .systemFont(ofSize: 13), color: .secondaryLabel))
    }

    /// A section footer.
    public static func footer() -> UIListContentConfiguration { groupedFooter() }

    /// The cell style whose built-in layout shows this arrangement.
    var cellStyle: UITableViewCell.CellStyle {
        switch kind {
        case .subtitleCell: .subtitle
        case .valueCell: .value1
        case .cell, .header, .footer: .default
        }
    }

    /// Shows text in a label with a set of properties.
    @MainActor static func show(_ text: String?, _ attributed: NSAttributedString?, _ properties: TextProperties, in label: UILabel) {
        if let attributed { label.attributedText = attributed } else { label.text = text }
        label.font = properties.font
        label.textColor = properties.color
        label.numberOfLines = properties.numberOfLines
        label.textAlignment = properties.alignment == .center ? .center : .natural
    }
}
