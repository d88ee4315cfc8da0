/// A variable of one ``Solver``: an unknown whose value the solver computes.
///
/// Variables are small values (an index and the identity of the solver that made them), so building
/// expressions costs no reference counting. Make them with ``Solver/makeVariable(_:)``.
///
/// ```swift
/// let solver = Solver()
/// let x = solver.makeVariable("x")
/// try solver.addConstraint(x >= 10)
/// solver.value(of: x)   // 10
/// ```
public struct Variable: Sendable, CustomStringConvertible {
    /// The variable's index inside its solver (0, 1, 2, ... in creation order).
    public let index: Int32
    /// The identity of the solver that made this variable.
    let owner: UInt

    init(index: Int32, owner: UInt) {
        self.index = index
        self.owner = owner
    }

    /// The variable made `n` after this one by the same solver (variables made one after another
    /// have consecutive indices).
    package func advanced(by n: Int32) -> Variable { Variable(index: index + n, owner: owner) }

    /// `v<index>`; the solver knows the name given at creation (see ``Solver/name(of:)``).
    public var description: String { "v\(index)" }
}

/// One term of a linear expression: a coefficient times a variable.
public struct Term: Sendable {
    /// The variable.
    public var variable: Variable
    /// The coefficient it is multiplied by.
    public var coefficient: Double

    /// Makes `coefficient * variable`.
    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}
