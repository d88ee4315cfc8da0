import Cassowary

// Compiling a layout constraint into solver terms: the one function every constraint goes through.

extension LayoutEngine {
    /// The coordinate system an item's variables are relative to: a view's superview, a guide's
    /// owning view; nil (the window) for the root.
    static func container(of item: LayoutItem) -> View? {
        if let view = item as? View { return view.superview }
        return item.owningView
    }

    /// Adds `factor` times `attribute` of `item`, in `space`'s coordinate system (nil: the
    /// window's), to `terms` and `constant`. UIKit evaluates a constraint in its items' nearest
    /// common ancestor. A view that is `space` itself is seen from inside: its own bounds, where its
    /// alignment rectangle starts at its alignment insets. Any other item's position is its own
    /// (relative to its container) plus the origins of the containers between it and `space`, so
    /// moving a container moves its subtree without touching the subtree's variables. A scroll
    /// view between them shifts the position by its content offset (its subtree lays out in its
    /// unscrolled content, which shows moved up by the offset), and is noted in
    /// `compileCrossings`: the constant follows the offset as it scrolls. `other` is the item on
    /// the other side: a scroll view's edges against its own content mean its content area. Terms
    /// are appended in the order x, y, width, height (no array per rectangle side).
    func accumulate(
        _ item: LayoutItem, _ attribute: LayoutAttribute, in space: View?, against other: LayoutItem?,
        factor: Double, into terms: inout [Term], constant: inout Double
    ) {
        var item = item
        if attribute.isEdge, let other, let scroll = item as? ScrollView, let o = other.owningView, o !== scroll,
            o.isDescendant(of: scroll)
        {
            item = scroll.contentLayoutGuide
        }
        let view = item as? View
        if attribute.isMargin, let view {
            return accumulate(
                view.layoutMarginsGuide, attribute.withoutMargin, in: space, against: nil, factor: factor,
                into: &terms, constant: &constant)
        }
        var baseline: Variable?
        if attribute == .firstBaseline || attribute == .lastBaseline, let view {
            // A container routes its baselines to a subview's (forFirstBaselineLayout / forLastBaselineLayout).
            let target = view.dispatchedBaselineView(first: attribute == .firstBaseline)
            if target !== view, target.isDescendant(of: view) {
                return accumulate(target, attribute, in: space, against: other, factor: factor, into: &terms, constant: &constant)
            }
            baseline = baselineVariables(view).map { attribute == .firstBaseline ? $0.first : $0.last }
        }
        // The attribute as weights of the rectangle's x, y, width and height: the one table.
        let w = attribute.place(
            x: RectWeights(x: 1), y: RectWeights(y: 1), width: RectWeights(width: 1), height: RectWeights(height: 1),
            rightToLeft: attribute.isDirectional && item.layoutDirection == .rightToLeft)
        let v = variables(of: item)
        if let view, view === space {
            let i = view.alignmentRectInsets
            constant += factor * (w.x * i.left + w.y * i.top)
        } else {
            if w.x != 0 { terms.append(Term(v.x, factor * w.x)) }
            // A baseline variable is in the view's container's coordinates, as its top is: it
            // stands in for the top, and the containers' origins are added as for the top.
            if w.y != 0 { terms.append(Term(baseline ?? v.y, factor * w.y)) }
            var container = LayoutEngine.container(of: item)
            while let c = container, c !== space {
                // The container's frame origin in its own container: its alignment origin less its insets.
                let cv = variables(of: c), i = c.alignmentRectInsets
                if w.x != 0 { terms.append(Term(cv.x, factor * w.x)) }
                if w.y != 0 { terms.append(Term(cv.y, factor * w.y)) }
                constant -= factor * (w.x * i.left + w.y * i.top)
                if let scroll = c as? ScrollView, w.x != 0 || w.y != 0 {
                    let offset = scroll.contentOffset
                    constant -= factor * (w.x * offset.x + w.y * offset.y)
                    compileCrossings.append(scroll)
                }
                container = c.superview
            }
            baseline = nil
        }
        if let baseline {
            // Seen from inside (the view is the space): its top is its inset, so the baseline sits
            // at inset + (baseline - top).
            terms.append(Term(baseline, factor * w.y))
            terms.append(Term(v.y, -factor * w.y))
        }
        if w.width != 0 { terms.append(Term(v.width, factor * w.width)) }
        if w.height != 0 { terms.append(Term(v.height, factor * w.height)) }
    }

