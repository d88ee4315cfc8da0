import Layout
import Testing

/// UIKit's `UISV-text-width-disambiguation`: two labels that may wrap, side by side in a filling
/// horizontal stack, each keep to an equal share of its width (at 950).
@Suite("Stack view text width shares (UISV-text-width-disambiguation)")
struct StackViewTextWidthTests {
    static let long = "A sentence long enough to need far more than half of the row to sit on one line"

    /// A horizontal stack 300 pt wide with spacing 8, holding labels with these numbers of lines.
    func makeRow(
        _ h: Harness, lines: [Int], axis: StackView.Axis = .horizontal, distribution: StackView.Distribution = .fill
    )
        throws -> (StackView, [Label])
    {
        let labels = lines.enumerated().map { i, n -> Label in
            let label = Label(text: StackViewTextWidthTests.long)
            label.numberOfLines = n
            label.accessibilityIdentifier = "label\(i)"
            return label
        }
        let stack = h.add(StackView(arrangedSubviews: labels), "stack")
        stack.axis = axis
        stack.distribution = distribution
        stack.spacing = 8
        try LayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: h.root.leadingAnchor), stack.topAnchor.constraint(equalTo: h.root.topAnchor),
            stack.widthAnchor.constraint(equalToConstant: 300),
        ])
        return (stack, labels)
    }

    func shares(_ stack: StackView) -> [LayoutConstraint] {
        stack.constraints.filter { $0.identifier == "UISV-text-width-disambiguation" }
    }

    @Test("two wrapping labels each get (300 - 8) / 2 = 146 pt, and wrap there")
    func twoWrappingLabels() throws {
        let h = Harness(width: 400, height: 400)
        let (stack, labels) = try makeRow(h, lines: [0, 0])
        let f = h.layout()
        #expect(f["label0"]?.width == 146 && f["label1"]?.width == 146)
        #expect(labels.allSatisfy { $0.frame.height > 30 }, "both wrap onto several lines")
        let made = shares(stack)
        #expect(made.count == 2)
        #expect(made.allSatisfy { $0.relation == .lessThanOrEqual && $0.multiplier == 0.5 && $0.constant == -4 && $0.priority == 950 })
    }

    @Test(
        "no shares for one wrapping label, a vertical stack, or fillEqually and fillProportionally",
        arguments: [
            ([0, 1], StackView.Axis.horizontal, StackView.Distribution.fill),
            ([0, 0], .vertical, .fill),
            ([0, 0], .horizontal, .fillEqually),
            ([0, 0], .horizontal, .fillProportionally),
        ])
    func noShares(lines: [Int], axis: StackView.Axis, distribution: StackView.Distribution) throws {
        let h = Harness(width: 400, height: 400)
        let (stack, _) = try makeRow(h, lines: lines, axis: axis, distribution: distribution)
        #expect(shares(stack).isEmpty)
    }

    @Test("a label that starts to wrap joins the shares, and one that stops leaves them")
    func candidacyFollowsNumberOfLines() throws {
        let h = Harness(width: 400, height: 400)
        let (stack, labels) = try makeRow(h, lines: [0, 1])
        #expect(shares(stack).isEmpty)
        labels[1].numberOfLines = 3
        #expect(shares(stack).count == 2)
        labels[0].numberOfLines = 1
        #expect(shares(stack).isEmpty)
    }
}
