// Removing a constraint and changing a constraint's constant in place.

extension Tableau {
    // MARK: Removing

    /// Removes the constraint of `tag`. The tableau stays feasible; re-optimising is left to the
    /// next operation that needs the optimum (``Solver`` calls `optimize()` once for many removals).
    mutating func remove(_ tag: Tag) throws(SolverError) {
        if tag.member >= 0 {
            try removeSoft(tag.member)
        } else {
            try eliminate(marker: tag.marker, home: tag.homeRow, homeStamp: tag.homeStamp)
            // No row names the marker now, and its id is never reused: its column entries are stale.
            rcols.clear(tag.marker)
            dcols.clear(tag.marker)
        }
        // A basic group error pushed past its gap has its anchor moved now; optimality can wait.
        if !infeasible.isEmpty { try dualOptimize() }
        optimizePending = true
    }

    /// Drops the equation that `marker` belongs to (kiwi: pivot the marker into the basis, drop its row).
    ///
    /// Restricted rows are preferred (kiwi's order); when only definitions contain the marker, the
    /// constraint's own definition is dropped and its subject becomes parametric, which leaves every
    /// row that names the subject valid as it stands: the usual removal costs O(1).
    mutating func eliminate(marker: Int32, home: Int32, homeStamp: Int64) throws(SolverError) {
        // A dummy folded into compounds is named through them: peel it out first.
        peelCompounds(containing: marker)
        if rowOf[Int(marker)] >= 0 {
            dropRestrictedRow(rowOf[Int(marker)])
            return
        }
        if let r = markerLeavingRow(marker) {
            pivot(r, entering: marker)
            dropRestrictedRow(r)
            return
        }
        let definitions = rowsContaining(marker, definitions: true)
        guard !definitions.isEmpty else { return }
        // Any row naming the marker may be dropped: all give the same solution set. The constraint's
        // own definition is the natural one when it is the only row. When others name the marker too,
        // a row that names no basic external is cheaper: its expression needs no reduction before
        // it is substituted into them (reducing the own row can expand long chains, row after row).
        let homeAlive = home >= 0 && definitions.contains(home) && rows[Int(home)].stamp == homeStamp
        var chosen = homeAlive ? home : definitions[0]
        if definitions.count > 1, !isReduced(chosen),
            let cheap = definitions.filter({ isReduced($0) }).min(by: { rows[Int($0)].cells.count < rows[Int($1)].cells.count })
        {
            chosen = cheap
        }
        let row = deleteRow(chosen)
        // subject = c + a * marker + rest   =>   marker = (subject - c - rest) / a
        let a = row.coefficient(of: marker)
        var cells: [Cell] = []
        cells.reserveCapacity(row.cells.count)
        cells.append(Cell(sym: row.basic, coef: 1 / a))
        for c in row.cells where c.sym != marker { cells.append(Cell(sym: c.sym, coef: -c.coef / a)) }
        let others = definitions.filter { $0 != chosen }
        if !others.isEmpty {
            let (k, reduced) = reduce(constant: -row.constant / a, cells: cells)
            for d in others { substitute(marker, in: d, constant: k, cells: reduced) }
        }
        for level in objective.indices { objective[level].coefs[marker] = nil }
    }

    /// Whether a definition names no basic external (so it needs no reduction to be substituted).
    private func isReduced(_ index: Int32) -> Bool {
        !rows[Int(index)].cells.contains { kinds[Int($0.sym)] == .external && rowOf[Int($0.sym)] >= 0 }
    }

    /// Deletes a restricted row after substituting it into the definitions that name its basic symbol.
    private mutating func dropRestrictedRow(_ index: Int32) {
        let row = rows[Int(index)]
        for d in rowsContaining(row.basic, definitions: true) {
            substitute(row.basic, in: d, constant: row.constant, cells: row.cells)
        }
        deleteRow(index)
    }

