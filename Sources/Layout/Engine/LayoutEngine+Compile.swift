import Cassowary

// Compiling a layout constraint into solver terms: the one function every constraint goes through.

extension LayoutEngine {
    /// The coordinate system an item's variables are relative to: a view's superview, a guide's
    /// owning view; nil (the window) for the root.
    static func container(of item: LayoutItem) -> View? {
        if let view = item as? View { return view.superview }
        return item.owningView
    }

    /// The item's alignment rectangle as expressions in `space`'s coordinate system (nil: the
    /// window's). A view that is `space` itself is seen from inside: its own bounds, where its
    /// alignment rectangle starts at its alignment insets. Any other item's position is its own
    /// (relative to its container) plus the origins of the containers between it and `space`, so
    /// moving a container moves its subtree without touching the subtree's variables.
    func rect(
        of item: LayoutItem, in space: View?
    ) -> (
        x: Cassowary.Expression, y: Cassowary.Expression,
        width: Cassowary.Expression, height: Cassowary.Expression
    ) {
        let v = variables(of: item)
        if let view = item as? View, view === space {
            let i = view.alignmentRectInsets
            return (Expression(constant: i.left), Expression(constant: i.top), Expression(v.width), Expression(v.height))
        }
        var x = Expression(v.x), y = Expression(v.y)
        var container = LayoutEngine.container(of: item)
        while let c = container, c !== space {
            // The container's frame origin in its own container: its alignment origin less its insets.
            let cv = variables(of: c), i = c.alignmentRectInsets
            x.terms.append(Term(cv.x))
            x.constant -= i.left
            y.terms.append(Term(cv.y))
            y.constant -= i.top
            container = c.superview
        }
        return (x, y, Expression(v.width), Expression(v.height))
    }

    /// The expression of `attribute` of `item` in `space`'s coordinates (UIKit evaluates a
    /// constraint in its items' nearest common ancestor). `other` is the item on the other side: a
    /// scroll view's edges against its own content mean its content area.
    func expression(
        _ item: LayoutItem, _ attribute: LayoutAttribute, in space: View?,
        against other: LayoutItem?
    ) -> Cassowary.Expression {
        var item = item
        if let scroll = item as? ScrollView, attribute.isEdge, let o = other?.owningView, o !== scroll,
            o.isDescendant(of: scroll)
        {
            item = scroll.contentLayoutGuide
        }
        if attribute.isMargin, let view = item as? View {
            return expression(view.layoutMarginsGuide, attribute.withoutMargin, in: space, against: nil)
        }
        if attribute == .firstBaseline || attribute == .lastBaseline, let view = item as? View {
            // A container routes its baselines to a subview's (forFirstBaselineLayout / forLastBaselineLayout).
            let target = attribute == .firstBaseline ? view.forFirstBaselineLayout : view.forLastBaselineLayout
            if target !== view, target.isDescendant(of: view) { return expression(target, attribute, in: space, against: other) }
        }
        let r = rect(of: item, in: space)
        if attribute == .firstBaseline || attribute == .lastBaseline, let view = item as? View,
            let b = baselineVariables(view)
        {
            // The baseline variable is in the view's container's coordinates, as its top is.
            let top = variables(of: view).y
            return r.y + (attribute == .firstBaseline ? b.first : b.last) - top
        }
        return attribute.place(
            x: r.x, y: r.y, width: r.width, height: r.height,
            rightToLeft: item.layoutDirection == .rightToLeft)
    }

    /// The solver constraint for a layout constraint, compiled in its items' nearest common ancestor:
    /// `s * (first - multiplier * second) - constant OP 0`, where `s` is -1 when the constraint is
    /// horizontal, uses leading/trailing and the first item lays out right to left (mirrored axis).
    func solverConstraint(for c: LayoutConstraint) -> Cassowary.Constraint {
        // A location held to a constant (only the engine makes those: a root's frame, a translated
        // autoresizing mask) is a position in the item's container.
        let space =
            c.second == nil && !c.firstAttribute.isDimension
            ? LayoutEngine.container(of: c.first)
            : c.commonAncestor()
        let first = expression(c.first, c.firstAttribute, in: space, against: c.second)
        var e = first
        if let second = c.second {
            e = e - c.multiplier * expression(second, c.secondAttribute, in: space, against: c.first)
        }
        let mirrored =
            !c.firstAttribute.isDimension && c.firstAttribute.axis == .horizontal
            && (c.firstAttribute.isDirectional || c.secondAttribute.isDirectional)
            && c.first.layoutDirection == .rightToLeft
        if mirrored { e = -e }
        e.constant -= c.constant
        let relation: Cassowary.Relation =
            switch c.relation {
            case .equal: .equal
            case .lessThanOrEqual: .lessThanOrEqual
            case .greaterThanOrEqual: .greaterThanOrEqual
            }
        return Cassowary.Constraint(
            e, relation, strength: c.priority.strength, label: c.identifier,
            conflictSearchRank: c.origin.conflictSearchRank)
    }
}
