import Foundation

/// Where one element of a collection view goes (UIKit's `UICollectionViewLayoutAttributes`): a
/// layout makes these; the collection view puts its cells and supplementary views by them.
@MainActor
open class UICollectionViewLayoutAttributes {
    /// What kind of element the attributes place.
    public enum Category: Int, Sendable {
        /// A cell.
        case cell
        /// A supplementary view (a header or footer).
        case supplementaryView
        /// A decoration view (a section's background).
        case decorationView
    }

    /// The element's frame in the collection view's content.
    open var frame: CGRect = .zero
    /// The element's item or section.
    open var indexPath: IndexPath
    /// A cell, or a supplementary view.
    public let representedElementCategory: Category
    /// The supplementary view's kind (nil for a cell).
    public let representedElementKind: String?
    /// Whether the element is hidden.
    open var isHidden = false
    /// The element's opacity.
    open var alpha: CGFloat = 1
    /// The element's place in front (higher) or behind.
    open var zIndex = 0
    /// The element's transform, about its centre.
    open var transform = CGAffineTransform.identity
    /// Whether it is a supplementary view on an item (a badge), which moves with its item.
    var isItemSupplementary = false

    /// The element's size.
    open var size: CGSize {
        get { frame.size }
        set { frame.size = newValue }
    }
    /// The element's centre.
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }

    /// Attributes for the cell of an item.
    public init(forCellWith indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .cell
        representedElementKind = nil
    }

    /// Attributes for a supplementary view of a kind (a section's header or footer).
    public init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }

    /// Attributes for a decoration view of a kind (a section's background).
    public init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .decorationView
        representedElementKind = decorationViewKind
    }

    private init(category: Category, kind: String?, indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = category
        representedElementKind = kind
    }

    /// A copy with the same values (UIKit's `copy()`; a subclass's own values are not carried).
    open func copy() -> UICollectionViewLayoutAttributes {
        let c = UICollectionViewLayoutAttributes(category: representedElementCategory, kind: representedElementKind, indexPath: indexPath)
        c.frame = frame
        c.isHidden = isHidden
        c.alpha = alpha
        c.zIndex = zIndex
        c.transform = transform
        c.isItemSupplementary = isItemSupplementary
        return c
    }
}

/// Layout attributes are what a compositional section's visible-items handler is given.
extension UICollectionViewLayoutAttributes: NSCollectionLayoutVisibleItem {}

/// Where a collection view's items go (UIKit's `UICollectionViewLayout`): subclass it and
/// override `prepare()`, `collectionViewContentSize`, `layoutAttributesForElements(in:)` and
/// `layoutAttributesForItem(at:)`, or use ``UICollectionViewFlowLayout``.
@MainActor
open class UICollectionViewLayout {
    /// The collection view laid out.
    open internal(set) weak var collectionView: UICollectionView?
    /// Whether `prepare()` must run before the next use.
    var needsPrepare = true
    /// The classes of decoration views, by kind.
    var decorationClasses: [String: UICollectionReusableView.Type] = [:]

    /// Makes a layout.
    public init() {}

    /// Makes a layout (archives are not read here).
    public required init?(coder: NSCoder) {}

    /// Works out where everything goes; called before the layout is asked anything after an
    /// invalidation.
    open func prepare() {}

    /// The size of the whole content.
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of the elements in a rectangle of the content.
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    /// The attributes of an item's cell.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of a supplementary view.
    open func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of a decoration view (a section's background).
    open func layoutAttributesForDecorationView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    /// Registers the class of the decoration views of a kind (nil unregisters it): the collection
    /// view makes them with `init(frame:)` where the layout places one.
    ///
    /// - Parameters:
    ///   - viewClass: a `UICollectionReusableView` subclass; another class is ignored.
    ///   - elementKind: the kind a decoration item names.
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        decorationClasses[elementKind] = viewClass as? UICollectionReusableView.Type
        invalidateLayout()
    }

    /// Whether a change of the collection view's bounds asks for a new layout (by default when
    /// the size changes).
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.size != collectionView?.bounds.size
    }

    /// Asks for `prepare()` again before the next layout.
    open func invalidateLayout() {
        needsPrepare = true
        collectionView?.setNeedsLayout()
    }

    /// Runs `prepare()` if an invalidation asked for it.
    func prepareIfNeeded() {
        guard needsPrepare else { return }
        needsPrepare = false
        prepare()
    }
}
