import Cassowary
import Testing
import TestSupport

/// Seeded random systems of up to four variables, solved by the solver step by step and by the
/// brute-force ``ReferenceSystem`` after every step.
///
/// Every state is checked three ways: the solver's point satisfies every required constraint, its
/// cost vector equals the optimal one (level by level in lexicographic mode), and where the
/// reference finds the optimum unique the point itself is the same. A failing required add or
/// constant change must be one the reference finds infeasible, and must leave the previous state.
nonisolated(unsafe) var debugSteps = false

@Suite("Solver optimum against a brute-force reference")
struct OptimumPropertyTests {
    @Test(
        "lexicographic: every level at its optimum, after adds, removals, constant changes and edits",
        arguments: 0..<160)
    func lexicographic(seed: Int) throws {
        try run(mode: .lexicographic, seed: seed)
    }

    @Test("weighted: the weighted optimum, after adds, removals, constant changes and edits", arguments: 0..<100)
    func weighted(seed: Int) throws {
        try run(mode: .weighted, seed: seed)
    }

    @Test(
        "weighted with strengths scaled to 1e-9: the same optimum as at scale 1 (tiny strengths are not zero)",
        arguments: 0..<40)
    func weightedTiny(seed: Int) throws {
        try run(mode: .weighted, seed: seed, strengthScale: 1e-9)
    }

    @Test("the answer does not depend on the order the constraints were added", arguments: 0..<60)
    func orderIndependence(seed: Int) throws {
        for mode in [SolverMode.lexicographic, .weighted] {
            var rng = SplitMix64(state: UInt64(seed) &* 31 &+ 5)
            var scenario = Scenario(mode: mode, rng: &rng)
            scenario.install(order: Array(scenario.entries.indices))
            let reference = scenario.reference
            guard case .optimum(_, let unique?) = reference.solve() else { continue }
            for _ in 0..<4 {
                var order = Array(scenario.entries.indices.filter { scenario.entries[$0].installed })
                rng.shuffle(&order)
                let fresh = Solver(mode: mode)
                let vars = scenario.variables.indices.map { fresh.makeVariable("x\($0)") }
                for i in order {
                    let row = scenario.entries[i].row
                    let terms = row.coefficients.enumerated().filter { $0.element != 0 }.map { Term(vars[$0.offset], $0.element) }
                    try fresh.addConstraint(Constraint(Expression(terms, constant: row.constant), row.relation, strength: row.strength))
                }
                let got = vars.map { fresh.value(of: $0) }
                #expect(close(got, unique), "\(mode) seed \(seed) order \(order): \(got) vs \(unique)")
            }
        }
    }

    @Test(
        "degenerate systems (most constraints through one point): a refused add names a minimal conflict set",
        arguments: 0..<400)
    func degenerateConflicts(seed: Int) throws {
        var rng = SplitMix64(state: UInt64(seed) &* 7_777 &+ 99)
        let n = rng.int(2...3)
        // Coefficients may all be 0: a culprit like `0 * x + 2 <= 0` conflicts with nothing but itself.
        func throughOrigin(constant: Double) -> ReferenceSystem.Row {
            let a = (0..<n).map { _ in rng.chance(0.7) ? Double(rng.int(-2...2)) : 0 }
            return .init(
                coefficients: a, constant: constant, relation: [.equal, .lessThanOrEqual, .greaterThanOrEqual][rng.below(3)],
                strength: Strength.required)
        }
        let solver = Solver()
        let vars = (0..<n).map { solver.makeVariable("x\($0)") }
        func constraint(_ row: ReferenceSystem.Row) -> Constraint {
            let terms = row.coefficients.enumerated().map { Term(vars[$0.offset], $0.element) }
            return Constraint(Expression(terms, constant: row.constant), row.relation)
        }
        var installed: [(ReferenceSystem.Row, Constraint)] = []
        for _ in 0..<rng.int(3...12) {
            let row = throughOrigin(constant: rng.chance(0.2) ? Double(rng.int(-1...1)) : 0)
            let c = constraint(row)
            if (try? solver.addConstraint(c)) != nil { installed.append((row, c)) }
        }
        let culpritRow = throughOrigin(constant: Double(rng.int(1...3)))
        do {
            try solver.addConstraint(constraint(culpritRow))
            #expect(ReferenceSystem.canHold(installed.map(\.0) + [culpritRow], variableCount: n), "seed \(seed): accepted")
        } catch {
            guard case .unsatisfiable(_, let conflicts) = error else { throw error }
            let rows = conflicts.compactMap { c in installed.first { $0.1 === c }?.0 }
            #expect(rows.count == conflicts.count)
            #expect(!ReferenceSystem.canHold(rows + [culpritRow], variableCount: n), "seed \(seed): the conflicts can hold")
            for drop in rows.indices {
                var fewer = rows
                fewer.remove(at: drop)
                #expect(ReferenceSystem.canHold(fewer + [culpritRow], variableCount: n), "seed \(seed): not minimal")
            }
        }
    }

