import Foundation

/// The process's resident memory, read from /proc on Linux (nil elsewhere).
enum ProcessMemory {
    /// The peak resident memory in bytes since the last ``resetPeak()`` (VmHWM).
    static func peak() -> Double? { statusField("VmHWM:") }

    /// The resident memory in bytes now (VmRSS).
    static func resident() -> Double? { statusField("VmRSS:") }

    /// Starts the peak over from what is resident now (Linux: 5 into /proc/self/clear_refs).
    static func resetPeak() {
        try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)
    }

    private static func statusField(_ name: String) -> Double? {
        guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
            let line = text.split(separator: "\n").first(where: { $0.hasPrefix(name) }),
            let kb = Double(line.dropFirst(name.count).trimmingCharacters(in: .whitespaces).split(separator: " ").first ?? "")
        else { return nil }
        return kb * 1024
    }
}
