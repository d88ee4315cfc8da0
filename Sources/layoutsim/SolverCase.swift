import Cassowary
import Scenes

/// One constraint system in the conformance case format, validated with JSON paths.
struct SolverCase {
    struct ConstraintSpec {
        var terms: [(Double, Int)] = []
        var constant = 0.0
        var relation = Relation.equal
        var strength = Strength.required
        var duplicateOf: Int?
    }

    var variables: [String] = []
    var constraints: [ConstraintSpec] = []
    var edits: [(variable: Int, strength: Double)] = []
    var steps: [[(variable: Int, value: Double)]] = []
    /// The fields the reader does not know (the conformance format's own fields, such as
    /// `expected` or `notes`, are known and ignored).
    var warnings: [String] = []

    init(json: JSONValue) throws {
        _ = try json.object()
        json.checkFields(
            [
                "variables", "constraints", "edits", "steps", "name", "kind", "family", "notes", "expected",
                "expected_without_failing", "violated_nonrequired", "unsat_index", "duplicate_indices",
                "kiwi_continued_state_matches", "kiwi_continued_values",
            ], into: &warnings)
        var index: [String: Int] = [:]
        for v in try json["variables"].array("an array of variable names") {
            let name = try v.string()
            guard index[name] == nil else { throw InputError(path: v.path, message: "variable \"\(name)\" is declared twice") }
            index[name] = variables.count
            variables.append(name)
        }
        func variable(_ v: JSONValue) throws -> Int {
            let name = try v.string()
            guard let i = index[name] else { throw InputError(path: v.path, message: "unknown variable \"\(name)\"") }
            return i
        }
        for (i, c) in try json["constraints"].array("an array of constraints").enumerated() {
            _ = try c.object()
            c.checkFields(["terms", "constant", "op", "strength", "dup_of", "role"], into: &warnings)
            var spec = ConstraintSpec()
            if !c["dup_of"].isAbsent {
                let j = try c["dup_of"].integer()
                guard j >= 0, j < i else {
                    throw InputError(path: c["dup_of"].path, message: "must name an earlier constraint (0..<\(i))")
                }
                spec.duplicateOf = constraints[j].duplicateOf ?? j
                constraints.append(spec)
                continue
            }
            for t in try c["terms"].array("an array of [coefficient, variable] pairs") {
                let parts = try t.array("[coefficient, variable]")
                guard parts.count == 2 else { throw InputError(path: t.path, message: "expected [coefficient, variable]") }
                spec.terms.append((try parts[0].number(), try variable(parts[1])))
            }
            spec.constant = c["constant"].isAbsent ? 0 : try c["constant"].number()
            switch try c["op"].string() {
            case "==": spec.relation = .equal
            case "<=": spec.relation = .lessThanOrEqual
            case ">=": spec.relation = .greaterThanOrEqual
            case let other: throw InputError(path: c["op"].path, message: "unknown relation \"\(other)\" (expected ==, <= or >=)")
            }
            spec.strength = c["strength"].isAbsent ? Strength.required : try SolverCase.strength(c["strength"])
            constraints.append(spec)
        }
        if !json["edits"].isAbsent {
            for e in try json["edits"].array() {
                e.checkFields(["var", "strength"], into: &warnings)
                let s = try SolverCase.strength(e["strength"])
                guard s < Strength.required else {
                    throw InputError(path: e["strength"].path, message: "an edit variable cannot be required")
                }
                let v = try variable(e["var"])
                guard !edits.contains(where: { $0.variable == v }) else {
                    throw InputError(path: e["var"].path, message: "\"\(variables[v])\" is already an edit variable")
                }
                edits.append((v, s))
            }
        }
        if !json["steps"].isAbsent {
            for step in try json["steps"].array() {
                step.checkFields(["suggest", "expected", "violated_nonrequired"], into: &warnings)
                var suggestions: [(Int, Double)] = []
                for s in try step["suggest"].array("an array of [variable, value] pairs") {
                    let parts = try s.array("[variable, value]")
                    guard parts.count == 2 else { throw InputError(path: s.path, message: "expected [variable, value]") }
                    let v = try variable(parts[0])
                    guard edits.contains(where: { $0.variable == v }) else {
                        throw InputError(path: parts[0].path, message: "\"\(variables[v])\" is not an edit variable")
                    }
                    suggestions.append((v, try parts[1].number()))
                }
                steps.append(suggestions)
            }
        }
    }

