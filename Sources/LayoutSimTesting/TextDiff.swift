/// A line diff for text snapshots: the lines that differ, with a few around them.
enum TextDiff {
    /// `-` lines of the golden and `+` lines of the snapshot between their common first and last lines,
    /// with up to two unchanged lines of context on each side.
    static func lines(expected: String, actual: String) -> String {
        let a = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let b = actual.split(separator: "\n", omittingEmptySubsequences: false)
        var start = 0
        while start < a.count, start < b.count, a[start] == b[start] { start += 1 }
        var endA = a.count, endB = b.count
        while endA > start, endB > start, a[endA - 1] == b[endB - 1] {
            endA -= 1
            endB -= 1
        }
        var out: [String] = ["@@ line \(start + 1) @@"]
        out += a[max(start - 2, 0)..<start].map { "  \($0)" }
        out += a[start..<endA].map { "- \($0)" }
        out += b[start..<endB].map { "+ \($0)" }
        out += a[endA..<min(endA + 2, a.count)].map { "  \($0)" }
        return out.joined(separator: "\n")
    }
}
