import Testing
@testable import Layout

/// UIKit evaluates `item1.attr1 = m * item2.attr2 + c` in the coordinate system of the two items'
/// nearest common ancestor; when one item is that ancestor, its attributes are its own bounds
/// (leading 0, trailing = width). Apple's Auto Layout Guide ("Anatomy of a Constraint",
/// "Creating Constraints Programmatically") builds proportional layouts on this: a multiplier on
/// a superview's trailing or bottom edge places a subview at a fraction of the superview, wherever
/// the superview itself sits.
@Suite("Coordinate spaces: constraints live in their items' nearest common ancestor")
struct CoordinateSpaceTests {
    /// `a.aa == m * b.ba + c`, as UIKit code writes a multiplied position (anchors have no multiplier).
    func equal(
        _ a: LayoutItem, _ aa: LayoutAttribute, _ b: LayoutItem, _ ba: LayoutAttribute,
        multiplier m: Double = 1, constant c: Double = 0
    ) throws -> LayoutConstraint {
        try LayoutConstraint(item: a, attribute: aa, relatedBy: .equal, toItem: b, attribute: ba, multiplier: m, constant: c)
    }

    /// A 200 x 100 container at (100, 50) in the root, laid out with constraints.
    struct Offset {
        let h = Harness(width: 400, height: 300)
        let container: View

        init() throws {
            container = h.add(View(), "container")
            try LayoutConstraint.activate([
                container.leadingAnchor.constraint(equalTo: h.root.leadingAnchor, constant: 100),
                container.topAnchor.constraint(equalTo: h.root.topAnchor, constant: 50),
                container.widthAnchor.constraint(equalToConstant: 200),
                container.heightAnchor.constraint(equalToConstant: 100),
            ])
        }
    }

    @Test("child.centerX == 0.5 * container.trailing centres the child in the container, not in the window")
    func multiplierOnSuperviewEdge() throws {
        let o = try Offset()
        let child = o.h.add(View(), "child", to: o.container)
        try LayoutConstraint.activate([
            try equal(child, .centerX, o.container, .trailing, multiplier: 0.5),
            try equal(child, .centerY, o.container, .bottom, multiplier: 0.5),
            child.widthAnchor.constraint(equalToConstant: 70), child.heightAnchor.constraint(equalToConstant: 30),
        ])
        let frames = o.h.layout()
        // The centre at (100, 50) in the container's bounds: x 65...135, y 35...65; in the window (200, 100).
        #expect(child.frame == Rect(x: 65, y: 35, width: 70, height: 30))
        #expect(frames["child"] == Rect(x: 165, y: 85, width: 70, height: 30))
    }

    @Test("a proportional edge: child.leading == 0.25 * container.trailing + 10, in the container's bounds")
    func proportionalLeading() throws {
        let o = try Offset()
        let child = o.h.add(View(), "child", to: o.container)
        try LayoutConstraint.activate([
            try equal(child, .leading, o.container, .trailing, multiplier: 0.25, constant: 10),
            try equal(child, .trailing, o.container, .trailing, multiplier: 0.75),
            child.topAnchor.constraint(equalTo: o.container.topAnchor), child.heightAnchor.constraint(equalToConstant: 10),
        ])
        _ = o.h.layout()
        #expect(child.frame == Rect(x: 60, y: 0, width: 90, height: 10))
    }

    @Test("a grandchild against its grandparent: evaluated in the grandparent, the parent's offset added")
    func acrossTwoLevels() throws {
        let o = try Offset()
        let inner = o.h.add(View(), "inner", to: o.container)
        let leaf = o.h.add(View(), "leaf", to: inner)
        try LayoutConstraint.activate([
            inner.leadingAnchor.constraint(equalTo: o.container.leadingAnchor, constant: 20),
            inner.topAnchor.constraint(equalTo: o.container.topAnchor, constant: 10),
            inner.widthAnchor.constraint(equalToConstant: 100), inner.heightAnchor.constraint(equalToConstant: 50),
            // 0.5 * 200 = 100 in the container: 80 in inner's bounds.
            try equal(leaf, .centerX, o.container, .trailing, multiplier: 0.5),
            leaf.topAnchor.constraint(equalTo: inner.topAnchor),
            leaf.widthAnchor.constraint(equalToConstant: 10), leaf.heightAnchor.constraint(equalToConstant: 10),
        ])
        let frames = o.h.layout()
        #expect(leaf.frame == Rect(x: 75, y: 0, width: 10, height: 10))
        #expect(frames["leaf"] == Rect(x: 195, y: 60, width: 10, height: 10))
    }

