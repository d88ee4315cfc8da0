import ArgumentParser
import Cassowary
import Scenes
import Foundation

/// `layoutsim solve`: runs one case in the format of Tests/Conformance/solver_cases.json.
struct SolveCommand: MainActorCommand {
    static let configuration = CommandConfiguration(
        commandName: "solve",
        abstract: "Solve one constraint system given as JSON (the conformance case format).",
        discussion: """
            Input: {"variables": [...], "constraints": [{"terms": [[coef, "var"], ...], "constant": c,
            "op": "==|<=|>=", "strength": "required|strong|medium|weak" or a number} or {"dup_of": j}, ...],
            "edits": [{"var": "x", "strength": "strong"}], "steps": [{"suggest": [["x", 1.0]]}]}.
            Meaning: sum(coef * var) + constant OP 0, numeric (kiwi) strengths.
            Output: {"values": {...}, "steps": [{...}, ...], "errors": [{"kind": "unsatisfiable",
            "index": i, "conflicts": [j, ...]}, {"kind": "duplicate", "index": i}, {"kind":
            "nonFiniteNumber", "index": i, "message": "..."}, {"kind": "nonFiniteNumber", "step": k,
            "variable": "x", "message": "..."}]}. A constraint, edit or suggestion whose arithmetic would
            leave the finite range is rejected (an edit with "variable" and no "step") and the rest solved
            without it; suggestions for a rejected edit are "unknownEditVariable".
            Exit status: 0 when nothing was rejected, 1 when something was, 2 for malformed input.
            """)

    @Argument(help: "The case file, or - (the default) for standard input.")
    var file = "-"

    @MainActor
    func runOnMainActor() throws {
        let (data, source) = try readInput(file)
        do {
            let problem = try SolverCase(json: try JSONValue.parse(data, source: source))
            printWarnings(problem.warnings, source: source)
            let result = try problem.run()
            print(result.json)
            if !result.errors.isEmpty { throw ExitCode(1) }
        } catch let error as InputError {
            throw inputFailure(error.description)
        }
    }
}
