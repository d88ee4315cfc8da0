// A view masking another (UIKit's `UIView.mask`), drawn as the layer tree it is each frame.

extension View {
    /// A view whose drawing masks this one (UIKit's `mask` view): this view shows only where the
    /// mask view (its background, corners, layer content, sublayers and subviews) draws, as much
    /// as it is opaque there. It is not a subview: its frame is in this view's bounds coordinates
    /// and is set by code. Read as it is each time the view is drawn. A ``mask`` layer, when set,
    /// is used instead.
    public var maskView: View? {
        get { layerStyle?.maskView }
        set { layerStyle.box(making: newValue != nil)?.maskView = newValue }
    }

    /// The view as a tree of layers as it is now: its frame, background, corners, border,
    /// opacity, layer content and mask, with its sublayers and subviews (each such a tree) in
    /// drawing order. An image view's image counts as opaque over the whole view (image pixels
    /// are not read for masks).
    public func layerTree() -> Sublayer {
        let layer = Sublayer()
        layer.frame = frame
        layer.backgroundColor = backgroundColor
        layer.cornerRadius = cornerRadius
        layer.maskedCorners = maskedCorners
        layer.borderWidth = borderWidth
        layer.borderColor = borderColor
        layer.opacity = alpha
        layer.isHidden = isHidden
        layer.masksToBounds = clipsToBounds
        layer.content = layerContent
        layer.mask = mask ?? maskView?.layerTree()
        if let imageView = self as? ImageView, imageView.image != nil {
            let opaque = Sublayer()
            opaque.frame = Rect(origin: .zero, size: frame.size)
            opaque.backgroundColor = .black
            layer.sublayers.append(opaque)
        }
        for child in layerChildren {
            switch child {
            case .view(let v): layer.sublayers.append(v.layerTree())
            case .sublayer(let s): layer.sublayers.append(s)
            }
        }
        return layer
    }
}
