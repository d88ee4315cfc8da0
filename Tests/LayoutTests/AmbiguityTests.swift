import Layout
import Testing

@Suite("Ambiguity tools")
struct AmbiguityTests {
    /// A view with a size and a vertical position but no horizontal position.
    func ambiguousWindow() throws -> (Harness, View) {
        let h = Harness(width: 300, height: 200)
        let box = h.add(View(), "box")
        try LayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: h.root.topAnchor, constant: 10),
            box.widthAnchor.constraint(equalToConstant: 50),
            box.heightAnchor.constraint(equalToConstant: 20),
        ])
        h.window.layoutIfNeeded()
        return (h, box)
    }

    @Test("a view with no horizontal position is reported, in UIKit's trace format")
    func reported() throws {
        let (h, box) = try ambiguousWindow()
        #expect(box.hasAmbiguousLayout)
        #expect(!h.root.hasAmbiguousLayout)
        let trace = h.root.autolayoutTrace()
        let lines = normaliseAddresses(trace).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[0] == "UIWindow:0xADDR")
        #expect(lines[1] == "|   •root")
        #expect(lines[2].hasPrefix("|   |   *box- AMBIGUOUS LAYOUT for box.minX{id: "))
        #expect(!lines[2].contains("minY") && !lines[2].contains("Width"))
        #expect(
            Array(lines.suffix(5)) == [
                "", "Legend:", "\t* - is laid out with auto layout",
                "\t+ - is laid out manually, but is represented in the layout engine because translatesAutoresizingMaskIntoConstraints = YES",
                "\t• - layout engine host",
            ])
    }

    @Test("exercising moves the view deterministically and leaves it ambiguous")
    func exercise() throws {
        func run() throws -> [Double] {
            let (h, box) = try ambiguousWindow()
            var xs: [Double] = []
            for _ in 0..<3 {
                box.exerciseAmbiguityInLayout()
                h.window.layoutIfNeeded()
                xs.append(box.frame.x)
                #expect(box.hasAmbiguousLayout)
            }
            #expect(box.frame.y == 10 && box.frame.width == 50, "only the free variable moves")
            return xs
        }
        let first = try run(), second = try run()
        #expect(first == second, "the same calls give the same positions")
        #expect(Set(first).count > 1, "successive exercises move the view: \(first)")
    }

    @Test("a fully constrained tree reports nothing; the opt-in warning names free variables")
    func fullyConstrained() throws {
        let h = Harness(width: 300, height: 200)
        let a = h.add(View(), "a"), b = h.add(View(), "b", to: a)
        try LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: h.root.leadingAnchor), a.topAnchor.constraint(equalTo: h.root.topAnchor),
            a.widthAnchor.constraint(equalToConstant: 100), a.heightAnchor.constraint(equalToConstant: 100),
            b.centerXAnchor.constraint(equalTo: a.centerXAnchor), b.centerYAnchor.constraint(equalTo: a.centerYAnchor),
            b.widthAnchor.constraint(equalTo: a.widthAnchor, multiplier: 0.5), b.heightAnchor.constraint(equalToConstant: 10),
        ])
        h.window.warnsAboutAmbiguity = true
        h.window.layoutIfNeeded()
        #expect(!a.hasAmbiguousLayout && !b.hasAmbiguousLayout)
        #expect(!h.root.autolayoutTrace().contains("AMBIGUOUS"))
        #expect(h.lines.isEmpty)
        let loose = h.add(View(), "loose")
        try LayoutConstraint.activate([loose.widthAnchor.constraint(equalToConstant: 5)])
        h.window.layoutIfNeeded()
        let warning = try #require(h.lines.last)
        #expect(warning.hasPrefix("[LayoutConstraints] Window has a view with an ambiguous layout."))
        #expect(warning.contains("*loose- AMBIGUOUS LAYOUT for loose.minX{id: ") && warning.contains("loose.Height{id: "))
    }

    @Test("recursiveDescription lists the tree with frames")
    func recursiveDescription() throws {
        let (h, _) = try ambiguousWindow()
        let lines = normaliseAddresses(h.root.recursiveDescription()).split(separator: "\n").map(String.init)
        #expect(lines[0] == "<UIView: 0xADDR; frame = (0 0; 300 200); identifier = 'root'; autoresize = h=--- v=--->")
        #expect(lines[1].hasPrefix("   | <UIView: 0xADDR; frame = (") && lines[1].contains("identifier = 'box'"))
    }
}
