import Cassowary

/// A linear system small enough to solve by brute force: the independent reference the solver's
/// property tests compare against. It shares no code with the solver.
///
/// The objective of a soft constraint is its violation: `|a·x + c|` for `==`, `max(0, a·x + c)` for
/// `<=`, `max(0, -(a·x + c))` for `>=`. Those are piecewise linear with breaks on the constraint's
/// hyperplane, so (as every variable is boxed by required bounds) a unique lexicographic optimum is
/// a vertex of the arrangement of all the constraints' hyperplanes: a point where `n` independent
/// hyperplanes meet. The reference enumerates every such point, keeps those that satisfy the required
/// constraints, and compares their cost vectors.
struct ReferenceSystem {
    /// One constraint `sum(coefficients[i] * x_i) + constant OP 0` at a strength.
    struct Row {
        var coefficients: [Double]
        var constant: Double
        var relation: Relation
        var strength: Double
    }

    /// How soft constraints are weighed, as in the solver's modes.
    let mode: SolverMode
    let variableCount: Int
    var rows: [Row] = []

    init(mode: SolverMode, variableCount: Int) {
        self.mode = mode
        self.variableCount = variableCount
    }

    /// What the reference concluded about the system.
    enum Answer {
        /// The required constraints cannot all hold.
        case infeasible
        /// The optimal cost vector, and the optimum itself when it is unique (nil when several points,
        /// or points within rounding of a tie, share it: any of them is a right answer).
        case optimum(costs: [Double], unique: [Double]?)
    }

    var isRequired: (Row) -> Bool {
        let threshold = mode.requiredThreshold
        return { $0.strength >= threshold }
    }

    /// The violation of a row at `x` (0 when it holds).
    func violation(_ row: Row, at x: [Double]) -> Double {
        var v = row.constant
        for (a, xi) in zip(row.coefficients, x) { v += a * xi }
        switch row.relation {
        case .equal: return abs(v)
        case .lessThanOrEqual: return max(0, v)
        case .greaterThanOrEqual: return max(0, -v)
        }
    }

    /// The cost vector at `x`: one entry per priority level, highest first (lexicographic), or the
    /// weighted sum of violations divided by the smallest soft strength (weighted, so that systems
    /// of tiny strengths compare at their own scale).
    func costs(at x: [Double]) -> [Double] {
        Objective(self).costs(at: x, in: self)
    }

    /// Whether `x` satisfies every required constraint (within rounding).
    func isFeasible(_ x: [Double]) -> Bool {
        rows.allSatisfy { row in !isRequired(row) || violation(row, at: x) <= 1e-7 * max(1, abs(row.constant)) }
    }

    /// The soft rows grouped by level, worked out once per solve.
    private struct Objective {
        /// Per level (highest first), the soft rows and their weights.
        var levels: [[(row: Int, weight: Double)]] = []

        init(_ system: ReferenceSystem) {
            let soft = system.rows.indices.filter { !system.isRequired(system.rows[$0]) }
            switch system.mode {
            case .weighted:
                let unit = soft.map { system.rows[$0].strength }.min() ?? 1
                levels = [soft.map { ($0, system.rows[$0].strength / unit) }]
            case .lexicographic:
                for level in Set(soft.map { system.rows[$0].strength }).sorted(by: >) {
                    levels.append(soft.filter { system.rows[$0].strength == level }.map { ($0, 1) })
                }
            }
        }

        func costs(at x: [Double], in system: ReferenceSystem) -> [Double] {
            levels.map { level in level.reduce(0) { $0 + $1.weight * system.violation(system.rows[$1.row], at: x) } }
        }
    }

    /// Enumerates the vertices and returns the optimum.
    func solve() -> Answer {
        let objective = Objective(self)
        var candidates: [(point: [Double], costs: [Double])] = []
        forEachCombination(of: rows.count, choose: variableCount) { subset in
            guard let x = intersection(of: subset), isFeasible(x) else { return }
            candidates.append((x, objective.costs(at: x, in: self)))
        }
        guard var best = candidates.first else { return .infeasible }
        for c in candidates.dropFirst() where ReferenceSystem.compare(c.costs, best.costs) < 0 { best = c }
        // Every vertex whose costs tie the best (or come within rounding of it) must be the same point.
        for c in candidates where ReferenceSystem.compare(c.costs, best.costs, tolerance: 1e-6) == 0 {
            let distance = zip(c.point, best.point).map { abs($0 - $1) }.max() ?? 0
            if distance > 1e-6 * max(1, best.point.map(abs).max() ?? 0) { return .optimum(costs: best.costs, unique: nil) }
        }
        return .optimum(costs: best.costs, unique: best.point)
    }

    /// Whether required constraints can all hold (each variable boxed at +-1e4, so that a feasible
    /// system has a vertex to find).
    static func canHold(_ rows: [Row], variableCount n: Int) -> Bool {
        var r = ReferenceSystem(mode: .weighted, variableCount: n)
        r.rows = rows.map {
            var row = $0; row.strength = Strength.required; return row
        }
        for k in 0..<n {
            var a = [Double](repeating: 0, count: n)
            a[k] = 1
            r.rows.append(.init(coefficients: a, constant: 1e4, relation: .greaterThanOrEqual, strength: Strength.required))
            r.rows.append(.init(coefficients: a, constant: -1e4, relation: .lessThanOrEqual, strength: Strength.required))
        }
        if case .infeasible = r.solve() { return false }
        return true
    }

    /// Lexicographic comparison with a relative tolerance: -1, 0 or 1.
    static func compare(_ a: [Double], _ b: [Double], tolerance: Double = 1e-9) -> Int {
        for (x, y) in zip(a, b) {
            if abs(x - y) <= tolerance * max(1, abs(x), abs(y)) { continue }
            return x < y ? -1 : 1
        }
        return 0
    }

    /// The point where the hyperplanes of `subset` meet, if they are independent (Gaussian
    /// elimination with partial pivoting on an n x (n + 1) matrix stored flat).
    private func intersection(of subset: [Int]) -> [Double]? {
        let n = variableCount, width = n + 1
        var m = [Double](repeating: 0, count: n * width)
        for (r, i) in subset.enumerated() {
            for c in 0..<n { m[r * width + c] = rows[i].coefficients[c] }
            m[r * width + n] = -rows[i].constant
        }
        for col in 0..<n {
            var pivot = col
            for r in col..<n where abs(m[r * width + col]) > abs(m[pivot * width + col]) { pivot = r }
            guard abs(m[pivot * width + col]) > 1e-9 else { return nil }
            if pivot != col {
                for k in 0..<width { m.swapAt(col * width + k, pivot * width + k) }
            }
            for r in 0..<n where r != col {
                let f = m[r * width + col] / m[col * width + col]
                if f == 0 { continue }
                for k in col..<width { m[r * width + k] -= f * m[col * width + k] }
            }
        }
        return (0..<n).map { m[$0 * width + n] / m[$0 * width + $0] }
    }

    /// Calls `body` with every `k`-subset of `0..<count`, in lexicographic order.
    private func forEachCombination(of count: Int, choose k: Int, _ body: ([Int]) -> Void) {
        guard k <= count else { return }
        var subset = Array(0..<k)
        while true {
            body(subset)
            var i = k - 1
            while i >= 0, subset[i] == count - k + i { i -= 1 }
            if i < 0 { return }
            subset[i] += 1
            for j in (i + 1)..<k { subset[j] = subset[j - 1] + 1 }
        }
    }
}
