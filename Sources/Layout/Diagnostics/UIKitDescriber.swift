// UIKit's way of printing items and constraints, for logs, explanations and traces.

/// Deterministic fake addresses, so logs and dumps are the same on every run. Objects are held
/// weakly (the book must not keep a hierarchy alive); an object that reuses a dead one's memory gets
/// a new number.
@MainActor
final class AddressBook {
    private struct Entry {
        let object: WeakReference<AnyObject>
        let number: Int
    }
    private var entries: [ObjectIdentifier: Entry] = [:]
    private var count = 0

    func address(of object: AnyObject, view: Bool) -> String {
        let value = (view ? 0x7f96_2500_0000 : 0x6000_0030_0000) + number(of: object) * (view ? 0x210 : 0x50)
        return "0x" + String(value, radix: 16)
    }

    /// The address of an item's anchor for an attribute (UIKit makes anchor objects; here each
    /// item and attribute has its own fixed address).
    func anchorAddress(of item: AnyObject, _ attribute: LayoutAttribute) -> String {
        let index = LayoutAttribute.allCases.firstIndex(of: attribute) ?? 0
        return "0x" + String(0x6000_00a0_0000 + number(of: item) * 0x400 + index * 0x20, radix: 16)
    }

    private func number(of object: AnyObject) -> Int {
        let key = ObjectIdentifier(object)
        if let known = entries[key], known.object.object === object { return known.number }
        count += 1
        entries[key] = Entry(object: WeakReference(object), number: count)
        return count
    }
}

/// How UIKit prints items and constraints in its logs: deterministic addresses, item names,
/// descriptions in VFL or equation form. One per engine, so addresses are stable within a hierarchy.
@MainActor
final class UIKitDescriber {
    /// The addresses printed for views, guides and constraints: the hierarchy's own book.
    let addresses: AddressBook

    /// A describer printing the addresses of `addresses` (a root view's ``View/addressBook``).
    init(addresses: AddressBook) {
        self.addresses = addresses
    }

    /// An item as UIKit prints it: its accessibility identifier, or `Class:0xADDR` (labels add
    /// `'text'`, guides their identifier).
    func itemText(_ item: LayoutItem) -> String {
        if let view = item as? View {
            if let name = view.accessibilityIdentifier { return name }
            var s = "\(view.className):\(addresses.address(of: view, view: true))"
            if let label = view as? Label, let text = label.text, !text.isEmpty {
                s += "'" + (text.count > 25 ? String(text.prefix(25)) + "..." : text) + "'"
            }
            return s
        }
        let guide = item as? LayoutGuide
        return "\(guide?.className ?? "UILayoutGuide"):\(addresses.address(of: item, view: true))'\(guide?.identifier ?? "")'"
    }

    private func addressedName(_ item: LayoutItem) -> String {
        "\(itemText(item)):\(addresses.address(of: item, view: true))"
    }

    /// `<NSLayoutConstraint:0x… 'id' BODY   (active, names: … )>` (a translated mask's prefix comes
    /// before the identifier: `h=-&- v=-&- 'UIView-Encapsulated-Layout-Left' …`).
    func uikitDescription(_ d: ConstraintDescriptor, active: Bool = true) -> String {
        var s = "<\(d.className):\(addresses.address(of: d.object, view: false))"
        if let prefix = d.prefix { s += " \(prefix)" }
        if let id = d.identifier { s += " '\(id)'" }
        let (body, superview) = descriptionBody(d)
        s += " " + body
        if let extra = d.extra { s += " \(extra)" }
        var names: [String] = []
        for item in [d.first, d.second].compactMap({ $0 }) where item !== superview {
            if let v = item as? View, v.accessibilityIdentifier != nil { names.append(addressedName(v)) }
        }
        if let superview {
            names.append(
                "'|':\(itemText(superview))"
                    + (superview is View && (superview as! View).accessibilityIdentifier != nil
                        ? ":\(addresses.address(of: superview, view: true))" : ""))
        }
        s += "   (\(active ? "active" : "inactive")" + (names.isEmpty ? "" : ", names: " + names.joined(separator: ", ") + " ") + ")>"
        return s
    }

    /// The body of a description (VFL form where UIKit uses it, else equation form) and the
    /// superview a VFL body names as `|`.
    func descriptionBody(_ d: ConstraintDescriptor) -> (body: String, superview: LayoutItem?) {
        vflBody(d) ?? (equationBody(d), nil)
    }

    private func gap(_ d: ConstraintDescriptor) -> String {
        var g = d.relation == .equal ? "" : d.relation.description
        g += d.standardSpacing ? "NSSpace(\(short(d.constant)))" : short(d.constant)
        if !LayoutPriority(d.priority).isRequired { g += "@\(short(Double(d.priority)))" }
        return "(\(g))"
    }

    /// The VFL form for spacing constraints (UIKit prints those in VFL), with the superview it names.
    private func vflBody(_ d: ConstraintDescriptor) -> (String, LayoutItem?)? {
        guard let second = d.second, d.multiplier == 1, d.extra == nil, d.prefix == nil else { return nil }
        let horizontal: [(String, String, String)] = [("leading", "trailing", ""), ("left", "right", "(LTR)")]
        let vertical: [(String, String, String)] = [("top", "bottom", "")]
        for (axis, pairs) in [("H", horizontal), ("V", vertical)] {
            for (lead, trail, suffix) in pairs {
                let container = { (item: LayoutItem) -> LayoutItem? in
                    (item as? View)?.superview ?? (item is LayoutGuide ? item.owningView : nil)
                }
                if d.firstAttribute == lead, d.secondAttribute == trail, container(d.first) === container(second) {
                    return ("\(axis):[\(itemText(second))]-\(gap(d))-[\(itemText(d.first))]\(suffix)", nil)
                }
                if d.firstAttribute == lead, d.secondAttribute == lead, let sup = container(d.first), sup === second {
                    return ("\(axis):|-\(gap(d))-[\(itemText(d.first))]\(suffix)", sup)
                }
                if d.firstAttribute == trail, d.secondAttribute == trail, let sup = container(second), sup === d.first {
                    return ("\(axis):[\(itemText(second))]-\(gap(d))-|\(suffix)", sup)
                }
            }
        }
        return nil
    }

    /// `A.attr REL [M*]B.attr [+ C | - C]`, `A.attr REL C`, or `… NSSpace(0)` for standard spacing.
    private func equationBody(_ d: ConstraintDescriptor) -> String {
        var s = "\(itemText(d.first)).\(d.firstAttribute) \(d.relation)"
        if let second = d.second {
            s += " " + (d.multiplier == 1 ? "" : "\(short(d.multiplier))*") + "\(itemText(second)).\(d.secondAttribute)"
            if d.standardSpacing {
                s += " NSSpace(\(short(d.constant)))"
            } else if d.constant != 0 {
                s += d.constant < 0 ? " - \(short(-d.constant))" : " + \(short(d.constant))"
            }
        } else {
            s += " \(short(d.constant))"
        }
        if !LayoutPriority(d.priority).isRequired { s += " @\(short(Double(d.priority)))" }
        return s
    }
}
