import ArgumentParser
import Foundation
import Layout

/// The sample times given by `--times` (comma-separated seconds), or by `--fps` with `--seconds`;
/// nil when neither is given.
///
/// - Throws: `ValidationError` naming the flag on a bad value (commands call this from `validate()`).
///
/// - Parameters:
///   - maxFPS: the largest `--fps` the command accepts.
///   - maxSeconds: the largest `--seconds` the command accepts.
nonisolated func sampleTimes(times: String?, fps: Double?, seconds: Double?, maxFPS: Int, maxSeconds: Int) throws -> [Double]? {
    if let times {
        let list = try times.split(separator: ",", omittingEmptySubsequences: false).map { part in
            guard let t = Double(part.trimmingCharacters(in: .whitespaces)), t.isFinite, t >= 0, t <= Limits.time else {
                throw ValidationError("--times: expected seconds in 0...\(Int(Limits.time)), got \"\(part)\"")
            }
            return t
        }
        guard !list.isEmpty else { throw ValidationError("--times: expected at least one time, e.g. --times 0,0.25,0.5") }
        return list
    }
    guard let fps, let seconds else { return nil }
    guard fps > 0, fps <= Double(maxFPS), seconds >= 0, seconds <= Double(maxSeconds) else {
        throw ValidationError("--fps must be in (0, \(maxFPS)] and --seconds in [0, \(maxSeconds)]")
    }
    return (0...Int(saturating: (fps * seconds).rounded(.down))).map { Double($0) / fps }
}
