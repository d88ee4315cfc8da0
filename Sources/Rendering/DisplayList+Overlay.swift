import Layout

/// The colours of the constraint overlay.
public enum OverlayColors {
    /// Required constraints (priority 1000).
    public static let required = Color(red: 0x00, green: 0x7A, blue: 0xFF)
    /// Optional constraints at 500 and above (up to 999).
    public static let high = Color(red: 0x34, green: 0xC7, blue: 0x59)
    /// Optional constraints below 500.
    public static let low = Color(red: 0x8E, green: 0x8E, blue: 0x93)
    /// Constraints the engine broke to recover from a conflict.
    public static let broken = Color(red: 0xFF, green: 0x3B, blue: 0x30)
    /// The outline of a view whose layout is ambiguous.
    public static let ambiguous = Color(red: 0xAF, green: 0x52, blue: 0xDE)
}

@MainActor
extension DisplayList {
    /// Adds the constraint overlay on top: each active or broken constraint as a line between the
    /// anchors it ties (a constant width or height as a bar across the view), coloured by
    /// priority (``OverlayColors``), broken ones in red, and views with ambiguous layout outlined.
    ///
    /// Lines run between these points of an item's frame in window coordinates: the middle of an
    /// edge for edges and baselines, the centre for centres and sizes, inset by the layout
    /// margins for margin attributes. Leading and trailing follow the view's layout direction.
    ///
    /// - Parameter window: the laid-out window this list was made from.
    public mutating func appendConstraintOverlay(for window: Window) {
        guard let root = window.rootView else { return }
        var frames: [ObjectIdentifier: Rect] = [:]
        var views: [View] = []
        // The shown views (hidden subtrees left out) and their rectangles, in a loop, not recursion.
        var stack: [(View, Point)] = [(root, .zero)]
        while let (view, origin) = stack.popLast() {
            guard !view.isHidden else { continue }
            let f = view.presentationFrame ?? view.frame
            let rect = Rect(x: origin.x + f.x, y: origin.y + f.y, width: f.width, height: f.height)
            frames[ObjectIdentifier(view)] = rect
            views.append(view)
            let offset = (view as? ScrollView)?.contentOffset ?? .zero
            for s in view.subviews.reversed() { stack.append((s, Point(x: rect.x - offset.x, y: rect.y - offset.y))) }
        }

        func frame(of item: LayoutItem) -> Rect? {
            if let view = item as? View { return frames[ObjectIdentifier(view)] }
            guard let guide = item as? LayoutGuide, let owner = guide.owningView,
                let o = frames[ObjectIdentifier(owner)]
            else { return nil }
            let g = guide.layoutFrame
            return Rect(x: o.x + g.x, y: o.y + g.y, width: g.width, height: g.height)
        }
        for view in views {
            for c in view.constraints where c.isActive || c.isBroken {
                guard let firstItem = c.firstItem, let first = frame(of: firstItem) else { continue }
                let color =
                    c.isBroken
                    ? OverlayColors.broken
                    : c.priority.isRequired
                        ? OverlayColors.required
                        : c.priority.rawValue >= 500 ? OverlayColors.high : OverlayColors.low
                let a = Self.anchorPoint(c.firstAttribute, of: first, item: firstItem)
                if let secondItem = c.secondItem, let second = frame(of: secondItem) {
                    let b = Self.anchorPoint(c.secondAttribute, of: second, item: secondItem)
                    items.append(.line(from: a, to: b, width: 1, color))
                } else if c.firstAttribute == .width {
                    items.append(.line(from: Point(x: first.x, y: a.y), to: Point(x: first.maxX, y: a.y), width: 1, color))
                } else if c.firstAttribute == .height {
                    items.append(.line(from: Point(x: a.x, y: first.y), to: Point(x: a.x, y: first.maxY), width: 1, color))
                }
            }
        }
        for view in root.viewsWithAmbiguousLayout() {
            if let f = frames[ObjectIdentifier(view)] { items.append(.border(f, width: 2, OverlayColors.ambiguous)) }
        }
    }

    /// Where a constraint attribute sits on a frame (window coordinates).
    static func anchorPoint(_ attribute: LayoutAttribute, of r: Rect, item: LayoutItem) -> Point {
        let view = item as? View ?? item.owningView
        let m = (item as? View)?.layoutMargins ?? EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
        let rtl = view?.effectiveUserInterfaceLayoutDirection == .rightToLeft
        let midX = r.x + r.width / 2, midY = r.y + r.height / 2
        switch attribute {
        case .left: return Point(x: r.x, y: midY)
        case .right: return Point(x: r.maxX, y: midY)
        case .leading: return Point(x: rtl ? r.maxX : r.x, y: midY)
        case .trailing: return Point(x: rtl ? r.x : r.maxX, y: midY)
        case .top, .firstBaseline: return Point(x: midX, y: r.y)
        case .bottom, .lastBaseline: return Point(x: midX, y: r.maxY)
        case .leftMargin: return Point(x: r.x + m.left, y: midY)
        case .rightMargin: return Point(x: r.maxX - m.right, y: midY)
        case .leadingMargin: return Point(x: rtl ? r.maxX - m.right : r.x + m.left, y: midY)
        case .trailingMargin: return Point(x: rtl ? r.x + m.left : r.maxX - m.right, y: midY)
        case .topMargin: return Point(x: midX, y: r.y + m.top)
        case .bottomMargin: return Point(x: midX, y: r.maxY - m.bottom)
        case .centerXWithinMargins: return Point(x: r.x + m.left + (r.width - m.left - m.right) / 2, y: midY)
        case .centerYWithinMargins: return Point(x: midX, y: r.y + m.top + (r.height - m.top - m.bottom) / 2)
        case .width, .height, .centerX, .centerY, .notAnAttribute: return Point(x: midX, y: midY)
        }
    }
}
