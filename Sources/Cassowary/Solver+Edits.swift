// Edit variables: non-required `variable == value` constraints whose value moves cheaply.

extension Solver {
    /// Makes `variable` an edit variable: a non-required `variable == value` whose value
    /// ``suggestValue(_:for:)`` moves cheaply. The value starts at 0.
    ///
    /// - Throws: ``SolverError/duplicateEditVariable(_:)``; ``SolverError/badRequiredStrength(_:)``
    ///   for a required strength; ``SolverError/invalidStrength(_:)``; ``SolverError/foreignVariable(_:)``.
    public func addEditVariable(_ variable: Variable, strength: Double) throws(SolverError) {
        guard variable.owner == ownerToken else { throw .foreignVariable(variable) }
        guard edits[variable.index] == nil else { throw .duplicateEditVariable(variable) }
        try validate(strength: strength)
        guard strength < mode.requiredThreshold else { throw .badRequiredStrength(strength) }
        let constraint = Constraint(Expression(variable), .equal, strength: strength, label: "edit \(name(of: variable))")
        try addConstraint(constraint)
        edits[variable.index] = EditRecord(constraint: constraint, value: 0)
    }

    /// Stops editing `variable` (removes its edit constraint).
    ///
    /// - Throws: ``SolverError/unknownEditVariable(_:)``.
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard variable.owner == ownerToken, let edit = edits.removeValue(forKey: variable.index) else {
            throw .unknownEditVariable(variable)
        }
        try removeConstraint(edit.constraint)
    }

    /// Whether `variable` is an edit variable of this solver.
    public func hasEditVariable(_ variable: Variable) -> Bool {
        variable.owner == ownerToken && edits[variable.index] != nil
    }

    /// Suggests a value for an edit variable and re-solves (the fast path for animation and resizing).
    ///
    /// - Throws: ``SolverError/unknownEditVariable(_:)``; ``SolverError/nonFiniteNumber(context:)``.
    public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        guard variable.owner == ownerToken, var edit = edits[variable.index] else {
            throw .unknownEditVariable(variable)
        }
        guard value.isFinite else { throw .nonFiniteNumber(context: "the value suggested for \(name(of: variable))") }
        let delta = value - edit.value
        if delta == 0 { return }
        let previous = edit
        try guarded(
            "the value \(value) suggested for \(name(of: variable))", large: abs(value) >= Solver.largeMagnitude,
            undo: {
                edits[variable.index] = previous
                records[ObjectIdentifier(previous.constraint)]?.constant = -previous.value
            }
        ) { () throws(SolverError) in
            try settle()
            edit.value = value
            edits[variable.index] = edit
            let key = ObjectIdentifier(edit.constraint)
            _ = engine.shiftConstant(records[key]!.tag, by: -delta)
            records[key]!.constant = -value
            try engine.restoreOptimum()
        }
    }
}
