import Cassowary

// Engine-made constraints: a root's frame, autoresizing masks, intrinsic content size, layout
// guides and baselines. Each is kept per item and purpose so it can be replaced or updated in place.

extension LayoutEngine {
    func managedConstraints(_ item: LayoutItem, _ kind: ManagedKind) -> [Cassowary.Constraint] {
        managed[ObjectIdentifier(item)]?[kind] ?? []
    }

    /// Replaces the item's constraints of one purpose.
    func setManaged(_ item: LayoutItem, _ kind: ManagedKind, _ constraints: [Cassowary.Constraint]) {
        for sc in managedConstraints(item, kind) { remove(sc) }
        var added: [Cassowary.Constraint] = []
        for sc in constraints where add(sc, describing: sc.label ?? sc.description) { added.append(sc) }
        managed[ObjectIdentifier(item), default: [:]][kind] = added
    }

    func removeManaged(_ item: LayoutItem) {
        for (_, list) in managed[ObjectIdentifier(item)] ?? [:] { for sc in list { remove(sc) } }
        managed[ObjectIdentifier(item)] = nil
    }

    /// The engine-made constraints a view needs as it enters the engine.
    func installManaged(_ view: View) {
        _ = variables(of: view)
        if view === root {
            rootFrameChanged()
        } else {
            autoresizingChanged(view)
        }
        intrinsicChanged(view)
    }

    // MARK: Root frame

    /// Holds the root's alignment rectangle to its frame: origin and size. In a window the size
    /// constraints are UIKit's `UIView-Encapsulated-Layout-Width/Height`.
    func rootFrameChanged() {
        let v = variables(of: root)
        let r = root.alignmentRect(forFrame: Rect(origin: .zero, size: root.frame.size))
        let prefix = root.hostWindow != nil ? "UIView-Encapsulated-Layout" : "LayoutSim-Root"
        let list = [
            labelled(v.x == r.x, "\(prefix)-Left"), labelled(v.y == r.y, "\(prefix)-Top"),
            labelled(v.width == r.width, "\(prefix)-Width"), labelled(v.height == r.height, "\(prefix)-Height"),
        ]
        let existing = managedConstraints(root, .rootFrame)
        if existing.count == 4 {
            // A resize changes constants in place.
            for (old, new) in zip(existing, list) where old.expression.constant != new.expression.constant {
                try? solver.setConstant(new.expression.constant, of: old)
                counters.solverConstantChanges += 1
                valuesChanged = true
            }
        } else {
            setManaged(root, .rootFrame, list)
        }
    }

    private func labelled(_ c: Cassowary.Constraint, _ label: String) -> Cassowary.Constraint {
        c.label = "'\(label)' \(c.description)"
        return c
    }

    // MARK: Autoresizing masks

    /// Rebuilds a view's autoresizing constraints from its frame and mask (or removes them when the
    /// view no longer translates its mask). A root's frame is held by `rootFrameChanged` instead.
    func autoresizingChanged(_ view: View) {
        if view === root {
            rootFrameChanged()
            return
        }
        guard view.translatesAutoresizingMaskIntoConstraints, let parent = view.superview else {
            if !managedConstraints(view, .autoresizing).isEmpty { setManaged(view, .autoresizing, []) }
            return
        }
        let v = variables(of: view), p = variables(of: parent)
        let vi = view.alignmentRectInsets, pi = parent.alignmentRectInsets
        let f = view.frame, bounds = parent.bounds.size
        let mask = view.autoresizingMask
        let notation = mask.notation
        // Frame-rectangle expressions relative to the parent's bounds, and the parent's bounds size.
        let xRel = (v.x - vi.left) - (p.x - pi.left), yRel = (v.y - vi.top) - (p.y - pi.top)
        let width = v.width + (vi.left + vi.right), height = v.height + (vi.top + vi.bottom)
        let parentWidth = p.width + (pi.left + pi.right), parentHeight = p.height + (pi.top + pi.bottom)
        var list = axisConstraints(position: xRel, size: width, parentSize: parentWidth, origin: f.x, length: f.width,
                                   parentLength: bounds.width, flexibleBefore: mask.contains(.flexibleLeftMargin),
                                   flexibleSize: mask.contains(.flexibleWidth), flexibleAfter: mask.contains(.flexibleRightMargin))
        list += axisConstraints(position: yRel, size: height, parentSize: parentHeight, origin: f.y, length: f.height,
                                parentLength: bounds.height, flexibleBefore: mask.contains(.flexibleTopMargin),
                                flexibleSize: mask.contains(.flexibleHeight), flexibleAfter: mask.contains(.flexibleBottomMargin))
        for (i, c) in list.enumerated() {
            let axis = i < 2 ? "H" : "V"
            c.label = "<NSAutoresizingMaskLayoutConstraint \(notation) \(axis) \(view.layoutName)> \(c.description)"
        }
        setManaged(view, .autoresizing, list)
    }

