import Cassowary
import SolverWorkloads
import Testing

/// A grid with every variable listed, for tests.
enum SolverWorkloadsShim {
    struct Grid {
        let solver: Solver
        let container: Variable
        let all: [Variable]
    }

    static func grid(_ n: Int) throws -> Grid {
        let g = try SolverWorkloads.grid(n)
        return Grid(solver: g.solver, container: g.container, all: g.left + g.top + g.width + g.height)
    }
}

/// The benchmark workloads at small sizes: right answers and a sparse tableau (no timing here:
/// times live in `layoutsim bench`).
@Suite("Solver workloads")
struct WorkloadTests {
    static func expectGrid(_ g: SolverWorkloads.Grid, side: Double) {
        for i in g.width.indices {
            let r = Double(i / g.columns), c = Double(i % g.columns)
            let got = [g.width[i], g.height[i], g.left[i], g.top[i]].map { g.solver.value(of: $0) }
            let want = [side, side, c * (side + 8), r * (side + 8)]
            for (a, b) in zip(got, want) {
                #expect(abs(a - b) <= 1e-6 * max(1, abs(b)), "view \(i): \(got) vs \(want)")
            }
        }
    }

    @Test("S1 grid(N) solves to equal squares", arguments: [1, 2, 7, 100, 2500])
    func grid(n: Int) throws {
        let g = try SolverWorkloads.grid(n)
        Self.expectGrid(g, side: SolverWorkloads.expectedGridSide(n))
    }

    @Test("S1 keeps the tableau sparse: no row grows with N")
    func gridIsSparse() throws {
        let small = try SolverWorkloads.grid(400).solver.statistics
        let large = try SolverWorkloads.grid(3600).solver.statistics
        // The only row that grows is W's reduced definition, linear in the row length sqrt(N).
        #expect(large.longestRow <= 2 * 60 + 8, "longest row \(large.longestRow)")
        #expect(large.restrictedRows == small.restrictedRows, "restricted rows do not grow with N")
        #expect(large.pivots == small.pivots)
    }

    @Test("S2 animation frames track the container width")
    func animate() throws {
        let g = try SolverWorkloads.grid(100)
        for k in [0, 150, 300, 450, 599] {
            _ = try SolverWorkloads.animateFrame(g, frame: k)
            let w = g.solver.value(of: g.container)
            let side = (w - 8 * 9) / 10
            #expect(abs(g.solver.value(of: g.width[99]) - side) < 1e-6)
        }
    }

    @Test("S3 chain(N) gives x_i = 10 i with rows of constant length")
    func chain() throws {
        for n in [5, 200, 3000] {
            let (s, x) = try SolverWorkloads.chain(n)
            for (i, v) in x.enumerated() { #expect(abs(s.value(of: v) - Double(10 * i)) < 1e-6) }
            #expect(s.statistics.longestRow <= 4, "n = \(n): longest row \(s.statistics.longestRow)")
        }
    }

    @Test("S4 churn: remove/re-add and constant changes leave the grid solved")
    func churn() throws {
        let g = try SolverWorkloads.grid(1000)
        for _ in 0..<20 { _ = try SolverWorkloads.churnRemoveAdd(g) }
        Self.expectGrid(g, side: SolverWorkloads.expectedGridSide(1000))
        _ = try SolverWorkloads.churnConstant(g, spacing: 9)
        #expect(abs(g.solver.value(of: g.left[1]) - (g.solver.value(of: g.width[0]) + 9)) < 1e-6)
        _ = try SolverWorkloads.churnConstant(g, spacing: 8)
        Self.expectGrid(g, side: SolverWorkloads.expectedGridSide(1000))
    }
}
