import Cassowary
import Testing
import TestSupport

/// Operations whose arithmetic would leave the finite range fail with `nonFiniteNumber`, name the
/// culprit, and leave the solver as it was (values, constraints and edit values).
@Suite("Solver overflow: nonFiniteNumber, the culprit named, nothing changed")
struct OverflowTests {
    /// A solver with `x == 1e308` (a finite, huge value), `y` free, and `z` an edit variable tied to `w`.
    struct Fixture {
        let s = Solver()
        let x, y, z, w: Variable
        let pin: Constraint

        init() throws {
            x = s.makeVariable("x")
            y = s.makeVariable("y")
            z = s.makeVariable("z")
            w = s.makeVariable("w")
            pin = x == 1e308
            try s.addConstraint(pin)
            try s.addConstraint((y == 1) | Strength.weak)
            try s.addConstraint(w == 10 * z)
            try s.addEditVariable(z, strength: Strength.strong)
            try s.suggestValue(2, for: z)
        }

        var values: [Double] { [x, y, z, w].map { s.value(of: $0) } }
    }

    enum Operation: String, CaseIterable, CustomTestStringConvertible {
        case productOfHugeValue = "y == 10 * x when x is 1e308"
        case mergedCoefficientsOverflow = "1e308 * y + 1e308 * y == 1 (the coefficients merge to infinity)"
        case hugeMultiplierOnSmallValue = "y == 1e308 * w when w is 20"
        case suggestionOverflowsChain = "suggesting 1e308 for z when w == 10 * z"
        case constantOverflows = "setting x == 1e308 to x == 1.7e308 beside y == 1.5 * x"

        var testDescription: String { rawValue }
    }

    @Test("each operation is refused and changes nothing", arguments: Operation.allCases)
    func refused(_ operation: Operation) throws {
        let f = try Fixture()
        if operation == .constantOverflows { try f.s.addConstraint(f.y == 1.5 * f.x) }
        let before = f.values
        let count = f.s.constraintCount
        var culprit: Constraint?
        do {
            switch operation {
            case .productOfHugeValue:
                culprit = f.y == 10 * f.x
                try f.s.addConstraint(culprit!)
            case .mergedCoefficientsOverflow:
                culprit = 1e308 * f.y + 1e308 * f.y == 1
                try f.s.addConstraint(culprit!)
            case .hugeMultiplierOnSmallValue:
                culprit = f.y == 1e308 * f.w
                try f.s.addConstraint(culprit!)
            case .suggestionOverflowsChain:
                try f.s.suggestValue(1e308, for: f.z)
            case .constantOverflows:
                try f.s.setConstant(-1.7e308, of: f.pin)
            }
            Issue.record("\(operation): no error")
        } catch {
            guard case .nonFiniteNumber(let context) = error else {
                Issue.record("\(operation): \(error)")
                return
            }
            if let culprit { #expect(context.contains(culprit.description), "\(context)") }
            #expect(context.contains("finite range") || context.contains("too far apart"), "\(context)")
        }
        if let culprit { #expect(!f.s.hasConstraint(culprit)) }
        #expect(f.s.constant(of: f.pin) == -1e308, "the pin's constant is left as it was")
        #expect(f.s.constraintCount == count)
        #expect(f.values == before, "values unchanged")
        // The solver keeps working: the edit still moves, from the value it had.
        try f.s.suggestValue(3, for: f.z)
        #expect(f.s.value(of: f.w) == 30)
    }

    @Test("a chain of moderate products: with checksAllValues the link that overflows is refused, the rest kept")
    func chainOfProducts() throws {
        let s = Solver()
        s.checksAllValues = true
        var x = [s.makeVariable("x0")]
        try s.addConstraint(x[0] == 1)
        var refused: Int?
        for i in 1...1100 {
            x.append(s.makeVariable("x\(i)"))
            do { try s.addConstraint(x[i] == 2 * x[i - 1]) } catch {
                guard case .nonFiniteNumber = error else { throw error }
                refused = refused ?? i
            }
        }
        #expect(refused == 1024, "2^1024 is the first power of two past the range")
        #expect(s.value(of: x[1023]) == 0x1p1023)
        #expect(x.allSatisfy { s.value(of: $0).isFinite })
    }

    @Test(
        "seeded systems with numbers near the ends of the double range: no non-finite value, no internal error",
        arguments: 0..<120)
    func neverNonFinite(seed: Int) throws {
        var rng = SplitMix64(state: UInt64(seed) &* 6_364_136_223_846_793_005 &+ 1)
        let big: [Double] = [1e308, -1e308, 1.7e308, -1.7e308, 1e300, 5e307, 1e200, 1e154, -1e155]
        let small: [Double] = [0, 1, -1, 2, 0.5, 10, -3, 100]
        func number() -> Double { rng.chance(0.3) ? big[rng.below(big.count)] : small[rng.below(small.count)] }
        let s = Solver()
        let vars = (0..<rng.int(1...3)).map { s.makeVariable("x\($0)") }
        let strengths = [Strength.required, Strength.strong, Strength.medium, Strength.weak]
        for _ in 0..<rng.int(1...6) {
            var e = Expression(constant: number())
            for _ in 0..<rng.int(1...2) {
                let c = number()
                e.terms.append(Term(vars[rng.below(vars.count)], c == 0 ? 1 : c))
            }
            let c = Constraint(
                e, [.equal, .lessThanOrEqual, .greaterThanOrEqual][rng.below(3)],
                strength: strengths[rng.below(strengths.count)])
            let before = vars.map { s.value(of: $0) }
            do {
                try s.addConstraint(c)
            } catch {
                // A refused non-finite operation puts the very tableau back (the values are identical); an
                // unsatisfiable one is undone by the tableau and may settle on another optimum where
                // the optimum is not unique.
                switch error {
                case .nonFiniteNumber:
                    #expect(vars.map { s.value(of: $0) } == before, "seed \(seed): a refusal changed the values")
                case .unsatisfiable:
                    break
                default:
                    Issue.record("seed \(seed): \(error)")
                }
            }
            for v in vars { #expect(s.value(of: v).isFinite, "seed \(seed): \(s.name(of: v)) = \(s.value(of: v))") }
        }
        do { try s.addEditVariable(vars[0], strength: Strength.strong) } catch {
            guard case .nonFiniteNumber = error else { throw error }
            return
        }
        for _ in 0..<3 {
            let before = vars.map { s.value(of: $0) }
            do { try s.suggestValue(number(), for: vars[0]) } catch {
                guard case .nonFiniteNumber = error else {
                    Issue.record("seed \(seed): \(error)")
                    continue
                }
                #expect(vars.map { s.value(of: $0) } == before, "seed \(seed): a refused suggestion changed the values")
            }
            for v in vars { #expect(s.value(of: v).isFinite, "seed \(seed): \(s.name(of: v)) = \(s.value(of: v))") }
        }
    }
}
