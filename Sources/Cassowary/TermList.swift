// A constraint's terms, kept in the constraint object itself.

/// The terms of a ``Constraint``: up to three of one solver's variables inline, more (or variables
/// of several solvers) in an array of their own.
///
/// Most constraints have at most three terms (`a.leading == b.trailing + 8` is three, and so is
/// every constraint of the S1 grid), so a constraint is one allocation instead of two: one object
/// to free when a view subtree leaves, not two of which the second is rarely in the cache. The
/// terms are stored as made: repeated variables stay repeated (the solver merges them).
struct TermList: Sendable {
    /// The solver of the inline variables (any value when there are none).
    private var owner: UInt
    private var coefficients: InlineArray<3, Double>
    /// Every term, when they do not fit inline (more than three, or several owners).
    private var spilled: [Term]?
    private var indices: InlineArray<3, Int32>
    private var inlineCount: UInt8

    /// Stores `terms` (copied; an array that spills is copied at its exact size).
    init(_ terms: [Term]) {
        owner = terms.first?.variable.owner ?? 0
        coefficients = .init(repeating: 0)
        indices = .init(repeating: 0)
        inlineCount = 0
        spilled = nil
        if terms.count <= 3, terms.allSatisfy({ $0.variable.owner == owner }) {
            for t in terms {
                indices[Int(inlineCount)] = t.variable.index
                coefficients[Int(inlineCount)] = t.coefficient
                inlineCount += 1
            }
        } else {
            var exact: [Term] = []
            exact.reserveCapacity(terms.count)
            exact.append(contentsOf: terms)
            spilled = exact
        }
    }

    /// The number of terms.
    @inline(__always) var count: Int { spilled?.count ?? Int(inlineCount) }

    /// The index of the variable of term `i`.
    @inline(__always) func index(at i: Int) -> Int32 {
        if let spilled { return spilled[i].variable.index }
        return indices[i]
    }

    /// The coefficient of term `i`.
    @inline(__always) func coefficient(at i: Int) -> Double {
        if let spilled { return spilled[i].coefficient }
        return coefficients[i]
    }

    /// The variable of term `i`.
    func variable(at i: Int) -> Variable {
        if let spilled { return spilled[i].variable }
        return Variable(index: indices[i], owner: owner)
    }

    /// The variable of the first term that is not the solver's with this owner token.
    func firstForeign(to token: UInt) -> Variable? {
        if let spilled { return spilled.first { $0.variable.owner != token }?.variable }
        return inlineCount == 0 || owner == token ? nil : variable(at: 0)
    }

    /// Whether every coefficient is a finite number.
    var coefficientsAreFinite: Bool {
        (0..<count).allSatisfy { coefficient(at: $0).isFinite }
    }

    /// Whether a coefficient has at least this magnitude.
    func reaches(_ magnitude: Double) -> Bool {
        (0..<count).contains { abs(coefficient(at: $0)) >= magnitude }
    }

    /// The terms as an array, in the order they were made.
    var terms: [Term] {
        if let spilled { return spilled }
        return (0..<Int(inlineCount)).map { Term(Variable(index: indices[$0], owner: owner), coefficients[$0]) }
    }
}
