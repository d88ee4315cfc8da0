import Layout
import Testing

@Suite("Stack views")
struct StackViewTests {
    func makeStack(
        _ h: Harness, distribution: StackView.Distribution, alignment: StackView.Alignment = .fill,
        widths: [Double] = [40, 60, 20], length: Double? = 300
    ) throws -> (StackView, [View]) {
        let stack = h.add(StackView(), "stack")
        stack.distribution = distribution
        stack.alignment = alignment
        stack.spacing = 10
        let views = widths.enumerated().map { i, w -> View in
            let v = FixedView(Size(width: w, height: 10 + Double(i) * 10))
            v.accessibilityIdentifier = "v\(i)"
            stack.addArrangedSubview(v)
            return v
        }
        try LayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: h.root.leadingAnchor),
            stack.topAnchor.constraint(equalTo: h.root.topAnchor),
        ])
        if let length { try stack.widthAnchor.constraint(equalToConstant: length).activate() }
        return (stack, views)
    }

    final class FixedView: View {
        let size: Size
        init(_ size: Size) { self.size = size; super.init() }
        override var intrinsicContentSize: Size { size }
    }

    @Test(
        "each distribution places the arranged views",
        arguments: [
            (StackView.Distribution.fillEqually, [[0.0, 93.333], [103.333, 93.333], [206.667, 93.333]]),
            // UIKit's shares are of the stack's width, intrinsic over intrinsic plus spacing (40/140,
            // 60/140, 20/140 of 300) at 999, 998, 997: with spacing they cannot all hold, and the
            // last view takes what is left.
            (.fillProportionally, [[0.0, 85.714], [95.714, 128.571], [234.286, 65.714]]),
            (.equalSpacing, [[0.0, 40], [130, 60], [280, 20]]),
            (.equalCentering, [[0.0, 40.0], [125.0, 60.0], [280.0, 20.0]]),
        ])
    func distributions(distribution: StackView.Distribution, expected: [[Double]]) throws {
        let h = Harness()
        let (_, views) = try makeStack(h, distribution: distribution)
        let f = h.layout()
        for (v, e) in zip(views, expected) {
            let r = f[v.accessibilityIdentifier!]!
            #expect(abs(r.x - e[0]) < 1e-3 && abs(r.width - e[1]) < 1e-3, "\(distribution) \(v.layoutName): \(r) vs \(e)")
        }
        #expect(h.lines.isEmpty, "\(h.lines)")
    }

    @Test("equalCentering: views that cannot be centred evenly keep their widths and close the gaps instead (UISV-fill-equally at 149)")
    func equalCenteringGivesWay() throws {
        let h = Harness()
        let (_, views) = try makeStack(h, distribution: .equalCentering, widths: [60, 10, 20], length: 100)
        (views[0].superview as? StackView)?.spacing = 0
        let f = h.layout()
        #expect(f["v0"]?.width == 60 && f["v1"]?.width == 10 && f["v2"]?.width == 20)
        #expect(f["v1"]?.x == 60 && f["v2"]?.x == 80)
    }

    @Test("fillProportionally: a stack that nothing else sizes is as long as its views' intrinsic lengths and spacing")
    func proportionalNaturalLength() throws {
        let h = Harness()
        _ = try makeStack(h, distribution: .fillProportionally, length: nil)
        let f = h.layout()
        for (name, width) in [("stack", 140.0), ("v0", 40), ("v1", 60), ("v2", 20)] {
            #expect(abs((f[name]?.width ?? 0) - width) < 1e-9, "\(name): \(f[name].map { "\($0)" } ?? "none")")
        }
    }

    @Test("fillProportionally: the shares follow a view's intrinsic size when it changes, as UIKit recomputes them")
    func proportionalSharesFollowContent() throws {
        let h = Harness()
        let short = Label(text: "ab"), long = Label(text: "abcdef")
        let stack = h.add(StackView(arrangedSubviews: [short, long]), "stack")
        stack.distribution = .fillProportionally
        try LayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: h.root.leadingAnchor), stack.topAnchor.constraint(equalTo: h.root.topAnchor),
            stack.widthAnchor.constraint(equalToConstant: 300),
        ])
        h.window.layoutIfNeeded()
        #expect(short.frame.width < long.frame.width)
        short.text = "abcdefghijkl"
        h.window.layoutIfNeeded()
        let ratio = short.intrinsicContentSize.width / long.intrinsicContentSize.width
        #expect(abs(short.frame.width / long.frame.width - ratio) < 1e-6)
        #expect(abs(short.frame.width + long.frame.width - 300) < 1e-6)
    }

    @Test("fillProportionally: an intrinsic length that is infinite or not a number counts as none, and no frame is NaN")
    func proportionalNonFiniteLength() throws {
        for bad in [Double.nan, .infinity] {
            let h = Harness()
            let (_, views) = try makeStack(h, distribution: .fillProportionally, widths: [40, bad, 20])
            let f = h.layout()
            for v in views {
                let r = try #require(f[v.accessibilityIdentifier!])
                #expect(r.x.isFinite && r.width.isFinite, "\(bad) \(v.layoutName): \(r)")
            }
            #expect(f["v0"]!.width / f["v2"]!.width == 2, "the measured views keep their proportion")
        }
    }

    @Test("fill: the lowest hugging priority stretches")
    func fill() throws {
        let h = Harness()
        let (_, views) = try makeStack(h, distribution: .fill)
        views[1].setContentHuggingPriority(200, for: .horizontal)
        let f = h.layout()
        #expect(f["v0"]?.width == 40 && f["v2"]?.width == 20)
        #expect(f["v1"]?.width == 220.0)
    }

    @Test(
        "alignment across the axis",
        arguments: [
            (StackView.Alignment.fill, [0.0, 0, 0], [30.0, 30, 30]),
            (.leading, [0, 0, 0], [10, 20, 30]),
            (.center, [10, 5, 0], [10, 20, 30]),
            (.trailing, [20, 10, 0], [10, 20, 30]),
        ])
    func alignment(alignment: StackView.Alignment, ys: [Double], heights: [Double]) throws {
        let h = Harness()
        let (stack, views) = try makeStack(h, distribution: .fillEqually, alignment: alignment)
        let f = h.layout()
        #expect(f["stack"]?.height == 30, "the stack hugs its tallest view")
        for (i, v) in views.enumerated() {
            #expect(
                f[v.accessibilityIdentifier!]?.y == ys[i] && f[v.accessibilityIdentifier!]?.height == heights[i],
                "\(alignment) \(v.layoutName): \(f[v.accessibilityIdentifier!]!)")
        }
        _ = stack
    }

    @Test("hiding an arranged view collapses it and its spacing; showing it restores the row")
    func hiding() throws {
        let h = Harness()
        let (_, views) = try makeStack(h, distribution: .fillEqually)
        views[1].isHidden = true
        var f = h.layout()
        #expect(f["v0"]?.width == 145 && f["v2"]?.x == 155)
        #expect(f["v1"]?.width == 0)
        views[1].isHidden = false
        f = h.layout()
        #expect(abs((f["v2"]?.x ?? 0) - 206.667) < 1e-3)
    }

    @Test("a vertical stack of labels sizes to its content")
    func vertical() throws {
        let h = Harness()
        let stack = h.add(StackView(arrangedSubviews: [Label(text: "One"), Label(text: "Two lines")]), "stack")
        stack.axis = .vertical
        stack.spacing = 4
        stack.alignment = .leading
        try LayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: h.root.leadingAnchor, constant: 5),
            stack.topAnchor.constraint(equalTo: h.root.topAnchor, constant: 5),
        ])
        h.window.layoutIfNeeded()
        let labels = stack.arrangedSubviews
        #expect(labels[1].frame.y == labels[0].frame.height + 4)
        #expect(stack.frame.height == labels[0].frame.height + 4 + labels[1].frame.height)
        #expect(stack.frame.width == max(labels[0].frame.width, labels[1].frame.width))
    }
}
