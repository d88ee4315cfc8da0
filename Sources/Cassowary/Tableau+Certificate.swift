// Why a required row cannot hold: the Farkas certificate read off phase one.

extension Tableau {
    /// For a required row `constant + terms OP 0` that cannot hold with the installed required
    /// constraints: the markers (slacks and dummies) of the installed constraints that combine with
    /// it into a contradiction. Meant for a scratch tableau of required constraints only; it leaves
    /// the tableau in phase one.
    ///
    /// Phase one minimises an artificial variable `a` standing for the row's violation. At the
    /// optimum the artificial objective reads `a = k + sum(r_j * m_j)` with `k > 0` and every `r_j`
    /// of a slack non-negative: no solution can make `a` zero. Each marker `m_j` appears in exactly one
    /// original row (its constraint's), and the objective is a linear combination of original rows
    /// in which every external cancels, so the combination uses exactly the constraints whose
    /// markers have `r_j != 0`: those, with the new row, cannot all hold. Returns [] when the row can
    /// hold after all.
    mutating func certificate(terms: [Cell], constant: Double, relation: Relation) throws(SolverError) -> [Int32] {
        var cells = terms
        var ownSlack: Int32 = -1
        if relation != .equal {
            ownSlack = newSymbol(.slack)
            cells.append(Cell(sym: ownSlack, coef: relation == .lessThanOrEqual ? 1 : -1))
        }
        var (k, reduced) = reduce(constant: constant, cells: cells)
        guard !reduced.contains(where: { kinds[Int($0.sym)] == .external }) else { return [] }
        if k < 0 {
            k = -k
            for i in reduced.indices { reduced[i].coef = -reduced[i].coef }
        }
        let art = newSymbol(.slack)
        _ = insertRow(Row(basic: art, constant: k, cells: reduced, stamp: 0, isDefinition: false))
        startPhaseOne(constant: k, cells: reduced, namingDummies: true)
        defer { endPhaseOne() }
        try optimizeArtificial()
        guard !nearZero(artificial!.constant) else { return [] }
        return artificial!.coefs
            .filter { $0.key != ownSlack && $0.key != art && !nearZero($0.value) }
            .map(\.key)
            .sorted()
    }

    /// How many of the rows, taken as homogeneous equalities (`terms == 0`), are linear combinations
    /// of the ones before them: the rank deficiency of their coefficient matrix. Meant for a fresh
    /// scratch tableau.
    mutating func redundantCount(of rows: [[Cell]]) throws(SolverError) -> Int {
        var redundant = 0
        for cells in rows {
            guard
                case .added(let tag) = try add(
                    terms: cells, constant: 0, relation: .equal, required: true, level: 0,
                    weight: Strength.required)
            else { continue }
            // A redundant equality is the one case where the new dummy itself becomes basic.
            let r = rowOf[Int(tag.marker)]
            if r >= 0, !self.rows[Int(r)].isDefinition { redundant += 1 }
        }
        return redundant
    }
}
