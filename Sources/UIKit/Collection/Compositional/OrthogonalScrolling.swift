import Foundation

// Sections that scroll across a compositional layout. UIKit puts such a section's cells in a
// private scroll view of their own, as wide as the collection view and as tall as the section's
// row of groups; here too. The layout gives each such section's row (its band) in the collection
// view's content; the collection view keeps a scroll view per band and tiles the cells its offset
// shows.

/// The row of an orthogonally scrolling section: where it sits in the collection view's content,
/// how long it is and where its groups start.
@MainActor
struct OrthogonalBand {
    /// The section.
    let section: Int
    /// The row in the collection view's content: full width, as tall as the tallest group.
    let frame: CGRect
    /// The length of the row, from its leading inset to past its last group.
    let contentWidth: CGFloat
    /// The groups' frames, in the collection view's content before any sideways scroll.
    let groupFrames: [CGRect]
    /// The section's leading inset (where group paging aligns a group).
    let leadingInset: CGFloat
    /// How the row scrolls.
    let behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior
    /// The section's handler, told of the visible items as the row scrolls.
    let visibleItemsInvalidationHandler: (([NSCollectionLayoutVisibleItem], CGPoint, NSCollectionLayoutEnvironment) -> Void)?
    /// The section's cells, in item order (the row tiles from these, not from every cell's).
    let cells: [UICollectionViewLayoutAttributes]
    /// The badges on its items.
    let badges: [UICollectionViewLayoutAttributes]

    /// The cells and badges whose frames meet `rect`.
    func elements(meeting rect: CGRect) -> (cells: [UICollectionViewLayoutAttributes], badges: [UICollectionViewLayoutAttributes]) {
        (cells.filter { $0.frame.intersects(rect) }, badges.filter { $0.frame.intersects(rect) })
    }

    /// The offset at which the row rests with group `index` in place: at the section's leading
    /// inset, or centred for centred paging.
    func restingOffset(ofGroup index: Int) -> CGFloat {
        let group = groupFrames[index]
        return behavior == .groupPagingCentered ? group.midX - frame.width / 2 : group.minX - leadingInset
    }

    /// Where a drag released at `offset` comes to rest, given where it started, the velocity
    /// (points per millisecond) and where the content would coast to: the nearest group's place
    /// for leading-boundary snapping; one group on from the one the drag started at (or back to
    /// it) for group paging. Other behaviours keep `natural`.
    func target(natural: CGFloat, offset: CGFloat, start: CGFloat, velocity: CGFloat) -> CGFloat {
        guard !groupFrames.isEmpty else { return natural }
        let stops = groupFrames.indices.map(restingOffset(ofGroup:))
        func nearest(to x: CGFloat) -> Int { stops.indices.min { abs(stops[$0] - x) < abs(stops[$1] - x) } ?? 0 }
        let index: Int
        switch behavior {
        case .continuousGroupLeadingBoundary:
            index = nearest(to: natural)
        case .groupPaging, .groupPagingCentered:
            let from = nearest(to: start)
            if velocity > 0.2 {
                index = min(from + 1, stops.count - 1)
            } else if velocity < -0.2 {
                index = max(from - 1, 0)
            } else {
                index = min(max(nearest(to: offset), from - 1), from + 1)
            }
        case .none, .continuous, .paging:
            return natural
        }
        return min(max(stops[index], 0), max(contentWidth - frame.width, 0))
    }
}

/// The scroll view an orthogonally scrolling section's cells sit in (UIKit's is private as well):
/// it scrolls sideways only, pages for `.paging`, snaps to groups for the group behaviours, and
/// has its collection view tile again as it scrolls.
final class OrthogonalScrollView: UIScrollView, UIScrollViewDelegate {
    /// The row it shows.
    var band: OrthogonalBand
    /// The collection view it belongs to.
    weak var collection: UICollectionView?
    /// The offset when the current drag began.
    private var dragStart: CGFloat = 0

