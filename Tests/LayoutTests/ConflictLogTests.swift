import Layout
import Testing

/// Replaces every `0x…` address with `0xADDR`, as the checks do.
func normaliseAddresses(_ s: String) -> String {
    var out = ""
    var chars = Array(s)
    var i = 0
    while i < chars.count {
        if chars[i] == "0", i + 1 < chars.count, chars[i + 1] == "x" {
            var j = i + 2
            while j < chars.count, chars[j].isHexDigit { j += 1 }
            if j > i + 2 {
                out += "0xADDR"
                i = j
                continue
            }
        }
        out.append(chars[i])
        i += 1
    }
    chars = []
    return out
}

@Suite("Unsatisfiable-constraint logs")
struct ConflictLogTests {
    /// 000's mistake: the image view keeps translatesAutoresizingMaskIntoConstraints = true.
    final class MistakeController: ViewController {
        override func viewDidLoad() {
            let logoImageView = ImageView(image: Image(name: "apple.jpg", size: Size(width: 241, height: 160)))
            logoImageView.accessibilityIdentifier = "apple.jpg"
            logoImageView.frame = Rect(x: 0, y: 0, width: 241, height: 160)
            view.addSubview(logoImageView)
            let leftConstraint = try! LayoutConstraint(
                item: logoImageView, attribute: .leading, relatedBy: .equal, toItem: view, attribute: .leading, multiplier: 1, constant: 0)
            let rightConstraint = try! LayoutConstraint(
                item: logoImageView, attribute: .trailing, relatedBy: .equal, toItem: view, attribute: .trailing, multiplier: 1, constant: 0
            )
            try! LayoutConstraint.activate([leftConstraint, rightConstraint])
        }
    }

    static let header = [
        "[LayoutConstraints] Unable to simultaneously satisfy constraints.",
        "\tProbably at least one of the constraints in the following list is one you don't want. ",
        "\tTry this: ",
        "\t\t(1) look at each constraint and try to figure out which you don't expect; ",
        "\t\t(2) find the code that added the unwanted constraint or constraints and fix it. ",
    ]
    static let footer = [
        "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.",
        "The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful.",
    ]

