import Cassowary
import Testing
import TestSupport

/// `Solver.removeConstraints`: a block (constraints whose rows are their own, as a view subtree's
/// are once the constraints reaching outside it are gone) leaves without a pivot; anything else is
/// removed one by one; either way the result is that of removing each in turn.
@Suite("Removing many constraints at once")
struct RemoveManyTests {
    /// A container at x = 10, width 300, and a "subtree" inside it: two children laid out relative to
    /// the container, one with a hugging / compression pair, one with a weak preferred width.
    struct Subtree {
        let solver = Solver(mode: .lexicographic)
        let cx: Variable, cw: Variable, ax: Variable, aw: Variable, bx: Variable, bw: Variable
        let outside: [Constraint]
        let inside: [Constraint]

        init() {
            cx = solver.makeVariable("cx")
            cw = solver.makeVariable("cw")
            ax = solver.makeVariable("ax")
            aw = solver.makeVariable("aw")
            bx = solver.makeVariable("bx")
            bw = solver.makeVariable("bw")
            outside = [cx == 10, cw == 300]
            inside = [
                ax == 8,
                (aw <= 40) | 250, (aw >= 40) | 750,
                bx >= ax + aw + 8,
                bw <= cw - bx - 8,
                (bw == 500) | 250,
            ]
        }

        func install() throws {
            for c in outside + inside { try solver.addConstraint(c) }
        }
    }

    @Test("a subtree's constraints leave without a pivot, and the container keeps its values")
    func subtreeLeavesWithoutPivots() throws {
        let t = Subtree()
        try t.install()
        #expect(t.solver.value(of: t.bw) == 236)  // 300 - (8 + 40 + 8) - 8: b as far left as it may go
        let rowsBefore = t.solver.statistics
        let pivots = t.solver.pivotCount
        try t.solver.removeConstraints(t.inside)
        #expect(t.solver.pivotCount == pivots)
        #expect(t.solver.constraintCount == t.outside.count)
        #expect(t.solver.value(of: t.cx) == 10)
        #expect(t.solver.value(of: t.cw) == 300)
        let after = t.solver.statistics
        #expect(after.definitions + after.restrictedRows < rowsBefore.definitions + rowsBefore.restrictedRows)
        #expect(after.softGroups == 0)
        // The freed variables are free again: they can take new constraints.
        try t.solver.addConstraint(t.ax == t.cw - 1)
        #expect(t.solver.value(of: t.ax) == 299)
    }

    @Test("a subtree removed at once and added back gives the values it had")
    func subtreeRoundTrip() throws {
        let t = Subtree()
        try t.install()
        let before = [t.ax, t.aw, t.bx, t.bw].map { t.solver.value(of: $0) }
        try t.solver.removeConstraints(t.inside)
        for c in t.inside { try t.solver.addConstraint(c) }
        #expect([t.ax, t.aw, t.bx, t.bw].map { t.solver.value(of: $0) } == before)
    }

    @Test("a variable another constraint still names is not forgotten: an edit on it keeps working")
    func sharedVariableStays() throws {
        let s = Solver()
        let x = s.makeVariable("x"), y = s.makeVariable("y")
        try s.addEditVariable(x, strength: Strength.strong)
        let tied = [y == x + 5, y >= 0]
        for c in tied { try s.addConstraint(c) }
        try s.suggestValue(20, for: x)
        #expect(s.value(of: y) == 25)
        try s.removeConstraints(tied)
        try s.suggestValue(30, for: x)
        #expect(s.value(of: x) == 30)
        #expect(s.hasEditVariable(x))
    }

