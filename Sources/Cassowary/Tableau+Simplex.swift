// The objective and the two simplex loops: primal `optimize` (after adds and removals) and
// `dualOptimize` (after edits and constant changes).

extension Tableau {
    // MARK: Objective levels

    /// The index of an objective level, making it if needed (levels are kept highest first).
    mutating func levelIndex(_ level: Double) -> Int {
        if mode == .weighted { return 0 }
        var i = 0
        while i < objective.count, objective[i].level > level { i += 1 }
        if i < objective.count, objective[i].level == level { return i }
        var made = ObjectiveLevel(level: level)
        made.id = Int32(objective.count)  // levels are never removed, so the count is a fresh id
        objective.insert(made, at: i)
        return i
    }

    mutating func objectiveAdd(_ level: Int, _ sym: Int32, _ delta: Double) {
        var updated = 0.0
        var kept = true
        objective[level].coefs.update(sym, default: 0) { c in
            let old = c
            c += delta
            updated = c
            kept = !cancels(c, old, delta)
            return kept
        }
        check(updated)
        // A symbol improves when its first nonzero level is negative: only a coefficient that is now
        // negative, or one that left (uncovering a lower level), can make it improve.
        if updated < 0 || !kept { noteCandidate(sym) }
    }

    /// Adds `factor * cells` to one level (its value is derived: `objectiveValue`). Terms on dummies
    /// are left out: the objective keeps none (``computeDummyCosts(_:)``).
    mutating func objectiveAddRow(_ level: Int, factor: Double, cells: [Cell]) {
        for c in cells where kinds[Int(c.sym)] != .dummy { objectiveAdd(level, c.sym, factor * c.coef) }
    }

    /// The objective's value at one level: every basic error's cost times its value (the parametric
    /// symbols are 0). Derived when asked (only the dump asks), so no operation keeps a constant up
    /// to date, and a constant change of a required equality need not work out its dummy's costs.
    func objectiveValue(level: Int) -> Double {
        var sum = 0.0
        for row in rows where row.basic >= 0 && !row.isDefinition && kinds[Int(row.basic)] == .error {
            sum += (errorCosts[Tableau.costKey(row.basic, objective[level].id)] ?? 0) * row.constant
        }
        return sum
    }

    /// A dummy's coefficient at every objective level, worked out from the rows and left in
    /// `costScratch` (one pass, no allocation): the objective keeps no terms on dummies. A dummy is
    /// always 0 and never enters in the simplex, so those terms decide nothing there, yet a grid
    /// cell's rows name every dummy of the first row's widths and each pivot would carry them all
    /// into the objective. Only a removal that pivots a dummy in needs the coefficient: the sum,
    /// over the restricted rows that name the dummy and whose basic symbol is an error, of that
    /// error's cost times the dummy's coefficient in the row (the objective is the errors' costs
    /// with every basic error replaced by its row).
    mutating func computeDummyCosts(_ dummy: Int32) {
        if costScratch.count == objective.count {
            for level in costScratch.indices { costScratch[level] = 0 }
        } else {
            costScratch = [Double](repeating: 0, count: objective.count)
        }
        for r in rowsContaining(dummy, definitions: false) {
            let basic = rows[Int(r)].basic
            guard kinds[Int(basic)] == .error else { continue }
            let a = rows[Int(r)].coefficient(of: dummy)
            for level in objective.indices {
                if let cost = errorCosts[Tableau.costKey(basic, objective[level].id)] { costScratch[level] += cost * a }
            }
        }
    }

    /// The key of an error's cost at the level with `id` in `errorCosts` (never 0, FlatMap's empty key).
    @inline(__always) static func costKey(_ sym: Int32, _ id: Int32) -> UInt64 {
        (UInt64(UInt32(bitPattern: sym)) + 1) << 32 | UInt64(UInt32(bitPattern: id))
    }

    /// Replaces a symbol that became basic by its row, in every level and in the artificial objective.
    /// A dummy's coefficient must be explicit first (`pivot` does that before its rows change).
    mutating func objectiveSubstitute(_ sym: Int32, constant: Double, cells: [Cell]) {
        for level in objective.indices {
            if let c = objective[level].coefs.removeValue(forKey: sym) {
                objectiveAddRow(level, factor: c, cells: cells)
            }
        }
        if artificial != nil, let c = artificial!.coefs.removeValue(forKey: sym) {
            artificial!.constant += c * constant
            check(artificial!.constant)
            for cell in cells where artificialNamesDummies || kinds[Int(cell.sym)] != .dummy {
                var updated = 0.0
                artificial!.coefs.update(cell.sym, default: 0) { a in
                    a += c * cell.coef
                    updated = a
                    return !nearZero(a)
                }
                check(updated)
            }
        }
    }

    @inline(__always) mutating func noteCandidate(_ sym: Int32) {
        if !isCandidate[Int(sym)] {
            isCandidate[Int(sym)] = true
            candidates.push(sym)
        }
    }

