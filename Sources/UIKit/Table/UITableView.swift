import Foundation
import Layout

/// Rows in sections, scrolling, as UIKit's `UITableView`: a data source gives the rows and their
/// cells, a delegate their heights and what a tap does; only the rows on screen have cells,
/// reused as they scroll off.
///
/// Rows size themselves by default (``rowHeight`` is ``automaticDimension``): a cell's height is
/// what the constraints in its content view give at the row's width, as UIKit's self-sizing cells.
///
/// ```swift
/// let table = UITableView(frame: .zero, style: .insetGrouped)
/// table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
/// table.dataSource = self
/// table.delegate = self
/// ```
@MainActor
open class UITableView: UIScrollView {
    /// The looks of a table.
    public enum Style: Int, Sendable {
        /// Rows edge to edge, section headers that stay on top while their section scrolls.
        case plain
        /// Sections apart on a grey background.
        case grouped
        /// Sections apart, inset from the sides with rounded corners.
        case insetGrouped
    }

    /// Where ``scrollToRow(at:at:animated:)`` puts the row.
    public enum ScrollPosition: Int, Sendable {
        /// As little scrolling as shows it.
        case none
        /// At the top.
        case top
        /// In the middle.
        case middle
        /// At the bottom.
        case bottom
    }

    /// How rows come and go (kept: changes show at once).
    public enum RowAnimation: Int, Sendable {
        /// Fade.
        case fade
        /// From the right.
        case right
        /// From the left.
        case left
        /// From the top.
        case top
        /// From the bottom.
        case bottom
        /// None.
        case none
        /// From the middle.
        case middle
        /// The table's choice.
        case automatic = 100
    }

    /// "Choose the height from the content": the default of ``rowHeight`` and the section heights.
    public static let automaticDimension: CGFloat = -1

    /// UIKit's standard row height: a new cell's, the least a row with built-in content sizes
    /// itself to, and the fallback when a cell's constraints give none.
    static let standardRowHeight: CGFloat = 44

    /// The table's looks.
    public let style: Style

    /// Gives the rows and cells.
    open weak var dataSource: UITableViewDataSource? { didSet { reloadData() } }

    /// Hears of taps and scrolling and gives heights: a ``UITableViewDelegate`` (a plain scroll
    /// view delegate hears scrolling only). A new one's heights are asked for.
    open override var delegate: UIScrollViewDelegate? {
        didSet { invalidateHeights() }
    }

    /// The delegate, as a table view delegate when it is one.
    var tableDelegate: UITableViewDelegate? { delegate as? UITableViewDelegate }

    /// The height of every row, unless the delegate says otherwise; ``automaticDimension`` (the
    /// default) sizes each row from its cell's constraints.
    open var rowHeight: CGFloat = UITableView.automaticDimension { didSet { invalidateHeights() } }
    /// The height used for rows not measured yet (``automaticDimension``: 44 points).
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension
    /// The height of section headers (``automaticDimension``: from their title or view).
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension { didSet { setNeedsLayout() } }
    /// The height of section footers (``automaticDimension``: from their title or view).
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension { didSet { setNeedsLayout() } }
    /// Space above each section header (``automaticDimension``: none here).
    open var sectionHeaderTopPadding: CGFloat = UITableView.automaticDimension { didSet { setNeedsLayout() } }
    /// Whether cell margins follow the readable content width (kept: on a phone they are the same).
    open var cellLayoutMarginsFollowReadableWidth = false
    /// The estimated header height (kept: headers are measured).
    open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension
    /// The estimated footer height (kept: footers are measured).
    open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension
    /// Whether focus returns to the last focused row (kept).
    open var remembersLastFocusedIndexPath = false
    /// Whether rows can be dragged out (kept: there is no drag and drop here).
    open var dragInteractionEnabled = false

