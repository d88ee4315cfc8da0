import CSDL2
import Layout

/// A rectangle with round corners in pixel coordinates.
struct RoundedRect {
    let x0: Double, y0: Double, x1: Double, y1: Double, radius: Double

    /// `rect` with `radius` pixels, capped at half the shorter side.
    init(_ rect: SDL_Rect, radius: Double) {
        x0 = Double(rect.x)
        y0 = Double(rect.y)
        x1 = Double(rect.x + rect.w)
        y1 = Double(rect.y + rect.h)
        self.radius = max(min(radius, Double(rect.w) / 2, Double(rect.h) / 2), 0)
    }

    /// `self` shrunk by `inset` pixels on every side, its radius shrunk by as much.
    func inset(by inset: Double) -> RoundedRect {
        RoundedRect(x0: x0 + inset, y0: y0 + inset, x1: x1 - inset, y1: y1 - inset, radius: max(radius - inset, 0))
    }

    private init(x0: Double, y0: Double, x1: Double, y1: Double, radius: Double) {
        (self.x0, self.y0, self.x1, self.y1, self.radius) = (x0, y0, x1, y1, radius)
    }

    /// How many of the 4 x 4 sample points of the pixel at (`px`, `py`) satisfy `inside`: the
    /// deterministic anti-aliasing of round corners (0 outside, 16 inside).
    static func samples(_ px: Int32, _ py: Int32, inside: (Double, Double) -> Bool) -> Int {
        var hits = 0
        for sy in 0..<4 {
            for sx in 0..<4 where inside(Double(px) + (Double(sx) + 0.5) / 4, Double(py) + (Double(sy) + 0.5) / 4) { hits += 1 }
        }
        return hits
    }

    /// Whether a point lies inside: within the rectangle and within `radius` of the nearest
    /// corner centre.
    func contains(_ x: Double, _ y: Double) -> Bool {
        guard x >= x0, x <= x1, y >= y0, y <= y1 else { return false }
        let cx = min(max(x, x0 + radius), x1 - radius)
        let cy = min(max(y, y0 + radius), y1 - radius)
        return (x - cx) * (x - cx) + (y - cy) * (y - cy) <= radius * radius
    }
}

extension Painter {
    /// Fills a rectangle with round corners (`thickness` nil), or draws its border `thickness`
    /// pixels wide. Straight parts are filled as rectangles. Pixels in the corner squares get
    /// alpha for the share of their 4 x 4 sample points inside the shape, which is deterministic
    /// anti-aliasing: the same input always gives the same pixels.
    func drawRounded(_ rect: SDL_Rect, radius: Double, thickness: Int32?, color: Color) {
        guard rect.w > 0, rect.h > 0 else { return }
        let outer = RoundedRect(rect, radius: radius)
        let corner = Int32(outer.radius.rounded(.up))
        // A border at least half as thick as the rectangle is the whole shape.
        let ring = thickness.flatMap { 2 * $0 < min(rect.w, rect.h) ? $0 : nil }
        let inner = ring.map { outer.inset(by: Double($0)) }
        let band = max(corner, ring ?? 0)
        SDL_SetRenderDrawColor(renderer, color.red, color.green, color.blue, color.alpha)
        func fill(_ x: Int32, _ y: Int32, _ w: Int32, _ h: Int32) {
            guard w > 0, h > 0 else { return }
            var r = SDL_Rect(x: rect.x + x, y: rect.y + y, w: w, h: h)
            SDL_RenderFillRect(renderer, &r)
        }
        // Rows clear of the corners: whole rows, or the two sides of a border.
        if let ring {
            fill(0, band, ring, rect.h - 2 * band)
            fill(rect.w - ring, band, ring, rect.h - 2 * band)
        } else {
            fill(0, band, rect.w, rect.h - 2 * band)
        }
        // Rows through the corners: the middle span is solid (a fill, or the top and bottom edge
        // of a border); the corner pixels are sampled.
        // Only rows and columns on the target are visited: a huge view costs what shows of it.
        var visible = rect
        guard clipToTarget(&visible) else { return }
        let rows = (visible.y - rect.y)..<(visible.y - rect.y + visible.h)
        let cols = (visible.x - rect.x)..<(visible.x - rect.x + visible.w)
        let cornerColumns = [cols.clamped(to: 0..<min(band, rect.w)), cols.clamped(to: max(rect.w - band, band)..<rect.w)]
        var partial: [(x: Int32, y: Int32, alpha: UInt8)] = []
        for row in [rows.clamped(to: 0..<min(band, rect.h)), rows.clamped(to: max(rect.h - band, band)..<rect.h)].joined() {
            if ring.map({ row < $0 || row >= rect.h - $0 }) ?? true { fill(band, row, rect.w - 2 * band, 1) }
            for col in cornerColumns.joined() {
                let hits = RoundedRect.samples(rect.x + col, rect.y + row) { x, y in
                    outer.contains(x, y) && !(inner?.contains(x, y) ?? false)
                }
                guard hits > 0 else { continue }
                partial.append((rect.x + col, rect.y + row, UInt8((Double(color.alpha) * Double(hits) / 16).rounded())))
            }
        }
        for p in partial {
            SDL_SetRenderDrawColor(renderer, color.red, color.green, color.blue, p.alpha)
            SDL_RenderDrawPoint(renderer, p.x, p.y)
        }
    }
}
