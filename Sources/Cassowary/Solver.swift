// Solver: an incremental Cassowary simplex solver whose tableau stays sparse on everyday layouts.
//
// THE METHOD
// ----------
// Cassowary (Badros, Borning, Stuckey, "The Cassowary linear arithmetic constraint solving
// algorithm", ACM TOCHI 2001) keeps every constraint as a row of a simplex tableau
// `basic = constant + sum(coef * parametric)`. Inequalities get a slack s >= 0, required
// equalities a dummy d = 0, and non-required constraints error variables e+ e- >= 0 whose weighted
// sum is the objective. Adding a constraint substitutes the basic symbols into its row, picks a
// subject to make basic, and re-optimises with the primal simplex; edits (`suggestValue`) shift
// constants and repair feasibility with the dual simplex. kiwi implements exactly this, with every
// row fully reduced (no row names a basic symbol).
//
// WHY KIWI IS SUPER-LINEAR ON LAYOUTS, AND WHAT WE DO INSTEAD
// 1. Subject choice. kiwi makes basic the first external of the reduced row (lowest id). On a grid,
//    `width_i == width_0` then pivots the shared width from one variable to the next, and every row
//    that names it is rewritten: O(N) work per constraint, O(N^2) in all. We make basic a *fresh*
//    external (one that no row names yet): the constraint becomes that variable's definition and
//    no other row changes. `left_i == left_(i-1) + width_(i-1) + 8` costs O(1).
// 2. Lazy substitution for unrestricted variables. A fully reduced tableau is dense on chains:
//    `x_(i+1) >= x_i + 1` with a weak `x_(i+1) == x_i + 10` gives x_k a row over all 2k error
//    variables (O(N^2) memory, O(N^3) time in kiwi). The simplex never needs unrestricted basic
//    variables reduced: they are free, so their rows only define values. We keep two kinds of rows:
//      - definitions: `x = c + terms` for a basic external x. Terms may name other basic symbols,
//        always of a lower `stamp` (a topological order), so the definitions form a DAG.
//      - restricted rows: `s = c + terms` for basic slack/error/dummy symbols, fully reduced over
//        parametric restricted symbols, exactly as in kiwi. Only these take part in pivots.
//    Invariant: restricted rows and the objective never name an external symbol. Hence pivots
//    never touch definitions (a definition naming a symbol that became basic or parametric is still
//    a true equation of the system), and making an external basic never touches other rows.
// 3. Substitution order. When a new row has no fresh external, it is reduced by expanding
//    definitions latest stamp first (a max-heap). Each definition is expanded at most once and
//    terms cancel before the chain behind them is visited: `x_(i+1) - x_i` expands x_(i+1) into
//    `x_i + 1 + s_i`, x_i cancels, and the row is O(1). The reduced row names parametric symbols
//    only, so its definition (if an external is left) gets a stamp below every other.
// 4. Column indexes. Each symbol lists the restricted rows and the definitions that name it, so a
//    pivot, a removal and a constant change visit only those rows (kiwi scans every row). The lists
//    share one pool of nodes (`ColumnLists`): no allocation per symbol, a removed marker's lists
//    freed in one step. Rows are built at their exact size in one allocation, and the tables
//    indexed by symbol grow together, already holding a new symbol's starting values.
// 5. Not re-optimising what an edit cannot touch. `suggestValue` and in-place constant changes
//    substitute `marker -> marker + delta` in the rows that name the constraint's marker (usually
//    one definition), and the dual simplex visits only rows that became infeasible. The objective
//    keeps a heap of candidate entering symbols (lowest id first: Bland's rule, so no cycling)
//    instead of being scanned after every add. Values of definitions are evaluated on demand.
// 6. Removal. A constraint whose marker appears only in its own definition is removed by deleting
//    that definition: its subject becomes parametric and every row naming it stays valid. O(1).
//    Many removed at once (`removeConstraints`) whose rows, with the variables only they name, are
//    their own (every row naming one of their symbols is the row of one of them) are removed by
//    deleting those rows: a view subtree leaves without a pivot (Tableau+Block.swift).
// 7. Re-optimising once after many adds and removals. An add or a removal keeps the tableau
//    feasible and leaves the objective to the next operation that needs the optimum: an edit, a
//    constant change, a value read, and a soft constraint joining its group (which starts the dual
//    simplex, and that needs an optimal basis). An inequality the current solution violates goes in
//    through the dual simplex when the basis is optimal, else through phase one (an artificial
//    variable), which needs only a feasible basis: optimising first made each squeezed label of L6
//    (two a cell) optimise everything added before it (2.5 % fewer instructions for L4's move).
//    Removing a subtree's constraints one by one would otherwise pivot the same long rows after
//    every removal: L5 (removing 1,000 collection cells) went from 4.0 s to 0.36 s; activating a
//    batch of constraints optimises once, not after each.
//    Where huge numbers make a failure likely, the operation optimises at once, so that a failure
//    can still be undone (Solver+Recovery.swift).
//
// 8. Parallel soft constraints share one row. Soft constraints with the very same terms (a view's
//    hugging and compression resistance on its width, `x == 0 @250` beside `x == 100 @250`, an edit
//    variable beside preferences on it) form a group with one row `t - b - u+ + u- = 0` whose errors
//    carry the summed slopes of their costs at the anchor b and are bounded by the gaps to the next
//    breaks; the ratio test moves the anchor to the next break instead of pivoting (SoftGroup.swift).
//    With one row each, N of them on one variable cost O(N^2): every move of the optimum re-anchored
//    every row (20,000 took 15.9 s and 0.9 GB; now 62 ms).
// 9. No objective terms on dummies. A dummy is always 0 and never enters in the simplex, yet rows
//    name many of them (a grid cell's rows name every dummy of the first row's widths, through the
//    shared width), and every pivot and cost change carried them all into the objective. The
//    objective and phase one's artificial objective keep none; the one place that needs a dummy's
//    cost, a removal pivoting it in, works it out from the rows (`computeDummyCosts`). L6's first layout
//    (N = 10,000) took 20 % fewer instructions without them in phase one, 6 % fewer again without
//    them in the objective.
// 10. Compound dummies. Rows still named them: on a grid, the slack that fixes the shared width
//    carries the dummy of every link of the first row, and every cell's inequality is reduced
//    through it (L6: 4.2 million of the tableau's 4.6 million cells, 200 per label row). A row made
//    with 32 dummies or more names them through one new symbol of kind dummy standing for their
//    combination, and every row reduced or pivoted through it names that one symbol: L6's rows
//    hold 0.65 million cells and its first layout peaks 90 MB lower. A member's constant change
//    shifts the compound; its removal first peels it out, one cell per row (Tableau+Compounds.swift).
//
// WORKED EXAMPLE (the chain of WORKLOADS.md S3, weighted mode)
//   x0 == 0            -> definition  x0 = 0                                  (fresh subject)
//   x1 >= x0 + 1       -> x1 - x0 - 1 - s1 = 0: definition  x1 = x0 + 1 + s1  (fresh, unreduced)
//   x1 == x0 + 10 weak -> x1 - x0 - 10 - e+ + e- = 0; no fresh external: reduce. x1 (stamp 2)
//                         expands to x0 + 1 + s1, x0 cancels: s1 - 9 - e+ + e- = 0. A restricted
//                         row: flip the sign (constant >= 0), make e- basic: e- = 9 - s1 + e+.
//                         (The weak constraint is a soft group of one: its e+ and e- are its u+ and u-.)
//                         The objective e+ + e- becomes 9 + 2 e+ - s1; s1 enters, e- leaves:
//                         s1 = 9 + e+ - e-, objective e+ + e- (optimal). x1's definition is untouched
//                         and evaluates to 0 + 1 + 9 = 10.
// Each further link costs the same O(1), so chain(N) is linear; kiwi's x_k rows grow to 2k terms.
//
// LEXICOGRAPHIC PRIORITIES: WHY THE ANSWER IS THE LEXICOGRAPHIC OPTIMUM, WHATEVER THE ORDER
// In `.lexicographic` mode the objective is a list of levels, highest priority first, and each
// parametric symbol has a cost vector (its coefficient in every level). Entering a symbol lowers
// the objective when its first nonzero level coefficient is negative; the dual ratio test compares
// cost vectors divided by the pivot coefficient level by level. No weight is involved, so no number
// of priority-750 errors can outweigh one at 751.
// The guarantee: the primal simplex stops only when no parametric symbol has a lexicographically
// negative cost vector. Any move away from that vertex is a non-negative combination of those
// columns (dummies stay 0, slacks and errors only grow), so it changes the objective by a
// non-negative combination of lexicographically non-negative vectors: it cannot lower the first
// level, cannot lower the second without raising the first, and so on. That is exactly "each level
// at its optimum with every higher level held at its optimum; ties broken only by lower levels",
// and it depends only on the system, not on the order of adds, removals, constant changes or edits
// (where the optimum is unique; where it is not, any optimum may be returned). The dual simplex
// (edits, constant changes) keeps every cost vector lexicographically non-negative by its ratio test.
// The stopping test only sees symbols in the candidate heap, so the heap must hold every symbol
// that may improve: every change to any of a symbol's level coefficients puts it back in the heap.
// The first edition pushed a symbol only when a coefficient became negative. A symbol with +1 at
// level 250 and -1 at level 100 was popped and dropped (it does not improve); when a later pivot
// took its level-250 coefficient to 0 it improved but was never looked at again, and the solver
// stopped at a vertex that was optimal at 250 but not at 100: the answer depended on the order the
// constraints were added (issue 13: `left == 80 @100`, `left == 0 @250`, `left == 100 @250` gave 0
// or 80). Bland's rule (lowest id first) still holds: a symbol dropped from the heap is re-examined
// whenever its costs change, so the lowest improving symbol is always the one entered.
//
// CONFLICTS
// An unsatisfiable required constraint leaves the solver as it was (phase one drops the artificial
// equation again). The minimal conflicting set is then found on demand, off the hot path, from one
// phase one on a scratch tableau of the installed required constraints connected to the new one:
// the artificial objective at its optimum is a Farkas certificate that names exactly the
// constraints that cannot hold together (Solver+Conflicts.swift explains why it is minimal). It
// costs about one more layout of those constraints, so a conflict in a row of 1,000 views costs
// 1.5x the layout (the first edition grew the set by trial adds: 11.7 s against 0.12 s).

