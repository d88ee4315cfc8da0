// The terms of an expression or a constraint, kept inline when there are few.

/// The terms of an ``Expression`` or a ``Constraint``: up to three of one solver's variables
/// inline, more (or variables of several solvers) in an array of their own.
///
/// Most constraints have at most three terms (`a.leading == b.trailing + 8` is three, and so is
/// every constraint of the S1 grid), so building one with operators allocates nothing but the
/// constraint, and a constraint is one object instead of two: one to free when a view subtree
/// leaves, not two of which the second is rarely in the cache. The terms are stored as made:
/// repeated variables stay repeated (the solver merges them).
struct TermList: Sendable {
    /// The solver of the inline variables (any value when there are none).
    private var owner: UInt
    private var coefficients: InlineArray<3, Double>
    /// Every term, when they do not fit inline (more than three, or several owners).
    private var spilled: [Term]?
    private var indices: InlineArray<3, Int32>
    private var inlineCount: UInt8

    /// No terms.
    init() {
        owner = 0
        coefficients = .init(repeating: 0)
        indices = .init(repeating: 0)
        inlineCount = 0
        spilled = nil
    }

    /// Stores `terms` (copied; an array that spills is copied at its exact size).
    init(_ terms: [Term]) {
        self.init()
        if terms.count <= 3, terms.allSatisfy({ $0.variable.owner == terms[0].variable.owner }) {
            for t in terms { append(t) }
        } else {
            var exact: [Term] = []
            exact.reserveCapacity(terms.count)
            exact.append(contentsOf: terms)
            spilled = exact
        }
    }

    /// Adds a term at the end (inline while there is room and the variable is of the same solver).
    mutating func append(_ term: Term) {
        if spilled != nil {
            spilled!.append(term)
            return
        }
        if inlineCount == 0 { owner = term.variable.owner }
        if inlineCount < 3, term.variable.owner == owner {
            indices[Int(inlineCount)] = term.variable.index
            coefficients[Int(inlineCount)] = term.coefficient
            inlineCount += 1
            return
        }
        var all = terms
        all.append(term)
        self = TermList()
        spilled = all
    }

    /// These terms followed by `other`'s.
    func appending(_ other: TermList) -> TermList {
        var sum = self
        for i in 0..<other.count { sum.append(Term(other.variable(at: i), other.coefficient(at: i))) }
        return sum
    }

    /// Every coefficient times `factor`.
    func scaled(by factor: Double) -> TermList {
        var scaled = self
        if let spilled {
            scaled.spilled = spilled.map { Term($0.variable, $0.coefficient * factor) }
        } else {
            for i in 0..<Int(inlineCount) { scaled.coefficients[i] *= factor }
        }
        return scaled
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
