@testable import Cassowary
import Testing

/// `Tableau.ascending`: the ids a block removal walks in table order, sorted when few, found by a
/// scan of their flags when many. Both ways must give the sorted list.
@Suite("Tableau.ascending: a block's ids in table order")
struct AscendingIdsTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let ids: [Int32]
        let count: Int
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "no ids", ids: [], count: 100),
        Case(name: "a few ids in a large table are sorted", ids: [90, 3, 57, 12], count: 1_000),
        Case(name: "many ids are found by the scan", ids: [7, 1, 5, 3, 0, 9], count: 10),
        Case(name: "every id of the table, reversed", ids: Array((0..<64).reversed()), count: 64),
        Case(name: "at the threshold (16 ids per table entry)", ids: [15, 2], count: 32),
        Case(name: "just below the threshold", ids: [15, 2], count: 33),
        Case(
            name: "a subtree's ids interleaved with the rest's", ids: (0..<500).map { Int32(($0 * 37) % 2_000) },
            count: 2_000),
    ]

    @Test("returns the ids sorted, whichever way it finds them", arguments: cases)
    func sortedEitherWay(_ c: Case) {
        let flagged = Set(c.ids.map(Int.init))
        let got = Tableau.ascending(c.ids, among: c.count) { flagged.contains($0) }
        #expect(got == c.ids.sorted())
    }
}
