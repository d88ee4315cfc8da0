import Foundation

/// A view that shows a list content configuration, as UIKit's `UIListContentView`: the image,
/// then the text over (or, for a value cell, before) the secondary text, inside the
/// configuration's margins. Collection view cells show their `contentConfiguration` in one.
@MainActor
open class UIListContentView: UIView {
    private let imageView = UIImageView()
    private let textLabel = UILabel()

    /// The text's frame in this view, when it shows text (a list row's separator starts there).
    var textFrame: CGRect? {
        guard !(configuration.text ?? "").isEmpty || configuration.attributedText != nil else { return nil }
        return textLabel.convert(textLabel.bounds, to: self)
    }
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
            // A value cell's secondary text keeps its width at the trailing edge, the text taking
            // the rest; under the text, both span the texts' width.
            secondaryLabel.setContentHuggingPriority(wanted.value ? .required : .defaultLow, for: .horizontal)
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
        texts.spacing = c.textToSecondaryTextVerticalPadding
        row.spacing = wanted.value ? c.textToSecondaryTextHorizontalPadding : c.imageToTextPadding
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
    /// When it shows.
    let displayed: DisplayedState
    /// Its look.
    let options: Options

    init(kind: Kind, displayed: DisplayedState = .always, options: Options = Options()) {
        self.kind = kind
        self.displayed = displayed
        self.options = options
    }

    /// When an accessory shows (UIKit's `UICellAccessory.DisplayedState`).
    public enum DisplayedState: Sendable {
        /// Always.
        case always
        /// While the list is editing.
        case whenEditing
        /// While it is not.
        case whenNotEditing
    }

    /// An accessory's look: hidden or not, and its colours (UIKit gives each accessory its own
    /// options type; here they are one, under each of UIKit's names).
    public struct Options: Sendable {
        /// Whether it is hidden (nil: shown).
        public var isHidden: Bool?
        /// Its colour (nil: the cell's tint).
        public var tintColor: UIColor?
        /// Its background (a delete control's; kept).
        public var backgroundColor: UIColor?

        /// Makes options.
        public init(isHidden: Bool? = nil, tintColor: UIColor? = nil, backgroundColor: UIColor? = nil) {
            self.isHidden = isHidden
            self.tintColor = tintColor
            self.backgroundColor = backgroundColor
        }
    }
    /// A chevron's options.
    public typealias DisclosureIndicatorOptions = Options
    /// A checkmark's options.
    public typealias CheckmarkOptions = Options
    /// A delete control's options.
    public typealias DeleteOptions = Options
    /// A reorder control's options.
    public typealias ReorderOptions = Options
    /// An outline control's options.
    public typealias OutlineDisclosureOptions = Options
    /// A label's options.
    public typealias LabelOptions = Options
    /// An info button's options.
    public typealias DetailOptions = Options

    /// A chevron.
    public static func disclosureIndicator(
        displayed: DisplayedState = .always, options: DisclosureIndicatorOptions = .init()
    ) -> UICellAccessory {
        .init(kind: .disclosureIndicator, displayed: displayed, options: options)
    }
    /// A checkmark.
    public static func checkmark(displayed: DisplayedState = .always, options: CheckmarkOptions = .init()) -> UICellAccessory {
        .init(kind: .checkmark, displayed: displayed, options: options)
    }
    /// A short text.
    public static func label(text: String, displayed: DisplayedState = .always, options: LabelOptions = .init()) -> UICellAccessory {
        .init(kind: .label(text), displayed: displayed, options: options)
    }
    /// A delete control (kept, not drawn).
    public static func delete(displayed: DisplayedState = .whenEditing, options: DeleteOptions = .init()) -> UICellAccessory {
        .init(kind: .delete, displayed: displayed, options: options)
    }
    /// A reorder control (kept, not drawn).
    public static func reorder(displayed: DisplayedState = .whenEditing, options: ReorderOptions = .init()) -> UICellAccessory {
        .init(kind: .reorder, displayed: displayed, options: options)
    }
    /// An outline's expand control (kept, not drawn).
    public static func outlineDisclosure(
        displayed: DisplayedState = .always, options: OutlineDisclosureOptions = .init()
    ) -> UICellAccessory {
        .init(kind: .outlineDisclosure, displayed: displayed, options: options)
    }
    /// An info button (drawn as the info glyph).
    public static func detail(displayed: DisplayedState = .always, options: DetailOptions = .init()) -> UICellAccessory {
        .init(kind: .detail, displayed: displayed, options: options)
    }

