import Foundation
import Layout

/// Items in sections, placed by a layout, scrolling, as UIKit's `UICollectionView`: a data
/// source gives the items and their cells, a ``UICollectionViewLayout`` (usually a
/// ``UICollectionViewFlowLayout``) says where they go; only the items on screen have cells,
/// reused as they scroll off.
///
/// ```swift
/// let grid = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
/// grid.register(PhotoCell.self, forCellWithReuseIdentifier: "photo")
/// grid.dataSource = self
/// ```
@MainActor
open class UICollectionView: UIScrollView {
    /// The kind of a section header view.
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of a section footer view.
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// UIKit's `UICollectionView.ScrollDirection`, the type of a flow layout's `scrollDirection`.
    public typealias ScrollDirection = UICollectionViewFlowLayout.ScrollDirection

    /// Where ``scrollToItem(at:at:animated:)`` puts the item.
    public struct ScrollPosition: OptionSet, Sendable {
        public let rawValue: UInt
        /// Makes a position from its raw value.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// As little scrolling as shows it.
        public static let none = ScrollPosition([])
        /// At the top.
        public static let top = ScrollPosition(rawValue: 1 << 0)
        /// In the middle, down.
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        /// At the bottom.
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        /// At the left.
        public static let left = ScrollPosition(rawValue: 1 << 3)
        /// In the middle, across.
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        /// At the right.
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// Replaces the layout (at once), then runs `completion` with true.
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil) {
        collectionViewLayout = layout
        completion?(true)
    }

    /// Where the items go.
    open var collectionViewLayout: UICollectionViewLayout {
        didSet {
            oldValue.collectionView = nil
            collectionViewLayout.collectionView = self
            collectionViewLayout.invalidateLayout()
        }
    }

    /// Gives the items and cells.
    open weak var dataSource: UICollectionViewDataSource? { didSet { reloadData() } }

    /// Hears of taps and scrolling (and, for a flow layout, gives sizes): a
    /// ``UICollectionViewDelegate``. A new one's sizes are asked for.
    open override var delegate: UIScrollViewDelegate? {
        didSet {
            measuredSizes = [:]
            collectionViewLayout.invalidateLayout()
        }
    }

    /// The delegate, as a collection view delegate when it is one.
    var collectionDelegate: UICollectionViewDelegate? { delegate as? UICollectionViewDelegate }

