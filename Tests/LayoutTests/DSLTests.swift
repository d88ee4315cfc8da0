import Layout
import Testing

@Suite("DSLs")
struct DSLTests {
    /// 003: AutoLayoutKit's option buttons.
    final class OptionsView: View {
        let optionA = Button(title: "A"), optionB = Button(title: "B")

        override init(frame: Rect = .zero) {
            super.init(frame: frame)
            optionA.accessibilityIdentifier = "optionA"
            optionB.accessibilityIdentifier = "optionB"
            addSubview(optionA)
            addSubview(optionB)
            Constraints.layout(optionB) { c in
                c.set(.height, to: 60, name: "height")
                c.set(.width, to: 60, name: "width")
                c.make(.right, equalTo: self, s: .right, minus: 20)
                c.make(.centerY, equalTo: self, s: .centerY)
            }
            Constraints.layout(optionA) { c in
                c.set(.height, to: 60, name: "height")
                c.setPriority(500)
                c.set(.width, to: 60, name: "width")
                c.make(.right, equalTo: optionB, s: .left, minus: 10)
                c.setPriorityRequired()
                c.make(.centerY, equalTo: self, s: .centerY)
            }
        }
    }

    @Test("003: set/make lay out the option buttons; a named constraint changes from 60 to 70")
    func autoLayoutKit() throws {
        let h = Harness(width: 320, height: 200)
        let options = h.add(OptionsView(), "options")
        try LayoutConstraint.activate([
            options.leadingAnchor.constraint(equalTo: h.root.leadingAnchor),
            options.trailingAnchor.constraint(equalTo: h.root.trailingAnchor),
            options.topAnchor.constraint(equalTo: h.root.topAnchor),
            options.bottomAnchor.constraint(equalTo: h.root.bottomAnchor),
        ])
        var f = h.layout()
        #expect(f["optionB"] == Rect(x: 240, y: 70, width: 60, height: 60))
        #expect(f["optionA"] == Rect(x: 170, y: 70, width: 60, height: 60))
        #expect(!options.optionA.translatesAutoresizingMaskIntoConstraints)
        // set installs on the receiver; make on the nearest common ancestor.
        let height = try #require(options.optionA.constraint(named: "height"))
        #expect(height.installedOn === options.optionA && height.priority == .required)
        #expect(options.optionA.constraint(named: "width")?.priority == 500, "sticky priority")
        #expect(
            options.constraints.contains { $0.firstAttribute == .centerY && $0.firstItem === options.optionA && $0.priority == .required })
        #expect(height.file.hasSuffix("DSLTests.swift"))
        height.constant = 70
        options.optionA.setNeedsUpdateConstraints()
        f = h.layout()
        #expect(f["optionA"] == Rect(x: 170, y: 65, width: 60, height: 70))
        #expect(options.optionA.removeConstraints(named: "width").count == 1)
        #expect(options.optionA.constraint(named: "width") == nil)
    }

    @Test("DSL failures are recorded, not crashes")
    func dslFailure() {
        let h = Harness()
        let a = h.add(View(), "a")
        let stranger = View()
        let c = Constraints.layout(a) { c in
            c.make(.left, equalTo: stranger, s: .right)  // no common ancestor
            c.make(.left, equalTo: h.root, s: .top)  // X with Y
        }
        #expect(c.failures.count == 2)
        #expect(c.made.isEmpty)
    }

    @Test("operators: a.top == b.bottom + 8, a.width >= 44 ~ .defaultHigh, inside LayoutConstraint.activate { }")
    func operators() throws {
        let h = Harness(width: 300, height: 300)
        let box = h.add(View(), "box"), label = h.add(Label(text: "Hi"), "label")
        let wide = true
        let made = try LayoutConstraint.activate {
            box.leadingAnchor == h.root.leadingAnchor + 10
            box.topAnchor == h.root.topAnchor + 20
            box.widthAnchor == 100
            box.heightAnchor == box.widthAnchor * 0.5
            label.topAnchor == box.bottomAnchor + 8
            label.leadingAnchor == box.leadingAnchor
            label.widthAnchor >= 44 ~ .defaultHigh
            if wide {
                label.widthAnchor <= box.widthAnchor - 10
            }
            for d in [1.0] { label.heightAnchor >= d }
        }
        #expect(made.count == 9 && made.allSatisfy(\.isActive))
        let f = h.layout()
        #expect(f["box"] == Rect(x: 10, y: 20, width: 100, height: 50))
        #expect(f["label"]!.y == 78 && f["label"]!.x == 10)
        #expect(f["label"]!.width == 44, "the defaultHigh minimum beats the label's hugging")
        #expect(LayoutConstraint.build { box.widthAnchor == 5 }.allSatisfy { !$0.isActive })
    }
}

