import Cassowary
import Testing
import TestSupport

@Suite("Solver behaviour")
struct SolverTests {
    @Test("the README example gives what its comments say")
    func readmeExample() throws {
        let solver = Solver(mode: .lexicographic)
        let left = solver.makeVariable("left"), width = solver.makeVariable("width")
        let leading = left == 20
        try solver.addConstraint(leading)
        try solver.addConstraint((width == 100) | 751)
        try solver.addConstraint(left + width <= 300)
        #expect(solver.value(of: width) == 100)
        try solver.setConstant(-40, of: leading)
        #expect(solver.value(of: left) == 40)
        #expect(solver.value(of: width) == 100)
    }

    @Test("name(of:) gives each variable the name it was made with, or v<index> when it has none")
    func variableNames() throws {
        let solver = Solver()
        let unnamedFirst = solver.makeVariable()
        let a = solver.makeVariable("a")
        try solver.addConstraint(a == unnamedFirst + 1)  // markers take symbols between variables
        let unnamedBetween = solver.makeVariable(), b = solver.makeVariable("b"), unnamedLast = solver.makeVariable()
        #expect(solver.name(of: a) == "a" && solver.name(of: b) == "b")
        for v in [unnamedFirst, unnamedBetween, unnamedLast] { #expect(solver.name(of: v) == "v\(v.index)") }
        #expect(solver.name(of: Solver().makeVariable()) == "v0")
    }

    // MARK: Strength modes

    @Test("lexicographic: one constraint at 751 beats any number at 750; weighted sums them")
    func lexicographicBeatsWeightedSum() throws {
        for (mode, high, low, expected) in [
            (SolverMode.lexicographic, 751.0, 750.0, 100.0), (SolverMode.weighted, 751.0, 750.0, 200.0),
        ] {
            let s = Solver(mode: mode)
            let width = s.makeVariable("width")
            try s.addConstraint((width == 100) | high)
            for _ in 0..<10 { try s.addConstraint((width == 200) | low) }
            #expect(s.value(of: width) == expected, "\(mode)")
        }
    }

    @Test("lexicographic: levels are ordered, required always holds, equal levels sum")
    func lexicographicLevels() throws {
        let s = Solver(mode: .lexicographic)
        let x = s.makeVariable("x"), y = s.makeVariable("y")
        try s.addConstraint(x + y == 100)
        try s.addConstraint((x == 10) | 250)
        try s.addConstraint((y == 10) | 250)
        try s.addConstraint((y == 70) | 250)
        try s.addConstraint(x >= 20)
        // At 250, errors |x-10| + |y-10| + |y-70| with x = 100 - y: y = 70 is the unique minimiser.
        #expect(s.value(of: x) == 30)
        #expect(s.value(of: y) == 70)
        try s.addConstraint((x == 50) | 999)
        #expect(s.value(of: x) == 50)
        #expect(s.value(of: y) == 50)
    }

    @Test("lexicographic: ties at 250 are broken by the level below, whatever the order (issue 13's smallest case)")
    func lexicographicTieBrokenByLowerLevel() throws {
        // left == 0 @250 and left == 100 @250 tie anywhere in [0, 100]; left == 80 @100 must then pick 80.
        let specs: [(Double, Double)] = [(80, 100), (0, 250), (100, 250)]
        for order in [[0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]] {
            let s = Solver(mode: .lexicographic)
            let left = s.makeVariable("left")
            for i in order { try s.addConstraint((left == specs[i].0) | specs[i].1) }
            #expect(s.value(of: left) == 80, "order \(order)")
        }
    }

    @Test(
        "weighted: strengths are honoured at every scale, tiny ones included",
        arguments: [1.0, 1e-3, 1e-9, 1e-12, 1e-50, 1e-100, 1e3])
    func weightedTinyStrengths(scale: Double) throws {
        // x == 10 at 2 * scale beats x == 0 at 1 * scale, whichever is added first.
        for strongerFirst in [true, false] {
            let s = Solver()
            let x = s.makeVariable("x")
            let weak = (x == 0) | scale, strong = (x == 10) | (2 * scale)
            for c in strongerFirst ? [strong, weak] : [weak, strong] { try s.addConstraint(c) }
            #expect(s.value(of: x) == 10, "scale \(scale), stronger first: \(strongerFirst)")
        }
    }

    @Test(
        "strengths below Strength.minimum, zero, negative or not finite are refused with invalidStrength",
        arguments: [1e-101, 0, -1, .nan, .infinity, .leastNonzeroMagnitude])
    func strengthsRefused(strength: Double) throws {
        for mode in [SolverMode.weighted, .lexicographic] {
            let s = Solver(mode: mode)
            let x = s.makeVariable("x")
            #expect { try s.addConstraint((x == 1) | strength) } throws: { error in
                guard case SolverError.invalidStrength = error else { return false }
                return true
            }
            #expect { try s.addEditVariable(x, strength: strength) } throws: { error in
                guard case SolverError.invalidStrength = error else { return false }
                return true
            }
            #expect(s.constraintCount == 0)
        }
    }

    // MARK: Parallel soft constraints (one row per group)

    @Test(
        "parallel soft constraints: a pile of x == i settles on the median and follows removals, in either mode",
        arguments: [SolverMode.weighted, .lexicographic])
    func softPile(mode: SolverMode) throws {
        let s = Solver(mode: mode)
        let x = s.makeVariable("x")
        var order = Array(0...100)
        var rng = SplitMix64(state: 42)
        rng.shuffle(&order)
        let pile = order.map { (x == Double($0)) | (mode == .weighted ? Strength.weak : 250) }
        for c in pile { try s.addConstraint(c) }
        #expect(s.value(of: x) == 50)
        #expect(s.statistics.softGroups == 1, "one row for the 101 constraints")
        // Without 0...39 the pile is 40...100: median 70.
        for (i, c) in zip(order, pile) where i < 40 { try s.removeConstraint(c) }
        #expect(s.value(of: x) == 70)
        // A constraint moved across the others: 100 becomes -1000, the median of 40...99 and -1000 is 69.5 ... 70.
        let top = pile[order.firstIndex(of: 100)!]
        try s.setConstant(1000, of: top)
        #expect((69...70).contains(s.value(of: x)))
    }

    @Test("a view's width: hugging (<= @250), compression resistance (>= @750) and a preference (== @500) share one row")
    func softWidthPriorities() throws {
        let s = Solver(mode: .lexicographic)
        let width = s.makeVariable("width")
        try s.addConstraint((width <= 100) | 250)
        try s.addConstraint((width >= 100) | 750)
        let preference = (width == 300) | 500
        try s.addConstraint(preference)
        #expect(s.value(of: width) == 300)
        try s.setConstant(-40, of: preference)  // width == 40 @500 loses to compression @750
        #expect(s.value(of: width) == 100)
        try s.removeConstraint(preference)  // hugging and compression agree on 100
        #expect(s.value(of: width) == 100)
        #expect(s.statistics.softGroups == 1)
    }

    @Test("a soft constraint moved every frame beside another does not grow its group")
    func softMovesStayBounded() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        try s.addConstraint((x == 50) | Strength.weak)
        try s.addEditVariable(x, strength: Strength.strong)
        for frame in 0..<5000 {
            let v = Double(frame % 97) - 40
            try s.suggestValue(v, for: x)
            #expect(s.value(of: x) == v)
        }
        #expect(s.statistics.breakEntries <= 2 * 2 + 8)
    }

    // MARK: Changing constants in place

    @Test("setConstant gives the same values as remove + add, and adds no definition")
    func inPlaceConstant() throws {
        let s = Solver(mode: .lexicographic)
        let left = s.makeVariable("left"), width = s.makeVariable("width"), right = s.makeVariable("right")
        try s.addConstraint(left == 10)
        let spacing = right == left + width + 8
        try s.addConstraint(spacing)
        try s.addConstraint((width == 100) | 750)
        try s.addConstraint(right <= 300)
        #expect(s.value(of: right) == 118)
        let before = s.statistics
        try s.setConstant(-50, of: spacing)  // right - left - width - 50 == 0
        #expect(s.value(of: right) == 160)
        #expect(s.constant(of: spacing) == -50)
        #expect(spacing.expression.constant == -8, "the constraint object is unchanged: the solver holds the constant")
        #expect(s.statistics.definitions == before.definitions)
        #expect(s.statistics.reductions == before.reductions, "a constant change reduces no row")
        try s.setConstant(-250, of: spacing)  // width shrinks: right <= 300 wins over width == 100
        #expect(s.value(of: width) == 40)
        #expect(s.value(of: right) == 300)
    }

    @Test("setConstant that breaks a required constraint throws, keeps the old constant and values")
    func inPlaceConstantUnsatisfiable() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        let low = x >= 10
        let high = x <= 20
        try s.addConstraint(low)
        try s.addConstraint(high)
        try s.addConstraint((x == 15) | Strength.weak)
        #expect(throws: SolverError.self) { try s.setConstant(-5, of: high) }  // x <= 5 contradicts x >= 10
        do {
            try s.setConstant(-5, of: high)
        } catch {
            guard case .unsatisfiable(let c, let conflicts) = error else { Issue.record("\(error)"); return }
            #expect(c === high)
            #expect(conflicts.count == 1 && conflicts[0] === low)
        }
        #expect(s.constant(of: high) == -20)
        #expect(s.value(of: x) == 15)
        try s.setConstant(-12, of: high)
        #expect(s.value(of: x) == 12)
    }

    @Test("setConstant on a redundant equality that would become inconsistent throws")
    func redundantEqualityConstant() throws {
        let s = Solver()
        let x = s.makeVariable("x"), y = s.makeVariable("y")
        try s.addConstraint(x == 10)
        try s.addConstraint(y == x + 5)
        let redundant = y == 15
        try s.addConstraint(redundant)
        #expect(throws: SolverError.self) { try s.setConstant(-16, of: redundant) }
        #expect(s.value(of: y) == 15)
        try s.setConstant(-15, of: redundant)  // unchanged constant: a no-op
        #expect(s.value(of: y) == 15)
    }

    // MARK: Removal

    @Test("removing constraints restores the previous solution; removing twice is an error")
    func removal() throws {
        let s = Solver()
        let x = s.makeVariable("x"), y = s.makeVariable("y")
        try s.addConstraint((x == 10) | Strength.weak)
        try s.addConstraint(y == x + 1)
        let strong = (x == 50) | Strength.strong
        try s.addConstraint(strong)
        #expect(s.value(of: y) == 51)
        try s.removeConstraint(strong)
        #expect(!s.hasConstraint(strong))
        #expect(s.value(of: x) == 10 && s.value(of: y) == 11)
        #expect(throws: SolverError.self) { try s.removeConstraint(strong) }
        let required = x >= 30
        try s.addConstraint(required)
        #expect(s.value(of: y) == 31)
        try s.removeConstraint(required)
        #expect(s.value(of: y) == 11)
    }

    @Test("remove and re-add in any order keeps values (definitions, restricted rows, edits)")
    func churn() throws {
        let s = Solver()
        let a = s.makeVariable("a"), b = s.makeVariable("b"), c = s.makeVariable("c")
        let cs = [a >= 0, b == a + 10, c == b * 2, (a == 5) | Strength.medium, c <= 100, (c == 80) | Strength.weak]
        for k in cs { try s.addConstraint(k) }
        let reference = [a, b, c].map { s.value(of: $0) }
        #expect(reference == [5, 15, 30])
        for order in [[0, 1, 2, 3, 4, 5], [5, 3, 1, 0, 2, 4], [2, 4, 0, 5, 1, 3]] {
            for i in order { try s.removeConstraint(cs[i]) }
            #expect(s.constraintCount == 0)
            for i in order.reversed() { try s.addConstraint(cs[i]) }
            #expect([a, b, c].map { s.value(of: $0) } == reference, "order \(order)")
        }
    }

    @Test(
        "removals re-optimise once, when the optimum is next needed: by a read, an edit, a constant change or an add",
        arguments: ["read", "edit", "constant", "add"])
    func removalsSettleLazily(next: String) throws {
        let s = Solver(mode: .lexicographic)
        let x = s.makeVariable("x"), w = s.makeVariable("w")
        try s.addEditVariable(w, strength: 500)
        let anchor = x == 0
        try s.addConstraint(anchor)
        let pulls = (1...21).map { i in (x == Double(100 + i)) | 100 }  // weak pulls, outweighed by the pins below
        let pins = (1...20).map { i in (x == Double(i)) | 700 }
        for c in pulls + pins { try s.addConstraint(c) }
        try s.removeConstraint(anchor)
        for c in pins { try s.removeConstraint(c) }
        let steps = s.pivotCount + s.anchorMoveCount
        switch next {
        case "read": break
        case "edit": try s.suggestValue(7, for: w)
        case "constant": try s.setConstant(-3, of: pulls[0])  // pulls[0] becomes x == 3
        default: try s.addConstraint(w == 9)
        }
        // With only the equal-priority pulls left, x settles where their summed error is least: the
        // median of 101...121 (or of 3, 102...121), 111 either way.
        #expect(abs(s.value(of: x) - 111) < 1e-9, "x = \(s.value(of: x))")
        #expect(s.pivotCount + s.anchorMoveCount > steps, "the pending optimisation ran")
        if next == "edit" { #expect(s.value(of: w) == 7) }
        if next == "add" { #expect(s.value(of: w) == 9) }
    }

    @Test("removing one of two identical required equalities keeps the other in force")
    func removeTwinEquality() throws {
        // Regression: the removed equality's dummy was pivoted through a slack row by kiwi's ratio
        // rule, leaving the twin's dummy row nonzero (the twin silently violated).
        let s = Solver()
        let x = s.makeVariable("x"), y = s.makeVariable("y")
        let first = y == 0.5 * x - 11, twin = y == 0.5 * x - 11
        try s.addConstraint(x <= -20)
        try s.addConstraint(first)
        try s.addConstraint(twin)
        try s.addConstraint(y + 30 <= 0 + 30)  // y <= 0, a slack row naming the dummy
        try s.addConstraint((y == -100) | Strength.strong)
        try s.removeConstraint(first)
        #expect(abs(s.value(of: y) - (0.5 * s.value(of: x) - 11)) < 1e-9, "the twin must still hold")
        try s.addConstraint(first)
        try s.removeConstraint(twin)
        #expect(abs(s.value(of: y) - (0.5 * s.value(of: x) - 11)) < 1e-9)
    }

    // MARK: Edit variables

    @Test("edit variables: suggest, move, remove; errors name the variable")
    func editVariables() throws {
        let s = Solver()
        let x = s.makeVariable("x"), w = s.makeVariable("w")
        try s.addConstraint(x == w / 2)
        try s.addConstraint(w <= 500)
        try s.addEditVariable(w, strength: Strength.strong)
        #expect(s.hasEditVariable(w))
        for (suggested, expected) in [(100.0, 50.0), (800, 250), (-40, -20)] {
            try s.suggestValue(suggested, for: w)
            #expect(s.value(of: x) == expected)
        }
        #expect(throws: SolverError.self) { try s.addEditVariable(w, strength: Strength.weak) }
        #expect(throws: SolverError.self) { try s.addEditVariable(x, strength: Strength.required) }
        #expect(throws: SolverError.self) { try s.suggestValue(1, for: x) }
        try s.removeEditVariable(w)
        #expect(!s.hasEditVariable(w))
        #expect(throws: SolverError.self) { try s.removeEditVariable(w) }
    }

    @Test("lexicographic edits: the edit's priority decides against constraints above and below it")
    func lexicographicEdits() throws {
        let s = Solver(mode: .lexicographic)
        let width = s.makeVariable("width"), height = s.makeVariable("height")
        try s.addConstraint(width >= 0)
        try s.addConstraint(height == width / 2)
        try s.addConstraint((width <= 300) | 751)
        try s.addConstraint((width >= 100) | 500)
        try s.addEditVariable(width, strength: 600)
        for (suggested, expected) in [(200.0, 200.0), (400, 300), (50, 50), (-10, 0), (250, 250)] {
            try s.suggestValue(suggested, for: width)
            #expect(s.value(of: width) == expected, "suggested \(suggested)")
            #expect(s.value(of: height) == expected / 2)
        }
    }

    // MARK: Errors and recovery

    @Test("an unsatisfiable add names a minimal conflict set and leaves the solver unchanged")
    func unsatisfiableRecovery() throws {
        let s = Solver()
        let x = s.makeVariable("x"), y = s.makeVariable("y"), z = s.makeVariable("z")
        let c1 = x >= 10, c2 = y == x + 5, c3 = z == 3, c4 = (y == 100) | Strength.weak
        for c in [c1, c2, c3, c4] { try s.addConstraint(c) }
        let before = [x, y, z].map { s.value(of: $0) }
        let bad = y <= 12
        do {
            try s.addConstraint(bad)
            Issue.record("expected unsatisfiable")
        } catch {
            guard case .unsatisfiable(let c, let conflicts) = error else { Issue.record("\(error)"); return }
            #expect(c === bad)
            #expect(conflicts.count == 2 && conflicts[0] === c1 && conflicts[1] === c2)
        }
        #expect(!s.hasConstraint(bad))
        #expect([x, y, z].map { s.value(of: $0) } == before)
        try s.addConstraint(y <= 50)
        #expect(s.value(of: y) == 50)
    }

    @Test("an unsatisfiable inequality through phase one leaves values unchanged")
    func artificialFailure() throws {
        let s = Solver()
        let x = s.makeVariable("x"), y = s.makeVariable("y")
        try s.addConstraint(x + y >= 10)
        try s.addConstraint(x >= 0)
        try s.addConstraint(y >= 0)
        try s.addConstraint((x == 3) | Strength.strong)
        let before = (s.value(of: x), s.value(of: y))
        #expect(throws: SolverError.self) { try s.addConstraint(x + y <= 5) }
        #expect(s.value(of: x) == before.0 && s.value(of: y) == before.1)
        try s.addConstraint(x + y <= 20)
        #expect(s.value(of: x) == 3)
    }

    @Test("NaN and infinite numbers are rejected with the culprit; the solver keeps working")
    func nonFiniteInput() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        let cases: [(String, Constraint)] = [
            ("NaN coefficient", Constraint(Expression([Term(x, .nan)]), .equal)),
            ("infinite constant", x == Double.infinity),
            ("NaN constant", x <= Double.nan),
        ]
        for (name, c) in cases {
            #expect(throws: SolverError.self, "\(name)") { try s.addConstraint(c) }
        }
        #expect(throws: SolverError.self) { try s.addConstraint((x == 1) | Double.nan) }
        #expect(throws: SolverError.self) { try s.addConstraint((x == 1) | -5) }
        try s.addEditVariable(x, strength: Strength.strong)
        #expect(throws: SolverError.self) { try s.suggestValue(.infinity, for: x) }
        let ok = x >= 4
        try s.addConstraint(ok)
        #expect(throws: SolverError.self) { try s.setConstant(.nan, of: ok) }
        #expect(s.value(of: x) == 4)
    }

    @Test("duplicates and foreign variables are rejected")
    func duplicatesAndForeignVariables() throws {
        let s = Solver(), other = Solver()
        let x = s.makeVariable("x"), stranger = other.makeVariable("y")
        let c = x == 1
        try s.addConstraint(c)
        #expect(throws: SolverError.self) { try s.addConstraint(c) }
        #expect(s.hasConstraint(c))
        #expect(throws: SolverError.self) { try s.addConstraint(x == stranger) }
        #expect(throws: SolverError.self) { try s.removeConstraint(x == 1) }
    }

    // MARK: Determinism and dumps

    @Test("the same operations give bit-identical values")
    func determinism() throws {
        func run() throws -> [UInt64] {
            let grid = try SolverWorkloadsShim.grid(37)
            try grid.solver.suggestValue(731.3, for: grid.container)
            return grid.all.map { grid.solver.value(of: $0).bitPattern }
        }
        #expect(try run() == run())
    }

    @Test("the dump names variables, rows and values")
    func dump() throws {
        let s = Solver()
        let x0 = s.makeVariable("x0"), x1 = s.makeVariable("x1")
        try s.addConstraint(x0 == 0)
        try s.addConstraint(x1 >= x0 + 1)
        try s.addConstraint((x1 == x0 + 10) | Strength.weak)
        let text = s.debugDescription
        for needle in ["Solver (weighted)", "Objective:", "Definitions:", "x1 [2] = 1 + 1 * x0", "Restricted rows:", "x1 = 10"] {
            #expect(text.contains(needle), "missing \(needle) in\n\(text)")
        }
    }
}
