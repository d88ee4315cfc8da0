import Foundation
import Layout

/// Where a table's rows, headers and footers went at its last layout, in content coordinates.
struct TableGeometry {
    /// One section's rectangles.
    struct Section {
        /// The header (zero height when there is none).
        var header: CGRect
        /// The rows together.
        var rows: CGRect
        /// The footer (zero height when there is none).
        var footer: CGRect
        /// Header, rows and footer.
        var whole: CGRect { header.union(rows).union(footer) }
    }

    /// The sections in order.
    var sections: [Section] = []
    /// Every row's rectangle.
    var rows: [IndexPath: CGRect] = [:]

    /// The row whose rectangle spans a height of the content.
    func row(at y: CGFloat) -> IndexPath? {
        rows.first { $0.value.minY <= y && y < $0.value.maxY }?.key
    }
}

/// A section's header or footer.
enum SectionViewKey: Hashable {
    /// The header of a section.
    case header(Int)
    /// The footer of a section.
    case footer(Int)

    var section: Int {
        switch self {
        case .header(let s), .footer(let s): s
        }
    }
}

extension UITableView {
    /// The height of the gaps between grouped sections without titles, and above the first one.
    static let groupedGap: (first: CGFloat, between: CGFloat) = (35, 17.5)
    /// The corner radius of an inset-grouped section.
    static let insetGroupedCornerRadius: CGFloat = 10

    /// The hairline height on the main screen (one pixel), or 0 without separators.
    func separatorHeight(isLastInSection: Bool) -> CGFloat {
        if separatorStyle == .none || (style != .plain && isLastInSection) { return 0 }
        return 1 / UIScreen.main.scale
    }

    /// Places the cells of the rows on screen (asking the data source for them and measuring the
    /// self-sizing ones), the section headers and footers, the table's header and footer, and
    /// sets the content size; cells that left the screen wait for reuse.
    func tile() {
        let width = bounds.width
        let top = bounds.minY, bottom = bounds.maxY
        if width != measuredWidth {
            forgetMeasurements()
            measuredWidth = width
        }
        // Cells whose rows left the screen wait for reuse first, so the rows coming on take them
        // (not one being edited: as in UIKit, it stays, off screen, until editing ends).
        let editing = layoutView.window?.firstResponder
        func isEdited(_ cell: UITableViewCell) -> Bool { editing?.isDescendant(of: cell.layoutView) ?? false }
        for (row, cell) in visibleCellsByRow where !isEdited(cell) {
            guard let rect = geometry.rows[row], rect.maxY <= top || rect.minY >= bottom else { continue }
            recycle(cell, at: row)
            visibleCellsByRow[row] = nil
        }
        let inset: CGFloat = style == .insetGrouped ? sideMargin : 0
        let rowWidth = max(0, width - 2 * inset)
        var geo = TableGeometry()
        var placed: [IndexPath: UITableViewCell] = [:]
        let shownBefore = visibleCellsByRow
        var y: CGFloat = 0
        backgroundView?.frame = CGRect(x: 0, y: top, width: width, height: bounds.height)
        if let header = tableHeaderView {
            header.frame = CGRect(x: 0, y: 0, width: width, height: header.frame.height)
            y = header.frame.height
        }
        for s in rowCounts.indices {
            let headerHeight = sectionViewHeight(.header(s), width: width)
            let header = CGRect(x: 0, y: y, width: width, height: headerHeight)
            y += headerHeight
            let rowsTop = y
            for r in 0..<rowCounts[s] {
                let row = IndexPath(row: r, section: s)
                let separator = separatorHeight(isLastInSection: r == rowCounts[s] - 1)
                var height = knownHeight(of: row)
                var cell: UITableViewCell?
                if y < bottom, height.map({ y + $0 > top }) ?? true {
                    let made = visibleCellsByRow.removeValue(forKey: row) ?? cellFromDataSource(for: row)
                    cell = made
                    if let made, height == nil {
                        let measured = measuredHeight(of: made, width: rowWidth, separator: separator)
                        measuredHeights[row] = measured
                        height = measured
                    }
                }
                let rect = CGRect(x: inset, y: y, width: rowWidth, height: height ?? estimatedHeight(of: row))
                geo.rows[row] = rect
                if let cell {
                    if rect.maxY > top && rect.minY < bottom {
                        place(cell, at: row, in: rect, separator: separator, wasShown: shownBefore[row] === cell)
                        placed[row] = cell
                    } else {
                        recycle(cell, at: row)
                    }
                }
                y = rect.maxY
            }
            let rows = CGRect(x: inset, y: rowsTop, width: rowWidth, height: y - rowsTop)
            let footerHeight = sectionViewHeight(.footer(s), width: width)
            geo.sections.append(
                .init(header: header, rows: rows, footer: CGRect(x: 0, y: y, width: width, height: footerHeight)))
            y += footerHeight
        }
        if let footer = tableFooterView {
            footer.frame = CGRect(x: 0, y: y, width: width, height: footer.frame.height)
            y += footer.frame.height
        }
        for (row, cell) in visibleCellsByRow {
            if isEdited(cell), row.section < rowCounts.count, row.row < rowCounts[row.section] {
                placed[row] = cell
            } else {
                recycle(cell, at: row)
            }
        }
        let restack = Set(placed.keys) != Set(shownBefore.keys) || sectionViewsAdded
        sectionViewsAdded = false
        if restack { stackRowsTopFirst(placed) }
        visibleCellsByRow = placed
        geometry = geo
        placeSectionViews(top: top + adjustedContentInset.top, restack: restack)
        placeSectionBackgrounds()
        let size = CGSize(width: width, height: y)
        if contentSize != size { contentSize = size }
    }

