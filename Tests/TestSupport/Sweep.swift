import Foundation

/// How large the generated sweeps (VFL fuzz, bad-input reliability) run: a sample that fits the
/// suite's time by default, every case when `LAYOUTSIM_SWEEP=full` (CI may ask).
nonisolated public enum Sweep {
    /// Whether `LAYOUTSIM_SWEEP=full` asks for every case.
    public static var isFull: Bool { ProcessInfo.processInfo.environment["LAYOUTSIM_SWEEP"] == "full" }

    /// `full` when the full sweep is asked for, else `sample`.
    public static func count(sample: Int, full: Int) -> Int { isFull ? full : sample }
}
