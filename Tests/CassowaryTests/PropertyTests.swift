import Cassowary
import Testing
import TestSupport

/// A random system whose optimum is unique and known in advance.
///
/// Each variable is either tied to an earlier one by a required equality (`x_k == c x_j + b`, now and
/// then stated twice by distinct objects), or bounded by required `lo <= x <= hi` and pulled by a
/// strong and a weak preference (so its optimum is the strong target clamped to the bounds). Required
/// inequalities between variables that the optimum satisfies with room to spare are mixed in.
struct RandomSystem {
    struct Spec {
        let terms: [(Double, Int)]
        let constant: Double
        let relation: Relation
        let strength: Double
    }

    var specs: [Spec] = []
    var expected: [Double] = []

    init(rng: inout SplitMix64) {
        let n = rng.int(3...14)
        for k in 0..<n {
            if k > 0, rng.chance(0.45) {
                let j = rng.int(0...(k - 1))
                let c = [-2.0, -1, 0.5, 1, 2][rng.int(0...4)]
                let b = Double(rng.int(-50...50))
                expected.append(c * expected[j] + b)
                let spec = Spec(terms: [(1, k), (-c, j)], constant: -b, relation: .equal, strength: Strength.required)
                specs.append(spec)
                if rng.chance(0.3) { specs.append(spec) }
            } else {
                let lo = Double(rng.int(-100...50)), hi = lo + Double(rng.int(1...100))
                let strongTarget = Double(rng.int(-150...150)), weakTarget = Double(rng.int(-150...150))
                expected.append(min(max(strongTarget, lo), hi))
                specs.append(Spec(terms: [(1, k)], constant: -lo, relation: .greaterThanOrEqual, strength: Strength.required))
                specs.append(Spec(terms: [(1, k)], constant: -hi, relation: .lessThanOrEqual, strength: Strength.required))
                specs.append(Spec(terms: [(1, k)], constant: -strongTarget, relation: .equal, strength: Strength.strong))
                specs.append(Spec(terms: [(1, k)], constant: -weakTarget, relation: .equal, strength: Strength.weak))
            }
        }
        for _ in 0..<rng.int(0...n) {
            let i = rng.int(0...(n - 1)), j = rng.int(0...(n - 1))
            guard i != j else { continue }
            let margin = Double(rng.int(1...20))
            // x_i - x_j <= expected_i - expected_j + margin
            specs.append(
                Spec(
                    terms: [(1, i), (-1, j)], constant: -(expected[i] - expected[j] + margin),
                    relation: .lessThanOrEqual, strength: Strength.required))
        }
    }

    /// Adds the constraints in `order` and returns every variable's value. In lexicographic mode
    /// strong becomes priority 750 and weak 250, which keeps the same unique optimum.
    func solve(order: [Int], mode: SolverMode = .weighted) throws -> [Double] {
        let s = Solver(mode: mode)
        let vars = expected.indices.map { s.makeVariable("x\($0)") }
        let constraints = self.constraints(over: vars, mode: mode)
        for i in order { try s.addConstraint(constraints[i]) }
        return vars.map { s.value(of: $0) }
    }

    /// The system's constraints over `vars` (one per expected value), with `mode`'s strengths.
    func constraints(over vars: [Variable], mode: SolverMode = .weighted) -> [Constraint] {
        specs.map { spec in
            Constraint(
                Expression(spec.terms.map { Term(vars[$0.1], $0.0) }, constant: spec.constant),
                spec.relation, strength: RandomSystem.strength(spec.strength, mode))
        }
    }

    static func strength(_ s: Double, _ mode: SolverMode) -> Double {
        guard mode == .lexicographic else { return s }
        return s >= Strength.required ? 1000 : s >= Strength.strong ? 750 : 250
    }
}

@Suite("Solver properties")
struct PropertyTests {
    @Test(
        "unique-solution systems give the same values whatever the insertion order",
        arguments: [SolverMode.weighted, .lexicographic], 0..<200)
    func insertionOrder(mode: SolverMode, seed: Int) throws {
        var rng = SplitMix64(state: UInt64(seed) &* 7919 &+ 17)
        let system = RandomSystem(rng: &rng)
        var orders = [Array(system.specs.indices), Array(system.specs.indices.reversed())]
        for _ in 0..<4 {
            var o = Array(system.specs.indices)
            rng.shuffle(&o)
            orders.append(o)
        }
        for order in orders {
            let got = try system.solve(order: order, mode: mode)
            for (k, (g, e)) in zip(got, system.expected).enumerated() {
                #expect(abs(g - e) <= 1e-6 * max(1, abs(e)), "\(mode) seed \(seed) x\(k): \(g) vs \(e), order \(order)")
            }
        }
    }

    @Test("removing a random half and adding it back restores the same values", arguments: 0..<200)
    func removeAndReAdd(seed: Int) throws {
        var rng = SplitMix64(state: UInt64(seed) &* 104_729 &+ 3)
        let system = RandomSystem(rng: &rng)
        let s = Solver()
        let vars = system.expected.indices.map { s.makeVariable("x\($0)") }
        let constraints = system.constraints(over: vars)
        for c in constraints { try s.addConstraint(c) }
        var half = Array(constraints.indices)
        rng.shuffle(&half)
        half = Array(half.prefix(constraints.count / 2))
        for i in half { try s.removeConstraint(constraints[i]) }
        rng.shuffle(&half)
        for i in half { try s.addConstraint(constraints[i]) }
        for (k, v) in vars.enumerated() {
            let e = system.expected[k]
            #expect(abs(s.value(of: v) - e) <= 1e-6 * max(1, abs(e)), "seed \(seed) x\(k)")
        }
    }
}