    /// One axis of UIKit's modern translation (UIKIT_FORMATS.md (c)): position first, then size,
    /// except with both margins flexible (size first).
    private func axisConstraints(position: Cassowary.Expression, size: Cassowary.Expression,
                                 parentSize: Cassowary.Expression, origin x: Double, length w: Double,
                                 parentLength s: Double, flexibleBefore: Bool, flexibleSize: Bool,
                                 flexibleAfter: Bool) -> [Cassowary.Constraint] {
        let r = s - (x + w)
        switch (flexibleBefore, flexibleSize, flexibleAfter) {
        case (false, false, _):   // none or right margin only
            return [position == x, size == w]
        case (false, true, false):
            return [position == x, parentSize == position + size + r]
        case (true, false, false):
            return [parentSize == position + size + r, size == w]
        case (true, false, true):
            let m = s - w != 0 ? x / (s - w) : 0
            return [size == w, position == m * parentSize + (s - w != 0 ? -m * w : x)]
        case (true, true, false):
            guard x + w != 0 else { return [parentSize == position + size + r, size == w] }
            let a = x / (x + w), b = w / (x + w)
            return [position == a * parentSize - a * r, size == b * parentSize - b * r]
        case (false, true, true):
            guard w + r != 0 else { return [position == x, parentSize == position + size + r] }
            let b = w / (w + r)
            return [position == x, size == b * parentSize - b * x]
        case (true, true, true):
            guard s != 0 else { return [position == x, size == w] }
            return [position == (x / s) * parentSize, size == (w / s) * parentSize]
        }
    }

    // MARK: Intrinsic content size

    /// Rebuilds (or updates in place) a view's content-size constraints from its intrinsic size:
    /// per axis with a metric, `size <= intrinsic` at the hugging priority and `size >= intrinsic`
    /// at the compression-resistance priority. Also moves its baselines.
    func intrinsicChanged(_ view: View) {
        let v = variables(of: view)
        let size = view.intrinsicContentSize
        var specs: [(Cassowary.Constraint, String)] = []
        for (axis, value, variable) in [(LayoutAttribute.Axis.horizontal, size.width, v.width),
                                        (.vertical, size.height, v.height)] where value != View.noIntrinsicMetric && value.isFinite {
            let hug = Double(view.contentHuggingPriority(for: axis).rawValue)
            let cr = Double(view.contentCompressionResistancePriority(for: axis).rawValue)
            let name = axis == .horizontal ? "width" : "height"
            specs.append(((variable <= value) | hug, "<NSContentSizeLayoutConstraint \(view.layoutName).\(name) == \(short(value)) Hug:\(short(hug))>"))
            specs.append(((variable >= value) | cr, "<NSContentSizeLayoutConstraint \(view.layoutName).\(name) == \(short(value)) CompressionResistance:\(short(cr))>"))
        }
        let existing = managedConstraints(view, .contentSize)
        let sameShape = existing.count == specs.count && zip(existing, specs).allSatisfy { old, new in
            old.strength == new.0.strength && old.relation == new.0.relation
                && old.expression.terms.first?.variable.index == new.0.expression.terms.first?.variable.index
        }
        if sameShape {
            for (old, new) in zip(existing, specs) where old.expression.constant != new.0.expression.constant {
                try? solver.setConstant(new.0.expression.constant, of: old)
                old.label = new.1
                counters.solverConstantChanges += 1
                valuesChanged = true
            }
        } else {
            for (c, label) in specs { c.label = label }
            setManaged(view, .contentSize, specs.map(\.0))
        }
        if baselines[ObjectIdentifier(view)] != nil { updateBaselines(view) }
    }

