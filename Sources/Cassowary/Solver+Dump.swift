// A tableau dump a person can read.

extension Solver {
    /// A readable dump of the solver's state.
    ///
    /// How to read it:
    /// - Symbols: variables by name (or `v<index>`); `s12` a slack (>= 0), `e12` an error (>= 0,
    ///   weighted in the objective), `d12` a dummy (always 0); the number is the symbol id.
    /// - `Objective` lists each level (one in weighted mode; one per priority, highest first, in
    ///   lexicographic mode) as `constant + coefficient * symbol ...`; at the optimum every
    ///   coefficient's first nonzero level is positive. Dummies have no terms there: they are
    ///   always 0, and their costs are worked out from the rows when a removal needs them.
    /// - `Definitions` are `variable [stamp] = constant + terms`: the value of a basic variable. Terms
    ///   may name other basic symbols of lower stamp; parametric symbols are 0 in the solution.
    /// - `Restricted rows` are `symbol = constant + terms` over parametric symbols only; the constant
    ///   is the symbol's value and must be >= 0 (0 for a dummy).
    /// - `Compounds` (when there are any) are `c12 = 0 + terms` over dummies: a compound stands for
    ///   that fixed combination, named once where rows would name its many dummies (it is 0 too).
    /// - `Values` gives every variable's current value.
    ///
    /// ```
    /// Solver (weighted): 7 symbols, 2 definitions, 1 restricted row, 1 pivot
    /// Objective:
    ///   [0] 0 + 1 * e5 + 1 * e6
    /// Definitions:
    ///   x0 [1] = 0 + 1 * d2
    ///   x1 [2] = 1 + 1 * x0 + 1 * s3
    /// Restricted rows:
    ///   s3 = 9 + 1 * e5 - 1 * e6
    /// Values:
    ///   x0 = 0, x1 = 10
    /// ```
    public func dump() -> String {
        settleQuietly()
        let e = engine
        func symbolName(_ s: Int32) -> String {
            switch e.kinds[Int(s)] {
            case .external: return name(of: Variable(index: s, owner: 0))
            case .slack: return "s\(s)"
            case .error: return "e\(s)"
            case .dummy: return e.isCompound(s) ? "c\(s)" : "d\(s)"
            }
        }
        func terms(_ constant: Double, _ cells: [(Int32, Double)]) -> String {
            var out = formatNumber(constant)
            for (s, c) in cells {
                out += c < 0 ? " - " : " + "
                out += "\(formatNumber(abs(c))) * \(symbolName(s))"
            }
            return out
        }
        let live = e.rows.filter { $0.basic >= 0 }
        let definitions = live.filter(\.isDefinition).sorted { $0.stamp < $1.stamp }
        let restricted = live.filter { !$0.isDefinition }.sorted { $0.basic < $1.basic }
        let plural = { (n: Int, word: String) in "\(n) \(word)\(n == 1 ? "" : "s")" }
        var lines = [
            "Solver (\(mode == .weighted ? "weighted" : "lexicographic")): \(plural(e.kinds.count, "symbol")), "
                + "\(plural(definitions.count, "definition")), \(plural(restricted.count, "restricted row")), "
                + "\(plural(e.pivotCount, "pivot"))",
            "Objective:",
        ]
        for (i, level) in e.objective.enumerated() {
            let cells = level.coefs.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
            lines.append("  [\(formatNumber(level.level))] \(terms(e.objectiveValue(level: i), cells))")
        }
        lines.append("Definitions:")
        for row in definitions {
            lines.append("  \(symbolName(row.basic)) [\(row.stamp)] = \(terms(row.constant, row.cells.map { ($0.sym, $0.coef) }))")
        }
        lines.append("Restricted rows:")
        for row in restricted {
            lines.append("  \(symbolName(row.basic)) = \(terms(row.constant, row.cells.map { ($0.sym, $0.coef) }))")
        }
        let compounds = e.compounds.sorted { $0.key < $1.key }
        if !compounds.isEmpty {
            lines.append("Compounds:")
            for (c, members) in compounds {
                lines.append("  \(symbolName(c)) = \(terms(0, members.map { ($0.sym, $0.coef) }))")
            }
        }
        let values = e.kinds.indices.filter { e.kinds[$0] == .external }.map { s -> String in
            let v = Variable(index: Int32(s), owner: 0)
            return "\(name(of: v)) = \(formatNumber(engine.value(of: Int32(s))))"
        }
        lines.append("Values:")
        lines.append("  " + values.joined(separator: ", "))
        return lines.joined(separator: "\n")
    }
}
