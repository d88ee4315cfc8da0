import Layout

/// What layers draw besides views: a view's own gradient or shape content, and sublayers.
extension DisplayList {
    /// How closely curves are followed when a path is drawn, in points (a third of a pixel at 3x
    /// would do; this is a sixth).
    static let pathTolerance = 0.05

    /// The items of a layer's content over its background: `rect` is the layer's frame on screen,
    /// `radius` its corner radius (a gradient fills the rounded shape).
    static func contentItems(_ content: LayerContent, in rect: Rect, radius: Double) -> [DisplayItem] {
        switch content {
        case .gradient(let g):
            guard !g.colors.isEmpty, rect.width > 0, rect.height > 0 else { return [] }
            return [.gradient(rect, radius: radius, g)]
        case .shape(let shape):
            let lines = shape.path.mapped { Point(x: $0.x + rect.x, y: $0.y + rect.y) }.flattened(tolerance: pathTolerance)
            var items: [DisplayItem] = []
            if let fill = shape.fillColor, fill.alpha > 0 {
                // Filling closes every subpath.
                let polygons = lines.map(\.points).filter { $0.count > 2 }
                if !polygons.isEmpty { items.append(.polygons(polygons, fill, evenOdd: shape.fillRule == .evenOdd)) }
            }
            if let stroke = shape.strokeColor, stroke.alpha > 0 {
                let polygons = Stroker(shape: shape).polygons(of: lines).filter { $0.count > 2 }
                if !polygons.isEmpty { items.append(.polygons(polygons, stroke, evenOdd: false)) }
            }
            return items
        }
    }

    /// The items of a sublayer and its own sublayers, back to front: its background, content and
    /// sublayers (clipped to it when it masks to its bounds), then its border.
    ///
    /// - Parameters:
    ///   - layer: the sublayer.
    ///   - origin: where its superlayer's bounds start on screen.
    ///   - alpha: the opacity it inherits.
    static func sublayerItems(_ layer: Sublayer, origin: Point, alpha inherited: Double) -> [DisplayItem] {
        let alpha = inherited * min(max(layer.opacity, 0), 1)
        guard !layer.isHidden, alpha > 0 else { return [] }
        let f = layer.frame
        guard f.x.isFinite, f.y.isFinite, f.width.isFinite, f.height.isFinite else { return [] }
        let rect = Rect(x: origin.x + f.x, y: origin.y + f.y, width: f.width, height: f.height)
        let radius = min(max(layer.cornerRadius, 0), rect.width / 2, rect.height / 2)
        let corners = layer.maskedCorners
        var items: [DisplayItem] = []
        if let mask = layer.mask { items.append(maskItem(mask, origin: rect.origin)) }
        if let bg = layer.backgroundColor, bg.alpha > 0 { items.append(cornerFill(rect, radius: radius, corners: corners, bg)) }
        if layer.masksToBounds { items.append(cornerClip(rect, radius: radius, corners: corners)) }
        if let content = layer.content { items += contentItems(content, in: rect, radius: corners == .all ? radius : 0) }
        for sub in layer.sublayers { items += sublayerItems(sub, origin: rect.origin, alpha: 1) }
        if layer.masksToBounds { items.append(.popClip) }
        if layer.borderWidth > 0, let c = layer.borderColor, c.alpha > 0 {
            items.append(cornerBorder(rect, radius: radius, corners: corners, width: layer.borderWidth, c))
        }
        if layer.mask != nil { items.append(.popClip) }
        return alpha < 1 ? items.map { $0.faded(alpha) } : items
    }

    // MARK: Corners and masks

    /// A rectangle filled with `corners` rounded by `radius`: a plain or rounded fill when every
    /// corner is rounded (or none), else the polygon of its outline.
    static func cornerFill(_ rect: Rect, radius: Double, corners: CornerMask, _ color: Color) -> DisplayItem {
        guard radius > 0, !corners.isEmpty else { return .fill(rect, color) }
        if corners == .all { return .roundedFill(rect, radius: radius, color) }
        return .polygons(outline(rect, radius: radius, corners: corners), color, evenOdd: false)
    }

