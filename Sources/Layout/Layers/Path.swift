/// A vector outline, as Core Graphics' `CGPath`: subpaths of straight lines and Bézier curves,
/// in the coordinates of the layer that draws it.
///
/// ```swift
/// var p = Path()
/// p.move(to: Point(x: 0, y: 10))
/// p.addLine(to: Point(x: 20, y: 10))
/// p.addCurve(to: Point(x: 40, y: 10), control1: Point(x: 25, y: 0), control2: Point(x: 35, y: 0))
/// p.closeSubpath()
/// ```
public struct Path: Hashable, Sendable {
    /// One step of a path.
    public enum Element: Hashable, Sendable {
        /// Starts a new subpath at a point.
        case move(Point)
        /// A straight line to a point.
        case line(Point)
        /// A quadratic Bézier curve to a point.
        case quadCurve(to: Point, control: Point)
        /// A cubic Bézier curve to a point.
        case curve(to: Point, control1: Point, control2: Point)
        /// A straight line back to the subpath's start, which ends the subpath.
        case close
    }

    /// The steps, in order.
    public private(set) var elements: [Element] = []

    /// Makes an empty path.
    public init() {}

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// Where the last element ended (the origin before any).
    public var currentPoint: Point {
        var start = Point.zero, current = Point.zero
        for e in elements {
            switch e {
            case .move(let p):
                start = p
                current = p
            case .line(let p), .quadCurve(let p, _), .curve(let p, _, _): current = p
            case .close: current = start
            }
        }
        return current
    }

    /// Starts a new subpath at `point`.
    public mutating func move(to point: Point) { elements.append(.move(point)) }

    /// Adds a straight line to `point` (from the origin when no subpath is open).
    public mutating func addLine(to point: Point) {
        startIfNeeded()
        elements.append(.line(point))
    }

    /// Adds a quadratic Bézier curve to `point`.
    public mutating func addQuadCurve(to point: Point, control: Point) {
        startIfNeeded()
        elements.append(.quadCurve(to: point, control: control))
    }

    /// Adds a cubic Bézier curve to `point`.
    public mutating func addCurve(to point: Point, control1: Point, control2: Point) {
        startIfNeeded()
        elements.append(.curve(to: point, control1: control1, control2: control2))
    }

    /// Closes the current subpath with a straight line to its start.
    public mutating func closeSubpath() {
        if case .close? = elements.last { return }
        if !elements.isEmpty { elements.append(.close) }
    }

    /// Appends another path's subpaths.
    public mutating func append(_ other: Path) { elements += other.elements }

    /// A line or curve with no subpath open starts one where the last ended, as Core Graphics does.
    private mutating func startIfNeeded() {
        switch elements.last {
        case nil: elements.append(.move(.zero))
        case .close?: elements.append(.move(currentPoint))
        default: break
        }
    }

    // MARK: Shapes

    /// How far along a quarter circle's tangent its cubic Bézier control points lie, as a fraction
    /// of the radius (4/3 (sqrt 2 - 1)): the usual approximation, within 0.03 % of the circle.
    static let kappa = 0.5522847498307936

    /// A rectangle, clockwise from its top left corner.
    public init(rect: Rect) {
        move(to: rect.origin)
        addLine(to: Point(x: rect.maxX, y: rect.y))
        addLine(to: Point(x: rect.maxX, y: rect.maxY))
        addLine(to: Point(x: rect.x, y: rect.maxY))
        closeSubpath()
    }

    /// A rectangle with round corners: each radius (top left, top right, bottom right, bottom left)
    /// is capped at half the rectangle's shorter side, as `UIBezierPath(roundedRect:...)` does.
    public init(roundedRect rect: Rect, radii: (topLeft: Size, topRight: Size, bottomRight: Size, bottomLeft: Size)) {
        let cap = { (r: Size) in
            Size(width: max(0, min(r.width, rect.width / 2)), height: max(0, min(r.height, rect.height / 2)))
        }
        let tl = cap(radii.topLeft), tr = cap(radii.topRight), br = cap(radii.bottomRight), bl = cap(radii.bottomLeft)
        let k = Path.kappa
        move(to: Point(x: rect.x + tl.width, y: rect.y))
        addLine(to: Point(x: rect.maxX - tr.width, y: rect.y))
        if tr.width > 0, tr.height > 0 {
            addCurve(
                to: Point(x: rect.maxX, y: rect.y + tr.height),
                control1: Point(x: rect.maxX - tr.width * (1 - k), y: rect.y),
                control2: Point(x: rect.maxX, y: rect.y + tr.height * (1 - k)))
        }
        addLine(to: Point(x: rect.maxX, y: rect.maxY - br.height))
        if br.width > 0, br.height > 0 {
            addCurve(
                to: Point(x: rect.maxX - br.width, y: rect.maxY),
                control1: Point(x: rect.maxX, y: rect.maxY - br.height * (1 - k)),
                control2: Point(x: rect.maxX - br.width * (1 - k), y: rect.maxY))
        }
        addLine(to: Point(x: rect.x + bl.width, y: rect.maxY))
        if bl.width > 0, bl.height > 0 {
            addCurve(
                to: Point(x: rect.x, y: rect.maxY - bl.height),
                control1: Point(x: rect.x + bl.width * (1 - k), y: rect.maxY),
                control2: Point(x: rect.x, y: rect.maxY - bl.height * (1 - k)))
        }
        addLine(to: Point(x: rect.x, y: rect.y + tl.height))
        if tl.width > 0, tl.height > 0 {
            addCurve(
                to: Point(x: rect.x + tl.width, y: rect.y),
                control1: Point(x: rect.x, y: rect.y + tl.height * (1 - k)),
                control2: Point(x: rect.x + tl.width * (1 - k), y: rect.y))
        }
        closeSubpath()
    }