// FAILURES
// Every operation either completes or leaves the solver as it was. Refusals it sees coming (a
// duplicate, a bad strength, NaN input) change nothing; an unsatisfiable required constraint is
// undone by phase one. Arithmetic that leaves the finite range (1e308 * 10) or numbers too far
// apart for doubles fail with `nonFiniteNumber` naming the culprit, and the tableau goes back to
// its state before the operation (Solver+Recovery.swift); no simplex loop can run forever.

/// An incremental Cassowary constraint solver.
///
/// ```swift
/// let solver = Solver()
/// let x = solver.makeVariable("x"), y = solver.makeVariable("y")
/// try solver.addConstraint(x + 2 * y == 100)
/// try solver.addConstraint((x == 40) | Strength.weak)
/// try solver.addEditVariable(y, strength: Strength.strong)
/// try solver.suggestValue(20, for: y)
/// solver.value(of: x)   // 60
/// ```
///
/// Every method lists the errors it can throw; after any error the solver is unchanged and usable.
/// The same operations in the same order give bit-identical values.
public final class Solver: CustomDebugStringConvertible {
    /// Only this class touches the engine, one call at a time (Solver is not Sendable), so the
    /// dynamic exclusivity check on every access would be pure overhead on the value-reading path.
    /// The same holds for the tables below that every add or removal touches.
    @exclusivity(unchecked) var engine: Tableau
    /// The variables' symbols, in the order they were made (so ascending).
    @exclusivity(unchecked) private var variables = ChunkedArray<Int32>()
    /// Their names ("" for none), beside `variables`, as far as the last named one: lists in
    /// creation order, not a table (a grid of 10,000 named views spent 7 % of its build hashing and
    /// rehashing names), grown a chunk at a time (they are read only for messages and dumps).
    @exclusivity(unchecked) private var names = ChunkedArray<String>()
    @exclusivity(unchecked) var records = RecordTable()
    @exclusivity(unchecked) private var sequence = 0
    var edits: [Int32: EditRecord] = [:]
    /// How many installed constraints name each variable, by symbol (a term named twice counts
    /// twice): a variable at 0 is named by none, so removing a block may forget it. Sized by
    /// `makeVariable`; only this class touches it, one call at a time (as `engine`).
    @exclusivity(unchecked) var uses = SymbolTable<Int32>()