    @Test("a constraint that is not installed, or listed twice, refuses the batch and removes none")
    func refusalsRemoveNothing() throws {
        let t = Subtree()
        try t.install()
        let stray = t.ax == 1
        // `bw <= cw - bx - 8` names the container's width, which `cw == 300` keeps naming.
        #expect(throws: SolverError.self) { try t.solver.removeConstraints([t.inside[4], stray]) }
        #expect(throws: SolverError.self) { try t.solver.removeConstraints([t.inside[1], t.inside[1]]) }
        #expect(t.solver.constraintCount == t.outside.count + t.inside.count)
        #expect(t.solver.value(of: t.bw) == 236)
        for c in t.inside { #expect(t.solver.hasConstraint(c)) }
        try t.solver.removeConstraints([])
        #expect(t.solver.constraintCount == t.outside.count + t.inside.count)
        // The refusals counted no use away: the subtree still leaves as one block, and the container's
        // width, which an outside constraint still names, is not forgotten with it.
        let pivots = t.solver.pivotCount
        try t.solver.removeConstraints(t.inside)
        #expect(t.solver.pivotCount == pivots)
        #expect(t.solver.value(of: t.cw) == 300)
    }

    @Test(
        "removing a random half at once equals removing it one by one, and adding it back restores the optimum",
        arguments: [SolverMode.weighted, .lexicographic], 0..<100)
    func batchEqualsOneByOne(mode: SolverMode, seed: Int) throws {
        var rng = SplitMix64(state: UInt64(seed) &* 48_271 &+ 11)
        let system = RandomSystem(rng: &rng)
        // Two solvers with the same system: one removes the half at once, the other one by one.
        let solvers = [Solver(mode: mode), Solver(mode: mode)]
        let vars = solvers.map { s in system.expected.indices.map { s.makeVariable("x\($0)") } }
        let constraints = (0..<2).map { system.constraints(over: vars[$0], mode: mode) }
        for k in 0..<2 { for c in constraints[k] { try solvers[k].addConstraint(c) } }
        var half = Array(system.specs.indices)
        rng.shuffle(&half)
        half = Array(half.prefix(system.specs.count / 2))
        try solvers[0].removeConstraints(half.map { constraints[0][$0] })
        for i in half { try solvers[1].removeConstraint(constraints[1][i]) }
        // Where what is left determines a variable, both agree on it.
        for k in system.expected.indices where solvers[1].freeVariables(affecting: vars[1][k]).isEmpty {
            let a = solvers[0].value(of: vars[0][k]), b = solvers[1].value(of: vars[1][k])
            #expect(abs(a - b) <= 1e-6 * max(1, abs(b)), "\(mode) seed \(seed) x\(k): \(a) vs \(b)")
        }
        rng.shuffle(&half)
        for i in half { try solvers[0].addConstraint(constraints[0][i]) }
        for (k, v) in vars[0].enumerated() {
            let e = system.expected[k]
            #expect(abs(solvers[0].value(of: v) - e) <= 1e-6 * max(1, abs(e)), "\(mode) seed \(seed) x\(k)")
        }
    }

    @Test("two independent systems in one solver: removing one at once is a block and leaves the other exact")
    func independentSystemIsABlock() throws {
        var rng = SplitMix64(state: 2026)
        for round in 0..<40 {
            let a = RandomSystem(rng: &rng), b = RandomSystem(rng: &rng)
            let s = Solver()
            func install(_ system: RandomSystem, _ name: String) throws -> ([Variable], [Constraint]) {
                let vars = system.expected.indices.map { s.makeVariable("\(name)\($0)") }
                let cs = system.constraints(over: vars)
                for c in cs { try s.addConstraint(c) }
                return (vars, cs)
            }
            let (av, _) = try install(a, "a")
            let (_, bc) = try install(b, "b")
            _ = s.value(of: av[0])
            let pivots = s.pivotCount
            try s.removeConstraints(bc)
            #expect(s.pivotCount == pivots, "round \(round)")
            for (k, v) in av.enumerated() {
                let e = a.expected[k]
                #expect(abs(s.value(of: v) - e) <= 1e-6 * max(1, abs(e)), "round \(round) a\(k)")
            }
        }
    }
}
