// Removing a constraint and changing a constraint's constant in place.

extension Tableau {
    // MARK: Removing

    /// Removes the constraint of `tag`. The tableau stays feasible; re-optimising is left to the
    /// next operation that needs the optimum (``Solver`` calls `optimize()` once for many removals).
    mutating func remove(_ tag: Tag) throws(SolverError) {
        if !tag.isRequired {
            let level = levelIndex(tag.level)
            for sym in [tag.marker, tag.other] where sym >= 0 && kinds[Int(sym)] == .error {
                let r = rowOf[Int(sym)]
                if r >= 0 {
                    let row = rows[Int(r)]
                    objectiveAddRow(level, factor: -tag.weight, constant: row.constant, cells: row.cells)
                } else {
                    objectiveAdd(level, sym, -tag.weight)
                }
            }
        }
        try eliminate(marker: tag.marker, home: tag.homeRow, homeStamp: tag.homeStamp)
        optimizePending = true
    }

    /// Drops the equation that `marker` belongs to (kiwi: pivot the marker into the basis, drop its row).
    ///
    /// Restricted rows are preferred (kiwi's order); when only definitions contain the marker, the
    /// constraint's own definition is dropped and its subject becomes parametric, which leaves every
    /// row that names the subject valid as it stands: the usual removal costs O(1).
    mutating func eliminate(marker: Int32, home: Int32, homeStamp: Int64) throws(SolverError) {
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
           let cheap = definitions.filter({ isReduced($0) }).min(by: { rows[Int($0)].cells.count < rows[Int($1)].cells.count }) {
            chosen = cheap
        }
        let row = deleteRow(chosen)
        // subject = c + a * marker + rest   =>   marker = (subject - c - rest) / a
        let a = row.coefficient(of: marker)
        var cells = [Cell(sym: row.basic, coef: 1 / a)]
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
    /// `marker` replaced by `marker' + delta / mu`, so only the rows that name the marker change.
    /// Returns the restricted rows made infeasible through `infeasible`; the caller runs `dualOptimize`.
    /// Returns false when a required equality became inconsistent (a basic dummy left nonzero).
    mutating func shiftConstant(_ tag: Tag, by delta: Double) -> Bool {
        let marker = tag.marker
        let k = delta / tag.markerCoefficient
        var consistent = true
        for definitions in [false, true] {
            for r in rowsContaining(marker, definitions: definitions) {
                let a = rows[Int(r)].coefficient(of: marker)
                rows[Int(r)].constant += a * k
                let row = rows[Int(r)]
                if !definitions {
                    if kinds[Int(row.basic)] == .dummy, !nearZero(row.constant) { consistent = false }
                    if row.constant < 0 { infeasible.append(row.basic) }
                }
            }
        }
        for level in objective.indices {
            if let c = objective[level].coefs[marker] { objective[level].constant += c * k }
        }
        let r = rowOf[Int(marker)]
        if r >= 0 {
            rows[Int(r)].constant -= k
            if kinds[Int(marker)] == .dummy, !nearZero(rows[Int(r)].constant) { consistent = false }
            if rows[Int(r)].constant < 0 { infeasible.append(marker) }
        }
        epoch &+= 1
        return consistent
    }
}
