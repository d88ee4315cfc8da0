import Testing
@testable import Layout
import LayoutWorkloads

/// Who keeps whom alive, as in UIKit: a view keeps its subviews and the constraints installed on it;
/// a constraint does not keep its items (UIKit's `firstItem` and `secondItem` are not retained); the
/// engine and its logs do not keep the views of their window. Dropping a window frees its views.
@Suite("Ownership: dropping a window frees its views, engine and constraints")
struct OwnershipTests {
    /// Weak handles to what a scenario made, checked once the scenario's scope has ended.
    struct Handles {
        weak var window: Window?
        weak var root: View?
        weak var engine: LayoutEngine?
        weak var constraint: LayoutConstraint?
    }

    nonisolated static let scenarios: [(String, @MainActor @Sendable () -> Handles)] = [
        (
            "a window with a view controller, laid out",
            {
                let window = Window(size: Size(width: 100, height: 100))
                window.rootViewController = ViewController()
                window.layoutIfNeeded()
                return Handles(window: window, root: window.rootView, engine: window.rootView?.engineIfAny)
            }
        ),
        (
            "a view whose constraint names itself and its subview (the view holds the constraint)",
            {
                let root = View(), child = View()
                root.addSubview(child)
                child.translatesAutoresizingMaskIntoConstraints = false
                let c = child.leadingAnchor.constraint(equalTo: root.leadingAnchor)
                try? LayoutConstraint.activate([c, child.widthAnchor.constraint(equalToConstant: 10)])
                return Handles(root: root, constraint: c)
            }
        ),
        (
            "L1's row of 1,000 views, laid out and edited",
            {
                let built = LayoutWorkloads.longRow(1000)
                built.change()
                built.window.layoutIfNeeded()
                return Handles(window: built.window, root: built.window.rootView, engine: built.window.rootView?.engineIfAny)
            }
        ),
        (
            "a row with an unsatisfiable constraint, whose conflict log gave views addresses",
            {
                let built = LayoutWorkloads.conflictRow(5, conflicting: true)
                return Handles(window: built.window, root: built.window.rootView, engine: built.window.rootView?.engineIfAny)
            }
        ),
    ]

    @Test("nothing outlives its scope", arguments: scenarios.indices)
    func freed(_ index: Int) {
        let (name, make) = Self.scenarios[index]
        let handles = make()
        #expect(handles.window == nil, "\(name): the window")
        #expect(handles.root == nil, "\(name): the root view")
        #expect(handles.engine == nil, "\(name): the engine")
        #expect(handles.constraint == nil, "\(name): the constraint")
    }

