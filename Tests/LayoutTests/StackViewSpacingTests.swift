import Layout
import Testing

/// UIStackView's spacing API: custom spacing after a view, the system and default markers,
/// baseline-relative arrangement, and arranged views leaving with their superview.
@Suite("Stack views: custom spacing, baselines, removal")
struct StackViewSpacingTests {
    private func stack(_ h: Harness, axis: StackView.Axis = .horizontal) -> (StackView, [View]) {
        let stack = h.add(StackView(), "stack")
        stack.axis = axis
        stack.spacing = 10
        stack.distribution = .fill
        let views = (0..<3).map { i -> View in
            let v = StackViewTests.FixedView(Size(width: 40, height: 20))
            v.accessibilityIdentifier = "v\(i)"
            stack.addArrangedSubview(v)
            return v
        }
        try? LayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: h.root.leadingAnchor),
            stack.topAnchor.constraint(equalTo: h.root.topAnchor),
        ])
        return (stack, views)
    }

    @Test("setCustomSpacing(_:after:) sets the gap after one view; spacingUseSystem is 8; spacingUseDefault goes back to spacing")
    func customSpacing() {
        let h = Harness()
        let (stack, v) = stack(h)
        stack.setCustomSpacing(30, after: v[0])
        stack.setCustomSpacing(StackView.spacingUseSystem, after: v[1])
        var f = h.layout()
        #expect(f["v1"]?.x == 70 && f["v2"]?.x == 118)
        #expect(stack.customSpacing(after: v[0]) == 30 && stack.customSpacing(after: v[2]) == StackView.spacingUseDefault)
        stack.setCustomSpacing(StackView.spacingUseDefault, after: v[0])
        f = h.layout()
        #expect(f["v1"]?.x == 50)
    }

    @Test("removeFromSuperview on an arranged view takes it out of arrangedSubviews, and the others close up")
    func removal() {
        let h = Harness()
        let (stack, v) = stack(h)
        v[1].removeFromSuperview()
        #expect(stack.arrangedSubviews.count == 2 && !stack.arrangedSubviews.contains { $0 === v[1] })
        let f = h.layout()
        #expect(f["v2"]?.x == 50)
    }

    @Test("isBaselineRelativeArrangement: a vertical stack of labels spaces them baseline to baseline")
    func baselines() {
        let h = Harness()
        let stack = h.add(StackView(), "stack")
        stack.axis = .vertical
        stack.spacing = 30
        stack.isBaselineRelativeArrangement = true
        let a = Label(text: "First"), b = Label(text: "Second")
        for l in [a, b] { stack.addArrangedSubview(l) }
        try? LayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: h.root.leadingAnchor),
            stack.topAnchor.constraint(equalTo: h.root.topAnchor),
        ])
        _ = h.layout()
        let lastBaselineA = a.frame.maxY - (a.lastBaselineOffsetFromBottom ?? 0)
        let firstBaselineB = b.frame.y + (b.firstBaselineOffsetFromTop ?? 0)
        #expect(abs(firstBaselineB - lastBaselineA - 30) < 1e-9)
    }
}

/// A container that routes its baselines to a label inside it (UIKit's `forFirstBaselineLayout`).
@Suite("Baselines routed through containers")
struct BaselineRoutingTests {
    final class TitledBox: View {
        let title = Label(text: "Title")
        override init(frame: Rect = .zero) {
            super.init(frame: frame)
            title.translatesAutoresizingMaskIntoConstraints = false
            addSubview(title)
            try? LayoutConstraint.activate([
                title.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 10),
                title.topAnchor.constraint(equalTo: topAnchor, constant: 25),
                widthAnchor.constraint(equalToConstant: 120), heightAnchor.constraint(equalToConstant: 80),
            ])
        }
        override var forFirstBaselineLayout: View { title }
        override var forLastBaselineLayout: View { title }
    }

    @Test("forFirstBaselineLayout: a label aligned to a container's first baseline sits on the baseline of the container's title")
    func routed() throws {
        let h = Harness()
        let box = h.add(TitledBox(), "box")
        let label = h.add(Label(text: "Beside"), "label")
        try LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: h.root.leadingAnchor), box.topAnchor.constraint(equalTo: h.root.topAnchor, constant: 40),
            label.leadingAnchor.constraint(equalTo: box.trailingAnchor, constant: 8),
            label.firstBaselineAnchor.constraint(equalTo: box.firstBaselineAnchor),
        ])
        _ = h.layout()
        let titleBaseline = box.frame.y + box.title.frame.y + (box.title.firstBaselineOffsetFromTop ?? 0)
        let labelBaseline = label.frame.y + (label.firstBaselineOffsetFromTop ?? 0)
        #expect(
            abs(titleBaseline - labelBaseline) < 1e-9 && abs(titleBaseline - (40 + 25 + (box.title.firstBaselineOffsetFromTop ?? 0))) < 1e-9
        )
    }
}

/// equalSpacing and equalCentering stacks spread their views only as far as the stack's own size
/// forces: with no size along the axis they hug their content, whatever order the constraints came in.
@Suite("Stack views: equal spacing hugs its content")
struct StackViewHuggingTests {
    @Test(
        "no width: the views sit `spacing` apart; a fixed width: the gaps grow to fill it",
        arguments: [
            (StackView.Distribution.equalSpacing, nil as Double?, [0.0, 50, 100], 140.0),
            (.equalCentering, nil, [0.0, 50, 100], 140.0),
            (.equalSpacing, 300, [0.0, 130, 260], 300.0),
            (.equalCentering, 300, [0.0, 130, 260], 300.0),
        ])
    func hugging(distribution: StackView.Distribution, width: Double?, xs: [Double], stackWidth: Double) throws {
        for reversed in [false, true] {
            let h = Harness()
            let stack = h.add(StackView(), "stack")
            stack.distribution = distribution
            stack.spacing = 10
            for i in 0..<3 {
                let v = StackViewTests.FixedView(Size(width: 40, height: 20))
                v.accessibilityIdentifier = "v\(i)"
                stack.addArrangedSubview(v)
            }
            var constraints = [
                stack.centerXAnchor.constraint(equalTo: h.root.centerXAnchor),
                stack.topAnchor.constraint(equalTo: h.root.topAnchor),
            ]
            if let width { constraints.append(stack.widthAnchor.constraint(equalToConstant: width)) }
            try LayoutConstraint.activate(reversed ? constraints.reversed() : constraints)
            let f = h.layout()
            #expect(f["stack"]?.width == stackWidth)
            let left = f["stack"]?.x ?? 0
            #expect((0..<3).map { (f["v\($0)"]?.x ?? -1) - left } == xs)
        }
    }
}
