// Removing a block: constraints that, with the variables only they name, sit in rows of their own.

extension Tableau {
    /// Removes the constraints of `tags` and forgets `variables` (externals that no other installed
    /// constraint names) in one step, when together they form a block: every row that names one of
    /// their symbols (their markers, the errors of the soft groups they empty, the variables) is the
    /// row of one of those symbols.
    ///
    /// Deleting those rows is then exactly eliminating the symbols. Each row's basic symbol is one of
    /// them, and the rows are in solved form, so no combination of the rows is free of them: the rows
    /// say nothing about the other symbols. No other row names them, and no constraint that stays
    /// names the variables. Nothing is pivoted and no other row changes, so a view subtree leaving
    /// costs its own rows (one by one, each removal pivots its marker through every row that names it).
    ///
    /// The objective loses the members' costs as in a one-by-one removal; what is left of it names
    /// none of the symbols. Returns false, having changed nothing, when they do not form a block (a
    /// row of another symbol names one of them, as after a pivot that mixed them with the rest).
    mutating func removeBlock(_ tags: some Collection<Tag>, variables: [Int32]) throws(SolverError) -> Bool {
        guard infeasible.isEmpty, artificial == nil else { return false }
        // How many members leave each group, and the groups in first-seen order (deterministic).
        // The tags are read once (each is in a record of its own, out of the cache by the time a
        // second pass came round): the members and the markers are kept apart as they come.
        var leaving = FlatMap<Int32, Int32>(filler: 0)
        var touchedGroups: [Int32] = []
        var leavingMembers: [Int32] = []
        var block = variables
        for tag in tags {
            if tag.member >= 0 {
                leavingMembers.append(tag.member)
                let g = members[Int(tag.member)].group
                let n = leaving[g] ?? 0
                if n == 0 { touchedGroups.append(g) }
                leaving[g] = n + 1
            } else {
                block.append(tag.marker)
            }
        }
        let markers = variables.count..<block.count
        for g in touchedGroups where Int(leaving[g] ?? 0) == groups[Int(g)].memberCount {
            block.append(groups[Int(g)].plus)
            block.append(groups[Int(g)].minus)
        }
        // `inAccumulator` is free between reductions: it marks the block's symbols here.
        ensureScratch()
        Tableau.mark(block, in: &inAccumulator, true)
        defer { Tableau.mark(block, in: &inAccumulator, false) }
        // A compound that names a leaving dummy joins the block: its rows must be the block's too.
        // Deleting them leaves no row naming it, so its other members (a constraint that stays,
        // such as the window's width) are no longer named through it either, and it is forgotten.
        // When the test fails, the one-by-one removal peels each member out instead.
        var leavingCompounds: [Int32] = []
        for k in markers {
            for (c, _) in compounds(containing: block[k]) where !inAccumulator[Int(c)] {
                leavingCompounds.append(c)
                block.append(c)
                inAccumulator[Int(c)] = true
            }
        }
        // In id order from here on: the per-symbol tables and the column lists are then walked
        // front to back (a subtree's symbols were made together), not in the order of its tags.
        block = Tableau.ascending(block)
        // The rows to delete, each once (`visitMark` by row, as in `rowsContaining`); none may be
        // another symbol's row.
        let epoch = nextVisitEpoch()
        var doomed: [Int32] = []
        let isBlock = rows.withUnsafeBufferPointer { rows in
            inAccumulator.withUnsafeBufferPointer { marked in
                visitMark.withUnsafeMutableBufferPointer { seen in
                    // Columns may hold stale entries: a deleted row, or one that no longer names `s`.
                    // (`doomed` is passed in, not captured: a local function's captured variable is
                    // checked for exclusive access at run time, on every append.)
                    func collect(_ column: ColumnLists, naming s: Int32, into doomed: inout [Int32]) -> Bool {
                        column.allSatisfy(s) { r in
                            guard seen[Int(r)] != epoch, rows[Int(r)].basic >= 0,
                                rows[Int(r)].cells.contains(where: { $0.sym == s })
                            else { return true }
                            guard marked[Int(rows[Int(r)].basic)] else { return false }
                            seen[Int(r)] = epoch
                            doomed.append(r)
                            return true
                        }
                    }
                    for s in block {
                        let own = rowOf[Int(s)]
                        if own >= 0, seen[Int(own)] != epoch {
                            seen[Int(own)] = epoch
                            doomed.append(own)
                        }
                        guard collect(rcols, naming: s, into: &doomed), collect(dcols, naming: s, into: &doomed) else { return false }
                    }
                    return true
                }
            }
        }
        guard isBlock else { return false }
        // In row order (read off this walk's marks, so before anything else walks the rows), which
        // is the order the rows and their cells were allocated in: deleting a subtree's 20,000 rows
        // so runs ahead of the cache instead of jumping about the heap (L5's removal: 6 % fewer
        // simulated last-level cache misses).
        doomed = Tableau.ascending(doomed)
        // The block's symbols leave for good, so the costs the members take with them must not queue
        // them as candidates: flagged as queued already, they are not pushed (L5 pushed 10,000 dead
        // errors, each popped and tested by the next optimize). A symbol queued before stays in the
        // heap, where the test drops it (it names no objective term).
        isCandidate.set(block, to: true)
        defer { isCandidate.set(block, to: false) }
        for m in leavingMembers { _ = dropMember(m) }
        for r in doomed { deleteRow(r) }
        for c in leavingCompounds { compounds.removeValue(forKey: c) }
        // No row names these symbols now, and ids are never reused: their column entries are stale.
        // What is left of the objective is rounding noise on them.
        rcols.clear(block)
        dcols.clear(block)
        for s in block {
            // The objective names no externals, and no dummies (``computeDummyCosts(_:)``).
            guard kinds[Int(s)] != .external, kinds[Int(s)] != .dummy else { continue }
            for level in objective.indices { objective[level].coefs[s] = nil }
        }
        for g in touchedGroups {
            if groups[Int(g)].memberCount == 0 { forgetGroup(g) } else { flagBounds(g) }
        }
        // A group that keeps members may have its basic error past its new gap.
        if !infeasible.isEmpty { try dualOptimize() }
        optimizePending = true
        return true
    }

    /// Sets the flags of `symbols` through the array's buffer (one uniqueness check, not one per
    /// symbol: a block has tens of thousands).
    private static func mark(_ symbols: [Int32], in flags: inout [Bool], _ value: Bool) {
        flags.withUnsafeMutableBufferPointer { flags in
            for s in symbols { flags[Int(s)] = value }
        }
    }
}
