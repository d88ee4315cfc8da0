import Layout
import Testing
import TestSupport

/// UIScrollView's insets: `adjustedContentInset` adds the safe area where
/// `contentInsetAdjustmentBehavior` says, and scrolling stops at the adjusted insets.
@Suite("Scroll views: content insets and the safe area")
struct ScrollInsetTests {
    /// A full-screen scroll view on an iPhone 15 with content 1,000 points tall and as wide as the frame.
    private func scroll(_ behavior: ScrollView.ContentInsetAdjustmentBehavior, inset: EdgeInsets = .zero) throws -> (Window, ScrollView) {
        let (window, scroll, _) = try ScrollFixture.make(
            in: Window(device: .iPhone15, logSink: { _ in }), contentSize: Size(width: 0, height: 1000), widthFollowsFrame: true
        ) { scroll in
            scroll.contentInsetAdjustmentBehavior = behavior
            scroll.contentInset = inset
        }
        return (window, scroll)  // the window holds the hierarchy; the caller keeps it
    }

    @Test(
        "adjustedContentInset: the safe area on the scrolling axis (automatic, scrollableAxes), everywhere (always), nowhere (never), plus contentInset",
        arguments: [
            (ScrollView.ContentInsetAdjustmentBehavior.automatic, EdgeInsets.zero, EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)),
            (.scrollableAxes, EdgeInsets.zero, EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)),
            (.never, EdgeInsets.zero, EdgeInsets.zero),
            (.always, EdgeInsets(top: 10, left: 5, bottom: 0, right: 0), EdgeInsets(top: 69, left: 5, bottom: 34, right: 0)),
            (.never, EdgeInsets(top: 10, left: 0, bottom: 20, right: 0), EdgeInsets(top: 10, left: 0, bottom: 20, right: 0)),
        ])
    func adjusted(behavior: ScrollView.ContentInsetAdjustmentBehavior, inset: EdgeInsets, expected: EdgeInsets) throws {
        let (window, s) = try scroll(behavior, inset: inset)
        #expect(window.device == .iPhone15)
        #expect(s.contentSize == Size(width: 393, height: 1000))
        #expect(s.adjustedContentInset == expected)
    }

    @Test(
        "at rest at the top the offset is minus the adjusted inset, so content starts clear of the unsafe strip; it follows inset changes, not a scrolled offset",
        arguments: [
            (ScrollView.ContentInsetAdjustmentBehavior.automatic, Point(x: 0, y: -59)), (.never, Point.zero),
            (.always, Point(x: 0, y: -59)),
        ])
    func restingOffset(behavior: ScrollView.ContentInsetAdjustmentBehavior, expected: Point) throws {
        let (window, s) = try scroll(behavior)
        #expect(s.contentOffset == expected)
        s.contentInset = EdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        #expect(s.contentOffset == Point(x: 0, y: expected.y - 10))
        s.setContentOffset(Point(x: 0, y: 100))
        s.contentInset = .zero
        window.layoutIfNeeded()
        #expect(s.contentOffset == Point(x: 0, y: 100), "a scrolled offset stays where the user left it")
    }

    @Test(
        "the content's safe area is measured where the content shows: clear of the status bar at rest (not counted twice with the adjusted inset), under it by as much as it is scrolled"
    )
    func contentSafeAreaFollowsTheOffset() throws {
        let (window, scroll, content) = try ScrollFixture.make(
            in: Window(device: .iPhone15, logSink: { _ in }), contentSize: Size(width: 0, height: 1000), widthFollowsFrame: true)
        #expect(scroll.contentOffset.y == -59 && window.safeAreaInsets.top == 59)
        #expect(content.safeAreaInsets.top == 0)
        scroll.setContentOffset(Point(x: 0, y: 100))
        #expect(content.safeAreaInsets.top == 159)
        scroll.setContentOffset(Point(x: 0, y: -59))
        #expect(content.safeAreaInsets.top == 0)
    }

    @Test("setContentOffset stops at the adjusted insets: -top at the start, contentSize - height + bottom at the end")
    func offsetRange() throws {
        let (window, s) = try scroll(.automatic)
        #expect(window.safeAreaInsets.top == 59)
        s.setContentOffset(Point(x: 0, y: -500))
        #expect(s.contentOffset == Point(x: 0, y: -59))
        s.setContentOffset(Point(x: 40, y: 5000))
        #expect(s.contentOffset == Point(x: 0, y: 1000 - 852 + 34))
    }

    @Test(
        "scrollRectToVisible scrolls as little as it takes to show a rect clear of the adjusted insets (the 759 points between the 59 and 34 point strips), within the content",
        arguments: [
            ("already shown: no scroll", -59.0, Rect(x: 0, y: 100, width: 10, height: 100), -59.0),
            ("below: its bottom at the bottom strip", -59, Rect(x: 0, y: 800, width: 10, height: 100), 82),
            ("above: its top under the top strip", 300, Rect(x: 0, y: 100, width: 10, height: 50), 41),
            ("taller than the room: from its top", -59, Rect(x: 0, y: 200, width: 10, height: 800), 141),
            ("past the content's end: the offset stops at the end", -59, Rect(x: 0, y: 980, width: 10, height: 100), 182),
            ("not finite: no scroll", -59, Rect(x: 0, y: .nan, width: 10, height: 10), -59),
        ])
    func scrollRectToVisible(_ name: String, from start: Double, rect: Rect, expected: Double) throws {
        let (window, s) = try scroll(.automatic)
        #expect(window.safeAreaInsets.top == 59)
        s.setContentOffset(Point(x: 0, y: start))
        s.scrollRectToVisible(rect)
        #expect(s.contentOffset == Point(x: 0, y: expected), "\(name)")
    }

    @Test(
        "a content view pinned to the content area with no size of its own is ambiguous (UIKit: scrollable content size is ambiguous); with a size it is not"
    )
    func ambiguousContent() throws {
        let (window, scroll, content) = try ScrollFixture.make(
            in: Window(size: Size(width: 320, height: 480), logSink: { _ in }), contentSize: nil)
        let root = window.rootView!
        #expect(content.hasAmbiguousLayout)
        #expect(root.autolayoutTrace().contains("AMBIGUOUS LAYOUT for"))
        try LayoutConstraint.activate([
            content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 900),
        ])
        window.layoutIfNeeded()
        #expect(!content.hasAmbiguousLayout)
        #expect(scroll.contentSize == Size(width: 320, height: 900))
    }
}