    static func compare(_ got: String, _ want: [String]) {
        let lines = normaliseAddresses(got).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.count == want.count, "line count \(lines.count) vs \(want.count):\n\(normaliseAddresses(got))")
        for (i, (g, w)) in zip(lines, want).enumerated() {
            #expect(g == w, "line \(i + 1)\n got: \(g.debugDescription)\nwant: \(w.debugDescription)")
        }
    }

    @Test("000: the autoresizing conflict logs UIKit's text, line for line, once, to the sink")
    func autoresizingConflict() throws {
        var sink: [String] = []
        let window = Window(size: Size(width: 568, height: 320), logSink: { sink.append($0) })
        window.rootViewController = MistakeController()
        window.layoutIfNeeded()
        let conflict = try #require(window.conflicts.first)
        let broken = "<NSLayoutConstraint:0xADDR apple.jpg.trailing == UIView:0xADDR.trailing   (active, names: apple.jpg:0xADDR )>"
        Self.compare(
            conflict.uikitLog,
            Self.header + [
                "\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints) ",
                "(",
                "    \"<NSAutoresizingMaskLayoutConstraint:0xADDR h=--& v=--& apple.jpg.midX == 120.5   (active, names: apple.jpg:0xADDR )>\",",
                "    \"<NSLayoutConstraint:0xADDR H:|-(0)-[apple.jpg]   (active, names: apple.jpg:0xADDR, '|':UIView:0xADDR )>\",",
                "    \"\(broken)\",",
                "    \"<NSLayoutConstraint:0xADDR 'UIView-Encapsulated-Layout-Width' UIView:0xADDR.width == 568   (active)>\"",
                ")", "", "Will attempt to recover by breaking constraint ", broken, "",
            ] + Self.footer)
        #expect(sink == [conflict.uikitLog])
        #expect(conflict.explanation.contains("Suggested fix: translatesAutoresizingMaskIntoConstraints is true on apple.jpg"))
        #expect(conflict.explanation.contains("made at LayoutTests/ConflictLogTests.swift:"))
        #expect(window.frames["apple.jpg"] == Rect(x: 0, y: 0, width: 241, height: 160), "the broken constraint is left out")
    }

    /// 001: the top gray view pinned 25 below the top, then again at the standard spacing.
    @Test("001: V:|-25-[top(==100)] against V:|-[top]-[bottom(==100)]")
    func duplicateTop() throws {
        let h = Harness(width: 320, height: 568)
        h.root.accessibilityIdentifier = nil
        let top = h.add(View(), "_topGrayView"), bottom = h.add(View(), "_bottomGrayView")
        let views: [String: LayoutItem] = ["_topGrayView": top, "_bottomGrayView": bottom]
        for format in [
            "H:|-[_topGrayView]-|", "V:|-25-[_topGrayView(==100)]", "H:|-[_bottomGrayView]-|",
            "V:|-[_topGrayView]-[_bottomGrayView(==100)]",
        ] {
            h.root.addConstraints(try LayoutConstraint.constraints(withVisualFormat: format, views: views))
        }
        h.window.layoutIfNeeded()
        let conflict = try #require(h.window.conflicts.first)
        let broken =
            "<NSLayoutConstraint:0xADDR _topGrayView.top == UILayoutGuide:0xADDR'UIViewLayoutMarginsGuide'.top NSSpace(0)   (active, names: _topGrayView:0xADDR )>"
        Self.compare(
            conflict.uikitLog,
            Self.header + [
                "(",
                "    \"<NSLayoutConstraint:0xADDR V:|-(25)-[_topGrayView]   (active, names: _topGrayView:0xADDR, '|':UIView:0xADDR )>\",",
                "    \"\(broken)\",",
                "    \"<NSLayoutConstraint:0xADDR 'UIView-topMargin-guide-constraint' V:|-(8)-[UILayoutGuide:0xADDR'UIViewLayoutMarginsGuide']   (active, names: '|':UIView:0xADDR )>\"",
                ")", "", "Will attempt to recover by breaking constraint ", broken, "",
            ] + Self.footer)
        #expect(conflict.explanation.contains("_topGrayView.top is set twice (\"V:|-25-[_topGrayView(==100)]\" at"))
        #expect(h.window.frames["_topGrayView"]?.y == 25, "the first constraint wins; the later one is broken")
    }

    @Test("a multiplier of 1e308 is refused by name: the log prints the constraint, the rest is laid out")
    func hugeMultiplier() throws {
        let h = Harness(width: 320, height: 200)
        let a = h.add(View(), "a"), b = h.add(View(), "b")
        try LayoutConstraint.activate([
            a.widthAnchor.constraint(equalToConstant: 50), a.heightAnchor.constraint(equalToConstant: 50),
            a.topAnchor.constraint(equalTo: h.root.topAnchor), a.leftAnchor.constraint(equalTo: h.root.leftAnchor, constant: 10),
            b.widthAnchor.constraint(equalTo: a.widthAnchor, multiplier: 1e308),
            b.heightAnchor.constraint(equalToConstant: 10), b.topAnchor.constraint(equalTo: a.bottomAnchor),
            b.leftAnchor.constraint(equalTo: h.root.leftAnchor),
        ])
        let frames = h.layout()
        #expect(h.lines.count == 1)
        #expect(
            normaliseAddresses(h.lines.first ?? "")
                == "[LayoutConstraints] Unable to add <NSLayoutConstraint:0xADDR b.width == 1e+308*a.width   "
                + "(active, names: b:0xADDR, a:0xADDR )>: its numbers take the layout out of the finite range (beyond ±1.8e308); "
                + "it stays active but is left out of the solution.")
        #expect(frames["a"] == Rect(x: 10, y: 0, width: 50, height: 50))
        #expect(frames["b"]?.height == 10)
        #expect(frames.values.allSatisfy { [$0.x, $0.y, $0.width, $0.height].allSatisfy(\.isFinite) })
    }

    final class OddSize: View {
        let size: Size
        init(_ size: Size) { self.size = size; super.init() }
        override var intrinsicContentSize: Size { size }
    }

    @Test(
        "an intrinsicContentSize that is not finite is logged by name and taken as none on that axis", arguments: [Double.nan, .infinity])
    func nonFiniteIntrinsicSize(bad: Double) throws {
        let h = Harness(width: 320, height: 200)
        let v = h.add(OddSize(Size(width: bad, height: 20)), "odd")
        try LayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: h.root.leadingAnchor), v.topAnchor.constraint(equalTo: h.root.topAnchor),
        ])
        let frames = h.layout()
        #expect(
            h.lines == [
                "[LayoutSim] The intrinsicContentSize width of odd is \(bad), not a finite number; it is taken as no intrinsic width (View.noIntrinsicMetric)."
            ])
        #expect(frames["odd"]?.height == 20, "the finite axis keeps its content size")
        #expect(frames["odd"].map { $0.width.isFinite } == true)
    }
}