    /// Whether lines separate the rows (single lines by default).
    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine { didSet { invalidateHeights() } }
    /// The colour of the lines.
    open var separatorColor: UIColor? = .separator {
        didSet {
            if appearanceGate("separatorColor") { separatorColor = oldValue } else { setNeedsLayout() }
        }
    }
    /// The inset of the lines; by default each starts where its row's text does.
    open var separatorInset: UIEdgeInsets {
        get { separatorInsetIfSet ?? UIEdgeInsets(top: 0, left: sideMargin, bottom: 0, right: 0) }
        set {
            separatorInsetIfSet = newValue
            setNeedsLayout()
        }
    }
    /// The separator inset set on the table, if any.
    private(set) var separatorInsetIfSet: UIEdgeInsets?

    /// A view above the first section, as wide as the table, as tall as its frame.
    open var tableHeaderView: UIView? {
        didSet { replaceAccessoryView(oldValue, with: tableHeaderView) }
    }
    /// A view below the last section, as wide as the table, as tall as its frame.
    open var tableFooterView: UIView? {
        didSet { replaceAccessoryView(oldValue, with: tableFooterView) }
    }
    /// A view behind the rows, as large as the table.
    open var backgroundView: UIView? {
        didSet { replaceAccessoryView(oldValue, with: backgroundView, atBack: true) }
    }

    /// Whether a tap selects a row.
    open var allowsSelection = true
    /// Whether taps select more than one row (each tap toggles its row).
    open var allowsMultipleSelection = false
    /// Told which rows will be needed soon (kept: it is not asked; cells are made as they show).
    open weak var prefetchDataSource: UITableViewDataSourcePrefetching?
    /// Whether a tap selects a row while the table is editing (false by default, as UIKit's).
    open var allowsSelectionDuringEditing = false
    /// Whether taps select several rows while the table is editing (false by default); true also
    /// lets a tap select during editing.
    open var allowsMultipleSelectionDuringEditing = false

    /// Whether a tap selects now: UIKit's selection flags for the mode the table is in.
    var selectsOnTap: Bool { isEditing ? allowsSelectionDuringEditing || allowsMultipleSelectionDuringEditing : allowsSelection }
    /// Whether taps select several rows now.
    var selectsSeveral: Bool { isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection }

    /// The cell classes registered for reuse identifiers.
    var cellClasses: [String: UITableViewCell.Type] = [:]
    /// The header and footer view classes registered for reuse identifiers.
    var headerFooterClasses: [String: UITableViewHeaderFooterView.Type] = [:]
    /// Cells off screen waiting to be dequeued.
    var reusableCells = ReusePool<UITableViewCell>()
    /// Header and footer views off screen waiting to be dequeued.
    var reusableHeaderFooters = ReusePool<UITableViewHeaderFooterView>()
    /// The cells on screen, by row.
    var visibleCellsByRow: [IndexPath: UITableViewCell] = [:]
    /// The header and footer views on screen.
    var visibleSectionViews: [SectionViewKey: UIView] = [:]
    /// The rounded backgrounds of an inset-grouped table's sections.
    var sectionBackgrounds: [UIView] = []
    /// The rows per section the table shows (the data source's at the last reload or update).
    var rowCounts: [Int] = []
    /// Measured heights of self-sizing rows.
    var measuredHeights: [IndexPath: CGFloat] = [:]
    /// Measured heights of headers and footers sized from their views.
    var measuredSectionHeights: [SectionViewKey: CGFloat] = [:]
    /// The table width the heights were measured at.
    var measuredWidth: CGFloat = 0
    /// Where every row, header and footer went at the last layout.
    var geometry = TableGeometry()
    /// Whether the rows must be asked for again before the next layout.
    var needsReload = true
    /// The selected rows.
    var selectedRows: Set<IndexPath> = []
    /// The row a touch is down on.
    var highlightedRow: IndexPath?
    /// Row and section changes made between `beginUpdates()` and `endUpdates()`.
    var pendingUpdates: ListUpdate?
    /// The cell a reconfigured row's data source call dequeues again.
    var reconfiguring: UITableViewCell?
    /// Whether the zero-height warning was logged (UIKit logs it once).
    var warnedOfZeroHeight = false
    /// Whether the rows show their editing controls.
    var editing = false
    /// The row showing a Delete button to confirm its deletion.
    var confirmingDeletion: IndexPath?
    /// The row swiped open, or being swiped.
    var swipe: RowSwipe?
    /// Whether a header or footer view was added since the last layout (it goes over the rows).
    var sectionViewsAdded = false
    /// Whether the table is placing its rows now (its own frame changes do not start again).
    var isTiling = false

