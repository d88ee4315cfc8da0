/// UIKit's constraints across a stack view's axis, one set per alignment.
///
/// Every alignment but `fill` lets views be thinner than the stack. UIKit then spans the arranged
/// views with a private guide (`_UILayoutSpacer 'UISV-alignment-spanner'`): the spanner's edges
/// bound every visible view (`UISV-spanning-boundary`), it is as thin as they allow at priority 51
/// (`UISV-spanning-fit`, just above the fitting-size level), and its far edge is the stack's
/// (`UISV-canvas-connection`). A stack with one visible view hugs it directly at priority 49
/// (`UISV-canvas-fit`). Each arranged view is as thin as nothing else decides at priority 25
/// (`UISV-ambiguity-suppression`), so a view with no intrinsic size across the axis gets none
/// rather than an arbitrary one.
extension StackView {
    /// The priority of the spanner's edge that the alignment pins (`top == view.top` for `.top`):
    /// just below required, as in UIKit.
    static let spanningBoundaryPriority = LayoutPriority(999.5)
    /// The priority of `UISV-spanning-fit`: the spanner (and so the stack) hugs its views.
    static let spanningFitPriority = LayoutPriority(51)
    /// The priority of `UISV-canvas-fit`: the stack hugs its views where there is no spanner, and
    /// for baseline alignments besides it.
    static let canvasFitPriority = LayoutPriority(49)
    /// The priority of `UISV-ambiguity-suppression`: the lowest UIKit uses, so it only settles a
    /// cross length nothing else decides.
    static let ambiguitySuppressionPriority = LayoutPriority(25)

    /// Adds one of the stack's own guides, removed again when its constraints are rebuilt.
    func addSpacer(className: String, identifier: String) -> LayoutGuide {
        let g = LayoutGuide()
        g.identifier = identifier
        g.className = className
        addLayoutGuide(g)
        spacers.append(g)
        return g
    }

    /// The constraints across the axis for the current alignment: hidden views keep their place
    /// there while they collapse along the axis, but only visible views size the stack.
    ///
    /// - Parameters:
    ///   - visible: the arranged views that are not hidden (at least one).
    ///   - horizontal: whether the axis is horizontal (so the cross axis is vertical).
    ///   - canvas: the stack, or its layout margins guide.
    func crossAxisConstraints(visible: [View], horizontal: Bool, canvas: LayoutItem) -> [LayoutConstraint] {
        let (lead, trail, center, length): (LayoutAttribute, LayoutAttribute, LayoutAttribute, LayoutAttribute) =
            horizontal ? (.top, .bottom, .centerY, .height) : (.leading, .trailing, .centerX, .width)
        guard let first = arrangedSubviews.first, let only = visible.first else { return [] }
        let others = arrangedSubviews.dropFirst()
        var list: [LayoutConstraint] = []
        // The stack hugs its views across the axis (one view, or beside the spanner for baselines).
        func canvasFit() -> LayoutConstraint {
            make(canvas, length, .equal, nil, .notAnAttribute, priority: StackView.canvasFitPriority, "UISV-canvas-fit")
        }
        func pin(_ a: LayoutAttribute, _ id: String) {
            list += others.map { make(first, a, .equal, $0, a, id) }
        }
        // UIKit documents baseline alignments for horizontal stacks only; a vertical one lays out
        // as leading here.
        let alignment = horizontal || ![.firstBaseline, .lastBaseline].contains(alignment) ? alignment : .leading
        switch alignment {
        case .fill:
            pin(lead, "UISV-alignment")
            pin(trail, "UISV-alignment")
            list.append(make(canvas, lead, .equal, first, lead, "UISV-canvas-connection"))
            list.append(make(first, trail, .equal, canvas, trail, "UISV-canvas-connection"))
            return list
        case .leading:
            pin(lead, "UISV-alignment")
            list.append(make(canvas, lead, .equal, first, lead, "UISV-canvas-connection"))
        case .center:
            pin(center, "UISV-alignment")
            list.append(make(canvas, center, .equal, first, center, "UISV-canvas-connection"))
        case .trailing:
            pin(trail, "UISV-alignment")
            list.append(make(first, trail, .equal, canvas, trail, "UISV-canvas-connection"))
        case .firstBaseline, .lastBaseline:
            pin(alignment == .firstBaseline ? .firstBaseline : .lastBaseline, "UISV-alignment")
        }
        let pinsLead = alignment == .leading, pinsTrail = alignment == .trailing
        if visible.count == 1 {
            // One view: the stack's edges bound it directly, and the stack hugs it.
            if !pinsLead { list.append(make(canvas, lead, .lessThanOrEqual, only, lead, "UISV-canvas-connection")) }
            if !pinsTrail { list.append(make(canvas, trail, .greaterThanOrEqual, only, trail, "UISV-canvas-connection")) }
            list.append(canvasFit())
        } else {
            // Baseline alignments bound the stack on the baseline's side by the first arranged
            // view alone, as UIKit does (a taller view further on reaches past the stack's edge);
            // the spanner bounds every view on the other side.
            let firstOnlyLead = alignment == .firstBaseline, firstOnlyTrail = alignment == .lastBaseline
            let spanner = addSpacer(className: "_UILayoutSpacer", identifier: "UISV-alignment-spanner")
            for v in visible {
                if !firstOnlyLead {
                    list.append(
                        pinsLead
                            ? make(spanner, lead, .equal, v, lead, priority: StackView.spanningBoundaryPriority, "UISV-spanning-boundary")
                            : make(spanner, lead, .lessThanOrEqual, v, lead, "UISV-spanning-boundary"))
                }
                if !firstOnlyTrail {
                    list.append(
                        pinsTrail
                            ? make(spanner, trail, .equal, v, trail, priority: StackView.spanningBoundaryPriority, "UISV-spanning-boundary")
                            : make(spanner, trail, .greaterThanOrEqual, v, trail, "UISV-spanning-boundary"))
                }
            }
            list.append(
                make(spanner, length, .equal, nil, .notAnAttribute, priority: StackView.spanningFitPriority, "UISV-spanning-fit"))
            if firstOnlyLead {
                list.append(make(canvas, lead, .lessThanOrEqual, first, lead, "UISV-canvas-connection"))
            } else if !pinsLead {
                list.append(make(canvas, lead, .equal, spanner, lead, "UISV-canvas-connection"))
            }
            if firstOnlyTrail {
                list.append(make(canvas, trail, .greaterThanOrEqual, first, trail, "UISV-canvas-connection"))
            } else if !pinsTrail {
                list.append(make(spanner, trail, .equal, canvas, trail, "UISV-canvas-connection"))
            }
            if alignment == .firstBaseline || alignment == .lastBaseline { list.append(canvasFit()) }
        }
        list += arrangedSubviews.map {
            make($0, length, .equal, nil, .notAnAttribute, priority: StackView.ambiguitySuppressionPriority, "UISV-ambiguity-suppression")
        }
        return list
    }
}
