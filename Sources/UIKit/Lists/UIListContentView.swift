import Foundation

/// A view that shows a list content configuration, as UIKit's `UIListContentView`: the image,
/// then the text over (or, for a value cell, before) the secondary text, inside the
/// configuration's margins. Collection view cells show their `contentConfiguration` in one.
@MainActor
open class UIListContentView: UIView {
    private let imageView = UIImageView()
    private let textLabel = UILabel()
    private let secondaryLabel = UILabel()
    private let texts = UIStackView()
    private let row = UIStackView()
    private var margins: [NSLayoutConstraint] = []
    /// Which views the row holds now (nil before the first configuration is shown).
    private var arrangement: Arrangement?

    /// The views a configuration puts in the row: a value cell's side by side, an image, a second text.
    private struct Arrangement: Equatable {
        let value: Bool, image: Bool, secondary: Bool
    }

    /// What the view shows; setting it shows the new content.
    open var configuration: UIListContentConfiguration { didSet { show() } }

    /// Makes a view showing a configuration.
    public init(configuration: UIListContentConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
        texts.axis = .vertical
        texts.spacing = 3
        row.alignment = .center
        row.spacing = 16
        row.translatesAutoresizingMaskIntoConstraints = false
        imageView.setContentHuggingPriority(.required, for: .horizontal)
        secondaryLabel.setContentHuggingPriority(.required, for: .horizontal)
        addSubview(row)
        let m = configuration.directionalLayoutMargins
        margins = [
            row.leadingAnchor.constraint(equalTo: leadingAnchor, constant: m.leading),
            trailingAnchor.constraint(equalTo: row.trailingAnchor, constant: m.trailing),
            row.topAnchor.constraint(equalTo: topAnchor, constant: m.top),
            bottomAnchor.constraint(equalTo: row.bottomAnchor, constant: m.bottom),
        ]
        NSLayoutConstraint.activate(margins)
        // A row is at least 44 points tall, as UIKit's list cells (headers and footers are not);
        // below required, so a cell given a smaller height by its layout shows without a conflict.
        if [.cell, .subtitleCell, .valueCell].contains(configuration.kind) {
            let minimum = heightAnchor.constraint(greaterThanOrEqualToConstant: 44)
            minimum.priority = UILayoutPriority(999)
            minimum.isActive = true
        }
        show()
    }

    /// Makes a view showing an empty cell configuration (archives are not read here).
    public required init?(coder: NSCoder) {
        configuration = .cell()
        super.init(coder: coder)
    }

    private func show() {
        let c = configuration
        UIListContentConfiguration.show(c.text, c.attributedText, c.textProperties, in: textLabel)
        UIListContentConfiguration.show(c.secondaryText, c.secondaryAttributedText, c.secondaryTextProperties, in: secondaryLabel)
        imageView.image = c.image
        imageView.layer.cornerRadius = c.imageProperties.cornerRadius
        let hasSecondary = c.secondaryText != nil || c.secondaryAttributedText != nil
        // A reused cell given the same kind of content keeps its arrangement: only the texts change.
        let wanted = Arrangement(value: c.kind == .valueCell, image: c.image != nil, secondary: hasSecondary)
        if wanted != arrangement {
            arrangement = wanted
            for v in row.arrangedSubviews + texts.arrangedSubviews { v.removeFromSuperview() }
            if wanted.image { row.addArrangedSubview(imageView) }
            if wanted.value {
                row.addArrangedSubview(textLabel)
                if hasSecondary { row.addArrangedSubview(secondaryLabel) }
                secondaryLabel.textAlignment = .right
            } else {
                texts.addArrangedSubview(textLabel)
                if hasSecondary { texts.addArrangedSubview(secondaryLabel) }
                secondaryLabel.textAlignment = .natural
                row.addArrangedSubview(texts)
            }
        }
        let m = c.directionalLayoutMargins
        for (constraint, constant) in zip(margins, [m.leading, m.trailing, m.top, m.bottom]) { constraint.constant = constant }
    }
}

/// A view at the trailing edge of a list cell, as UIKit's `UICellAccessory`: a disclosure
/// chevron, a checkmark, a label, or one of the editing controls (kept, not drawn).
public struct UICellAccessory: Sendable {
    enum Kind: Sendable {
        case disclosureIndicator, checkmark, label(String), delete, reorder, outlineDisclosure, detail
    }
    let kind: Kind

    /// A chevron.
    public static func disclosureIndicator() -> UICellAccessory { .init(kind: .disclosureIndicator) }
    /// A checkmark.
    public static func checkmark() -> UICellAccessory { .init(kind: .checkmark) }
    /// A short text.
    public static func label(text: String) -> UICellAccessory { .init(kind: .label(text)) }
    /// A delete control (kept, not drawn).
    public static func delete() -> UICellAccessory { .init(kind: .delete) }
    /// A reorder control (kept, not drawn).
    public static func reorder() -> UICellAccessory { .init(kind: .reorder) }
    /// An outline's expand control (kept, not drawn).
    public static func outlineDisclosure() -> UICellAccessory { .init(kind: .outlineDisclosure) }
    /// An info button (drawn as the info glyph).
    public static func detail() -> UICellAccessory { .init(kind: .detail) }

    /// What is drawn for it: the table cell's accessory glyph, or its text (nil for the kept ones).
    @MainActor func makeView(tint: UIColor) -> UIView? {
        switch kind {
        case .disclosureIndicator: return UITableViewCell.makeStandardAccessory(.disclosureIndicator, tint: tint)
        case .checkmark: return UITableViewCell.makeStandardAccessory(.checkmark, tint: tint)
        case .detail: return UITableViewCell.makeStandardAccessory(.detailButton, tint: tint)
        case .label(let text):
            let label = UILabel()
            label.text = text
            label.textColor = .secondaryLabel
            label.font = .systemFont(ofSize: 17)
            label.sizeToFit()
            return label
        case .delete, .reorder, .outlineDisclosure: return nil
        }
    }
}

/// A row of a list layout, as iOS 14's `UICollectionViewListCell`: a content configuration and its
/// accessories at the trailing edge (separators between rows are not drawn here).
@MainActor
open class UICollectionViewListCell: UICollectionViewCell {
    private var accessoryViews: [UIView] = []

    /// The views at the trailing edge, outermost last.
    open var accessories: [UICellAccessory] = [] {
        didSet {
            for v in accessoryViews { v.removeFromSuperview() }
            accessoryViews = accessories.compactMap { $0.makeView(tint: tintColor) }
            for v in accessoryViews { addSubview(v) }
            setNeedsLayout()
        }
    }

    /// A list configuration to fill in and set as the cell's `contentConfiguration`.
    open func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }

    /// Lays the content view out beside the accessories.
    open override func layoutSubviews() {
        super.layoutSubviews()
        var trailing = bounds.width - 16
        for v in accessoryViews.reversed() {
            let size = v.intrinsicContentSize
            v.frame = CGRect(x: trailing - size.width, y: (bounds.height - size.height) / 2, width: size.width, height: size.height)
            trailing -= size.width + 8
        }
        if !accessoryViews.isEmpty { contentView.frame.size.width = max(trailing + 8 - contentView.frame.minX, 0) }
    }
}