    /// Makes a table of a style.
    ///
    /// - Parameters:
    ///   - frame: the table's frame.
    ///   - style: plain, grouped or inset grouped.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        setUpTable()
    }

    /// Makes a plain table.
    public override convenience init(frame: CGRect) { self.init(frame: frame, style: .plain) }

    /// Makes a plain table (archives are not read here).
    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
        setUpTable()
    }

    private func setUpTable() {
        settingDefaults { backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground }
        alwaysBounceVertical = true
        // Scrolling brings other rows on screen: lay them out, as UIKit's bounds change does.
        _ = UIScrollView.follow(self, insteadOf: nil, by: self) { [weak self] in self?.setNeedsLayout() }
        // A leftward drag on a row with swipe actions opens it instead of scrolling.
        scroll.panGestureRecognizer.addTarget { [weak self] recognizer in
            guard let self, let pan = recognizer as? PanGestureRecognizer else { return }
            handleSwipe(pan)
        }
    }

    /// The side margin of rows: the table's own margin, at least UIKit's 16 points.
    var sideMargin: CGFloat { max(layoutMargins.left, UITableViewCell.defaultSideMargin) }

    private func replaceAccessoryView(_ old: UIView?, with new: UIView?, atBack: Bool = false) {
        guard old !== new else { return }
        old?.removeFromSuperview()
        if let new {
            if atBack { insertSubview(new, at: 0) } else { addSubview(new) }
        }
        setNeedsLayout()
    }

    // MARK: Cells

    /// Registers the class of cell to make for an identifier when none is waiting for reuse.
    ///
    /// - Parameters:
    ///   - cellClass: a `UITableViewCell` subclass (nil unregisters).
    ///   - identifier: the reuse identifier.
    public func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        cellClasses[identifier] = cellClass.flatMap { $0 as? UITableViewCell.Type }
    }

    /// A cell waiting for reuse under an identifier, else a new one of the registered class, else
    /// nil (make one with `init(style:reuseIdentifier:)`).
    public func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        // A reconfigured row gets its own cell back, as is (UIKit's `reconfigureRows(at:)`).
        if let cell = reconfiguring, cell.reuseIdentifier == identifier { return cell }
        guard let cell = reusableCells.take(identifier) else {
            return cellClasses[identifier]?.init(dequeuedWithIdentifier: identifier)
        }
        cell.prepareForReuse()
        return cell
    }

    /// A cell for a row: one waiting for reuse, else a new one of the class registered for the
    /// identifier. UIKit raises `NSInternalInconsistencyException` when nothing is registered,
    /// and so does this.
    ///
    /// - Parameters:
    ///   - identifier: the reuse identifier.
    ///   - indexPath: the row the cell is for.
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        guard let cell = dequeueReusableCell(withIdentifier: identifier) else {
            raiseUncaughtException(ListError.unregisteredIdentifier(identifier))
        }
        return cell
    }

    /// Registers the class of header or footer view to make for an identifier.
    ///
    /// - Parameters:
    ///   - aClass: a `UITableViewHeaderFooterView` subclass (nil unregisters).
    ///   - identifier: the reuse identifier.
    public func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        headerFooterClasses[identifier] = aClass.flatMap { $0 as? UITableViewHeaderFooterView.Type }
    }

    /// A header or footer view waiting for reuse under an identifier, else a new one of the
    /// registered class, else nil.
    public func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        guard let view = reusableHeaderFooters.take(identifier) else {
            return headerFooterClasses[identifier]?.init(dequeuedWithIdentifier: identifier)
        }
        view.prepareForReuse()
        return view
    }

    // MARK: Data

    /// Asks the data source for everything again and lays the rows out anew.
    open func reloadData() {
        needsReload = true
        setNeedsLayout()
    }

    /// The number of sections shown.
    public var numberOfSections: Int {
        reloadIfNeeded()
        return rowCounts.count
    }

    /// The number of rows shown in a section.
    public func numberOfRows(inSection section: Int) -> Int {
        reloadIfNeeded()
        return rowCounts.indices.contains(section) ? rowCounts[section] : 0
    }

    /// Reads the row counts from the data source when a reload is due.
    func reloadIfNeeded() {
        guard needsReload else { return }
        needsReload = false
        let sections = dataSource.map { max(0, $0.numberOfSections(in: self)) } ?? 0
        rowCounts = (0..<sections).map { s in dataSource.map { max(0, $0.tableView(self, numberOfRowsInSection: s)) } ?? 0 }
        swipe = nil
        takeEverythingOffScreen()
        selectedRows = selectedRows.filter(isValid)
    }

    /// Before the rows are asked for anew: measured heights are forgotten, and every cell and
    /// header or footer view leaves the screen (those with a reuse identifier wait for reuse).
    func takeEverythingOffScreen() {
        forgetMeasurements()
        for (row, cell) in visibleCellsByRow { recycle(cell, at: row) }
        visibleCellsByRow = [:]
        takeSectionViewsOffScreen()
    }

    /// Every header and footer view leaves the screen (those with a reuse identifier wait for reuse).
    func takeSectionViewsOffScreen() {
        for view in visibleSectionViews.values {
            view.removeFromSuperview()
            if let view = view as? UITableViewHeaderFooterView, let id = view.reuseIdentifier {
                reusableHeaderFooters.put(view, id)
            }
        }
        visibleSectionViews = [:]
    }

    /// Forgets every measured row, header and footer height.
    func forgetMeasurements() {
        measuredHeights = [:]
        measuredSectionHeights = [:]
    }

    /// Forgets measured heights (the row height, the separators or the width changed).
    func invalidateHeights() {
        forgetMeasurements()
        setNeedsLayout()
    }

    /// Whether a row exists in what the table shows.
    func isValid(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && rowCounts.indices.contains(indexPath.section) && indexPath.row >= 0
            && indexPath.row < rowCounts[indexPath.section]
    }

    // MARK: Rows on screen

    /// The cell showing a row, if it is on screen.
    public func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        layoutIfNeeded()
        return visibleCellsByRow[indexPath]
    }

    /// The row a cell on screen shows.
    public func indexPath(for cell: UITableViewCell) -> IndexPath? {
        visibleCellsByRow.first { $0.value === cell }?.key
    }

    /// The cells on screen, top to bottom.
    public var visibleCells: [UITableViewCell] {
        layoutIfNeeded()
        return visibleCellsByRow.sorted { $0.key < $1.key }.map(\.value)
    }

    /// The rows on screen, top to bottom.
    public var indexPathsForVisibleRows: [IndexPath]? {
        layoutIfNeeded()
        return visibleCellsByRow.keys.sorted()
    }

    /// The row at a point of the content, if any.
    public func indexPathForRow(at point: CGPoint) -> IndexPath? {
        layoutIfNeeded()
        return geometry.row(at: point.y)
    }

    /// A row's rectangle in the table's content.
    public func rectForRow(at indexPath: IndexPath) -> CGRect {
        layoutIfNeeded()
        return geometry.rows[indexPath] ?? .zero
    }

    /// A section's rectangle in the table's content, header and footer included.
    public func rect(forSection section: Int) -> CGRect {
        layoutIfNeeded()
        return geometry.sections.indices.contains(section) ? geometry.sections[section].whole : .zero
    }

    /// Scrolls so a row shows where asked.
    public func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        layoutIfNeeded()
        guard let rect = geometry.rows[indexPath] else { return }
        let inset = adjustedContentInset
        let room = bounds.height - inset.top - inset.bottom
        let y: CGFloat
        switch scrollPosition {
        case .none:
            scrollRectToVisible(rect, animated: animated)
            return
        case .top: y = rect.minY - inset.top
        case .middle: y = rect.midY - room / 2 - inset.top
        case .bottom: y = rect.maxY - room - inset.top
        }
        setContentOffset(CGPoint(x: contentOffset.x, y: y), animated: animated)  // kept inside the content
    }

    /// Lays the rows out: places the cells of the rows on screen, reuses the others.
    open override func layoutSubviews() {
        super.layoutSubviews()
        guard !isTiling else { return }
        isTiling = true
        defer { isTiling = false }
        reloadIfNeeded()
        tile()
    }
}
