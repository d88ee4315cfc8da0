// The tableau's rows: inserting and deleting them, the column index, and adding a multiple of one
// row to another.

extension Tableau {
    /// Installs a row and indexes its cells; returns its index.
    mutating func insertRow(_ row: Row) -> Int32 {
        var row = row
        row.cells = foldingDummies(row.cells)
        let index = rows.place(row, reusing: &freeRows)
        if visitMark.count < rows.count { growRowTables() }
        rowOf[Int(row.basic)] = index
        markDirty(row.basic)
        check(row.constant)
        for c in row.cells { check(c.coef) }
        if row.isDefinition { definitionsVersion &+= 1 }
        for c in row.cells { noteAdded(c.sym, to: index, definition: row.isDefinition) }
        if !row.isDefinition, isInfeasible(row) { infeasible.append(row.basic) }
        epoch &+= 1
        return index
    }

    /// Grows the tables indexed by row, as `growSymbolTables` does those indexed by symbol.
    private mutating func growRowTables() {
        let n = Tableau.tableGrowth(from: visitMark.count)
        visitMark += repeatElement(0, count: n)
        memoValue += repeatElement(0, count: n)
        memoEpoch += repeatElement(0, count: n)
    }

    /// Removes a row; its basic symbol becomes parametric. Returns the row.
    @discardableResult
    mutating func deleteRow(_ index: Int32) -> Row {
        // Swapped out, not copied: a copy retains the row's cells (often out of the cache when a
        // subtree leaves) only to release them again.
        var row = Row(basic: -1, constant: 0, cells: [], stamp: 0, isDefinition: false)
        swap(&row, &rows[Int(index)])
        rowOf[Int(row.basic)] = -1
        markDirty(row.basic)
        if row.isDefinition {
            definitionsVersion &+= 1
            for c in row.cells { refCount[Int(c.sym)] -= 1 }
            definitionCells -= row.cells.count
        }
        freeRows.append(index)
        epoch &+= 1
        return row
    }

    @inline(__always) mutating func noteAdded(_ sym: Int32, to row: Int32, definition: Bool) {
        if definition {
            dcols.append(row, to: sym)
            refCount[Int(sym)] += 1
            definitionCells += 1
        } else {
            rcols.append(row, to: sym)
        }
    }

    /// The live rows of one kind that contain `sym`, each once; compacts the column as it goes.
    mutating func rowsContaining(_ sym: Int32, definitions: Bool) -> [Int32] {
        var live: [Int32] = []
        rowsContaining(sym, definitions: definitions, into: &live)
        return live
    }

    /// ``rowsContaining(_:definitions:)`` into `live` (emptied first), so that a loop can reuse
    /// one buffer.
    mutating func rowsContaining(_ sym: Int32, definitions: Bool, into live: inout [Int32]) {
        live.removeAll(keepingCapacity: true)
        let epoch = nextVisitEpoch()
        // Through buffers: copying a `Row` out of the array retains and releases its cells.
        rows.withUnsafeBufferPointer { rows in
            visitMark.withUnsafeMutableBufferPointer { mark in
                func keep(_ r: Int32) -> Bool {
                    let i = Int(r)
                    guard rows[i].basic >= 0, rows[i].isDefinition == definitions, mark[i] != epoch,
                        rows[i].cells.contains(where: { $0.sym == sym })
                    else { return false }
                    mark[i] = epoch
                    live.append(r)
                    return true
                }
                if definitions { dcols.filter(sym, keeping: keep) } else { rcols.filter(sym, keeping: keep) }
            }
        }
    }

