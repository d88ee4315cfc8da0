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
/// Vertical scrolling only: a section with `orthogonalScrollingBehavior` lays its groups side by
/// side in one row, at the start of their scroll (the row does not scroll here). Supplementary
/// items on items, decoration items and pinned headers are kept, not laid out.
@MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    /// Gives the section for an index in an environment (nil: no section there).
    public typealias SectionProvider = (Int, NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

    private let provider: SectionProvider
    /// The layout's configuration: the space between sections.
    open var configuration: UICollectionViewCompositionalLayoutConfiguration { didSet { invalidateLayout() } }

    private var cells: [IndexPath: UICollectionViewLayoutAttributes] = [:]
    private var supplementary: [String: UICollectionViewLayoutAttributes] = [:]
    private var contentSize = CGSize.zero

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

    /// The cells and headers and footers whose frames meet `rect`.
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        (cells.values.filter { $0.frame.intersects(rect) }.sorted { $0.indexPath < $1.indexPath })
            + supplementary.values.filter { $0.frame.intersects(rect) }.sorted { $0.indexPath < $1.indexPath }
    }

    /// An item's cell attributes.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { cells[indexPath] }

    /// A header's or footer's attributes.
    open override func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        supplementary[Self.key(elementKind, indexPath.section)]
    }

    private static func key(_ kind: String, _ section: Int) -> String { "\(kind)/\(section)" }

    /// Lays out every section.
    open override func prepare() {
        cells = [:]
        supplementary = [:]
        contentSize = .zero
        guard let collectionView else { return }
        let container = collectionView.bounds.size
        let environment = NSCollectionLayoutEnvironment(
            container: NSCollectionLayoutContainer(contentSize: container), traitCollection: collectionView.traitCollection)
        var y: CGFloat = 0
        var placedSections = 0
        for s in 0..<collectionView.numberOfSections {
            guard let section = provider(s, environment) else { continue }
            if placedSections > 0 { y += configuration.interSectionSpacing }
            placedSections += 1
            let insets = section.contentInsets
            let width = max(container.width - insets.leading - insets.trailing, 0)
            let groupContainer = CGSize(width: width, height: container.height)
            func boundary(_ top: Bool) {
                for b in section.boundarySupplementaryItems where [.top, .topLeading, .topTrailing].contains(b.alignment) == top {
                    guard [.top, .topLeading, .topTrailing, .bottom, .bottomLeading, .bottomTrailing].contains(b.alignment) else {
                        continue
                    }
                    let size = b.layoutSize.resolve(in: groupContainer)
                    let a = UICollectionViewLayoutAttributes(
                        forSupplementaryViewOfKind: b.elementKind, with: IndexPath(item: 0, section: s))
                    a.frame = CGRect(x: insets.leading, y: y, width: size.width, height: size.height)
                    supplementary[Self.key(b.elementKind, s)] = a
                    y += size.height
                }
            }
            boundary(true)
            y += insets.top
            let count = collectionView.numberOfItems(inSection: s)
            var placer = Placer(section: s, count: count, collectionView: collectionView)
            let orthogonal = section.orthogonalScrollingBehavior != .none
            var x = insets.leading
            var rowHeight: CGFloat = 0
            var groups = 0
            while placer.next < count {
                let size = section.group.layoutSize.resolve(in: groupContainer)
                if groups > 0 {
                    if orthogonal { x += section.interGroupSpacing } else { y += section.interGroupSpacing }
                }
                let before = placer.next
                let extent = placer.place(section.group, in: CGRect(origin: CGPoint(x: x, y: y), size: size))
                guard placer.next > before else { break }  // a group with no room for an item
                groups += 1
                if orthogonal {
                    x += extent.width
                    rowHeight = max(rowHeight, extent.height)
                } else {
                    y += extent.height
                }
            }
            y += rowHeight + insets.bottom
            for (item, frame) in placer.frames {
                let a = UICollectionViewLayoutAttributes(forCellWith: item)
                a.frame = frame
                cells[item] = a
            }
            boundary(false)
        }
        contentSize = CGSize(width: container.width, height: y)
    }

    /// Places one section's items, group by group.
    @MainActor
    private struct Placer {
        let section: Int
        let count: Int
        let collectionView: UICollectionView
        var next = 0
        var frames: [IndexPath: CGRect] = [:]

        init(section: Int, count: Int, collectionView: UICollectionView) {
            self.section = section
            self.count = count
            self.collectionView = collectionView
        }

        /// Places items from `next` in `item` (a group's items, or one cell) within `rect`;
        /// returns the size it took (its own, or what its estimated items measured).
        mutating func place(_ item: NSCollectionLayoutItem, in rect: CGRect) -> CGSize {
            guard let group = item as? NSCollectionLayoutGroup else {
                guard next < count else { return .zero }
                let indexPath = IndexPath(item: next, section: section)
                next += 1
                let i = item.contentInsets
                var frame = CGRect(
                    x: rect.minX + i.leading, y: rect.minY + i.top, width: max(rect.width - i.leading - i.trailing, 0),
                    height: max(rect.height - i.top - i.bottom, 0))
                let estimatedWidth = item.layoutSize.widthDimension.isEstimated,
                    estimatedHeight = item.layoutSize.heightDimension.isEstimated
                if estimatedWidth || estimatedHeight,
                    let fitted = collectionView.fittedItemSize(
                        at: indexPath, width: estimatedWidth ? nil : frame.width, height: estimatedHeight ? nil : frame.height,
                        estimate: frame.size)
                {
                    frame.size = fitted
                }
                frames[indexPath] = frame
                return CGSize(width: frame.width + i.leading + i.trailing, height: frame.height + i.top + i.bottom)
            }
            let i = group.contentInsets
            let inner = CGRect(
                x: rect.minX + i.leading, y: rect.minY + i.top, width: max(rect.width - i.leading - i.trailing, 0),
                height: max(rect.height - i.top - i.bottom, 0))
            let horizontal = group.axis == .horizontal
            let room = horizontal ? inner.width : inner.height
            let spacing = group.interItemSpacing?.spacing ?? 0
            // The subitems and their sizes along the group: `count` equal ones, or the subitems
            // repeated as long as they fit (at least one).
            var slots: [(NSCollectionLayoutItem, CGSize)] = []
            if let n = group.count, let sub = group.subitems.first {
                let along = max((room - spacing * CGFloat(n - 1)) / CGFloat(n), 0)
                let own = sub.layoutSize.resolve(in: inner.size)
                slots = Array(
                    repeating: (sub, horizontal ? CGSize(width: along, height: own.height) : CGSize(width: own.width, height: along)),
                    count: n)
            } else if !group.subitems.isEmpty {
                var used: CGFloat = 0
                var k = 0
                while k < 10_000 {
                    let sub = group.subitems[k % group.subitems.count]
                    let size = sub.layoutSize.resolve(in: inner.size)
                    let length = horizontal ? size.width : size.height
                    if !slots.isEmpty, used + spacing + length > room + 0.001 { break }
                    used += (slots.isEmpty ? 0 : spacing) + length
                    slots.append((sub, size))
                    k += 1
                    if length <= 0 { break }
                }
            }
            // Flexible spacing spreads the slots across the group.
            var gap = spacing
            if group.interItemSpacing?.isFlexibleSpacing == true, slots.count > 1 {
                let total = slots.reduce(0) { $0 + (horizontal ? $1.1.width : $1.1.height) }
                gap = max(spacing, (room - total) / CGFloat(slots.count - 1))
            }
            var along: CGFloat = 0
            var across: CGFloat = 0
            for (k, (sub, size)) in slots.enumerated() where next < count {
                if k > 0 { along += gap }
                let origin = horizontal ? CGPoint(x: inner.minX + along, y: inner.minY) : CGPoint(x: inner.minX, y: inner.minY + along)
                let took = place(sub, in: CGRect(origin: origin, size: size))
                along += horizontal ? took.width : took.height
                across = max(across, horizontal ? took.height : took.width)
            }
            // An estimated group dimension is what its items took; otherwise its own.
            var size = rect.size
            if horizontal, group.layoutSize.heightDimension.isEstimated { size.height = across + i.top + i.bottom }
            if !horizontal, group.layoutSize.heightDimension.isEstimated { size.height = along + i.top + i.bottom }
            if horizontal, group.layoutSize.widthDimension.isEstimated { size.width = along + i.leading + i.trailing }
            return size
        }
    }

    /// A layout of list rows, as UIKit's `UICollectionViewCompositionalLayout.list(using:)`: one
    /// full-width row per item, as tall as its cell (44 points estimated), sections spaced as the
    /// appearance spaces them.
    public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { index, environment in
            NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment, index: index)
        }
    }
}

