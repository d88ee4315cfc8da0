import Layout
import LayoutWorkloads
import Testing

/// The layout workloads at small sizes: right frames, and an edit that touches only its cell.
/// (Times live in `layoutsim bench`.)
@Suite("Layout workloads")
struct LayoutWorkloadTests {
    @Test("L1: labels in a row, 8 apart, top-aligned")
    func longRow() {
        let built = LayoutWorkloads.longRow(50)
        let f = built.window.frames
        var x = 8.0
        for i in 0..<50 {
            let r = f["label\(i)"]!
            #expect(r.x == x && r.y == 8)
            x = r.maxX + 8
        }
        built.change()
        built.window.layoutIfNeeded()
        #expect(built.window.frames["label49"]!.x == f["label49"]!.x + 1)
    }

    @Test("L2: nested views inset by 1 point each")
    func deepHierarchy() {
        let built = LayoutWorkloads.deepHierarchy(300)
        let f = built.window.frames
        let side = Double(2 * 300 + 100)
        #expect(f["nested0"] == Rect(x: 1, y: 1, width: side - 2, height: side - 2))
        #expect(f["nested299"] == Rect(x: 300, y: 300, width: side - 600, height: side - 600))
    }

    @Test("L3: a grid of equal cells; each cell's content inside it")
    func collection() {
        let built = LayoutWorkloads.collection(100)
        let f = built.window.frames
        let width = (1200 - 4 * 9) / 10.0
        for i in [0, 9, 10, 55, 99] {
            let cell = f["cell\(i)"]!
            #expect(abs(cell.width - width) < 1e-9 && cell.height == 60)
            #expect(abs(cell.x - Double(i % 10) * (width + 4)) < 1e-9 && cell.y == Double(i / 10) * 64)
            let image = f["image\(i)"]!
            #expect(image == Rect(x: cell.x + 4, y: cell.y + 10, width: 40, height: 40))
            #expect(f["title\(i)"]!.x == image.maxX + 8)
        }
        #expect(built.window.log.isEmpty, "\(built.window.log)")
    }

    @Test("L6: one constant in one cell moves only that cell's content; the work does not grow with N")
    func liveEdit() {
        var calls: [Int] = []
        for n in [100, 400] {
            let built = LayoutWorkloads.liveEdit(n)
            let before = built.window.frames
            built.window.resetCounters()
            built.change()
            built.window.layoutIfNeeded()
            let after = built.window.frames
            let changed = after.keys.filter { after[$0] != before[$0] }.sorted()
            let mid = n / 2
            #expect(changed == ["image\(mid)", "subtitle\(mid)", "title\(mid)"], "\(changed)")
            let c = built.window.counters
            #expect(c.solverAdds == 0 && c.solverRemoves == 0 && c.solverConstantChanges == 1, "\(c)")
            calls.append(c.layoutSubviewsCalls)
        }
        // The cell lays out, plus its labels when the narrow cells of the larger grid squeeze them.
        #expect(calls.allSatisfy { $0 <= 3 }, "layoutSubviews calls \(calls)")
    }

    @Test("L4: moved cells stack in the side column; L5: removing every cell leaves the containers")
    func moveAndRemove() {
        let moving = LayoutWorkloads.movingTree(120)
        moving.change()
        moving.window.layoutIfNeeded()
        let f = moving.window.frames
        // The moved cells keep their variables (their subtrees stay in the engine), so their new
        // widths come out of a different basis: equal to 400 up to rounding.
        func close(_ a: Rect?, _ b: Rect) -> Bool {
            guard let a else { return false }
            return [a.x - b.x, a.y - b.y, a.width - b.width, a.height - b.height].allSatisfy { abs($0) < 1e-9 }
        }
        #expect(close(f["cell20"], Rect(x: 1200, y: 0, width: 400, height: 60)), "\(String(describing: f["cell20"]))")
        #expect(close(f["cell21"], Rect(x: 1200, y: 60, width: 400, height: 60)), "\(String(describing: f["cell21"]))")
        #expect(moving.window.log.isEmpty, "\(moving.window.log)")
        let removal = LayoutWorkloads.hierarchyRemoval(60)
        removal.change()
        removal.window.layoutIfNeeded()
        #expect(removal.window.frames.keys.sorted() == ["root"])
        #expect(removal.window.rootView!.constraints.isEmpty)
    }
}
