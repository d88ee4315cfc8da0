import Cassowary
import Testing

/// A constraint keeps up to three terms of one solver inline and spills the rest into an array:
/// either way it gives back its expression as made and solves the same.
@Suite("Constraint terms, inline or spilled")
struct ConstraintTermsTests {
    /// Term counts on both sides of the inline capacity (three).
    @Test("the expression comes back as made, repeated variables and zero coefficients included", arguments: [0, 1, 2, 3, 4, 7])
    func expressionRoundTrips(termCount: Int) throws {
        let s = Solver()
        let vars = (0..<max(termCount, 1)).map { s.makeVariable("v\($0)") }
        // The last term repeats the first variable (the solver merges them, the constraint keeps both).
        var terms = (0..<termCount).map { Term(vars[$0 % vars.count], Double($0) - 1.5) }
        if termCount >= 2 { terms[termCount - 1] = Term(vars[0], 0) }
        let c = Constraint(Expression(terms, constant: -4.25), .lessThanOrEqual, strength: 7, label: "made")
        let back = c.expression
        #expect(back.constant == -4.25)
        #expect(back.terms.map(\.variable.index) == terms.map(\.variable.index))
        #expect(back.terms.map(\.coefficient) == terms.map(\.coefficient))
        #expect(c.relation == .lessThanOrEqual && c.strength == 7 && c.label == "made")
        let weaker = c.withStrength(3)
        #expect(weaker.expression.terms.map(\.coefficient) == terms.map(\.coefficient) && weaker.strength == 3)
    }

    @Test("operators keep the terms in the order written, past the inline capacity and across solvers")
    func operatorsKeepOrder() {
        let s = Solver(), other = Solver()
        let x = s.makeVariable("x"), y = s.makeVariable("y"), z = s.makeVariable("z"), w = s.makeVariable("w")
        let stranger = other.makeVariable("stranger")
        func shape(_ e: Expression) -> [String] { e.terms.map { "\($0.coefficient)*\($0.variable.index)" } }
        #expect(shape(2 * x + y) == ["2.0*0", "1.0*1"])
        #expect(shape(2 * x + y - 3 * z + w / 2) == ["2.0*0", "1.0*1", "-3.0*2", "0.5*3"])
        #expect(shape(-(x + y + z + w)) == ["-1.0*0", "-1.0*1", "-1.0*2", "-1.0*3"])
        #expect((x + y - 4 + 1).constant == -3)
        let mixed = x + stranger + y
        #expect(mixed.terms.map(\.variable.index) == [x.index, stranger.index, y.index])
        var edited = x + y
        edited.terms.append(Term(z, 5))
        edited.terms.append(Term(w, 6))
        #expect(shape(edited) == ["1.0*0", "1.0*1", "5.0*2", "6.0*3"])
    }

    @Test("constraints of three and of five terms solve alike, and leave the same way")
    func inlineAndSpilledSolveAlike() throws {
        let s = Solver()
        let a = s.makeVariable("a"), b = s.makeVariable("b"), c = s.makeVariable("c"), d = s.makeVariable("d")
        try s.addConstraint(a == 10)
        try s.addConstraint(b == 20)
        let three = a + b - c == 0  // inline: c = 30
        let five = a + b + c - d - a == 0  // spilled, `a` twice: d = b + c = 50
        try s.addConstraint(three)
        try s.addConstraint(five)
        #expect(s.value(of: c) == 30 && s.value(of: d) == 50)
        #expect(five.description == "v0 + v1 + v2 - v3 - v0 == 0 | 1001001000")
        #expect(three.description == "v0 + v1 - v2 == 0 | 1001001000")
        try s.removeConstraints([three, five])
        #expect(!s.hasConstraint(three) && !s.hasConstraint(five))
        try s.addConstraint(c == 1)
        #expect(s.value(of: c) == 1)
    }

    @Test("a variable of another solver is named whether the terms are inline or spilled", arguments: [2, 5])
    func foreignVariableNamed(termCount: Int) throws {
        let s = Solver(), other = Solver()
        let mine = (0..<termCount - 1).map { s.makeVariable("m\($0)") }
        let stranger = other.makeVariable("stranger")
        let terms = mine.map { Term($0) } + [Term(stranger, 2)]
        let c = Constraint(Expression(terms, constant: 1), .equal)
        #expect {
            try s.addConstraint(c)
        } throws: { error in
            guard case .foreignVariable(let v) = error as? SolverError else { return false }
            return v.index == stranger.index
        }
        #expect(!s.hasConstraint(c))
    }

    @Test("a NaN or infinite coefficient is caught in either form", arguments: [1, 4])
    func nonFiniteCoefficients(termCount: Int) throws {
        let s = Solver()
        let vars = (0..<termCount).map { s.makeVariable("v\($0)") }
        var terms = vars.map { Term($0) }
        terms[termCount - 1].coefficient = .nan
        #expect(throws: SolverError.self) { try s.addConstraint(Constraint(Expression(terms), .equal)) }
        terms[termCount - 1].coefficient = .infinity
        #expect(throws: SolverError.self) { try s.addConstraint(Constraint(Expression(terms), .equal)) }
        terms[termCount - 1].coefficient = 1
        try s.addConstraint(Constraint(Expression(terms, constant: -2), .equal))
    }
}