extension NSCollectionLayoutSection {
    /// A section of list rows, as UIKit's `NSCollectionLayoutSection.list(using:layoutEnvironment:)`.
    public static func list(
        using configuration: UICollectionLayoutListConfiguration, layoutEnvironment: NSCollectionLayoutEnvironment
    ) -> NSCollectionLayoutSection {
        list(using: configuration, layoutEnvironment: layoutEnvironment, index: 0)
    }

    static func list(
        using configuration: UICollectionLayoutListConfiguration, layoutEnvironment: NSCollectionLayoutEnvironment, index: Int
    ) -> NSCollectionLayoutSection {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        let section = NSCollectionLayoutSection(group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
        switch configuration.appearance {
        case .plain, .sidebarPlain: break
        case .grouped, .sidebar:
            section.contentInsets = NSDirectionalEdgeInsets(top: index == 0 ? 35 : 17.5, leading: 0, bottom: 17.5, trailing: 0)
        case .insetGrouped:
            section.contentInsets = NSDirectionalEdgeInsets(top: index == 0 ? 35 : 17.5, leading: 20, bottom: 17.5, trailing: 20)
        }
        return section
    }
}

/// What a compositional layout lays out in, as UIKit's `NSCollectionLayoutEnvironment`.
@MainActor
public final class NSCollectionLayoutEnvironment {
    /// The container: the collection view's size.
    public let container: NSCollectionLayoutContainer
    /// The collection view's traits.
    public let traitCollection: UITraitCollection

