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
        var removed: [Record] = []
        removed.reserveCapacity(constraints.count)
        // The variables only these constraints name: they leave the tableau with them. Counted in
        // the same pass, while the constraint is at hand (its terms are a heap object of their own,
        // which a second pass over thousands of constraints would find out of the cache again).
        var freed: [Int32] = []
        for constraint in constraints {
            guard let record = records.removeValue(forKey: ObjectIdentifier(constraint)) else {
                for r in removed {
                    records[ObjectIdentifier(r.constraint)] = r
                    countUses(of: r.constraint, by: 1)
                }
                throw .unknownConstraint(constraint)
            }
            for t in constraint.expression.terms {
                let s = Int(t.variable.index)
                uses[s] -= 1
                if uses[s] == 0 { freed.append(Int32(s)) }
            }
            removed.append(record)
        }
        var current = removed.first?.constraint
        try guarded(
            "removing \(current.map { "\($0)" } ?? "no constraint")", large: false,
            undo: {
                for r in removed {
                    records[ObjectIdentifier(r.constraint)] = r
                    countUses(of: r.constraint, by: 1)
                }
            }
        ) { () throws(SolverError) in
            if try engine.removeBlock(removed.map(\.tag), variables: freed) { return }
            for r in removed {
                current = r.constraint
                try engine.remove(r.tag)
            }
        }
    }
}
