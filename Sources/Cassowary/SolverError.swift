/// Everything a ``Solver`` operation can fail with. Each case carries the culprit.
///
/// After any error the solver is unchanged and still usable.
public enum SolverError: Error, Sendable, CustomStringConvertible {
    /// A required constraint cannot hold together with the installed ones. `conflicts` is a minimal
    /// set of installed required constraints that, with `constraint`, cannot all hold (dropping any
    /// one of them makes the rest satisfiable), in the order they were added.
    case unsatisfiable(Constraint, conflicts: [Constraint])
    /// The very same constraint object is already installed.
    case duplicateConstraint(Constraint)
    /// The constraint is not installed in this solver.
    case unknownConstraint(Constraint)
    /// The variable is not an edit variable of this solver.
    case unknownEditVariable(Variable)
    /// The variable is already an edit variable of this solver.
    case duplicateEditVariable(Variable)
    /// Edit variables cannot be required; the strength given is carried.
    case badRequiredStrength(Double)
    /// A strength that is NaN, infinite, zero, negative or below ``Strength/minimum``.
    case invalidStrength(Double)
    /// A coefficient, constant or suggested value that is NaN or infinite; `context` says where.
    case nonFiniteNumber(context: String)
    /// The variable was made by another solver.
    case foreignVariable(Variable)
    /// A state the algorithm should never reach (a bug); the solver rolled the operation back.
    case internalError(String)

    /// The case's name, as the command line reports it: "unsatisfiable", "nonFiniteNumber"...
    public var kind: String {
        switch self {
        case .unsatisfiable: "unsatisfiable"
        case .duplicateConstraint: "duplicate"
        case .unknownConstraint: "unknownConstraint"
        case .unknownEditVariable: "unknownEditVariable"
        case .duplicateEditVariable: "duplicateEditVariable"
        case .badRequiredStrength: "badRequiredStrength"
        case .invalidStrength: "invalidStrength"
        case .nonFiniteNumber: "nonFiniteNumber"
        case .foreignVariable: "foreignVariable"
        case .internalError: "internalError"
        }
    }

    /// One line naming the error and its culprit.
    public var description: String {
        switch self {
        case .unsatisfiable(let c, let conflicts):
            let list = conflicts.map { "  \($0)" }.joined(separator: "\n")
            return "unsatisfiable constraint: \(c)\nconflicts with:\n\(list)"
        case .duplicateConstraint(let c): return "duplicate constraint: \(c)"
        case .unknownConstraint(let c): return "unknown constraint: \(c)"
        case .unknownEditVariable(let v): return "unknown edit variable: \(v)"
        case .duplicateEditVariable(let v): return "duplicate edit variable: \(v)"
        case .badRequiredStrength(let s): return "an edit variable cannot be required (strength \(formatNumber(s)))"
        case .invalidStrength(let s): return "invalid strength \(s): it must be a finite number of at least \(Strength.minimum)"
        case .nonFiniteNumber(let context): return "non-finite number in \(context)"
        case .foreignVariable(let v): return "variable \(v) belongs to another solver"
        case .internalError(let m): return "internal solver error: \(m)"
        }
    }
}
