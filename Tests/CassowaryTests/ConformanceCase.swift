import Cassowary
import Foundation
import Testing

/// One case of `Tests/Conformance/solver_cases.json` (a copy of `shared/conformance`), run through the Swift API.
struct ConformanceCase: CustomTestStringConvertible, Sendable {
    let name: String
    let kind: String
    let json: [String: any Sendable]

    var testDescription: String { name }

    /// The package root, found from this file's path.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static let fileURL = packageRoot.appendingPathComponent("Tests/Conformance/solver_cases.json")

    static let tolerance = 1e-6

    static func all() -> [ConformanceCase] {
        guard let data = try? Data(contentsOf: fileURL),
            let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let cases = root["cases"] as? [[String: Any]]
        else { return [] }
        return cases.map { c in
            ConformanceCase(
                name: c["name"] as! String, kind: c["kind"] as! String,
                json: c.mapValues { sendable($0) })
        }
    }

    private static func sendable(_ v: Any) -> any Sendable {
        switch v {
        case let a as [Any]: return a.map { sendable($0) }
        case let d as [String: Any]: return d.mapValues { sendable($0) }
        case let s as String: return s
        case let n as NSNumber: return n.doubleValue
        default: return "\(v)"
        }
    }

    static func strength(_ v: any Sendable) -> Double {
        switch v {
        case let s as String:
            switch s {
            case "required": return Strength.required
            case "strong": return Strength.strong
            case "medium": return Strength.medium
            default: return Strength.weak
            }
        case let d as Double: return d
        default: return Strength.required
        }
    }

    static func matches(_ got: Double, _ expected: Double) -> Bool {
        abs(got - expected) <= tolerance * max(1, abs(expected))
    }

    /// The result of running the case: values after the adds and edits, after each step, and errors.
    struct Outcome {
        var values: [String: Double] = [:]
        var steps: [[String: Double]] = []
        var errors: [(index: Int, error: SolverError)] = []
    }

    func run() throws -> Outcome {
        let solver = Solver()
        var vars: [String: Variable] = [:]
        for name in json["variables"] as! [any Sendable] {
            vars[name as! String] = solver.makeVariable(name as! String)
        }
        var made: [Constraint] = []
        var outcome = Outcome()
        for (i, raw) in (json["constraints"] as! [any Sendable]).enumerated() {
            let c = raw as! [String: any Sendable]
            let constraint: Constraint
            if let dup = c["dup_of"] as? Double {
                constraint = made[Int(dup)]
            } else {
                var e = Expression(constant: c["constant"] as! Double)
                for t in c["terms"] as! [any Sendable] {
                    let pair = t as! [any Sendable]
                    e.terms.append(Term(vars[pair[1] as! String]!, pair[0] as! Double))
                }
                let op: Relation =
                    switch c["op"] as! String {
                    case "<=": .lessThanOrEqual
                    case ">=": .greaterThanOrEqual
                    default: .equal
                    }
                constraint = Constraint(e, op, strength: ConformanceCase.strength(c["strength"]!))
            }
            made.append(constraint)
            do { try solver.addConstraint(constraint) } catch { outcome.errors.append((i, error)) }
        }
        for raw in json["edits"] as? [any Sendable] ?? [] {
            let e = raw as! [String: any Sendable]
            try solver.addEditVariable(vars[e["var"] as! String]!, strength: ConformanceCase.strength(e["strength"]!))
        }
        let read = { vars.mapValues { solver.value(of: $0) } }
        outcome.values = read()
        for raw in json["steps"] as? [any Sendable] ?? [] {
            let step = raw as! [String: any Sendable]
            for s in step["suggest"] as! [any Sendable] {
                let pair = s as! [any Sendable]
                try solver.suggestValue(pair[1] as! Double, for: vars[pair[0] as! String]!)
            }
            outcome.steps.append(read())
        }
        return outcome
    }
}
