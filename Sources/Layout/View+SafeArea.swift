// Safe areas and the margins measured from them: a window's unsafe strips reach into the views
// that overlap them, through their ancestors, as UIKit computes `safeAreaInsets`.

extension View {
    /// Recomputes ``safeAreaInsets`` from the window (for a root view: its insets and the controller's
    /// `additionalSafeAreaInsets`) or from the superview's insets and this view's frame, and the
    /// superview's margins it preserves; on a change, tells the view and its controller, moves its
    /// guides and lays it out (its subviews follow).
    ///
    /// - Parameter force: update the guides even when nothing changed (an option was switched).
    func updateSafeAreaInsets(force: Bool = false) {
        let preserved = preservedSuperviewMargins()
        let marginsMoved = preserved != preservedMargins
        preservedMargins = preserved
        let new: EdgeInsets
        if let window = hostWindow {
            let extra = window.rootViewController?.additionalSafeAreaInsets ?? .zero
            let w = window.safeAreaInsets
            new = EdgeInsets(
                top: w.top + extra.top, left: w.left + extra.left, bottom: w.bottom + extra.bottom, right: w.right + extra.right)
        } else if let parent = superview {
            let p = parent.safeAreaInsets, f = frame, size = parent.frame.size
            func part(_ x: Double, _ limit: Double) -> Double { min(max(x, 0), max(limit, 0)) }
            new = EdgeInsets(
                top: part(p.top - f.minY, f.height), left: part(p.left - f.minX, f.width),
                bottom: part(p.bottom - (size.height - f.maxY), f.height),
                right: part(p.right - (size.width - f.maxX), f.width))
        } else {
            new = .zero
        }
        if new != safeAreaInsets {
            safeAreaInsets = new
            safeAreaInsetsDidChange()
            if let controller = hostWindow?.rootViewController, controller.view === self { controller.viewSafeAreaInsetsDidChange() }
            engineIfAny?.safeAreaChanged(self)
            if insetsLayoutMarginsFromSafeArea { layoutMarginsDidChange() }
            setNeedsLayout()
        } else if marginsMoved || force {
            engineIfAny?.marginsChanged(self)
            layoutMarginsDidChange()
            setNeedsLayout()
        }
    }

    /// How far the superview's margins reach into this view (``preservesSuperviewLayoutMargins``).
    private func preservedSuperviewMargins() -> EdgeInsets {
        guard preservesSuperviewLayoutMargins, let parent = superview else { return .zero }
        let p = parent.effectiveLayoutMargins, f = frame, size = parent.frame.size
        func part(_ x: Double) -> Double { max(x, 0) }
        return EdgeInsets(
            top: part(p.top - f.minY), left: part(p.left - f.minX),
            bottom: part(p.bottom - (size.height - f.maxY)), right: part(p.right - (size.width - f.maxX)))
    }

    /// The margins the margins guide is inset by: ``layoutMargins`` (a root view's at least the
    /// device's `systemMinimumLayoutMargins` when its controller respects them), plus the
    /// safe-area insets when ``insetsLayoutMarginsFromSafeArea`` is true, and at least the
    /// superview's margins where they reach in when ``preservesSuperviewLayoutMargins`` is true.
    public var effectiveLayoutMargins: EdgeInsets {
        var m = layoutMargins
        if let window = hostWindow, let device = window.device, let controller = window.rootViewController, controller.view === self {
            let minimum = device.systemMinimumLayoutMargins(window.orientation)
            if marginsAreDefault { m = minimum }
            if controller.viewRespectsSystemMinimumLayoutMargins {
                m.left = max(m.left, minimum.left)
                m.right = max(m.right, minimum.right)
            }
        }
        if insetsLayoutMarginsFromSafeArea {
            let s = safeAreaInsets
            m = EdgeInsets(top: m.top + s.top, left: m.left + s.left, bottom: m.bottom + s.bottom, right: m.right + s.right)
        }
        // The superview's margins where they reach in (preservesSuperviewLayoutMargins).
        let p = preservedMargins
        return EdgeInsets(top: max(m.top, p.top), left: max(m.left, p.left), bottom: max(m.bottom, p.bottom), right: max(m.right, p.right))
    }
}