    /// Compares the objective coefficients of two symbols, each divided by a positive number,
    /// highest level first: -1, 0 or 1.
    func compareCosts(_ a: Int32, over da: Double, _ b: Int32, over db: Double) -> Int {
        for level in objective {
            let x = level.coefs[a, default: 0] / da, y = level.coefs[b, default: 0] / db
            if cancels(x - y, x, y) { continue }
            return x < y ? -1 : 1
        }
        return 0
    }

    /// Whether entering `sym` lowers the objective: its first nonzero level coefficient is negative.
    /// (Stored coefficients are never rounding noise: `objectiveAdd` drops those.)
    func improves(_ sym: Int32) -> Bool {
        for level in objective {
            let c = level.coefs[sym, default: 0]
            if c == 0 { continue }
            return c < 0
        }
        return false
    }

    // MARK: Pivots

    /// Makes `entering` basic in restricted row `index`; the row's basic symbol becomes parametric.
    mutating func pivot(_ index: Int32, entering: Int32) {
        pivotCount += 1
        if kinds[Int(entering)] == .dummy {
            // A removal pivots a dummy in: its implicit cost becomes explicit while the rows that
            // define it still name it, and is substituted below like any other symbol's.
            computeDummyCosts(entering)
            for level in objective.indices where costScratch[level] != 0 { objective[level].coefs[entering] = costScratch[level] }
        }
        let old = rows[Int(index)]
        let (constant, unfolded) = Tableau.solve(
            constant: old.constant, cells: old.cells, appending: Cell(sym: old.basic, coef: -1), for: entering)
        let solved = foldingDummies(unfolded)
        rowOf[Int(old.basic)] = -1
        markDirty(old.basic)
        markDirty(entering)
        rows[Int(index)] = Row(basic: entering, constant: constant, cells: solved, stamp: 0, isDefinition: false)
        check(constant)
        for c in solved { check(c.coef) }
        rowOf[Int(entering)] = index
        noteAdded(old.basic, to: index, definition: false)
        if solved.count < unfolded.count { noteAdded(solved[solved.count - 1].sym, to: index, definition: false) }
        for r in rowsContaining(entering, definitions: false) where r != index {
            substitute(entering, in: r, constant: constant, cells: solved)
        }
        objectiveSubstitute(entering, constant: constant, cells: solved)
        // The dual simplex may bring a group error in past its gap: queue it for a new anchor.
        if isPastBound(entering, value: constant) { infeasible.append(entering) }
        epoch &+= 1
    }

    /// What limits an entering symbol first.
    enum Limit {
        /// A restricted row whose basic symbol reaches 0: pivot there.
        case row(Int32)
        /// A soft group's error reaches its gap: move the group's anchor to the next break, then
        /// pivot in `row` if the error was the basic symbol of that row (nil: it was the entering one).
        case reanchor(group: Int32, up: Bool, then: Int32?)
    }

    /// The ratio test: what limits `entering` first as it grows from 0. A row's basic symbol limits
    /// it when the row's coefficient is negative (the basic symbol falls to 0) and, for a basic group
    /// error, when it is positive (the error rises to its gap); a group error entering is limited by
    /// its own gap. Ties go to the lowest symbol id (Bland's rule). Nil: nothing limits it.
    mutating func limit(for entering: Int32) -> Limit? {
        var best: Limit? = nil
        var bestRatio = Double.infinity
        var bestSymbol = Int32.max
        func consider(_ ratio: Double, _ symbol: Int32, _ limit: Limit) {
            // An infinite ratio (a huge constant over a tiny coefficient) still limits: the pivot then
            // overflows and the solver reports the culprit instead of an unbounded objective.
            if best == nil || ratio < bestRatio || (ratio == bestRatio && symbol < bestSymbol) {
                bestRatio = ratio
                bestSymbol = symbol
                best = limit
            }
        }
        if let (g, up) = bound(of: entering) {
            let gap = self.gap(g, up: up)
            if gap < .infinity { consider(gap, entering, .reanchor(group: g, up: up, then: nil)) }
        }
        for r in rowsContaining(entering, definitions: false) {
            let row = rows[Int(r)]
            let a = row.coefficient(of: entering)
            if a < 0 {
                consider(-row.constant / a, row.basic, .row(r))
            } else if a > 0, let (g, up) = bound(of: row.basic) {
                let gap = self.gap(g, up: up)
                if gap < .infinity { consider(max(0, (gap - row.constant) / a), row.basic, .reanchor(group: g, up: up, then: r)) }
            }
        }
        return best
    }

    /// Takes one primal step for `entering`; false when nothing limits it (the objective is unbounded).
    mutating func step(entering: Int32) -> Bool {
        switch limit(for: entering) {
        case nil:
            return false
        case .row(let r):
            pivot(r, entering: entering)
        case .reanchor(let g, let up, let then):
            reanchor(g, up: up)
            if let r = then { pivot(r, entering: entering) }
        }
        return true
    }

    // MARK: Primal simplex

