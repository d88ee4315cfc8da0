// Installing constraints on views (activation and the legacy addConstraint API).

extension View {
    /// Installs a constraint on this view (legacy API; prefer `LayoutConstraint.activate(_:)`).
    ///
    /// As in UIKit, a constraint whose items are not this view or its descendants is logged with
    /// "The view hierarchy is not prepared for the constraint" and still installed.
    public func addConstraint(_ constraint: LayoutConstraint) {
        if let error = constraint.validationError {
            report(error)
            return
        }
        guard constraint.items != nil else {
            report(.noCommonAncestor(constraint.noCommonAncestorMessage))
            return
        }
        let inside = { (item: LayoutItem?) -> Bool in
            guard let item else { return true }
            return item.owningView?.isDescendant(of: self) ?? false
        }
        if !inside(constraint.firstItem) || !inside(constraint.secondItem) {
            let message =
                "[LayoutConstraints] The view hierarchy is not prepared for the constraint: \(constraint)\n"
                + "\tWhen added to a view, the constraint's items must be descendants of that view (or the view itself). "
                + "This will crash if the constraint needs to be resolved before the view hierarchy is assembled. "
                + "Break on -[UIView(UIConstraintBasedLayout) _viewHierarchyUnpreparedForConstraint:] to debug."
            report(message)
        }
        constraint.installedOn?.uninstall(constraint)
        install(constraint)
    }

    /// Installs several constraints (legacy API).
    public func addConstraints(_ constraints: [LayoutConstraint]) {
        for c in constraints { addConstraint(c) }
    }

    /// Removes a constraint installed on this view.
    public func removeConstraint(_ constraint: LayoutConstraint) {
        guard constraint.installedOn === self else { return }
        uninstall(constraint)
    }

    /// Removes several constraints installed on this view.
    public func removeConstraints(_ constraints: [LayoutConstraint]) {
        for c in constraints { removeConstraint(c) }
    }

    func install(_ constraint: LayoutConstraint) {
        constraint.slotIndex = constraintSlots.append(constraint)
        constraint.installedOn = self
        let first = constraint.first
        first.addReference(constraint, asFirst: true)
        if let second = constraint.second, second !== first { second.addReference(constraint, asFirst: false) }
        if let engine = engineIfAny {
            constraint.installSequence = engine.nextInstallSequence()
            engine.install(constraint)
        }
        setNeedsLayout()
    }

    func uninstall(_ constraint: LayoutConstraint) {
        constraintSlots.remove(constraint, at: constraint.slotIndex) { c, slot in c.slotIndex = slot }
        constraint.installedOn = nil
        constraint.firstItem?.removeReference(constraint, asFirst: true)
        constraint.secondItem?.removeReference(constraint, asFirst: false)
        constraint.engine?.uninstall(constraint)
        setNeedsLayout()
    }

    /// Every constraint installed in this view's hierarchy that touches an item matching `test`.
    func allInstalledConstraints(touching test: (LayoutItem) -> Bool) -> [LayoutConstraint] {
        var found: [LayoutConstraint] = []
        rootView.forEachInSubtree { v in
            found += v.constraints.filter { c in (c.firstItem.map(test) ?? false) || (c.secondItem.map(test) ?? false) }
        }
        return found
    }

    /// The constraints that affect this view's layout on an axis: those installed anywhere in the
    /// hierarchy whose items include this view, on that axis.
    public func constraintsAffectingLayout(for axis: LayoutAttribute.Axis) -> [LayoutConstraint] {
        LayoutConstraint.inInstallOrder(installedReferences.filter { $0.firstAttribute.axis == axis })
    }
}
