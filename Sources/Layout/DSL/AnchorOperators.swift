// An operator form for anchors: `a.top == b.bottom + 8`, `a.width >= 44 ~ .defaultHigh`.
// Operators make inactive constraints; `LayoutConstraint.activate { ... }` activates them. An
// operator cannot take the caller's #fileID and #line (it has exactly two operands), so its
// constraints record where they are activated.

/// An anchor with a multiplier and a constant: the right-hand side of an anchor operator.
public struct AnchorExpression<AnchorType: AnyObject> {
    /// The anchor.
    public let anchor: LayoutAnchor<AnchorType>
    /// Its multiplier (only dimensions may have one other than 1).
    public let multiplier: Double
    /// The constant.
    public let constant: Double
}

/// `anchor + constant`.
@MainActor
public func + <T>(anchor: LayoutAnchor<T>, constant: Double) -> AnchorExpression<T> {
    AnchorExpression(anchor: anchor, multiplier: 1, constant: constant)
}

/// `anchor - constant`.
@MainActor
public func - <T>(anchor: LayoutAnchor<T>, constant: Double) -> AnchorExpression<T> {
    AnchorExpression(anchor: anchor, multiplier: 1, constant: -constant)
}

/// `expression + constant`.
@MainActor
public func + <T>(e: AnchorExpression<T>, constant: Double) -> AnchorExpression<T> {
    AnchorExpression(anchor: e.anchor, multiplier: e.multiplier, constant: e.constant + constant)
}

/// `expression - constant`.
@MainActor
public func - <T>(e: AnchorExpression<T>, constant: Double) -> AnchorExpression<T> {
    AnchorExpression(anchor: e.anchor, multiplier: e.multiplier, constant: e.constant - constant)
}

/// `dimension * multiplier`.
@MainActor
public func * (anchor: DimensionAnchor, multiplier: Double) -> AnchorExpression<DimensionAnchor> {
    AnchorExpression(anchor: anchor, multiplier: multiplier, constant: 0)
}

/// `multiplier * dimension`.
@MainActor
public func * (multiplier: Double, anchor: DimensionAnchor) -> AnchorExpression<DimensionAnchor> {
    AnchorExpression(anchor: anchor, multiplier: multiplier, constant: 0)
}

/// An operator's constraint: its location is left empty, for activation to fill in.
@MainActor
private func make<T>(_ lhs: LayoutAnchor<T>, _ relation: LayoutRelation, _ rhs: AnchorExpression<T>) -> LayoutConstraint {
    lhs.make(relation, rhs.anchor, multiplier: rhs.multiplier, constant: rhs.constant, file: "", line: 0)
}

/// `lhs == rhs` (inactive).
@MainActor
public func == <T>(lhs: LayoutAnchor<T>, rhs: AnchorExpression<T>) -> LayoutConstraint { make(lhs, .equal, rhs) }
/// `lhs <= rhs` (inactive).
@MainActor
public func <= <T>(lhs: LayoutAnchor<T>, rhs: AnchorExpression<T>) -> LayoutConstraint { make(lhs, .lessThanOrEqual, rhs) }
/// `lhs >= rhs` (inactive).
@MainActor
public func >= <T>(lhs: LayoutAnchor<T>, rhs: AnchorExpression<T>) -> LayoutConstraint { make(lhs, .greaterThanOrEqual, rhs) }

/// `lhs == rhs` (inactive).
@MainActor
public func == <T>(lhs: LayoutAnchor<T>, rhs: LayoutAnchor<T>) -> LayoutConstraint { lhs == rhs + 0 }
/// `lhs <= rhs` (inactive).
@MainActor
public func <= <T>(lhs: LayoutAnchor<T>, rhs: LayoutAnchor<T>) -> LayoutConstraint { lhs <= rhs + 0 }
/// `lhs >= rhs` (inactive).
@MainActor
public func >= <T>(lhs: LayoutAnchor<T>, rhs: LayoutAnchor<T>) -> LayoutConstraint { lhs >= rhs + 0 }

/// `dimension == constant` (inactive).
@MainActor
public func == (lhs: DimensionAnchor, rhs: Double) -> LayoutConstraint { lhs.make(.equal, nil, constant: rhs, file: "", line: 0) }
/// `dimension <= constant` (inactive).
@MainActor
public func <= (lhs: DimensionAnchor, rhs: Double) -> LayoutConstraint { lhs.make(.lessThanOrEqual, nil, constant: rhs, file: "", line: 0) }
/// `dimension >= constant` (inactive).
@MainActor
public func >= (lhs: DimensionAnchor, rhs: Double) -> LayoutConstraint {
    lhs.make(.greaterThanOrEqual, nil, constant: rhs, file: "", line: 0)
}

precedencegroup LayoutPriorityPrecedence {
    lowerThan: ComparisonPrecedence
    higherThan: AssignmentPrecedence
}

infix operator ~ : LayoutPriorityPrecedence

/// Gives a constraint a priority: `a.width >= 44 ~ .defaultHigh`.
@discardableResult
@MainActor
public func ~ (constraint: LayoutConstraint, priority: LayoutPriority) -> LayoutConstraint {
    constraint.priority = priority
    return constraint
}

/// Collects constraints written as statements (operators, anchors, VFL arrays, `if`, `for`).
@resultBuilder
public enum ConstraintBuilder {
    /// One constraint.
    public static func buildExpression(_ c: LayoutConstraint) -> [LayoutConstraint] { [c] }
    /// Several constraints (e.g. from VFL).
    public static func buildExpression(_ cs: [LayoutConstraint]) -> [LayoutConstraint] { cs }
    /// Statements in order.
    public static func buildBlock(_ parts: [LayoutConstraint]...) -> [LayoutConstraint] { parts.flatMap { $0 } }
    /// `if` without `else`.
    public static func buildOptional(_ part: [LayoutConstraint]?) -> [LayoutConstraint] { part ?? [] }
    /// `if` branch.
    public static func buildEither(first: [LayoutConstraint]) -> [LayoutConstraint] { first }
    /// `else` branch.
    public static func buildEither(second: [LayoutConstraint]) -> [LayoutConstraint] { second }
    /// `for` loops.
    public static func buildArray(_ parts: [[LayoutConstraint]]) -> [LayoutConstraint] { parts.flatMap { $0 } }
}

extension LayoutConstraint {
    /// Activates the constraints the block lists and returns them.
    ///
    /// ```swift
    /// try LayoutConstraint.activate {
    ///     label.top == box.bottom + 8
    ///     label.width >= 44 ~ .defaultHigh
    /// }
    /// ```
    /// - Parameters:
    ///   - file: where the block is, recorded in the operators' constraints; leave the default.
    ///   - line: likewise.
    ///   - body: the constraints.
    /// - Throws: ``LayoutError`` for the first constraint that cannot be activated.
    @discardableResult
    public static func activate(
        file: String = #fileID, line: Int = #line,
        @ConstraintBuilder _ body: () -> [LayoutConstraint]
    ) throws(LayoutError) -> [LayoutConstraint] {
        let list = body()
        try activate(list, file: file, line: line)
        return list
    }

    /// The constraints the block lists, inactive.
    public static func build(@ConstraintBuilder _ body: () -> [LayoutConstraint]) -> [LayoutConstraint] { body() }
}
