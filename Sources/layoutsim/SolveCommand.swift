import ArgumentParser
import Cassowary
import Scenes
import Foundation

/// `layoutsim solve`: runs one case in the format of shared/conformance/solver_cases.json.
struct SolveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "solve",
        abstract: "Solve one constraint system given as JSON (the conformance case format).",
        discussion: """
            Input: {"variables": [...], "constraints": [{"terms": [[coef, "var"], ...], "constant": c,
            "op": "==|<=|>=", "strength": "required|strong|medium|weak" or a number} or {"dup_of": j}, ...],
            "edits": [{"var": "x", "strength": "strong"}], "steps": [{"suggest": [["x", 1.0]]}]}.
            Meaning: sum(coef * var) + constant OP 0, numeric (kiwi) strengths.
            Output: {"values": {...}, "steps": [{...}, ...], "errors": [{"kind": "unsatisfiable",
            "index": i, "conflicts": [j, ...]}, {"kind": "duplicate", "index": i}]}.
            Exit status: 0 when no constraint was rejected, 1 when one was, 2 for malformed input.
            """)

    @Argument(help: "The case file, or - (the default) for standard input.")
    var file = "-"

    func run() throws {
        let (data, source) = readInput(file)
        do {
            let problem = try SolverCase(json: try JSONValue.parse(data, source: source))
            let result = try problem.run()
            print(result.json)
            if !result.errors.isEmpty { throw ExitCode(1) }
        } catch let error as InputError {
            fail(error.description)
        }
    }
}

/// Reads a command's input file, or standard input for `-`; exits with status 2 when it cannot.
/// Returns the data and a name for messages.
func readInput(_ path: String) -> (Data, String) {
    if path == "-" { return (FileHandle.standardInput.readDataToEndOfFile(), "standard input") }
    guard let data = FileManager.default.contents(atPath: path) else { fail("cannot read \(path)") }
    return (data, path)
}

/// Prints `layoutsim: message` to standard error and exits with status 2 (malformed input).
func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("layoutsim: \(message)\n".utf8))
    exit(2)
}
