import Cassowary

// Engine-made constraints: a root's frame, autoresizing masks, intrinsic content size, layout
// guides and baselines. Each is kept per item and purpose so it can be replaced or updated in place.

extension LayoutEngine {
    func managedConstraints(_ item: LayoutItem, _ kind: ManagedKind) -> [Cassowary.Constraint] {
        managed[ObjectIdentifier(item)]?[kind] ?? []
    }

    /// Replaces the item's constraints of one purpose; each carries how UIKit would print it.
    func setManaged(_ item: LayoutItem, _ kind: ManagedKind, _ constraints: [(Cassowary.Constraint, ConstraintDescriptor)]) {
        for sc in managedConstraints(item, kind) {
            remove(sc)
            descriptors[ObjectIdentifier(sc)] = nil
        }
        var added: [Cassowary.Constraint] = []
        for (sc, d) in constraints {
            // User constraints are named first in conflicts, then engine-made, then translated ones.
            sc.conflictSearchRank = d.kind == .system ? 1 : d.kind == .autoresizing ? 2 : 3
            descriptors[ObjectIdentifier(sc)] = d
            if add(sc, describing: d) { added.append(sc) } else { descriptors[ObjectIdentifier(sc)] = nil }
        }
        managed[ObjectIdentifier(item), default: [:]][kind] = added
    }

    /// Like ``setManaged(_:_:_:)``, but when the new constraints differ from the installed ones
    /// only in their constants (a resize, a new intrinsic size), changes those constants in place:
    /// no solver removes or adds. A required constant that can no longer hold is logged as UIKit
    /// logs a conflict, and the old constant stays.
    func updateManaged(_ item: LayoutItem, _ kind: ManagedKind, _ constraints: [(Cassowary.Constraint, ConstraintDescriptor)]) {
        let existing = managedConstraints(item, kind)
        func sameTerms(_ a: [Term], _ b: [Term]) -> Bool {
            a.count == b.count && zip(a, b).allSatisfy { x, y in x.variable.index == y.variable.index && x.coefficient == y.coefficient }
        }
        let sameShape = existing.count == constraints.count && zip(existing, constraints).allSatisfy { old, new in
            old.strength == new.0.strength && old.relation == new.0.relation && sameTerms(old.expression.terms, new.0.expression.terms)
        }
        guard sameShape else { return setManaged(item, kind, constraints) }
        for (old, new) in zip(existing, constraints) where old.expression.constant != new.0.expression.constant {
            do {
                try solver.setConstant(new.0.expression.constant, of: old)
            } catch {
                reportUnsatisfiable(error, failing: new.1, keptOld: true)
                continue
            }
            descriptors[ObjectIdentifier(old)]?.constant = new.1.constant
            counters.solverConstantChanges += 1
            valuesChanged = true
        }
    }

