@testable import Layout
import LayoutWorkloads
import Testing

/// The passes do work proportional to what changed: only the paths to views that asked for an
/// update or a layout are walked, and (as in UIKit) `layoutSubviews` runs for a view whose bounds
/// changed, not for one that only moved.
@Suite("Pass work follows what changed")
struct PassWorkTests {
    typealias JournalView = LayoutBehaviourTests.JournalView

    @Test("one constant change in a grid of 400 cells: only that cell's views lay out, no updateConstraints")
    func oneCellEdit() {
        let built = LayoutWorkloads.collection(400)
        built.window.resetCounters()
        built.change()
        built.window.layoutIfNeeded()
        let c = built.window.counters
        // The cell sets its subviews' frames; its two labels are squeezed by the moved image (the
        // cells are 56 points wide), so their bounds change and they lay out too. No other view does.
        #expect(c.layoutSubviewsCalls == 3, "\(c)")
        #expect(c.updateConstraintsCalls == 0)
        #expect(c.solverConstantChanges == 1 && c.solverAdds == 0 && c.solverRemoves == 0)
    }

    @Test("marked views only, in UIKit's order: updates bottom-up, layouts top-down, siblings in subview order")
    func onlyMarkedPaths() {
        let h = Harness()
        let journal = LayoutBehaviourTests.SharedJournal()
        let a = h.add(JournalView(journal), "a"), b = h.add(JournalView(journal), "b")
        let a1 = h.add(JournalView(journal), "a1", to: a), a2 = h.add(JournalView(journal), "a2", to: a)
        let b1 = h.add(JournalView(journal), "b1", to: b)
        h.window.layoutIfNeeded()
        journal.entries = []
        // Marked out of order: the passes still visit subviews in their order.
        b1.setNeedsLayout()
        a2.setNeedsLayout()
        b.setNeedsUpdateConstraints()
        a1.setNeedsUpdateConstraints()
        h.window.layoutIfNeeded()
        #expect(journal.entries == ["update a1", "update b", "layout a2", "layout b1"], "\(journal.entries)")
        _ = (a, a2, b1)
    }

    @Test("a few marked among many siblings, marked out of order, still lay out in subview order")
    func fewMarkedAmongMany() {
        let h = Harness()
        let journal = LayoutBehaviourTests.SharedJournal()
        let row = h.add(View(), "row")
        let items = (0..<12).map { h.add(JournalView(journal), "item\($0)", to: row) }
        h.window.layoutIfNeeded()
        journal.entries = []
        // Two of twelve: the pending list is looked up and sorted, not the subviews scanned.
        items[9].setNeedsLayout()
        items[2].setNeedsLayout()
        h.window.layoutIfNeeded()
        #expect(journal.entries == ["layout item2", "layout item9"], "\(journal.entries)")
        // Every one of them, in reverse: the subviews are scanned for their marks.
        for item in items.reversed() { item.setNeedsLayout() }
        journal.entries = []
        h.window.layoutIfNeeded()
        #expect(journal.entries == items.indices.map { "layout item\($0)" }, "\(journal.entries)")
    }

    @Test("a container that moves without changing size is not laid out again (its subviews keep their frames)")
    func moveWithoutResize() throws {
        let h = Harness()
        let journal = LayoutBehaviourTests.SharedJournal()
        let container = h.add(JournalView(journal), "container")
        let child = h.add(View(), "child", to: container)
        let left = container.leadingAnchor.constraint(equalTo: h.root.leadingAnchor, constant: 10)
        let width = container.widthAnchor.constraint(equalToConstant: 100)
        try LayoutConstraint.activate([
            left, container.topAnchor.constraint(equalTo: h.root.topAnchor),
            width, container.heightAnchor.constraint(equalToConstant: 50),
            child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 5),
            child.topAnchor.constraint(equalTo: container.topAnchor, constant: 5),
            child.widthAnchor.constraint(equalToConstant: 10), child.heightAnchor.constraint(equalToConstant: 10),
        ])
        h.window.layoutIfNeeded()
        journal.entries = []
        left.constant = 60
        let frames = h.layout()
        #expect(journal.entries.isEmpty, "\(journal.entries)")
        #expect(frames["container"]?.x == 60 && frames["child"]?.x == 65)
        width.constant = 120
        _ = h.layout()
        #expect(journal.entries == ["layout container"], "a size change lays the container out: \(journal.entries)")
    }

    @Test("moving a view within its hierarchy keeps its subtree in the engine: only the constraints reaching outside go")
    func moveKeepsSubtree() throws {
        let h = Harness()
        let left = h.add(View(), "left"), right = h.add(View(), "right")
        let cell = h.add(View(), "cell", to: left), inner = h.add(View(), "inner", to: cell)
        let outside = [cell.leadingAnchor.constraint(equalTo: left.leadingAnchor), cell.topAnchor.constraint(equalTo: left.topAnchor)]
        let inside = [
            inner.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 5),
            inner.topAnchor.constraint(equalTo: cell.topAnchor, constant: 5),
            inner.widthAnchor.constraint(equalToConstant: 10), inner.heightAnchor.constraint(equalToConstant: 10),
            cell.widthAnchor.constraint(equalToConstant: 30), cell.heightAnchor.constraint(equalToConstant: 30),
        ]
        try LayoutConstraint.activate(
            outside + inside + [
                left.leadingAnchor.constraint(equalTo: h.root.leadingAnchor), left.topAnchor.constraint(equalTo: h.root.topAnchor),
                left.widthAnchor.constraint(equalToConstant: 100), left.heightAnchor.constraint(equalToConstant: 100),
                right.leadingAnchor.constraint(equalTo: left.trailingAnchor), right.topAnchor.constraint(equalTo: h.root.topAnchor),
                right.widthAnchor.constraint(equalToConstant: 100), right.heightAnchor.constraint(equalToConstant: 100),
            ])
        _ = h.layout()
        h.window.resetCounters()
        right.addSubview(cell)
        try LayoutConstraint.activate([
            cell.trailingAnchor.constraint(equalTo: right.trailingAnchor),
            cell.bottomAnchor.constraint(equalTo: right.bottomAnchor),
        ])
        let frames = h.layout()
        let c = h.window.counters
        #expect(c.solverRemoves == 2 && c.solverAdds == 2, "only the two constraints to the old parent leave: \(c)")
        #expect(outside.allSatisfy { !$0.isActive } && inside.allSatisfy(\.isActive))
        #expect(cell.frame == Rect(x: 70, y: 70, width: 30, height: 30))
        #expect(frames["inner"] == Rect(x: 175, y: 75, width: 10, height: 10))
    }
}

/// A view leaving its window takes its subtree's constraints out of the solver.
@Suite("Removing a subtree")
struct SubtreeRemovalTests {
    @Test("an L3 cell removed after layout leaves the rest laid out as if it had never been there (removeFromSuperview)")
    func removedCellLeavesNoTrace() throws {
        let (window, _, cells) = LayoutWorkloads.collectionCells(20)
        window.layoutIfNeeded()
        cells[7].view.removeFromSuperview()
        window.layoutIfNeeded()
        // The cell keeps its own constraints (active, installed on it), out of any engine.
        #expect(cells[7].view.constraints.allSatisfy { $0.isActive && $0.engine == nil })
        // The same window with the cell removed before it was ever laid out.
        let (fresh, _, freshCells) = LayoutWorkloads.collectionCells(20)
        freshCells[7].view.removeFromSuperview()
        fresh.layoutIfNeeded()
        #expect(window.frames == fresh.frames)
    }
}
