// Storage with a free list: rows, soft groups, members and records reuse the slots freed.

/// Indexed storage that grows at the end: an `Array`, or a ``ChunkedArray`` where copying on growth
/// costs too much. Its slots are reused through a free list of indices (``place(_:reusing:)``).
protocol SlotStorage<Element> {
    associatedtype Element
    /// The number of slots.
    var count: Int { get }
    /// The element in slot `i`.
    subscript(i: Int) -> Element { get set }
    /// Adds a slot at the end.
    mutating func append(_ element: Element)
}

extension SlotStorage {
    /// Puts `element` in the slot freed last, or at the end; returns its index.
    mutating func place(_ element: Element, reusing free: inout [Int32]) -> Int32 {
        if let slot = free.popLast() {
            self[Int(slot)] = element
            return slot
        }
        append(element)
        return Int32(count - 1)
    }
}

extension Array: SlotStorage {}
extension ChunkedArray: SlotStorage {}
