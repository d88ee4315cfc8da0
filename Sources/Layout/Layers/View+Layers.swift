/// A view's layer content and sublayers: what Core Animation draws in a view besides its
/// background, border and subviews.
extension View {
    /// One child of a view's layer in drawing order: a subview, or a sublayer drawn between subviews.
    public enum LayerChild {
        /// A subview (its layer).
        case view(View)
        /// A sublayer that is not a view's.
        case sublayer(Sublayer)
    }

    /// What the view's own layer draws over its background: a gradient or a shape (a view whose
    /// `layerClass` is `CAGradientLayer` or `CAShapeLayer`).
    public var layerContent: LayerContent? {
        get { layerStyle?.content }
        set { layerStyle.box(making: newValue != nil)?.content = newValue }
    }

    /// Which corners the corner radius rounds (all; `layer.maskedCorners`).
    public var maskedCorners: CornerMask {
        get { layerStyle?.maskedCorners ?? .all }
        set { layerStyle.box(making: newValue != .all)?.maskedCorners = newValue }
    }

    /// A layer whose drawing masks the view (`layer.mask`): the view, its sublayers and subviews
    /// show only where the mask draws, as much as it is opaque there. Its frame is in the view's
    /// bounds coordinates.
    public var mask: Sublayer? {
        get { layerStyle?.mask }
        set { layerStyle.box(making: newValue != nil)?.mask = newValue }
    }

    /// The sublayers in drawing order, each with the subview it is drawn just above (nil: below
    /// every subview, over the view's own content).
    public var sublayerPlacements: [(layer: Sublayer, above: View?)] { layerStyle?.sublayers ?? [] }

    /// The layer's children back to front, as `view.layer.sublayers` lists them: the sublayers
    /// below every subview, then each subview followed by the sublayers drawn just above it.
    public var layerChildren: [LayerChild] {
        let placed = sublayerPlacements
        guard !placed.isEmpty else { return subviews.map { .view($0) } }
        var children: [LayerChild] = placed.filter { $0.above == nil }.map { .sublayer($0.layer) }
        for v in subviews {
            children.append(.view(v))
            children += placed.filter { $0.above === v }.map { .sublayer($0.layer) }
        }
        return children
    }

    /// Puts a sublayer at `index` of ``layerChildren`` (clamped; at the end: over everything), as
    /// `insertSublayer(_:at:)` and `addSublayer(_:)` do. A sublayer already here moves.
    public func insertSublayer(_ layer: Sublayer, at index: Int) {
        removeSublayer(layer)
        let children = layerChildren
        let index = min(max(index, 0), children.count)
        var above: View?
        var before = 0  // sublayers over the same subview ahead of the new one
        for child in children[..<index] {
            switch child {
            case .view(let v):
                above = v
                before = 0
            case .sublayer: before += 1
            }
        }
        // Only the order within a subview's group matters: the groups are drawn by subview.
        var placements = sublayerPlacements
        let group = placements.indices.filter { placements[$0].above === above }
        let at = before < group.count ? group[before] : (group.last.map { $0 + 1 } ?? placements.count)
        placements.insert((layer, above), at: at)
        layerStyle.box(making: true)?.sublayers = placements
    }

    /// Takes a sublayer out of this view's layer (nothing happens if it is not there).
    public func removeSublayer(_ layer: Sublayer) {
        guard let style = layerStyle, let i = style.sublayers.firstIndex(where: { $0.layer === layer }) else { return }
        style.sublayers.remove(at: i)
    }

    /// Keeps the sublayers drawn over `subview` where they are when it leaves: they go over the
    /// subview below it (or below them all), as the layer's own order keeps them.
    func keepSublayersInPlace(leaving subview: View) {
        guard let style = layerStyle, style.sublayers.contains(where: { $0.above === subview }) else { return }
        let below = subviewIndex(of: subview).flatMap { $0 > 0 ? subviews[$0 - 1] : nil }
        // They were over that subview's group, so they follow it (a group is drawn in array order).
        let moving = style.sublayers.filter { $0.above === subview }.map { (layer: $0.layer, above: below) }
        style.sublayers.removeAll { $0.above === subview }
        style.sublayers += moving
    }
}
