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
            new = window.rootSafeAreaInsets + (window.rootViewController?.additionalSafeAreaInsets ?? .zero)
        } else if let parent = superview {
            // A child controller's view: what reaches in, plus the child's own additional insets.
            new = reach(of: parent.safeAreaInsets, in: parent, upToSize: true) + controllerAdditionalInsets
        } else {
            new = .zero
        }
        if new != safeAreaInsets {
            safeAreaInsets = new
            dispatchSafeAreaInsetsDidChange()
            owningViewController?.viewSafeAreaInsetsDidChange()
            engineIfAny?.safeAreaChanged(self)
            if insetsLayoutMarginsFromSafeArea { dispatchLayoutMarginsDidChange() }
            setNeedsLayout()
        } else if marginsMoved || force {
            engineIfAny?.marginsChanged(self)
            dispatchLayoutMarginsDidChange()
            setNeedsLayout()
        }
    }

    /// How far the superview's margins reach into this view (``preservesSuperviewLayoutMargins``).
    private func preservedSuperviewMargins() -> EdgeInsets {
        guard preservesSuperviewLayoutMargins, let parent = superview else { return .zero }
        return reach(of: parent.effectiveLayoutMargins, in: parent, upToSize: false)
    }

    /// How far `insets` of `parent` reach into this view's frame on each edge (0 where they stop
    /// short); with `upToSize`, no further than the view's own width or height. The frame is taken
    /// where the parent shows it: a scroll view's content is where its offset puts it on screen.
    private func reach(of insets: EdgeInsets, in parent: View, upToSize: Bool) -> EdgeInsets {
        let o = parent.boundsOrigin, size = parent.frame.size
        let f = Rect(x: frame.x - o.x, y: frame.y - o.y, width: frame.width, height: frame.height)
        func part(_ x: Double, _ limit: Double) -> Double { upToSize ? min(max(x, 0), max(limit, 0)) : max(x, 0) }
        return EdgeInsets(
            top: part(insets.top - f.minY, f.height), left: part(insets.left - f.minX, f.width),
            bottom: part(insets.bottom - (size.height - f.maxY), f.height),
            right: part(insets.right - (size.width - f.maxX), f.width))
    }

    /// The margins the margins guide is inset by: ``layoutMargins`` (a controller's view's at least
    /// the device's `systemMinimumLayoutMargins` when its controller respects them), plus the
    /// safe-area insets when ``insetsLayoutMarginsFromSafeArea`` is true, and at least the
    /// superview's margins where they reach in when ``preservesSuperviewLayoutMargins`` is true.
    public var effectiveLayoutMargins: EdgeInsets {
        var m = layoutMargins
        // Every controller's view, a child controller's too, as UIKit's.
        if isControllerView, let controller = owningViewController, let window, let device = window.device {
            let minimum = device.systemMinimumLayoutMargins(window.orientation)
            if marginsAreDefault { m = minimum }
            if controller.viewRespectsSystemMinimumLayoutMargins {
                m.left = max(m.left, minimum.left)
                m.right = max(m.right, minimum.right)
            }
        }
        if insetsLayoutMarginsFromSafeArea { m = m + safeAreaInsets }
        // The superview's margins where they reach in (preservesSuperviewLayoutMargins).
        let p = preservedMargins
        return EdgeInsets(top: max(m.top, p.top), left: max(m.left, p.left), bottom: max(m.bottom, p.bottom), right: max(m.right, p.right))
    }
}
