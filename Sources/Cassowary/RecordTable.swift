/// The records of the installed constraints, found by the constraint's identity.
///
/// A dictionary of whole records costs its values' size at every empty bucket and twice that while
/// it grows (17 MB of a 78 MB layout of 52,000 constraints). Here the records sit in a dense array
/// with a free list, grown a chunk at a time (``ChunkedArray``: no copy of the records as it
/// grows), and a ``FlatMap`` maps identities to 4-byte slots. The API is the dictionary's.
struct RecordTable {
    private var slots = ChunkedArray<Solver.Record?>()
    private var slotOf = FlatMap<Int, Int32>(filler: -1, keysAreAddresses: true)
    private var free: [Int32] = []

    /// The number of records.
    var count: Int { slotOf.count }

    /// The record of a constraint; setting nil removes it.
    subscript(key: ObjectIdentifier) -> Solver.Record? {
        get { slotOf[Int(bitPattern: key)].flatMap { slots[Int($0)] } }
        set {
            let bits = Int(bitPattern: key)
            if let slot = slotOf[bits] {
                slots[Int(slot)] = newValue
                if newValue == nil {
                    slotOf[bits] = nil
                    free.append(slot)
                }
            } else if let newValue {
                slotOf[bits] = slots.place(newValue, reusing: &free)
            }
        }
    }

    /// Removes a constraint's record and returns it, moved out of its slot (not copied: a copy
    /// would retain the constraint, a cold object when a whole subtree leaves, only to release it).
    mutating func removeValue(forKey key: ObjectIdentifier) -> Solver.Record? {
        guard let slot = detachSlot(forKey: key) else { return nil }
        free.append(slot)
        return slots[Int(slot)].take()
    }

    /// Unlists a constraint's record but leaves it in its slot, and returns the slot (nil when the
    /// constraint has no record). ``Solver/removeConstraints(_:)`` reads the records of a whole
    /// subtree in place this way, then frees their slots (``freeSlot(_:)``) or, when the removal is
    /// refused, lists them again (``reattach(_:forKey:)``): no copy of thousands of records is made.
    /// Until then the record still counts in ``values``.
    mutating func detachSlot(forKey key: ObjectIdentifier) -> Int32? {
        slotOf.removeValue(forKey: Int(bitPattern: key))
    }

    /// The tag of the record in a slot (detached or not).
    func tag(atSlot slot: Int32) -> Tag { slots[Int(slot)]!.tag }

    /// Lists a detached slot's record under its constraint again.
    mutating func reattach(_ slot: Int32, forKey key: ObjectIdentifier) {
        slotOf[Int(bitPattern: key)] = slot
    }

    /// Frees a detached slot: its record (and so its hold on the constraint) goes.
    mutating func freeSlot(_ slot: Int32) {
        slots[Int(slot)] = nil
        free.append(slot)
    }

    /// Every record, in no particular order.
    var values: [Solver.Record] { slots.compactMap { $0 } }
}
