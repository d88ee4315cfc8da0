// Reading values. After a change, the first few reads walk only the definitions they need
// (memoised depth-first). Once many values are read in the same state, every definition is evaluated
// in one pass, in stamp (topological) order, by a flat program rebuilt only when the set or shape of
// the definitions changes: edits and constant changes leave it valid, so reading every value after an
// edit is one tight loop with no ARC traffic, and reading one value after a removal stays O(depth).

/// The definitions flattened in evaluation order.
struct EvaluationProgram {
    var version: UInt64 = .max
    /// Per definition: its row and where its cells start in `syms`/`coefs`.
    var rowIndex: [Int32] = []
    var start: [Int32] = [0]
    var syms: [Int32] = []
    var coefs: [Double] = []
}

extension Tableau {
    /// The value of a symbol in the current solution: 0 when parametric, its row's constant when
    /// basic restricted, its definition evaluated when basic external (all cached until the next change).
    @inline(__always)
    mutating func value(of sym: Int32) -> Double {
        let r = Int(rowOf[Int(sym)])
        if r < 0 { return 0 }
        if !rows[r].isDefinition { return rows[r].constant }
        if memoEpoch[r] == epoch { return memoValue[r] }
        if lazyEpoch != epoch {
            lazyEpoch = epoch
            lazyVisits = 0
        }
        // Lazy visits cost ~2.5x a visit of the full pass; this cap bounds the waste at ~4% when the
        // caller goes on to read everything (an animation frame). When the definitions changed, the
        // full pass must first rebuild its program (a sort of every definition): reads after a
        // structural change (a moved subtree) stay lazy for longer, within ~4x of that cost.
        let cap = program.version == definitionsVersion ? 32 + rows.count / 64 : 32 + rows.count / 4
        if lazyVisits < cap, !evaluatingAll {
            evaluateLazily(sym)
        } else {
            evaluateDefinitions()
        }
        return memoValue[r]
    }

    /// Evaluates one definition depth-first with an explicit stack (chains can be very deep),
    /// memoising every definition it meets.
    private mutating func evaluateLazily(_ sym: Int32) {
        var stack = evaluationStack
        evaluationStack = []
        stack.append(sym)
        while let top = stack.last {
            let r = Int(rowOf[Int(top)])
            if memoEpoch[r] == epoch {
                stack.removeLast()
                continue
            }
            lazyVisits += 1
            var ready = true
            var total = rows[r].constant
            for c in rows[r].cells {
                let cr = Int(rowOf[Int(c.sym)])
                if cr < 0 { continue }
                if !rows[cr].isDefinition {
                    total += c.coef * rows[cr].constant
                } else if memoEpoch[cr] == epoch {
                    total += c.coef * memoValue[cr]
                } else {
                    ready = false
                    stack.append(c.sym)
                }
            }
            if ready {
                memoValue[r] = total
                memoEpoch[r] = epoch
                stack.removeLast()
            }
        }
        evaluationStack = stack
    }

    /// Flattens the definitions in stamp order. Through buffers: copying a `Row` out of the array
    /// retains and releases its cells, a write to each row's cold header (a third of this pass on
    /// S1 at N = 10,000). Each row's cells (an allocation of their own) are visited once, into
    /// arrays of the size `definitionCells` keeps: where the rows outgrow the cache every visit is a
    /// miss, and counting the cells first made two (S1 at N = 10,000 read its values in 17 times
    /// the time N = 1,000 took; 12-15 times with one).
    private mutating func rebuildProgram() {
        var live: [(stamp: Int64, row: Int32)] = []
        rows.withUnsafeBufferPointer { rows in
            for i in rows.indices where rows[i].basic >= 0 && rows[i].isDefinition {
                live.append((rows[i].stamp, Int32(i)))
            }
        }
        // Definitions are mostly made in stamp order (a fresh subject takes the next stamp).
        var sorted = true
        for k in live.indices.dropFirst() where live[k - 1].stamp > live[k].stamp {
            sorted = false
            break
        }
        if !sorted { live.sort { $0.stamp < $1.stamp } }
        let order = live.map(\.row)
        var p = flatten(order, cells: definitionCells)
        if p?.syms.count != definitionCells {
            // The tally disagrees with the rows: a bug elsewhere, but values must still be right.
            assertionFailure("definitionCells is \(definitionCells), not the cells of the definitions")
            p = flatten(order, cells: order.reduce(0) { $0 + rows[Int($1)].cells.count })
        }
        program = p!
        program.version = definitionsVersion
    }

