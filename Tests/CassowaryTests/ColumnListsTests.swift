@testable import Cassowary
import Testing

/// The tableau's column index (the rows that may name each symbol, in one pool of nodes) against
/// an array per symbol.
@Suite("ColumnLists: the solver's column index, one pool of nodes")
struct ColumnListsTests {
    /// The entries of `sym`'s list, in order.
    func entries(_ lists: ColumnLists, _ sym: Int32) -> [Int32] {
        var out: [Int32] = []
        _ = lists.allSatisfy(sym) { row in
            out.append(row)
            return true
        }
        return out
    }

    @Test("appends keep insertion order per symbol; filters keep order and drop what they reject; clears, one or many at once, empty lists")
    func agreesWithArrays() {
        var lists = ColumnLists()
        var reference: [[Int32]] = []
        var random = FlatMapTests.Sequence64(state: 0xC0FF_EE11)
        for step in 0..<30_000 {
            if reference.count < 50 || random.next() % 20 == 0 {
                lists.addSymbols(1)
                reference.append([])
            }
            let sym = Int32(random.next() % UInt64(reference.count))
            switch random.next() % 10 {
            case 0 where step % 2 == 0:
                lists.clear(sym)
                reference[Int(sym)] = []
            case 0:
                // Many at once (a block leaving), a symbol listed twice included.
                let other = Int32(random.next() % UInt64(reference.count))
                lists.clear([sym, other, sym])
                reference[Int(sym)] = []
                reference[Int(other)] = []
            case 1, 2:
                // Drop the rows divisible by a random small number (as stale entries are dropped).
                let k = Int32(random.next() % 4 + 2)
                var seen: [Int32] = []
                lists.filter(sym) { row in
                    seen.append(row)
                    return row % k != 0
                }
                #expect(seen == reference[Int(sym)], "step \(step): filter visits every entry once, in order")
                reference[Int(sym)].removeAll { $0 % k == 0 }
            default:
                let row = Int32(random.next() % 1_000)
                lists.append(row, to: sym)
                reference[Int(sym)].append(row)
            }
            #expect(entries(lists, sym) == reference[Int(sym)], "step \(step)")
        }
        for sym in reference.indices {
            #expect(entries(lists, Int32(sym)) == reference[sym], "symbol \(sym) at the end")
        }
    }

    @Test("allSatisfy stops at the first entry that fails, and a list of one entry visits it once")
    func allSatisfyStopsEarly() {
        var lists = ColumnLists()
        lists.addSymbols(1)
        lists.addSymbols(1)
        lists.append(7, to: 1)
        #expect(entries(lists, 1) == [7])
        #expect(entries(lists, 0) == [])
        for row: Int32 in [8, 9, 10] { lists.append(row, to: 1) }
        var visited: [Int32] = []
        let all = lists.allSatisfy(1) { row in
            visited.append(row)
            return row < 9
        }
        #expect(!all)
        #expect(visited == [7, 8, 9])
    }

    @Test("freed nodes are reused: clearing and refilling a list does not grow the pool")
    func freedNodesAreReused() {
        var lists = ColumnLists()
        lists.addSymbols(1)
        for row: Int32 in 0..<100 { lists.append(row, to: 0) }
        let pool = lists.nodeCount
        for round in 0..<10 {
            lists.clear(0)
            for row: Int32 in 0..<100 { lists.append(row + Int32(round), to: 0) }
            lists.filter(0) { $0 % 2 == 0 }
            for row: Int32 in 0..<50 { lists.append(row, to: 0) }
        }
        #expect(lists.nodeCount == pool)
    }
}
