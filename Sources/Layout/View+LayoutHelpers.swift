// Helpers from the seed documents.

extension View {
    /// Constraints that stack views top to bottom `distance` apart with their leading edges aligned
    /// (the `leftAlignAndVerticallySpaceOutViews:distance:` helper of seed 002). Turns off
    /// autoresizing translation; the constraints are returned inactive.
    ///
    /// The seed's code ties `first.bottom == second.top + distance`, which would stack upward; this
    /// follows its name: `second.top == first.bottom + distance`.
    public static func leftAlignAndVerticallySpaceOut(_ views: [View], distance: Double) -> [LayoutConstraint] {
        var out: [LayoutConstraint] = []
        for (first, second) in zip(views, views.dropFirst()) {
            first.translatesAutoresizingMaskIntoConstraints = false
            second.translatesAutoresizingMaskIntoConstraints = false
            out.append(second.topAnchor.constraint(equalTo: first.bottomAnchor, constant: distance))
            out.append(second.leadingAnchor.constraint(equalTo: first.leadingAnchor))
        }
        return out
    }

    /// Constraints that centre `subview` in this view horizontally with the seed's VFL trick
    /// (`V:[superview]-(<=1)-[subview]` with `alignAllCenterX`), or vertically with the H: mirror.
    ///
    /// - Throws: ``VisualFormatError`` if `subview` is not in this view's hierarchy.
    public func constraintsCentering(_ subview: View, horizontally: Bool = true) throws(VisualFormatError) -> [LayoutConstraint] {
        let format = horizontally ? "V:[superview]-(<=1)-[subview]" : "H:[superview]-(<=1)-[subview]"
        return try LayoutConstraint.constraints(
            withVisualFormat: format,
            options: horizontally ? .alignAllCenterX : .alignAllCenterY,
            views: ["superview": self, "subview": subview])
    }
}