    // MARK: The random walk

    func run(mode: SolverMode, seed: Int, strengthScale: Double = 1) throws {
        var rng = SplitMix64(state: UInt64(seed) &* 1_000_003 &+ (mode == .weighted ? 11 : 7))
        var scenario = Scenario(mode: mode, rng: &rng, strengthScale: strengthScale)
        var order = Array(scenario.entries.indices)
        rng.shuffle(&order)
        scenario.install(order: order)
        check(scenario, "\(mode) seed \(seed) after the adds")
        var reported = checkChanges(scenario, since: nil, "\(mode) seed \(seed) after the adds")
        for step in 0..<6 {
            let label = "\(mode) seed \(seed) step \(step)"
            try randomStep(&scenario, &rng, label: label)
            check(scenario, label)
            reported = checkChanges(scenario, since: reported, label)
        }
    }

    func randomStep(_ s: inout Scenario, _ rng: inout SplitMix64, label: String) throws {
        let userEntries = s.entries.indices.filter { $0 >= 2 * s.variables.count && s.entries[$0].editOf == nil }
        let installed = userEntries.filter { s.entries[$0].installed }
        let removed = userEntries.filter { !s.entries[$0].installed }
        let choice = rng.int(0...5)
        if debugSteps { print("\(label) choice \(choice) installed \(installed.count) removed \(removed.count)") }
        switch choice {
        case 0 where !installed.isEmpty:
            let i = installed[rng.below(installed.count)]
            if debugSteps { print("removing \(s.entries[i].constraint) from\n" + s.solver.dump()) }
            try s.solver.removeConstraint(s.entries[i].constraint)
            s.entries[i].installed = false
            if debugSteps { print("removed:\n" + s.solver.dump()) }
        case 1 where !removed.isEmpty:
            let i = removed[rng.below(removed.count)]
            try expectAdd(&s, i, label: label + " re-add")
        case 2 where !installed.isEmpty:
            let i = installed[rng.below(installed.count)]
            let constant = Double(rng.int(-120...120))
            var changed = s
            changed.entries[i].row.constant = constant
            do {
                try s.solver.setConstant(constant, of: s.entries[i].constraint)
                s.entries[i].row.constant = constant
            } catch {
                guard case .unsatisfiable = error else { throw error }
                if case .infeasible = changed.reference.solve() {
                } else {
                    Issue.record("\(label): setConstant(\(constant)) was refused but the reference finds the system feasible")
                }
            }
        case 3:
            let row = rng.chance(0.3) ? s.randomRequiredAnywhere(&rng) : s.randomSoft(&rng)
            s.entries.append(s.entry(row))
            try expectAdd(&s, s.entries.count - 1, label: label + " add")
        default:
            try editStep(&s, &rng)
        }
    }

    /// Adds entry `i`; a refusal must be one the reference agrees with.
    private func expectAdd(_ s: inout Scenario, _ i: Int, label: String) throws {
        do {
            try s.solver.addConstraint(s.entries[i].constraint)
            s.entries[i].installed = true
        } catch {
            guard case .unsatisfiable(_, let conflicts) = error else { throw error }
            var with = s.reference
            with.rows.append(s.entries[i].row)
            if case .infeasible = with.solve() {
            } else {
                Issue.record("\(label): \(s.entries[i].constraint) was refused but the reference finds the system feasible")
            }
            checkMinimalConflict(s, culprit: s.entries[i].row, conflicts: conflicts, label: label)
        }
    }

