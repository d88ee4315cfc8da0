import Testing

@testable import Cassowary

/// The tableau's tables indexed by symbol grow a chunk at a time without moving what they hold,
/// and are values: a copy of the tableau (kept to undo an operation) does not see later writes.
@Suite("Symbol tables: indexed like an array, grown without copying, copied on write")
struct SymbolTableTests {
    @Test("entries keep their values across chunk boundaries", arguments: [1, 4095, 4096, 4097, 10_000])
    func entriesAcrossChunks(count: Int) {
        var t = SymbolTable<Int32>()
        t.grow(by: count, filling: -1)
        #expect(t.count == count)
        for i in stride(from: 0, to: count, by: 3) { t[i] = Int32(i) }
        t.grow(by: 5000, filling: 7)
        #expect(t.count == count + 5000)
        #expect((0..<count).allSatisfy { t[$0] == ($0 % 3 == 0 ? Int32($0) : -1) })
        #expect((count..<count + 5000).allSatisfy { t[$0] == 7 })
    }

    @Test("a copy keeps its values when the original changes, and the other way round")
    func copyOnWrite() {
        var a = SymbolTable<Double>()
        a.grow(by: 9000, filling: .nan)
        a[8999] = 1
        var b = a
        b[8999] = 2
        b[0] = 3
        a[4096] = 4
        #expect(a[8999] == 1 && a[0].isNaN && a[4096] == 4)
        #expect(b[8999] == 2 && b[0] == 3 && b[4096].isNaN)
        b.grow(by: 10, filling: 5)
        #expect(a.count == 9000 && b.count == 9010 && b[9009] == 5)
    }

    @Test("set writes every listed entry, a symbol listed twice included")
    func setMany() {
        var t = SymbolTable<Bool>()
        t.grow(by: 5000, filling: false)
        let copy = t
        t.set([3, 4100, 3, 4999], to: true)
        #expect((0..<5000).filter { t[$0] } == [3, 4100, 4999])
        #expect((0..<5000).allSatisfy { !copy[$0] })
    }
}