    /// A view behind the items, as large as the collection view.
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }

    /// Whether a tap selects an item.
    open var allowsSelection = true
    /// Whether taps select more than one item (each tap toggles its item).
    open var allowsMultipleSelection = false
    /// Whether the list is editing: list cells show the accessories displayed while editing (the
    /// delete and reorder controls are kept, not drawn).
    open var isEditing = false {
        didSet {
            guard isEditing != oldValue else { return }
            for case let cell as UICollectionViewListCell in visibleCells { cell.showAccessories() }
        }
    }
    /// Told which items will be needed soon (kept: it is not asked; cells are made as they show).
    open weak var prefetchDataSource: UICollectionViewDataSourcePrefetching?

    var cellClasses: [String: UICollectionViewCell.Type] = [:]
    var supplementaryClasses: [String: UICollectionReusableView.Type] = [:]
    var reusableCells = ReusePool<UICollectionViewCell>()
    var reusableSupplementary = ReusePool<UICollectionReusableView>()
    /// The cells on screen, by item.
    var visibleCellsByItem: [IndexPath: UICollectionViewCell] = [:]
    /// The headers and footers on screen, by kind and section.
    var visibleSupplementary: [SupplementaryPlace: UICollectionReusableView] = [:]
    /// Cells made to measure self-sizing items, kept until they are placed or go for reuse.
    var measuredCells: [IndexPath: UICollectionViewCell] = [:]
    /// Measured sizes of self-sizing items.
    var measuredSizes: [IndexPath: CGSize] = [:]
    /// Headers and footers made to measure estimated heights, kept until they are placed.
    var measuredSupplementary: [SupplementaryPlace: UICollectionReusableView] = [:]
    /// Measured heights of headers and footers with estimated heights.
    var measuredSupplementaryHeights: [SupplementaryPlace: CGFloat] = [:]
    /// The decoration views on screen (sections' backgrounds), by kind and section.
    var visibleDecorations: [SupplementaryPlace: UICollectionReusableView] = [:]
    var reusableDecorations = ReusePool<UICollectionReusableView>()
    /// The items per section shown (the data source's at the last reload).
    var itemCounts: [Int] = []
    var needsReload = true
    var selectedItems: Set<IndexPath> = []
    /// Changes collected by an open batch update.
    var pendingUpdates: ListUpdate?
    /// The cell a reconfigured item's data source call dequeues again.
    var reconfiguring: (item: IndexPath, cell: UICollectionViewCell)?
    var highlightedItem: IndexPath?
    /// The size the layout was prepared for.
    var laidOutSize = CGSize(width: -1, height: -1)
    /// The scroll views of the orthogonally scrolling sections, by section.
    var orthogonalScrollers: [Int: OrthogonalScrollView] = [:]
    var isTiling = false

    /// A header or footer's place.
    struct SupplementaryPlace: Hashable {
        let kind: String
        let indexPath: IndexPath
    }

    /// Makes a collection view with a layout.
    ///
    /// - Parameters:
    ///   - frame: its frame.
    ///   - layout: where its items go.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        setUpCollection()
    }

    /// Makes a collection view with a flow layout (archives are not read here).
    public required init?(coder: NSCoder) {
        collectionViewLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
        setUpCollection()
    }

    private func setUpCollection() {
        collectionViewLayout.collectionView = self
        settingDefaults { backgroundColor = .systemBackground }
        // Scrolling brings other items on screen: lay them out, as UIKit's bounds change does.
        _ = UIScrollView.follow(self, insteadOf: nil, by: self) { [weak self] in self?.setNeedsLayout() }
    }

    // MARK: Registration and reuse

    /// Registers the class of cell to make for an identifier when none is waiting for reuse.
    public func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        cellClasses[identifier] = cellClass.flatMap { $0 as? UICollectionViewCell.Type }
    }

    /// Registers the class of header or footer view to make for a kind and identifier.
    public func register(
        _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String
    ) {
        supplementaryClasses[elementKind + "/" + identifier] = viewClass.flatMap { $0 as? UICollectionReusableView.Type }
    }

    /// A cell for an item: one waiting for reuse, else a new one of the registered class. UIKit
    /// raises `NSInternalInconsistencyException` when nothing is registered, and so does this.
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        // A reconfigured item gets its own cell back, as is (UIKit's `reconfigureItems(at:)`).
        if let (item, cell) = reconfiguring, item == indexPath, cell.reuseIdentifier == identifier { return cell }
        if let cell = reusableCells.take(identifier) {
            cell.prepareForReuse()
            return cell
        }
        guard let made = cellClasses[identifier]?.init(dequeuedWithIdentifier: identifier) else {
            raiseUncaughtException(ListError.unregisteredKind(identifier, kind: "UICollectionElementKindCell"))
        }
        return made
    }

    /// A header or footer view: one waiting for reuse, else a new one of the registered class.
    public func dequeueReusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> UICollectionReusableView {
        let key = elementKind + "/" + identifier
        if let view = reusableSupplementary.take(key) {
            view.prepareForReuse()
            return view
        }
        guard let made = supplementaryClasses[key]?.init(dequeuedWithIdentifier: identifier) else {
            raiseUncaughtException(ListError.unregisteredKind(identifier, kind: elementKind))
        }
        return made
    }

    // MARK: Data

    /// Asks the data source for everything again.
    open func reloadData() {
        needsReload = true
        collectionViewLayout.invalidateLayout()
        setNeedsLayout()
    }

    /// The number of sections shown.
    public var numberOfSections: Int {
        reloadIfNeeded()
        return itemCounts.count
    }

    /// The number of items shown in a section.
    public func numberOfItems(inSection section: Int) -> Int {
        reloadIfNeeded()
        return itemCounts.indices.contains(section) ? itemCounts[section] : 0
    }

    func reloadIfNeeded() {
        guard needsReload else { return }
        needsReload = false
        let sections = dataSource.map { max(0, $0.numberOfSections(in: self)) } ?? 0
        itemCounts = (0..<sections).map { s in dataSource.map { max(0, $0.collectionView(self, numberOfItemsInSection: s)) } ?? 0 }
        measuredSizes = [:]
        for (item, cell) in visibleCellsByItem { recycle(cell, at: item) }
        visibleCellsByItem = [:]
        for (item, cell) in measuredCells { recycle(cell, at: item) }
        measuredCells = [:]
        for (place, view) in visibleSupplementary { recycle(view, at: place) }
        visibleSupplementary = [:]
        for (place, view) in measuredSupplementary { recycle(view, at: place) }
        measuredSupplementary = [:]
        measuredSupplementaryHeights = [:]
        selectedItems = selectedItems.filter { numberOfItems(inSection: $0.section) > $0.item && $0.item >= 0 }
    }

    // MARK: Items on screen

    /// The cell showing an item, if it is on screen.
    public func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        layoutIfNeeded()
        return visibleCellsByItem[indexPath]
    }

    /// The header, footer or other supplementary view of a kind on screen at an index path.
    public func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        layoutIfNeeded()
        return visibleSupplementary[SupplementaryPlace(kind: elementKind, indexPath: indexPath)]
    }

    /// The supplementary views of a kind on screen, in index-path order.
    public func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        layoutIfNeeded()
        return visibleSupplementary.filter { $0.key.kind == elementKind }.sorted { $0.key.indexPath < $1.key.indexPath }.map(\.value)
    }

    /// The index paths of the supplementary views of a kind on screen, in order.
    public func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        layoutIfNeeded()
        return visibleSupplementary.keys.filter { $0.kind == elementKind }.map(\.indexPath).sorted()
    }

    /// The item a cell on screen shows.
    public func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        visibleCellsByItem.first { $0.value === cell }?.key
    }

    /// The cells on screen, in item order.
    public var visibleCells: [UICollectionViewCell] {
        layoutIfNeeded()
        return visibleCellsByItem.sorted { $0.key < $1.key }.map(\.value)
    }

    /// The items on screen, in order.
    public var indexPathsForVisibleItems: [IndexPath] {
        layoutIfNeeded()
        return visibleCellsByItem.keys.sorted()
    }

    /// The item at a point of the content, if any.
    public func indexPathForItem(at point: CGPoint) -> IndexPath? {
        layoutIfNeeded()
        return collectionViewLayout.layoutAttributesForElements(in: CGRect(origin: point, size: CGSize(width: 1, height: 1)))?
            .first { $0.representedElementCategory == .cell && $0.frame.contains(point) }?.indexPath
    }

    /// Where an item's cell goes.
    public func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        reloadIfNeeded()
        collectionViewLayout.prepareIfNeeded()
        return collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    /// Scrolls so an item shows where asked.
    public func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        layoutIfNeeded()
        guard let frame = collectionViewLayout.layoutAttributesForItem(at: indexPath)?.frame else { return }
        guard let row = orthogonalScrollers[indexPath.section] else { return scroll(toShow: frame, at: scrollPosition, animated: animated) }
        // An item of a section that scrolls across: its row scrolls sideways to it, the collection
        // view only up or down.
        let across: ScrollPosition = [.left, .centeredHorizontally, .right]
        row.scroll(
            toShow: frame.offsetBy(dx: 0, dy: -row.band.frame.minY), at: scrollPosition.intersection(across), animated: animated)
        scroll(
            toShow: CGRect(x: 0, y: frame.minY, width: 1, height: frame.height), at: scrollPosition.subtracting(across), animated: animated)
    }

    /// Lays the items out: the layout says where, the cells of the items on screen go there.
    open override func layoutSubviews() {
        super.layoutSubviews()
        guard !isTiling else { return }
        isTiling = true
        defer { isTiling = false }
        reloadIfNeeded()
        tile()
    }
}

extension UIScrollView {
    /// Scrolls so `frame` (in the content) shows where `position` says on the axes it names,
    /// keeping the offset on the others (for `scrollToItem`); with no position, as little as
    /// shows it. The offset stays inside the content.
    func scroll(toShow frame: CGRect, at position: UICollectionView.ScrollPosition, animated: Bool) {
        guard position != [] else { return scrollRectToVisible(frame, animated: animated) }
        let inset = adjustedContentInset
        let room = CGSize(width: bounds.width - inset.left - inset.right, height: bounds.height - inset.top - inset.bottom)
        var offset = contentOffset
        if position.contains(.top) { offset.y = frame.minY - inset.top }
        if position.contains(.centeredVertically) { offset.y = frame.midY - room.height / 2 - inset.top }
        if position.contains(.bottom) { offset.y = frame.maxY - room.height - inset.top }
        if position.contains(.left) { offset.x = frame.minX - inset.left }
        if position.contains(.centeredHorizontally) { offset.x = frame.midX - room.width / 2 - inset.left }
        if position.contains(.right) { offset.x = frame.maxX - room.width - inset.left }
        setContentOffset(offset, animated: animated)
    }
}