    /// A border `width` points wide inside a rectangle with `corners` rounded by `radius`.
    static func cornerBorder(_ rect: Rect, radius: Double, corners: CornerMask, width: Double, _ color: Color) -> DisplayItem {
        guard radius > 0, !corners.isEmpty else { return .border(rect, width: width, color) }
        if corners == .all { return .roundedBorder(rect, radius: radius, width: width, color) }
        let w = min(width, rect.width / 2, rect.height / 2)
        let inner = Rect(x: rect.x + w, y: rect.y + w, width: rect.width - 2 * w, height: rect.height - 2 * w)
        return .polygons(
            outline(rect, radius: radius, corners: corners) + outline(inner, radius: max(radius - w, 0), corners: corners), color,
            evenOdd: true)
    }

    /// A clip to a rectangle with `corners` rounded by `radius`.
    static func cornerClip(_ rect: Rect, radius: Double, corners: CornerMask) -> DisplayItem {
        guard radius > 0, !corners.isEmpty else { return .pushClip(rect) }
        if corners == .all { return .pushRoundedClip(rect, radius: radius) }
        return .pushMask(rect, [.polygons(outline(rect, radius: radius, corners: corners), .black, evenOdd: false)])
    }

    private static func outline(_ rect: Rect, radius: Double, corners: CornerMask) -> [[Point]] {
        Path(roundedRect: rect, radius: radius, corners: corners).flattened(tolerance: pathTolerance).map(\.points)
    }

    /// The smallest rectangle holding every point of the polygons (nil when there are none).
    package static func boundingBox(of polygons: [[Point]]) -> Rect? {
        let xs = polygons.joined().map(\.x), ys = polygons.joined().map(\.y)
        guard let x0 = xs.min(), let x1 = xs.max(), let y0 = ys.min(), let y1 = ys.max() else { return nil }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The clip a mask layer makes: what it draws (its background, gradient or path and its
    /// sublayers) as polygons and gradients, within the box they cover.
    ///
    /// - Parameters:
    ///   - mask: the mask layer, its frame in the masked layer's coordinates.
    ///   - origin: where the masked layer's bounds start on screen.
    static func maskItem(_ mask: Sublayer, origin: Point) -> DisplayItem {
        var box: Rect?
        func cover(_ r: Rect) {
            guard let b = box else {
                box = r
                return
            }
            let x0 = min(b.x, r.x), y0 = min(b.y, r.y)
            box = Rect(x: x0, y: y0, width: max(b.maxX, r.maxX) - x0, height: max(b.maxY, r.maxY) - y0)
        }
        var shapes: [DisplayItem] = []
        for item in sublayerItems(mask, origin: origin, alpha: 1) {
            switch item {
            case .fill(let r, let c):
                shapes.append(.polygons(outline(r, radius: 0, corners: []), c, evenOdd: false))
                cover(r)
            case .roundedFill(let r, let radius, let c):
                shapes.append(.polygons(outline(r, radius: radius, corners: .all), c, evenOdd: false))
                cover(r)
            case .polygons(let polygons, _, _):
                shapes.append(item)
                if let box = boundingBox(of: polygons) { cover(box) }
            case .gradient(let r, _, _):
                shapes.append(item)
                cover(r)
            default: break
            }
        }
        return .pushMask(box ?? Rect(x: origin.x, y: origin.y, width: 0, height: 0), shapes)
    }
}

extension DisplayItem {
    /// The item with its colours' alpha multiplied by `alpha` (clips and images unchanged).
    func faded(_ alpha: Double) -> DisplayItem {
        // Most views are opaque: their items are drawn as they are, not rebuilt.
        if alpha >= 1 { return self }
        func f(_ c: Color) -> Color { c.faded(alpha) }
        switch self {
        case .fill(let r, let c): return .fill(r, f(c))
        case .roundedFill(let r, let radius, let c): return .roundedFill(r, radius: radius, f(c))
        case .roundedBorder(let r, let radius, let w, let c): return .roundedBorder(r, radius: radius, width: w, f(c))
        case .border(let r, let w, let c): return .border(r, width: w, f(c))
        case .text(let t, let x, let y, let size, let c, let w): return .text(t, x: x, y: y, size: size, f(c), weight: w)
        case .line(let a, let b, let w, let c): return .line(from: a, to: b, width: w, f(c))
        case .polygons(let p, let c, let evenOdd): return .polygons(p, f(c), evenOdd: evenOdd)
        case .gradient(let r, let radius, var g):
            g.colors = g.colors.map(f)
            return .gradient(r, radius: radius, g)
        case .image, .pushClip, .pushRoundedClip, .pushMask, .popClip: return self
        }
    }
}
