import Testing

@testable import Cassowary

/// The solver's record table grows a chunk at a time: indices, slots reused from the free list and
/// writes in place behave as in an array, across chunk boundaries.
@Suite("Chunked arrays: an array that grows without copying")
struct ChunkedArrayTests {
    @Test("elements keep their indices across chunk boundaries", arguments: [0, 1, 1023, 1024, 1025, 3000])
    func indicesAcrossChunks(count: Int) {
        var a = ChunkedArray<Int>()
        for i in 0..<count { a.append(i * 3) }
        #expect(a.count == count)
        #expect(Array(a) == (0..<count).map { $0 * 3 })
        for i in stride(from: 0, to: count, by: 7) { a[i] += 1 }
        #expect(a.enumerated().allSatisfy { i, v in v == i * 3 + (i % 7 == 0 ? 1 : 0) })
    }

    @Test("place reuses the slot freed last, else appends")
    func placeReusesFreeSlots() {
        var a = ChunkedArray<String?>()
        var free: [Int32] = []
        for i in 0..<2050 { #expect(a.place("r\(i)", reusing: &free) == Int32(i)) }
        a[5] = nil
        a[2049] = nil
        free = [5, 2049]
        #expect(a.place("x", reusing: &free) == 2049)
        #expect(a.place("y", reusing: &free) == 5)
        #expect(a.place("z", reusing: &free) == 2050)
        #expect(a[5] == "y" && a[2049] == "x" && a[2050] == "z" && a.count == 2051)
        #expect(a.compactMap { $0 }.count == 2051)
    }
}
