import Animation
import Layout
import Rendering
import Testing
import TestSupport

/// Scroll views as UIKit's feel: dragging, deceleration at `decelerationRate` per millisecond,
/// rubber-banding and bouncing back at the edges, paging, the delegate, the indicators (Apple:
/// UIScrollView, UIScrollViewDelegate, `decelerationRate`).
@Suite("Scroll views: dragging, deceleration, bounce, paging")
struct ScrollDraggingTests {
    /// Records the delegate calls.
    final class Delegate: ScrollViewDelegate {
        var calls: [String] = []
        func scrollViewWillBeginDragging(_ scrollView: ScrollView) { calls.append("willBeginDragging") }
        func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
            calls.append("didEndDragging(\(decelerate))")
        }
        func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) { calls.append("willBeginDecelerating") }
        func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { calls.append("didEndDecelerating") }
    }

    /// A 320 x 400 window filled by a scroll view whose content is `content` points.
    private func scrollWindow(content: Size) throws -> (Window, ScrollView, View) {
        try ScrollFixture.make(in: Window(size: Size(width: 320, height: 400), logSink: { _ in }), contentSize: content)
    }

    @Test(
        "a fling coasts v / (1000 ln(1/rate)) points: about 500 at .normal, 100 at .fast, for 1000 points a second",
        arguments: [(DecelerationRate.normal, 499.5), (.fast, 99.5)])
    func deceleration(rate: DecelerationRate, coast: Double) throws {
        let (window, scroll, _) = try scrollWindow(content: Size(width: 320, height: 5000))
        scroll.decelerationRate = rate
        // 100 points up in 0.1 s, six moves of 16.7: the pan begins at the first, so the content
        // follows the other 83.3, at 1000 points a second.
        window.drag(from: Point(x: 160, y: 300), to: Point(x: 160, y: 200), duration: 0.1)
        #expect(scroll.isDecelerating)
        window.animator.settle()
        #expect(!scroll.isDecelerating)
        #expect(abs(scroll.contentOffset.y - (100 - 100.0 / 6 + coast)) < 3, "\(scroll.contentOffset.y)")
    }

    @Test("past the top the content follows the finger less and less (rubber band), then springs back to the edge")
    func bounce() throws {
        let (window, scroll, _) = try scrollWindow(content: Size(width: 320, height: 2000))
        let delegate = Delegate()
        scroll.delegate = delegate
        window.sendTouch(.began, at: Point(x: 160, y: 100), timestamp: window.animator.clock.now)
        window.sendTouch(.moved, at: Point(x: 160, y: 120), timestamp: window.animator.clock.now + 0.5)
        window.sendTouch(.moved, at: Point(x: 160, y: 310), timestamp: window.animator.clock.now + 1)
        // 190 points past the edge (from y = 120, where the pan began): the band shows
        // (1 - 1 / (190 * 0.55 / 400 + 1)) * 400 = 82.85 of them.
        #expect(abs(scroll.contentOffset.y + 82.85) < 0.01, "\(scroll.contentOffset.y)")
        window.sendTouch(.moved, at: Point(x: 160, y: 310), timestamp: window.animator.clock.now + 1.5)
        window.sendTouch(.ended, at: Point(x: 160, y: 310), timestamp: window.animator.clock.now + 1.6)
        window.animator.settle()
        #expect(scroll.contentOffset.y == 0)
        #expect(delegate.calls == ["willBeginDragging", "didEndDragging(true)", "willBeginDecelerating", "didEndDecelerating"])
    }

    @Test(
        "paging stops on a whole page: a slow short drag goes back, a flick turns the page",
        arguments: [(1.0, 0.0), (0.1, 320.0)])
    func paging(duration: Double, page: Double) throws {
        let (window, scroll, _) = try scrollWindow(content: Size(width: 960, height: 400))
        scroll.isPagingEnabled = true
        window.drag(from: Point(x: 250, y: 200), to: Point(x: 150, y: 200), duration: duration)
        window.animator.settle()
        #expect(abs(scroll.contentOffset.x - page) < 1e-9)
        #expect(scroll.contentOffset.y == 0, "the content is not taller than the view: no vertical scrolling")
    }

    @Test("the indicators are drawn while the content moves, not at rest")
    func indicators() throws {
        let (window, scroll, _) = try scrollWindow(content: Size(width: 320, height: 4000))
        window.drag(from: Point(x: 160, y: 300), to: Point(x: 160, y: 200), duration: 0.1)
        let moving = DisplayList(window: window).items.filter { if case .roundedFill(_, 1.5, _) = $0 { true } else { false } }
        #expect(moving.count == 1)
        window.animator.settle()
        #expect(!scroll.isDecelerating)
        let resting = DisplayList(window: window).items.filter { if case .roundedFill(_, 1.5, _) = $0 { true } else { false } }
        #expect(resting.isEmpty)
    }

    @Test("a button in a scroll view: a tap presses it; a drag that starts on it scrolls and cancels its touch")
    func buttonInScrollView() throws {
        let (window, scroll, inner) = try scrollWindow(content: Size(width: 320, height: 2000))
        let button = Button(title: "Go")
        button.frame = Rect(x: 100, y: 100, width: 120, height: 44)
        inner.addSubview(button)
        var events: [String] = []
        button.addAction(Action { _ in events.append("tap") }, for: .touchUpInside)
        button.addAction(Action { _ in events.append("cancel") }, for: .touchCancel)
        window.layoutIfNeeded()
        window.tap(at: Point(x: 160, y: 120))
        #expect(events == ["tap"])
        window.drag(from: Point(x: 160, y: 120), to: Point(x: 160, y: 20), duration: 0.3)
        #expect(events == ["tap", "cancel"])
        #expect(scroll.contentOffset.y > 80)
    }
}

