// A table indexed by symbol that grows a chunk at a time, never copying what it holds.

/// A table indexed by symbol, grown at the end by whole chunks of 4,096 entries, each an
/// allocation of its own: growing moves nothing. A value type (copy on write), as an array is.
///
/// As Swift arrays, the tableau's tables indexed by symbol doubled their buffers as they grew,
/// copying everything into fresh memory page by page: on S1 at N = 10,000 (80,000 symbols) that was
/// a large part of what made the grid cost more than ten times N = 1,000 per constraint. A chunk (32 KB of
/// doubles) is small enough for the allocator to hand the next solver the same memory again. Made
/// chunked (with the scratch tables grown only when used, `Tableau.ensureScratch`), S1 at N = 10,000
/// takes half the page faults (1,400 a run to 680) and 31 % fewer simulated 1 MB-cache read misses,
/// in slightly fewer instructions. Reading an entry costs one more load than an array (the chunk's
/// address), so the hottest tables (`rowOf`, the rows) stay arrays.
struct SymbolTable<Element: BitwiseCopyable> {
    /// Entries per chunk, a power of two.
    private static var shift: Int { 12 }
    private static var chunkSize: Int { 1 << shift }

    /// The chunks, through a directory of their addresses (grown by doubling: 8 bytes a chunk).
    private final class Storage {
        var directory: UnsafeMutablePointer<UnsafeMutablePointer<Element>>
        var directoryCapacity = 4
        var chunkCount = 0

        init() { directory = .allocate(capacity: directoryCapacity) }

        deinit {
            for k in 0..<chunkCount { directory[k].deallocate() }
            directory.deallocate()
        }

        /// Adds an uninitialised chunk.
        func addChunk() {
            if chunkCount == directoryCapacity {
                let grown = UnsafeMutablePointer<UnsafeMutablePointer<Element>>.allocate(capacity: 2 * directoryCapacity)
                grown.initialize(from: directory, count: chunkCount)
                directory.deallocate()
                directory = grown
                directoryCapacity *= 2
            }
            directory[chunkCount] = .allocate(capacity: SymbolTable.chunkSize)
            chunkCount += 1
        }

        /// A copy of the first `count` entries, in chunks of its own.
        func copy(count: Int) -> Storage {
            let copy = Storage()
            for k in 0..<chunkCount {
                copy.addChunk()
                let filled = min(SymbolTable.chunkSize, count - k * SymbolTable.chunkSize)
                if filled > 0 { copy.directory[k].initialize(from: directory[k], count: filled) }
            }
            return copy
        }
    }

    private var storage = Storage()
    /// The number of entries.
    private(set) var count = 0

    /// An empty table.
    init() {}

    /// The entry at `i` (`0 ..< count`; outside it traps, as an array does).
    @inline(__always) subscript(i: Int) -> Element {
        get {
            precondition(UInt(bitPattern: i) < UInt(bitPattern: count), "symbol table index out of range")
            return storage.directory[i &>> Self.shift][i & (Self.chunkSize - 1)]
        }
        _modify {
            precondition(UInt(bitPattern: i) < UInt(bitPattern: count), "symbol table index out of range")
            makeUnique()
            yield &storage.directory[i &>> Self.shift][i & (Self.chunkSize - 1)]
        }
    }

    /// Copies the chunks first if another table shares them (copy on write).
    @inline(__always) private mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy(count: count) }
    }

    /// Adds `n` entries holding `value` at the end.
    mutating func grow(by n: Int, filling value: Element) {
        makeUnique()
        var left = n
        while left > 0 {
            let offset = count & (Self.chunkSize - 1)
            if offset == 0 { storage.addChunk() }
            let step = min(Self.chunkSize - offset, left)
            (storage.directory[count &>> Self.shift] + offset).initialize(repeating: value, count: step)
            count += step
            left -= step
        }
    }

    /// Sets the entries at `indices` to `value` (one uniqueness check for all of them).
    mutating func set(_ indices: [Int32], to value: Element) {
        makeUnique()
        let directory = storage.directory
        for i in indices {
            precondition(i >= 0 && Int(i) < count, "symbol table index out of range")
            directory[Int(i) &>> Self.shift][Int(i) & (Self.chunkSize - 1)] = value
        }
    }
}
