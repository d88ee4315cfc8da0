// Safe areas and the margins measured from them: a window's unsafe strips reach into the views
// that overlap them, through their ancestors, as UIKit computes `safeAreaInsets`.

extension View {
    /// Recomputes ``safeAreaInsets`` from the window (for a root view: its insets and the controller's
    /// `additionalSafeAreaInsets`) or from the superview's insets and this view's frame; on a change,
    /// tells the view and its controller, moves its guides and lays it out (its subviews follow).
    func updateSafeAreaInsets() {
        let new: EdgeInsets
        if let window = hostWindow {
            let extra = window.rootViewController?.additionalSafeAreaInsets ?? .zero
            let w = window.safeAreaInsets
            new = EdgeInsets(top: w.top + extra.top, left: w.left + extra.left, bottom: w.bottom + extra.bottom, right: w.right + extra.right)
        } else if let parent = superview {
            let p = parent.safeAreaInsets, f = frame, size = parent.frame.size
            func part(_ x: Double, _ limit: Double) -> Double { min(max(x, 0), max(limit, 0)) }
            new = EdgeInsets(top: part(p.top - f.minY, f.height), left: part(p.left - f.minX, f.width),
                             bottom: part(p.bottom - (size.height - f.maxY), f.height),
                             right: part(p.right - (size.width - f.maxX), f.width))
        } else {
            new = .zero
        }
        guard new != safeAreaInsets else { return }
        safeAreaInsets = new
        safeAreaInsetsDidChange()
        if let controller = hostWindow?.rootViewController, controller.view === self { controller.viewSafeAreaInsetsDidChange() }
        engineIfAny?.safeAreaChanged(self)
        setNeedsLayout()
    }

    /// The margins the margins guide is inset by: ``layoutMargins`` (a root view's at least the
    /// device's `systemMinimumLayoutMargins` when its controller respects them), plus the
    /// safe-area insets when ``insetsLayoutMarginsFromSafeArea`` is true.
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
        guard insetsLayoutMarginsFromSafeArea else { return m }
        let s = safeAreaInsets
        return EdgeInsets(top: m.top + s.top, left: m.left + s.left, bottom: m.bottom + s.bottom, right: m.right + s.right)
    }
}
