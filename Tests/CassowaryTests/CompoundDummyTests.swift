import Cassowary
import Testing

/// Compound dummies (Tableau+Compounds.swift): the many dummies of a grid's first row, which
/// every cell's inequality would otherwise carry, are named once. Whatever the solver then does
/// with a member (change its constant, remove it, remove everything at once, explain a conflict),
/// the values are those of a solver given the resulting system from scratch.
@Suite("Compound dummies: a grid's first row named once")
struct CompoundDummyTests {
    /// An L3-like grid of `columns` x `rows` cells: equal widths, 4 pt apart, the first row filling
    /// 1,200 pt; each cell's label (x = 8, preferred width 50) must end 4 pt before the cell's edge.
    struct Grid {
        let solver = Solver(mode: .lexicographic)
        var constraints: [Constraint] = []
        var x: [Variable] = [], w: [Variable] = [], labelWidth: [Variable] = []
        /// The first row's `x[c] == x[c - 1] + w[c - 1] + 4`, by column (index 0: `x[0] == 0`).
        var chain: [Constraint] = []
        var closing: Constraint!

        init(columns: Int, rows: Int) throws {
            for i in 0..<(columns * rows) {
                x.append(solver.makeVariable("x\(i)"))
                w.append(solver.makeVariable("w\(i)"))
                labelWidth.append(solver.makeVariable("t\(i)"))
            }
            for i in 0..<(columns * rows) {
                let c = i % columns
                let leading = c == 0 ? x[i] == 0 : x[i] == x[i - 1] + w[i - 1] + 4
                if i < columns { chain.append(leading) }
                constraints.append(leading)
                if i > 0 { constraints.append(w[i] == w[0]) }
                constraints.append(8 + labelWidth[i] <= w[i] - 4)
                constraints.append((labelWidth[i] == 50) | 250)
                constraints.append((labelWidth[i] >= 0) | 750)
                if i == columns - 1 {
                    closing = x[i] + w[i] == 1200
                    constraints.append(closing)
                }
            }
            for constraint in constraints { try solver.addConstraint(constraint) }
        }

        var values: [Double] { (x + w + labelWidth).map { solver.value(of: $0) } }

        /// The values of a fresh solver given `system` over the same variables.
        func freshValues(_ system: [Constraint]) throws -> [Double] {
            let fresh = Grid.rebuilt(self)
            for constraint in system { try fresh.solver.addConstraint(constraint.rebound(fresh.map)) }
            return (x + w + labelWidth).map { fresh.solver.value(of: fresh.map[$0.index]!) }
        }

        /// A second solver with one variable for each of `grid`'s.
        static func rebuilt(_ grid: Grid) -> (solver: Solver, map: [Int32: Variable]) {
            let solver = Solver(mode: .lexicographic)
            var map: [Int32: Variable] = [:]
            for v in grid.x + grid.w + grid.labelWidth { map[v.index] = solver.makeVariable(grid.solver.name(of: v)) }
            return (solver, map)
        }
    }

    static func expectClose(_ a: [Double], _ b: [Double], sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(a.count == b.count, sourceLocation: sourceLocation)
        for (p, q) in zip(a, b) where abs(p - q) > 1e-6 {
            Issue.record("\(p) != \(q)", sourceLocation: sourceLocation)
            return
        }
    }

    @Test("every cell's label row names the first row's 80 dummies once: rows stay short")
    func rowsStayShort() throws {
        let grid = try Grid(columns: 40, rows: 5)
        #expect(grid.solver.statistics.longestRow < 20)
        // 40 columns of (1200 - 39 * 4) / 40 = 26.1 pt: each label squeezed to 26.1 - 12.
        #expect(abs(grid.solver.value(of: grid.w[117]) - 26.1) < 1e-9)
        #expect(abs(grid.solver.value(of: grid.labelWidth[117]) - 14.1) < 1e-9)
        Self.expectClose(grid.values, try grid.freshValues(grid.constraints))
    }

    @Test("the dump lists the compound with the dummies it stands for")
    func dumpListsCompounds() throws {
        let grid = try Grid(columns: 40, rows: 2)
        let dump = grid.solver.dump()
        let section = dump.components(separatedBy: "Compounds:\n").last ?? ""
        #expect(dump.contains("Compounds:"))
        // One compound of the first row's dummies: its line names at least 32 of them.
        let line = section.split(separator: "\n").first ?? ""
        #expect(line.hasPrefix("  c"))
        #expect(line.components(separatedBy: " * d").count - 1 >= 32)
    }

