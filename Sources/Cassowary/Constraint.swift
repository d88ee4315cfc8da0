/// The relation of a ``Constraint``: `expression OP 0`.
public enum Relation: String, Sendable {
    /// `expression <= 0`
    case lessThanOrEqual = "<="
    /// `expression == 0`
    case equal = "=="
    /// `expression >= 0`
    case greaterThanOrEqual = ">="
}

/// A linear constraint `expression OP 0` with a strength.
///
/// Constraints are objects: a solver knows them by identity, so adding the same object twice is a
/// ``SolverError/duplicateConstraint(_:)`` while two structurally equal objects are two constraints.
/// A constraint is immutable (and so `Sendable`): a solver that changes an installed constraint's
/// constant in place keeps the new constant itself (``Solver/constant(of:)``).
///
/// ```swift
/// let c = (x + 2 * y <= 100) | Strength.strong
/// try solver.addConstraint(c)
/// ```
public final class Constraint: Sendable, CustomStringConvertible {
    /// The left-hand side as made, normalised so that the right-hand side is 0.
    public let expression: Expression
    /// The relation to 0.
    public let relation: Relation
    /// The strength (weighted mode) or priority (lexicographic mode).
    public let strength: Double
    /// A name for logs and dumps; free-form.
    public let label: String?
    /// When the solver looks for a minimal conflicting set, installed constraints of lower rank are
    /// tried first, so they are the ones named when several minimal sets exist (default 0).
    public let conflictSearchRank: Int

    /// Makes `expression OP 0` at a strength.
    ///
    /// - Parameters:
    ///   - expression: the left-hand side; the right-hand side is 0.
    ///   - relation: `<=`, `==` or `>=`.
    ///   - strength: defaults to ``Strength/required``.
    ///   - label: a name for logs and dumps.
    ///   - conflictSearchRank: see ``conflictSearchRank``.
    public init(
        _ expression: Expression, _ relation: Relation, strength: Double = Strength.required,
        label: String? = nil, conflictSearchRank: Int = 0
    ) {
        self.expression = expression
        self.relation = relation
        self.strength = strength
        self.label = label
        self.conflictSearchRank = conflictSearchRank
    }

    /// A new constraint with the same expression and relation at another strength.
    public func withStrength(_ strength: Double) -> Constraint {
        Constraint(expression, relation, strength: strength, label: label, conflictSearchRank: conflictSearchRank)
    }

    /// `[label: ]terms + constant OP 0 | strength`, with variables written `v<index>`.
    public var description: String {
        describe { "\($0)" }
    }

    func describe(naming name: (Variable) -> String) -> String {
        var s = label.map { "\($0): " } ?? ""
        for (i, t) in expression.terms.enumerated() {
            let sign = t.coefficient < 0 ? "-" : "+"
            s += i == 0 ? (t.coefficient < 0 ? "-" : "") : " \(sign) "
            let mag = abs(t.coefficient)
            s += mag == 1 ? name(t.variable) : "\(formatNumber(mag)) * \(name(t.variable))"
        }
        if expression.terms.isEmpty {
            s += formatNumber(expression.constant)
        } else if expression.constant != 0 {
            s += expression.constant < 0 ? " - " : " + "
            s += formatNumber(abs(expression.constant))
        }
        return s + " \(relation.rawValue) 0 | \(formatNumber(strength))"
    }
}

/// `1001001000` rather than `1001001000.0`; keeps dumps short.
func formatNumber(_ v: Double) -> String {
    if v == v.rounded(), abs(v) < 1e15 { return String(Int64(v)) }
    return "\(v)"
}

/// Gives a constraint a strength: `(x == 10) | Strength.weak`.
public func | (constraint: Constraint, strength: Double) -> Constraint {
    constraint.withStrength(strength)
}

/// The constraint `lhs == rhs` (required).
public func == (lhs: some ExpressionConvertible, rhs: some ExpressionConvertible) -> Constraint {
    Constraint(lhs - rhs, .equal)
}

/// The constraint `lhs <= rhs` (required).
public func <= (lhs: some ExpressionConvertible, rhs: some ExpressionConvertible) -> Constraint {
    Constraint(lhs - rhs, .lessThanOrEqual)
}

/// The constraint `lhs >= rhs` (required).
public func >= (lhs: some ExpressionConvertible, rhs: some ExpressionConvertible) -> Constraint {
    Constraint(lhs - rhs, .greaterThanOrEqual)
}

/// The constraint `lhs == rhs` (required).
public func == (lhs: some ExpressionConvertible, rhs: Double) -> Constraint { Constraint(lhs - rhs, .equal) }

/// The constraint `lhs <= rhs` (required).
public func <= (lhs: some ExpressionConvertible, rhs: Double) -> Constraint { Constraint(lhs - rhs, .lessThanOrEqual) }

/// The constraint `lhs >= rhs` (required).
public func >= (lhs: some ExpressionConvertible, rhs: Double) -> Constraint { Constraint(lhs - rhs, .greaterThanOrEqual) }

/// The constraint `lhs == rhs` (required).
public func == (lhs: Double, rhs: some ExpressionConvertible) -> Constraint { Constraint(lhs - rhs, .equal) }

/// The constraint `lhs <= rhs` (required).
public func <= (lhs: Double, rhs: some ExpressionConvertible) -> Constraint { Constraint(lhs - rhs, .lessThanOrEqual) }

/// The constraint `lhs >= rhs` (required).
public func >= (lhs: Double, rhs: some ExpressionConvertible) -> Constraint { Constraint(lhs - rhs, .greaterThanOrEqual) }