    /// The solver constraint for a layout constraint, compiled in its items' nearest common ancestor:
    /// `s * (first - multiplier * second) - constant OP 0`, where `s` is -1 when the constraint is
    /// horizontal, uses leading/trailing and the first item lays out right to left (mirrored axis).
    /// Sets the constraint's ``LayoutConstraint/itemsConstant`` and lists it under each scroll view
    /// it reaches out of, whose offset its constant follows.
    func solverConstraint(for c: LayoutConstraint) -> Cassowary.Constraint {
        var terms = compileScratch
        compileScratch = []
        terms.removeAll(keepingCapacity: true)
        let constant = compileItems(of: c, into: &terms, notingCrossings: true)
        let relation: Cassowary.Relation =
            switch c.relation {
            case .equal: .equal
            case .lessThanOrEqual: .lessThanOrEqual
            case .greaterThanOrEqual: .greaterThanOrEqual
            }
        // The constraint copies the terms (into itself when there are at most three).
        let made = Cassowary.Constraint(
            terms: terms, constant: constant - c.constant, relation, strength: c.priority.strength, label: c.identifier,
            conflictSearchRank: c.origin.conflictSearchRank)
        compileScratch = terms
        return made
    }

    /// Sets a constraint's ``LayoutConstraint/itemsConstant`` anew (a scroll view it reaches out
    /// of scrolled): its items compiled again into the scratch terms, no solver constraint made.
    func recompileItemsConstant(of c: LayoutConstraint) {
        var terms = compileScratch
        compileScratch = []
        terms.removeAll(keepingCapacity: true)
        _ = compileItems(of: c, into: &terms, notingCrossings: false)
        compileScratch = terms
    }

    /// Appends a constraint's items' terms to `terms` in their nearest common ancestor and returns
    /// the constant they give, which it also keeps as ``LayoutConstraint/itemsConstant``; with
    /// `notingCrossings`, lists the constraint under each scroll view it reaches out of.
    private func compileItems(of c: LayoutConstraint, into terms: inout [Term], notingCrossings: Bool) -> Double {
        // Compiling may install a guide's own constraints on first use, compiled in turn: this
        // constraint's crossings are those noted after this mark.
        let mark = compileCrossings.count
        defer {
            if compileCrossings.count > mark {
                if notingCrossings {
                    for scroll in compileCrossings[mark...] { noteCrossing(c, of: scroll) }
                }
                compileCrossings.removeSubrange(mark...)
            }
        }
        // A location held to a constant (only the engine makes those: a root's frame, a translated
        // autoresizing mask) is a position in the item's container.
        // Each item is loaded once: a weak load costs atomic reference counting.
        let first = c.first, second = c.second
        let space =
            second == nil && !c.firstAttribute.isDimension
            ? LayoutEngine.container(of: first)
            : LayoutConstraint.commonAncestor(first, second)
        let mirrored =
            !c.firstAttribute.isDimension && c.firstAttribute.axis == .horizontal
            && (c.firstAttribute.isDirectional || c.secondAttribute.isDirectional)
            && first.layoutDirection == .rightToLeft
        let sign = mirrored ? -1.0 : 1.0
        var constant = 0.0
        accumulate(first, c.firstAttribute, in: space, against: second, factor: sign, into: &terms, constant: &constant)
        if let second {
            accumulate(
                second, c.secondAttribute, in: space, against: first, factor: -sign * c.multiplier, into: &terms,
                constant: &constant)
        }
        c.itemsConstant = constant
        return constant
    }
}
