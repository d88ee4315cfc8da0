import Layout
import Testing
import TestSupport

@Suite("VFL: seeds, helpers and robustness")
struct VisualFormatTests {
    /// 004: an image view between a date label and a toolbar; the image gives way vertically.
    final class Toolbar: View {
        override var intrinsicContentSize: Size { Size(width: View.noIntrinsicMetric, height: 44) }
    }

    @Test("004: V:[dateLabel]-8-[imageView]-8-[toolbar], the image view's low vertical hugging stretches it")
    func imageDateToolbar() throws {
        let h = Harness(width: 320, height: 480)
        let imageView = h.add(ImageView(image: Image(name: "photo", size: Size(width: 300, height: 200))), "imageView")
        let dateLabel = h.add(Label(text: "2026-11-22"), "dateLabel")
        let toolbar = h.add(Toolbar(), "toolbar")
        imageView.setContentHuggingPriority(200, for: .vertical)
        let nameMap: [String: LayoutItem] = ["imageView": imageView, "dateLabel": dateLabel, "toolbar": toolbar]
        for format in [
            "H:|-0-[imageView]-0-|", "H:|[toolbar]|", "H:|-[dateLabel]-|", "V:|-[dateLabel]",
            "V:[dateLabel]-8-[imageView]-8-[toolbar]", "V:[toolbar]|",
        ] {
            h.root.addConstraints(try LayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: nameMap))
        }
        let f = h.layout()
        #expect(f["dateLabel"] == Rect(x: 8, y: 8, width: 304, height: 20.5))
        #expect(f["imageView"] == Rect(x: 0, y: 36.5, width: 320, height: 480 - 44 - 8 - 36.5))
        #expect(f["toolbar"] == Rect(x: 0, y: 436, width: 320, height: 44))
        #expect(h.lines.isEmpty, "\(h.lines)")
    }

    @Test("002: centring in the superview with V:[superview]-(<=1)-[subview] and alignAllCenterX")
    func centringTrick() throws {
        let h = Harness(width: 300, height: 200)
        let superview = h.add(View(), "superview")
        let subview = h.add(Label(text: "Centred"), "subview", to: superview)
        try LayoutConstraint.activate([
            superview.leadingAnchor.constraint(equalTo: h.root.leadingAnchor),
            superview.topAnchor.constraint(equalTo: h.root.topAnchor),
            superview.widthAnchor.constraint(equalToConstant: 300),
            superview.heightAnchor.constraint(equalToConstant: 200),
            subview.centerYAnchor.constraint(equalTo: superview.centerYAnchor),
        ])
        superview.addConstraints(
            try LayoutConstraint.constraints(
                withVisualFormat: "V:[superview]-(<=1)-[subview]", options: .alignAllCenterX, metrics: nil,
                views: ["superview": superview, "subview": subview]))
        let f = h.layout()
        #expect(f["subview"]!.midX == 150)
    }

    @Test("002: leftAlignAndVerticallySpaceOut stacks views with equal gaps and aligned leading edges")
    func leftAlignHelper() throws {
        let h = Harness()
        let views = (0..<3).map { h.add(Label(text: "Row \($0)"), "row\($0)") }
        try LayoutConstraint.activate(View.leftAlignAndVerticallySpaceOut(views, distance: 12))
        try LayoutConstraint.activate([
            views[0].leadingAnchor.constraint(equalTo: h.root.leadingAnchor, constant: 20),
            views[0].topAnchor.constraint(equalTo: h.root.topAnchor, constant: 10),
        ])
        let f = h.layout()
        for i in 1..<3 {
            #expect(f["row\(i)"]!.x == 20)
            #expect(f["row\(i)"]!.y == f["row\(i - 1)"]!.maxY + 12)
        }
    }

    @Test("fuzz: generated strings (5,000; 100,000 with LAYOUTSIM_SWEEP=full) never crash the parser; errors always carry a message")
    func fuzz() {
        let count = Sweep.count(sample: 5_000, full: 100_000)
        var rng = SplitMix64(state: 0x5EED_1234)
        let valid = [
            "H:|-[find]-[findNext]-[findField(>=20@500)]-|", "V:|-(>=10@750)-[a(==b,<=100)]-8-[b]|",
            "[a]-(-22)-[b]", "|[a][b(1e2)]|", "V:[a]-metric-[b(metric@priority)]", "[a]->=8-[b]",
        ]
        let alphabet = Array("HV:|-[]()@=<>,.+-0123456789abmetricpriority _éé\u{0}".utf8)
        let views: Set<String> = ["a", "b", "find", "findNext", "findField"]
        let metrics = ["metric": 8.0, "priority": 750.0]
        var accepted = 0, rejected = 0
        for i in 0..<count {
            var bytes: [UInt8]
            switch i % 4 {
            case 0:  // random bytes from the VFL alphabet (including non-ASCII and NUL)
                bytes = (0..<rng.below(40)).map { _ in alphabet[rng.below(alphabet.count)] }
            case 1:  // truncation of a valid format
                let v = Array(valid[rng.below(valid.count)].utf8)
                bytes = Array(v.prefix(rng.below(v.count + 1)))
            case 2:  // mutations of a valid format
                bytes = Array(valid[rng.below(valid.count)].utf8)
                for _ in 0..<(1 + rng.below(4)) where !bytes.isEmpty {
                    let at = rng.below(bytes.count)
                    switch rng.below(3) {
                    case 0: bytes[at] = alphabet[rng.below(alphabet.count)]
                    case 1: bytes.remove(at: at)
                    default: bytes.insert(alphabet[rng.below(alphabet.count)], at: at)
                    }
                }
            default:  // long strings
                bytes = Array(String(repeating: "[a]-8-", count: 50 + rng.below(200)).utf8) + Array("[b]".utf8)
                if rng.below(2) == 0 { bytes.insert(alphabet[rng.below(alphabet.count)], at: rng.below(bytes.count)) }
            }
            let format = String(decoding: bytes, as: UTF8.self)
            do {
                _ = try VisualFormat.parse(format, options: rng.below(3) == 0 ? .alignAllTop : [], metrics: metrics, views: views)
                accepted += 1
            } catch {
                rejected += 1
                if error.message.isEmpty || (error.caret.map { $0 < 0 || $0 > format.utf8.count } ?? false) {
                    Issue.record("bad error for \(format.debugDescription): \(error)")
                }
            }
        }
        #expect(accepted + rejected == count)
        #expect(accepted > count / 100 && rejected > count / 100, "the generator exercises both paths: \(accepted) / \(rejected)")
    }
}