    /// `rows[index] += factor * (constant + cells)`; keeps indexes and counts. The row's cells keep
    /// their order (a cell that cancels leaves it) and new ones follow in `cells`' order.
    mutating func addScaled(into index: Int32, factor: Double, constant: Double, cells: [Cell]) {
        let definition = rows[Int(index)].isDefinition
        if definition { definitionsVersion &+= 1 }
        markDirty(rows[Int(index)].basic)
        epoch &+= 1
        rows[Int(index)].constant += factor * constant
        check(rows[Int(index)].constant)
        // Short rows: a scan of the row per cell. Longer ones find each symbol through `slotScratch`
        // (a pass over each row), as a scan per cell is quadratic in rows that name many dummies.
        if rows[Int(index)].cells.count * cells.count > 64 {
            addScaledIndexed(into: index, factor: factor, cells: cells, definition: definition)
            return
        }
        for c in cells {
            let delta = factor * c.coef
            if let at = rows[Int(index)].cells.firstIndex(where: { $0.sym == c.sym }) {
                let updated = rows[Int(index)].cells[at].coef + delta
                if nearZero(updated) {
                    rows[Int(index)].cells.remove(at: at)
                    if definition {
                        refCount[Int(c.sym)] -= 1
                        definitionCells -= 1
                    }
                } else {
                    check(updated)
                    rows[Int(index)].cells[at].coef = updated
                }
            } else if !nearZero(delta) {
                check(delta)
                rows[Int(index)].cells.append(Cell(sym: c.sym, coef: delta))
                noteAdded(c.sym, to: index, definition: definition)
            }
        }
    }

    /// ``addScaled(into:factor:constant:cells:)``'s cells for long rows, with the same result.
    private mutating func addScaledIndexed(into index: Int32, factor: Double, cells: [Cell], definition: Bool) {
        ensureScratch()
        var target = rows[Int(index)].cells
        rows[Int(index)].cells = []  // moved out, so changing it copies nothing
        for (i, c) in target.enumerated() { slotScratch[Int(c.sym)] = Int32(i) }
        // No cell of a row is ever 0 (a cell that cancels leaves), so 0 marks the ones to drop.
        var cancelled = false
        for c in cells {
            let delta = factor * c.coef
            let at = Int(slotScratch[Int(c.sym)])
            if at >= 0 {
                let updated = target[at].coef + delta
                if nearZero(updated) {
                    target[at].coef = 0
                    cancelled = true
                    if definition {
                        refCount[Int(c.sym)] -= 1
                        definitionCells -= 1
                    }
                } else {
                    check(updated)
                    target[at].coef = updated
                }
            } else if !nearZero(delta) {
                check(delta)
                slotScratch[Int(c.sym)] = Int32(target.count)
                target.append(Cell(sym: c.sym, coef: delta))
                noteAdded(c.sym, to: index, definition: definition)
            }
        }
        for c in target { slotScratch[Int(c.sym)] = -1 }
        if cancelled { target.removeAll { $0.coef == 0 } }
        rows[Int(index)].cells = target
    }

    /// Replaces `sym` in row `index` by `constant + cells` (the row of `sym`).
    mutating func substitute(_ sym: Int32, in index: Int32, constant: Double, cells: [Cell]) {
        guard let at = rows[Int(index)].cells.firstIndex(where: { $0.sym == sym }) else { return }
        let coef = rows[Int(index)].cells[at].coef
        rows[Int(index)].cells.remove(at: at)
        if rows[Int(index)].isDefinition {
            refCount[Int(sym)] -= 1
            definitionCells -= 1
            definitionsVersion &+= 1
        }
        addScaled(into: index, factor: coef, constant: constant, cells: cells)
        let row = rows[Int(index)]
        if !row.isDefinition, isInfeasible(row) { infeasible.append(row.basic) }
    }

    /// Solves `0 = constant + cells (+ extra)` for `subject`, a symbol of `cells`: returns
    /// `subject = constant' + cells'`, in one array of its exact size (a pivot passes its row's
    /// basic symbol as `extra` rather than copying the row to append it).
    static func solve(constant: Double, cells: [Cell], appending extra: Cell? = nil, for subject: Int32) -> (Double, [Cell]) {
        var a = 0.0
        for c in cells where c.sym == subject { a = c.coef }
        let k = -1 / a
        var out: [Cell] = []
        out.reserveCapacity(cells.count - (extra == nil ? 1 : 0))
        for c in cells where c.sym != subject { out.append(Cell(sym: c.sym, coef: c.coef * k)) }
        if let extra { out.append(Cell(sym: extra.sym, coef: extra.coef * k)) }
        return (constant * k, out)
    }
}
