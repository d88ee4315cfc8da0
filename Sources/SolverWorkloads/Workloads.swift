import Cassowary

/// The solver workloads of `shared/bench/WORKLOADS.md`, defined exactly, for `layoutsim bench` and tests.
public enum SolverWorkloads {
    /// The variables of S1 grid(N): per view `left, top, width, height`, and the container width `W`.
    public struct Grid {
        /// The solver holding the grid.
        public let solver: Solver
        /// `left_i` for each view.
        public let left: [Variable]
        /// `top_i` for each view.
        public let top: [Variable]
        /// `width_i` for each view.
        public let width: [Variable]
        /// `height_i` for each view.
        public let height: [Variable]
        /// The container width, an edit variable at strong strength.
        public let container: Variable
        /// Views per row: ceil(sqrt(N)).
        public let columns: Int
        /// `width_500 == width_0` (S4 removes and re-adds it), when N > 500.
        public let churnConstraint: Constraint?
        /// `left_1 == left_0 + width_0 + 8` (S4 changes its constant), when N > 1.
        public let spacingConstraint: Constraint?
    }

    /// S1 grid(N): builds the grid, adds the edit variable W at strong strength and suggests 1000.
    ///
    /// - Parameter n: the number of views (at least 1).
    /// - Throws: any solver error (none for a correct solver).
    public static func grid(_ n: Int) throws(SolverError) -> Grid {
        let solver = Solver()
        let columns = Int((Double(n).squareRoot()).rounded(.up))
        var left: [Variable] = [], top: [Variable] = [], width: [Variable] = [], height: [Variable] = []
        left.reserveCapacity(n); top.reserveCapacity(n); width.reserveCapacity(n); height.reserveCapacity(n)
        var churn: Constraint?, spacing: Constraint?
        for i in 0..<n {
            left.append(solver.makeVariable("left_\(i)"))
            top.append(solver.makeVariable("top_\(i)"))
            width.append(solver.makeVariable("width_\(i)"))
            height.append(solver.makeVariable("height_\(i)"))
            let r = i / columns, c = i % columns
            if i > 0 {
                let same = width[i] == width[0]
                if i == 500 { churn = same }
                try solver.addConstraint(same)
            }
            try solver.addConstraint(height[i] == width[i])
            if c == 0 {
                try solver.addConstraint(left[i] == 0)
            } else {
                let next = left[i] == left[i - 1] + width[i - 1] + 8
                if i == 1 { spacing = next }
                try solver.addConstraint(next)
            }
            if r == 0 {
                try solver.addConstraint(top[i] == 0)
            } else {
                try solver.addConstraint(top[i] == top[i - columns] + height[i - columns] + 8)
            }
        }
        let container = solver.makeVariable("W")
        let last = min(columns, n) - 1
        try solver.addConstraint(container == left[last] + width[last])
        try solver.addEditVariable(container, strength: Strength.strong)
        try solver.suggestValue(1000, for: container)
        return Grid(
            solver: solver, left: left, top: top, width: width, height: height, container: container,
            columns: columns, churnConstraint: churn, spacingConstraint: spacing)
    }

    /// The expected square size of grid(N) in a 1000-wide container: (1000 - 8 (R - 1)) / R.
    public static func expectedGridSide(_ n: Int) -> Double {
        let r = Double(Int((Double(n).squareRoot()).rounded(.up)))
        return (1000 - 8 * (r - 1)) / r
    }

    /// S2 frame k of 600: suggests W = 1000 + 300 sin(2 pi k / 600) and reads every variable.
    ///
    /// - Returns: the sum of all values read (so the reads cannot be optimised away).
    public static func animateFrame(_ grid: Grid, frame k: Int) throws(SolverError) -> Double {
        try grid.solver.suggestValue(1000 + 300 * sine(2 * Double.pi * Double(k) / 600), for: grid.container)
        return readAll(grid)
    }

    /// Reads every variable of a grid (what kiwi's `updateVariables` computes).
    ///
    /// - Returns: the sum of the values (so the reads cannot be optimised away).
    public static func readAll(_ grid: Grid) -> Double {
        var sum = grid.solver.value(of: grid.container)
        for i in grid.left.indices {
            sum +=
                grid.solver.value(of: grid.left[i]) + grid.solver.value(of: grid.top[i])
                + grid.solver.value(of: grid.width[i]) + grid.solver.value(of: grid.height[i])
        }
        return sum
    }

    /// S3 chain(N): `x_0 == 0`; for each i, `x_(i+1) >= x_i + 1` (required), `x_(i+1) == x_i + 10` (weak).
    ///
    /// - Returns: the solver and `x_0 ... x_N`.
    public static func chain(_ n: Int) throws(SolverError) -> (Solver, [Variable]) {
        let solver = Solver()
        var x = [solver.makeVariable("x_0")]
        x.reserveCapacity(n + 1)
        try solver.addConstraint(x[0] == 0)
        for i in 0..<n {
            x.append(solver.makeVariable("x_\(i + 1)"))
            try solver.addConstraint(x[i + 1] >= x[i] + 1)
            try solver.addConstraint((x[i + 1] == x[i] + 10) | Strength.weak)
        }
        return (solver, x)
    }

    /// S4 churn, first half: removes and re-adds `width_500 == width_0`, reading `width_500` after each.
    public static func churnRemoveAdd(_ grid: Grid) throws(SolverError) -> Double {
        guard let c = grid.churnConstraint else { return 0 }
        try grid.solver.removeConstraint(c)
        try grid.solver.addConstraint(c)
        return grid.solver.value(of: grid.width[500])
    }

    /// S4 churn, second half: sets the spacing of `left_1 == left_0 + width_0 + 8` to `spacing`, in place.
    public static func churnConstant(_ grid: Grid, spacing: Double) throws(SolverError) -> Double {
        guard let c = grid.spacingConstraint else { return 0 }
        // The expression is left_1 - left_0 - width_0 - spacing.
        try grid.solver.setConstant(-spacing, of: c)
        return grid.solver.value(of: grid.left[1])
    }

    /// S5 pile(N): N + 1 weak soft constraints on one variable, `x == i` for i = 0 ... N, added in
    /// that order (the optimum, the median, moves with every second add). Check: x == N / 2.
    ///
    /// - Returns: the solver and `x`.
    public static func pile(_ n: Int) throws(SolverError) -> (Solver, Variable) {
        let solver = Solver()
        let x = solver.makeVariable("x")
        for i in 0...n { try solver.addConstraint((x == Double(i)) | Strength.weak) }
        return (solver, x)
    }

    /// sin(x) without Foundation (Taylor series after range reduction; accurate to ~1e-12).
    static func sine(_ x: Double) -> Double {
        var t = x.truncatingRemainder(dividingBy: 2 * Double.pi)
        if t > Double.pi { t -= 2 * Double.pi } else if t < -Double.pi { t += 2 * Double.pi }
        var term = t, sum = t
        for k in 1...12 {
            term *= -t * t / Double((2 * k) * (2 * k + 1))
            sum += term
        }
        return sum
    }
}
