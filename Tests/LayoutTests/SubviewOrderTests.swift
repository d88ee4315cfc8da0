import Testing

@testable import Layout

/// UIKit's subview order: `subviews` is the drawing order, back to front; inserting above or below a
/// sibling puts the view right next to it; removing a view leaves the others in order.
@MainActor
@Suite("Subview order: inserting next to a sibling, removing from either end")
struct SubviewOrderTests {
    static func container(_ n: Int) -> (View, [View]) {
        let parent = View()
        let children = (0..<n).map { i -> View in
            let v = View()
            v.accessibilityIdentifier = "v\(i)"
            parent.addSubview(v)
            return v
        }
        return (parent, children)
    }

    static func names(_ parent: View) -> [String] { parent.subviews.map { $0.accessibilityIdentifier ?? "?" } }

    @Test("removing from the front, the back or the middle keeps the others in drawing order")
    func removalKeepsOrder() {
        let (parent, v) = Self.container(7)
        v[0].removeFromSuperview()
        v[6].removeFromSuperview()
        v[3].removeFromSuperview()
        #expect(Self.names(parent) == ["v1", "v2", "v4", "v5"])
        for child in [v[1], v[2], v[4], v[5]] { child.removeFromSuperview() }
        #expect(parent.subviews.isEmpty)
        #expect(v.allSatisfy { $0.superview == nil })
    }

    @Test("inserting above or below the first, a middle and the last sibling", arguments: [0, 2, 4])
    func insertNextToSibling(sibling: Int) {
        let (parent, v) = Self.container(5)
        let above = View(), below = View()
        above.accessibilityIdentifier = "above"
        below.accessibilityIdentifier = "below"
        parent.insertSubview(above, aboveSubview: v[sibling])
        parent.insertSubview(below, belowSubview: v[sibling])
        var expected = (0..<5).map { "v\($0)" }
        expected.insert("above", at: sibling + 1)
        expected.insert("below", at: sibling)
        #expect(Self.names(parent) == expected)
    }
}
