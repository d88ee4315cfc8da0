import Foundation

/// A layout built from sections of repeated groups of items, as UIKit's
/// `UICollectionViewCompositionalLayout`: items sized as fractions of their group, absolutely or
/// by estimate (the cell's own fitting size), groups in rows or columns repeated down the
/// section, headers and footers on the sections' edges.
///
/// ```swift
/// let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1/3), heightDimension: .fractionalHeight(1)))
/// item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
/// let row = NSCollectionLayoutGroup.horizontal(
///     layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1/3)), subitems: [item])
/// let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: row))
/// ```
///
/// Vertical scrolling, with sections that scroll across it: a section with an
/// `orthogonalScrollingBehavior` lays its groups side by side in one row that scrolls sideways on
/// its own, paging or snapping as the behaviour says (its cells sit in a scroll view of their
/// own, as UIKit's do). Headers and footers (the sections' and the layout's) self-size, inset and
/// pin; section backgrounds are decoration views of classes registered with the layout; items'
/// badges sit where their anchors put them.
@MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    /// Gives the section for an index in an environment (nil: no section there).
    public typealias SectionProvider = (Int, NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

    private let provider: SectionProvider
    /// The layout's configuration: the space between sections.
    open var configuration: UICollectionViewCompositionalLayoutConfiguration { didSet { invalidateLayout() } }

    private var cells: [IndexPath: UICollectionViewLayoutAttributes] = [:]
    /// Headers, footers and the layout's own boundary items, by kind and section.
    var supplementary: [String: UICollectionViewLayoutAttributes] = [:]
    /// Items' badges, by kind and item.
    var badges: [String: UICollectionViewLayoutAttributes] = [:]
    /// Section backgrounds, by kind and section.
    var decorations: [String: UICollectionViewLayoutAttributes] = [:]
    /// The boundary items pinned to the visible bounds, with the extent they stay within.
    var pinned: [PinnedItem] = []
    private var contentSize = CGSize.zero
    /// The list look of the sections made as lists, by section.
    private(set) var listLooks: [Int: ListLook] = [:]
    /// The rows of the sections that scroll across the layout, by section.
    private(set) var orthogonalBands: [Int: OrthogonalBand] = [:]
    /// The environment of the last `prepare()`, handed to visible-items handlers.
    private(set) var environment: NSCollectionLayoutEnvironment?

    /// A layout whose every section is this one.
    public convenience init(section: NSCollectionLayoutSection) {
        self.init(section: section, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    /// A layout whose every section is this one, with a configuration.
    public init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        provider = { _, _ in section }
        self.configuration = configuration
        super.init()
    }

    /// Makes a layout of no sections (archives are not read here).
    public required init?(coder: NSCoder) {
        provider = { _, _ in nil }
        configuration = UICollectionViewCompositionalLayoutConfiguration()
        super.init(coder: coder)
    }

    /// A layout whose sections a closure gives.
    public convenience init(sectionProvider: @escaping SectionProvider) {
        self.init(sectionProvider: sectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    /// A layout whose sections a closure gives, with a configuration.
    public init(sectionProvider: @escaping SectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        provider = sectionProvider
        self.configuration = configuration
        super.init()
    }

    /// The content's size: the collection view's width, and as tall as the sections.
    open override var collectionViewContentSize: CGSize { contentSize }

    /// The cells, headers, footers and section backgrounds whose frames meet `rect`; pinned
    /// headers and footers where the collection view's visible bounds hold them.
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        /// Those of `attributes` that meet `rect`, in index-path order.
        func meeting(_ attributes: some Sequence<UICollectionViewLayoutAttributes>) -> [UICollectionViewLayoutAttributes] {
            attributes.filter { $0.frame.intersects(rect) }.sorted { $0.indexPath < $1.indexPath }
        }
        let pinnedKeys = Set(pinned.map(\.key))
        return meeting(decorations.values) + meeting(cells.values) + meeting(badges.values)
            + meeting(supplementary.filter { !pinnedKeys.contains($0.key) }.values)
            + pinnedAttributes().filter { $0.frame.intersects(rect) }
    }

    /// A section background's attributes.
    open override func layoutAttributesForDecorationView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        decorations[Self.key(elementKind, indexPath.section)]
    }

    /// An item's cell attributes.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { cells[indexPath] }

    /// A header's, footer's or item badge's attributes.
    open override func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        badges[Self.key(elementKind, indexPath)] ?? supplementary[Self.key(elementKind, indexPath.section)]
    }

    /// The key of a section's boundary item or background of a kind.
    static func key(_ kind: String, _ section: Int) -> String { "\(kind)/\(section)" }

    /// The key of an item's badge of a kind.
    static func key(_ kind: String, _ item: IndexPath) -> String { "\(kind)/\(item.section)/\(item.item)" }

    /// Lays out every section.
    open override func prepare() {
        cells = [:]
        supplementary = [:]
        decorations = [:]
        badges = [:]
        pinned = []
        listLooks = [:]
        orthogonalBands = [:]
        contentSize = .zero
        guard let collectionView else { return }
        let container = collectionView.bounds.size
        let environment = NSCollectionLayoutEnvironment(
            container: NSCollectionLayoutContainer(contentSize: container), traitCollection: collectionView.traitCollection)
        self.environment = environment
        var y: CGFloat = 0
        let layoutItems = configuration.boundarySupplementaryItems
        placeBoundaryItems(layoutItems, top: true, section: Self.layoutSection, leading: 0, container: container, y: &y)
        let layoutTop = y
        var placedSections = 0
        for s in 0..<collectionView.numberOfSections {
            guard let section = provider(s, environment) else { continue }
            if placedSections > 0 { y += configuration.interSectionSpacing }
            placedSections += 1
            let insets = section.contentInsets
            let width = max(container.width - insets.leading - insets.trailing, 0)
            let groupContainer = CGSize(width: width, height: container.height)
            let sectionTop = y
            listLooks[s] = section.list
            let items = section.boundarySupplementaryItems
            let leading = section.supplementariesFollowContentInsets ? insets.leading : 0
            let itemsContainer = section.supplementariesFollowContentInsets ? groupContainer : container
            placeBoundaryItems(items, top: true, section: s, leading: leading, container: itemsContainer, y: &y)
            y += insets.top
            let count = collectionView.numberOfItems(inSection: s)
            var placer = Placer(section: s, count: count, collectionView: collectionView)
            let behavior = section.orthogonalScrollingBehavior
            let orthogonal = behavior != .none
            let groupSize = section.group.layoutSize.resolve(in: groupContainer)
            // Centred paging starts with the first group in the middle; the row ends as far past the last.
            let lead = behavior == .groupPagingCentered ? max((container.width - groupSize.width) / 2, 0) : insets.leading
            let trail = behavior == .groupPagingCentered ? lead : insets.trailing
            var x = lead
            var rowHeight: CGFloat = 0
            var groupFrames: [CGRect] = []
            while placer.next < count {
                if !groupFrames.isEmpty {
                    if orthogonal { x += section.interGroupSpacing } else { y += section.interGroupSpacing }
                }
                let before = placer.next
                let extent = placer.place(section.group, in: CGRect(origin: CGPoint(x: x, y: y), size: groupSize))
                guard placer.next > before else { break }  // a group with no room for an item
                groupFrames.append(CGRect(origin: CGPoint(x: x, y: y), size: extent))
                if orthogonal {
                    x += extent.width
                    rowHeight = max(rowHeight, extent.height)
                } else {
                    y += extent.height
                }
            }
            // A sideways row keeps its own cells and badges, so tiling it reads only those.
            var rowCells: [UICollectionViewLayoutAttributes] = [], rowBadges: [UICollectionViewLayoutAttributes] = []
            for (item, frame) in placer.frames {
                let a = UICollectionViewLayoutAttributes(forCellWith: item)
                a.frame = frame
                cells[item] = a
                if orthogonal { rowCells.append(a) }
            }
            for badge in placer.badges {
                let a = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: badge.kind, with: badge.item)
                a.frame = badge.frame
                a.zIndex = badge.zIndex
                a.isItemSupplementary = true
                badges[Self.key(badge.kind, badge.item)] = a
                if orthogonal { rowBadges.append(a) }
            }
            if orthogonal {
                orthogonalBands[s] = OrthogonalBand(
                    section: s, frame: CGRect(x: 0, y: y, width: container.width, height: rowHeight),
                    contentWidth: groupFrames.isEmpty ? 0 : x + trail, groupFrames: groupFrames, leadingInset: insets.leading,
                    behavior: behavior, visibleItemsInvalidationHandler: section.visibleItemsInvalidationHandler,
                    cells: rowCells.sorted { $0.indexPath < $1.indexPath }, badges: rowBadges)
            }
            y += rowHeight + insets.bottom
            placeBoundaryItems(items, top: false, section: s, leading: leading, container: itemsContainer, y: &y)
            let extent = CGRect(x: 0, y: sectionTop, width: container.width, height: y - sectionTop)
            pin(items, section: s, within: extent)
            placeBackgrounds(section.decorationItems, section: s, in: extent)
        }
        placeBoundaryItems(layoutItems, top: false, section: Self.layoutSection, leading: 0, container: container, y: &y)
        pin(layoutItems, section: Self.layoutSection, within: CGRect(x: 0, y: layoutTop, width: container.width, height: y - layoutTop))
        contentSize = CGSize(width: container.width, height: y)
    }
}

/// A compositional layout's settings, as UIKit's `UICollectionViewCompositionalLayoutConfiguration`.
@MainActor
public final class UICollectionViewCompositionalLayoutConfiguration {
    /// Makes the default configuration.
    public init() {}
    /// The space between sections.
    public var interSectionSpacing: CGFloat = 0
    /// The scroll direction (vertical: a horizontal one is kept, laid out vertically).
    public var scrollDirection = UICollectionViewFlowLayout.ScrollDirection.vertical
    /// Headers and footers of the whole layout: above the first section and below the last.
    public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
}
