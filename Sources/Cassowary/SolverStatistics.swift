/// Counters of the work a ``Solver`` has done, for tests and the layout pass counters.
public struct SolverStatistics: Sendable, Equatable {
    /// Simplex pivots (primal, dual and phase one).
    public var pivots: Int
    /// Simplex steps that moved a soft group's anchor to its next break (no pivot).
    public var anchorMoves: Int
    /// Rows reduced by expanding definitions (adds without a fresh subject, removals).
    public var reductions: Int
    /// Live definition rows (basic external variables).
    public var definitions: Int
    /// Live restricted rows (basic slack, error or dummy symbols).
    public var restrictedRows: Int
    /// Symbols ever made (variables, slacks, errors, dummies).
    public var symbols: Int
    /// The most terms in any live row: how sparse the tableau is.
    public var longestRow: Int
    /// Groups of parallel soft constraints (each has one row).
    public var softGroups: Int
    /// Entries in the groups' heaps of breaks, stale ones included (at most about two per soft
    /// constraint: a soft constraint moved every frame does not grow them).
    public var breakEntries: Int
}
