import ArgumentParser
import Cassowary
import Foundation
import Layout
import LayoutWorkloads
import SolverWorkloads

/// `layoutsim bench`: the solver workloads of shared/bench/WORKLOADS.md, as medians over runs.
struct BenchCommand: MainActorCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Run the benchmark workloads (solver S1-S5, layout L1-L6, C1) and print medians.",
        discussion: """
            Build in release first (make bench, or swift build -c release). With no --workload, runs
            S1 at N = 100, 1000, 10000; S2 on grid(1000); S3 at N = 1000, 10000; S4 on grid(1000).
            S2's median_ms is the median over runs of the mean time per frame; S4's is the time of one
            remove + re-add (its in-place constant change is reported as constant_median_ms).
            Layout workloads L1-L6 report the first full layout as median_ms and the layout after
            one change as incremental_ms: the median of 21 changes for the constant changes of L1-L3
            and L6 (the first one, right after building, as first_incremental_ms), the one move of L4
            and the one removal of L5 (defaults: L1-L5 at N = 1000, L6 at N = 10000). --json adds
            peak_rss_mb (the process's peak resident memory during the workload's first run: later
            runs reuse memory the first freed) and, for L1-L6, constraints (in the solver as built)
            and bytes_per_constraint (peak memory over what was resident before, per constraint);
            with several workloads, each one's memory figures come from a run of it alone in a fresh
            process.
            A workload's sizes run in turns (one run of each, smallest first, then again), so that a
            change in the machine's load reaches them alike and the ratios between them hold.
            The cliffs: S5 adds N + 1 weak constraints on one variable (N = 5000, 10000, 20000); C1 lays
            out a row of N views with one unsatisfiable constraint and reports, beside it, the same row
            without it as baseline_ms (N = 250, 500, 1000, 2000).
            Without --json, the run ends with the engine's targets that its figures cover, each a ratio
            of two figures of this run (S1's growth from N = 1000 to 10000, L4's move and L5's removal
            against their builds, L6's first layout against S1 grid(10000), timed beside each of L6's
            runs and reported as s1_reference_ms, L6's edit against S4's in-place change), its limit,
            and whether it was met.
            """)

    enum Workload: String, ExpressibleByArgument, CaseIterable {
        case S1, S2, S3, S4, S5, L1, L2, L3, L4, L5, L6, C1, A1, R1, I1
    }

    @Flag(help: "Print JSON (one object with --workload, else an array).")
    var json = false

    @Option(
        help:
            "Run one workload: S1 ... S5, L1 ... L6, C1 (a conflict in a long row), A1 (one animation frame moving N views), R1 (frames drawn) or I1 (storyboards and xibs read and laid out)."
    )
    var workload: Workload?

    @Option(help: "I1: the folder of .storyboard and .xib files (default ../shared/ib/docs, else the project's fixtures).")
    var documents: String?

    @Option(help: "The grid or chain size (S2 and S4 use grid(N); default 1000).")
    var n: Int?

    @Option(
        help:
            "Runs per measurement; the median is reported. A workload's sizes run in turns, one run of each per round. Without it, 5 rounds, and more (up to 50) while they took under a second a size, so that workloads of a few milliseconds get a steadier median."
    )
    var runs: Int?

    func validate() throws {
        if let n, n < 1 { throw ValidationError("--n must be at least 1") }
        if let runs, runs < 1 { throw ValidationError("--runs must be at least 1") }
    }

    @MainActor
    func runOnMainActor() throws {
        #if DEBUG
            FileHandle.standardError.write(Data("warning: this is a debug build; build with -c release for real figures\n".utf8))
        #endif
        var plan: [(Workload, sizes: [Int])] = []
        for w in workload.map({ [$0] }) ?? Workload.allCases {
            if let n { plan.append((w, [n])); continue }
            switch w {
            case .S1: plan.append((w, [100, 1000, 10000]))
            case .S2, .S4: plan.append((w, [1000]))
            case .S3: plan.append((w, [1000, 10000]))
            case .S5: plan.append((w, [5000, 10000, 20000]))
            case .C1: plan.append((w, [250, 500, 1000, 2000]))
            case .L1, .L2, .L3, .L4, .L5: plan.append((w, [1000]))
            case .L6, .A1: plan.append((w, [10000]))
            case .R1: plan.append((w, [2000]))
            case .I1:
                // Every document of the folder; without one, a full run leaves I1 out.
                guard let folder = documents ?? DocumentWorkload.defaultFolder else {
                    if workload == .I1 { throw inputFailure("I1: no folder of documents; give one with --documents") }
                    continue
                }
                plan.append((w, [try DocumentWorkload.documents(in: folder, limit: nil).count]))
            }
        }
        var results: [BenchResult] = []
        for (w, sizes) in plan {
            for var result in try measure(w, sizes: sizes) {
                // Memory freed by one measurement is reused by the next without raising the peak, so
                // with several each one's memory is measured again in a process of its own.
                if json, plan.count > 1 || sizes.count > 1 { try remeasureMemory(&result, w, n: result.n) }
                results.append(result)
                if !json { print(result.tableLine) }
            }
        }
        if !json { for line in BenchTarget.table(for: results) { print(line) } }
        if json {
            let objects = results.map(\.json)
            print(workload != nil && results.count == 1 ? objects[0] : "[" + objects.joined(separator: ",\n ") + "]")
        }
    }

    /// Measures one workload at each of its sizes. The sizes run in turns (one run of each, then the
    /// next round), so that a change in the machine's load while they run (a small shared machine)
    /// reaches every size alike: the ratios between sizes, S1's growth among them, come from runs
    /// made side by side rather than seconds apart. Runs asked for are exact; by default there are
    /// at least 5 rounds, and more (up to 50) while the rounds have taken under a second a size.
    @MainActor
    private func measure(_ w: Workload, sizes: [Int]) throws -> [BenchResult] {
        var samples = sizes.map { _ in Samples() }
        ProcessMemory.resetPeak()
        let clock = ContinuousClock()
        let started = clock.now
        let least = runs ?? 5, most = runs ?? 50
        var round = 0
        while round < least || (round < most && clock.now - started < .seconds(sizes.count)) {
            for (k, n) in sizes.enumerated() {
                // Sizes run smallest first and free what they build, so the peak after a size's
                // first run is that size's own.
                if round == 0 { samples[k].residentBefore = ProcessMemory.resident() }
                try runOnce(w, n: n, into: &samples[k])
                if round == 0 { samples[k].peak = ProcessMemory.peak() }
            }
            round += 1
        }
        return zip(sizes, samples).map { n, s in s.result(w.rawValue, n: n, runs: round) }
    }

    /// One run of a workload at one size; its figures join `s`.
    @MainActor
    private func runOnce(_ w: Workload, n: Int, into s: inout Samples) throws {
        switch w {
        case .S1:
            s.medians.append(try timeGrid(n))
        case .S2:
            let grid = try SolverWorkloads.grid(n)
            var total = 0.0, maxFrame = 0.0, sink = 0.0
            for k in 0..<600 {
                let (ms, sum) = try time { try SolverWorkloads.animateFrame(grid, frame: k) }
                total += ms
                maxFrame = max(maxFrame, ms)
                sink += sum
            }
            guard sink.isFinite else { throw BenchError.wrongAnswer("S2 produced a non-finite value") }
            s.medians.append(total / 600)
            s.worst.append(maxFrame)
        case .S3:
            let (ms, chain) = try time { () throws -> (Solver, [Variable]) in
                let (solver, x) = try SolverWorkloads.chain(n)
                _ = solver.value(of: x[n])
                return (solver, x)
            }
            for (i, v) in chain.1.enumerated() where abs(chain.0.value(of: v) - Double(10 * i)) > 1e-6 * max(1, Double(10 * i)) {
                throw BenchError.wrongAnswer("S3: x_\(i) = \(chain.0.value(of: v)), expected \(10 * i)")
            }
            s.medians.append(ms)
        case .S5:
            let (ms, pile) = try time { () throws -> (Solver, Variable) in
                let (solver, x) = try SolverWorkloads.pile(n)
                _ = solver.value(of: x)
                return (solver, x)
            }
            let x = pile.0.value(of: pile.1)
            guard abs(x - Double(n) / 2) <= 1e-6 * Double(n) else {
                throw BenchError.wrongAnswer("S5: x = \(x), expected the median \(Double(n) / 2)")
            }
            s.medians.append(ms)
        case .C1:
            let (conflicted, built) = time { LayoutWorkloads.conflictRow(n, conflicting: true) }
            let (baseline, _) = time { LayoutWorkloads.conflictRow(n, conflicting: false) }
            let named = built.window.conflicts.first.map { $0.uikitLog.components(separatedBy: "<NSLayoutConstraint:").count - 1 }
            guard built.window.conflicts.count == 1, named == 2 * n + 3 else {
                throw BenchError.wrongAnswer(
                    "C1: \(built.window.conflicts.count) conflicts naming \(named ?? 0) constraints, expected 1 naming \(2 * n + 3)")
            }
            s.medians.append(conflicted)
            s.extras.append(baseline)
        case .S4:
            guard n > 500 else { throw ValidationError("S4 needs --n above 500 (it churns width_500)") }
            let grid = try SolverWorkloads.grid(n)
            let (churn, _) = try time { () throws -> Double in
                var sink = 0.0
                for _ in 0..<1000 { sink += try SolverWorkloads.churnRemoveAdd(grid) }
                return sink
            }
            let (constant, _) = try time { () throws -> Double in
                var sink = 0.0
                for _ in 0..<1000 {
                    sink += try SolverWorkloads.churnConstant(grid, spacing: 9)
                    sink += try SolverWorkloads.churnConstant(grid, spacing: 8)
                }
                return sink
            }
            try check(grid)
            s.medians.append(churn / 1000)
            s.extras.append(constant / 2000)
        case .R1:
            let (software, png, shown) = try renderFrames(rectangles: n)
            s.medians.append(software)
            s.extras.append(png)
            if let shown { s.windowMS.append(shown.ms); s.windowFPS.append(shown.fps) }
        case .A1:
            let (ms, worst) = try animationFrames(n)
            s.medians.append(ms)
            s.extras.append(worst)
        case .I1:
            let files = try DocumentWorkload.documents(in: documents ?? DocumentWorkload.defaultFolder ?? ".", limit: n)
            let (ms, read) = try time { try DocumentWorkload.run(files) }
            s.medians.append(ms)
            s.extras.append(read.readMS)
        case .L1, .L2, .L3, .L4, .L5, .L6:
            if w == .L6 {
                // S1 grid(N) side by side with each first layout (and freed before it, so that the
                // peak memory is L6's own): the target compares the two, and runs seconds apart on
                // a shared machine can differ by half.
                s.references.append(try timeGrid(n))
            }
            let (first, built) = time { () -> LayoutWorkloads.Built in
                switch w {
                case .L1: LayoutWorkloads.longRow(n)
                case .L2: LayoutWorkloads.deepHierarchy(n)
                case .L3: LayoutWorkloads.collection(n)
                case .L4: LayoutWorkloads.movingTree(n)
                case .L5: LayoutWorkloads.hierarchyRemoval(n)
                default: LayoutWorkloads.liveEdit(n)
                }
            }
            // Counted as built (L5's change removes nearly all of them).
            let counters = built.window.counters
            let builtConstraints = counters.solverAdds - counters.solverRemoves
            // A constant change can be made again: its cost is the median of 21 (the first,
            // right after building, pays for cold caches and is reported apart). Moving and
            // removing cells happen once.
            let repeatable = [Workload.L1, .L2, .L3, .L6].contains(w)
            var changes: [Double] = []
            for _ in 0..<(repeatable ? 21 : 1) {
                let (ms, _) = time {
                    built.change()
                    built.window.layoutIfNeeded()
                }
                changes.append(ms)
            }
            guard built.window.log.isEmpty else {
                throw BenchError.wrongAnswer("\(w) logged: \(built.window.log.prefix(2))")
            }
            s.medians.append(first)
            s.extras.append(median(changes))
            s.firstChanges.append(changes[0])
            s.constraints = builtConstraints
        }
    }

    /// Replaces the memory figures of `result` with those of the same workload run once in a fresh
    /// process (this executable, `bench --workload W --n N --runs 1 --json`).
    @MainActor
    private func remeasureMemory(_ result: inout BenchResult, _ w: Workload, n: Int) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/proc/self/exe")
        process.arguments = ["bench", "--workload", w.rawValue, "--n", String(n), "--runs", "1", "--json"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return }  // no /proc: keep the in-process figures
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0,
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        else {
            throw BenchError.wrongAnswer("\(w) n=\(n): the memory run in a fresh process failed (status \(process.terminationStatus))")
        }
        result.peakMB = object["peak_rss_mb"] as? Double
        result.bytesPerConstraint = object["bytes_per_constraint"] as? Double
    }

    /// One S1 run: grid(N) built, solved and every value read, checked; its time in ms. Reading
    /// every value is part of it, as kiwi's `updateVariables` is part of kiwi's S1: our values are
    /// computed when read.
    @MainActor
    private func timeGrid(_ n: Int) throws -> Double {
        let (ms, grid) = try time { () throws -> SolverWorkloads.Grid in
            let grid = try SolverWorkloads.grid(n)
            _ = SolverWorkloads.readAll(grid)
            return grid
        }
        try check(grid)
        return ms
    }

    @MainActor
    private func check(_ grid: SolverWorkloads.Grid) throws {
        let side = SolverWorkloads.expectedGridSide(grid.width.count)
        for i in grid.width.indices {
            let r = Double(i / grid.columns), c = Double(i % grid.columns)
            let got = [grid.width[i], grid.height[i], grid.left[i], grid.top[i]].map { grid.solver.value(of: $0) }
            let want = [side, side, c * (side + 8), r * (side + 8)]
            for (g, e) in zip(got, want) where abs(g - e) > 1e-6 * max(1, abs(e)) {
                throw BenchError.wrongAnswer("grid view \(i): got \(got), expected \(want)")
            }
        }
    }
}

enum BenchError: Error, CustomStringConvertible {
    case wrongAnswer(String)
    var description: String {
        switch self {
        case .wrongAnswer(let m): "the solver gave a wrong answer: \(m)"
        }
    }
}
