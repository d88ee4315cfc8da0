// Turning a parsed layout into constraints, in Apple's order: per connection its constraints, then
// the predicates of the view just reached (the first view's own predicates first when there is
// no leading `|`), and every alignment constraint last.

extension VisualFormatParser {
    func constraints(for layout: Layout, options: LayoutFormatOptions) throws(VisualFormatError) -> [VisualFormatConstraint] {
        let vertical = layout.vertical
        let direction = vertical ? 0 : options.rawValue & (3 << 16)
        let rightToLeft = direction == LayoutFormatOptions.directionRightToLeft.rawValue
        let (lead, trail): (LayoutAttribute, LayoutAttribute) =
            vertical ? (.top, .bottom) : direction == 0 ? (.leading, .trailing) : (.left, .right)
        let thickness: LayoutAttribute = vertical ? .height : .width
        let baselineSpacing = options.contains(.spacingBaselineToBaseline)
        if baselineSpacing && !vertical {
            throw fail(.baselineSpacingHorizontal, "BaselineToBaseline format option not valid for horizontal layout", at: bytes.count)
        }
        var out: [VisualFormatConstraint] = []
        var alignments: [VisualFormatConstraint] = []

        func viewPredicates(_ element: Element) {
            guard case .view(let name, let predicates) = element else { return }
            for p in predicates {
                switch p.object {
                case .constant(let c):
                    out.append(
                        VisualFormatConstraint(
                            first: .view(name), firstAttribute: thickness, relation: p.relation,
                            second: nil, secondAttribute: .notAnAttribute, constant: c,
                            priority: p.priority, isStandardSpacing: false))
                case .view(let other):
                    out.append(
                        VisualFormatConstraint(
                            first: .view(name), firstAttribute: thickness, relation: p.relation,
                            second: .view(other), secondAttribute: thickness, constant: 0,
                            priority: p.priority, isStandardSpacing: false))
                }
            }
        }

        if case .view = layout.elements[0] { viewPredicates(layout.elements[0]) }
        for (i, connection) in layout.connections.enumerated() {
            let before = layout.elements[i], after = layout.elements[i + 1]
            // (constant, relation, priority, standard) for each constraint of the connection.
            var gaps: [(Double, LayoutRelation, Double, Bool)] = []
            let toSuperview: Bool = {
                if case .superview = before { return true }; if case .superview = after { return true }; return false
            }()
            switch connection {
            case .flush: gaps = [(0, .equal, 1000, false)]
            case .standard: gaps = [(toSuperview ? 0 : View.standardSpacing, .equal, 1000, true)]
            case .predicates(let predicates):
                for p in predicates {
                    guard case .constant(let c) = p.object else { continue }
                    gaps.append((c, p.relation, p.priority, false))
                }
            }
            // Standard spacing against `|` goes to the superview's layout margins (UIKit iOS 11+).
            let superItem: VisualFormatConstraint.Item =
                if case .standard = connection { .superviewMargins } else { .superview }
            for (c, relation, priority, standard) in gaps {
                var k = VisualFormatConstraint(
                    first: .superview, firstAttribute: lead, relation: relation, second: nil,
                    secondAttribute: .notAnAttribute, constant: c, priority: priority,
                    isStandardSpacing: standard)
                switch (before, after) {
                case (.superview, .view(let name, _)):
                    if rightToLeft {
                        (k.first, k.firstAttribute, k.second, k.secondAttribute) = (superItem, .right, .view(name), .right)
                    } else {
                        (k.first, k.firstAttribute, k.second, k.secondAttribute) = (.view(name), lead, superItem, lead)
                    }
                case (.view(let name, _), .superview):
                    if rightToLeft {
                        (k.first, k.firstAttribute, k.second, k.secondAttribute) = (.view(name), .left, superItem, .left)
                    } else {
                        (k.first, k.firstAttribute, k.second, k.secondAttribute) = (superItem, trail, .view(name), trail)
                    }
                case (.view(let a, _), .view(let b, _)):
                    if rightToLeft {
                        (k.first, k.firstAttribute, k.second, k.secondAttribute) = (.view(a), .left, .view(b), .right)
                    } else if vertical && baselineSpacing {
                        (k.first, k.firstAttribute, k.second, k.secondAttribute) = (.view(b), .firstBaseline, .view(a), .lastBaseline)
                    } else {
                        (k.first, k.firstAttribute, k.second, k.secondAttribute) = (.view(b), lead, .view(a), trail)
                    }
                default:
                    continue
                }
                out.append(k)
            }
            viewPredicates(after)
            // Alignment: between adjacent views only, earlier view first (later first right to left).
            if case .view(let a, _) = before, case .view(let b, _) = after {
                for attribute in options.alignmentAttributes {
                    let horizontalEdge = attribute.axis == .horizontal
                    if !vertical && horizontalEdge {
                        throw fail(
                            .alignmentSameAxis,
                            "Options mask required views to be aligned on a horizontal edge, which is not allowed for layout that is also horizontal.",
                            at: bytes.count)
                    }
                    if vertical && !horizontalEdge {
                        throw fail(
                            .alignmentSameAxis,
                            "Options mask required views to be aligned on a vertical edge, which is not allowed for layout that is also vertical.",
                            at: bytes.count)
                    }
                    let (x, y) = rightToLeft ? (b, a) : (a, b)
                    alignments.append(
                        VisualFormatConstraint(
                            first: .view(x), firstAttribute: attribute, relation: .equal,
                            second: .view(y), secondAttribute: attribute, constant: 0,
                            priority: VisualFormatConstraint.required, isStandardSpacing: false))
                }
            }
        }
        return out + alignments
    }
}
