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
    // Stored in this order, a constraint with at most three terms is one object of 104 bytes (112
    // with the allocator's header). Its terms were an array of their own: 64 + 96 or 112 bytes in
    // two allocations. A layout holds hundreds of thousands of them (L6: 260,000).

    /// The terms of the left-hand side, as made.
    let termList: TermList
    /// The constant of the left-hand side, as made.
    let expressionConstant: Double
    /// The strength (weighted mode) or priority (lexicographic mode).
    public let strength: Double
    private let labelBox: LabelBox?
    private let rank: Int32
    /// The relation to 0.
    public let relation: Relation

    /// A label, boxed: most constraints have none, and a `String?` would take 16 bytes of each.
    private final class LabelBox: Sendable {
        let text: String
        init(_ text: String) { self.text = text }
    }

    /// The left-hand side as made, normalised so that the right-hand side is 0 (a new value each
    /// time: the terms are stored in the constraint itself).
    public var expression: Expression { Expression(termList: termList, constant: expressionConstant) }
    /// A name for logs and dumps; free-form.
    public var label: String? { labelBox?.text }
    /// When the solver looks for a minimal conflicting set, installed constraints of lower rank are
    /// tried first, so they are the ones named when several minimal sets exist (default 0).
    public var conflictSearchRank: Int { Int(rank) }

    /// Makes `expression OP 0` at a strength.
    ///
    /// - Parameters:
    ///   - expression: the left-hand side; the right-hand side is 0.
    ///   - relation: `<=`, `==` or `>=`.
    ///   - strength: defaults to ``Strength/required``.
    ///   - label: a name for logs and dumps.
    ///   - conflictSearchRank: see ``conflictSearchRank`` (kept within the range of an `Int32`).
    public convenience init(
        _ expression: Expression, _ relation: Relation, strength: Double = Strength.required,
        label: String? = nil, conflictSearchRank: Int = 0
    ) {
        self.init(
            termList: expression.termList, constant: expression.constant, relation, strength: strength, label: label,
            conflictSearchRank: conflictSearchRank)
    }

    /// Makes `terms + constant OP 0` at a strength without building an ``Expression`` first (the
    /// layout engine compiles into a reused buffer; the terms are copied).
    ///
    /// - Parameters:
    ///   - terms: the terms of the left-hand side, in order.
    ///   - constant: the constant of the left-hand side.
    ///   - relation: `<=`, `==` or `>=`.
    ///   - strength: defaults to ``Strength/required``.
    ///   - label: a name for logs and dumps.
    ///   - conflictSearchRank: see ``conflictSearchRank``.
    package convenience init(
        terms: [Term], constant: Double, _ relation: Relation, strength: Double = Strength.required,
        label: String? = nil, conflictSearchRank: Int = 0
    ) {
        self.init(
            termList: TermList(terms), constant: constant, relation, strength: strength, label: label,
            conflictSearchRank: conflictSearchRank)
    }

    private init(
        termList: TermList, constant: Double, _ relation: Relation, strength: Double, label: String?,
        conflictSearchRank: Int
    ) {
        self.termList = termList
        self.expressionConstant = constant
        self.strength = strength
        self.labelBox = label.map(LabelBox.init)
        self.rank = Int32(clamping: conflictSearchRank)
        self.relation = relation
    }

    /// Whether the constant and every coefficient are finite numbers (as ``Expression/isFinite``).
    var isFinite: Bool { expressionConstant.isFinite && termList.coefficientsAreFinite }

    /// Whether the constant or a coefficient has at least this magnitude.
    func reaches(_ magnitude: Double) -> Bool {
        abs(expressionConstant) >= magnitude || termList.reaches(magnitude)
    }

    /// A new constraint with the same expression and relation at another strength.
    public func withStrength(_ strength: Double) -> Constraint {
        Constraint(
            termList: termList, constant: expressionConstant, relation, strength: strength, label: label,
            conflictSearchRank: conflictSearchRank)
    }

    /// `[label: ]terms + constant OP 0 | strength`, with variables written `v<index>`.
    public var description: String {
        describe { "\($0)" }
    }

    func describe(naming name: (Variable) -> String) -> String {
        var s = label.map { "\($0): " } ?? ""
        for (i, t) in termList.terms.enumerated() {
            let sign = t.coefficient < 0 ? "-" : "+"
            s += i == 0 ? (t.coefficient < 0 ? "-" : "") : " \(sign) "
            let mag = abs(t.coefficient)
            s += mag == 1 ? name(t.variable) : "\(formatNumber(mag)) * \(name(t.variable))"
        }
        let constant = expressionConstant
        if termList.count == 0 {
            s += formatNumber(constant)
        } else if constant != 0 {
            s += constant < 0 ? " - " : " + "
            s += formatNumber(abs(constant))
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
