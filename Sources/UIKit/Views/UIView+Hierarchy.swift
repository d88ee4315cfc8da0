import Foundation
import Layout

extension UIView {
    /// The view that contains this one.
    public var superview: UIView? { layoutView.superview.map(UIView.wrapping) }

    /// The window the view is in, if any.
    public var window: UIWindow? { layoutView.window.flatMap(UIWindow.wrapper(of:)) }

    /// Adds a view at the front; it first leaves its old superview.
    public func addSubview(_ view: UIView) { layoutView.addSubview(view.layoutView) }

    /// Inserts a view at an index of ``subviews``.
    public func insertSubview(_ view: UIView, at index: Int) { layoutView.insertSubview(view.layoutView, at: index) }

    /// Inserts a view just above a sibling.
    public func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
        layoutView.insertSubview(view.layoutView, aboveSubview: sibling.layoutView)
    }

    /// Inserts a view just below a sibling.
    public func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
        layoutView.insertSubview(view.layoutView, belowSubview: sibling.layoutView)
    }

    /// Moves a subview to the front.
    public func bringSubviewToFront(_ view: UIView) {
        guard view.layoutView.superview === layoutView else { return }
        layoutView.insertSubview(view.layoutView, at: layoutView.subviews.count)
    }

    /// Moves a subview to the back.
    public func sendSubviewToBack(_ view: UIView) {
        guard view.layoutView.superview === layoutView else { return }
        layoutView.insertSubview(view.layoutView, at: 0)
    }

    /// Swaps two subviews in the drawing order.
    public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        let views = layoutView.subviews
        guard views.indices.contains(index1), views.indices.contains(index2), index1 != index2 else { return }
        let (a, b) = (views[index1], views[index2])
        layoutView.insertSubview(a, at: index2)
        layoutView.insertSubview(b, at: index1)
    }

    /// Removes the view from its superview, deactivating the constraints that reach outside it.
    public func removeFromSuperview() { layoutView.removeFromSuperview() }

    /// Makes the first responder in this view's subtree (a focused text field) resign, as UIKit's
    /// `endEditing(_:)` does to dismiss the keyboard.
    ///
    /// - Parameter force: accepted (a text field always resigns here).
    /// - Returns: whether a responder resigned.
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        guard let responder = layoutView.window?.firstResponder, responder.isDescendant(of: layoutView) else { return false }
        return responder.resignFirstResponder()
    }

    /// Whether the view is `view` or inside it.
    public func isDescendant(of view: UIView) -> Bool { layoutView.isDescendant(of: view.layoutView) }

    /// The first view with the tag in this view's subtree (itself included).
    public func viewWithTag(_ tag: Int) -> UIView? { layoutView.viewWithTag(tag).map(UIView.wrapping) }

    // MARK: Converting coordinates

    /// A point in this view's coordinates in `view`'s (the window's for nil).
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        CGPoint(layoutView.convert(point.layout, to: view?.layoutView))
    }

    /// A point in `view`'s coordinates (the window's for nil) in this view's.
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        CGPoint(layoutView.convert(point.layout, from: view?.layoutView))
    }

    /// A rectangle in this view's coordinates in `view`'s (the window's for nil).
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, to: view), size: rect.size)
    }

    /// A rectangle in `view`'s coordinates (the window's for nil) in this view's.
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, from: view), size: rect.size)
    }
}
