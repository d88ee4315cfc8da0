import Layout
import Testing

/// A window with a root view, and helpers to add constrained views.
struct Harness {
    let window: Window
    let root: View
    var lines: [String] { window.log }

    init(width: Double = 400, height: Double = 300) {
        window = Window(size: Size(width: width, height: height), logSink: { _ in })
        let controller = ViewController()
        window.rootViewController = controller
        root = controller.view
        root.accessibilityIdentifier = "root"
    }

    func add<V: View>(_ view: V, _ name: String, to parent: View? = nil) -> V {
        view.accessibilityIdentifier = name
        view.translatesAutoresizingMaskIntoConstraints = false
        (parent ?? root).addSubview(view)
        return view
    }

    func layout() -> [String: Rect] {
        window.layoutIfNeeded()
        return window.frames
    }
}

@Suite("Layout behaviour")
struct LayoutBehaviourTests {
    // MARK: Factory and activation errors

    @Test(
        "the factory refuses impossible constraints with UIKit's messages",
        arguments: [
            (
                LayoutAttribute.left, LayoutAttribute.notAnAttribute, false, 1.0,
                "A multiplier of 0 or a nil second item together with a location for the first attribute creates an illegal constraint of a location equal to a constant. Location attributes must be specified in pairs."
            ),
            (.top, .top, true, 0, "Location attributes must be specified in pairs."),
            (.left, .top, true, 1, "Invalid pairing of layout attributes"),
            (.centerX, .width, true, 1, "Invalid pairing of layout attributes"),
            (
                .leading, .left, true, 1,
                "A constraint cannot be made between a leading/trailing attribute and a right/left attribute. Use leading/trailing for both or neither."
            ),
            (.notAnAttribute, .width, true, 1, "Unknown layout attribute"),
        ])
    func factoryErrors(first: LayoutAttribute, second: LayoutAttribute, withItem: Bool, multiplier: Double, message: String) {
        let h = Harness()
        let a = h.add(View(), "a"), b = h.add(View(), "b")
        #expect {
            _ = try LayoutConstraint(
                item: a, attribute: first, relatedBy: .equal, toItem: withItem ? b : nil,
                attribute: second, multiplier: multiplier, constant: 0)
        } throws: { error in
            (error as? LayoutError)?.description.contains(message) == true
        }
    }

    @Test("width == 100 at 751 beats ten width == 200 at 750 (priorities are levels, not weights)")
    func lexicographicPriorities() throws {
        let h = Harness()
        let v = h.add(View(), "v")
        let preferred = v.widthAnchor.constraint(equalToConstant: 100)
        preferred.priority = 751
        var others: [LayoutConstraint] = []
        for _ in 0..<10 {
            let c = v.widthAnchor.constraint(equalToConstant: 200)
            c.priority = 750
            others.append(c)
        }
        try LayoutConstraint.activate(
            [preferred] + others + [
                v.heightAnchor.constraint(equalToConstant: 10),
                v.leadingAnchor.constraint(equalTo: h.root.leadingAnchor),
                v.topAnchor.constraint(equalTo: h.root.topAnchor),
            ])
        #expect(h.layout()["v"]?.width == 100)
    }

    @Test("activation without a common ancestor fails with UIKit's message and leaves the constraint inactive")
    func noCommonAncestor() {
        let h = Harness()
        let a = h.add(View(), "a")
        let stranger = View()
        stranger.accessibilityIdentifier = "stranger"
        let c = a.leadingAnchor.constraint(equalTo: stranger.trailingAnchor)
        #expect(
            throws: LayoutError.noCommonAncestor(
                "Unable to activate constraint with anchors <NSLayoutXAxisAnchor:0x600000a004a0 \"UIView:0x7f9625000210.leading\"> and <NSLayoutXAxisAnchor:0x600000a008c0 \"UIView:0x7f9625000420.trailing\"> because they have no common ancestor.  Does the constraint or its anchors reference items in different view hierarchies?  That's illegal."
            )
        ) {
            try c.activate()
        }
        c.isActive = true
        #expect(!c.isActive)
        guard case .noCommonAncestor? = h.window.lastError else {
            Issue.record("the failed activation is the window's lastError: \(String(describing: h.window.lastError))")
            return
        }
        #expect(h.lines.last?.hasPrefix("Unable to activate constraint") == true, "and it is logged: \(h.lines)")
    }

    @Test("a required priority cannot become optional on an installed constraint; optional to optional re-solves")
    func priorityRule() throws {
        let h = Harness()
        let v = h.add(View(), "v")
        let width = v.widthAnchor.constraint(equalToConstant: 50)
        try width.activate()
        width.priority = 250
        #expect(width.priority == .required)
        #expect(
            h.window.lastError
                == .invalidPriorityChange(
                    "Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported.  You passed priority 250 and the existing priority was 1000."
                ))
        let soft = v.widthAnchor.constraint(equalToConstant: 80)
        soft.priority = 500
        try soft.activate()
        soft.priority = 600
        #expect(soft.priority == 600)
        width.deactivate()
        try LayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: h.root.leadingAnchor),
            v.topAnchor.constraint(equalTo: h.root.topAnchor), v.heightAnchor.constraint(equalToConstant: 5),
        ])
        #expect(h.layout()["v"]?.width == 80)
    }

    // MARK: Passes

    final class Recorder: View {
        var events: [String]
        init(_ events: [String]) { self.events = events; super.init() }
        var calls: [String] = []
        override func updateConstraints() {
            calls.append("update \(layoutName)")
            super.updateConstraints()
        }
        override func layoutSubviews() {
            super.layoutSubviews()
            calls.append("layout \(layoutName)")
        }
    }

    @Test("updateConstraints runs bottom-up, layoutSubviews top-down; a clean tree does no work")
    func passOrder() {
        let h = Harness()
        var log: [String] = []
        let outer = h.add(Recorder([]), "outer"), inner = h.add(Recorder([]), "inner", to: outer)
        let leaf = h.add(Recorder([]), "leaf", to: inner)
        h.window.layoutIfNeeded()
        log = leaf.calls + inner.calls + outer.calls
        #expect(leaf.calls.first == "update leaf" && inner.calls.first == "update inner" && outer.calls.first == "update outer")
        #expect(log.filter { $0.hasPrefix("layout") }.count == 3)
        // Bottom-up: the leaf's update happened before the outer's, which a shared journal shows.
        let journal = SharedJournal()
        let a = h.add(JournalView(journal), "a"), b = h.add(JournalView(journal), "b", to: a)
        _ = b
        h.window.layoutIfNeeded()
        #expect(journal.entries == ["update b", "update a", "layout a", "layout b"], "\(journal.entries)")
        h.window.resetCounters()
        h.window.layoutIfNeeded()
        #expect(h.window.counters == LayoutCounters(), "a clean tree costs nothing: \(h.window.counters)")
    }

    final class SharedJournal { var entries: [String] = [] }

    final class JournalView: View {
        let journal: SharedJournal
        init(_ journal: SharedJournal) { self.journal = journal; super.init() }
        override func updateConstraints() { journal.entries.append("update \(layoutName)"); super.updateConstraints() }
        override func layoutSubviews() { journal.entries.append("layout \(layoutName)"); super.layoutSubviews() }
    }

    @Test("a window resize that required constraints forbid is logged as a conflict, not dropped silently")
    func resizeConflict() throws {
        let h = Harness(width: 600)
        let v = h.add(View(), "v")
        try LayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: h.root.leadingAnchor),
            v.trailingAnchor.constraint(equalTo: h.root.trailingAnchor),
            v.topAnchor.constraint(equalTo: h.root.topAnchor),
            v.widthAnchor.constraint(equalToConstant: 600), v.heightAnchor.constraint(equalToConstant: 20),
        ])
        _ = h.layout()
        #expect(h.lines.isEmpty)
        h.window.size = Size(width: 500, height: 300)
        let f = h.layout()
        #expect(h.lines.count == 1 && h.lines[0].contains("Unable to simultaneously satisfy constraints."), "\(h.lines)")
        #expect(h.lines[0].contains("'UIView-Encapsulated-Layout-Width'"))
        #expect(f["v"]?.width == 600, "the required width holds; the old window width is kept")
    }

    @Test("changing one constant updates the solver in place: no adds, no removes")
    func constantInPlace() throws {
        let h = Harness()
        let v = h.add(View(), "v")
        let left = v.leadingAnchor.constraint(equalTo: h.root.leadingAnchor, constant: 10)
        try LayoutConstraint.activate([
            left, v.topAnchor.constraint(equalTo: h.root.topAnchor),
            v.widthAnchor.constraint(equalToConstant: 20), v.heightAnchor.constraint(equalToConstant: 20),
        ])
        _ = h.layout()
        h.window.resetCounters()
        left.constant = 42
        let f = h.layout()
        #expect(f["v"]?.x == 42)
        let c = h.window.counters
        #expect(c.solverAdds == 0 && c.solverRemoves == 0 && c.solverConstantChanges == 1, "\(c)")
        #expect(c.layoutSubviewsCalls == 1, "only the root lays out again: \(c)")
    }

    /// The multi-line label recipe: lay out, set preferredMaxLayoutWidth from the frame, lay out again.
    final class RecipeView: View {
        let label = Label(text: String(repeating: "word ", count: 40))
        var passes = 0
        override init(frame: Rect = .zero) {
            super.init(frame: frame)
            label.numberOfLines = 0
            label.accessibilityIdentifier = "label"
            label.translatesAutoresizingMaskIntoConstraints = false
            addSubview(label)
            try! LayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 10),
                label.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -10),
                label.topAnchor.constraint(equalTo: topAnchor, constant: 10),
            ])
        }
        override func layoutSubviews() {
            super.layoutSubviews()
            passes += 1
            label.preferredMaxLayoutWidth = label.frame.width
            super.layoutSubviews()
        }
    }

    @Test("the multi-line label recipe (super.layoutSubviews twice) wraps to the laid-out width")
    func multiLineRecipe() throws {
        let h = Harness(width: 300, height: 400)
        let recipe = h.add(RecipeView(), "recipe")
        try LayoutConstraint.activate([
            recipe.leadingAnchor.constraint(equalTo: h.root.leadingAnchor),
            recipe.trailingAnchor.constraint(equalTo: h.root.trailingAnchor),
            recipe.topAnchor.constraint(equalTo: h.root.topAnchor),
            recipe.heightAnchor.constraint(equalToConstant: 300),
        ])
        let f = h.layout()
        let label = recipe.label
        #expect(f["label"]?.width == 280)
        #expect(label.preferredMaxLayoutWidth == 280)
        // 40 words of 5 characters at 8.5 points each wrap into several 20.4-point lines.
        #expect(label.textLayout.lines.count > 1)
        #expect(label.frame.height == label.intrinsicContentSize.height)
    }

    // MARK: Intrinsic size, hugging and compression

    @Test("two labels in a row: the lower hugging grows, the lower compression resistance shrinks")
    func huggingAndCompression() throws {
        for (width, grows, shrinks) in [(400.0, "right", ""), (100.0, "", "left")] {
            let h = Harness(width: width, height: 100)
            let left = h.add(Label(text: "Left label"), "left"), right = h.add(Label(text: "Right"), "right")
            right.setContentHuggingPriority(249, for: .horizontal)  // right grows first
            left.setContentCompressionResistancePriority(749, for: .horizontal)  // left shrinks first
            try LayoutConstraint.activate([
                left.leadingAnchor.constraint(equalTo: h.root.leadingAnchor),
                right.leadingAnchor.constraint(equalTo: left.trailingAnchor, constant: 8),
                right.trailingAnchor.constraint(equalTo: h.root.trailingAnchor),
                left.topAnchor.constraint(equalTo: h.root.topAnchor), right.topAnchor.constraint(equalTo: h.root.topAnchor),
            ])
            let f = h.layout()
            let lw = left.intrinsicContentSize.width, rw = right.intrinsicContentSize.width
            if grows == "right" {
                #expect(f["left"]?.width == lw)
                #expect(f["right"]?.width == width - 8 - lw)
            }
            if shrinks == "left" {
                #expect(f["right"]?.width == rw)
                #expect(f["left"]?.width == width - 8 - rw)
            }
            #expect(f["left"]?.height == left.intrinsicContentSize.height)
        }
    }

    @Test("invalidating intrinsic size changes constants in place and moves the view")
    func intrinsicInvalidation() throws {
        let h = Harness()
        let label = h.add(Label(text: "abc"), "label")
        try LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: h.root.leadingAnchor),
            label.topAnchor.constraint(equalTo: h.root.topAnchor),
        ])
        #expect(h.layout()["label"]?.width == 25.5)
        h.window.resetCounters()
        label.text = "abcdef"
        #expect(h.layout()["label"]?.width == 51)
        let c = h.window.counters
        #expect(c.solverAdds == 0 && c.solverRemoves == 0 && c.solverConstantChanges >= 1, "\(c)")
    }

    @Test("systemLayoutSizeFitting gives the compressed size of a view's own constraints")
    func fitting() throws {
        let card = View()
        let title = Label(text: "Title"), body = Label(text: "Body text here")
        for (v, parent) in [(title, card), (body, card)] {
            v.translatesAutoresizingMaskIntoConstraints = false
            parent.addSubview(v)
        }
        try LayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 12),
            title.topAnchor.constraint(equalTo: card.topAnchor, constant: 10),
            body.leadingAnchor.constraint(equalTo: title.leadingAnchor),
            body.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
            card.trailingAnchor.constraint(greaterThanOrEqualTo: body.trailingAnchor, constant: 12),
            card.trailingAnchor.constraint(greaterThanOrEqualTo: title.trailingAnchor, constant: 12),
            card.bottomAnchor.constraint(equalTo: body.bottomAnchor, constant: 10),
        ])
        let size = card.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
        #expect(
            size
                == Size(
                    width: 12 + body.intrinsicContentSize.width + 12,
                    height: 10 + title.intrinsicContentSize.height + 4 + body.intrinsicContentSize.height + 10))
    }

    // MARK: Autoresizing masks

    @Test(
        "views made in code keep their frame; a flexible width follows the window",
        arguments: [
            (AutoresizingMask(), Rect(x: 20, y: 30, width: 100, height: 50)),
            (AutoresizingMask([.flexibleWidth]), Rect(x: 20, y: 30, width: 300, height: 50)),
            (AutoresizingMask([.flexibleLeftMargin]), Rect(x: 220, y: 30, width: 100, height: 50)),
            (AutoresizingMask([.flexibleLeftMargin, .flexibleRightMargin]), Rect(x: 90, y: 30, width: 100, height: 50)),
            (AutoresizingMask([.flexibleWidth, .flexibleHeight]), Rect(x: 20, y: 30, width: 300, height: 250)),
        ])
    func autoresizing(mask: AutoresizingMask, afterGrowing: Rect) {
        let h = Harness(width: 200, height: 100)
        let v = View(frame: Rect(x: 20, y: 30, width: 100, height: 50))
        v.accessibilityIdentifier = "v"
        v.autoresizingMask = mask
        h.root.addSubview(v)
        #expect(h.layout()["v"] == Rect(x: 20, y: 30, width: 100, height: 50))
        h.window.size = Size(width: 400, height: 300)
        #expect(h.layout()["v"] == afterGrowing, "\(mask.notation)")
    }

    @Test("the autoresizing mask prints in UIKit's notation")
    func autoresizingNotation() {
        #expect(AutoresizingMask([.flexibleRightMargin, .flexibleBottomMargin]).notation == "h=--& v=--&")
        #expect(AutoresizingMask([.flexibleWidth, .flexibleHeight]).notation == "h=-&- v=-&-")
    }

    @Test("000's mistake: leaving the mask on makes the constraints conflict, and the engine says so")
    func autoresizingConflict() throws {
        let h = Harness(width: 568, height: 320)
        let logo = ImageView(image: Image(name: "apple.jpg", size: Size(width: 241, height: 160)))
        logo.accessibilityIdentifier = "apple.jpg"
        logo.frame = Rect(x: 0, y: 0, width: 241, height: 160)
        h.root.addSubview(logo)  // translatesAutoresizingMaskIntoConstraints stays true
        try LayoutConstraint.activate([
            logo.leadingAnchor.constraint(equalTo: h.root.leadingAnchor),
            logo.trailingAnchor.constraint(equalTo: h.root.trailingAnchor),
        ])
        let f = h.layout()
        #expect(f["apple.jpg"] == Rect(x: 0, y: 0, width: 241, height: 160), "the broken constraint is left out")
        #expect(
            h.lines.contains {
                $0.contains("Unable to simultaneously satisfy constraints.") && $0.contains("apple.jpg.trailing == root.trailing")
            })
    }

    // MARK: Direction, margins, alignment rects

    @Test("leading and trailing flip right-to-left; left and right do not")
    func rightToLeft() throws {
        for rtl in [false, true] {
            let h = Harness(width: 300, height: 100)
            if rtl { h.root.semanticContentAttribute = .forceRightToLeft }
            let a = h.add(View(), "a"), b = h.add(View(), "b"), c = h.add(View(), "c")
            try LayoutConstraint.activate(
                [
                    a.leadingAnchor.constraint(equalTo: h.root.leadingAnchor, constant: 10),
                    a.widthAnchor.constraint(equalToConstant: 50),
                    b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 5),
                    b.widthAnchor.constraint(equalToConstant: 30),
                    c.leftAnchor.constraint(equalTo: h.root.leftAnchor, constant: 7),
                    c.widthAnchor.constraint(equalToConstant: 3),
                ]
                    + [a, b, c].flatMap {
                        [$0.topAnchor.constraint(equalTo: h.root.topAnchor), $0.heightAnchor.constraint(equalToConstant: 10)]
                    })
            let f = h.layout()
            #expect(f["a"]?.x == (rtl ? 240.0 : 10.0))
            #expect(f["b"]?.x == (rtl ? 205.0 : 65.0))
            #expect(f["c"]?.x == 7)
        }
    }

    @Test("margins: the margins guide and margin attributes, in both directions")
    func margins() throws {
        let h = Harness(width: 200, height: 100)
        h.root.layoutMargins = EdgeInsets(top: 4, left: 10, bottom: 6, right: 20)
        let v = h.add(View(), "v")
        try LayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: h.root.layoutMarginsGuide.leadingAnchor),
            v.trailingAnchor.constraint(equalTo: h.root.layoutMarginsGuide.trailingAnchor),
            try LayoutConstraint(
                item: v, attribute: .top, relatedBy: .equal, toItem: h.root, attribute: .topMargin, multiplier: 1, constant: 0),
            try LayoutConstraint(
                item: v, attribute: .bottom, relatedBy: .equal, toItem: h.root, attribute: .bottomMargin, multiplier: 1, constant: 0),
        ])
        #expect(h.layout()["v"] == Rect(x: 10, y: 4, width: 170, height: 90))
        h.root.layoutMargins = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
        #expect(h.layout()["v"] == Rect(x: 0, y: 0, width: 200, height: 100))
        #expect(View().layoutMargins == EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        h.root.semanticContentAttribute = .forceRightToLeft
        h.root.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 30, bottom: 0, trailing: 5)
        #expect(h.root.layoutMargins.right == 30 && h.root.layoutMargins.left == 5)
    }

    @Test("constraints act on the alignment rectangle")
    func alignmentRect() throws {
        let h = Harness()
        let v = h.add(View(), "v")
        v.alignmentRectInsets = EdgeInsets(top: 2, left: 3, bottom: 4, right: 5)
        try LayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: h.root.leadingAnchor, constant: 20),
            v.topAnchor.constraint(equalTo: h.root.topAnchor, constant: 10),
            v.widthAnchor.constraint(equalToConstant: 100), v.heightAnchor.constraint(equalToConstant: 50),
        ])
        #expect(h.layout()["v"] == Rect(x: 17, y: 8, width: 108, height: 56))
        #expect(v.alignmentRect(forFrame: v.frame) == Rect(x: 20, y: 10, width: 100, height: 50))
    }

    @Test("baselines: two labels of different sizes align their first baselines")
    func baselines() throws {
        let h = Harness()
        let big = h.add(Label(text: "Big", fontSize: 30), "big"), small = h.add(Label(text: "small", fontSize: 10), "small")
        try LayoutConstraint.activate([
            big.leadingAnchor.constraint(equalTo: h.root.leadingAnchor), big.topAnchor.constraint(equalTo: h.root.topAnchor, constant: 10),
            small.leadingAnchor.constraint(equalTo: big.trailingAnchor, constant: 8),
            small.firstBaselineAnchor.constraint(equalTo: big.firstBaselineAnchor),
        ])
        let f = h.layout()
        #expect(f["big"]!.y + 30 == f["small"]!.y + 10)
    }

    @Test(
        "a text field's baseline is its line's, centred in the text rect at whatever height layout gives it: a label aligned to it follows",
        arguments: [30.0, 60])
    func textFieldBaseline(height: Double) throws {
        let h = Harness()
        let field = h.add(TextField(placeholder: "Enter first name"), "field"),
            label = h.add(Label(text: "First Name", fontSize: 17), "label")
        field.fontSize = 14
        field.borderStyle = .roundedRect
        try LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: h.root.leadingAnchor, constant: 20),
            field.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 8),
            field.topAnchor.constraint(equalTo: h.root.topAnchor, constant: 40),
            field.heightAnchor.constraint(equalToConstant: height),
            label.firstBaselineAnchor.constraint(equalTo: field.firstBaselineAnchor),
        ])
        let f = h.layout()
        let line = BuiltinTextMeasurer().layout("Enter first name", fontSize: 14, weight: .regular, maxWidth: nil, maxLines: 1)
        let fieldBaseline = 40 + (height - line.size.height) / 2 + line.firstBaseline
        #expect(field.firstBaselineOffsetFromTop == fieldBaseline - 40)
        #expect(abs(f["label"]!.y + label.firstBaselineOffsetFromTop! - fieldBaseline) < 1e-9)
    }

    // MARK: Hierarchy

    @Test("removing a view deactivates the constraints that involve its subtree")
    func removalDeactivates() throws {
        let h = Harness()
        let a = h.add(View(), "a"), b = h.add(View(), "b", to: a)
        let outside = b.leadingAnchor.constraint(equalTo: h.root.leadingAnchor, constant: 5)
        let inside = b.widthAnchor.constraint(equalTo: a.widthAnchor)
        try LayoutConstraint.activate([outside, inside])
        #expect(outside.installedOn === h.root && inside.installedOn === a)
        a.removeFromSuperview()
        #expect(!outside.isActive)
        #expect(inside.isActive, "constraints inside the removed subtree stay")
        h.root.addSubview(a)
        #expect(h.layout()["b"] != nil)
    }

    @Test("the legacy addConstraint on a view that is not an ancestor logs UIKit's warning")
    func hierarchyNotPrepared() {
        let h = Harness()
        let a = h.add(View(), "a"), b = h.add(View(), "b")
        a.addConstraint(b.widthAnchor.constraint(equalToConstant: 10))
        #expect(
            h.lines.contains {
                $0.contains("The view hierarchy is not prepared for the constraint: <NSLayoutConstraint:0x") && $0.contains("b.width == 10")
            }, "\(h.lines)")
    }

    @Test("a view leaving deactivates a constraint on it that addConstraint put on a view that is not its ancestor")
    func leavingReachesHostsOutsideItsAncestors() {
        let h = Harness()
        let a = h.add(View(), "a"), b = h.add(View(), "b")
        let child = View()
        child.accessibilityIdentifier = "child"
        a.addSubview(child)
        let onSibling = child.widthAnchor.constraint(equalToConstant: 10)
        b.addConstraint(onSibling)  // logs UIKit's warning, and installs it on b
        #expect(onSibling.installedOn === b)
        child.removeFromSuperview()
        #expect(!onSibling.isActive, "installed outside the subtree that left, on a view no ancestor of it")
    }
}
