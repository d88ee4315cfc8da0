/// A linear expression: `constant + sum(coefficient * variable)`.
///
/// Build expressions with operators: `2 * x + y - 10`.
public struct Expression: Sendable {
    /// The terms, up to three of one solver's variables kept inline (so that building a constraint
    /// with operators allocates nothing but the constraint).
    var termList: TermList
    /// The constant part.
    public var constant: Double

    /// The terms, in the order they were written (a variable may appear more than once).
    public var terms: [Term] {
        get { termList.terms }
        set { termList = TermList(newValue) }
    }

    /// Makes an expression from terms and a constant.
    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.init(termList: TermList(terms), constant: constant)
    }

    /// Makes the expression `1 * variable`.
    public init(_ variable: Variable) {
        var list = TermList()
        list.append(Term(variable))
        self.init(termList: list, constant: 0)
    }

    /// Makes a constant expression.
    public init(constant: Double) {
        self.init(termList: TermList(), constant: constant)
    }

    init(termList: TermList, constant: Double) {
        self.termList = termList
        self.constant = constant
    }

    /// Whether the constant and every coefficient are finite numbers (neither NaN nor infinite).
    public var isFinite: Bool {
        constant.isFinite && termList.coefficientsAreFinite
    }

    /// Whether the constant or a coefficient has at least this magnitude.
    func reaches(_ magnitude: Double) -> Bool {
        abs(constant) >= magnitude || termList.reaches(magnitude)
    }

    func scaled(by factor: Double) -> Expression {
        Expression(termList: termList.scaled(by: factor), constant: constant * factor)
    }
}

// MARK: - Arithmetic operators

/// Something that can stand on either side of a linear operator: a ``Variable`` or an ``Expression``.
/// Numbers combine with them through the `Double` overloads (numbers are deliberately not
/// convertible, so `1 == 2.0` can never turn into a constraint).
public protocol ExpressionConvertible {
    /// The value as an expression.
    var expression: Expression { get }
}

extension Variable: ExpressionConvertible {
    /// `1 * self`.
    public var expression: Expression { Expression(self) }
}

extension Expression: ExpressionConvertible {
    /// `self`.
    public var expression: Expression { self }
}

/// The sum of two linear expressions.
public func + (lhs: some ExpressionConvertible, rhs: some ExpressionConvertible) -> Expression {
    let a = lhs.expression, b = rhs.expression
    return Expression(termList: a.termList.appending(b.termList), constant: a.constant + b.constant)
}

/// The difference of two linear expressions.
public func - (lhs: some ExpressionConvertible, rhs: some ExpressionConvertible) -> Expression {
    lhs + rhs.expression.scaled(by: -1)
}

/// The negation of a linear expression.
public prefix func - (operand: some ExpressionConvertible) -> Expression {
    operand.expression.scaled(by: -1)
}

/// A linear expression times a number.
public func * (lhs: some ExpressionConvertible, rhs: Double) -> Expression {
    lhs.expression.scaled(by: rhs)
}

/// A number times a linear expression.
public func * (lhs: Double, rhs: some ExpressionConvertible) -> Expression {
    rhs.expression.scaled(by: lhs)
}

/// A linear expression divided by a number.
public func / (lhs: some ExpressionConvertible, rhs: Double) -> Expression {
    lhs.expression.scaled(by: 1 / rhs)
}

/// An expression plus a number.
public func + (lhs: some ExpressionConvertible, rhs: Double) -> Expression {
    var e = lhs.expression
    e.constant += rhs
    return e
}

/// A number plus an expression.
public func + (lhs: Double, rhs: some ExpressionConvertible) -> Expression { rhs + lhs }

/// An expression minus a number.
public func - (lhs: some ExpressionConvertible, rhs: Double) -> Expression { lhs + -rhs }

/// A number minus an expression.
public func - (lhs: Double, rhs: some ExpressionConvertible) -> Expression { -rhs + lhs }