    struct Record {
        let constraint: Constraint
        var tag: Tag
        let sequence: Int
        /// The constant of the constraint's expression now (``setConstant(_:of:)`` and edits move it).
        var constant: Double
        /// The variables the constraint names (the conflict search follows them).
        var symbols: [Int32] { (0..<constraint.termList.count).map(constraint.termList.index(at:)) }
    }

    struct EditRecord {
        let constraint: Constraint
        var value: Double
    }

    /// How this solver weighs non-required constraints.
    public let mode: SolverMode

    /// Whether every operation checks every value afterwards (O(variables) per operation) and keeps
    /// a copy to go back to. Off, that happens only where numbers reach ``largeMagnitude``; a value
    /// can then still overflow through a long chain of moderate products (`x_(i+1) == 2 * x_i`,
    /// 1,100 times) without the operation being refused. On, no operation that leaves a value
    /// outside the finite range is ever accepted. `layoutsim solve` turns it on.
    @exclusivity(unchecked) public var checksAllValues = false

    /// Makes an empty solver.
    ///
    /// - Parameter mode: ``SolverMode/weighted`` (kiwi-compatible strengths, the default) or
    ///   ``SolverMode/lexicographic`` (Apple's priority levels).
    public init(mode: SolverMode = .weighted) {
        self.mode = mode
        self.engine = Tableau(mode: mode)
    }

