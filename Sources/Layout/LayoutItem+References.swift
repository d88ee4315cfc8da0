// The installed constraints that name an item: kept in install order, removed in O(1).

extension LayoutItem {
    /// The installed constraints that name this item, each once, in the order they were installed.
    var installedReferences: [LayoutConstraint] { references.elements }

    /// Notes that `constraint`, being installed, names this item as its first item (`asFirst`) or
    /// its second.
    func addReference(_ constraint: LayoutConstraint, asFirst: Bool) {
        let slot = references.append(constraint)
        if asFirst { constraint.firstReferenceSlot = slot } else { constraint.secondReferenceSlot = slot }
    }

    /// Forgets the constraints listed here that are no longer installed: those of a deallocated
    /// view (see `View.outliveSuperview`).
    func forgetUninstalledReferences() {
        for case let c? in references.slots where c.installedOn == nil {
            if c.first === self { removeReference(c, asFirst: true) }
            if c.second === self, c.first !== self { removeReference(c, asFirst: false) }
        }
    }

    /// Forgets `constraint`, being uninstalled, as this item's first (`asFirst`) or second item.
    func removeReference(_ constraint: LayoutConstraint, asFirst: Bool) {
        let slot = asFirst ? constraint.firstReferenceSlot : constraint.secondReferenceSlot
        guard
            references.remove(
                constraint, at: slot,
                moved: { c, slot in
                    // A constraint naming this item twice is here once, as its first item.
                    if c.firstItem === self { c.firstReferenceSlot = slot } else { c.secondReferenceSlot = slot }
                })
        else { return }
        if asFirst { constraint.firstReferenceSlot = -1 } else { constraint.secondReferenceSlot = -1 }
    }
}