    /// The program of the definitions at `order`, whose cells number `cells`; nil if they are more.
    private func flatten(_ order: [Int32], cells total: Int) -> EvaluationProgram? {
        var p = EvaluationProgram()
        p.rowIndex = order
        p.start.reserveCapacity(order.count + 1)
        var fits = true
        var coefs: [Double] = []
        rows.withUnsafeBufferPointer { rows in
            // Straight into uninitialised arrays of their exact size: no capacity check per cell,
            // no zero fill.
            p.syms = [Int32](unsafeUninitializedCapacity: total) { syms, symCount in
                coefs = [Double](unsafeUninitializedCapacity: total) { coefs, coefCount in
                    var j = 0
                    for r in order {
                        rows[Int(r)].cells.withUnsafeBufferPointer { cells in
                            guard j + cells.count <= total else {
                                fits = false
                                return
                            }
                            for c in cells {
                                syms.initializeElement(at: j, to: c.sym)
                                coefs.initializeElement(at: j, to: c.coef)
                                j += 1
                            }
                        }
                        if !fits { break }
                        p.start.append(Int32(j))
                    }
                    coefCount = j
                }
                symCount = coefs.count
            }
        }
        guard fits else { return nil }
        p.coefs = coefs
        return p
    }

    /// Evaluates every definition at the current epoch.
    private mutating func evaluateDefinitions() {
        if program.version != definitionsVersion { rebuildProgram() }
        let epoch = self.epoch
        let p = program
        rows.withUnsafeBufferPointer { rows in
            rowOf.withUnsafeBufferPointer { rowOf in
                memoValue.withUnsafeMutableBufferPointer { memo in
                    memoEpoch.withUnsafeMutableBufferPointer { memoEpoch in
                        p.syms.withUnsafeBufferPointer { syms in
                            p.coefs.withUnsafeBufferPointer { coefs in
                                for k in 0..<p.rowIndex.count {
                                    var total = rows[Int(p.rowIndex[k])].constant
                                    for j in Int(p.start[k])..<Int(p.start[k + 1]) {
                                        let s = Int(syms[j])
                                        let cr = Int(rowOf[s])
                                        if cr < 0 { continue }
                                        total += coefs[j] * (rows[cr].isDefinition ? memo[cr] : rows[cr].constant)
                                    }
                                    let r = Int(p.rowIndex[k])
                                    memo[r] = total
                                    memoEpoch[r] = epoch
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}

extension Tableau {
    /// Whether every variable's value is a finite number (one evaluation pass).
    mutating func allValuesFinite() -> Bool {
        evaluatingAll = true
        defer { evaluatingAll = false }
        for s in kinds.indices where kinds[s] == .external {
            if !value(of: Int32(s)).isFinite { return false }
        }
        return true
    }

    /// The external symbols whose value differs from the last call (every external, the first time),
    /// in the order they were made.
    ///
    /// Only the values that can have changed are read: a value changes only where a row changed or
    /// a symbol became basic or parametric (`dirty`), or where a definition names a symbol whose
    /// value changed. So the query follows the dirty symbols into the definitions that name them
    /// (the column index), and stops at values that did not move: after one constant change in a
    /// layout of 10,000 cells it reads the few values of one cell. When more changed than
    /// `markDirty` keeps track of, every value is read in one pass.
    mutating func changedExternals() -> [Int32] {
        defer {
            for s in dirty { isDirty[Int(s)] = false }
            dirty.removeAll(keepingCapacity: true)
            dirtyOverflow = false
        }
        var changed: [Int32] = []
        guard !dirtyOverflow else {
            evaluatingAll = true
            defer { evaluatingAll = false }
            for s in kinds.indices where kinds[s] == .external {
                let v = value(of: Int32(s))
                if !(reported[s] == v) {
                    reported[s] = v
                    changed.append(Int32(s))
                }
            }
            return changed
        }
        // `isDirty` marks what is queued: the dirty symbols, and each definition's basic symbol as it
        // joins (listed in `dirty`, so the deferred reset clears it too).
        var work = dirty
        var naming: [Int32] = []  // one buffer for every symbol's definitions
        while let s = work.popLast() {
            if kinds[Int(s)] == .external {
                let v = value(of: s)
                if reported[Int(s)] == v { continue }
                reported[Int(s)] = v
                changed.append(s)
            }
            // The value of `s` may have moved: so may those of the definitions that name it.
            rowsContaining(s, definitions: true, into: &naming)
            for d in naming {
                let basic = rows[Int(d)].basic
                guard !isDirty[Int(basic)] else { continue }
                isDirty[Int(basic)] = true
                dirty.append(basic)
                work.append(basic)
            }
        }
        return Tableau.ascending(changed)
    }

    /// Distinct ids (symbols, rows) in increasing order: sorted when they are few, else through a
    /// bitset over their range, which costs a few instructions an id where a comparison sort cost
    /// hundreds (a move's few hundred changed values among tens of thousands of symbols, a block's
    /// tens of thousands of rows).
    static func ascending(_ ids: [Int32]) -> [Int32] {
        guard ids.count > 16, let low = ids.min(), let high = ids.max() else { return ids.sorted() }
        var bits = [UInt64](repeating: 0, count: Int(high - low) / 64 + 1)
        for s in ids {
            let offset = Int(s - low)
            bits[offset >> 6] |= 1 << UInt64(offset & 63)
        }
        var out: [Int32] = []
        out.reserveCapacity(ids.count)
        for (w, word) in bits.enumerated() where word != 0 {
            var rest = word
            while rest != 0 {
                out.append(low + Int32(w * 64 + rest.trailingZeroBitCount))
                rest &= rest - 1
            }
        }
        return out
    }
}

extension Tableau {
    /// The parametric externals in the full reduction of a symbol's value.
    mutating func parametricExternals(of sym: Int32) -> [Int32] {
        let r = rowOf[Int(sym)]
        if r < 0 { return kinds[Int(sym)] == .external ? [sym] : [] }
        let row = rows[Int(r)]
        guard row.isDefinition else { return [] }
        let (_, reduced) = reduce(constant: row.constant, cells: row.cells)
        return reduced.filter { kinds[Int($0.sym)] == .external }.map(\.sym)
    }

    /// ``parametricExternals(of:)`` for many symbols at once (each list in symbol order). Each row is
    /// reduced once, from the reductions of the rows it names, keeping only external symbols (the
    /// markers, slacks and errors a reduction also meets can never become externals, and grow with
    /// depth), so a deep chain of definitions (a view nested in a view nested in a view...) costs
    /// its length, not its length squared.
    mutating func parametricExternals(of syms: [Int32]) -> [[Int32]] {
        var memo: [Int32: [Cell]] = [:]
        func reduction(_ root: Int32) -> [Cell]? {
            var stack: [Int32] = [root]
            while let s = stack.last {
                if memo[s] != nil { stack.removeLast(); continue }
                // Rows name only rows made before them; a stack longer than the tableau would mean a cycle.
                guard stack.count <= rows.count + 1 else { return nil }
                let row = rows[Int(rowOf[Int(s)])]
                let missing = row.cells.filter { rowOf[Int($0.sym)] >= 0 && memo[$0.sym] == nil }
                guard missing.isEmpty else { stack += missing.map(\.sym); continue }
                var sum: [Int32: Double] = [:]
                for c in row.cells {
                    if rowOf[Int(c.sym)] >= 0 {
                        for d in memo[c.sym]! { sum[d.sym, default: 0] += c.coef * d.coef }
                    } else if kinds[Int(c.sym)] == .external {
                        sum[c.sym, default: 0] += c.coef
                    }
                }
                memo[s] = sum.filter { !nearZero($0.value) }.map { Cell(sym: $0.key, coef: $0.value) }
                stack.removeLast()
            }
            return memo[root]
        }
        return syms.map { sym in
            let r = rowOf[Int(sym)]
            if r < 0 { return kinds[Int(sym)] == .external ? [sym] : [] }
            guard rows[Int(r)].isDefinition else { return [] }
            guard let cells = reduction(sym) else { return parametricExternals(of: sym) }
            return cells.map(\.sym).sorted()
        }
    }
}
