import Foundation

// What `layoutsim bench` reports: one result per workload and size, as a table line or JSON.

struct BenchResult {
    let workload: String
    let n: Int
    let runs: Int
    let median: Double
    let extra: Double?
    let worst: Double?
    /// R1 in a window: median ms per frame and frames per second (nil without a display).
    var window: (ms: Double, fps: Double)? = nil
    /// L1-L3 and L6: the first change's time, right after building.
    var firstChange: Double? = nil
    /// L6: S1 grid(N) timed beside each first layout, the figure its target compares with.
    var reference: Double? = nil
    /// The process's peak resident memory during the workload, in MiB (nil where /proc is absent).
    var peakMB: Double? = nil
    /// L1-L6: the constraints in the solver, and the peak memory per constraint in bytes.
    var constraints: Int? = nil
    var bytesPerConstraint: Double? = nil

    var tableLine: String {
        var line = "\(pad(workload, 4)) n=\(pad(String(n), 7)) runs=\(pad(String(runs), 3)) median \(formatMS(median))"
        switch workload {
        case "S2": line += " per frame (worst frame \(formatMS(worst ?? 0)))"
        case "S4": line += " per remove+re-add; \(formatMS(extra ?? 0)) per in-place constant change"
        case "A1": line += " per animation frame moving N views (worst \(formatMS(extra ?? 0)))"
        case "I1": line += " to read and lay out N documents (\(formatMS(extra ?? 0)) of it reading)"
        case "R1":
            line += String(
                format: " per frame = %.0f fps software renderer; %@ per PNG frame = %.1f headless PNG fps", 1000 / median,
                formatMS(extra ?? 0), 1000 / (extra ?? 1))
            if let window {
                line += String(
                    format: "; window %@ per frame, %.1f fps%@", formatMS(window.ms), window.fps,
                    window.fps >= 59 ? " (holds 60)" : " (below 60)")
            } else {
                line += "; window not measured (no display)"
            }
        case "C1":
            line += String(format: " layout with the conflict; %@ without it (%.1fx)", formatMS(extra ?? 0), median / max(extra ?? 1, 1e-9))
        case _ where workload.hasPrefix("L"): line += " first layout; \(formatMS(extra ?? 0)) incremental layout after one change"
        default: line += " add + solve"
        }
        return line
    }

    var json: String {
        var s = "{\"workload\": \"\(workload)\", \"n\": \(n), \"runs\": \(runs), \"median_ms\": \(round6(median))"
        if let worst { s += ", \"max_frame_ms\": \(round6(worst))" }
        if let window { s += ", \"window_frame_ms\": \(round6(window.ms)), \"window_fps\": \(round6(window.fps))" }
        if let firstChange { s += ", \"first_incremental_ms\": \(round6(firstChange))" }
        if let reference { s += ", \"s1_reference_ms\": \(round6(reference))" }
        if let peakMB { s += ", \"peak_rss_mb\": \(round6(peakMB))" }
        if let constraints { s += ", \"constraints\": \(constraints)" }
        if let bytesPerConstraint { s += ", \"bytes_per_constraint\": \((bytesPerConstraint).rounded())" }
        if let extra {
            let key =
                workload.hasPrefix("L")
                ? "incremental_ms"
                : workload == "R1"
                    ? "png_frame_ms"
                    : workload == "A1"
                        ? "worst_frame_ms"
                        : workload == "I1"
                            ? "read_ms"
                            : workload == "C1" ? "baseline_ms" : "constant_median_ms"
            s += ", \"\(key)\": \(round6(extra))"
        }
        return s + "}"
    }
}

private func round6(_ v: Double) -> Double { (v * 1e6).rounded() / 1e6 }

private func pad(_ s: String, _ width: Int) -> String {
    s.count >= width ? s : s + String(repeating: " ", count: width - s.count)
}

private func formatMS(_ ms: Double) -> String {
    ms >= 1 ? String(format: "%.2f ms", ms) : String(format: "%.1f us", ms * 1000)
}

func median(_ values: [Double]) -> Double {
    let s = values.sorted()
    guard !s.isEmpty else { return 0 }
    return s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
}

/// Runs `body` once; returns its time in milliseconds and its result.
func time<T>(_ body: () throws -> T) rethrows -> (Double, T) {
    let clock = ContinuousClock()
    let start = clock.now
    let result = try body()
    let elapsed = clock.now - start
    let ms = Double(elapsed.components.seconds) * 1e3 + Double(elapsed.components.attoseconds) / 1e15
    return (ms, result)
}

/// What the runs of one workload at one size collected, and the result they make.
struct Samples {
    var medians: [Double] = [], extras: [Double] = [], worst: [Double] = [], firstChanges: [Double] = []
    /// L6: S1 grid(N) timed beside each first layout.
    var references: [Double] = []
    var windowMS: [Double] = [], windowFPS: [Double] = []
    /// L1-L6: the solver's constraints as built.
    var constraints: Int?
    /// The process's resident memory before the first run, and its peak after it, in bytes.
    var residentBefore: Double?
    var peak: Double?

    /// The medians of these runs as the result of `workload` at size `n` after `runs` runs.
    func result(_ workload: String, n: Int, runs: Int) -> BenchResult {
        BenchResult(
            workload: workload, n: n, runs: runs, median: median(medians),
            extra: extras.isEmpty ? nil : median(extras), worst: worst.max(),
            window: windowMS.isEmpty ? nil : (median(windowMS), median(windowFPS)),
            firstChange: firstChanges.isEmpty ? nil : median(firstChanges), reference: references.isEmpty ? nil : median(references),
            peakMB: peak.map { $0 / 1_048_576 },
            constraints: constraints,
            bytesPerConstraint: constraints.flatMap { c in peak.map { max($0 - (residentBefore ?? 0), 0) / Double(max(c, 1)) } })
    }
}
