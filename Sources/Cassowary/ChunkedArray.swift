// An array that grows a chunk at a time, never copying what it holds.

/// A growable array stored in chunks of 1,024 elements: appending past the end adds a chunk and
/// moves nothing.
///
/// A Swift array that outgrows its buffer copies every element into one twice as large. For the
/// solver's records (56 bytes each, 40,000 of them in S1 at N = 10,000) that is a copy of 2 MB into
/// fresh memory, page by page, each time the table doubles: 5 % of S1's time at that size, where
/// at N = 1,000 the table fits in the cache and the heap. Chunks cost one more index step per access.
struct ChunkedArray<Element>: RandomAccessCollection, MutableCollection {
    private static var shift: Int { 10 }
    private static var chunkSize: Int { 1 << shift }
    private var chunks: [[Element]] = []
    /// The number of elements.
    private(set) var count = 0

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    /// The element at `i` (`0 ..< count`).
    subscript(i: Int) -> Element {
        get { chunks[i >> Self.shift][i & (Self.chunkSize - 1)] }
        _modify { yield &chunks[i >> Self.shift][i & (Self.chunkSize - 1)] }
    }

    /// Adds `element` at the end.
    mutating func append(_ element: Element) {
        if count & (Self.chunkSize - 1) == 0 {
            var chunk: [Element] = []
            chunk.reserveCapacity(Self.chunkSize)
            chunks.append(chunk)
        }
        chunks[count >> Self.shift].append(element)
        count += 1
    }
}
