import Cassowary
import Testing

/// Every case of `Tests/Conformance/solver_cases.json` (kiwi 1.5.1's answers) through the Swift API.
@Suite("Solver conformance (kiwi 1.5.1 cases)")
struct ConformanceTests {
    @Test("the conformance file is in the package and holds all 51 cases")
    func fileIsPresent() {
        #expect(ConformanceCase.all().count == 51, "\(ConformanceCase.fileURL.path)")
    }

    @Test("case", arguments: ConformanceCase.all())
    func conformance(_ testCase: ConformanceCase) throws {
        let outcome = try testCase.run()
        switch testCase.kind {
        case "solve":
            #expect(outcome.errors.isEmpty, "unexpected errors: \(outcome.errors.map { "\($0.index): \($0.error)" })")
            expectValues(outcome.values, testCase.json["expected"], "initial")
        case "unsatisfiable":
            let index = Int(testCase.json["unsat_index"] as! Double)
            #expect(outcome.errors.map(\.index) == [index])
            if case .unsatisfiable(_, let conflicts)? = outcome.errors.first?.error {
                #expect(!conflicts.isEmpty, "an unsatisfiable error names its conflicts")
            } else {
                Issue.record("expected an unsatisfiable error, got \(outcome.errors.map { "\($0.error)" })")
            }
            expectValues(outcome.values, testCase.json["expected_without_failing"], "without the failing constraint")
        case "duplicate":
            let indices = (testCase.json["duplicate_indices"] as! [any Sendable]).map { Int($0 as! Double) }
            #expect(outcome.errors.map(\.index) == indices)
            for (_, error) in outcome.errors {
                guard case .duplicateConstraint = error else {
                    Issue.record("expected a duplicate error, got \(error)")
                    continue
                }
            }
            expectValues(outcome.values, testCase.json["expected"], "initial")
        default:
            Issue.record("unknown case kind \(testCase.kind)")
        }
        let steps = testCase.json["steps"] as? [any Sendable] ?? []
        for (i, raw) in steps.enumerated() {
            let step = raw as! [String: any Sendable]
            expectValues(outcome.steps[i], step["expected"], "step \(i)")
        }
    }

    private func expectValues(_ got: [String: Double], _ expected: (any Sendable)?, _ when: String) {
        guard let expected = expected as? [String: any Sendable] else { return }
        for name in expected.keys.sorted() {
            let want = expected[name] as! Double
            let have = got[name] ?? .nan
            #expect(ConformanceCase.matches(have, want), "\(when): \(name) = \(have), expected \(want)")
        }
    }
}
