// Objects kept in the order they were added, removed in amortised O(1) by the slot they know.

/// Objects in the order they were added, each of which knows its slot: removing one leaves a hole,
/// and the holes are closed (the order kept) once they are the majority, so a removal costs
/// amortised O(1) and no hashing. A view's installed constraints and the constraints that name an
/// item are kept this way.
struct SlotList<Element: AnyObject> {
    /// The elements with holes where some were removed.
    private(set) var slots: [Element?] = []
    private var holes = 0

    /// The elements, in the order they were added.
    var elements: [Element] { slots.compactMap { $0 } }

    /// Appends `element`; returns its slot.
    mutating func append(_ element: Element) -> Int32 {
        // Room for four at first: most lists (a view's constraints, an item's references) reach
        // that, and growing through one and two reallocates twice.
        if slots.isEmpty { slots.reserveCapacity(4) }
        slots.append(element)
        return Int32(slots.count - 1)
    }

    /// Removes `element` if it sits at `slot`; when that closes the holes, `moved` is told every
    /// element's new slot. Returns whether it was there.
    @discardableResult
    mutating func remove(_ element: Element, at slot: Int32, moved: (Element, Int32) -> Void) -> Bool {
        let i = Int(slot)
        guard i >= 0, i < slots.count, slots[i] === element else { return false }
        slots[i] = nil
        holes += 1
        if holes > 16, holes * 2 > slots.count {
            slots = slots.filter { $0 != nil }
            holes = 0
            for (j, e) in slots.enumerated() { moved(e!, Int32(j)) }
        }
        return true
    }
}