/// The indicators keep inside their insets, as UIKit's: the safe area the content inset
/// adjustment adds (`automaticallyAdjustsScrollIndicatorInsets`) plus `verticalScrollIndicatorInsets`.
@Suite("Scroll indicators: inside the safe area and their own insets")
@MainActor
struct ScrollIndicatorInsetTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let automatic: Bool
        let insets: EdgeInsets
        /// Where the indicator must stay: below `top`, above `bottom`, its trailing edge at `right`.
        let top: Double, bottom: Double, right: Double
        var testDescription: String { name }
    }

    nonisolated static let cases: [Case] = [
        Case(name: "adjusted automatically", automatic: true, insets: .zero, top: 62, bottom: 815, right: 390),
        Case(name: "not adjusted: the whole height", automatic: false, insets: .zero, top: 3, bottom: 849, right: 390),
        Case(
            name: "its own insets on top of the safe area", automatic: true, insets: EdgeInsets(top: 100, left: 0, bottom: 20, right: 6),
            top: 162, bottom: 795, right: 384),
    ]

    @Test(
        "while a full-screen scroll view on an iPhone 15 moves, its vertical indicator keeps 3 points inside the safe area (59 and 34 point strips) and its own insets",
        arguments: cases)
    func vertical(_ c: Case) throws {
        let (window, scroll, _) = try ScrollFixture.make(
            in: Window(device: .iPhone15, logSink: { _ in }), contentSize: Size(width: 0, height: 5000), widthFollowsFrame: true
        ) { scroll in
            scroll.automaticallyAdjustsScrollIndicatorInsets = c.automatic
            scroll.verticalScrollIndicatorInsets = c.insets
        }
        window.drag(from: Point(x: 200, y: 600), to: Point(x: 200, y: 300), duration: 0.1)
        #expect(scroll.isDecelerating)
        let fills = DisplayList(window: window).items.compactMap { item -> Rect? in
            if case .roundedFill(let r, 1.5, _) = item, r.width == 3 { r } else { nil }
        }
        let indicator = try #require(fills.first, "an indicator while it moves")
        #expect(indicator.minY >= c.top - 1e-9 && indicator.maxY <= c.bottom + 1e-9, "\(indicator)")
        #expect(indicator.maxX == c.right, "\(indicator)")
    }
}