    /// A rectangle with the same round corners all round.
    public init(roundedRect rect: Rect, radius: Double) {
        let r = Size(width: radius, height: radius)
        self.init(roundedRect: rect, radii: (r, r, r, r))
    }

    /// The ellipse that fits a rectangle.
    public init(ellipseIn rect: Rect) {
        let r = Size(width: rect.width / 2, height: rect.height / 2)
        self.init(roundedRect: rect, radii: (r, r, r, r))
    }

    /// The path with every point mapped through `f` (a translation or scale keeps it exact).
    public func mapped(_ f: (Point) -> Point) -> Path {
        var p = Path()
        p.elements = elements.map {
            switch $0 {
            case .move(let a): .move(f(a))
            case .line(let a): .line(f(a))
            case .quadCurve(let a, let c): .quadCurve(to: f(a), control: f(c))
            case .curve(let a, let c1, let c2): .curve(to: f(a), control1: f(c1), control2: f(c2))
            case .close: .close
            }
        }
        return p
    }

    // MARK: Flattening

    /// One subpath as a polyline: its points in order, and whether it was closed.
    public struct Polyline: Hashable, Sendable {
        /// The points, the first where the subpath starts.
        public var points: [Point]
        /// Whether the subpath ends with a line back to its start.
        public var isClosed: Bool

        /// Makes a polyline.
        public init(points: [Point], isClosed: Bool) {
            self.points = points
            self.isClosed = isClosed
        }
    }

    /// The subpaths as polylines, curves split until each piece is within `tolerance` of its
    /// curve (at most 256 pieces a curve), with non-finite points dropped.
    public func flattened(tolerance: Double = 0.1) -> [Polyline] {
        var result: [Polyline] = []
        var current: [Point] = []
        var closed = false
        func finish() {
            if current.count > 1 || (current.count == 1 && closed) { result.append(Polyline(points: current, isClosed: closed)) }
            current = []
            closed = false
        }
        func add(_ p: Point) {
            guard p.x.isFinite, p.y.isFinite else { return }
            if current.last != p { current.append(p) }
        }
        var start = Point.zero
        for e in elements {
            switch e {
            case .move(let p):
                finish()
                start = p
                add(p)
            case .line(let p):
                add(p)
            case .quadCurve(let p, let c):
                let a = current.last ?? start
                // Degree elevation: a quadratic is the cubic with controls 2/3 of the way to its control.
                let c1 = Point(x: a.x + 2 * (c.x - a.x) / 3, y: a.y + 2 * (c.y - a.y) / 3)
                let c2 = Point(x: p.x + 2 * (c.x - p.x) / 3, y: p.y + 2 * (c.y - p.y) / 3)
                for q in Path.flatten(a, c1, c2, p, tolerance: tolerance) { add(q) }
            case .curve(let p, let c1, let c2):
                for q in Path.flatten(current.last ?? start, c1, c2, p, tolerance: tolerance) { add(q) }
            case .close:
                closed = true
                let first = current.first ?? start
                finish()
                start = first
            }
        }
        finish()
        return result
    }

    /// The points after `a` along a cubic Bézier curve, evenly in its parameter, as many as keep
    /// the chords within `tolerance` (from the control polygon's second differences).
    static func flatten(_ a: Point, _ c1: Point, _ c2: Point, _ b: Point, tolerance: Double) -> [Point] {
        let ddx = max(abs(a.x - 2 * c1.x + c2.x), abs(c1.x - 2 * c2.x + b.x))
        let ddy = max(abs(a.y - 2 * c1.y + c2.y), abs(c1.y - 2 * c2.y + b.y))
        let dd = (ddx * ddx + ddy * ddy).squareRoot()
        guard dd.isFinite else { return [b] }
        let n = max(1, min(256, Int(saturating: (0.75 * dd / max(tolerance, 1e-3)).squareRoot().rounded(.up))))
        var points: [Point] = []
        points.reserveCapacity(n)
        for i in 1...n {
            let t = Double(i) / Double(n), u = 1 - t
            let w0 = u * u * u, w1 = 3 * u * u * t, w2 = 3 * u * t * t, w3 = t * t * t
            points.append(
                Point(
                    x: w0 * a.x + w1 * c1.x + w2 * c2.x + w3 * b.x,
                    y: w0 * a.y + w1 * c1.y + w2 * c2.y + w3 * b.y))
        }
        return points
    }

    /// The smallest rectangle holding every point and control point (zero for an empty path).
    public var controlPointBounds: Rect {
        var xs: [Double] = [], ys: [Double] = []
        for e in elements {
            switch e {
            case .move(let p), .line(let p):
                xs.append(p.x)
                ys.append(p.y)
            case .quadCurve(let p, let c):
                xs += [p.x, c.x]
                ys += [p.y, c.y]
            case .curve(let p, let c1, let c2):
                xs += [p.x, c1.x, c2.x]
                ys += [p.y, c1.y, c2.y]
            case .close: break
            }
        }
        guard let x0 = xs.min(), let x1 = xs.max(), let y0 = ys.min(), let y1 = ys.max() else { return .zero }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
