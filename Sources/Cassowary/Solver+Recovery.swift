// Leaving the solver unchanged when an operation fails half-way.
//
// Refusals the solver sees coming (a duplicate, a bad strength, a NaN in the input) change nothing.
// An unsatisfiable required constraint is undone by the tableau itself (phase one drops its
// equation again). What remains are failures in the middle of the arithmetic: a number that leaves
// the finite range (1e308 * 10, a huge constant over a tiny coefficient), or an internal error.
// Undoing those step by step would need a journal of every row the operation touched, on every
// operation; instead the failing operation (rare) rebuilds the tableau from the constraints that
// are installed, in the order they were added, with every variable keeping its id. That costs one
// solve of the whole system, only on that path, and gives the optimum of the unchanged system.
// Where the numbers are large (1e100 or more, in the operation or already in the tableau), the one
// place where such failures are expected, the tableau is kept before the operation (copy on write)
// and put back exactly.

extension Solver {
    /// Numbers at or above this magnitude, in an operation or anywhere in the tableau, make every
    /// operation check all values afterwards (one pass, O(variables)): with them an operation can
    /// push a value past the finite range without any stored number overflowing (`x == 1e300`, then
    /// `y == 1e10 * x`). Below it, only a long chain of products can; the layout engine and the
    /// command line check the values they read.
    public static let largeMagnitude = 1e100

    /// Runs one operation; if its arithmetic met a NaN or an infinity, or an internal error, the
    /// tableau goes back to what it was (after `undo` restores the records the operation changed):
    /// the saved copy where the numbers were large, else rebuilt from the installed constraints.
    /// Then the error is thrown: ``SolverError/nonFiniteNumber(context:)`` naming `culprit`, or the
    /// internal error. Other errors (unsatisfiable, unknown constraint...) pass through: they leave
    /// nothing to undo.
    ///
    /// - Parameters:
    ///   - culprit: what to name in a `nonFiniteNumber` error.
    ///   - large: whether the operation's numbers reach ``largeMagnitude`` (every value is checked).
    func guarded<T>(
        _ culprit: @autoclosure () -> String, large: Bool, undo: () -> Void = {},
        _ body: () throws(SolverError) -> T
    ) throws(SolverError) -> T {
        engine.nonFinite = false
        // Where huge numbers make a failure likely, keep the tableau as it was (copied on write:
        // the arrays the operation touches are copied once, O(n), like the value check below).
        let risky = large || engine.holdsLarge || checksAllValues
        let saved: Tableau? = risky ? engine : nil
        func recover() {
            undo()
            if let saved { engine = saved } else { rebuild() }
            engine.nonFinite = false
            engine.damaged = false
        }
        defer { if engine.damaged { recover() } }
        let result: T
        do {
            result = try body()
            // Huge numbers: the optimum an add or removal leaves for later is reached here, where
            // a failure can still be undone.
            if risky { try engine.optimizeIfPending() }
        } catch {
            if engine.nonFinite {
                recover()
                throw .nonFiniteNumber(context: "\(culprit()): the arithmetic leaves the finite range")
            }
            if case .internalError = error {
                recover()
                // With numbers this far apart, a simplex that cycles or cannot repair a row has run
                // out of precision: the culprit is the operation's numbers, not the algorithm.
                if risky { throw .nonFiniteNumber(context: "\(culprit()): the numbers are too far apart for the arithmetic (\(error))") }
            }
            throw error
        }
        if engine.nonFinite || (risky && !engine.allValuesFinite()) {
            recover()
            throw .nonFiniteNumber(context: "\(culprit()): the arithmetic leaves the finite range")
        }
        return result
    }

    /// Rebuilds the tableau from the installed constraints, in the order they were added, keeping
    /// every variable's id (old non-variable symbols stay as unused ids). Counters carry over.
    func rebuild() {
        let old = engine
        var fresh = Tableau(mode: mode)
        for kind in old.kinds { _ = fresh.newSymbol(kind == .external ? .external : .slack) }
        fresh.pivotCount = old.pivotCount
        fresh.anchorMoves = old.anchorMoves
        fresh.reductionCount = old.reductionCount
        // The fresh tables have grown for the same symbols; copied over their front, they keep
        // their own length whatever the old one's.
        let kept = min(old.reported.count, fresh.reported.count)
        for i in 0..<kept { fresh.reported[i] = old.reported[i] }
        engine = fresh
        for record in records.values.sorted(by: { $0.sequence < $1.sequence }) {
            // The system was solved before the operation, so every constraint goes back in.
            if let cells = try? validate(record.constraint),
                case .added(let tag)? = try? install(record.constraint, cells: cells, constant: record.constant)
            {
                records[ObjectIdentifier(record.constraint)]?.tag = tag
            }
        }
        engine.nonFinite = false
        engine.damaged = false
        engine.optimizePending = false
    }
}
