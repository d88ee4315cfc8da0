@testable import Cassowary
import Testing

/// `Tableau.ascending`: distinct ids (a block's symbols and rows, a move's changed values) in
/// increasing order, sorted when few, read off a bitset over their range when many. Both ways must
/// give the sorted list.
@Suite("Tableau.ascending: distinct ids in increasing order")
struct AscendingIdsTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let ids: [Int32]
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "no ids", ids: []),
        Case(name: "a few ids are sorted", ids: [90, 3, 57, 12]),
        Case(name: "sixteen ids, the most that are sorted", ids: (0..<16).map { Int32(($0 * 7) % 16) }),
        Case(name: "seventeen ids go through the bitset", ids: (0..<17).map { Int32(100 - $0 * 3) }),
        Case(name: "every id of a range, reversed", ids: Array((0..<64).reversed())),
        Case(name: "ids on both sides of a 64-bit word boundary", ids: (0..<40).map { Int32(60 + ($0 * 11) % 40) }),
        Case(
            name: "a subtree's ids interleaved with the rest's", ids: (0..<500).map { Int32(($0 * 37) % 2_000) }),
        Case(
            name: "a move's few changed values spread over many symbols",
            ids: (0..<300).map { Int32(1_000 + ($0 * 7_919) % 60_000) }),
    ]

    @Test("returns the ids sorted, whichever way it orders them", arguments: cases)
    func sortedEitherWay(_ c: Case) {
        #expect(Set(c.ids).count == c.ids.count, "the cases must list each id once")
        #expect(Tableau.ascending(c.ids) == c.ids.sorted())
    }
}
