import Cassowary

// Engine-made constraints: a root's frame, autoresizing masks, intrinsic content size, layout
// guides and baselines. Each is a LayoutConstraint with its origin, compiled like any other, and
// kept per item and purpose so it can be replaced or updated in place.

extension LayoutEngine {
    /// Replaces the item's engine-made constraints of one purpose.
    /// A fitting engine's engine-made constraints of a kind for an item: the last ones go, the
    /// new ones come, kept here rather than on the item.
    private func replaceScratch(_ item: LayoutItem, _ kind: ManagedKind, _ constraints: [LayoutConstraint]) {
        let key = ScratchKey(item: ObjectIdentifier(item), kind: kind)
        for c in scratchMade[key] ?? [] { uninstall(c) }
        constraints.forEach(install)
        scratchMade[key] = constraints.filter(\.isInstalled)
    }

    func setManaged(_ item: LayoutItem, _ kind: ManagedKind, _ constraints: [LayoutConstraint]) {
        if isScratch { return replaceScratch(item, kind, constraints) }
        for c in item.engineMade[kind] { uninstall(c) }
        var added: [LayoutConstraint] = []
        for c in constraints {
            install(c)
            if c.isInstalled { added.append(c) }
        }
        item.engineMade[kind] = added
    }

    /// Like ``setManaged(_:_:_:)``, but when the new constraints differ from the item's only in
    /// their constants (a resize, a new intrinsic size), changes those constants in place: no
    /// solver removes or adds. A required constant that can no longer hold is logged as UIKit logs
    /// a conflict, and the old constant stays. Constraints the item kept from an engine it left are
    /// installed here (one that cannot hold is logged and dropped, as a new one would be).
    func updateManaged(_ item: LayoutItem, _ kind: ManagedKind, _ constraints: [LayoutConstraint]) {
        if isScratch { return replaceScratch(item, kind, constraints) }
        let existing = item.engineMade[kind]
        let sameShape =
            existing.count == constraints.count
            && zip(existing, constraints).allSatisfy { old, new in
                old.firstItem === new.firstItem && old.firstAttribute == new.firstAttribute && old.relation == new.relation
                    && old.secondItem === new.secondItem && old.secondAttribute == new.secondAttribute
                    && old.multiplier == new.multiplier && old.priority == new.priority
            }
        guard sameShape else { return setManaged(item, kind, constraints) }
        var dropped = false
        for (old, new) in zip(existing, constraints) {
            if old.constant != new.constant {
                old.constant = new.constant  // in place when installed; a constant that cannot hold is logged and kept
            }
            if !old.isInstalled {
                install(old)
                dropped = dropped || !old.isInstalled
            }
        }
        if dropped { item.engineMade[kind] = existing.filter(\.isInstalled) }
    }

