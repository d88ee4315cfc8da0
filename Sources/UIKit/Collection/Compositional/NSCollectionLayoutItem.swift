import Foundation

/// One dimension of a compositional layout's item, group or supplementary item, as UIKit's
/// `NSCollectionLayoutDimension`: a fraction of its container's width or height, an absolute
/// length, or an estimate a self-sizing cell replaces.
@MainActor
public final class NSCollectionLayoutDimension {
    enum Kind {
        case fractionalWidth, fractionalHeight, absolute, estimated
    }
    let kind: Kind
    /// The fraction, or the length in points.
    public let dimension: CGFloat

    private init(_ kind: Kind, _ dimension: CGFloat) {
        self.kind = kind
        self.dimension = dimension
    }

    /// A fraction of the container's width.
    public static func fractionalWidth(_ fraction: CGFloat) -> NSCollectionLayoutDimension { .init(.fractionalWidth, fraction) }
    /// A fraction of the container's height.
    public static func fractionalHeight(_ fraction: CGFloat) -> NSCollectionLayoutDimension { .init(.fractionalHeight, fraction) }
    /// A length in points.
    public static func absolute(_ absoluteDimension: CGFloat) -> NSCollectionLayoutDimension { .init(.absolute, absoluteDimension) }
    /// An estimated length: the cell's own fitting size along that axis replaces it.
    public static func estimated(_ estimatedDimension: CGFloat) -> NSCollectionLayoutDimension { .init(.estimated, estimatedDimension) }

    /// Whether it is a fraction of the container's width.
    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    /// Whether it is a fraction of the container's height.
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    /// Whether it is absolute.
    public var isAbsolute: Bool { kind == .absolute }
    /// Whether it is estimated.
    public var isEstimated: Bool { kind == .estimated }

    /// The length in a container of a size.
    func resolve(in container: CGSize) -> CGFloat {
        switch kind {
        case .fractionalWidth: dimension * container.width
        case .fractionalHeight: dimension * container.height
        case .absolute, .estimated: dimension
        }
    }
}

/// A width and a height, as UIKit's `NSCollectionLayoutSize`.
@MainActor
public final class NSCollectionLayoutSize {
    /// The width.
    public let widthDimension: NSCollectionLayoutDimension
    /// The height.
    public let heightDimension: NSCollectionLayoutDimension

    /// Makes a size.
    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension) {
        widthDimension = width
        heightDimension = height
    }

    func resolve(in container: CGSize) -> CGSize {
        CGSize(width: widthDimension.resolve(in: container), height: heightDimension.resolve(in: container))
    }
}

/// The space between a group's items, as UIKit's `NSCollectionLayoutSpacing`.
@MainActor
public final class NSCollectionLayoutSpacing {
    /// The spacing in points.
    public let spacing: CGFloat
    /// Whether it is the least spacing, the items spread to fill the group.
    public let isFlexibleSpacing: Bool

    private init(_ spacing: CGFloat, flexible: Bool) {
        self.spacing = spacing
        isFlexibleSpacing = flexible
    }

    /// Exactly this spacing.
    public static func fixed(_ fixedSpacing: CGFloat) -> NSCollectionLayoutSpacing { .init(fixedSpacing, flexible: false) }
    /// At least this spacing: the items spread so the group is filled.
    public static func flexible(_ flexibleSpacing: CGFloat) -> NSCollectionLayoutSpacing { .init(flexibleSpacing, flexible: true) }
    /// Whether it is fixed.
    public var isFixedSpacing: Bool { !isFlexibleSpacing }
}

/// A cell's place in a compositional layout, as UIKit's `NSCollectionLayoutItem`.
@MainActor
public class NSCollectionLayoutItem {
    /// Its size, in its group.
    public let layoutSize: NSCollectionLayoutSize
    /// Space inside its place that the cell leaves empty.
    public var contentInsets = NSDirectionalEdgeInsets.zero
    /// Badges and other views on the item, placed by their anchors against the item's frame.
    public let supplementaryItems: [NSCollectionLayoutSupplementaryItem]

    /// Makes an item of a size.
    public init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem] = []) {
        self.layoutSize = layoutSize
        self.supplementaryItems = supplementaryItems
    }
}

