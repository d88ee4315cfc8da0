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

/// A fixed combination of dummies, named by one symbol of kind `dummy`.
struct Compound {
    /// The compound's symbol, or -1 for a free slot.
    var sym: Int32
    /// The member dummies and their coefficients: `sym = sum(coef * member)`.
    var cells: [Cell]
}

extension Tableau {
    /// The fewest plain dummies a row must name for them to be folded into a compound: below it,
    /// the symbol and its list cost more than the cells they save.
    static let foldingThreshold = 32

    /// Whether `sym` is a compound.
    @inline(__always) func isCompound(_ sym: Int32) -> Bool { compoundSlot[sym] != nil }

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
        let slot = compounds.place(Compound(sym: sym, cells: members), reusing: &freeCompounds)
        compoundSlot[sym] = slot
        for m in members { compoundsOf[m.sym] = compoundsOf[m.sym, default: []] + [slot] }
        return kept
    }

    /// The compounds that name `dummy` among their members, with its coefficient in each (none
    /// for a dummy in no compound: one probe). Drops the dummy's stale entries as it goes.
    mutating func compounds(containing dummy: Int32) -> [(slot: Int32, coef: Double)] {
        guard let slots = compoundsOf[dummy] else { return [] }
        var found: [(slot: Int32, coef: Double)] = []
        // Entries may be stale: a forgotten compound's, one whose slot was reused, one peeled.
        for slot in slots where compounds[Int(slot)].sym >= 0 && !found.contains(where: { $0.slot == slot }) {
            if let member = compounds[Int(slot)].cells.first(where: { $0.sym == dummy }) { found.append((slot, member.coef)) }
        }
        compoundsOf[dummy] = found.isEmpty ? nil : found.map(\.slot)
        return found
    }

    /// Takes `dummy` out of every compound that names it, so that every row where it counts names it
    /// itself: before its constraint is removed. A row `k * C` with `C = b * dummy + C'` becomes
    /// `k * C' + k * b * dummy` (one more cell, the compound keeps its symbol for `C'`); a compound
    /// left without members is 0 and leaves its rows.
    mutating func peelCompounds(containing dummy: Int32) {
        for (slot, b) in compounds(containing: dummy) {
            let sym = compounds[Int(slot)].sym
            compounds[Int(slot)].cells.removeAll { $0.sym == dummy }
            let peeled = [Cell(sym: dummy, coef: b)]
            for definitions in [false, true] {
                for r in rowsContaining(sym, definitions: definitions) {
                    addScaled(into: r, factor: rows[Int(r)].coefficient(of: sym), constant: 0, cells: peeled)
                }
            }
            if compounds[Int(slot)].cells.isEmpty { dissolveCompound(at: slot) }
        }
    }

    /// Replaces a compound by its members in every row that names it, and forgets it.
    mutating func dissolveCompound(at slot: Int32) {
        let compound = forgetCompound(at: slot)
        for definitions in [false, true] {
            for r in rowsContaining(compound.sym, definitions: definitions) {
                substitute(compound.sym, in: r, constant: 0, cells: compound.cells)
            }
        }
        rcols.clear(compound.sym)
        dcols.clear(compound.sym)
    }

    /// Frees a compound's slot (its members' list entries go stale); returns the compound. Rows
    /// that name it must be rewritten or deleted by the caller.
    @discardableResult
    mutating func forgetCompound(at slot: Int32) -> Compound {
        let compound = compounds[Int(slot)]
        _ = compoundSlot.removeValue(forKey: compound.sym)
        compounds[Int(slot)] = Compound(sym: -1, cells: [])
        freeCompounds.append(slot)
        return compound
    }
}
