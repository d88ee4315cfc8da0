// Coordinates, hit-testing and the responder chain of views.

extension View {
    /// A point in `view`'s coordinates (the window's for nil) in this view's.
    ///
    /// - Parameters:
    ///   - point: the point.
    ///   - view: whose coordinates it is in; nil for the window.
    public func convert(_ point: Point, from view: View?) -> Point {
        let inWindow = view.map { $0.windowPoint(fromLocal: point) } ?? point
        let origin = frameInWindow(presentation: false, scrolled: true).origin
        return Point(x: inWindow.x - origin.x + boundsOrigin.x, y: inWindow.y - origin.y + boundsOrigin.y)
    }

    /// A point in this view's coordinates in `view`'s (the window's for nil).
    ///
    /// - Parameters:
    ///   - point: the point.
    ///   - view: whose coordinates to give it in; nil for the window.
    public func convert(_ point: Point, to view: View?) -> Point {
        let inWindow = windowPoint(fromLocal: point)
        return view?.convert(inWindow, from: nil) ?? inWindow
    }

    private func windowPoint(fromLocal point: Point) -> Point {
        let origin = frameInWindow(presentation: false, scrolled: true).origin
        return Point(x: point.x - boundsOrigin.x + origin.x, y: point.y - boundsOrigin.y + origin.y)
    }

    /// UIKit's hit test: nothing for a hidden, transparent or non-interactive view or a point
    /// outside; else the frontmost subview's answer, or the view itself.
    func defaultHitTest(_ point: Point, with event: Event?) -> View? {
        guard !isHidden, alpha >= 0.01, isUserInteractionEnabled, dispatchPoint(inside: point, with: event) else { return nil }
        for subview in subviews.reversed() {
            // Subview frames are in this view's bounds coordinates (a scroll view's content).
            let local = Point(
                x: point.x - subview.frame.x + subview.boundsOrigin.x, y: point.y - subview.frame.y + subview.boundsOrigin.y)
            if let hit = subview.dispatchHitTest(local, with: event) { return hit }
        }
        return self
    }

    /// A view's next responder in UIKit: its controller when it is a controller's view, else its superview.
    var defaultNextResponder: Responder? { owningViewController ?? superview }

    /// Attaches a gesture recognizer; it sees the touches that begin in the view or its subviews.
    ///
    /// - Parameter recognizer: the recognizer (it leaves the view it was on).
    public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
        recognizer.view?.removeGestureRecognizer(recognizer)
        gestureRecognizers.append(recognizer)
        recognizer.view = self
    }

    /// Detaches a gesture recognizer.
    ///
    /// - Parameter recognizer: the recognizer.
    public func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
        gestureRecognizers.removeAll { $0 === recognizer }
        if recognizer.view === self { recognizer.view = nil }
    }
}
