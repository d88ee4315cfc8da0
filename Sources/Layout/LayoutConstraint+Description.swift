// How a constraint prints: UIKit's description with addresses, and the equation form.

extension LayoutConstraint {
    /// UIKit's description, with addresses as UIKit prints them:
    /// `<NSLayoutConstraint:0x6000003000050 'myWidth' UIView:0x7f9625000210.width == 100   (active)>`
    /// (a named view prints its accessibility identifier). Addresses are those of the constraint's
    /// hierarchy, the same in its logs. A constraint whose items are gone prints ``equationDescription``.
    public var description: String {
        guard firstItem != nil, secondAttribute == .notAnAttribute || secondItem != nil else { return equationDescription }
        let book = engine?.describer.addresses ?? firstItem?.owningView?.rootView.addressBook ?? AddressBook()
        return UIKitDescriber(addresses: book).uikitDescription(ConstraintDescriptor(self), active: isActive)
    }

    /// The equation form without addresses: `'id' logo.leading == root.leading + 8 @750`.
    public var equationDescription: String {
        var s = identifier.map { "'\($0)' " } ?? ""
        s += "\(LayoutConstraint.name(firstItem)).\(firstAttribute) \(relation)"
        if secondAttribute != .notAnAttribute {
            s += " "
            if multiplier != 1 { s += "\(short(multiplier))*" }
            s += "\(LayoutConstraint.name(secondItem)).\(secondAttribute)"
            if constant != 0 { s += constant < 0 ? " - \(short(-constant))" : " + \(short(constant))" }
        } else {
            s += " \(short(constant))"
        }
        if !priority.isRequired { s += " @\(priority)" }
        return s
    }

    /// An item's name in descriptions; `(deallocated)` once it is gone.
    private static func name(_ item: LayoutItem?) -> String { item?.layoutName ?? "(deallocated)" }
}
