import Cassowary
import TestSupport

/// A random system of up to four variables run through a ``Solver`` step by step (adds, removals,
/// constant changes, edit variables and suggestions) beside a ``ReferenceSystem`` holding the same
/// constraints, so every state can be checked against brute force.
struct Scenario {
    /// One installed or removed constraint, in the solver and in the reference's terms.
    struct Entry {
        var row: ReferenceSystem.Row
        var constraint: Constraint
        var installed: Bool
        /// The variable of an edit constraint (made by `addEditVariable`), else nil.
        var editOf: Int?
    }

    let mode: SolverMode
    let solver: Solver
    let variables: [Variable]
    var entries: [Entry] = []
    /// A point that satisfies every required constraint the generator makes.
    let planted: [Double]
    /// Soft strengths are multiplied by this (weighted mode): 1e-9 checks tiny strengths.
    let strengthScale: Double

    /// The reference system of the installed constraints.
    var reference: ReferenceSystem {
        var r = ReferenceSystem(mode: mode, variableCount: variables.count)
        r.rows = entries.filter(\.installed).map(\.row)
        return r
    }

    init(mode: SolverMode, rng: inout SplitMix64, strengthScale: Double = 1, softCount: Int? = nil) {
        self.mode = mode
        self.strengthScale = strengthScale
        let solver = Solver(mode: mode)
        self.solver = solver
        let n = [1, 2, 2, 3, 3, 3, 4, 4][rng.below(8)]
        variables = (0..<n).map { solver.makeVariable("x\($0)") }
        var planted: [Double] = []
        for _ in 0..<n { planted.append(Double(rng.int(-50...50))) }
        self.planted = planted
        // Every variable is boxed, so every optimum is attained at a vertex.
        for i in 0..<n {
            var a = [Double](repeating: 0, count: n)
            a[i] = 1
            entries.append(
                entry(
                    ReferenceSystem.Row(
                        coefficients: a, constant: 200, relation: .greaterThanOrEqual,
                        strength: requiredStrength)))
            entries.append(
                entry(
                    ReferenceSystem.Row(
                        coefficients: a, constant: -200, relation: .lessThanOrEqual,
                        strength: requiredStrength)))
        }
        for _ in 0..<rng.int(0...n) { entries.append(entry(randomRequired(&rng))) }
        for _ in 0..<(softCount ?? rng.int(1...(2 * n + 3))) { entries.append(entry(randomSoft(&rng))) }
    }

    var requiredStrength: Double { mode == .weighted ? Strength.required : 1000 }

    /// A new, not yet installed entry for `row`.
    func entry(_ row: ReferenceSystem.Row) -> Entry {
        let terms = row.coefficients.enumerated().filter { $0.element != 0 }.map { Term(variables[$0.offset], $0.element) }
        return Entry(
            row: row, constraint: Constraint(Expression(terms, constant: row.constant), row.relation, strength: row.strength),
            installed: false)
    }

    private func randomCoefficients(_ rng: inout SplitMix64) -> [Double] {
        let n = variables.count
        var a = [Double](repeating: 0, count: n)
        let palette: [Double] = [-2, -1, -1, -0.5, 0.5, 1, 1, 1, 2]
        for _ in 0..<rng.int(1...min(3, n)) { a[rng.below(n)] = palette[rng.below(palette.count)] }
        if a.allSatisfy({ $0 == 0 }) { a[0] = 1 }
        return a
    }

    /// A required constraint that holds at the planted point.
    func randomRequired(_ rng: inout SplitMix64) -> ReferenceSystem.Row {
        let a = randomCoefficients(&rng)
        let atPlanted = zip(a, planted).reduce(0) { $0 + $1.0 * $1.1 }
        switch rng.int(0...2) {
        case 0: return .init(coefficients: a, constant: -atPlanted, relation: .equal, strength: requiredStrength)
        case 1:
            return .init(
                coefficients: a, constant: -atPlanted - Double(rng.int(0...30)), relation: .lessThanOrEqual,
                strength: requiredStrength)
        default:
            return .init(
                coefficients: a, constant: -atPlanted + Double(rng.int(0...30)), relation: .greaterThanOrEqual,
                strength: requiredStrength)
        }
    }

    /// A required constraint that may or may not hold with the others (to exercise refusals).
    func randomRequiredAnywhere(_ rng: inout SplitMix64) -> ReferenceSystem.Row {
        let relation: Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][rng.below(3)]
        return .init(
            coefficients: randomCoefficients(&rng), constant: Double(rng.int(-150...150)), relation: relation,
            strength: requiredStrength)
    }

    /// A soft constraint with a target anywhere.
    func randomSoft(_ rng: inout SplitMix64) -> ReferenceSystem.Row {
        let relation: Relation = [.equal, .equal, .lessThanOrEqual, .greaterThanOrEqual][rng.below(4)]
        return .init(
            coefficients: randomCoefficients(&rng), constant: Double(rng.int(-120...120)), relation: relation,
            strength: randomSoftStrength(&rng))
    }

    func randomSoftStrength(_ rng: inout SplitMix64) -> Double {
        switch mode {
        case .lexicographic:
            // Neighbouring levels (250/251, 749/750) are where a weighted imitation would fail.
            let levels: [Double] = [999, 751, 750, 749, 500, 251, 250, 250, 100, 100, 50, 1]
            return levels[rng.below(levels.count)]
        case .weighted:
            let weights: [Double] = [Strength.strong, Strength.medium, Strength.weak, Strength.weak, 7.57, 2, 1601.1, 0.5]
            return weights[rng.below(weights.count)] * strengthScale
        }
    }

    // MARK: Operations

    /// Adds the entries in `order` (indexes into `entries`); a failing add is left uninstalled.
    mutating func install(order: [Int]) {
        for i in order where !entries[i].installed {
            do {
                try solver.addConstraint(entries[i].constraint)
                entries[i].installed = true
            } catch {}
        }
    }

    /// The values the solver gives now.
    var values: [Double] { variables.map { solver.value(of: $0) } }
}