    static func strength(_ v: JSONValue) throws -> Double {
        if let name = v.stringIfAny {
            switch name {
            case "required": return Strength.required
            case "strong": return Strength.strong
            case "medium": return Strength.medium
            case "weak": return Strength.weak
            default:
                throw InputError(
                    path: v.path, message: "unknown strength \"\(name)\" (expected required, strong, medium, weak or a number)")
            }
        }
        let s = try v.number()
        guard s >= Strength.minimum else {
            throw InputError(path: v.path, message: "a strength must be at least \(Strength.minimum)")
        }
        return min(s, Strength.required)
    }

    /// One rejected constraint or suggestion.
    struct Rejection {
        /// "unsatisfiable", "duplicate", "nonFiniteNumber" or (a suggestion for an edit variable that
        /// was rejected) "unknownEditVariable": the solver's error case names.
        var kind: String
        /// The constraint's index, for a rejected constraint.
        var index: Int?
        /// The step and the variable, for a rejected suggestion.
        var step: Int?
        var variable: String?
        var conflicts: [Int]?
        /// The solver's message, for a non-finite result (it names the culprit).
        var message: String?
    }

    struct Result {
        var variables: [String]
        var values: [Double]
        var steps: [[Double]]
        var errors: [Rejection]

        var json: String {
            func valueObject(_ vs: [Double]) -> String {
                JSONText.object(zip(variables, vs).map { ($0, JSONText.number($1)) })
            }
            let errorItems = errors.map { e -> String in
                var pairs = [("kind", JSONText.string(e.kind))]
                if let i = e.index { pairs.append(("index", String(i))) }
                if let k = e.step { pairs.append(("step", String(k))) }
                if let v = e.variable { pairs.append(("variable", JSONText.string(v))) }
                if let c = e.conflicts { pairs.append(("conflicts", JSONText.array(c.map(String.init)))) }
                if let m = e.message { pairs.append(("message", JSONText.string(m))) }
                return JSONText.object(pairs)
            }
            return JSONText.object([
                ("values", valueObject(values)),
                ("steps", JSONText.array(steps.map(valueObject))),
                ("errors", JSONText.array(errorItems)),
            ])
        }
    }

    /// Applies the case in order: constraints, edits, then each step's suggestions.
    func run() throws -> Result {
        let solver = Solver()
        solver.checksAllValues = true  // cases are small: refuse any step that overflows a value
        let vars = variables.map { solver.makeVariable($0) }
        var made: [Constraint] = []
        var indexOf: [ObjectIdentifier: Int] = [:]
        var result = Result(variables: variables, values: [], steps: [], errors: [])
        for (i, spec) in constraints.enumerated() {
            let constraint: Constraint
            if let j = spec.duplicateOf {
                constraint = made[j]
            } else {
                let e = Expression(spec.terms.map { Term(vars[$0.1], $0.0) }, constant: spec.constant)
                constraint = Constraint(e, spec.relation, strength: spec.strength)
                indexOf[ObjectIdentifier(constraint)] = i
            }
            made.append(constraint)
            do {
                try solver.addConstraint(constraint)
            } catch {
                switch error {
                case .unsatisfiable(_, let conflicts):
                    result.errors.append(
                        Rejection(
                            kind: error.kind, index: i,
                            conflicts: conflicts.compactMap { indexOf[ObjectIdentifier($0)] }))
                case .duplicateConstraint:
                    result.errors.append(Rejection(kind: error.kind, index: i))
                case .nonFiniteNumber:
                    result.errors.append(Rejection(kind: error.kind, index: i, message: error.description))
                default:
                    throw error
                }
            }
        }
        for edit in edits {
            do {
                try solver.addEditVariable(vars[edit.variable], strength: edit.strength)
            } catch {
                guard case .nonFiniteNumber = error else { throw error }
                result.errors.append(Rejection(kind: error.kind, variable: variables[edit.variable], message: error.description))
            }
        }
        result.values = vars.map { solver.value(of: $0) }
        for (k, step) in steps.enumerated() {
            for (v, value) in step {
                do {
                    try solver.suggestValue(value, for: vars[v])
                } catch {
                    switch error {
                    case .nonFiniteNumber, .unknownEditVariable:
                        // An edit variable that was itself rejected cannot take suggestions either.
                        result.errors.append(Rejection(kind: error.kind, step: k, variable: variables[v], message: error.description))
                    default:
                        throw error
                    }
                }
            }
            result.steps.append(vars.map { solver.value(of: $0) })
        }
        return result
    }
}
