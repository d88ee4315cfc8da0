import Foundation

/// The sample times given by `--times` (comma-separated seconds), or by `--fps` with `--seconds`;
/// nil when neither is given. Exits with status 2 and a message naming the flag on a bad value.
///
/// - Parameters:
///   - maxFPS: the largest `--fps` the command accepts.
///   - maxSeconds: the largest `--seconds` the command accepts.
func sampleTimes(times: String?, fps: Double?, seconds: Double?, maxFPS: Int, maxSeconds: Int) -> [Double]? {
    if let times {
        return times.split(separator: ",").map { part in
            guard let t = Double(part.trimmingCharacters(in: .whitespaces)), t.isFinite, t >= 0 else {
                fail("--times: expected non-negative numbers, got \"\(part)\"")
            }
            return t
        }
    }
    guard let fps, let seconds else { return nil }
    guard fps > 0, fps <= Double(maxFPS), seconds >= 0, seconds <= Double(maxSeconds) else {
        fail("--fps must be in (0, \(maxFPS)] and --seconds in [0, \(maxSeconds)]")
    }
    return (0...Int((fps * seconds).rounded(.down))).map { Double($0) / fps }
}