    /// Stops a simplex loop that met a non-finite number, or ran longer than any system of this size
    /// can need (a guard against cycling on rounding noise: never a hang).
    mutating func guardLoop(_ steps: inout Int) throws(SolverError) {
        if nonFinite { throw .nonFiniteNumber(context: "the simplex") }
        steps += 1
        if steps > 50 * (rows.count + members.count) + 10_000 {
            throw .internalError("the simplex did not finish after \(steps) steps")
        }
    }

    /// The objective (a sum of errors, or phase one's artificial variable) cannot fall without end,
    /// so a step that nothing limits means rounding lost the coefficients that should have limited
    /// it: numbers beyond the range doubles resolve (1e300 beside 1e-9). Reported as a non-finite
    /// result of the operation, which the solver then undoes.
    mutating func unboundedStep() -> SolverError {
        nonFinite = true
        return .nonFiniteNumber(context: "a simplex step with nothing to limit it")
    }

    /// Runs the primal simplex if an add or a removal left the optimum for later.
    mutating func optimizeIfPending() throws(SolverError) {
        guard optimizePending else { return }
        optimizePending = false
        try optimize()
    }

    /// Pivots until no parametric symbol improves the objective.
    mutating func optimize() throws(SolverError) {
        var steps = 0
        while let entering = candidates.pop() {
            isCandidate[Int(entering)] = false
            guard kinds[Int(entering)] != .dummy, !isBasic(entering), improves(entering) else { continue }
            try guardLoop(&steps)
            guard step(entering: entering) else { throw unboundedStep() }
            // A step that only moved an anchor may leave the symbol still improving.
            if !isBasic(entering) { noteCandidate(entering) }
        }
    }

    /// Starts phase one with the objective `constant + cells` (its terms on dummies only when
    /// `namingDummies`: see `artificialNamesDummies`), in the table the last phase one left, with
    /// room for the terms pivots substitute into it (a map that grows from empty rehashes several
    /// times per add).
    mutating func startPhaseOne(constant: Double, cells: [Cell], namingDummies: Bool) {
        artificialNamesDummies = namingDummies
        // Moved, not copied, at each step: a second reference would make the first write copy the table.
        var level = spareArtificial.take() ?? ObjectiveLevel(level: 0)
        level.constant = constant
        var kept = 0
        for c in cells where namingDummies || kinds[Int(c.sym)] != .dummy { kept += 1 }
        level.coefs.removeAll(keepingRoomFor: 4 * kept)
        for c in cells where namingDummies || kinds[Int(c.sym)] != .dummy { level.coefs[c.sym] = c.coef }
        artificial = consume level
    }

    /// Ends phase one, keeping its objective's table for the next.
    mutating func endPhaseOne() {
        spareArtificial = artificial.take()
    }

    /// Minimises the artificial objective (phase one of adding a constraint with no easy subject).
    mutating func optimizeArtificial() throws(SolverError) {
        var steps = 0
        while true {
            try guardLoop(&steps)
            var entering: Int32 = -1
            for (s, c) in artificial!.coefs where c < 0 && !nearZero(c) && kinds[Int(s)] != .dummy {
                if entering < 0 || s < entering { entering = s }
            }
            if entering < 0 { return }
            guard step(entering: entering) else { throw unboundedStep() }
        }
    }

    /// Restores feasibility (the dual simplex) and then optimality (the primal simplex) after
    /// constants changed or soft constraints joined, moved or left their groups.
    mutating func restoreOptimum() throws(SolverError) {
        try dualOptimize()
        try optimize()
    }

    // MARK: Dual simplex

    /// Restores feasibility after constants changed (rows below 0, group errors past their gaps).
    /// Keeps the objective optimal when only rows were negative; moving an anchor changes the
    /// objective, so callers follow with `optimize` (`restoreOptimum`). Throws `.internalError`
    /// when a row cannot be made feasible (the required constraints conflict).
    mutating func dualOptimize() throws(SolverError) {
        var steps = 0
        while let leaving = infeasible.popLast() {
            let r = rowOf[Int(leaving)]
            guard r >= 0, !rows[Int(r)].isDefinition else { continue }
            let row = rows[Int(r)]
            if isPastBound(leaving, value: row.constant), let (g, up) = bound(of: leaving) {
                // A group error past its gap: the next break becomes the anchor (no pivot).
                try guardLoop(&steps)
                reanchor(g, up: up)
                infeasible.append(leaving)
                continue
            }
            guard row.constant < 0, !nearZero(row.constant) else { continue }
            try guardLoop(&steps)
            var entering: Int32 = -1
            var enteringCoef = 0.0
            for c in row.cells where c.coef > 0 && kinds[Int(c.sym)] != .dummy {
                if entering < 0 || compareCosts(c.sym, over: c.coef, entering, over: enteringCoef) < 0 {
                    entering = c.sym
                    enteringCoef = c.coef
                }
            }
            guard entering >= 0 else {
                infeasible.removeAll()
                throw .internalError("dual optimize failed on row of symbol \(leaving)")
            }
            pivot(r, entering: entering)
        }
    }
}
