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
        var items: [DisplayItem] = []
        if let bg = layer.backgroundColor, bg.alpha > 0 {
            items.append(radius > 0 ? .roundedFill(rect, radius: radius, bg) : .fill(rect, bg))
        }
        if layer.masksToBounds { items.append(radius > 0 ? .pushRoundedClip(rect, radius: radius) : .pushClip(rect)) }
        if let content = layer.content { items += contentItems(content, in: rect, radius: radius) }
        for sub in layer.sublayers { items += sublayerItems(sub, origin: rect.origin, alpha: 1) }
        if layer.masksToBounds { items.append(.popClip) }
        if layer.borderWidth > 0, let c = layer.borderColor, c.alpha > 0 {
            items.append(
                radius > 0 ? .roundedBorder(rect, radius: radius, width: layer.borderWidth, c) : .border(rect, width: layer.borderWidth, c))
        }
        return alpha < 1 ? items.map { $0.faded(alpha) } : items
    }
}

extension DisplayItem {
    /// The item with its colours' alpha multiplied by `alpha` (clips and images unchanged).
    func faded(_ alpha: Double) -> DisplayItem {
        func f(_ c: Color) -> Color {
            Color(red: c.red, green: c.green, blue: c.blue, alpha: UInt8(saturating: (Double(c.alpha) * alpha).rounded()))
        }
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
        case .image, .pushClip, .pushRoundedClip, .popClip: return self
        }
    }
}
