import Layout

/// One drawing command.
public enum DisplayItem: Hashable, Sendable {
    /// A filled rectangle.
    case fill(Rect, Color)
    /// A single line of text whose top left corner is at `origin`, at `size` points.
    case text(String, x: Double, y: Double, size: Double, Color, weight: FontWeight = .regular)
    /// A border of `width` points inside a rectangle.
    case border(Rect, width: Double, Color)
    /// A filled rectangle with round corners of `radius` points (at most half the shorter side).
    case roundedFill(Rect, radius: Double, Color)
    /// A border of `width` points inside a rectangle with round corners of `radius` points.
    case roundedBorder(Rect, radius: Double, width: Double, Color)
    /// A straight line `width` points thick (the constraint overlay draws these).
    case line(from: Point, to: Point, width: Double, Color)
    /// An image (by name, a file under `assets/`) drawn into a rectangle.
    case image(String, Rect)
    /// Clip what follows to a rectangle (intersected with any clip already in force).
    case pushClip(Rect)
    /// Clip what follows to a rectangle with round corners of `radius` points, as a layer with
    /// `masksToBounds` and a corner radius clips its contents and sublayers.
    case pushRoundedClip(Rect, radius: Double)
    /// End the innermost clip (either kind).
    case popClip
    /// Polygons filled as one shape (a layer's path, or its stroke's outline): with `evenOdd`,
    /// where a ray crosses them an odd number of times, else where they wind round at all.
    case polygons([[Point]], Color, evenOdd: Bool)
    /// Clip what follows to where the mask's items draw, as much as they are opaque there, inside
    /// the rectangle, as a layer's `mask` shows its layer (the items: polygons and gradients).
    case pushMask(Rect, [DisplayItem])
    /// A rectangle (its corners rounded by `radius`) filled with a gradient whose start and end
    /// points are in the rectangle's unit square, as `CAGradientLayer` fills its bounds.
    case gradient(Rect, radius: Double, Gradient)
}

/// What a frame draws, in order, with a stable text dump for tests.
public struct DisplayList: Hashable, Sendable {
    /// The frame size in points.
    public var width: Double
    /// The frame height in points.
    public var height: Double
    /// The background colour under everything.
    public var background: Color
    /// The commands, back to front.
    public var items: [DisplayItem]

    /// Makes a display list.
    public init(width: Double, height: Double, background: Color = .white, items: [DisplayItem] = []) {
        self.width = width
        self.height = height
        self.background = background
        self.items = items
    }

    /// One line per command, numbers rounded to 1/100 point: the same list always prints the same text.
    ///
    /// ```
    /// frame 320x200 #FFFFFF
    /// fill 8 8 304 40 #3366CC
    /// text "Hello" 16 16 17 #000000
    /// ```
    public var dump: String {
        let lines = ["frame \(DisplayList.number(width))x\(DisplayList.number(height)) \(background)"] + items.map(\.dumpLine)
        return lines.joined(separator: "\n")
    }
}

extension DisplayList {
    /// A number rounded to 1/100, without a fraction when it is whole.
    static func number(_ v: Double) -> String {
        let r = (v * 100).rounded() / 100
        return r == r.rounded() ? String(Int(r)) : "\(r)"
    }
}

extension DisplayItem {
    /// The item's line in ``DisplayList/dump``.
    var dumpLine: String {
        let n = DisplayList.number
        switch self {
        case .fill(let r, let c): return "fill \(n(r.x)) \(n(r.y)) \(n(r.width)) \(n(r.height)) \(c)"
        case .text(let s, let x, let y, let size, let c, let weight):
            return "text \"\(s)\" \(n(x)) \(n(y)) \(n(size)) \(c)" + (weight == .regular ? "" : " \(weight)")
        case .border(let r, let w, let c): return "border \(n(r.x)) \(n(r.y)) \(n(r.width)) \(n(r.height)) \(n(w)) \(c)"
        case .roundedFill(let r, let radius, let c): return "fill \(n(r.x)) \(n(r.y)) \(n(r.width)) \(n(r.height)) radius \(n(radius)) \(c)"
        case .roundedBorder(let r, let radius, let w, let c):
            return "border \(n(r.x)) \(n(r.y)) \(n(r.width)) \(n(r.height)) \(n(w)) radius \(n(radius)) \(c)"
        case .line(let a, let b, let w, let c): return "line \(n(a.x)) \(n(a.y)) \(n(b.x)) \(n(b.y)) \(n(w)) \(c)"
        case .image(let name, let r): return "image \"\(name)\" \(n(r.x)) \(n(r.y)) \(n(r.width)) \(n(r.height))"
        case .pushClip(let r): return "clip \(n(r.x)) \(n(r.y)) \(n(r.width)) \(n(r.height))"
        case .pushRoundedClip(let r, let radius): return "clip \(n(r.x)) \(n(r.y)) \(n(r.width)) \(n(r.height)) radius \(n(radius))"
        case .pushMask(let r, let items):
            return "mask \(n(r.x)) \(n(r.y)) \(n(r.width)) \(n(r.height)) {\(items.map(\.dumpLine).joined(separator: "; "))}"
        case .popClip: return "unclip"
        case .polygons(let polygons, let c, let evenOdd):
            let points = polygons.map { $0.map { "\(n($0.x)),\(n($0.y))" }.joined(separator: " ") }
            return "polygons \(c)\(evenOdd ? " even-odd" : "") [\(points.joined(separator: "] ["))]"
        case .gradient(let r, let radius, let g):
            let stops = g.stops.map { "\(n($0.location)) \($0.color)" }.joined(separator: ", ")
            return "gradient \(n(r.x)) \(n(r.y)) \(n(r.width)) \(n(r.height))" + (radius > 0 ? " radius \(n(radius))" : "")
                + " \(g.kind) \(n(g.startPoint.x)),\(n(g.startPoint.y)) to \(n(g.endPoint.x)),\(n(g.endPoint.y)) [\(stops)]"
        }
    }

    /// The item drawn through a view's `transform` (its scale and translation about the view's
    /// centre): rectangles and points move and scale, text scales with the vertical scale, radii
    /// and line widths with the smaller one.
    func drawn(through t: Transform.Drawing) -> DisplayItem {
        let s = t.scale
        switch self {
        case .fill(let r, let c): return .fill(t.rect(r), c)
        case .text(let text, let x, let y, let size, let c, let w):
            let p = t.point(Point(x: x, y: y))
            return .text(text, x: p.x, y: p.y, size: size * t.sy, c, weight: w)
        case .border(let r, let width, let c): return .border(t.rect(r), width: width * s, c)
        case .roundedFill(let r, let radius, let c): return .roundedFill(t.rect(r), radius: radius * s, c)
        case .roundedBorder(let r, let radius, let width, let c): return .roundedBorder(t.rect(r), radius: radius * s, width: width * s, c)
        case .line(let a, let b, let width, let c): return .line(from: t.point(a), to: t.point(b), width: width * s, c)
        case .image(let name, let r): return .image(name, t.rect(r))
        case .pushClip(let r): return .pushClip(t.rect(r))
        case .pushRoundedClip(let r, let radius): return .pushRoundedClip(t.rect(r), radius: radius * s)
        case .popClip: return .popClip
        case .pushMask(let r, let items): return .pushMask(t.rect(r), items.map { $0.drawn(through: t) })
        case .polygons(let polygons, let c, let evenOdd): return .polygons(polygons.map { $0.map(t.point) }, c, evenOdd: evenOdd)
        case .gradient(let r, let radius, let g): return .gradient(t.rect(r), radius: radius * s, g)
        }
    }
}
