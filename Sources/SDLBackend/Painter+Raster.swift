#if canImport(Glibc)
    import Glibc  // atan2 for conic gradients
#elseif canImport(Darwin)
    import Darwin
#endif
import CSDL2
import Layout
import Rendering

/// RGBA pixels computed here rather than by SDL: filled paths and gradients.
struct Raster {
    /// Where the top left pixel goes on the target.
    let x: Int32, y: Int32
    let width: Int32, height: Int32
    /// Red, green, blue, alpha per pixel, rows top down (not premultiplied).
    var pixels: [UInt8]

    init(x: Int32, y: Int32, width: Int32, height: Int32) {
        (self.x, self.y, self.width, self.height) = (x, y, width, height)
        pixels = [UInt8](repeating: 0, count: Int(width) * Int(height) * 4)
    }

    /// The most pixels one raster may have (16 M: a 4K screen at most): a path or gradient
    /// bigger than the target is cut to the target first.
    static let maxPixels = 1 << 24

    /// The pixel box of `bounds` (pixels, fractional) within the target, or nil when nothing is visible.
    static func box(
        _ bounds: (x0: Double, y0: Double, x1: Double, y1: Double), target: (w: Int32, h: Int32)
    ) -> (Int32, Int32, Int32, Int32)? {
        guard bounds.x0.isFinite, bounds.y0.isFinite, bounds.x1.isFinite, bounds.y1.isFinite else { return nil }
        let x0 = max(Int32(max(bounds.x0.rounded(.down), -1)), 0), y0 = max(Int32(max(bounds.y0.rounded(.down), -1)), 0)
        let x1 = min(Int32(min(bounds.x1.rounded(.up), Double(target.w))), target.w)
        let y1 = min(Int32(min(bounds.y1.rounded(.up), Double(target.h))), target.h)
        guard x1 > x0, y1 > y0, Int(x1 - x0) * Int(y1 - y0) <= maxPixels else { return nil }
        return (x0, y0, x1 - x0, y1 - y0)
    }

    /// Polygons (in pixels) filled with `color`: each pixel's alpha is the share of it inside, from
    /// 4 sample rows a pixel and exact spans along each row, which anti-aliases deterministically.
    static func fill(_ polygons: [[Point]], color: Color, evenOdd: Bool, target: (w: Int32, h: Int32)) -> Raster? {
        struct Edge {
            let y0: Double, y1: Double, x0: Double, slope: Double, winding: Int
        }
        var edges: [Edge] = []
        var bx0 = Double.infinity, by0 = Double.infinity, bx1 = -Double.infinity, by1 = -Double.infinity
        for polygon in polygons where polygon.count > 2 {
            for (i, a) in polygon.enumerated() {
                let b = polygon[(i + 1) % polygon.count]
                guard a.x.isFinite, a.y.isFinite, b.x.isFinite, b.y.isFinite else { continue }
                bx0 = min(bx0, a.x)
                bx1 = max(bx1, a.x)
                by0 = min(by0, a.y)
                by1 = max(by1, a.y)
                guard a.y != b.y else { continue }
                let (top, bottom, winding) = a.y < b.y ? (a, b, 1) : (b, a, -1)
                edges.append(Edge(y0: top.y, y1: bottom.y, x0: top.x, slope: (bottom.x - top.x) / (bottom.y - top.y), winding: winding))
            }
        }
        guard let (x, y, w, h) = box((bx0, by0, bx1, by1), target: target) else { return nil }
        edges.sort { $0.y0 < $1.y0 }
        var raster = Raster(x: x, y: y, width: w, height: h)
        var coverage = [Double](repeating: 0, count: Int(w))
        var active: [Int] = []
        var next = 0
        var crossings: [(x: Double, winding: Int)] = []
        let sub = 4
        for row in 0..<Int(h) {
            for i in coverage.indices { coverage[i] = 0 }
            for s in 0..<sub {
                let sy = Double(y) + Double(row) + (Double(s) + 0.5) / Double(sub)
                while next < edges.count, edges[next].y0 <= sy {
                    active.append(next)
                    next += 1
                }
                active.removeAll { edges[$0].y1 <= sy }
                crossings.removeAll(keepingCapacity: true)
                for e in active where edges[e].y0 <= sy {
                    crossings.append((edges[e].x0 + (sy - edges[e].y0) * edges[e].slope, edges[e].winding))
                }
                crossings.sort { $0.x < $1.x }
                var wind = 0
                for (i, c) in crossings.enumerated() {
                    wind += c.winding
                    let inside = evenOdd ? (i + 1) % 2 == 1 : wind != 0
                    guard inside, i + 1 < crossings.count else { continue }
                    addSpan(from: c.x - Double(x), to: crossings[i + 1].x - Double(x), weight: 1 / Double(sub), into: &coverage)
                }
            }
            for col in 0..<Int(w) where coverage[col] > 0 {
                raster.set(col, row, color, alpha: min(coverage[col], 1))
            }
        }
        return raster
    }

