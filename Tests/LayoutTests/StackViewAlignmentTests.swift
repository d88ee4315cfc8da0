import Layout
import Testing

/// The constraints a stack view makes across its axis, as UIKit's logs show them for a horizontal
/// `UIStackView` of three views (`s0`, `s1`, `s2`): the alignment spanner, its priorities (999.5,
/// 51) and the ambiguity suppression at 25.
@Suite("Stack view alignment: UIKit's constraints across the axis")
struct StackViewAlignmentTests {
    final class FixedView: View {
        let size: Size
        init(_ size: Size) { self.size = size; super.init() }
        override var intrinsicContentSize: Size { size }
    }

    /// A horizontal stack at the root's top left holding views of the given heights (nil: a plain
    /// view with no intrinsic size).
    func makeStack(_ h: Harness, _ alignment: StackView.Alignment, heights: [Double?]) throws -> StackView {
        let stack = h.add(StackView(), "stack")
        stack.alignment = alignment
        for (i, height) in heights.enumerated() {
            let v = height.map { FixedView(Size(width: 20, height: $0)) } ?? View()
            v.accessibilityIdentifier = "s\(i)"
            stack.addArrangedSubview(v)
        }
        try LayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: h.root.leadingAnchor),
            stack.topAnchor.constraint(equalTo: h.root.topAnchor),
        ])
        return stack
    }

    /// A constraint in the short form of the published UIKit logs: `id a.attr REL b.attr [@p]`.
    func short(_ c: LayoutConstraint) -> String {
        func name(_ item: LayoutItem?) -> String {
            if let v = item as? View { return v.accessibilityIdentifier ?? "?" }
            return (item as? LayoutGuide).map { $0.identifier == "UISV-alignment-spanner" ? "spanner" : $0.identifier } ?? "?"
        }
        let rel = [LayoutRelation.equal: "==", .lessThanOrEqual: "<=", .greaterThanOrEqual: ">="][c.relation]!
        let rhs = c.secondItem == nil ? "\(Int(c.constant))" : "\(name(c.secondItem)).\(c.secondAttribute)"
        let priority = c.priority.isRequired ? "" : " @\(c.priority)"
        return "\(c.identifier ?? "") \(name(c.firstItem)).\(c.firstAttribute) \(rel) \(rhs)\(priority)"
    }

    static let across: Set<LayoutAttribute> = [.top, .bottom, .centerY, .height, .firstBaseline, .lastBaseline]

    @Test(
        "each alignment makes UIKit's constraints across the axis",
        arguments: [
            (
                StackView.Alignment.fill, 3,
                [
                    "UISV-alignment s0.top == s1.top", "UISV-alignment s0.top == s2.top",
                    "UISV-alignment s0.bottom == s1.bottom", "UISV-alignment s0.bottom == s2.bottom",
                    "UISV-canvas-connection stack.top == s0.top", "UISV-canvas-connection s0.bottom == stack.bottom",
                ]
            ),
            (
                .top, 3,
                [
                    "UISV-alignment s0.top == s1.top", "UISV-alignment s0.top == s2.top",
                    "UISV-spanning-boundary spanner.top == s0.top @999.5", "UISV-spanning-boundary spanner.bottom >= s0.bottom",
                    "UISV-spanning-boundary spanner.top == s1.top @999.5", "UISV-spanning-boundary spanner.bottom >= s1.bottom",
                    "UISV-spanning-boundary spanner.top == s2.top @999.5", "UISV-spanning-boundary spanner.bottom >= s2.bottom",
                    "UISV-spanning-fit spanner.height == 0 @51",
                    "UISV-canvas-connection stack.top == s0.top", "UISV-canvas-connection spanner.bottom == stack.bottom",
                    "UISV-ambiguity-suppression s0.height == 0 @25", "UISV-ambiguity-suppression s1.height == 0 @25",
                    "UISV-ambiguity-suppression s2.height == 0 @25",
                ]
            ),
            (
                .center, 3,
                [
                    "UISV-alignment s0.centerY == s1.centerY", "UISV-alignment s0.centerY == s2.centerY",
                    "UISV-spanning-boundary spanner.top <= s0.top", "UISV-spanning-boundary spanner.bottom >= s0.bottom",
                    "UISV-spanning-boundary spanner.top <= s1.top", "UISV-spanning-boundary spanner.bottom >= s1.bottom",
                    "UISV-spanning-boundary spanner.top <= s2.top", "UISV-spanning-boundary spanner.bottom >= s2.bottom",
                    "UISV-spanning-fit spanner.height == 0 @51",
                    "UISV-canvas-connection stack.top == spanner.top", "UISV-canvas-connection spanner.bottom == stack.bottom",
                    "UISV-canvas-connection stack.centerY == s0.centerY",
                    "UISV-ambiguity-suppression s0.height == 0 @25", "UISV-ambiguity-suppression s1.height == 0 @25",
                    "UISV-ambiguity-suppression s2.height == 0 @25",
                ]
            ),
            (
                .bottom, 3,
                [
                    "UISV-alignment s0.bottom == s1.bottom", "UISV-alignment s0.bottom == s2.bottom",
                    "UISV-spanning-boundary spanner.top <= s0.top", "UISV-spanning-boundary spanner.bottom == s0.bottom @999.5",
                    "UISV-spanning-boundary spanner.top <= s1.top", "UISV-spanning-boundary spanner.bottom == s1.bottom @999.5",
                    "UISV-spanning-boundary spanner.top <= s2.top", "UISV-spanning-boundary spanner.bottom == s2.bottom @999.5",
                    "UISV-spanning-fit spanner.height == 0 @51",
                    "UISV-canvas-connection stack.top == spanner.top", "UISV-canvas-connection s0.bottom == stack.bottom",
                    "UISV-ambiguity-suppression s0.height == 0 @25", "UISV-ambiguity-suppression s1.height == 0 @25",
                    "UISV-ambiguity-suppression s2.height == 0 @25",
                ]
            ),
            // The top is bounded by the first view alone (UIKit's long-standing behaviour, rdar
            // 32291130: a taller view further on reaches above the stack; the Auto Layout
            // Cookbook's NestedStackViews storyboard stores its text fields 5 pt above their rows).
            (
                .firstBaseline, 3,
                [
                    "UISV-alignment s0.firstBaseline == s1.firstBaseline", "UISV-alignment s0.firstBaseline == s2.firstBaseline",
                    "UISV-spanning-boundary spanner.bottom >= s0.bottom", "UISV-spanning-boundary spanner.bottom >= s1.bottom",
                    "UISV-spanning-boundary spanner.bottom >= s2.bottom",
                    "UISV-spanning-fit spanner.height == 0 @51", "UISV-canvas-fit stack.height == 0 @49",
                    "UISV-canvas-connection stack.top <= s0.top", "UISV-canvas-connection spanner.bottom == stack.bottom",
                    "UISV-ambiguity-suppression s0.height == 0 @25", "UISV-ambiguity-suppression s1.height == 0 @25",
                    "UISV-ambiguity-suppression s2.height == 0 @25",
                ]
            ),
            (
                .center, 1,
                [
                    "UISV-canvas-connection stack.top <= s0.top", "UISV-canvas-connection stack.bottom >= s0.bottom",
                    "UISV-canvas-connection stack.centerY == s0.centerY", "UISV-canvas-fit stack.height == 0 @49",
                    "UISV-ambiguity-suppression s0.height == 0 @25",
                ]
            ),
        ])
    func constraintsAcross(alignment: StackView.Alignment, count: Int, expected: [String]) throws {
        let h = Harness()
        let stack = try makeStack(h, alignment, heights: Array([10, 20, 30].prefix(count)))
        // As the published logs list them: the stack's constraints and its subviews' own.
        let owned = stack.constraints + stack.arrangedSubviews.flatMap(\.constraints)
        let made = owned.filter { $0.identifier?.hasPrefix("UISV-") == true && Self.across.contains($0.firstAttribute) }.map(short)
        #expect(made.sorted() == expected.sorted())
    }

    @Test(
        "a baseline-aligned row ends at its first view's edge on the baseline's side: a larger label further on reaches past it, as in UIKit",
        arguments: [StackView.Alignment.firstBaseline, .lastBaseline])
    func baselineRowFollowsItsFirstView(alignment: StackView.Alignment) throws {
        let h = Harness()
        let stack = h.add(StackView(), "stack")
        stack.alignment = alignment
        stack.spacing = 8
        let small = Label(text: "Hello", fontSize: 14), large = Label(text: "Ciao", fontSize: 40)
        for (label, name) in [(small, "small"), (large, "large")] {
            label.accessibilityIdentifier = name
            stack.addArrangedSubview(label)
        }
        try LayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: h.root.leadingAnchor),
            stack.topAnchor.constraint(equalTo: h.root.topAnchor, constant: 100),
        ])
        let f = h.layout()
        let (row, first, second) = (f["stack"]!, f["small"]!, f["large"]!)
        if alignment == .firstBaseline {
            #expect(row.minY == first.minY && second.minY < row.minY)
            #expect(row.maxY == second.maxY, "the other side still bounds every view")
        } else {
            #expect(row.maxY == first.maxY && second.maxY > row.maxY)
            #expect(row.minY == second.minY)
        }
    }

    @Test(
        "each distribution's own constraints carry UIKit's identifier and priority",
        arguments: [
            (StackView.Distribution.fillEqually, ["UISV-fill-equally s1.width == s0.width", "UISV-fill-equally s2.width == s0.width"]),
            (
                .fillProportionally,
                [
                    "UISV-fill-proportionally s0.width == stack.width @999", "UISV-fill-proportionally s1.width == stack.width @998",
                    "UISV-fill-proportionally s2.width == stack.width @997",
                ]
            ),
            (.equalSpacing, ["UISV-fill-equally UISV-distributing.width == UISV-distributing.width"]),
            (.equalCentering, ["UISV-fill-equally UISV-distributing.width == UISV-distributing.width @149"]),
        ])
    func distributionConstraints(distribution: StackView.Distribution, expected: [String]) throws {
        let h = Harness()
        let stack = try makeStack(h, .fill, heights: [10, 20, 30])
        stack.distribution = distribution
        let made = stack.constraints.filter {
            ["UISV-fill-equally", "UISV-fill-proportionally"].contains($0.identifier ?? "") && $0.firstAttribute == .width
        }
        #expect(made.map(short).sorted() == expected.sorted())
    }

    @Test("a view with no intrinsic height in a centred row gets none (UISV-ambiguity-suppression), at the row's centre")
    func suppression() throws {
        let h = Harness()
        _ = try makeStack(h, .center, heights: [30, nil])
        let f = h.layout()
        #expect(f["stack"]?.height == 30)
        #expect(f["s1"]?.height == 0 && f["s1"]?.y == 15)
    }

    @Test("a hidden arranged view no longer holds the stack open across the axis")
    func hiddenViewLeavesTheSpanner() throws {
        let h = Harness()
        let stack = try makeStack(h, .top, heights: [10, 20, 30])
        #expect(h.layout()["stack"]?.height == 30)
        stack.arrangedSubviews[2].isHidden = true
        #expect(h.layout()["stack"]?.height == 20)
    }

    @Test("the log names the spanner as UIKit does: _UILayoutSpacer with its identifier")
    func spannerInTheLog() throws {
        let h = Harness()
        let stack = try makeStack(h, .center, heights: [10, 20])
        h.window.layoutIfNeeded()
        let fit = try #require(stack.constraints.first { $0.identifier == "UISV-spanning-fit" })
        #expect(fit.description.contains("_UILayoutSpacer:0x"))
        #expect(fit.description.contains("'UISV-alignment-spanner'.height == 0"))
    }
}
