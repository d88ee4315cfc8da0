// A view's geometry read and converted: bounds, centre, alignment rectangles and rectangles in the window.

extension View {
    /// The view's own coordinate space: origin (0, 0) (a scroll view's is its content offset) and the frame's size.
    public var bounds: Rect { Rect(origin: boundsOrigin, size: frame.size) }

    /// The centre of the frame, in the superview's coordinates.
    public var center: Point {
        get { Point(x: frame.midX, y: frame.midY) }
        set { frame.origin = Point(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }

    /// The alignment rectangle for a frame: the frame inset by ``alignmentRectInsets``.
    public func alignmentRect(forFrame frame: Rect) -> Rect { frame.inset(by: alignmentRectInsets) }

    /// The frame for an alignment rectangle: the inverse of ``alignmentRect(forFrame:)``.
    public func frame(forAlignmentRect rect: Rect) -> Rect {
        let i = alignmentRectInsets
        return Rect(
            x: rect.x - i.left, y: rect.y - i.top, width: rect.width + i.left + i.right,
            height: rect.height + i.top + i.bottom)
    }

    /// The frame in window coordinates (unscrolled: scroll offsets apply when drawing).
    public var frameInWindow: Rect { frameInWindow(presentation: false, scrolled: false) }

    /// The view's rectangle in its window: its frame moved by each ancestor's origin. The one place
    /// that walks up to the window.
    ///
    /// - Parameters:
    ///   - presentation: take presentation frames (what is drawn mid-animation) where views have them.
    ///   - scrolled: subtract scroll views' content offsets (where the view is on screen); without it
    ///     the rectangle is in unscrolled layout coordinates.
    public func frameInWindow(presentation: Bool, scrolled: Bool) -> Rect {
        func shown(_ v: View) -> Rect { presentation ? v.presentationFrame ?? v.frame : v.frame }
        var r = shown(self)
        var v = superview
        while let s = v {
            let f = shown(s)
            let offset = scrolled ? s.boundsOrigin : .zero
            r = r.offsetBy(dx: f.x - offset.x, dy: f.y - offset.y)
            v = s.superview
        }
        return r
    }

    /// Calls `body` with every view of the subtree (this one first, parents before children) and its
    /// rectangle in the window, as ``frameInWindow(presentation:scrolled:)`` gives it, in one walk:
    /// linear in the subtree's size however deep it is.
    public func forEachFrameInWindow(presentation: Bool, scrolled: Bool, _ body: (View, Rect) -> Void) {
        func shown(_ v: View) -> Rect { presentation ? v.presentationFrame ?? v.frame : v.frame }
        let own = frameInWindow(presentation: presentation, scrolled: scrolled)
        var stack: [(View, Rect)] = [(self, own)]
        while let (v, r) = stack.popLast() {
            body(v, r)
            let offset = scrolled ? v.boundsOrigin : .zero
            for child in v.subviews.reversed() {
                let f = shown(child)
                stack.append((child, f.offsetBy(dx: r.x - offset.x, dy: r.y - offset.y)))
            }
        }
    }
}
