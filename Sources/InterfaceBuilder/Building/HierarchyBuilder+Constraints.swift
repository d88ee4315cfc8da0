import Layout

// Interface Builder's constraints and a controller's top and bottom layout guides.
extension HierarchyBuilder {
    /// Adds a controller's `topLayoutGuide` and `bottomLayoutGuide` to its root view: guides from
    /// the root's top to the safe area's top and from the safe area's bottom to the root's bottom,
    /// as UIKit has made them since iOS 11.
    func addControllerLayoutGuides(_ elements: [IBElement], to root: View) throws(InterfaceBuilderError) {
        for e in elements where e.name == "viewControllerLayoutGuide" {
            guard let id = e.id else { continue }
            let guide = LayoutGuide()
            guide.identifier = e["type"] == "bottom" ? "_UILayoutGuide-bottom" : "_UILayoutGuide-top"
            root.addLayoutGuide(guide)
            let safe = root.safeAreaLayoutGuide
            let edges: [(LayoutAttribute, LayoutItem, LayoutAttribute)] =
                e["type"] == "bottom"
                ? [(.top, safe, .bottom), (.bottom, root, .bottom)] : [(.top, root, .top), (.bottom, safe, .top)]
            do {
                for (a, other, b) in edges + [(.leading, root, .leading), (.width, root, .width)] {
                    let c = try LayoutConstraint(
                        item: guide, attribute: a, relatedBy: .equal, toItem: other, attribute: b, multiplier: 1, constant: 0)
                    c.identifier = "_UILayoutSupportConstraint"
                    try c.activate()
                }
            } catch {
                throw InterfaceBuilderError("cannot make the layout guide: \(error)", at: e)
            }
            items[id] = guide
        }
    }

    /// Makes and activates every constraint met while building; a constraint that cannot be made
    /// (an item outside this hierarchy, attributes UIKit refuses to pair) is left out with a warning.
    ///
    /// - Parameter placeholders: keep constraints marked "Remove at build time", as Interface
    ///   Builder's canvas does (UIKit removes them when it loads the document).
    /// - Throws: ``InterfaceBuilderError`` for a constraint attribute that is not a number.
    func installConstraints(placeholders: Bool) throws(InterfaceBuilderError) {
        for (holder, list) in constraintLists {
            for e in list.children where e.name == "constraint" && !isExcluded(e) {
                if e["placeholder"] == "YES" && !placeholders { continue }
                if let c = try makeConstraint(e, holder: holder) {
                    do {
                        try c.activate()
                        if let id = e.id { constraintsByID[id] = c }
                    } catch {
                        warnings.append("\(e.culprit): \(error); the constraint is left out")
                    }
                }
            }
        }
    }

    /// One `<constraint>`; nil (with a warning) when it cannot be made.
    private func makeConstraint(_ e: IBElement, holder: View) throws(InterfaceBuilderError) -> LayoutConstraint? {
        let firstItem: LayoutItem?
        if let id = e["firstItem"] { firstItem = items[id] } else { firstItem = holder }
        guard let first = firstItem else {
            warnings.append(
                "\(e.culprit): firstItem \"\(e["firstItem"]!)\" is no view or guide of this hierarchy; the constraint is left out")
            return nil
        }
        var second: LayoutItem?
        if let id = e["secondItem"] {
            guard let item = items[id] else {
                warnings.append("\(e.culprit): secondItem \"\(id)\" is no view or guide of this hierarchy; the constraint is left out")
                return nil
            }
            second = item
        }
        guard let a1 = attribute(e["firstAttribute"]) else {
            warnings.append(
                "\(e.culprit): firstAttribute \"\(e["firstAttribute"] ?? "")\" is not a layout attribute; the constraint is left out")
            return nil
        }
        var a2 = LayoutAttribute.notAnAttribute
        if second != nil {
            guard let a = attribute(e["secondAttribute"] ?? e["firstAttribute"]) else {
                warnings.append(
                    "\(e.culprit): secondAttribute \"\(e["secondAttribute"] ?? "")\" is not a layout attribute; the constraint is left out")
                return nil
            }
            a2 = a
        }
        let relation: LayoutRelation =
            switch e["relation"] {
            case "greaterThanOrEqual": .greaterThanOrEqual
            case "lessThanOrEqual": .lessThanOrEqual
            default: .equal
            }
        let multiplier = second == nil ? 0 : try self.multiplier(e["multiplier"] ?? "1", e)
        var constant = try number(value(e, "constant") ?? "0", "constant", e)
        if e["symbolic"] == "YES", let standard = Self.standardSpacing(first, a1, second, a2) {
            constant = constant < 0 ? -standard : standard
        }
        do {
            let c = try LayoutConstraint(
                item: first, attribute: a1, relatedBy: relation, toItem: second, attribute: a2, multiplier: multiplier, constant: constant)
            if let p = e["priority"] { c.priority = LayoutPriority(Float(try priority(p, "priority", e))) }
            c.identifier = e["identifier"]
            c.source = "\(document.name):\(e.line) constraint \(e.id ?? "")"
            return c
        } catch let error as LayoutError {
            warnings.append("\(e.culprit): \(error); the constraint is left out")
            return nil
        } catch let error as InterfaceBuilderError {
            throw error
        } catch {
            throw InterfaceBuilderError("\(error)", at: e)
        }
    }

    /// The standard spacing UIKit gives a constraint Interface Builder marks symbolic (`symbolic="YES"`,
    /// "Standard" in its inspector): UIKit resolves the symbolic constant itself, and the stored
    /// constant is only what the canvas last showed (Xcode 6 stored 20 to a top layout guide and laid
    /// out 8). 8 between siblings and to a controller's top or bottom layout guide, 20 to the
    /// superview's edge, 0 to any other layout guide (safe area, margins: iOS 11 resolves standard
    /// spacing against a guide to 0). Nil where the stored constant stands (margin attributes,
    /// sizes, unrelated items).
    static func standardSpacing(
        _ first: LayoutItem, _ a1: LayoutAttribute, _ second: LayoutItem?, _ a2: LayoutAttribute
    ) -> Double? {
        guard let second, !a1.isMargin, !a2.isMargin, !a1.isDimension, !a2.isDimension else { return nil }
        for item in [first, second] {
            if let guide = item as? LayoutGuide { return guide.identifier.hasPrefix("_UILayoutGuide-") ? View.standardSpacing : 0 }
        }
        guard let v1 = first as? View, let v2 = second as? View else { return nil }
        if v1.superview === v2 || v2.superview === v1 { return 20 }
        if let parent = v1.superview, parent === v2.superview { return View.standardSpacing }
        return nil
    }

    /// Interface Builder's attribute names are UIKit's; `baseline` is the last baseline.
    private func attribute(_ name: String?) -> LayoutAttribute? {
        guard let name else { return nil }
        if name == "baseline" { return .lastBaseline }
        return LayoutAttribute.allCases.first { $0 != .notAnAttribute && $0.description == name }
    }

    /// A multiplier as Interface Builder writes it: `0.5`, `2:1` or `1/3`.
    func multiplier(_ text: String, _ e: IBElement) throws(InterfaceBuilderError) -> Double {
        for separator: Character in [":", "/"] where text.contains(separator) {
            let parts = text.split(separator: separator, omittingEmptySubsequences: false)
            guard parts.count == 2, let a = Double(parts[0]), let b = Double(parts[1]), b != 0, (a / b).isFinite else {
                throw InterfaceBuilderError("multiplier \"\(text)\" is not a ratio like 2:1 or 1/3", at: e)
            }
            return a / b
        }
        return try number(text, "multiplier", e)
    }
}