    /// Adds `weight` times the covered share of each pixel of a row for the span [a, b).
    private static func addSpan(from a: Double, to b: Double, weight: Double, into coverage: inout [Double]) {
        let a = max(a, 0), b = min(b, Double(coverage.count))
        guard b > a else { return }
        let first = Int(a), last = min(Int(b), coverage.count - 1)
        if first == last {
            coverage[first] += (b - a) * weight
            return
        }
        coverage[first] += (Double(first + 1) - a) * weight
        if last > first + 1 { for i in (first + 1)..<last { coverage[i] += weight } }
        coverage[last] += (b - Double(last)) * weight
    }

    /// A gradient filling `rect` (pixels), its corners rounded by `radius` pixels (4 x 4 samples
    /// a pixel at the corners).
    static func gradient(_ g: Gradient, in rect: SDL_Rect, radius: Double, target: (w: Int32, h: Int32)) -> Raster? {
        let rx = Double(rect.x), ry = Double(rect.y), rw = Double(rect.w), rh = Double(rect.h)
        guard rw > 0, rh > 0, let (x, y, w, h) = box((rx, ry, rx + rw, ry + rh), target: target) else { return nil }
        // The colours along the gradient, 1,024 steps from 0 to 1: outside it, the end colours.
        let steps = 1024
        let table = (0...steps).map { g.color(at: Double($0) / Double(steps)) }
        let s = Point(x: rx + g.startPoint.x * rw, y: ry + g.startPoint.y * rh)
        let e = Point(x: rx + g.endPoint.x * rw, y: ry + g.endPoint.y * rh)
        let dx = e.x - s.x, dy = e.y - s.y, length2 = dx * dx + dy * dy
        let startAngle = atan2(dy, dx)
        func t(_ px: Double, _ py: Double) -> Double {
            switch g.kind {
            case .axial:
                return length2 > 0 ? ((px - s.x) * dx + (py - s.y) * dy) / length2 : 1
            case .radial:
                let ax = abs(dx), ay = abs(dy)
                guard ax > 0 || ay > 0 else { return 1 }
                let u = ax > 0 ? (px - s.x) / ax : 0, v = ay > 0 ? (py - s.y) / ay : 0
                return (u * u + v * v).squareRoot()
            case .conic:
                var a = atan2(py - s.y, px - s.x) - startAngle
                while a < 0 { a += 2 * Double.pi }
                return a / (2 * Double.pi)
            }
        }
        let shape = RoundedRect(rect, radius: radius)
        let corner = shape.radius
        var raster = Raster(x: x, y: y, width: w, height: h)
        for row in 0..<Int(h) {
            let py = Double(y) + Double(row) + 0.5
            for col in 0..<Int(w) {
                let px = Double(x) + Double(col) + 0.5
                var alpha = 1.0
                if corner > 0, px < rx + corner || px > rx + rw - corner, py < ry + corner || py > ry + rh - corner {
                    alpha = Double(RoundedRect.samples(x + Int32(col), y + Int32(row), inside: shape.contains)) / 16
                    if alpha == 0 { continue }
                }
                let k = t(px, py)
                let c = table[k.isNaN ? 0 : Int((min(max(k, 0), 1) * Double(steps)).rounded())]
                raster.set(col, row, c, alpha: alpha)
            }
        }
        return raster
    }

    /// Sets a pixel to `color` with its alpha times `alpha`.
    mutating func set(_ col: Int, _ row: Int, _ color: Color, alpha: Double) {
        let i = (row * Int(width) + col) * 4
        pixels[i] = color.red
        pixels[i + 1] = color.green
        pixels[i + 2] = color.blue
        pixels[i + 3] = UInt8((Double(color.alpha) * alpha).rounded())
    }
}

extension Painter {
    /// Draws pixels made in software (cached by the item and scale that made them).
    func drawRaster(for item: DisplayItem, scale: Double, make: ((w: Int32, h: Int32)) -> Raster?) throws(SDLBackendError) {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &w, &h)
        let key = RasterKey(item: item, scale: scale, width: w, height: h)
        if let hit = rasters[key] {
            guard let hit else { return }
            var dest = hit.rect
            SDL_RenderCopy(renderer, hit.texture, nil, &dest)
            return
        }
        if rasters.count >= rasterCacheLimit {
            for case let entry? in rasters.values { SDL_DestroyTexture(entry.texture) }
            rasters = [:]
        }
        guard var raster = make((w, h)) else {
            rasters[key] = .some(nil)
            return
        }
        guard
            let texture = SDL_CreateTexture(
                renderer, SDL_PIXELFORMAT_ABGR8888.rawValue, Int32(SDL_TEXTUREACCESS_STATIC.rawValue), raster.width, raster.height)
        else { throw .lastError("SDL_CreateTexture") }
        let pitch = raster.width * 4
        raster.pixels.withUnsafeMutableBytes { _ = SDL_UpdateTexture(texture, nil, $0.baseAddress, pitch) }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        var dest = SDL_Rect(x: raster.x, y: raster.y, w: raster.width, h: raster.height)
        rasters[key] = (texture, dest)
        SDL_RenderCopy(renderer, texture, nil, &dest)
    }

    struct RasterKey: Hashable {
        let item: DisplayItem
        let scale: Double
        /// The target's size: pixels outside it are not made.
        let width: Int32, height: Int32
    }
}