    var ownerToken: UInt { UInt(bitPattern: ObjectIdentifier(self)) }

    // MARK: Variables

    /// Makes a new variable of this solver; its value is 0 until constraints say otherwise.
    ///
    /// - Parameter name: used by ``debugDescription`` and ``name(of:)``.
    public func makeVariable(_ name: String = "") -> Variable {
        let sym = engine.newSymbol(.external)
        variables.append(sym)
        if uses.count <= Int(sym) { uses.grow(by: Int(sym) + 1 - uses.count, filling: 0) }
        if !name.isEmpty {
            while names.count < variables.count - 1 { names.append("") }
            names.append(name)
        }
        return Variable(index: sym, owner: ownerToken)
    }

    /// The name given to `variable` at creation, or `v<index>`.
    public func name(of variable: Variable) -> String {
        name(ofSymbol: variable.index)
    }

    /// The name given to the variable with this symbol, or `v<index>` (a binary search of
    /// `variables`: names are for messages and dumps).
    private func name(ofSymbol sym: Int32) -> String {
        var low = 0, high = names.count
        while low < high {
            let mid = (low + high) / 2
            if variables[mid] < sym { low = mid + 1 } else { high = mid }
        }
        return low < names.count && variables[low] == sym && !names[low].isEmpty ? names[low] : "v\(sym)"
    }

    /// The value of `variable` in the current solution (0 for a variable of another solver).
    public func value(of variable: Variable) -> Double {
        guard variable.owner == ownerToken else { return 0 }
        settleQuietly()
        return engine.value(of: variable.index)
    }

    /// The variables whose values changed since the last call (every variable, the first time),
    /// in the order they were made. Reads only the values that can have moved (a constant change
    /// in a large layout costs about the values it moves); a layout engine uses this to find the
    /// views that moved.
    public func changedVariables() -> [Variable] {
        settleQuietly()
        return engine.changedExternals().map { Variable(index: $0, owner: ownerToken) }
    }

    // MARK: Constraints