    func removeManaged(_ item: LayoutItem) {
        for (_, list) in managed[ObjectIdentifier(item)] ?? [:] {
            for sc in list {
                remove(sc)
                descriptors[ObjectIdentifier(sc)] = nil
            }
        }
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
        let list: [(Cassowary.Constraint, ConstraintDescriptor)] = [
            (v.x == r.x, ConstraintDescriptor(kind: .system, object: root, identifier: "\(prefix)-Left", first: root, "minX", constant: r.x)),
            (v.y == r.y, ConstraintDescriptor(kind: .system, object: root, identifier: "\(prefix)-Top", first: root, "minY", constant: r.y)),
            (v.width == r.width, ConstraintDescriptor(kind: .system, object: root, identifier: "\(prefix)-Width", first: root, "width", constant: r.width)),
            (v.height == r.height, ConstraintDescriptor(kind: .system, object: root, identifier: "\(prefix)-Height", first: root, "height", constant: r.height)),
        ]
        updateManaged(root, .rootFrame, list)   // a resize changes constants in place
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
        // A mask of 0 behaves and logs as UIKit's default, fixed left margin and size (h=--& v=--&).
        let mask = view.autoresizingMask.isEmpty ? AutoresizingMask([.flexibleRightMargin, .flexibleBottomMargin]) : view.autoresizingMask
        let notation = mask.notation
        // The frame's origin in the parent's coordinates, its size, and the parent's bounds size.
        let xRel = v.x - vi.left, yRel = v.y - vi.top
        let width = v.width + (vi.left + vi.right), height = v.height + (vi.top + vi.bottom)
        let parentWidth = p.width + (pi.left + pi.right), parentHeight = p.height + (pi.top + pi.bottom)
        var list: [(Cassowary.Constraint, ConstraintDescriptor)] = []
        for horizontal in [true, false] {
            let specs = horizontal
                ? axisSpecs(origin: f.x, length: f.width, parentLength: bounds.width,
                            mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin))
                : axisSpecs(origin: f.y, length: f.height, parentLength: bounds.height,
                            mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin))
            let position = horizontal ? xRel : yRel, size = horizontal ? width : height
            let parentSize = horizontal ? parentWidth : parentHeight
            for spec in specs.reversed() {   // the centre first: UIKit names it in conflicts
                let lhs = spec.isSize ? size : position + 0.5 * size
                let c = spec.multiplier == 0 ? (lhs == spec.constant) : (lhs == spec.multiplier * parentSize + spec.constant)
                let attribute = spec.isSize ? (horizontal ? "width" : "height") : (horizontal ? "midX" : "midY")
                let d = ConstraintDescriptor(
                    kind: .autoresizing, className: "NSAutoresizingMaskLayoutConstraint", object: c, prefix: notation,
                    first: view, attribute, second: spec.multiplier == 0 ? nil : parent, horizontal ? "width" : "height",
                    multiplier: spec.multiplier, constant: spec.constant)
                list.append((c, d))
            }
        }
        setManaged(view, .autoresizing, list)
    }

    /// `size` (or the centre) `== multiplier * superview size + constant` (multiplier 0: a constant).
    struct AxisSpec {
        let isSize: Bool
        let multiplier: Double
        let constant: Double
    }

    /// One axis of UIKit's translation (UIKIT_FORMATS.md (c), the iOS table; seed 000's log shows
    /// `midX`): the size first, then the centre, each fixed or proportional to the superview's size.
    /// `x, w` are the frame's origin and size on the axis, `s` the superview's size, `r` the far margin.
    private func axisSpecs(origin x: Double, length w: Double, parentLength s: Double,
                           _ flexibleBefore: Bool, _ flexibleSize: Bool, _ flexibleAfter: Bool) -> [AxisSpec] {
        let r = s - (x + w), c = x + w / 2
        let size = { (m: Double, k: Double) in AxisSpec(isSize: true, multiplier: m, constant: k) }
        let center = { (m: Double, k: Double) in AxisSpec(isSize: false, multiplier: m, constant: k) }
        switch (flexibleBefore, flexibleSize, flexibleAfter) {
        case (false, false, _):   // none or far margin only: size and centre fixed
            return [size(0, w), center(0, c)]
        case (true, false, false):   // near margin flexible: the far margin stays
            return [size(0, w), center(1, -(s - c))]
        case (false, true, false):   // size flexible: both margins stay
            return [size(1, -(s - w)), center(0.5, c - s / 2)]
        case (true, true, false):
            guard x + w != 0 else { return [size(0, w), center(1, -(s - c))] }
            return [size(w / (x + w), -(w / (x + w)) * r), center(c / (x + w), -(c / (x + w)) * r)]
        case (true, false, true):
            guard s != 0 else { return [size(0, w), center(0, c)] }
            return [size(0, w), center(c / s, 0)]
        case (false, true, true):
            guard w + r != 0 else { return [size(1, -(s - w)), center(0.5, c - s / 2)] }
            let k = w / (w + r)
            return [size(k, -k * x), center(0.5 * k, x - 0.5 * k * x)]
        case (true, true, true):
            guard s != 0 else { return [size(0, w), center(0, c)] }
            return [size(w / s, 0), center(c / s, 0)]
        }
    }

    // MARK: Intrinsic content size

    /// Rebuilds (or updates in place) a view's content-size constraints from its intrinsic size:
    /// per axis with a metric, `size <= intrinsic` at the hugging priority and `size >= intrinsic`
    /// at the compression-resistance priority. Also moves its baselines.
    func intrinsicChanged(_ view: View) {
        let v = variables(of: view)
        let size = view.intrinsicContentSize
        var specs: [(Cassowary.Constraint, ConstraintDescriptor)] = []
        for (axis, value, variable) in [(LayoutAttribute.Axis.horizontal, size.width, v.width),
                                        (.vertical, size.height, v.height)] where value != View.noIntrinsicMetric && value.isFinite {
            let hug = view.contentHuggingPriority(for: axis).rawValue
            let cr = view.contentCompressionResistancePriority(for: axis).rawValue
            let name = axis == .horizontal ? "width" : "height"
            let hugging = (variable <= value) | Double(hug), resisting = (variable >= value) | Double(cr)
            specs.append((hugging, ConstraintDescriptor(kind: .contentSize, className: "NSContentSizeLayoutConstraint",
                                                        object: hugging, first: view, name, .lessThanOrEqual, constant: value,
                                                        priority: 1000, extra: "Hug:\(short(Double(hug)))")))
            specs.append((resisting, ConstraintDescriptor(kind: .contentSize, className: "NSContentSizeLayoutConstraint",
                                                          object: resisting, first: view, name, .greaterThanOrEqual, constant: value,
                                                          priority: 1000, extra: "CompressionResistance:\(short(Double(cr)))")))
        }
        updateManaged(view, .contentSize, specs)
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
        setManaged(view, .baseline, [
            (first, ConstraintDescriptor(kind: .system, object: first, identifier: "LayoutSim-baseline", first: view,
                                         "firstBaseline", second: view, "top", constant: top)),
            (last, ConstraintDescriptor(kind: .system, object: last, identifier: "LayoutSim-baseline", first: view,
                                        "lastBaseline", second: view, "bottom", constant: -bottom)),
        ])
    }

    // MARK: Guides

    /// The constraints that hold an engine-made guide to its owner (user guides have none).
    func installGuideConstraints(_ guide: LayoutGuide) {
        guard guide.kind != .user, let owner = guide.owningView else { return }
        // The guide's variables are in its owner's coordinates, where the owner's alignment rectangle
        // starts at its alignment insets.
        let g = variables(of: guide), o = variables(of: owner), oi = owner.alignmentRectInsets
        var list: [(Cassowary.Constraint, ConstraintDescriptor)] = []
        func add(_ c: Cassowary.Constraint, _ id: String, _ a: LayoutItem, _ aa: String, _ b: LayoutItem, _ ba: String, _ k: Double) {
            list.append((c, ConstraintDescriptor(kind: .system, object: c, identifier: id, first: a, aa, second: b, ba, constant: k)))
        }
        switch guide.kind {
        case .margins:
            let m = owner.layoutMargins
            add(g.x == oi.left + m.left, "UIView-leftMargin-guide-constraint", guide, "left", owner, "left", m.left)
            add(oi.left + o.width == g.x + g.width + m.right, "UIView-rightMargin-guide-constraint", owner, "right", guide, "right", m.right)
            add(g.y == oi.top + m.top, "UIView-topMargin-guide-constraint", guide, "top", owner, "top", m.top)
            add(oi.top + o.height == g.y + g.height + m.bottom, "UIView-bottomMargin-guide-constraint", owner, "bottom", guide, "bottom", m.bottom)
        case .safeArea:
            add(g.x == oi.left, "UIViewSafeAreaLayoutGuide-left", guide, "left", owner, "left", 0)
            add(g.y == oi.top, "UIViewSafeAreaLayoutGuide-top", guide, "top", owner, "top", 0)
            add(g.width == o.width, "UIViewSafeAreaLayoutGuide-right", guide, "width", owner, "width", 0)
            add(g.height == o.height, "UIViewSafeAreaLayoutGuide-bottom", guide, "height", owner, "height", 0)
        case .scrollContent:
            // The content area starts at the scroll view's origin (layout is in unscrolled coordinates).
            add(g.x == oi.left, "UIScrollView-content-left", guide, "left", owner, "left", 0)
            add(g.y == oi.top, "UIScrollView-content-top", guide, "top", owner, "top", 0)
            let w = g.width >= 0, h = g.height >= 0
            list.append((w, ConstraintDescriptor(kind: .system, object: w, identifier: "UIScrollView-content-width", first: guide, "width", .greaterThanOrEqual)))
            list.append((h, ConstraintDescriptor(kind: .system, object: h, identifier: "UIScrollView-content-height", first: guide, "height", .greaterThanOrEqual)))
        case .scrollFrame:
            add(g.x == oi.left, "UIScrollView-frame-left", guide, "left", owner, "left", 0)
            add(g.y == oi.top, "UIScrollView-frame-top", guide, "top", owner, "top", 0)
            add(g.width == o.width, "UIScrollView-frame-width", guide, "width", owner, "width", 0)
            add(g.height == o.height, "UIScrollView-frame-height", guide, "height", owner, "height", 0)
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