    @Test("siblings with a multiplier are compared in their superview: a.centerX == 2 * b.centerX")
    func siblingsWithMultiplier() throws {
        let o = try Offset()
        let a = o.h.add(View(), "a", to: o.container), b = o.h.add(View(), "b", to: o.container)
        try LayoutConstraint.activate([
            b.leadingAnchor.constraint(equalTo: o.container.leadingAnchor, constant: 20),
            b.widthAnchor.constraint(equalToConstant: 20),
            try equal(a, .centerX, b, .centerX, multiplier: 2),
            a.widthAnchor.constraint(equalToConstant: 20),
            a.topAnchor.constraint(equalTo: o.container.topAnchor), b.topAnchor.constraint(equalTo: o.container.topAnchor),
            a.heightAnchor.constraint(equalToConstant: 5), b.heightAnchor.constraint(equalToConstant: 5),
        ])
        _ = o.h.layout()
        #expect(b.frame.midX == 30)
        #expect(a.frame.midX == 60, "2 * 30 in the container; in window coordinates it would be 2 * 130 - 100")
    }

    @Test("margins: child.leading == 0.5 * container.trailingMargin uses the container's own margins rectangle")
    func multiplierOnMargin() throws {
        let o = try Offset()
        o.container.layoutMargins = EdgeInsets(top: 0, left: 10, bottom: 0, right: 20)
        let child = o.h.add(View(), "child", to: o.container)
        try LayoutConstraint.activate([
            try equal(child, .leading, o.container, .trailingMargin, multiplier: 0.5),
            child.topAnchor.constraint(equalTo: o.container.topAnchor),
            child.widthAnchor.constraint(equalToConstant: 10), child.heightAnchor.constraint(equalToConstant: 10),
        ])
        _ = o.h.layout()
        #expect(child.frame.x == 90, "0.5 * (200 - 20)")
    }

    @Test("a layout guide of the container: guide.leading == 0.5 * container.trailing")
    func guideInOffsetContainer() throws {
        let o = try Offset()
        let guide = LayoutGuide()
        o.container.addLayoutGuide(guide)
        try LayoutConstraint.activate([
            try equal(guide, .leading, o.container, .trailing, multiplier: 0.5),
            guide.widthAnchor.constraint(equalToConstant: 40),
            guide.topAnchor.constraint(equalTo: o.container.topAnchor), guide.heightAnchor.constraint(equalToConstant: 10),
        ])
        _ = o.h.layout()
        #expect(guide.layoutFrame == Rect(x: 100, y: 0, width: 40, height: 10))
    }

    @Test("right to left: trailing is the left edge, 0 in the container's bounds, so child.trailing == 0.5 * container.trailing is 0")
    func rightToLeftMultiplier() throws {
        let o = try Offset()
        o.h.root.semanticContentAttribute = .forceRightToLeft
        let child = o.h.add(View(), "child", to: o.container)
        try LayoutConstraint.activate([
            try equal(child, .trailing, o.container, .trailing, multiplier: 0.5),
            child.widthAnchor.constraint(equalToConstant: 20),
            child.topAnchor.constraint(equalTo: o.container.topAnchor), child.heightAnchor.constraint(equalToConstant: 10),
        ])
        _ = o.h.layout()
        // Trailing is the left edge in RTL: the container's trailing is x = 0 in its bounds, so the
        // child's left edge sits at 0 and its right at 20.
        #expect(o.container.frame.x == 100)
        #expect(child.frame == Rect(x: 0, y: 0, width: 20, height: 10))
    }

    @Test("moving a container moves its subtree: the subviews' frames (in the container) do not change")
    func movingContainerKeepsSubtree() throws {
        let o = try Offset()
        let child = o.h.add(View(), "child", to: o.container)
        try LayoutConstraint.activate([
            try equal(child, .centerX, o.container, .trailing, multiplier: 0.5),
            child.topAnchor.constraint(equalTo: o.container.topAnchor, constant: 5),
            child.widthAnchor.constraint(equalToConstant: 10), child.heightAnchor.constraint(equalToConstant: 10),
        ])
        _ = o.h.layout()
        let before = child.frame
        o.h.root.constraints.first { $0.firstAttribute == .leading && $0.firstItem === o.container }!.constant = 150
        let frames = o.h.layout()
        #expect(frames["container"]?.x == 150)
        #expect(child.frame == before)
        #expect(child.frameInWindow.x == 150 + 95)
    }