    /// Uninstalls an item's engine-made constraints as it leaves the engine, in the order of
    /// `ManagedKind`'s cases, so that they leave the solver in the same order every run. The item
    /// keeps them (``LayoutItem/engineMade``) for the next engine it joins.
    func removeManaged(_ item: LayoutItem) {
        item.engineMade.forEach(uninstall)
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

    /// An engine-made constraint `item.attribute RELATION multiplier * other.otherAttribute + constant`.
    private func made(
        _ origin: LayoutConstraint.Origin, _ identifier: String?, _ item: LayoutItem,
        _ attribute: LayoutAttribute, _ relation: LayoutRelation = .equal, _ other: LayoutItem? = nil,
        _ otherAttribute: LayoutAttribute = .notAnAttribute, multiplier: Double = 1, constant: Double = 0,
        priority: LayoutPriority = .required
    ) -> LayoutConstraint {
        LayoutConstraint(
            unchecked: item, attribute, relation, other, otherAttribute, multiplier: multiplier,
            constant: constant, priority: priority, origin: origin, identifier: identifier)
    }

    // MARK: Root frame

    /// Holds the root's alignment rectangle to its frame: origin and size. In a window these are
    /// UIKit's `UIView-Encapsulated-Layout-*` constraints (left and top translated from a flexible
    /// mask, as UIKit prints them; width and height plain).
    func rootFrameChanged() {
        let r = root.alignmentRect(forFrame: Rect(origin: .zero, size: root.frame.size))
        let prefix = root.hostWindow != nil ? "UIView-Encapsulated-Layout" : "LayoutSim-Root"
        let flexible = LayoutConstraint.Origin.autoresizingMask([.flexibleWidth, .flexibleHeight])
        updateManaged(
            root, .rootFrame,
            [
                made(flexible, "\(prefix)-Left", root, .left, constant: r.x),
                made(flexible, "\(prefix)-Top", root, .top, constant: r.y),
                made(.system, "\(prefix)-Width", root, .width, constant: r.width),
                made(.system, "\(prefix)-Height", root, .height, constant: r.height),
            ])  // a resize changes constants in place
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
            if !view.engineMade[.autoresizing].isEmpty { setManaged(view, .autoresizing, []) }
            return
        }
        let vi = view.alignmentRectInsets, pi = parent.alignmentRectInsets
        let f = view.frame, bounds = parent.bounds.size
        // A mask of 0 behaves and logs as UIKit's default, fixed left margin and size (h=--& v=--&);
        // so does any mask under a superview that does not autoresize its subviews.
        let own = parent.autoresizesSubviews ? view.autoresizingMask : []
        let mask = own.isEmpty ? AutoresizingMask([.flexibleRightMargin, .flexibleBottomMargin]) : own
        var list: [LayoutConstraint] = []
        for horizontal in [true, false] {
            let specs =
                horizontal
                ? LayoutEngine.axisSpecs(
                    origin: f.x, length: f.width, parentLength: bounds.width,
                    mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin))
                : LayoutEngine.axisSpecs(
                    origin: f.y, length: f.height, parentLength: bounds.height,
                    mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin))
            // The specs are in frame terms; constraints act on alignment rectangles, so the insets
            // move into the constants (none when the views have no alignment insets).
            let (near, far) = horizontal ? (vi.left, vi.right) : (vi.top, vi.bottom)
            let parentInsets = horizontal ? pi.left + pi.right : pi.top + pi.bottom
            for spec in specs.reversed() {  // the centre first: UIKit names it in conflicts
                let attribute: LayoutAttribute = spec.isSize ? (horizontal ? .width : .height) : (horizontal ? .centerX : .centerY)
                let insets = spec.isSize ? near + far : (far - near) / 2
                let constant = spec.constant + spec.multiplier * parentInsets - insets
                list.append(
                    spec.multiplier == 0
                        ? made(.autoresizingMask(mask), nil, view, attribute, constant: constant)
                        : made(
                            .autoresizingMask(mask), nil, view, attribute, .equal, parent, horizontal ? .width : .height,
                            multiplier: spec.multiplier, constant: constant))
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
    static func axisSpecs(
        origin x: Double, length w: Double, parentLength s: Double,
        _ flexibleBefore: Bool, _ flexibleSize: Bool, _ flexibleAfter: Bool
    ) -> [AxisSpec] {
        let r = s - (x + w), c = x + w / 2
        let size = { (m: Double, k: Double) in AxisSpec(isSize: true, multiplier: m, constant: k) }
        let center = { (m: Double, k: Double) in AxisSpec(isSize: false, multiplier: m, constant: k) }
        switch (flexibleBefore, flexibleSize, flexibleAfter) {
        case (false, false, _):  // none or far margin only: size and centre fixed
            return [size(0, w), center(0, c)]
        case (true, false, false):  // near margin flexible: the far margin stays
            return [size(0, w), center(1, -(s - c))]
        case (false, true, false):  // size flexible: both margins stay
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
        let size = view.effectiveIntrinsicContentSize
        var list: [LayoutConstraint] = []
        for (axis, value) in [(LayoutAttribute.Axis.horizontal, size.width), (.vertical, size.height)]
        where value != View.noIntrinsicMetric {
            let attribute: LayoutAttribute = axis == .horizontal ? .width : .height
            guard value.isFinite else {
                // An override's mistake: said once per change, and the axis has no content size.
                log(
                    "[LayoutSim] The intrinsicContentSize \(attribute) of \(describer.itemText(view)) is \(value), not a finite number; it is taken as no intrinsic \(attribute) (View.noIntrinsicMetric)."
                )
                continue
            }
            list.append(
                made(
                    .contentSize, nil, view, attribute, .lessThanOrEqual, constant: value,
                    priority: view.contentHuggingPriority(for: axis)))
            list.append(
                made(
                    .contentSize, nil, view, attribute, .greaterThanOrEqual, constant: value,
                    priority: view.contentCompressionResistancePriority(for: axis)))
        }
        updateManaged(view, .contentSize, list)
        if baselines[ObjectIdentifier(view)] != nil { updateBaselines(view) }
    }

    // MARK: Baselines

    /// A view's first and last baseline variables, held at their offsets from the top and bottom;
    /// nil for views without text (their baselines are the top and bottom edges).
    func baselineVariables(_ view: View) -> (first: Variable, last: Variable)? {
        if let b = baselines[ObjectIdentifier(view)] { return b }
        guard view.firstBaselineOffsetFromTop != nil else { return nil }
        let b = (first: solver.makeVariable(), last: solver.makeVariable())
        baselines[ObjectIdentifier(view)] = b
        updateBaselines(view)
        return b
    }

    private func updateBaselines(_ view: View) {
        guard baselines[ObjectIdentifier(view)] != nil else { return }
        if let k = view.baselineOffsetFromCenter {
            return updateManaged(
                view, .baseline,
                [
                    made(.system, "LayoutSim-baseline", view, .firstBaseline, .equal, view, .centerY, constant: k),
                    made(.system, "LayoutSim-baseline", view, .lastBaseline, .equal, view, .centerY, constant: k),
                ])
        }
        guard let top = view.firstBaselineOffsetFromTop, let bottom = view.lastBaselineOffsetFromBottom else { return }
        updateManaged(
            view, .baseline,
            [
                made(.system, "LayoutSim-baseline", view, .firstBaseline, .equal, view, .top, constant: top),
                made(.system, "LayoutSim-baseline", view, .lastBaseline, .equal, view, .bottom, constant: -bottom),
            ])
    }

    // MARK: Guides

    /// The constraints that hold an engine-made guide to its owner (user guides have none), with
    /// UIKit's identifiers.
    func installGuideConstraints(_ guide: LayoutGuide) {
        guard guide.kind != .user, let owner = guide.owningView else { return }
        var list: [LayoutConstraint] = []
        func pin(_ id: String, _ a: LayoutItem, _ aa: LayoutAttribute, _ b: LayoutItem, _ ba: LayoutAttribute, _ k: Double = 0) {
            list.append(made(.system, id, a, aa, .equal, b, ba, constant: k))
        }
        switch guide.kind {
        case .margins:
            let m = owner.effectiveLayoutMargins
            if owner.layoutMarginsFollowReadableWidth {
                // Inside the margins and no wider than a readable line, centred between them.
                list.append(
                    made(.system, "UIView-leftMargin-guide-constraint", guide, .left, .greaterThanOrEqual, owner, .left, constant: m.left))
                list.append(
                    made(
                        .system, "UIView-rightMargin-guide-constraint", owner, .right, .greaterThanOrEqual, guide, .right, constant: m.right
                    ))
                list.append(
                    made(.system, "UIView-readableMaxWidth-guide-constraint", guide, .width, .lessThanOrEqual, constant: View.readableWidth)
                )
                pin("UIView-readableCenterX-guide-constraint", guide, .centerX, owner, .centerX, (m.left - m.right) / 2)
                list.append(
                    made(
                        .system, "UIView-readableWidth-guide-constraint", guide, .width, .equal, owner, .width,
                        constant: -(m.left + m.right),
                        priority: LayoutPriority(999)))
            } else {
                pin("UIView-leftMargin-guide-constraint", guide, .left, owner, .left, m.left)
                pin("UIView-rightMargin-guide-constraint", owner, .right, guide, .right, m.right)
            }
            pin("UIView-topMargin-guide-constraint", guide, .top, owner, .top, m.top)
            pin("UIView-bottomMargin-guide-constraint", owner, .bottom, guide, .bottom, m.bottom)
        case .safeArea:
            let s = owner.safeAreaInsets
            pin("UIViewSafeAreaLayoutGuide-left", guide, .left, owner, .left, s.left)
            pin("UIViewSafeAreaLayoutGuide-top", guide, .top, owner, .top, s.top)
            pin("UIViewSafeAreaLayoutGuide-right", owner, .right, guide, .right, s.right)
            pin("UIViewSafeAreaLayoutGuide-bottom", owner, .bottom, guide, .bottom, s.bottom)
        case .readableContent:
            // Centred in the margins, as wide as they are up to the readable width.
            let margins = owner.layoutMarginsGuide
            pin("UIViewReadableContentGuide-top", guide, .top, margins, .top)
            pin("UIViewReadableContentGuide-bottom", guide, .bottom, margins, .bottom)
            pin("UIViewReadableContentGuide-centerX", guide, .centerX, margins, .centerX)
            list.append(made(.system, "UIViewReadableContentGuide-maxWidth", guide, .width, .lessThanOrEqual, constant: View.readableWidth))
            list.append(made(.system, "UIViewReadableContentGuide-inMargins", guide, .width, .lessThanOrEqual, margins, .width))
            list.append(
                made(
                    .system, "UIViewReadableContentGuide-width", guide, .width, .equal, margins, .width,
                    priority: LayoutPriority(999)))
        case .keyboard:
            // The keyboard offscreen: below the safe area, or at the bottom edge. On screen: the part
            // of the view it covers, from the view's bottom edge up to the keyboard's top.
            let followsSafeArea = (guide as? KeyboardLayoutGuide)?.usesBottomSafeArea ?? true
            var bottom = followsSafeArea ? owner.safeAreaInsets.bottom : 0
            if let keyboard = owner.window?.keyboardFrame {
                let ownerBottom = owner.convert(Point(x: 0, y: owner.bounds.maxY), to: nil).y
                bottom = min(max(ownerBottom - keyboard.minY, 0), owner.bounds.height)
            }
            pin("UIViewKeyboardLayoutGuide-left", guide, .left, owner, .left)
            pin("UIViewKeyboardLayoutGuide-right", owner, .right, guide, .right)
            pin("UIViewKeyboardLayoutGuide-bottom", owner, .bottom, guide, .bottom)
            pin("UIViewKeyboardLayoutGuide-top", owner, .bottom, guide, .top, bottom)
        case .scrollContent:
            // The content area starts at the scroll view's origin (layout is in unscrolled coordinates).
            // Its size is only what the content's constraints give, as in UIKit: content with no
            // size of its own leaves it free, and the trace reports the layout as ambiguous.
            pin("UIScrollView-content-left", guide, .left, owner, .left)
            pin("UIScrollView-content-top", guide, .top, owner, .top)
        case .scrollFrame:
            pin("UIScrollView-frame-left", guide, .left, owner, .left)
            pin("UIScrollView-frame-top", guide, .top, owner, .top)
            pin("UIScrollView-frame-width", guide, .width, owner, .width)
            pin("UIScrollView-frame-height", guide, .height, owner, .height)
        case .user:
            break
        }
        // A scroll view's guides but its content guide sit in its bounds, whose origin is the
        // content offset (layout is in the content's unscrolled coordinates).
        if guide.kind != .scrollContent, let offset = (owner as? ScrollView)?.contentOffset, offset != .zero {
            for c in list { c.constant += boundsShift(of: c, owner: owner, offset) }
        }
        updateManaged(guide, .guide, list)
    }

    /// How much a constraint between a guide and its owner moves when the owner's bounds origin
    /// is `origin`: positions on the owner's side are its bounds', sizes are unchanged.
    private func boundsShift(of c: LayoutConstraint, owner: View, _ origin: Point) -> Double {
        func along(_ attribute: LayoutAttribute) -> Double {
            attribute.isDimension ? 0 : attribute.axis == .horizontal ? origin.x : origin.y
        }
        if c.secondItem === owner { return along(c.secondAttribute) }
        if c.firstItem === owner { return -along(c.firstAttribute) }
        return 0
    }

    /// A scroll view's content offset changed: the guides that sit in its bounds (frame, safe
    /// area, margins, keyboard) move with it, and the constraints that reach out of it take the
    /// new offset into their constants.
    func boundsOriginChanged(_ scroll: ScrollView) {
        let guides: [LayoutGuide?] = [
            scroll.frameGuideIfMade, scroll.safeAreaGuideIfMade, scroll.marginsGuideIfMade, scroll.keyboardGuideIfMade,
        ]
        for case let guide? in guides where hasVariables(guide) { installGuideConstraints(guide) }
        for c in liveCrossings(of: scroll) {
            // The terms are the same; only the items' constant moves with the offset.
            recompileItemsConstant(of: c)
            constantChanged(c)
        }
    }

    /// Lists a constraint that reaches out of a scroll view under it (as it compiles, before it is
    /// in the solver). The list first drops the constraints that left the engine whenever its
    /// length reaches a power of two, so that installing and removing them without scrolling does
    /// not grow it for ever.
    func noteCrossing(_ c: LayoutConstraint, of scroll: ScrollView) {
        let key = ObjectIdentifier(scroll)
        if let count = scrollCrossings[key]?.count, count >= 16, count.nonzeroBitCount == 1 { _ = liveCrossings(of: scroll) }
        scrollCrossings[key, default: []].append(WeakReference(c))
    }

    /// The constraints in this engine that reach out of a scroll view, each once; the list keeps
    /// only them.
    private func liveCrossings(of scroll: ScrollView) -> [LayoutConstraint] {
        let key = ObjectIdentifier(scroll)
        guard let listed = scrollCrossings[key] else { return [] }
        var seen = Set<ObjectIdentifier>()
        var live: [LayoutConstraint] = []
        for case let c? in listed.map(\.object)
        where c.engine === self && c.engineConstraint != nil && seen.insert(ObjectIdentifier(c)).inserted {
            live.append(c)
        }
        scrollCrossings[key] = live.isEmpty ? nil : live.map(WeakReference.init)
        return live
    }

    /// A view's keyboard guide follows its safe area's bottom, or stops following it.
    func keyboardGuideChanged(_ view: View) {
        if let guide = view.keyboardGuideIfMade, hasVariables(guide) { installGuideConstraints(guide) }
    }

    func marginsChanged(_ view: View) {
        guard let guide = view.marginsGuideIfMade, hasVariables(guide) else { return }
        installGuideConstraints(guide)
    }

    /// A view's safe-area insets changed: its safe-area and keyboard guides, and its margins guide
    /// where the margins are measured from the safe area, take the new insets.
    func safeAreaChanged(_ view: View) {
        if let guide = view.safeAreaGuideIfMade, hasVariables(guide) { installGuideConstraints(guide) }
        keyboardGuideChanged(view)
        if view.insetsLayoutMarginsFromSafeArea { marginsChanged(view) }
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
        // Margins set with leading and trailing resolve anew.
        view.forEachInSubtree {
            marginsChanged($0)
            $0.setNeedsLayout()
        }
    }
}
