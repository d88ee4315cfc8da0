import Foundation
import Testing
import TestSupport

/// The `layoutsim solve` contract: every conformance case, exit codes, and errors with JSON paths.
@Suite("layoutsim solve")
struct SolveCommandTests {
    nonisolated static let casesURL = CLI.packageRoot.appendingPathComponent("Tests/Conformance/solver_cases.json")

    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let text: String
        var testDescription: String { name }
    }

    nonisolated static func cases() -> [Case] {
        guard let data = try? Data(contentsOf: casesURL),
            let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let cases = root["cases"] as? [[String: Any]]
        else { return [] }
        return cases.map { c in
            let text = String(decoding: try! JSONSerialization.data(withJSONObject: c), as: UTF8.self)
            return Case(name: c["name"] as! String, text: text)
        }
    }

    @Test("the conformance file is in the package and holds all 51 cases")
    func fileIsPresent() {
        #expect(Self.cases().count == 51, "\(Self.casesURL.path)")
    }

    @Test("conformance case through the CLI", arguments: cases())
    func conformance(_ c: Case) throws {
        let spec = try JSONSerialization.jsonObject(with: Data(c.text.utf8)) as! [String: Any]
        let result = try CLI.run(["solve", "-"], stdin: c.text)
        let output = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as! [String: Any]
        let errors = output["errors"] as! [[String: Any]]
        let values = output["values"] as! [String: Double]
        let kind = spec["kind"] as! String
        switch kind {
        case "unsatisfiable":
            #expect(result.status == 1)
            #expect(errors.count == 1)
            #expect(errors.first?["kind"] as? String == "unsatisfiable")
            #expect(errors.first?["index"] as? Int == spec["unsat_index"] as? Int)
            #expect((errors.first?["conflicts"] as? [Int])?.isEmpty == false)
            expect(values, spec["expected_without_failing"])
        case "duplicate":
            #expect(result.status == 1)
            #expect(errors.map { $0["index"] as? Int } == (spec["duplicate_indices"] as! [Int]).map { $0 })
            #expect(errors.allSatisfy { $0["kind"] as? String == "duplicate" })
            expect(values, spec["expected"])
        default:
            #expect(result.status == 0, "stderr: \(result.stderr)")
            #expect(errors.isEmpty)
            expect(values, spec["expected"])
        }
        let steps = spec["steps"] as? [[String: Any]] ?? []
        let gotSteps = output["steps"] as! [[String: Double]]
        #expect(gotSteps.count == steps.count)
        for (got, step) in zip(gotSteps, steps) { expect(got, step["expected"]) }
    }

    private func expect(_ got: [String: Double], _ expected: Any?) {
        guard let expected = expected as? [String: Any] else { return }
        for (name, value) in expected {
            let want = (value as! NSNumber).doubleValue
            let have = got[name] ?? .nan
            #expect(abs(have - want) <= 1e-6 * max(1, abs(want)), "\(name) = \(have), expected \(want)")
        }
    }

    @Test("conflicts are minimal and named by index")
    func conflicts() throws {
        let input = """
            {"variables": ["x", "y", "z"], "constraints": [
              {"terms": [[1, "x"]], "constant": -10, "op": ">=", "strength": "required"},
              {"terms": [[1, "z"]], "constant": -3, "op": "==", "strength": "required"},
              {"terms": [[1, "y"], [-1, "x"]], "constant": -5, "op": "==", "strength": "required"},
              {"terms": [[1, "y"]], "constant": -12, "op": "<=", "strength": "required"},
              {"terms": [[1, "y"]], "constant": -100, "op": "==", "strength": "weak"}]}
            """
        let result = try CLI.run(["solve"], stdin: input)
        #expect(result.status == 1)
        #expect(
            result.stdout.contains(#""errors": [{"kind": "unsatisfiable", "index": 3, "conflicts": [0, 2]}]"#),
            "\(result.stdout)")
        #expect(result.stdout.contains(#""values": {"x": 95.0, "y": 100.0, "z": 3.0}"#), "\(result.stdout)")
    }

    @Test(
        "numbers that take a value past the finite range: the culprit is rejected in the JSON, the rest solved",
        arguments: [
            // A product of a value near the top of the range.
            (
                #"{"variables": ["x", "y"], "constraints": [{"terms": [[1, "x"]], "constant": -1e308, "op": "=="}, "#
                    + #"{"terms": [[1, "y"], [-10, "x"]], "op": "=="}]}"#,
                #"{"kind": "nonFiniteNumber", "index": 1, "message": "non-finite number in constraint"#, #""x": 1e+308, "y": 0.0"#
            ),
            // Coefficients that merge to infinity.
            (
                #"{"variables": ["x"], "constraints": [{"terms": [[1.7e308, "x"], [1.7e308, "x"]], "constant": 1, "op": "=="}, "#
                    + #"{"terms": [[1, "x"]], "constant": -4, "op": "==", "strength": "weak"}]}"#,
                #"{"kind": "nonFiniteNumber", "index": 0"#, #""x": 4.0"#
            ),
            // A suggestion that a chain multiplies past the range: the step keeps the previous values.
            (
                #"{"variables": ["x", "y"], "constraints": [{"terms": [[1, "y"], [-10, "x"]], "op": "=="}], "#
                    + #""edits": [{"var": "x", "strength": "strong"}], "steps": [{"suggest": [["x", 2]]}, {"suggest": [["x", -1e308]]}]}"#,
                #"{"kind": "nonFiniteNumber", "step": 1, "variable": "x", "message": "non-finite number in the value -1e+308 suggested for x"#,
                #""steps": [{"x": 2.0, "y": 20.0}, {"x": 2.0, "y": 20.0}]"#
            ),
        ])
    func nonFinite(input: String, rejection: String, values: String) throws {
        let result = try CLI.run(["solve", "-"], stdin: input)
        #expect(result.status == 1, "stderr: \(result.stderr)")
        #expect(result.stdout.contains(rejection), "\(result.stdout)")
        #expect(result.stdout.contains(values), "\(result.stdout)")
        #expect(!result.stdout.contains("inf") && !result.stdout.contains("nan"), "\(result.stdout)")
    }

    @Test(
        "malformed input exits 2 with the JSON path of the culprit",
        arguments: [
            (
                #"{"variables": ["x"], "constraints": [{"terms": [[1, "x"], [2]], "op": "=="}]}"#,
                "constraints[0].terms[1]: expected [coefficient, variable]"
            ),
            (
                #"{"variables": ["x"], "constraints": [{"terms": [[1, "q"]], "op": "=="}]}"#,
                #"constraints[0].terms[0][1]: unknown variable "q""#
            ),
            (
                #"{"variables": ["x"], "constraints": [{"terms": [], "op": "=<"}]}"#,
                #"constraints[0].op: unknown relation "=<""#
            ),
            (
                #"{"variables": ["x"], "constraints": [{"terms": [], "op": "==", "strength": -1}]}"#,
                "constraints[0].strength: a strength must be at least 1e-100"
            ),
            (
                #"{"variables": ["x"], "constraints": [], "edits": [{"var": "x", "strength": "required"}]}"#,
                "edits[0].strength: an edit variable cannot be required"
            ),
            (
                #"{"variables": ["x"], "constraints": [], "steps": [{"suggest": [["x", 1]]}]}"#,
                #"steps[0].suggest[0][0]: "x" is not an edit variable"#
            ),
            (
                #"{"variables": ["x"], "constraints": [{"dup_of": 3}]}"#,
                "constraints[0].dup_of: must name an earlier constraint"
            ),
            (#"{"variables": "x"}"#, "variables: expected an array of variable names"),
            ("not json", "is not valid JSON"),
        ])
    func malformed(input: String, message: String) throws {
        let result = try CLI.run(["solve", "-"], stdin: input)
        #expect(result.status == 2)
        #expect(result.stderr.contains(message), "stderr: \(result.stderr)")
        #expect(result.stdout.isEmpty)
    }
}
