// What a solver can tell about its answer and its work: free variables and work counters.

extension Solver {
    /// The free variables `variable`'s value depends on: itself when nothing determines it, else the
    /// variables left free in its definition. Empty means the constraints determine it.
    /// (Alternative optima among non-required constraints are not reported.)
    public func freeVariables(affecting variable: Variable) -> [Variable] {
        guard variable.owner == ownerToken else { return [] }
        settleQuietly()
        return engine.parametricExternals(of: variable.index).map { Variable(index: $0, owner: ownerToken) }
    }

    /// ``freeVariables(affecting:)`` for many variables at once, in one pass over the rows they
    /// depend on (each list in index order; empty for a variable of another solver).
    public func freeVariables(affecting variables: [Variable]) -> [[Variable]] {
        settleQuietly()
        let mine = variables.map { $0.owner == ownerToken ? $0.index : -1 }
        let lists = engine.parametricExternals(of: mine.filter { $0 >= 0 })
        var next = lists.makeIterator()
        return mine.map { $0 < 0 ? [] : next.next()!.map { Variable(index: $0, owner: ownerToken) } }
    }

    /// Simplex pivots since the solver was made (O(1); ``statistics`` counts rows too).
    public var pivotCount: Int { engine.pivotCount }

    /// Simplex steps that moved a group of parallel soft constraints to its next break instead of
    /// pivoting (O(1)); with ``pivotCount``, the simplex work done.
    public var anchorMoveCount: Int { engine.anchorMoves }

    /// Work counters since the solver was made. Counting the rows is O(rows).
    public var statistics: SolverStatistics {
        settleQuietly()
        return SolverStatistics(
            pivots: engine.pivotCount, anchorMoves: engine.anchorMoves, reductions: engine.reductionCount,
            definitions: engine.rows.filter { $0.basic >= 0 && $0.isDefinition }.count,
            restrictedRows: engine.rows.filter { $0.basic >= 0 && !$0.isDefinition }.count,
            symbols: engine.kinds.count,
            longestRow: engine.rows.lazy.filter { $0.basic >= 0 }.map(\.cells.count).max() ?? 0,
            softGroups: engine.groups.count - engine.freeGroups.count,
            breakEntries: engine.groups.reduce(0) { $0 + $1.above.count + $1.below.count + $1.atAnchor.count })
    }
}