    /// Orders the cells on screen so each row is in front of the one below it: a row's separator,
    /// in its last pixel, then stays visible where a frame drawn at fewer pixels than the
    /// screen's rounds the next row's top over it.
    private func stackRowsTopFirst(_ cells: [IndexPath: UITableViewCell]) {
        for (_, cell) in cells.sorted(by: { $0.key > $1.key }) { bringSubviewToFront(cell) }
    }

    /// A row's height when it is known without a cell: a fixed height, or a measured one.
    private func knownHeight(of row: IndexPath) -> CGFloat? {
        let asked = tableDelegate?.tableView(self, heightForRowAt: row) ?? rowHeight
        return asked >= 0 ? asked : measuredHeights[row]
    }

    /// The height used for a self-sizing row before it is measured.
    private func estimatedHeight(of row: IndexPath) -> CGFloat {
        let estimate = tableDelegate?.tableView(self, estimatedHeightForRowAt: row) ?? estimatedRowHeight
        return estimate > 0 ? estimate : UITableView.standardRowHeight
    }

    /// The data source's cell for a row, set up as one of its rows. It joins the table once it
    /// has its row's frame (``place(_:at:in:separator:wasShown:)``), as UIKit's: constraints that
    /// need a taller row than the cell's default 44 points then hold from the start.
    private func cellFromDataSource(for row: IndexPath) -> UITableViewCell? {
        guard let dataSource else { return nil }
        let cell = dataSource.tableView(self, cellForRowAt: row)
        cell.owningTable = self
        // Measured before it joins the table, its text measures as in the table's window.
        cell.layoutView.detachedTextMeasurer = layoutView.textMeasurer
        cell.sideMargin = sideMargin
        cell.adoptTableBackground(style)
        cell.setSelected(selectedRows.contains(row), animated: false)
        showEditing(of: cell, at: row)
        cell.isHidden = false
        return cell
    }

    /// A self-sizing row's height: its content view's fitting height at the row's width, plus
    /// the separator, rounded up to the pixel; at least 44 points for built-in content, and 44
    /// (with UIKit's warning) when the constraints give no height at all.
    private func measuredHeight(of cell: UITableViewCell, width: CGFloat, separator: CGFloat) -> CGFloat {
        cell.frame = CGRect(x: cell.frame.minX, y: cell.frame.minY, width: width, height: cell.frame.height)
        let fitted = cell.contentView.systemLayoutSizeFitting(
            CGSize(width: cell.contentWidth(forCellWidth: width), height: 0),
            withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel
        ).height
        var height = (fitted + separator).roundedUpToScreenPixel
        if cell.usesBuiltInContent {
            height = max(height, UITableView.standardRowHeight)
        } else if fitted <= 0 {
            if !warnedOfZeroHeight {
                warnedOfZeroHeight = true
                layoutView.report(
                    "[Warning] Warning once only: Detected a case where constraints ambiguously suggest a height of zero for a table view cell's content view. We're considering the collapse unintentional and using standard height instead. Cell: \(cell)"
                )
            }
            height = UITableView.standardRowHeight
        }
        return height
    }

    /// Puts a cell in its row, telling the delegate when it comes on screen.
    private func place(
        _ cell: UITableViewCell, at row: IndexPath, in rect: CGRect, separator: CGFloat, wasShown: Bool
    ) {
        // Scrolling moves no row within the content: a cell already in place is left alone (a
        // frame or separator that changes lays it out again).
        cell.separatorHeight = separator
        if cell.separatorView.backgroundColor != separatorColor { cell.separatorView.backgroundColor = separatorColor }
        if cell.frame != rect { cell.frame = rect }
        if cell.superview !== self {
            cell.placeContentView()
            addSubview(cell)
        }
        if !wasShown { tableDelegate?.tableView(self, willDisplay: cell, forRowAt: row) }
    }

