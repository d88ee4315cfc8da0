import Testing
import UIKit

/// A carousel of 240-point cards that snaps to a card's leading edge, as UIKit code snaps one:
/// in `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`.
final class SnappingCarousel: NSObject, UIScrollViewDelegate {
    let cardWidth: CGFloat = 240
    var heard: [(velocity: CGPoint, target: CGPoint)] = []

    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        heard.append((velocity, targetContentOffset.pointee))
        targetContentOffset.pointee.x = (targetContentOffset.pointee.x / cardWidth).rounded() * cardWidth
    }
}

@MainActor
@Suite("UIScrollViewDelegate.scrollViewWillEndDragging: the delegate moves where a drag comes to rest")
struct ScrollSnappingTests {
    func carousel() -> (UIWindow, UIScrollView, SnappingCarousel) {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 100, width: 393, height: 200))
        scroll.contentSize = CGSize(width: 240 * 10, height: 200)
        let snapping = SnappingCarousel()
        scroll.delegate = snapping
        let root = UIView()
        root.addSubview(scroll)
        return (showInWindow(asRootView: root), scroll, snapping)
    }

    @Test("a fling hears its velocity in points per millisecond and its natural resting place, and ends on a card's edge instead")
    func flingSnapsToCard() throws {
        let (window, scroll, snapping) = carousel()
        window.drag(from: CGPoint(x: 300, y: 200), to: CGPoint(x: 100, y: 200), duration: 0.25)
        window.animator.settle()
        let heard = try #require(snapping.heard.first)
        #expect(heard.velocity.x > 0.3 && heard.velocity.x < 1.5, "about 0.8 points per millisecond, content moving right")
        #expect(heard.velocity.y == 0)
        #expect(heard.target.x > 300, "the fling would coast past where the finger left it")
        #expect(scroll.contentOffset.x.truncatingRemainder(dividingBy: 240) == 0)
        #expect(scroll.contentOffset.x == (heard.target.x / 240).rounded() * 240)
    }

    @Test("a slow drag that would stop between cards settles on the nearer one; without the delegate it coasts where it would")
    func slowDragSettles() {
        let (window, scroll, snapping) = carousel()
        window.drag(from: CGPoint(x: 300, y: 200), to: CGPoint(x: 150, y: 200), duration: 2)
        window.animator.settle()
        #expect(snapping.heard.count == 1)
        #expect(scroll.contentOffset.x == 240, "150 points dragged rests on the second card, 240")
        scroll.delegate = nil
        window.drag(from: CGPoint(x: 300, y: 200), to: CGPoint(x: 200, y: 200), duration: 2)
        window.animator.settle()
        #expect(scroll.contentOffset.x > 340 && scroll.contentOffset.x < 400, "coasts a little past 340, on no card's edge")
    }
}
