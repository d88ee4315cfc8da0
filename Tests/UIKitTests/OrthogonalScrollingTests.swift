import Testing
import UIKit

/// A carousel as compositional layouts write one: a single section of 300 x 200 cards, 10 apart,
/// inset 16 from the sides, scrolling sideways with a given behaviour.
final class CarouselViewController: UIViewController, UICollectionViewDataSource {
    var collectionView: UICollectionView!
    let behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior
    var handlerCalls: [(items: [IndexPath], offset: CGPoint)] = []
    let scalesCards: Bool

    init(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior, scalesCards: Bool = false) {
        self.behavior = behavior
        self.scalesCards = scalesCards
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: .init(widthDimension: .absolute(300), heightDimension: .absolute(200)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = behavior
        section.interGroupSpacing = 10
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        if scalesCards {
            // The usual "cover flow": cards shrink as they leave the middle.
            section.visibleItemsInvalidationHandler = { [weak self] items, offset, environment in
                self?.handlerCalls.append((items.map(\.indexPath), offset))
                let middle = offset.x + environment.container.contentSize.width / 2
                for item in items {
                    let distance = abs(item.frame.midX - middle)
                    let scale = max(1 - distance / environment.container.contentSize.width, 0.7)
                    item.transform = CGAffineTransform(scaleX: scale, y: scale)
                }
            }
        }
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "card")
        collectionView.dataSource = self
        view.addSubview(collectionView)
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 8 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "card", for: indexPath)
    }

    /// The scroll view the cards sit in (UIKit's is private: found as the cards' superview).
    var row: UIScrollView? { collectionView.visibleCells.first?.superview as? UIScrollView }
}

@MainActor
@Suite("Orthogonal scrolling sections: a compositional section's row scrolls sideways on its own, as UIKit's")
struct OrthogonalScrollingTests {
    /// On an iPhone 15 the row is 59 points down (under the status bar); a drag across it at y = 159.
    func show(
        _ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior, scalesCards: Bool = false
    ) -> (UIWindow, CarouselViewController) {
        let carousel = CarouselViewController(behavior, scalesCards: scalesCards)
        return (showInWindow(carousel), carousel)
    }

    @Test(
        "the cards sit in a scroll view of their own, as wide as the collection view and as tall as the row; the collection view does not scroll sideways"
    )
    func cardsSitInTheirRow() throws {
        let (_, carousel) = show(.continuous)
        let row = try #require(carousel.row)
        #expect(row.superview === carousel.collectionView)
        #expect(row.frame == CGRect(x: 0, y: 0, width: 393, height: 200))
        #expect(row.contentSize == CGSize(width: 16 + 8 * 300 + 7 * 10 + 16, height: 200))
        #expect(carousel.collectionView.contentSize == CGSize(width: 393, height: 200))
        #expect(
            carousel.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 326, y: 0, width: 300, height: 200))
        #expect(carousel.collectionView.cellForItem(at: IndexPath(item: 2, section: 0)) == nil, "off to the side: no cell yet")
    }

    @Test(
        "a fling of 150 points to the left comes to rest as the behaviour says",
        arguments: [
            // (behaviour, where the first card starts, where the row comes to rest)
            (UICollectionLayoutSectionOrthogonalScrollingBehavior.groupPaging, 16.0, 310.0),
            (.groupPagingCentered, 46.5, 310.0),
            (.paging, 16.0, 393.0),
        ])
    func flingPages(behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior, firstCardX: CGFloat, rest: CGFloat) throws {
        let (window, carousel) = show(behavior)
        #expect(carousel.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.minX == firstCardX)
        window.drag(from: CGPoint(x: 300, y: 159), to: CGPoint(x: 150, y: 159), duration: 0.2)
        window.animator.settle()
        #expect(try #require(carousel.row).contentOffset.x == rest)
        #expect(carousel.collectionView.cellForItem(at: IndexPath(item: 2, section: 0)) != nil, "the third card came on")
    }

    @Test("continuous scrolling coasts past where the finger left; snapping to leading boundaries rests on a card's edge past it")
    func continuousAndLeadingBoundary() throws {
        let (w1, free) = show(.continuous)
        w1.drag(from: CGPoint(x: 300, y: 159), to: CGPoint(x: 150, y: 159), duration: 0.2)
        w1.animator.settle()
        let coasted = try #require(free.row).contentOffset.x
        #expect(coasted > 300 && coasted.truncatingRemainder(dividingBy: 310) != 0)
        let (w2, snapping) = show(.continuousGroupLeadingBoundary)
        w2.drag(from: CGPoint(x: 300, y: 159), to: CGPoint(x: 150, y: 159), duration: 0.2)
        w2.animator.settle()
        let rest = try #require(snapping.row).contentOffset.x
        #expect(rest.truncatingRemainder(dividingBy: 310) == 0 && rest >= 310, "on a card's leading edge, the section inset before it")
        #expect(abs(rest - coasted) <= 155, "the edge nearest where it would have coasted")
    }

    @Test("a short slow drag in a paging row goes back to the card it started on")
    func shortDragReturns() throws {
        let (window, carousel) = show(.groupPaging)
        window.drag(from: CGPoint(x: 300, y: 159), to: CGPoint(x: 260, y: 159), duration: 1)
        window.animator.settle()
        #expect(try #require(carousel.row).contentOffset.x == 0)
    }

    @Test("the visible-items handler hears the cards on screen and the row's offset as it scrolls, and its transforms reach the cells")
    func visibleItemsHandler() throws {
        let (window, carousel) = show(.groupPagingCentered, scalesCards: true)
        let first = try #require(carousel.handlerCalls.last)
        #expect(first.items == [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
        #expect(first.offset.x == 0)
        let middle = try #require(carousel.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        let side = try #require(carousel.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect(middle.transform.a == 1, "the centred card keeps its size")
        #expect(side.transform.a < 1 && side.transform.a >= 0.7, "the next one is smaller")
        window.drag(from: CGPoint(x: 300, y: 159), to: CGPoint(x: 150, y: 159), duration: 0.2)
        window.animator.settle()
        let last = try #require(carousel.handlerCalls.last)
        #expect(last.offset.x == 310)
        #expect(carousel.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.transform.a == 1)
    }

    /// Where scrollToItem leaves the row for the sixth card (at 16 + 5 × 310 = 1566, 300 wide, in a
    /// 393-point row) at each position.
    nonisolated static let sixthCardOffsets: [(UICollectionView.ScrollPosition, CGFloat)] = [
        (.centeredHorizontally, 1519.5), (.left, 1566), (.right, 1473), ([], 1473),
    ]

    @Test("scrollToItem scrolls an orthogonal section's row sideways to the item", arguments: sixthCardOffsets)
    func scrollToItem(position: UICollectionView.ScrollPosition, offset: CGFloat) throws {
        let (window, carousel) = show(.continuous)
        carousel.collectionView.scrollToItem(at: IndexPath(item: 5, section: 0), at: position, animated: false)
        window.layoutIfNeeded()
        #expect(try #require(carousel.row).contentOffset.x == offset)
        #expect(carousel.collectionView.cellForItem(at: IndexPath(item: 5, section: 0)) != nil)
        #expect(carousel.collectionView.contentOffset.x == 0)
    }
}
