import Testing

@testable import Cassowary

/// The short lists of soft groups (keys, members at the anchor) stay inline up to their capacity and
/// behave as arrays past it.
@Suite("Small arrays: inline, then spilled")
struct SmallArrayTests {
    @Test("appending past the inline capacity keeps every element in order", arguments: [0, 1, 2, 3, 9])
    func appendKeepsOrder(count: Int) {
        var list = SmallArray<2, Int>(filler: -1)
        for i in 0..<count { list.append(i * 10) }
        #expect(Array(list) == (0..<count).map { $0 * 10 })
        #expect(list.count == count)
    }

    @Test("removeAll(where:) keeps the rest in order, inline or spilled")
    func removeAllKeepsOrder() {
        var list = SmallArray<2, Int>([1, 2, 3, 4, 5], filler: 0)
        list.removeAll { $0 % 2 == 0 }
        #expect(Array(list) == [1, 3, 5])
        list.removeAll { $0 > 1 }
        #expect(Array(list) == [1])
        list.append(7)
        list.append(8)
        #expect(Array(list) == [1, 7, 8])
    }

    @Test("equality compares elements, whichever way they are stored")
    func equality() {
        let inline = SmallArray<4, UInt64>([1, 2], filler: 0)
        let spilled = SmallArray<4, UInt64>([1, 2, 3, 4, 5], filler: 0)
        var shrunk = spilled
        shrunk.removeAll { $0 > 2 }
        #expect(inline == shrunk)
        #expect(inline != spilled)
        #expect(SmallArray<4, UInt64>([1, 2, 3, 4, 5], filler: 9) == spilled)
    }

    @Test("group keys of three terms (spilled words) find their group and only it")
    func longKeys() {
        let three = [Cell(sym: 1, coef: 1), Cell(sym: 4, coef: -1), Cell(sym: 9, coef: 0.5)]
        #expect(SoftGroupKey(three) == SoftGroupKey(three))
        var other = three
        other[2].coef = -0.5
        #expect(SoftGroupKey(three) != SoftGroupKey(other))
        #expect(SoftGroupKey(Array(three.prefix(2))) != SoftGroupKey(three))
    }
}
