import Foundation

extension UIScrollView {
    /// How much the delegate's `viewForZooming(in:)` view is scaled (1). Setting it clamps it to
    /// the minimum and maximum, scales that view by it about its centre and tells the delegate;
    /// there is no pinch here (one pointer), so code zooms by setting it.
    public var zoomScale: CGFloat {
        get { zoom.scale }
        set { setZoomScale(newValue, animated: false) }
    }

    /// The smallest zoom scale (1).
    public var minimumZoomScale: CGFloat {
        get { zoom.minimum }
        set { zoom.minimum = newValue }
    }

    /// The largest zoom scale (1: no zooming).
    public var maximumZoomScale: CGFloat {
        get { zoom.maximum }
        set { zoom.maximum = newValue }
    }

    /// Whether zooming bounces past the limits (kept).
    public var bouncesZoom: Bool {
        get { zoom.bounces }
        set { zoom.bounces = newValue }
    }

    /// Whether a zoom is in progress (never: zooms happen at once here).
    public var isZooming: Bool { false }

    /// Sets the zoom scale (at once).
    public func setZoomScale(_ scale: CGFloat, animated: Bool) {
        let clamped = min(max(scale, zoom.minimum), max(zoom.maximum, zoom.minimum))
        zoom.scale = clamped
        guard let delegate, let zooming = delegate.viewForZooming(in: self) else { return }
        zooming.transform = CGAffineTransform(scaleX: clamped, y: clamped)
        delegate.scrollViewDidZoom(self)
    }

    /// Zooms so a rectangle of the zooming view fills the scroll view (the scale only).
    public func zoom(to rect: CGRect, animated: Bool) {
        guard rect.width > 0, rect.height > 0 else { return }
        setZoomScale(min(bounds.width / rect.width, bounds.height / rect.height), animated: animated)
    }
}

/// A scroll view's zoom settings.
struct ZoomSettings {
    var scale: CGFloat = 1
    var minimum: CGFloat = 1
    var maximum: CGFloat = 1
    var bounces = true
}