/// Items in a row or a column, as UIKit's `NSCollectionLayoutGroup`: a section repeats its group
/// until its items are placed.
@MainActor
public final class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    enum Axis {
        case horizontal, vertical
    }
    let axis: Axis
    /// The items (or groups) the group repeats as many times as fit.
    public let subitems: [NSCollectionLayoutItem]
    /// A fixed number of equal items, when made with `count:`.
    let count: Int?
    /// The space between its items.
    public var interItemSpacing: NSCollectionLayoutSpacing?

    private init(axis: Axis, layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem], count: Int?) {
        self.axis = axis
        self.subitems = subitems
        self.count = count
        super.init(layoutSize: layoutSize)
    }

    /// A row that repeats its subitems as many times as fit.
    public static func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(axis: .horizontal, layoutSize: layoutSize, subitems: subitems, count: nil)
    }

    /// A row of `count` equal items that share its width.
    public static func horizontal(
        layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int
    ) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(axis: .horizontal, layoutSize: layoutSize, subitems: [subitem], count: max(count, 1))
    }

    /// A row of `count` items of their own size.
    public static func horizontal(
        layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
    ) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(
            axis: .horizontal, layoutSize: layoutSize, subitems: Array(repeating: subitem, count: max(count, 1)), count: nil)
    }

    /// A column that repeats its subitems as many times as fit.
    public static func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(axis: .vertical, layoutSize: layoutSize, subitems: subitems, count: nil)
    }

    /// A column of `count` equal items that share its height.
    public static func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup
    {
        NSCollectionLayoutGroup(axis: .vertical, layoutSize: layoutSize, subitems: [subitem], count: max(count, 1))
    }

    /// A column of `count` items of their own size.
    public static func vertical(
        layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
    ) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(
            axis: .vertical, layoutSize: layoutSize, subitems: Array(repeating: subitem, count: max(count, 1)), count: nil)
    }
}

/// A view attached to an item, as UIKit's `NSCollectionLayoutSupplementaryItem` (a badge): its
/// size is a fraction of the item's or absolute, its place the item's edges its container anchor
/// names, moved by the anchor's offset. The data source is asked for it at the item's index path.
///
/// ```swift
/// let badge = NSCollectionLayoutSupplementaryItem(
///     layoutSize: .init(widthDimension: .absolute(20), heightDimension: .absolute(20)), elementKind: "badge",
///     containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3)))
/// let item = NSCollectionLayoutItem(layoutSize: size, supplementaryItems: [badge])
/// ```
@MainActor
public class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    /// The kind the data source is asked for.
    public let elementKind: String
    /// Its place in front of (higher) or behind the items: 1, in front, by default.
    public var zIndex = 1
    /// Where it sits on the item (nil for a section's header or footer).
    public let containerAnchor: NSCollectionLayoutAnchor?
    /// The point of its own that goes to the container anchor (kept: its own edges are used).
    public let itemAnchor: NSCollectionLayoutAnchor?

    /// Makes a supplementary item of a size and kind (a boundary item's base).
    init(layoutSize: NSCollectionLayoutSize, elementKind: String) {
        self.elementKind = elementKind
        containerAnchor = nil
        itemAnchor = nil
        super.init(layoutSize: layoutSize)
    }

    /// Makes an item's supplementary view of a size and kind, anchored to the item.
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor) {
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        itemAnchor = nil
        super.init(layoutSize: layoutSize)
    }

    /// Makes an item's supplementary view anchored to the item, with an anchor of its own (kept).
    public init(
        layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor,
        itemAnchor: NSCollectionLayoutAnchor
    ) {
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        self.itemAnchor = itemAnchor
        super.init(layoutSize: layoutSize)
    }

    /// Its frame on an item whose frame is `container`: against the anchor's edges (centred on an
    /// axis with neither of its edges), moved by the anchor's offset (a fraction of its own size,
    /// or points).
    func frame(on container: CGRect) -> CGRect {
        let size = layoutSize.resolve(in: container.size)
        let edges = containerAnchor?.edges ?? []
        var x = container.midX - size.width / 2, y = container.midY - size.height / 2
        if edges.contains(.leading) { x = container.minX } else if edges.contains(.trailing) { x = container.maxX - size.width }
        if edges.contains(.top) { y = container.minY } else if edges.contains(.bottom) { y = container.maxY - size.height }
        if let anchor = containerAnchor {
            let offset = anchor.offset
            x += anchor.isAbsoluteOffset ? offset.x : offset.x * size.width
            y += anchor.isAbsoluteOffset ? offset.y : offset.y * size.height
        }
        return CGRect(x: x, y: y, width: size.width, height: size.height)
    }
}

/// Where a supplementary view sits on its item, as UIKit's `NSCollectionLayoutAnchor`: edges of
/// the item, and an offset from them.
@MainActor
public final class NSCollectionLayoutAnchor {
    /// The item's edges it sits against (none: centred).
    public let edges: NSDirectionalRectEdge
    /// The offset: a fraction of the supplementary view's size, or points.
    public let offset: CGPoint
    /// Whether the offset is in points.
    public let isAbsoluteOffset: Bool
    /// Whether the offset is a fraction of the view's size.
    public var isFractionalOffset: Bool { !isAbsoluteOffset }

    /// Against edges, with no offset.
    public init(edges: NSDirectionalRectEdge) {
        self.edges = edges
        offset = .zero
        isAbsoluteOffset = true
    }

    /// Against edges, moved by a fraction of the view's own size (-0.3: three tenths of it up or back).
    public init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) {
        self.edges = edges
        offset = fractionalOffset
        isAbsoluteOffset = false
    }

    /// Against edges, moved by points.
    public init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) {
        self.edges = edges
        offset = absoluteOffset
        isAbsoluteOffset = true
    }
}