    @Test("a scroll view in an offset container: its edges against its content are the content area, its width the frame's")
    func scrollViewContent() throws {
        let o = try Offset()
        let scroll = o.h.add(ScrollView(), "scroll", to: o.container)
        let content = o.h.add(View(), "content", to: scroll)
        try LayoutConstraint.activate([
            scroll.leadingAnchor.constraint(equalTo: o.container.leadingAnchor, constant: 10),
            scroll.topAnchor.constraint(equalTo: o.container.topAnchor, constant: 10),
            scroll.widthAnchor.constraint(equalToConstant: 150), scroll.heightAnchor.constraint(equalToConstant: 80),
            content.leadingAnchor.constraint(equalTo: scroll.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scroll.trailingAnchor),
            content.topAnchor.constraint(equalTo: scroll.topAnchor),
            content.bottomAnchor.constraint(equalTo: scroll.bottomAnchor),
            content.widthAnchor.constraint(equalTo: scroll.widthAnchor, multiplier: 2),
            content.heightAnchor.constraint(equalToConstant: 300),
        ])
        _ = o.h.layout()
        #expect(scroll.frame == Rect(x: 10, y: 10, width: 150, height: 80))
        #expect(content.frame == Rect(x: 0, y: 0, width: 300, height: 300))
        #expect(scroll.contentSize == Size(width: 300, height: 300))
    }

    @Test(
        "a new constant keeps what the items give the solver: a container's alignment insets between a view and its grandparent",
        arguments: [10.0, 35, -5])
    func constantChangeKeepsAlignmentInsets(constant: Double) throws {
        let o = try Offset()
        o.container.alignmentRectInsets = EdgeInsets(top: 6, left: 4, bottom: 0, right: 0)
        let child = o.h.add(View(), "child", to: o.container)
        let leading = child.leadingAnchor.constraint(equalTo: o.h.root.leadingAnchor, constant: 120)
        try LayoutConstraint.activate([
            leading, child.topAnchor.constraint(equalTo: o.container.topAnchor),
            child.widthAnchor.constraint(equalToConstant: 10), child.heightAnchor.constraint(equalToConstant: 10),
        ])
        _ = o.h.layout()
        let first = child.frameInWindow.x
        leading.constant = 120 + constant
        _ = o.h.layout()
        #expect(child.frameInWindow.x - first == constant)
    }

    @Test("a view inside a scroll view against a view outside it is placed through the scroll view's bounds: the content offset counts")
    func scrolledCrossing() throws {
        let o = try Offset()
        let scroll = o.h.add(ScrollView(), "scroll", to: o.container)
        let pinned = o.h.add(View(), "pinned", to: scroll)
        let top = pinned.topAnchor.constraint(equalTo: o.h.root.topAnchor, constant: 70)
        try LayoutConstraint.activate([
            scroll.leadingAnchor.constraint(equalTo: o.container.leadingAnchor),
            scroll.topAnchor.constraint(equalTo: o.container.topAnchor),
            scroll.widthAnchor.constraint(equalToConstant: 150), scroll.heightAnchor.constraint(equalToConstant: 80),
            top, pinned.leadingAnchor.constraint(equalTo: scroll.leadingAnchor),
            pinned.widthAnchor.constraint(equalToConstant: 10), pinned.heightAnchor.constraint(equalToConstant: 10),
        ])
        _ = o.h.layout()
        #expect(pinned.frame.y == 20, "70 in the root is 20 into the container at 50")
        scroll.contentOffset = Point(x: 0, y: 30)
        _ = o.h.layout()
        #expect(pinned.frame.y == 50, "in the content, as far down as it scrolled")
        top.constant = 80
        _ = o.h.layout()
        #expect(pinned.frame.y == 60, "a new constant keeps the offset")
        scroll.contentOffset = .zero
        _ = o.h.layout()
        #expect(pinned.frame.y == 30)
    }

    @Test("toggling a constraint that reaches out of a scroll view, without scrolling, keeps the list of such constraints short")
    func crossingListStaysShort() throws {
        let o = try Offset()
        let scroll = o.h.add(ScrollView(), "scroll", to: o.container)
        let pinned = o.h.add(View(), "pinned", to: scroll)
        let top = pinned.topAnchor.constraint(equalTo: o.h.root.topAnchor, constant: 70)
        try LayoutConstraint.activate([top, pinned.leadingAnchor.constraint(equalTo: scroll.leadingAnchor)])
        _ = o.h.layout()
        for _ in 0..<200 {
            top.isActive = false
            top.isActive = true
        }
        let engine = try #require(scroll.engineIfAny)
        #expect((engine.scrollCrossings[ObjectIdentifier(scroll)]?.count ?? 0) < 40)
        scroll.contentOffset = Point(x: 0, y: 30)
        _ = o.h.layout()
        #expect(engine.scrollCrossings[ObjectIdentifier(scroll)]?.count == 1, "the one installed, once")
        #expect(pinned.frame.y == 50)
    }
}
