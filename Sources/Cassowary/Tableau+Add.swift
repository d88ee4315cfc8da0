// Adding a constraint: lazy definitions first, full reduction only when needed.

/// The outcome of adding one constraint's row.
enum AddOutcome {
    case added(Tag)
    /// The row cannot hold with the installed required constraints; nothing was changed.
    case unsatisfiable
}

extension Tableau {
    // MARK: Reduction

    @inline(__always) private mutating func accumulate(_ sym: Int32, _ coef: Double) {
        let s = Int(sym)
        if !inAccumulator[s] {
            inAccumulator[s] = true
            touched.append(sym)
        }
        accumulator[s] += coef
        if kinds[s] == .external, rowOf[s] >= 0, !inStampHeap[s] {
            inStampHeap[s] = true
            stampHeap.push((rows[Int(rowOf[s])].stamp, sym))
        }
    }

    /// Rewrites `constant + cells` over parametric symbols only.
    ///
    /// Definitions are expanded latest stamp first, so each is expanded at most once and terms that
    /// cancel (`x[i+1] - x[i]` along a chain) do so before the chain behind them is visited.
    mutating func reduce(constant: Double, cells: [Cell]) -> (Double, [Cell]) {
        reductionCount += 1
        ensureScratch()
        var constant = constant
        for c in cells { accumulate(c.sym, c.coef) }
        while let x = stampHeap.pop()?.sym {
            inStampHeap[Int(x)] = false
            let a = accumulator[Int(x)]
            accumulator[Int(x)] = 0
            if nearZero(a) { continue }
            let row = rows[Int(rowOf[Int(x)])]
            constant += a * row.constant
            for c in row.cells { accumulate(c.sym, a * c.coef) }
        }
        var i = 0
        while i < touched.count {
            let s = touched[i]
            i += 1
            let a = accumulator[Int(s)]
            guard rowOf[Int(s)] >= 0, !nearZero(a) else { continue }
            accumulator[Int(s)] = 0
            let row = rows[Int(rowOf[Int(s)])]
            constant += a * row.constant
            for c in row.cells { accumulate(c.sym, a * c.coef) }
        }
        // Counted first: the row is kept, so it gets its exact size in one allocation.
        var count = 0
        for s in touched where rowOf[Int(s)] < 0 && !nearZero(accumulator[Int(s)]) { count += 1 }
        var out: [Cell] = []
        out.reserveCapacity(count)
        for s in touched {
            let a = accumulator[Int(s)]
            if rowOf[Int(s)] < 0, !nearZero(a) { out.append(Cell(sym: s, coef: a)) }
            accumulator[Int(s)] = 0
            inAccumulator[Int(s)] = false
        }
        touched.removeAll(keepingCapacity: true)
        return (constant, out)
    }

    // MARK: Adding

