// Finding the minimal set of installed required constraints that conflicts with a new one.
// Off the hot path: it runs only after an add or a constant change has failed.
//
// The set is read off one phase one (the Farkas certificate, see `Tableau.certificate`), so it
// costs about one more layout of the constraints involved, whatever its size: a conflict in a row of
// 1,000 views names its 2,000 constraints in linear time, where growing the set by trial adds (the
// first edition) took 11.7 s. A certificate always names constraints that cannot hold together;
// it is minimal (drop any one and the rest can hold) when their coefficient rows have rank one less
// than their number, for then no smaller combination of them can be contradictory. That is checked
// in one more pass; in the rare degenerate case where it fails, a deletion pass over the
// certificate's constraints (not all the installed ones) makes the set irreducible.

extension Solver {
    /// A minimal set of installed required constraints that cannot hold together with `culprit`,
    /// in the order they were added.
    ///
    /// - Parameters:
    ///   - culprit: the constraint that failed, with the constant it was tried at.
    ///   - skipped: an installed constraint to leave out (the culprit itself, for a constant change).
    func conflicts(with culprit: Held, excluding skipped: Constraint?) -> [Constraint] {
        let candidates = connectedRequired(to: culprit.constraint, excluding: skipped)
        var found = (try? certificate(of: culprit, among: candidates)) ?? candidates
        if !isIrreducible(found, culprit) {
            found = deletionPass(found, culprit)
        }
        return found.sorted { $0.sequence < $1.sequence }.map(\.constraint)
    }

    /// The installed required constraints connected to the culprit through shared variables, in
    /// the order the search prefers to name them (lower ``Constraint/conflictSearchRank`` first,
    /// then the order they were added).
    private func connectedRequired(to culprit: Constraint, excluding skipped: Constraint?) -> [Record] {
        let required = records.values
            .filter { $0.tag.isRequired && $0.constraint !== skipped }
            .sorted { ($0.constraint.conflictSearchRank, $0.sequence) < ($1.constraint.conflictSearchRank, $1.sequence) }
        var byVariable: [Int32: [Int]] = [:]
        for (i, r) in required.enumerated() {
            for s in r.symbols { byVariable[s, default: []].append(i) }
        }
        let culpritTerms = culprit.termList
        var reached = Set((0..<culpritTerms.count).filter { !nearZero(culpritTerms.coefficient(at: $0)) }.map(culpritTerms.index(at:)))
        var frontier = Array(reached)
        var inComponent = [Bool](repeating: false, count: required.count)
        while let v = frontier.popLast() {
            for i in byVariable[v] ?? [] where !inComponent[i] {
                inComponent[i] = true
                for s in required[i].symbols where reached.insert(s).inserted { frontier.append(s) }
            }
        }
        return required.indices.filter { inComponent[$0] }.map { required[$0] }
    }

    /// The constraints of `candidates` named by the certificate of the culprit's row, built on a
    /// scratch tableau of the candidates in their preferred order (a constraint added earlier is
    /// less likely to end up redundant, so more likely to be named).
    private func certificate(of culprit: Held, among candidates: [Record]) throws(SolverError) -> [Record] {
        var scratch = ScratchTableau()
        var owner: [Int32: Record] = [:]
        for r in candidates {
            guard case .added(let tag) = try scratch.add(r.constraint, constant: r.constant) else { continue }
            owner[tag.marker] = r
        }
        let markers = try scratch.tableau.certificate(
            terms: scratch.cells(of: culprit.constraint), constant: culprit.constant, relation: culprit.constraint.relation)
        return markers.compactMap { owner[$0] }
    }

    /// Whether no constraint of `set` can be dropped: the certificate is then the only combination
    /// of the set and the culprit that is contradictory (their rank is one less than their number).
    private func isIrreducible(_ set: [Record], _ culprit: Held) -> Bool {
        var scratch = ScratchTableau()
        let rows = (set.map(\.constraint) + [culprit.constraint]).map { scratch.cells(of: $0) }
        return (try? scratch.tableau.redundantCount(of: rows)) == 1
    }

    /// Drops every constraint of `set` without which the rest still conflicts with the culprit.
    private func deletionPass(_ set: [Record], _ culprit: Held) -> [Record] {
        var found = set
        var i = 0
        while i < found.count {
            var without = found
            without.remove(at: i)
            if fails(without.map { Held($0.constraint, $0.constant) } + [culprit]) { found = without } else { i += 1 }
        }
        return found
    }

    /// Whether these constraints, all taken as required, cannot hold together.
    private func fails(_ constraints: [Held]) -> Bool {
        var scratch = ScratchTableau()
        for c in constraints {
            guard let outcome = try? scratch.add(c.constraint, constant: c.constant) else { return true }
            if case .unsatisfiable = outcome { return true }
        }
        return false
    }
}

/// A tableau of required constraints only, over its own symbols, for the conflict search.
struct ScratchTableau {
    /// No compounds: the certificate names markers, each of which stands for its constraint.
    var tableau = Tableau(mode: .weighted, foldsDummies: false)
    private var symbolOf: [Int32: Int32] = [:]

    /// The constraint's terms over this tableau's symbols, merged, zeros dropped.
    mutating func cells(of c: Constraint) -> [Cell] {
        var cells: [Cell] = []
        let terms = c.termList
        for i in 0..<terms.count {
            let index = terms.index(at: i), coefficient = terms.coefficient(at: i)
            let s: Int32
            if let known = symbolOf[index] {
                s = known
            } else {
                s = tableau.newSymbol(.external)
                symbolOf[index] = s
            }
            if let at = cells.firstIndex(where: { $0.sym == s }) {
                cells[at].coef += coefficient
            } else {
                cells.append(Cell(sym: s, coef: coefficient))
            }
        }
        return cells.filter { !nearZero($0.coef) }
    }

    /// Adds the constraint as required, its expression's constant at `constant`.
    mutating func add(_ c: Constraint, constant: Double) throws(SolverError) -> AddOutcome {
        try tableau.add(
            terms: cells(of: c), constant: constant, relation: c.relation, required: true,
            level: 0, weight: Strength.required)
    }
}

/// A constraint with the constant it holds with: an installed one's current constant, or the
/// constant a failed add or constant change tried.
struct Held {
    let constraint: Constraint
    let constant: Double

    init(_ constraint: Constraint, _ constant: Double) {
        self.constraint = constraint
        self.constant = constant
    }
}