    /// Whether it shows with the list editing or not, by its displayed state and options.
    func shows(editing: Bool) -> Bool {
        guard options.isHidden != true else { return false }
        switch displayed {
        case .always: return true
        case .whenEditing: return editing
        case .whenNotEditing: return !editing
        }
    }

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

/// Where a list row sits in its section, and how its list looks.
struct ListPlacement: Equatable {
    /// The list's look.
    let look: ListLook
    /// The first row of its section.
    let isFirst: Bool
    /// The last row of its section.
    let isLast: Bool
}

/// A row of a list layout, as iOS 14's `UICollectionViewListCell`: a content configuration and its
/// accessories at the trailing edge, a separator under it from its text to the trailing edge, and
/// in an inset-grouped list the section's rounded corners on its first and last rows.
@MainActor
open class UICollectionViewListCell: UICollectionViewCell {
    private var accessoryViews: [UIView] = []
    /// The hairline under the row.
    private let separatorView = UIView()

    /// Where the row sits in its list section (set as the collection view places it; nil outside a list layout).
    var listPlacement: ListPlacement? { didSet { if listPlacement != oldValue { setNeedsLayout() } } }

    /// Makes a row.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        separatorView.backgroundColor = .separator
        separatorView.isUserInteractionEnabled = false
        separatorView.isHidden = true
        addSubview(separatorView)
    }

    /// Makes a row (archives are not read here).
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// How deep the row sits in an outline (kept: the content is not indented here).
    open var indentationLevel = 0
    /// Points of indentation per level (kept).
    open var indentationWidth: CGFloat = 10

    /// The views at the trailing edge, outermost last.
    open var accessories: [UICellAccessory] = [] { didSet { showAccessories() } }

    /// Draws the accessories shown in the list's editing state (called again when it changes).
    func showAccessories() {
        for v in accessoryViews { v.removeFromSuperview() }
        let editing = owningCollection?.isEditing ?? false
        accessoryViews = accessories.compactMap { $0.shows(editing: editing) ? $0.makeView(tint: $0.options.tintColor ?? tintColor) : nil }
        for v in accessoryViews { addSubview(v) }
        setNeedsLayout()
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
        placeListDecorations()
    }

    /// The separator (from the text's leading edge, or the content's margin without text, to the
    /// trailing edge; none under a grouped section's last row) and, inset grouped, the section's
    /// rounded corners on its first and last rows.
    private func placeListDecorations() {
        guard let placement = listPlacement else {
            separatorView.isHidden = true
            return
        }
        let grouped = placement.look.appearance != .plain && placement.look.appearance != .sidebarPlain
        separatorView.isHidden = !placement.look.showsSeparators || (grouped && placement.isLast)
        if !separatorView.isHidden {
            let line = 1 / UIScreen.main.scale
            let leading = contentView.frame.minX + (textLeading() ?? contentView.directionalLayoutMargins.leading)
            separatorView.frame = CGRect(x: leading, y: bounds.height - line, width: max(bounds.width - leading, 0), height: line)
            bringSubviewToFront(separatorView)
        }
        var corners: CACornerMask = []
        if placement.look.appearance == .insetGrouped {
            if placement.isFirst { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
            if placement.isLast { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
        }
        layer.cornerRadius = corners.isEmpty ? 0 : UITableView.insetGroupedCornerRadius
        layer.maskedCorners =
            corners.isEmpty ? [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner] : corners
        clipsToBounds = !corners.isEmpty
    }

    /// Where the row's text starts in its content view, when a list content view shows some.
    private func textLeading() -> CGFloat? {
        guard let list = contentView.subviews.first(where: { $0 is UIListContentView }) as? UIListContentView else { return nil }
        return list.textFrame.map { list.convert($0, to: contentView).minX }
    }
}