    /// Adds the row `constant + terms OP 0` (terms over external symbols, merged, nonzero).
    ///
    /// - Parameters:
    ///   - level: the objective level (priority in lexicographic mode).
    ///   - weight: the weight of the constraint's errors in its level.
    mutating func add(
        terms: [Cell], constant: Double, relation: Relation, required: Bool,
        level: Double, weight: Double
    ) throws(SolverError) -> AddOutcome {
        guard required else {
            return .added(try addSoft(terms: terms, constant: constant, relation: relation, level: level, weight: weight))
        }
        var tag = Tag(marker: -1, markerCoefficient: 0, isRequired: true)
        switch relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            tag.markerCoefficient = relation == .lessThanOrEqual ? 1.0 : -1.0
            tag.marker = newSymbol(.slack)
        case .equal:
            tag.markerCoefficient = 1
            tag.marker = newSymbol(.dummy)
        }
        var cells: [Cell] = []
        cells.reserveCapacity(terms.count + 1)
        cells += terms
        cells.append(Cell(sym: tag.marker, coef: Double(tag.markerCoefficient)))
        return try insert(cells: cells, terms: terms, constant: constant, tag: tag)
    }

    /// Installs the row `constant + cells = 0` of a constraint: `terms` are its externals, the rest
    /// of `cells` its markers (a required constraint's slack or dummy, a soft group's u+ and u-,
    /// whose costs are already in the objective). Returns the tag with the row it made.
    mutating func insert(cells: [Cell], terms: [Cell], constant: Double, tag: Tag) throws(SolverError) -> AddOutcome {
        var tag = tag
        let required = tag.isRequired
        epoch &+= 1

        // 1. A fresh external (in no row at all) becomes basic with the row as its definition, unreduced.
        for c in terms where rowOf[Int(c.sym)] < 0 && refCount[Int(c.sym)] == 0 {
            maxStamp += 1
            installDefinition(constant: constant, cells: cells, subject: c.sym, stamp: maxStamp, tag: &tag)
            return .added(tag)
        }

        // 2. Otherwise reduce; a parametric external left in the row becomes basic.
        var (k, reduced) = reduce(constant: constant, cells: cells)
        if let c = reduced.first(where: { kinds[Int($0.sym)] == .external }) {
            minStamp -= 1
            installDefinition(constant: k, cells: reduced, subject: c.sym, stamp: minStamp, tag: &tag)
            return .added(tag)
        }

        // 3. A restricted row: as kiwi, a marker with a negative coefficient, else an artificial variable.
        if k < 0 {
            k = -k
            for i in reduced.indices { reduced[i].coef = -reduced[i].coef }
        }
        var subject: Int32 = -1
        for s in [tag.marker, tag.other] where s >= 0 && kinds[Int(s)] != .dummy {
            if reduced.first(where: { $0.sym == s }).map({ $0.coef < 0 }) ?? false {
                subject = s
                break
            }
        }
        if subject < 0, reduced.allSatisfy({ kinds[Int($0.sym)] == .dummy }) {
            if !nearZero(k) { return .unsatisfiable }
            subject = tag.marker
        }
        if subject >= 0 {
            let (c, solved) = Tableau.solve(constant: k, cells: reduced, for: subject)
            _ = insertRow(Row(basic: subject, constant: c, cells: solved, stamp: 0, isDefinition: false))
            objectiveSubstitute(subject, constant: c, cells: solved)
            optimizePending = true  // feasible as it stands; optimising waits for a read or an edit
            return .added(tag)
        }
        // A required inequality that the current solution violates: make its slack basic (a negative
        // row) and let the dual simplex restore feasibility. The objective stays optimal, since nothing
        // in it names the new slack; this is cheaper than kiwi's phase one with an artificial objective.
        if required, kinds[Int(tag.marker)] == .slack,
            reduced.contains(where: { $0.sym == tag.marker && $0.coef > 0 })
        {
            // The dual simplex starts from an optimal basis. With adds waiting to be optimised, phase
            // one (which needs only a feasible one) keeps them waiting: optimising here would undo
            // the batching, once for every such add.
            if optimizePending {
                guard try addWithArtificialVariable(constant: k, cells: reduced) else { return .unsatisfiable }
                return .added(tag)
            }
            let (c, solved) = Tableau.solve(constant: k, cells: reduced, for: tag.marker)
            _ = insertRow(Row(basic: tag.marker, constant: c, cells: solved, stamp: 0, isDefinition: false))
            do {
                try dualOptimize()
            } catch {
                // No entering symbol: the inequality cannot hold. Drop it again and repair the basis.
                repairing { (t: inout Tableau) throws(SolverError) in try t.restoreAfterFailedAdd(marker: tag.marker) }
                return .unsatisfiable
            }
            optimizePending = true
            return .added(tag)
        }
        guard try addWithArtificialVariable(constant: k, cells: reduced) else { return .unsatisfiable }
        optimizePending = true
        return .added(tag)
    }

    /// Removes the equation of a constraint whose add failed half-way, then restores feasibility
    /// (dual simplex over every negative row) and optimality.
    /// Runs the repair after a failed add; if the repair itself fails (rounding on numbers near
    /// the ends of the double range), marks the tableau `damaged` so the solver rebuilds it.
    mutating func repairing(_ repair: (inout Tableau) throws(SolverError) -> Void) {
        do { try repair(&self) } catch { damaged = true }
    }

    private mutating func restoreAfterFailedAdd(marker: Int32) throws(SolverError) {
        infeasible.removeAll()
        try eliminate(marker: marker, home: -1, homeStamp: 0)
        for row in rows where row.basic >= 0 && !row.isDefinition && row.constant < 0 && !nearZero(row.constant) {
            infeasible.append(row.basic)
        }
        try dualOptimize()
        try optimize()
    }

    private mutating func installDefinition(
        constant: Double, cells: [Cell], subject: Int32, stamp: Int64,
        tag: inout Tag
    ) {
        let (c, solved) = Tableau.solve(constant: constant, cells: cells, for: subject)
        let index = insertRow(Row(basic: subject, constant: c, cells: solved, stamp: stamp, isDefinition: true))
        tag.homeRow = index
        tag.homeStamp = stamp
    }

    /// Phase one: minimises an artificial variable standing for the row. Returns false, with the
    /// tableau equivalent to before the call, when the row cannot be satisfied.
    ///
    /// A row that holds as it stands (constant 0) needs no artificial objective: its artificial
    /// variable starts at its minimum, and one degenerate pivot on phase one's choice (the lowest
    /// slack or error with a negative coefficient, Bland's rule; else, as phase one ends, the
    /// row's first slack or error) takes it out, keeping every row feasible. That is a fixed size
    /// meeting a view's content-size group (`width == 40` on an image view); building and
    /// minimising the objective cost it about 20,000 instructions. Phase one's first step is also
    /// taken before the objective is built, which ends it when that step takes the row's variable
    /// out (L4's build: 1 % fewer instructions).
    private mutating func addWithArtificialVariable(constant: Double, cells: [Cell]) throws(SolverError) -> Bool {
        let art = newSymbol(.slack)
        let index = insertRow(Row(basic: art, constant: constant, cells: cells, stamp: 0, isDefinition: false))
        if nearZero(constant), let entering = lowestDecreasing(cells) ?? firstRestricted(cells) {
            pivot(index, entering: entering)
            dropArtificial(art)
            return true
        }
        // Phase one's first step, taken before its objective is built: it enters the lowest slack or
        // error with a negative coefficient. When the ratio test stops it at this very row, the
        // artificial variable leaves at 0 and phase one is over (1,940 of the 2,041 adds that get
        // here in building and moving L4); otherwise the objective starts from the row as that
        // pivot left it, which is what the step makes of an objective equal to the row.
        var first = (constant: constant, cells: cells)
        if let entering = lowestDecreasing(cells), case .row(let r) = limit(for: entering) {
            pivot(r, entering: entering)
            if r == index {
                dropArtificial(art)
                return true
            }
            first = (rows[Int(index)].constant, rows[Int(index)].cells)
        }
        startPhaseOne(constant: first.constant, cells: first.cells, namingDummies: false)
        defer { endPhaseOne() }
        try optimizeArtificial()
        let success = nearZero(artificial!.constant)
        if !success {
            // Drop the equation that defines `art`: the tableau returns to the system it had.
            repairing { (t: inout Tableau) throws(SolverError) in
                try t.eliminate(marker: art, home: index, homeStamp: 0)
                try t.optimize()
            }
            return false
        }
        if rowOf[Int(art)] >= 0 {
            let r = rowOf[Int(art)]
            if rows[Int(r)].cells.isEmpty {
                deleteRow(r)
                return true
            }
            guard let entering = firstRestricted(rows[Int(r)].cells) else {
                repairing { (t: inout Tableau) throws(SolverError) in
                    try t.eliminate(marker: art, home: index, homeStamp: 0)
                    try t.optimize()
                }
                return false
            }
            pivot(r, entering: entering)
        }
        dropArtificial(art)
        return true
    }

    /// The first slack or error of `cells`, if any.
    private func firstRestricted(_ cells: [Cell]) -> Int32? {
        for c in cells where kinds[Int(c.sym)] == .slack || kinds[Int(c.sym)] == .error { return c.sym }
        return nil
    }

    /// The lowest slack or error whose coefficient in `cells` is negative (entering it lowers the
    /// row), if any.
    private func lowestDecreasing(_ cells: [Cell]) -> Int32? {
        var lowest: Int32?
        for c in cells where c.coef < 0 && kinds[Int(c.sym)] != .dummy && c.sym < (lowest ?? .max) { lowest = c.sym }
        return lowest
    }

    /// Sets a parametric artificial variable to 0 for good: its row stays installed without it.
    private mutating func dropArtificial(_ art: Int32) {
        for r in rowsContaining(art, definitions: false) {
            if let at = rows[Int(r)].cells.firstIndex(where: { $0.sym == art }) { rows[Int(r)].cells.remove(at: at) }
        }
        for level in objective.indices { objective[level].coefs[art] = nil }
    }
}