/// Fifty operator constraints in one function: their type-checking time is measured by
/// `Scripts/measure-dsl-compile-time.sh` (reported in the README), and the test checks they solve.
enum FiftyConstraints {
    static func make(_ v: [View], in root: View) -> [LayoutConstraint] {
        LayoutConstraint.build {
            v[0].leadingAnchor == root.leadingAnchor + 1
            v[0].topAnchor == root.topAnchor + 1
            v[0].widthAnchor == 10
            v[0].heightAnchor == 10
            v[1].leadingAnchor == v[0].trailingAnchor + 2
            v[1].topAnchor == v[0].topAnchor
            v[1].widthAnchor == v[0].widthAnchor
            v[1].heightAnchor == v[0].heightAnchor * 2
            v[2].leadingAnchor == v[1].trailingAnchor + 2
            v[2].topAnchor == v[1].bottomAnchor + 3
            v[2].widthAnchor >= 12 ~ .defaultHigh
            v[2].heightAnchor <= 40
            v[3].leadingAnchor == v[2].trailingAnchor + 2
            v[3].centerYAnchor == v[2].centerYAnchor
            v[3].widthAnchor == v[2].widthAnchor * 0.5 + 4
            v[3].heightAnchor == 8
            v[4].leadingAnchor == root.leadingAnchor + 5
            v[4].topAnchor == v[3].bottomAnchor + 6
            v[4].trailingAnchor == root.trailingAnchor - 5
            v[4].heightAnchor == 20 ~ .defaultLow
            v[5].centerXAnchor == root.centerXAnchor
            v[5].topAnchor == v[4].bottomAnchor + 1
            v[5].widthAnchor == 30
            v[5].heightAnchor == v[5].widthAnchor
            v[6].leadingAnchor == v[5].trailingAnchor + 1
            v[6].bottomAnchor == v[5].bottomAnchor
            v[6].widthAnchor == v[5].widthAnchor - 5
            v[6].heightAnchor == v[6].widthAnchor * 2
            v[7].trailingAnchor == v[5].leadingAnchor - 1
            v[7].topAnchor == v[5].topAnchor
            v[7].widthAnchor == 7
            v[7].heightAnchor == 7
            v[8].leadingAnchor >= root.leadingAnchor
            v[8].topAnchor == v[6].bottomAnchor + 4
            v[8].widthAnchor == root.widthAnchor * 0.25
            v[8].heightAnchor == 9
            v[9].leadingAnchor == v[8].trailingAnchor
            v[9].topAnchor == v[8].topAnchor
            v[9].widthAnchor == v[8].widthAnchor
            v[9].heightAnchor == v[8].heightAnchor + 1
            v[10].leadingAnchor == v[9].trailingAnchor
            v[10].topAnchor == v[9].topAnchor
            v[10].widthAnchor == v[9].widthAnchor
            v[10].heightAnchor == v[9].heightAnchor
            v[11].leadingAnchor == v[10].trailingAnchor
            v[11].topAnchor == v[10].topAnchor
            v[11].widthAnchor == v[10].widthAnchor
            v[11].heightAnchor == v[10].heightAnchor
            v[11].bottomAnchor <= root.bottomAnchor
            v[11].trailingAnchor <= root.trailingAnchor
        }
    }
}

@Suite("DSL: fifty constraints")
struct FiftyConstraintTests {
    @Test("the fifty-constraint function activates and solves without conflict")
    func fifty() throws {
        let h = Harness(width: 400, height: 400)
        let views = (0..<12).map { h.add(View(), "v\($0)") }
        let list = FiftyConstraints.make(views, in: h.root)
        #expect(list.count == 50)
        try LayoutConstraint.activate(list)
        let f = h.layout()
        #expect(f["v8"]!.width == 100 && f["v11"]!.x == f["v10"]!.maxX)
        #expect(h.lines.isEmpty, "\(h.lines)")
    }

    @Test("operators record where their constraints are activated, not the library's file (they cannot take #line)")
    func operatorLocation() throws {
        let h = Harness()
        let a = h.add(View(), "a"), b = h.add(View(), "b")
        let line = #line + 1
        let made = try LayoutConstraint.activate {
            a.topAnchor == b.bottomAnchor + 8
            a.widthAnchor == 40
        }
        #expect(made.allSatisfy { $0.file == "LayoutTests/DSLTests.swift" && $0.line == line }, "\(made.map { "\($0.file):\($0.line)" })")
        let later = a.leadingAnchor == b.leadingAnchor
        try LayoutConstraint.activate([later])
        #expect(later.file == "LayoutTests/DSLTests.swift" && later.line == #line - 1)
        let anchorMade = a.heightAnchor.constraint(equalToConstant: 10)
        #expect(anchorMade.line == #line - 1, "factory methods take #line themselves")
    }
}