    /// The named constraints and the culprit cannot all hold, and dropping any one of them lets the rest hold.
    private func checkMinimalConflict(_ s: Scenario, culprit: ReferenceSystem.Row, conflicts: [Constraint], label: String) {
        let rows = conflicts.compactMap { c in s.entries.first { $0.constraint === c }?.row }
        #expect(rows.count == conflicts.count, "\(label): every conflict is an installed constraint")
        func feasible(_ subset: [ReferenceSystem.Row]) -> Bool {
            ReferenceSystem.canHold(subset + [culprit], variableCount: s.variables.count)
        }
        #expect(!feasible(rows), "\(label): the named conflicts \(conflicts) can hold with the culprit")
        for drop in rows.indices {
            var fewer = rows
            fewer.remove(at: drop)
            #expect(feasible(fewer), "\(label): the conflict set is not minimal: \(conflicts[drop]) can be dropped")
        }
    }

    /// Makes a variable an edit variable, moves it, or stops editing it.
    private func editStep(_ s: inout Scenario, _ rng: inout SplitMix64) throws {
        let k = rng.below(s.variables.count)
        let value = Double(rng.int(-150...150))
        if debugSteps {
            print(
                "edit var \(k) value \(value) rows:\n" + s.reference.rows.map { "  \($0)" }.joined(separator: "\n") + "\n" + s.solver.dump()
            )
        }
        if let i = s.entries.firstIndex(where: { $0.editOf == k && $0.installed }) {
            if rng.chance(0.25) {
                try s.solver.removeEditVariable(s.variables[k])
                s.entries[i].installed = false
            } else {
                try s.solver.suggestValue(value, for: s.variables[k])
                s.entries[i].row.constant = -value
            }
            return
        }
        let strength = s.randomSoftStrength(&rng)
        try s.solver.addEditVariable(s.variables[k], strength: strength)
        if debugSteps { print("added edit at \(strength):\n" + s.solver.dump()) }
        try s.solver.suggestValue(value, for: s.variables[k])
        if debugSteps { print("suggested:\n" + s.solver.dump()) }
        var a = [Double](repeating: 0, count: s.variables.count)
        a[k] = 1
        var entry = s.entry(ReferenceSystem.Row(coefficients: a, constant: -value, relation: .equal, strength: strength))
        entry.installed = true
        entry.editOf = k
        s.entries.append(entry)
    }

    // MARK: Checking one state

    private func check(_ s: Scenario, _ label: String) {
        let reference = s.reference
        let got = s.values
        guard case .optimum(let best, let unique) = reference.solve() else {
            Issue.record("\(label): the installed constraints are infeasible in the reference")
            return
        }
        #expect(reference.isFeasible(got), "\(label): \(got) breaks a required constraint")
        let costs = reference.costs(at: got)
        #expect(
            ReferenceSystem.compare(costs, best, tolerance: 1e-6) == 0,
            "\(label): costs \(costs) at \(got), optimum \(best) at \(unique.map { "\($0)" } ?? "several points")")
        if let unique {
            #expect(close(got, unique), "\(label): \(got) vs the unique optimum \(unique)")
        }
    }

    /// `changedVariables()` names exactly the variables whose values moved since the last call
    /// (every variable the first time); returns the values now.
    private func checkChanges(_ s: Scenario, since before: [Double]?, _ label: String) -> [Double] {
        let changed = Set(s.solver.changedVariables().map(\.index))
        let now = s.values
        for (k, v) in s.variables.enumerated() {
            let moved = before.map { !($0[k] == now[k]) } ?? true
            #expect(changed.contains(v.index) == moved, "\(label): x\(k) moved: \(moved), reported: \(changed.contains(v.index))")
        }
        return now
    }

    private func close(_ a: [Double], _ b: [Double]) -> Bool {
        zip(a, b).allSatisfy { abs($0 - $1) <= 1e-6 * max(1, abs($1)) }
    }
}