/// A section's header or footer, as UIKit's `NSCollectionLayoutBoundarySupplementaryItem`.
@MainActor
public final class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    /// Which edge of the section it sits on (top: a header, bottom: a footer).
    public let alignment: NSRectAlignment
    /// Whether it stays on screen while any of its section (or, for the layout's own, the
    /// layout) shows: a header under the top of the visible content, a footer over its bottom.
    public var pinToVisibleBounds = false
    /// Whether the section's content starts past it (true); false lays it over the content.
    public var extendsBoundary = true

    /// Makes a header or footer of a size and kind on an edge of the section.
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.alignment = alignment
        super.init(layoutSize: layoutSize, elementKind: elementKind)
    }
}

/// Where a boundary item sits, as UIKit's `NSRectAlignment`.
public enum NSRectAlignment: Int, Sendable {
    /// Nowhere in particular.
    case none
    /// On the top edge.
    case top
    /// At the top leading corner.
    case topLeading
    /// On the leading edge.
    case leading
    /// At the bottom leading corner.
    case bottomLeading
    /// On the bottom edge.
    case bottom
    /// At the bottom trailing corner.
    case bottomTrailing
    /// On the trailing edge.
    case trailing
    /// At the top trailing corner.
    case topTrailing
}

/// A section of a compositional layout: its group, repeated, as UIKit's `NSCollectionLayoutSection`.
@MainActor
public final class NSCollectionLayoutSection {
    /// The group repeated for the section's items.
    public let group: NSCollectionLayoutGroup
    /// Space around the section's groups.
    public var contentInsets = NSDirectionalEdgeInsets.zero
    /// Space between groups.
    public var interGroupSpacing: CGFloat = 0
    /// How the section scrolls across the layout: with a behaviour other than `.none`, its groups
    /// sit side by side in one row that scrolls sideways on its own (in a scroll view of its own,
    /// as UIKit's), paging or snapping to groups as the behaviour says.
    public var orthogonalScrollingBehavior = UICollectionLayoutSectionOrthogonalScrollingBehavior.none
    /// Called whenever an orthogonally scrolling section's row is laid out or scrolls, with the
    /// items it shows (their frames in the unscrolled row, for the handler to change alpha,
    /// transform, hidden or z-index), the row's offset and the layout's environment.
    public var visibleItemsInvalidationHandler:
        (
            (_ visibleItems: [NSCollectionLayoutVisibleItem], _ contentOffset: CGPoint, _ layoutEnvironment: NSCollectionLayoutEnvironment)
                -> Void
        )?
    /// Headers and footers.
    public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// Backgrounds behind the section.
    public var decorationItems: [NSCollectionLayoutDecorationItem] = []
    /// Whether headers and footers are inset by the section's leading and trailing content
    /// insets, as its items are (true), or span the section's full width.
    public var supplementariesFollowContentInsets = true

    /// The list look of a section made by `list(using:layoutEnvironment:)` (nil for others): its
    /// rows draw separators and, inset grouped, round the section's corners.
    var list: ListLook?

    /// Makes a section of a group.
    public init(group: NSCollectionLayoutGroup) { self.group = group }
}

/// A section's background view, as UIKit's `NSCollectionLayoutDecorationItem`: a view of the
/// class registered with the layout for its kind
/// (``UICollectionViewLayout/register(_:forDecorationViewOfKind:)``), behind the whole section.
@MainActor
public final class NSCollectionLayoutDecorationItem {
    /// The registered kind.
    public let elementKind: String
    /// Space inside the section the background leaves.
    public var contentInsets = NSDirectionalEdgeInsets.zero
    /// Its stacking order; at 0 (the default) it is behind everything in the section.
    public var zIndex = 0

    private init(elementKind: String) { self.elementKind = elementKind }

    /// A background for a section.
    public static func background(elementKind: String) -> NSCollectionLayoutDecorationItem { .init(elementKind: elementKind) }
}

/// How a section scrolls across the layout's scroll direction.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    /// It does not: groups follow each other along the layout.
    case none
    /// Freely.
    case continuous
    /// Freely, stopping at a group's leading edge.
    case continuousGroupLeadingBoundary
    /// A page at a time.
    case paging
    /// A group at a time.
    case groupPaging
    /// A group at a time, centred.
    case groupPagingCentered
}

/// An item on screen in an orthogonally scrolling section, as its invalidation handler sees it
/// (UIKit's `NSCollectionLayoutVisibleItem`).
@MainActor
public protocol NSCollectionLayoutVisibleItem: AnyObject {
    /// The item's frame in the layout.
    var frame: CGRect { get }
    /// The item's index path.
    var indexPath: IndexPath { get }
    /// Its opacity.
    var alpha: CGFloat { get set }
    /// Its transform.
    var transform: CGAffineTransform { get set }
    /// Whether it is hidden.
    var isHidden: Bool { get set }
    /// Its stacking order.
    var zIndex: Int { get set }
}