    /// The restricted row to drop a parametric marker through.
    ///
    /// A row whose basic symbol is a dummy comes first: its constant is 0, so pivoting through it
    /// changes no other constant and every dummy stays 0. (kiwi's ratio rule alone can pick a slack
    /// row instead and leave another dummy row, a redundant twin of the removed equality, nonzero.)
    /// Otherwise kiwi's order: the minimum ratio among negative coefficients, then among positive ones.
    private mutating func markerLeavingRow(_ marker: Int32) -> Int32? {
        var first: Int32? = nil, second: Int32? = nil
        var r1 = Double.greatestFiniteMagnitude, r2 = Double.greatestFiniteMagnitude
        let candidates = rowsContaining(marker, definitions: false)
        if let dummyRow = candidates.first(where: { kinds[Int(rows[Int($0)].basic)] == .dummy }) {
            return dummyRow
        }
        for r in candidates {
            let row = rows[Int(r)]
            let c = row.coefficient(of: marker)
            if c < 0 {
                let ratio = -row.constant / c
                if ratio < r1 { r1 = ratio; first = r }
            } else {
                let ratio = row.constant / c
                if ratio < r2 { r2 = ratio; second = r }
            }
        }
        return first ?? second
    }

    // MARK: Changing a constant in place

    /// Adds `delta` to the constant of the constraint of `tag`, without removing it.
    ///
    /// The constraint's row is `expression + mu * marker = 0`; a new constant is the same system with
    /// `marker` replaced by `marker' + delta / mu`, so only the rows that name the marker change. A soft
    /// constraint moves within its group instead. Rows made infeasible are queued in `infeasible`;
    /// the caller runs `restoreOptimum` (or `dualOptimize`). Returns false when a required equality
    /// became inconsistent (a basic dummy left nonzero).
    mutating func shiftConstant(_ tag: Tag, by delta: Double) -> Bool {
        if tag.member >= 0 {
            moveSoft(tag.member, constantBy: delta)
            return true
        }
        return shiftSymbol(tag.marker, by: delta / Double(tag.markerCoefficient))
    }

    /// Replaces `sym` by `sym' + k` in every row that names it (and in its own row when it is basic):
    /// the same system, with the solution at `sym' = 0`. Queues the restricted rows that became
    /// negative, or whose basic group error passed its gap. Returns false when a basic dummy became
    /// nonzero (a required equality is inconsistent).
    mutating func shiftSymbol(_ sym: Int32, by k: Double) -> Bool {
        var consistent = true
        for definitions in [false, true] {
            for r in rowsContaining(sym, definitions: definitions) {
                let a = rows[Int(r)].coefficient(of: sym)
                rows[Int(r)].constant += a * k
                check(rows[Int(r)].constant)
                markDirty(rows[Int(r)].basic)
                if !definitions { consistent = checkShifted(r) && consistent }
            }
        }
        // The objective's value needs no update: it is derived from the rows (`objectiveValue`).
        if let c = artificial?.coefs[sym] {
            artificial!.constant += c * k
            check(artificial!.constant)
        }
        // A member of a compound shifts the compound: `C = b * sym + ...` becomes `C' + b * k`.
        for (c, b) in compounds(containing: sym) { consistent = shiftSymbol(c, by: b * k) && consistent }
        let r = rowOf[Int(sym)]
        if r >= 0 {
            rows[Int(r)].constant -= k
            check(rows[Int(r)].constant)
            markDirty(sym)
            consistent = checkShifted(r) && consistent
        }
        epoch &+= 1
        return consistent
    }

    /// Queues a restricted row whose constant changed if it is now infeasible; false for a basic dummy
    /// left nonzero.
    private mutating func checkShifted(_ r: Int32) -> Bool {
        let row = rows[Int(r)]
        if isInfeasible(row) { infeasible.append(row.basic) }
        return kinds[Int(row.basic)] != .dummy || nearZero(row.constant)
    }
}
