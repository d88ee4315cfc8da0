import Foundation

/// A section header or footer of a table view, as UIKit's `UITableViewHeaderFooterView`: a
/// ``textLabel`` or your views in ``contentView``, reused as cells are.
@MainActor
open class UITableViewHeaderFooterView: UIView {
    /// The identifier the table view reuses the view under.
    public private(set) var reuseIdentifier: String?
    /// The view to add your content to, as large as the view.
    public let contentView = UIView()
    private var label: UILabel?

    /// Makes a header or footer view.
    ///
    /// - Parameter reuseIdentifier: the identifier the table view reuses it under.
    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        setUp()
    }

    /// Makes a header or footer view (archives are not read here).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    /// Makes a header or footer view with a frame.
    public convenience override init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    /// Makes a view for a table view's ``UITableView/dequeueReusableHeaderFooterView(withIdentifier:)``:
    /// calls `init(reuseIdentifier:)`, so a subclass's override runs.
    ///
    /// - Parameter reuseIdentifier: the identifier it was registered under.
    public required convenience init(dequeuedWithIdentifier reuseIdentifier: String) {
        self.init(reuseIdentifier: reuseIdentifier)
    }

    private func setUp() {
        // The table keeps its sections clear of the safe area through its content inset.
        contentView.insetsLayoutMarginsFromSafeArea = false
        contentView.translatesAutoresizingMaskIntoConstraints = false
        addSubview(contentView)
        NSLayoutConstraint.activate([
            contentView.leadingAnchor.constraint(equalTo: leadingAnchor),
            contentView.trailingAnchor.constraint(equalTo: trailingAnchor),
            contentView.topAnchor.constraint(equalTo: topAnchor),
            contentView.bottomAnchor.constraint(equalTo: bottomAnchor),
        ])
    }

    /// The title label, made on first use and placed in the content view's margins.
    open var textLabel: UILabel? {
        if let label { return label }
        let made = UILabel()
        made.numberOfLines = 0
        made.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(made)
        let g = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            made.leadingAnchor.constraint(equalTo: g.leadingAnchor),
            made.trailingAnchor.constraint(equalTo: g.trailingAnchor),
            made.topAnchor.constraint(equalTo: g.topAnchor),
            made.bottomAnchor.constraint(equalTo: g.bottomAnchor),
        ])
        label = made
        return made
    }

    /// The content shown in the title label (iOS 14's way: start from
    /// ``defaultContentConfiguration()``).
    open var contentConfiguration: UIContentConfiguration? {
        didSet {
            guard let list = contentConfiguration as? UIListContentConfiguration, let label = textLabel else { return }
            UIListContentConfiguration.show(list.text, list.attributedText, list.textProperties, in: label)
        }
    }

    /// A list configuration for a header, to fill in and set as ``contentConfiguration``.
    public func defaultContentConfiguration() -> UIListContentConfiguration { .groupedHeader() }

    /// Called before the table hands the view out again (does nothing by default).
    open func prepareForReuse() {}

    /// The margins around a title, by table style and place: a plain header's bar, a grouped
    /// header's space above, a grouped footer's space below.
    static func titleMargins(style: UITableView.Style, isHeader: Bool) -> (top: CGFloat, bottom: CGFloat) {
        if style == .plain { return (4, 4) }
        return isHeader ? (17, 6) : (6, 17)
    }

    /// Shows a title as the table's style draws it: a plain header in semibold 17 points on grey,
    /// a grouped one in grey 13 points, upper case for headers.
    ///
    /// - Parameters:
    ///   - title: the text.
    ///   - style: the table's style.
    ///   - isHeader: a header (else a footer).
    ///   - inset: how far the title starts from the view's edges: the row text's inset (an
    ///     inset-grouped table's section inset plus the side margin).
    func configureAsTitle(_ title: String, style: UITableView.Style, isHeader: Bool, inset: CGFloat) {
        guard let label = textLabel else { return }
        let margins = UITableViewHeaderFooterView.titleMargins(style: style, isHeader: isHeader)
        contentView.layoutMargins = UIEdgeInsets(top: margins.top, left: inset, bottom: margins.bottom, right: inset)
        if style == .plain {
            label.text = title
            label.font = .systemFont(ofSize: 17, weight: .semibold)
            label.textColor = .label
            backgroundColor = .secondarySystemBackground
        } else {
            label.text = isHeader ? title.uppercased() : title
            label.font = .systemFont(ofSize: 13)
            label.textColor = .secondaryLabel
        }
    }
}