    @Test("a constraint kept after its views are gone: items nil, described, refused on activation, no crash")
    func constraintOutlivesItsViews() {
        var kept: LayoutConstraint?
        var active: LayoutConstraint?
        do {
            let root = View(), child = View()
            root.addSubview(child)
            root.accessibilityIdentifier = "root"
            child.accessibilityIdentifier = "child"
            kept = child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8)
            active = child.widthAnchor.constraint(equalToConstant: 10)
            try? active?.activate()
            #expect(kept?.firstItem === child)
            #expect(
                kept?.description
                    == "<NSLayoutConstraint:0x600000300050 H:|-(8)-[child]   (inactive, names: child:0x7f9625000420, '|':root:0x7f9625000630 )>",
                "UIKit's description, with the hierarchy's addresses")
            #expect(kept?.equationDescription == "child.leading == root.leading + 8")
        }
        #expect(kept?.firstItem == nil && kept?.secondItem == nil)
        #expect(kept?.description == "(deallocated).leading == (deallocated).leading + 8")
        #expect(active?.isActive == false, "the view it was installed on is gone")
        #expect(throws: LayoutError.self) { try kept?.activate() }
        do {
            try kept?.activate()
        } catch {
            #expect(error.description.contains("has been deallocated"), "\(error)")
        }
        let holder = View()
        if let kept { holder.addConstraint(kept) }
        #expect(holder.constraints.isEmpty, "addConstraint refuses it too")
    }

    /// A window whose root is a controller's view.
    static func window(width: Double, height: Double) -> (Window, View) {
        let window = Window(size: Size(width: width, height: height), logSink: { _ in })
        let controller = ViewController()
        window.rootViewController = controller
        return (window, controller.view)
    }

    @Test("a subview kept after its superview is gone: no superview, inactive outside constraints, joins another window")
    func subviewOutlivesItsSuperview() throws {
        var kept: View?
        var across: LayoutConstraint?
        var inside: LayoutConstraint?
        do {
            let (window, root) = Self.window(width: 300, height: 200)
            let card = View(), badge = View()
            root.addSubview(card)
            card.addSubview(badge)
            for v in [card, badge] { v.translatesAutoresizingMaskIntoConstraints = false }
            across = card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20)
            inside = badge.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -4)
            try LayoutConstraint.activate([
                try #require(across), try #require(inside),
                card.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
                card.widthAnchor.constraint(equalToConstant: 100), card.heightAnchor.constraint(equalToConstant: 50),
                badge.widthAnchor.constraint(equalToConstant: 10), badge.heightAnchor.constraint(equalToConstant: 10),
                badge.topAnchor.constraint(equalTo: card.topAnchor),
            ])
            window.layoutIfNeeded()
            #expect(badge.frame == Rect(x: 86, y: 0, width: 10, height: 10))
            kept = card
        }
        let card = try #require(kept)
        #expect(card.superview == nil, "UIKit's superview is weak: nil once the superview is gone")
        #expect(across?.isActive == false && across?.firstItem === card && across?.secondItem == nil)
        #expect(inside?.isActive == true, "a constraint inside the kept subtree stays installed on it")
        #expect(!card.installedReferences.contains { $0 === across }, "the card no longer lists the inactive one")
        // The kept subtree joins another window: its own constraints come along, new ones place it.
        let (other, root) = Self.window(width: 400, height: 300)
        root.addSubview(card)
        try LayoutConstraint.activate([
            card.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            card.bottomAnchor.constraint(equalTo: root.bottomAnchor),
        ])
        other.layoutIfNeeded()
        #expect(card.frame == Rect(x: 300, y: 250, width: 100, height: 50))
        #expect(card.subviews.first?.frame == Rect(x: 86, y: 0, width: 10, height: 10))
    }

    @Test("a subtree removed from a window and freed: the window lays out again without it")
    func removedSubtreeFreedBeforeTheNextLayout() throws {
        let (window, root) = Self.window(width: 300, height: 200)
        let stay = View()
        stay.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stay)
        let width = stay.widthAnchor.constraint(equalToConstant: 40)
        try LayoutConstraint.activate([
            width, stay.heightAnchor.constraint(equalToConstant: 40),
            stay.leadingAnchor.constraint(equalTo: root.leadingAnchor), stay.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        weak var gone: View?
        do {
            let leaving = View(), inner = View()
            leaving.addSubview(inner)
            root.addSubview(leaving)
            leaving.frame = Rect(x: 5, y: 5, width: 50, height: 50)
            inner.frame = Rect(x: 1, y: 1, width: 5, height: 5)
            window.layoutIfNeeded()
            leaving.removeFromSuperview()
            gone = inner
        }
        #expect(gone == nil)
        width.constant = 60
        window.layoutIfNeeded()
        #expect(stay.frame == Rect(x: 0, y: 0, width: 60, height: 40))
    }

    @Test("a constraint kept after the view it was installed on is gone: activated again in another window, it holds")
    func constraintOutlivesItsHost() throws {
        var kept: (View, View, LayoutConstraint)?
        do {
            let (window, root) = Self.window(width: 300, height: 200)
            let a = View(), b = View()
            for v in [a, b] {
                v.translatesAutoresizingMaskIntoConstraints = false
                root.addSubview(v)
            }
            let gap = b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 12)
            try LayoutConstraint.activate([gap])
            window.layoutIfNeeded()
            #expect(gap.isActive && gap.installedOn === root)
            kept = (a, b, gap)
        }
        let (a, b, gap) = try #require(kept)
        #expect(!gap.isActive && gap.firstItem === b && gap.secondItem === a)
        let (window, root) = Self.window(width: 300, height: 200)
        root.addSubview(a)
        root.addSubview(b)
        gap.isActive = true
        try LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 5), a.topAnchor.constraint(equalTo: root.topAnchor),
            a.widthAnchor.constraint(equalToConstant: 30), a.heightAnchor.constraint(equalToConstant: 30),
            b.topAnchor.constraint(equalTo: root.topAnchor), b.widthAnchor.constraint(equalToConstant: 30),
            b.heightAnchor.constraint(equalToConstant: 30),
        ])
        window.layoutIfNeeded()
        #expect(gap.isActive && gap.installedOn === root)
        #expect(b.frame == Rect(x: 47, y: 0, width: 30, height: 30), "5 + 30 + 12: the kept constraint holds")
    }
}