    /// Whether `constraint` (this very object) is installed.
    public func hasConstraint(_ constraint: Constraint) -> Bool {
        records[ObjectIdentifier(constraint)] != nil
    }

    /// The number of installed constraints, edit constraints included.
    public var constraintCount: Int { records.count }

    /// Adds a constraint. The solution is re-optimised by the next operation that needs it (an
    /// edit, a constant change or a value read), so adding many constraints costs one optimisation.
    ///
    /// - Throws: ``SolverError/duplicateConstraint(_:)`` if this object is installed;
    ///   ``SolverError/invalidStrength(_:)``; ``SolverError/nonFiniteNumber(context:)`` for a NaN or
    ///   infinite coefficient or constant; ``SolverError/foreignVariable(_:)``;
    ///   ``SolverError/unsatisfiable(_:conflicts:)`` when a required constraint cannot hold, with the
    ///   minimal set of installed required constraints it conflicts with.
    public func addConstraint(_ constraint: Constraint) throws(SolverError) {
        guard records[ObjectIdentifier(constraint)] == nil else { throw .duplicateConstraint(constraint) }
        let cells = try validate(constraint)
        let outcome = try guarded("constraint \(constraint)", large: constraint.reaches(Solver.largeMagnitude)) {
            () throws(SolverError) -> AddOutcome in
            try install(constraint, cells: cells, constant: constraint.expressionConstant)
        }
        switch outcome {
        case .added(let tag):
            sequence += 1
            records[ObjectIdentifier(constraint)] = Record(
                constraint: constraint, tag: tag, sequence: sequence, constant: constraint.expressionConstant)
            countUses(of: constraint, by: 1)
        case .unsatisfiable:
            throw .unsatisfiable(constraint, conflicts: conflicts(with: Held(constraint, constraint.expressionConstant), excluding: nil))
        }
    }

    /// Adds a validated constraint's row to the tableau with its expression's constant at `constant`:
    /// its strength becomes a level and a weight.
    func install(_ constraint: Constraint, cells: [Cell], constant: Double) throws(SolverError) -> AddOutcome {
        try engine.add(
            terms: cells, constant: constant, relation: constraint.relation,
            required: constraint.strength >= mode.requiredThreshold, level: mode == .weighted ? 0 : constraint.strength,
            weight: mode == .weighted ? min(constraint.strength, Strength.required) : 1)
    }

    /// Removes an installed constraint. The solution is re-optimised once, by the next operation
    /// that needs it (an edit, a constant change or a value read), so removing many constraints in
    /// a row costs one optimisation.
    ///
    /// - Throws: ``SolverError/unknownConstraint(_:)`` if it is not installed.
    public func removeConstraint(_ constraint: Constraint) throws(SolverError) {
        guard let record = records.removeValue(forKey: ObjectIdentifier(constraint)) else {
            throw .unknownConstraint(constraint)
        }
        try guarded("removing \(constraint)", large: false, undo: { records[ObjectIdentifier(constraint)] = record }) {
            () throws(SolverError) in
            try engine.remove(record.tag)
        }
        countUses(of: constraint, by: -1)
    }

    /// Adds `delta` to the use count of every variable `constraint` (validated: its variables are
    /// this solver's) names.
    func countUses(of constraint: Constraint, by delta: Int32) {
        let terms = constraint.termList
        for i in 0..<terms.count { uses[Int(terms.index(at: i))] += delta }
    }