    init(band: OrthogonalBand, collection: UICollectionView) {
        self.band = band
        self.collection = collection
        super.init(frame: band.frame)
        showsHorizontalScrollIndicator = false
        showsVerticalScrollIndicator = false
        alwaysBounceHorizontal = true
        contentInsetAdjustmentBehavior = .never
        delegate = self
        update(band)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    /// Takes the band's place, length and behaviour.
    func update(_ band: OrthogonalBand) {
        self.band = band
        if frame != band.frame { frame = band.frame }
        let size = CGSize(width: band.contentWidth, height: band.frame.height)
        if contentSize != size { contentSize = size }
        isPagingEnabled = band.behavior == .paging
        // Paging stops soon; the continuous behaviours coast (one of them then snaps to a group).
        decelerationRate = [.continuous, .continuousGroupLeadingBoundary].contains(band.behavior) ? .normal : .fast
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) { collection?.setNeedsLayout() }

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { dragStart = contentOffset.x }

    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        targetContentOffset.pointee.x = band.target(
            natural: targetContentOffset.pointee.x, offset: contentOffset.x, start: dragStart, velocity: velocity.x)
    }
}

extension UICollectionView {
    /// The elements on screen: `shown` (what the layout gives for the bounds) with the cells of
    /// orthogonally scrolling sections replaced by those their rows' offsets show. Keeps a scroll
    /// view for each row on screen (rows off screen keep their offsets, out of the view tree),
    /// and tells each section's visible-items handler what it shows.
    func showingOrthogonalSections(_ shown: [UICollectionViewLayoutAttributes]) -> [UICollectionViewLayoutAttributes] {
        guard let layout = collectionViewLayout as? UICollectionViewCompositionalLayout else {
            for scroller in orthogonalScrollers.values { scroller.removeFromSuperview() }
            orthogonalScrollers = [:]
            return shown
        }
        let bands = layout.orthogonalBands
        for (section, scroller) in orthogonalScrollers where bands[section] == nil {
            scroller.removeFromSuperview()
            orthogonalScrollers[section] = nil
        }
        guard !bands.isEmpty else { return shown }
        var result = shown.filter {
            ($0.representedElementCategory != .cell && !$0.isItemSupplementary) || bands[$0.indexPath.section] == nil
        }
        for (section, band) in bands.sorted(by: { $0.key < $1.key }) {
            guard band.frame.intersects(bounds) else {
                orthogonalScrollers[section]?.removeFromSuperview()
                continue
            }
            let scroller = orthogonalScrollers[section] ?? OrthogonalScrollView(band: band, collection: self)
            orthogonalScrollers[section] = scroller
            scroller.update(band)
            if scroller.superview !== self {
                // Behind the cells and headers, in front of the background and the sections' backgrounds.
                let behind = subviews.prefix { view in view === backgroundView || visibleDecorations.values.contains { $0 === view } }.count
                insertSubview(scroller, at: behind)
            }
            let visible = CGRect(x: scroller.contentOffset.x, y: band.frame.minY, width: band.frame.width, height: band.frame.height)
            var (items, badges) = band.elements(meeting: visible)
            if let handler = band.visibleItemsInvalidationHandler, let environment = layout.environment {
                // The handler may change what it is given: copies, so the layout's stay as laid out.
                items = items.map { $0.copy() }
                handler(items, scroller.contentOffset, environment)
            }
            result += items + badges
        }
        return result
    }

    /// Where an element's view goes: in its section's row scroll view (placed in the row) for an
    /// orthogonally scrolling section's cell or badge, else in the collection view at its frame.
    func host(for attributes: UICollectionViewLayoutAttributes) -> (view: UIView, frame: CGRect) {
        guard attributes.representedElementCategory == .cell || attributes.isItemSupplementary,
            let scroller = orthogonalScrollers[attributes.indexPath.section]
        else { return (self, attributes.frame) }
        return (scroller, attributes.frame.offsetBy(dx: 0, dy: -scroller.band.frame.minY))
    }
}
