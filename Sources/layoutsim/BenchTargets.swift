import Foundation

// The engine's performance targets, as ratios of figures measured in the same run of `bench`.

/// One target: a ratio of two figures of one run, and the most it may be.
struct BenchTarget {
    /// What is compared, as the table prints it.
    let name: String
    /// The ratio may not exceed this.
    let limit: Double
    /// The ratio from this run's results, or nil when a figure it needs was not measured.
    let ratio: ([BenchResult]) -> Double?

    /// The targets the layout engine's second edition set (every figure from the same run, so the
    /// machine's drift cancels out).
    static let all: [BenchTarget] = [
        BenchTarget(name: "S1 growth, grid(10000) / grid(1000)", limit: 11) { r in
            ratio(r.first("S1", 10000)?.median, r.first("S1", 1000)?.median)
        },
        BenchTarget(name: "L4 moving 100 cells / building L4", limit: 0.03) { r in
            ratio(r.first("L4")?.extra, r.first("L4")?.median)
        },
        BenchTarget(name: "L5 removing every cell / building L5", limit: 0.5) { r in
            ratio(r.first("L5")?.extra, r.first("L5")?.median)
        },
        BenchTarget(name: "L6 first layout / S1 grid(10000)", limit: 25) { r in
            // S1 as timed beside L6's own runs where it was (L6 at N = 10,000), else S1's result.
            let l6 = r.first("L6")
            let besideL6 = l6?.n == 10000 ? l6?.reference : nil
            return ratio(l6?.median, besideL6 ?? r.first("S1", 10000)?.median)
        },
        BenchTarget(name: "L6 one constant change / S4 in-place change", limit: 50) { r in
            ratio(r.first("L6")?.extra, r.first("S4")?.extra)
        },
    ]

    /// The table printed after a run's results: one line per target whose figures were measured.
    static func table(for results: [BenchResult]) -> [String] {
        let lines = all.compactMap { target -> String? in
            guard let value = target.ratio(results) else { return nil }
            let verdict = value <= target.limit ? "met" : "missed"
            return "  \(target.name.padding(toLength: 46, withPad: " ", startingAt: 0)) "
                + String(format: "%8.3f  (at most %g)  %@", value, target.limit, verdict)
        }
        return lines.isEmpty ? [] : ["Targets, as ratios of figures from this run:"] + lines
    }

    private static func ratio(_ a: Double?, _ b: Double?) -> Double? {
        guard let a, let b, b > 0 else { return nil }
        return a / b
    }
}

extension [BenchResult] {
    /// The first result of `workload` (at size `n`, if given).
    fileprivate func first(_ workload: String, _ n: Int? = nil) -> BenchResult? {
        first { $0.workload == workload && (n == nil || $0.n == n) }
    }
}