    /// Changes the constant of an installed constraint in place (no remove and add): the solver then
    /// holds `expression.terms + constant OP 0` (``constant(of:)``; the constraint object itself does
    /// not change). Costs only the rows that name the constraint's marker, plus dual pivots.
    ///
    /// - Parameters:
    ///   - constant: the new constant of the constraint's expression (`expression OP 0`).
    ///   - constraint: an installed constraint.
    /// - Throws: ``SolverError/unknownConstraint(_:)``; ``SolverError/nonFiniteNumber(context:)``;
    ///   ``SolverError/unsatisfiable(_:conflicts:)`` if a required constraint can no longer hold
    ///   (the constant is then left as it was).
    public func setConstant(_ constant: Double, of constraint: Constraint) throws(SolverError) {
        guard let record = records[ObjectIdentifier(constraint)] else { throw .unknownConstraint(constraint) }
        guard constant.isFinite else { throw .nonFiniteNumber(context: "the new constant of \(constraint)") }
        let delta = constant - record.constant
        if delta == 0 { return }
        let failed = try guarded("the new constant \(constant) of \(constraint)", large: abs(constant) >= Solver.largeMagnitude) {
            () throws(SolverError) -> Bool in
            try settle()
            let consistent = engine.shiftConstant(record.tag, by: delta)
            var failed = !consistent
            if consistent {
                do throws(SolverError) { try engine.restoreOptimum() } catch {
                    // The dual simplex found a row no symbol can repair: the constant cannot hold.
                    guard case .internalError = error, !engine.nonFinite else { throw error }
                    failed = true
                }
            }
            if failed {
                engine.infeasible.removeAll()
                _ = engine.shiftConstant(record.tag, by: -delta)
                engine.repairing { (t: inout Tableau) throws(SolverError) in try t.restoreOptimum() }
            }
            return failed
        }
        if failed {
            throw .unsatisfiable(constraint, conflicts: conflicts(with: Held(constraint, constant), excluding: constraint))
        }
        records[ObjectIdentifier(constraint)]?.constant = constant
    }

    /// The constant an installed constraint holds with now: its expression's, or the last one
    /// ``setConstant(_:of:)`` gave it; nil when it is not installed.
    public func constant(of constraint: Constraint) -> Double? {
        records[ObjectIdentifier(constraint)]?.constant
    }

    func validate(_ constraint: Constraint) throws(SolverError) -> [Cell] {
        try validate(strength: constraint.strength)
        guard constraint.isFinite else { throw .nonFiniteNumber(context: "constraint \(constraint)") }
        let terms = constraint.termList
        if let foreign = terms.firstForeign(to: ownerToken) { throw .foreignVariable(foreign) }
        var cells: [Cell] = []
        cells.reserveCapacity(terms.count)
        // Repeated variables merge. Constraints name a handful of variables: a scan of the cells
        // made so far beats a dictionary (no allocation) up to a few dozen terms.
        var position: [Int32: Int]? = terms.count > 32 ? [:] : nil
        for i in 0..<terms.count {
            let sym = terms.index(at: i), coef = terms.coefficient(at: i)
            if let at = position?[sym] ?? (position == nil ? cells.firstIndex(where: { $0.sym == sym }) : nil) {
                cells[at].coef += coef
            } else {
                position?[sym] = cells.count
                cells.append(Cell(sym: sym, coef: coef))
            }
        }
        if let c = cells.first(where: { !$0.coef.isFinite }) {
            throw .nonFiniteNumber(
                context: "constraint \(constraint): the coefficients of \(name(ofSymbol: c.sym)) add up past the finite range")
        }
        if cells.contains(where: { nearZero($0.coef) }) { cells.removeAll { nearZero($0.coef) } }
        return cells
    }

    /// The one check of a strength: finite, and at least ``Strength/minimum`` (so every product of
    /// a weight with a row coefficient stays a normal number and keeps its relative precision).
    func validate(strength: Double) throws(SolverError) {
        guard strength.isFinite, strength >= Strength.minimum else { throw .invalidStrength(strength) }
    }

    // MARK: Settling

    /// Re-optimises after adds and removals, if any are pending (the dual simplex of edits and
    /// constant changes needs an optimal objective).
    ///
    /// - Throws: ``SolverError/internalError(_:)`` (a solver bug: the objective is unbounded).
    func settle() throws(SolverError) {
        try engine.optimizeIfPending()
    }

    /// ``settle()`` for reads, which cannot throw: an internal error stays pending and the next
    /// add, edit or constant change reports it.
    func settleQuietly() {
        do { try settle() } catch { engine.optimizePending = true }
    }

    /// A readable dump of the tableau; see ``Solver/dump()``.
    public var debugDescription: String { dump() }
}