    // MARK: Baselines

    /// A view's first and last baseline variables, held at their offsets from the top and bottom;
    /// nil for views without text (their baselines are the top and bottom edges).
    func baselineVariables(_ view: View) -> (first: Variable, last: Variable)? {
        if let b = baselines[ObjectIdentifier(view)] { return b }
        guard view.firstBaselineOffsetFromTop != nil else { return nil }
        let b = (first: solver.makeVariable("\(view.layoutName).firstBaseline"),
                 last: solver.makeVariable("\(view.layoutName).lastBaseline"))
        baselines[ObjectIdentifier(view)] = b
        updateBaselines(view)
        return b
    }

    private func updateBaselines(_ view: View) {
        guard let b = baselines[ObjectIdentifier(view)], let top = view.firstBaselineOffsetFromTop,
              let bottom = view.lastBaselineOffsetFromBottom else { return }
        let v = variables(of: view)
        let first = b.first == v.y + top, last = b.last == v.y + v.height - bottom
        first.label = "'baseline' \(view.layoutName).firstBaseline == top + \(short(top))"
        last.label = "'baseline' \(view.layoutName).lastBaseline == bottom - \(short(bottom))"
        setManaged(view, .baseline, [first, last])
    }

    // MARK: Guides

    /// The constraints that hold an engine-made guide to its owner (user guides have none).
    func installGuideConstraints(_ guide: LayoutGuide) {
        guard guide.kind != .user, let owner = guide.owningView else { return }
        let g = variables(of: guide), o = variables(of: owner)
        var list: [Cassowary.Constraint] = []
        switch guide.kind {
        case .margins:
            let m = owner.layoutMargins
            list = [g.x == o.x + m.left, o.x + o.width == g.x + g.width + m.right,
                    g.y == o.y + m.top, o.y + o.height == g.y + g.height + m.bottom]
            for (c, side) in zip(list, ["left", "right", "top", "bottom"]) {
                c.label = "'UIView-\(side)Margin-guide-constraint' \(c.description)"
            }
        case .safeArea:
            list = [g.x == o.x, g.y == o.y, g.width == o.width, g.height == o.height]
            for (c, side) in zip(list, ["left", "top", "right", "bottom"]) {
                c.label = "'UIViewSafeAreaLayoutGuide-\(side)' \(c.description)"
            }
        case .scrollContent:
            // The content area starts at the scroll view's origin (layout is in unscrolled coordinates).
            list = [g.x == o.x, g.y == o.y, g.width >= 0, g.height >= 0]
            for c in list { c.label = "'UIScrollView-content' \(c.description)" }
        case .scrollFrame:
            list = [g.x == o.x, g.y == o.y, g.width == o.width, g.height == o.height]
            for c in list { c.label = "'UIScrollView-frame' \(c.description)" }
        case .user:
            break
        }
        setManaged(guide, .guide, list)
    }

    func marginsChanged(_ view: View) {
        guard hasVariables(view.layoutMarginsGuide) else { return }
        installGuideConstraints(view.layoutMarginsGuide)
    }

    func alignmentInsetsChanged(_ view: View) {
        autoresizingChanged(view)
        for s in view.subviews { autoresizingChanged(s) }
        if baselines[ObjectIdentifier(view)] != nil { updateBaselines(view) }
    }

    /// Leading and trailing resolve anew under `view`: re-install the constraints that use them there.
    func layoutDirectionChanged(under view: View) {
        let affected = view.allInstalledConstraints { item in
            item.owningView.map { $0.isDescendant(of: view) } ?? false
        }.filter { $0.firstAttribute.isDirectional || $0.secondAttribute.isDirectional }
        for c in affected {
            uninstall(c)
            install(c)
        }
        view.forEachInSubtree { $0.setNeedsLayout() }
    }
}
