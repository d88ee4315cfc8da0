import Foundation

/// Items in lines, as UIKit's `UICollectionViewFlowLayout`: each line holds as many items as fit
/// across, spread to fill it (a line of one item is centred), items centred down their line;
/// sections start with a header, are inset and end with a footer.
///
/// ```swift
/// let layout = UICollectionViewFlowLayout()
/// layout.itemSize = CGSize(width: 100, height: 100)
/// layout.minimumInteritemSpacing = 8
/// layout.sectionInset = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
/// let grid = UICollectionView(frame: .zero, collectionViewLayout: layout)
/// ```
@MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// The direction the content scrolls: lines go across it.
    public enum ScrollDirection: Int, Sendable {
        /// Lines are rows; the content grows down.
        case vertical
        /// Lines are columns; the content grows to the right.
        case horizontal
    }

    /// "Size each item from its cell's constraints": set it as ``estimatedItemSize``.
    public static let automaticSize = CGSize(width: -1, height: -1)

    /// The size of every item, unless the delegate says otherwise (50 x 50).
    open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    /// Non-zero: items size themselves from their cells' constraints (``automaticSize``, or an estimate).
    open var estimatedItemSize = CGSize.zero { didSet { invalidateLayout() } }
    /// The least space between lines (10).
    open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// The least space between items of a line (10).
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// Space around each section's items.
    open var sectionInset = UIEdgeInsets.zero { didSet { invalidateLayout() } }
    /// The size of section headers (only the height counts scrolling down, the width across).
    open var headerReferenceSize = CGSize.zero { didSet { invalidateLayout() } }
    /// The size of section footers.
    open var footerReferenceSize = CGSize.zero { didSet { invalidateLayout() } }
    /// The scrolling direction.
    open var scrollDirection = ScrollDirection.vertical { didSet { invalidateLayout() } }
    /// Whether headers stay on screen while their section scrolls (kept).
    open var sectionHeadersPinToVisibleBounds = false
    /// Whether footers stay on screen while their section scrolls (kept).
    open var sectionFootersPinToVisibleBounds = false
    /// What the section insets are measured from (kept: the content's edges).
    open var sectionInsetReference = SectionInsetReference.fromContentInset

    /// What a flow layout's section insets are measured from.
    public enum SectionInsetReference: Int, Sendable {
        /// The content inset's edges.
        case fromContentInset
        /// The safe area's edges.
        case fromSafeArea
        /// The layout margins' edges.
        case fromLayoutMargins
    }

    private var cells: [IndexPath: UICollectionViewLayoutAttributes] = [:]
    private var supplementary: [SupplementaryKey: UICollectionViewLayoutAttributes] = [:]
    private var contentSize = CGSize.zero

    private struct SupplementaryKey: Hashable {
        let kind: String
        let section: Int
    }

    /// Makes a flow layout.
    public override init() { super.init() }

    /// Makes a flow layout (archives are not read here).
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The size of the content after `prepare()`.
    open override var collectionViewContentSize: CGSize { contentSize }

    /// The cells and headers and footers in a rectangle of the content.
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        (Array(cells.values) + Array(supplementary.values)).filter { $0.frame.intersects(rect) }
    }

    /// An item's cell's attributes.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        cells[indexPath]
    }

    /// A section header's or footer's attributes.
    open override func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        supplementary[SupplementaryKey(kind: elementKind, section: indexPath.section)]
    }

    /// Lays the sections out in lines.
    open override func prepare() {
        cells = [:]
        supplementary = [:]
        contentSize = .zero
        guard let collectionView else { return }
        let vertical = scrollDirection == .vertical
        let bounds = collectionView.bounds.size
        let across = vertical ? bounds.width : bounds.height
        let flow = collectionView.delegate as? UICollectionViewDelegateFlowLayout
        var along: CGFloat = 0
        /// A frame from along-and-across coordinates.
        func rect(along a: CGFloat, across c: CGFloat, length: CGFloat, breadth: CGFloat) -> CGRect {
            vertical ? CGRect(x: c, y: a, width: breadth, height: length) : CGRect(x: a, y: c, width: length, height: breadth)
        }
        for section in 0..<collectionView.numberOfSections {
            /// A header or footer of a reference size, across the whole breadth, where `along` is.
            func addSupplementary(_ kind: String, _ size: CGSize) {
                let length = vertical ? size.height : size.width
                guard length > 0 else { return }
                let a = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: kind, with: IndexPath(item: 0, section: section))
                a.frame = rect(along: along, across: 0, length: length, breadth: across)
                supplementary[SupplementaryKey(kind: kind, section: section)] = a
                along += length
            }
            addSupplementary(
                UICollectionView.elementKindSectionHeader,
                flow?.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: section) ?? headerReferenceSize)
            let inset = flow?.collectionView(collectionView, layout: self, insetForSectionAt: section) ?? sectionInset
            let lineSpacing =
                flow?.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: section) ?? minimumLineSpacing
            let itemSpacing =
                flow?.collectionView(collectionView, layout: self, minimumInteritemSpacingForSectionAt: section) ?? minimumInteritemSpacing
            let (start, end) = vertical ? (inset.left, inset.right) : (inset.top, inset.bottom)
            let room = across - start - end
            along += vertical ? inset.top : inset.left
            var line: [(IndexPath, CGSize)] = []
            var lineBreadth: CGFloat = 0
            var placedLines = 0
            /// Puts the collected line in place: spread across the room, centred down the line.
            func flush() {
                guard !line.isEmpty else { return }
                if placedLines > 0 { along += lineSpacing }
                let breadths = line.map { vertical ? $0.1.width : $0.1.height }
                let lengths = line.map { vertical ? $0.1.height : $0.1.width }
                let lineLength = lengths.max() ?? 0
                let gap = line.count > 1 ? (room - breadths.reduce(0, +)) / CGFloat(line.count - 1) : 0
                var c = line.count == 1 ? start + (room - breadths[0]) / 2 : start
                for (i, (indexPath, _)) in line.enumerated() {
                    let a = UICollectionViewLayoutAttributes(forCellWith: indexPath)
                    a.frame = rect(
                        along: along + (lineLength - lengths[i]) / 2, across: c, length: lengths[i], breadth: breadths[i])
                    cells[indexPath] = a
                    c += breadths[i] + gap
                }
                along += lineLength
                placedLines += 1
                line = []
                lineBreadth = 0
            }
            for item in 0..<collectionView.numberOfItems(inSection: section) {
                let indexPath = IndexPath(item: item, section: section)
                let size = itemSize(at: indexPath, in: collectionView, flow: flow)
                let breadth = vertical ? size.width : size.height
                if !line.isEmpty && lineBreadth + itemSpacing + breadth > room + 0.0001 { flush() }
                lineBreadth += (line.isEmpty ? 0 : itemSpacing) + breadth
                line.append((indexPath, size))
            }
            flush()
            along += vertical ? inset.bottom : inset.right
            addSupplementary(
                UICollectionView.elementKindSectionFooter,
                flow?.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: section) ?? footerReferenceSize)
        }
        contentSize = vertical ? CGSize(width: across, height: along) : CGSize(width: along, height: across)
    }

    /// An item's size: measured from its cell when the layout sizes items itself, else the
    /// delegate's or ``itemSize``.
    private func itemSize(
        at indexPath: IndexPath, in collectionView: UICollectionView, flow: UICollectionViewDelegateFlowLayout?
    ) -> CGSize {
        if estimatedItemSize != .zero, let measured = collectionView.selfSizedItemSize(at: indexPath) { return measured }
        return flow?.collectionView(collectionView, layout: self, sizeForItemAt: indexPath) ?? itemSize
    }
}
