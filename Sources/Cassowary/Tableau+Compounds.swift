// Compound dummies: one symbol standing for the many dummies a row would carry.
//
// A row reduced over a chain of required equalities names the dummy of every link. On a grid, the
// slack that fixes the shared cell width (the first cell's label inequality, once the first row's
// closing constraint makes it basic) names the dummies of the whole first row: 200 of them for 100
// columns. Every inequality on a cell's width is then reduced through it and carries all of them:
// L6's 20,000 label rows held 4.2 million dummy cells, nine tenths of the tableau, and each pivot
// through such a row rewrote them all.
//
// A dummy is always 0 and never enters the basis; its coefficients matter only when its constant
// changes (the rows' constants move with it) and when its constraint is removed (it is pivoted in).
// So a fixed combination of dummies behaves exactly like one dummy. When a row is made (installed,
// or rewritten by a pivot) with many dummies, they are folded into a compound `C = sum(b_j * d_j)`:
// the row names `C` once, and so does every row later reduced or pivoted through it. The compound
// is a symbol of kind `dummy`, so the simplex, phase one and the objective treat it as they treat
// any dummy.
//
// The two places where a member dummy matters see through it:
// - a constant change of a member shifts `d_j -> d_j + k`, which is `C -> C + b_j * k`: the rows
//   that name `C` shift with it (`shiftSymbol`);
// - removing a member's constraint first peels it out: `C = b_j * d_j + C'`, so every row naming `C`
//   gets one more cell `b_j * d_j` and `C` stands for `C'` from then on; the removal then proceeds
//   as before (`eliminate`). A block removal (a subtree leaving) takes the compound with it when
//   every row that names it is the block's (`removeBlock`).
// Compounds never nest: only plain dummies are folded, a compound already in a row stays a cell.

extension Tableau {
    /// The fewest plain dummies a row must name for them to be folded into a compound: below it,
    /// the symbol and its list cost more than the cells they save.
    static let foldingThreshold = 32

    /// Whether `sym` is a compound.
    @inline(__always) func isCompound(_ sym: Int32) -> Bool { compounds[sym] != nil }

    /// The cells of a row about to be installed, with its plain dummies folded into one new
    /// compound (the last cell) when there are at least ``foldingThreshold`` of them.
    mutating func foldingDummies(_ cells: [Cell]) -> [Cell] {
        guard foldsDummies, cells.count >= Tableau.foldingThreshold else { return cells }
        var count = 0
        for c in cells where kinds[Int(c.sym)] == .dummy && !isCompound(c.sym) { count += 1 }
        guard count >= Tableau.foldingThreshold else { return cells }
        let sym = newSymbol(.dummy)
        var kept: [Cell] = []
        kept.reserveCapacity(cells.count - count + 1)
        var members: [Cell] = []
        members.reserveCapacity(count)
        for c in cells {
            if kinds[Int(c.sym)] == .dummy && !isCompound(c.sym) { members.append(c) } else { kept.append(c) }
        }
        kept.append(Cell(sym: sym, coef: 1))
        compounds[sym] = members
        for m in members {
            compoundsOf.update(m.sym, default: []) {
                $0.append(sym); return true
            }
        }
        return kept
    }

    /// The compounds that name `dummy` among their members, with its coefficient in each (none
    /// for a dummy in no compound: one probe). Drops the dummy's stale entries when it meets any.
    mutating func compounds(containing dummy: Int32) -> [(sym: Int32, coef: Double)] {
        guard let listed = compoundsOf[dummy] else { return [] }
        var found: [(sym: Int32, coef: Double)] = []
        // Entries may be stale: a forgotten compound's, or one the dummy was peeled out of.
        for c in listed {
            if let member = compounds[c]?.first(where: { $0.sym == dummy }) { found.append((c, member.coef)) }
        }
        if found.count < listed.count { compoundsOf[dummy] = found.isEmpty ? nil : found.map(\.sym) }
        return found
    }

    /// Takes `dummy` out of every compound that names it, so that every row where it counts names it
    /// itself: before its constraint is removed. A row `k * C` with `C = b * dummy + C'` becomes
    /// `k * C' + k * b * dummy` (one more cell, the compound keeps its symbol for `C'`); a compound
    /// left without members is 0 and leaves its rows.
    mutating func peelCompounds(containing dummy: Int32) {
        for (c, b) in compounds(containing: dummy) {
            var left = 0
            compounds.update(c, default: []) { members in
                members.removeAll { $0.sym == dummy }
                left = members.count
                return true
            }
            let peeled = [Cell(sym: dummy, coef: b)]
            for definitions in [false, true] {
                for r in rowsContaining(c, definitions: definitions) {
                    addScaled(into: r, factor: rows[Int(r)].coefficient(of: c), constant: 0, cells: peeled)
                }
            }
            if left == 0 { dissolveCompound(c) }
        }
    }

    /// Replaces a compound by its members in every row that names it, and forgets it.
    mutating func dissolveCompound(_ c: Int32) {
        let members = compounds.removeValue(forKey: c) ?? []
        for definitions in [false, true] {
            for r in rowsContaining(c, definitions: definitions) { substitute(c, in: r, constant: 0, cells: members) }
        }
        rcols.clear(c)
        dcols.clear(c)
    }
}
