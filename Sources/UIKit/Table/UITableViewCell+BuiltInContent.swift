import Foundation

/// A cell's built-in labels and image, made on first use and laid out with constraints in the
/// content view's margins for the cell's style (so a row with them sizes itself).
@MainActor
final class BuiltInContent {
    /// Which built-in label.
    enum Slot { case text, detail }

    private(set) var text: UILabel?
    private(set) var detail: UILabel?
    private(set) var image: UIImageView?
    /// The constraints placing them, replaced whenever one more is made.
    private var constraints: [NSLayoutConstraint] = []
    /// Spans the subtitle style's two labels, centred down the row.
    private var spanner: UILayoutGuide?

    /// The space between the image and the text.
    static let imageToTextPadding: CGFloat = 16
    /// The least space between the value-1 style's text and detail.
    static let valueSpacing: CGFloat = 8
    /// The width of the value-2 style's text column and the space after it.
    static let value2Column: (width: CGFloat, spacing: CGFloat) = (67, 6)

    /// Whether any built-in view was made.
    var isMade: Bool { text != nil || detail != nil || image != nil }

    /// The label in a slot, made (with the style's font and colour) and placed on first use.
    func label(_ slot: Slot, in cell: UITableViewCell) -> UILabel {
        if let made = slot == .text ? text : detail { return made }
        let label = UILabel()
        switch (cell.contentStyle, slot) {
        case (.value2, .text):
            label.font = .systemFont(ofSize: 15, weight: .semibold)
            label.textColor = .systemBlue
            label.textAlignment = .right
        case (.value2, .detail): label.font = .systemFont(ofSize: 15)
        case (.value1, .detail): label.textColor = .secondaryLabel
        case (.subtitle, .detail): label.font = .systemFont(ofSize: 12)
        default: break
        }
        if slot == .text { text = label } else { detail = label }
        add(label, to: cell)
        return label
    }

    /// The image view, made and placed on first use.
    func image(in cell: UITableViewCell) -> UIImageView {
        if let image { return image }
        let view = UIImageView()
        image = view
        add(view, to: cell)
        return view
    }

    /// Where the text starts across the cell, where UIKit starts the separator too.
    func textLeading(sideMargin: CGFloat) -> CGFloat {
        guard let image, let picture = image.image else { return sideMargin }
        return sideMargin + picture.size.width + BuiltInContent.imageToTextPadding
    }

    private func add(_ view: UIView, to cell: UITableViewCell) {
        view.translatesAutoresizingMaskIntoConstraints = false
        cell.contentView.addSubview(view)
        place(in: cell)
    }

    /// Places the views made so far for the cell's content style (again, when a content
    /// configuration changed it).
    func place(in cell: UITableViewCell) {
        NSLayoutConstraint.deactivate(constraints)
        constraints = placement(in: cell)
        NSLayoutConstraint.activate(constraints)
    }

    /// The constraints of the style for the views made so far.
    private func placement(in cell: UITableViewCell) -> [NSLayoutConstraint] {
        let g = cell.contentView.layoutMarginsGuide
        var list: [NSLayoutConstraint] = []
        /// Within the margins down the row, centred.
        func centred(_ view: UIView) {
            list += [
                view.centerYAnchor.constraint(equalTo: g.centerYAnchor),
                view.topAnchor.constraint(greaterThanOrEqualTo: g.topAnchor),
                view.bottomAnchor.constraint(lessThanOrEqualTo: g.bottomAnchor),
            ]
        }
        var leading = g.leadingAnchor, gap: CGFloat = 0
        if let image {
            list.append(image.leadingAnchor.constraint(equalTo: g.leadingAnchor))
            centred(image)
            leading = image.trailingAnchor
            gap = BuiltInContent.imageToTextPadding
        }
        switch cell.contentStyle {
        case .default:
            if let text {
                list += [
                    text.leadingAnchor.constraint(equalTo: leading, constant: gap),
                    text.trailingAnchor.constraint(equalTo: g.trailingAnchor),
                ]
                centred(text)
            }
        case .value1:
            if let text {
                list += [
                    text.leadingAnchor.constraint(equalTo: leading, constant: gap),
                    text.trailingAnchor.constraint(lessThanOrEqualTo: g.trailingAnchor),
                ]
                centred(text)
            }
            if let detail {
                list.append(detail.trailingAnchor.constraint(equalTo: g.trailingAnchor))
                list.append(
                    text.map {
                        detail.leadingAnchor.constraint(greaterThanOrEqualTo: $0.trailingAnchor, constant: BuiltInContent.valueSpacing)
                    }
                        ?? detail.leadingAnchor.constraint(greaterThanOrEqualTo: leading, constant: gap))
                centred(detail)
            }
        case .value2:
            let column = BuiltInContent.value2Column
            if let text {
                list += [
                    text.leadingAnchor.constraint(equalTo: leading, constant: gap),
                    text.widthAnchor.constraint(equalToConstant: column.width),
                ]
                centred(text)
            }
            if let detail {
                list += [
                    detail.leadingAnchor.constraint(equalTo: leading, constant: gap + column.width + column.spacing),
                    detail.trailingAnchor.constraint(lessThanOrEqualTo: g.trailingAnchor),
                ]
                centred(detail)
            }
        case .subtitle:
            let labels = [text, detail].compactMap { $0 }
            guard let first = labels.first, let last = labels.last else { break }
            let span = spanner ?? UILayoutGuide()
            if spanner == nil { cell.contentView.addLayoutGuide(span) }
            spanner = span
            list += [
                span.topAnchor.constraint(equalTo: first.topAnchor),
                span.bottomAnchor.constraint(equalTo: last.bottomAnchor),
                span.centerYAnchor.constraint(equalTo: g.centerYAnchor),
                span.topAnchor.constraint(greaterThanOrEqualTo: g.topAnchor),
                span.bottomAnchor.constraint(lessThanOrEqualTo: g.bottomAnchor),
            ]
            if labels.count == 2 { list.append(last.topAnchor.constraint(equalTo: first.bottomAnchor)) }
            for label in labels {
                list += [
                    label.leadingAnchor.constraint(equalTo: leading, constant: gap),
                    label.trailingAnchor.constraint(lessThanOrEqualTo: g.trailingAnchor),
                ]
            }
        }
        return list
    }
}