    /// Takes a cell off screen: it waits for reuse under its identifier (a cell without one is
    /// let go), and the delegate hears it left.
    func recycle(_ cell: UITableViewCell, at row: IndexPath) {
        cell.removeFromSuperview()
        tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: row)
        if let id = cell.reuseIdentifier { reusableCells.put(cell, id) }
    }

    // MARK: Section headers and footers

    /// The height of a section's header or footer: the delegate's or the table's, else from its
    /// view or title, else UIKit's gaps between grouped sections.
    private func sectionViewHeight(_ key: SectionViewKey, width: CGFloat) -> CGFloat {
        let asked: CGFloat
        switch key {
        case .header(let s): asked = tableDelegate?.tableView(self, heightForHeaderInSection: s) ?? sectionHeaderHeight
        case .footer(let s): asked = tableDelegate?.tableView(self, heightForFooterInSection: s) ?? sectionFooterHeight
        }
        // A grouped table takes 0 as "the default", as UIKit does.
        if asked > 0 || (asked == 0 && style == .plain) { return asked }
        if let known = measuredSectionHeights[key] { return known }
        if let view = sectionView(key) {
            let fitted = view.systemLayoutSizeFitting(
                CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel
            ).height
            let height = fitted > 0 ? fitted.roundedUpToScreenPixel : view.frame.height
            measuredSectionHeights[key] = height
            return height
        }
        guard style != .plain else { return 0 }
        if case .header(0) = key { return UITableView.groupedGap.first }
        return UITableView.groupedGap.between
    }

    /// The view of a section's header or footer: the delegate's, else one showing the title, else none.
    private func sectionView(_ key: SectionViewKey) -> UIView? {
        if let shown = visibleSectionViews[key] { return shown }
        let view: UIView?
        switch key {
        case .header(let s):
            view =
                tableDelegate?.tableView(self, viewForHeaderInSection: s)
                ?? dataSource?.tableView(self, titleForHeaderInSection: s).map { titled($0, key) }
        case .footer(let s):
            view =
                tableDelegate?.tableView(self, viewForFooterInSection: s)
                ?? dataSource?.tableView(self, titleForFooterInSection: s).map { titled($0, key) }
        }
        if let view {
            visibleSectionViews[key] = view
            addSubview(view)
            sectionViewsAdded = true
        }
        return view
    }

    /// A header or footer view showing a title in the table style's font and margins.
    private func titled(_ title: String, _ key: SectionViewKey) -> UIView {
        let view = UITableViewHeaderFooterView(reuseIdentifier: nil)
        let isHeader = if case .header = key { true } else { false }
        // Titles line up with the rows' text: an inset-grouped table's rows are inset themselves.
        let inset = style == .insetGrouped ? 2 * sideMargin : sideMargin
        view.configureAsTitle(title, style: style, isHeader: isHeader, inset: inset)
        return view
    }

    /// Puts the headers and footers in place, over the rows; a plain table's header stays at the
    /// top of the visible area while its section scrolls under it.
    private func placeSectionViews(top: CGFloat, restack: Bool) {
        for (key, view) in visibleSectionViews {
            guard geometry.sections.indices.contains(key.section) else {
                view.removeFromSuperview()
                visibleSectionViews[key] = nil
                continue
            }
            let section = geometry.sections[key.section]
            var rect: CGRect
            switch key {
            case .header:
                rect = section.header
                if style == .plain {
                    let end = section.whole.maxY - rect.height
                    rect.origin.y = max(rect.minY, min(top, end))
                }
            case .footer: rect = section.footer
            }
            if view.frame != rect { view.frame = rect }
            view.isHidden = rect.height == 0
            if restack { bringSubviewToFront(view) }
        }
    }

    /// An inset-grouped table draws each section's rows on one rounded background.
    private func placeSectionBackgrounds() {
        let wanted = style == .insetGrouped ? geometry.sections.map(\.rows).filter { $0.height > 0 } : []
        while sectionBackgrounds.count > wanted.count { sectionBackgrounds.removeLast().removeFromSuperview() }
        while sectionBackgrounds.count < wanted.count {
            let background = UIView()
            background.backgroundColor = .secondarySystemGroupedBackground
            background.layer.cornerRadius = UITableView.insetGroupedCornerRadius
            background.isUserInteractionEnabled = false
            sectionBackgrounds.append(background)
        }
        for (background, rect) in zip(sectionBackgrounds, wanted) {
            background.frame = rect
            if background.superview !== self { insertSubview(background, at: backgroundView == nil ? 0 : 1) }
        }
    }
}
