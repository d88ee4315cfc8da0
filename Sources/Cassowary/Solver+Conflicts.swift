// Finding the minimal set of installed required constraints that conflicts with a new one.
// Off the hot path: it runs only after an add or a constant change has failed.

extension Solver {
    /// A minimal set of installed required constraints that cannot hold together with `culprit`.
    func conflicts(with culprit: Constraint, excluding skipped: Constraint?) -> [Constraint] {
        let required = records.values
            .filter { $0.tag.isRequired && $0.constraint !== skipped }
            .sorted { ($0.constraint.conflictSearchRank, $0.sequence) < ($1.constraint.conflictSearchRank, $1.sequence) }
        // The required constraints connected to the culprit through shared variables.
        var byVariable: [Int32: [Int]] = [:]
        for (i, r) in required.enumerated() {
            for s in r.symbols { byVariable[s, default: []].append(i) }
        }
        var reached = Set(culprit.expression.terms.map(\.variable.index))
        var frontier = Array(reached)
        var inComponent = [Bool](repeating: false, count: required.count)
        while let v = frontier.popLast() {
            for i in byVariable[v] ?? [] where !inComponent[i] {
                inComponent[i] = true
                for s in required[i].symbols where reached.insert(s).inserted { frontier.append(s) }
            }
        }
        let candidates = required.indices.filter { inComponent[$0] }.map { required[$0].constraint }
        var found: [Constraint] = []
        while !probeFails(found + [culprit]) {
            let rest = candidates.filter { c in !found.contains { $0 === c } }
            guard let failing = firstFailure(prefix: found + [culprit], then: rest) else { return candidates }
            found.append(failing)
        }
        // Deletion pass: keep only what is needed.
        var i = 0
        while i < found.count {
            var without = found
            without.remove(at: i)
            if probeFails(without + [culprit]) { found = without } else { i += 1 }
        }
        let order = Dictionary(uniqueKeysWithValues: records.values.map { (ObjectIdentifier($0.constraint), $0.sequence) })
        return found.sorted { order[ObjectIdentifier($0)]! < order[ObjectIdentifier($1)]! }
    }

    private func probeFails(_ constraints: [Constraint]) -> Bool {
        firstFailure(prefix: constraints, then: []) != nil
    }

    /// Adds `prefix` then `rest` as required constraints to a scratch tableau; returns the first
    /// constraint of `rest` whose add fails (or `prefix`'s last if the prefix itself fails).
    private func firstFailure(prefix: [Constraint], then rest: [Constraint]) -> Constraint? {
        var probe = Tableau(mode: .weighted)
        var symbolOf: [Int32: Int32] = [:]
        for (i, c) in (prefix + rest).enumerated() {
            var cells: [Cell] = []
            for t in c.expression.terms {
                let s: Int32
                if let known = symbolOf[t.variable.index] { s = known } else {
                    s = probe.newSymbol(.external)
                    symbolOf[t.variable.index] = s
                }
                if let at = cells.firstIndex(where: { $0.sym == s }) { cells[at].coef += t.coefficient } else {
                    cells.append(Cell(sym: s, coef: t.coefficient))
                }
            }
            cells.removeAll { nearZero($0.coef) }
            let outcome = try? probe.add(
                terms: cells, constant: c.expression.constant, relation: c.relation, required: true,
                level: 0, weight: Strength.required)
            if case .added = outcome { continue }
            return i < prefix.count ? prefix.last : c
        }
        return nil
    }
}