    init(container: NSCollectionLayoutContainer, traitCollection: UITraitCollection) {
        self.container = container
        self.traitCollection = traitCollection
    }
}

/// A layout container's size, as UIKit's `NSCollectionLayoutContainer`.
public struct NSCollectionLayoutContainer: Sendable {
    /// The container's size.
    public let contentSize: CGSize
    /// The size inside its content insets (none here).
    public var effectiveContentSize: CGSize { contentSize }
    /// Its content insets (none here).
    public var contentInsets: NSDirectionalEdgeInsets { .zero }
    /// Its effective content insets (none here).
    public var effectiveContentInsets: NSDirectionalEdgeInsets { .zero }
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
    /// Headers and footers of the whole layout (kept, not laid out).
    public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
}

/// How a list layout looks, as UIKit's `UICollectionLayoutListConfiguration`.
@MainActor
public struct UICollectionLayoutListConfiguration {
    /// The list's look.
    public enum Appearance: Int, Sendable {
        /// Rows edge to edge.
        case plain
        /// Sections set apart on grey.
        case grouped
        /// Sections in rounded cards, inset from the sides.
        case insetGrouped
        /// A sidebar.
        case sidebar
        /// A plain sidebar.
        case sidebarPlain
    }

    /// Where a section's header comes from.
    public enum HeaderMode: Int, Sendable {
        /// No header.
        case none
        /// A supplementary view.
        case supplementary
        /// The section's first item.
        case firstItemInSection
    }

    /// The look.
    public var appearance: Appearance
    /// Whether rows have separators (kept).
    public var showsSeparators = true
    /// The background colour (kept).
    public var backgroundColor: UIColor?
    /// Where headers come from (kept).
    public var headerMode = HeaderMode.none
    /// Where footers come from (kept).
    public var footerMode = HeaderMode.none
    /// The swipe actions at a row's trailing edge (kept: list cells in a collection view are not swiped here).
    public var trailingSwipeActionsConfigurationProvider: ((IndexPath) -> UISwipeActionsConfiguration?)?
    /// The swipe actions at a row's leading edge (kept).
    public var leadingSwipeActionsConfigurationProvider: ((IndexPath) -> UISwipeActionsConfiguration?)?

    /// Makes a configuration of an appearance.
    public init(appearance: Appearance) { self.appearance = appearance }
}