    @Test("changing a first-row spacing in place moves every cell as a fresh solve would")
    func constantChangeOfAMember() throws {
        let grid = try Grid(columns: 40, rows: 5)
        let link = grid.chain[7]
        // x7 - x6 - w6 - 4 == 0  ->  spacing 10.
        try grid.solver.setConstant(-10, of: link)
        var system = grid.constraints
        system[system.firstIndex { $0 === link }!] = grid.x[7] == grid.x[6] + grid.w[6] + 10
        Self.expectClose(grid.values, try grid.freshValues(system))
        try grid.solver.setConstant(-4, of: link)
        Self.expectClose(grid.values, try grid.freshValues(grid.constraints))
    }

    @Test("removing a first-row constraint spells its compound out: values as without it", arguments: [1, 20, 39])
    func removingAMember(column: Int) throws {
        let grid = try Grid(columns: 40, rows: 5)
        let link = grid.chain[column]
        try grid.solver.removeConstraint(link)
        let wider = grid.x[column] == grid.x[column - 1] + grid.w[column - 1] + 30
        try grid.solver.addConstraint(wider)
        let system = grid.constraints.filter { $0 !== link } + [wider]
        Self.expectClose(grid.values, try grid.freshValues(system))
        #expect(grid.solver.statistics.longestRow < 20)
    }

    @Test("removing the closing constraint, then the whole grid at once, then adding it back")
    func blockRemoval() throws {
        let grid = try Grid(columns: 40, rows: 3)
        let before = grid.values
        try grid.solver.removeConstraint(grid.closing)
        try grid.solver.addConstraint(grid.closing)
        Self.expectClose(grid.values, before)
        try grid.solver.removeConstraints(grid.constraints)
        #expect(grid.solver.constraintCount == 0)
        #expect(grid.solver.statistics.definitions + grid.solver.statistics.restrictedRows == 0)
        for constraint in grid.constraints { try grid.solver.addConstraint(constraint) }
        Self.expectClose(grid.values, before)
    }

    @Test("removing one row of cells at once keeps the first row's compound for the others")
    func partialBlock() throws {
        let grid = try Grid(columns: 40, rows: 3)
        let lastRow = Set((grid.w[80...] + grid.x[80...] + grid.labelWidth[80...]).map(\.index))
        let leaving = grid.constraints.filter { c in c.expression.terms.contains { lastRow.contains($0.variable.index) } }
        try grid.solver.removeConstraints(leaving)
        let system = grid.constraints.filter { c in !leaving.contains { $0 === c } }
        let fresh = try grid.freshValues(system)
        Self.expectClose(Array(grid.values[0..<80]), Array(fresh[0..<80]))
    }

    @Test("removing the first row's chain at once, then adding it back, gives the values it had")
    func chainRemovedTogether() throws {
        let grid = try Grid(columns: 40, rows: 3)
        let before = grid.values
        try grid.solver.removeConstraints(grid.chain)
        for link in grid.chain { try grid.solver.addConstraint(link) }
        Self.expectClose(grid.values, before)
    }

    @Test("a conflict with the first row names every constraint of the chain")
    func conflictThroughACompound() throws {
        let grid = try Grid(columns: 40, rows: 2)
        let tooWide = grid.w[45] == 40
        #expect {
            try grid.solver.addConstraint(tooWide)
        } throws: { error in
            guard case SolverError.unsatisfiable(_, let conflicts) = error else { return false }
            // The chain, the closing constraint and the equal widths of the first row and of cell 45.
            return grid.chain.allSatisfy { link in conflicts.contains { $0 === link } }
                && conflicts.contains { $0 === grid.closing }
        }
        Self.expectClose(grid.values, try grid.freshValues(grid.constraints))
    }
}

extension Constraint {
    /// The same constraint over the variables `map` gives.
    func rebound(_ map: [Int32: Variable]) -> Constraint {
        let terms = expression.terms.map { Term(map[$0.variable.index]!, $0.coefficient) }
        return Constraint(Expression(terms, constant: expression.constant), relation, strength: strength)
    }
}
