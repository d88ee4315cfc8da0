// The installed constraints that name an item: kept in install order, removed in O(1).

extension LayoutItem {
    /// The installed constraints that name this item, each once, in the order they were installed.
    var installedReferences: [LayoutConstraint] { referenceSlots.compactMap { $0 } }

    /// Notes that `constraint`, being installed, names this item as its first item (`asFirst`) or
    /// its second.
    func addReference(_ constraint: LayoutConstraint, asFirst: Bool) {
        let slot = Int32(referenceSlots.count)
        referenceSlots.append(constraint)
        if asFirst { constraint.firstReferenceSlot = slot } else { constraint.secondReferenceSlot = slot }
    }

    /// Forgets `constraint`, being uninstalled, as this item's first (`asFirst`) or second item.
    func removeReference(_ constraint: LayoutConstraint, asFirst: Bool) {
        let slot = Int(asFirst ? constraint.firstReferenceSlot : constraint.secondReferenceSlot)
        guard slot >= 0, slot < referenceSlots.count, referenceSlots[slot] === constraint else { return }
        referenceSlots[slot] = nil
        if asFirst { constraint.firstReferenceSlot = -1 } else { constraint.secondReferenceSlot = -1 }
        referenceHoles += 1
        // Holes are closed once they are the majority: amortised O(1), the order kept.
        if referenceHoles > 16, referenceHoles * 2 > referenceSlots.count { compactReferences() }
    }

    private func compactReferences() {
        referenceSlots = referenceSlots.filter { $0 != nil }
        referenceHoles = 0
        for (i, c) in referenceSlots.enumerated() {
            guard let c else { continue }
            // A constraint naming this item twice is here once, as its first item.
            if c.firstItem === self { c.firstReferenceSlot = Int32(i) } else { c.secondReferenceSlot = Int32(i) }
        }
    }
}
