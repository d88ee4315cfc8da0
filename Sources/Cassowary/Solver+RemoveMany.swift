// Removing many constraints at once: a view subtree leaving the layout.

extension Solver {
    /// Removes installed constraints together, as if each were removed in turn.
    ///
    /// When the constraints, with the variables that only they name, sit in rows of their own (a
    /// view subtree's constraints once those reaching outside it are gone), their rows are deleted
    /// and nothing else in the tableau changes: no pivots, however many rows outside name the
    /// subtree's container. Otherwise they are removed one by one. Either way the solution is
    /// re-optimised by the next operation that needs it, and a variable no installed constraint
    /// names any more reads 0 or whatever the rest leaves it (it is free).
    ///
    /// ```swift
    /// try solver.removeConstraints(cellConstraints)   // one step for the whole cell
    /// ```
    ///
    /// - Parameter constraints: installed constraints, each listed once.
    /// - Throws: ``SolverError/unknownConstraint(_:)`` for the first one that is not installed (or
    ///   is listed twice), and then nothing is removed; ``SolverError/nonFiniteNumber(context:)``
    ///   naming the constraint whose removal left the finite range, and then none is removed.
    public func removeConstraints(_ constraints: [Constraint]) throws(SolverError) {
        // The records stay in their slots, unlisted, until the removal is done: reading their tags
        // there copies nothing (a list of thousands of records was fresh memory, page by page).
        var slots: [Int32] = []
        slots.reserveCapacity(constraints.count)
        // The variables only these constraints name: they leave the tableau with them. Counted in
        // the same pass, while the constraint is at hand (its terms are a heap object of their own,
        // which a second pass over thousands of constraints would find out of the cache again).
        var freed: [Int32] = []
        func restore() {
            for (constraint, slot) in zip(constraints, slots) {
                records.reattach(slot, forKey: ObjectIdentifier(constraint))
                countUses(of: constraint, by: 1)
            }
        }
        for constraint in constraints {
            guard let slot = records.detachSlot(forKey: ObjectIdentifier(constraint)) else {
                restore()
                throw .unknownConstraint(constraint)
            }
            let terms = constraint.termList
            for i in 0..<terms.count {
                let s = Int(terms.index(at: i))
                uses[s] -= 1
                if uses[s] == 0 { freed.append(Int32(s)) }
            }
            slots.append(slot)
        }
        var current = constraints.first
        try guarded("removing \(current.map { "\($0)" } ?? "no constraint")", large: false, undo: restore) {
            () throws(SolverError) in
            let tags = slots.lazy.map { self.records.tag(atSlot: $0) }
            if try engine.removeBlock(tags, variables: freed) { return }
            for (constraint, tag) in zip(constraints, tags) {
                current = constraint
                try engine.remove(tag)
            }
        }
        for slot in slots { records.freeSlot(slot) }
    }
}
