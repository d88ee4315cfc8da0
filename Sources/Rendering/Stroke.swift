#if canImport(Glibc)
    import Glibc  // sin and cos for round joins and caps
#elseif canImport(Darwin)
    import Darwin
#endif
import Layout

/// The outline of a shape's stroke as polygons to fill with the non-zero rule: a quadrilateral
/// for each segment, a piece for each join and cap, all wound the same way so that where they
/// overlap they still fill once. Dashes and the stroke's start and end trim the path first, as
/// `CAShapeLayer` applies them.
struct Stroker {
    let shape: Shape

    /// The polygons of the stroke of `lines` (the shape's path flattened), in the same coordinates.
    func polygons(of lines: [Path.Polyline]) -> [[Point]] {
        let half = shape.lineWidth / 2
        guard half > 0, half.isFinite else { return [] }
        var pieces: [[Point]] = []
        for line in dashed(trimmed(lines)) {
            let pts = line.points
            guard let first = pts.first else { continue }
            if pts.count == 1 {
                // A dot: round and square caps draw it, butt caps draw nothing.
                if shape.lineCap == .round { pieces.append(circle(first, radius: half)) }
                if shape.lineCap == .square { pieces.append(square(first, half: half)) }
                continue
            }
            for i in 1..<pts.count { pieces.append(segment(pts[i - 1], pts[i], half: half)) }
            if line.isClosed, let last = pts.last {
                if last != first { pieces.append(segment(last, first, half: half)) }
                let ring = last == first ? Array(pts.dropLast()) : pts
                for i in ring.indices {
                    pieces += join(at: ring[i], from: ring[(i + ring.count - 1) % ring.count], to: ring[(i + 1) % ring.count], half: half)
                }
            } else {
                for i in 1..<(pts.count - 1) { pieces += join(at: pts[i], from: pts[i - 1], to: pts[i + 1], half: half) }
                pieces += cap(at: pts[0], awayFrom: pts[1], half: half)
                pieces += cap(at: pts[pts.count - 1], awayFrom: pts[pts.count - 2], half: half)
            }
        }
        return pieces.map(Stroker.clockwise)
    }

    // MARK: Trimming and dashing

    /// The part of the path between `strokeStart` and `strokeEnd`, as fractions of its whole length.
    func trimmed(_ lines: [Path.Polyline]) -> [Path.Polyline] {
        let start = min(max(shape.strokeStart, 0), 1), end = min(max(shape.strokeEnd, 0), 1)
        guard start > 0 || end < 1 else { return lines }
        guard end > start else { return [] }
        let runs = lines.map(Stroker.run)
        let total = runs.reduce(0) { $0 + Stroker.length($1) }
        return Stroker.pieces(of: runs, from: start * total, to: end * total, keepsClosed: start == 0 && end == 1)
    }

    /// The dashes of the dash pattern along each polyline (each an open polyline of its own).
    func dashed(_ lines: [Path.Polyline]) -> [Path.Polyline] {
        let pattern = shape.lineDashPattern.map { max($0, 0) }
        let period = pattern.reduce(0, +)
        guard !pattern.isEmpty, period > 0, period.isFinite else { return lines }
        var dashes: [Path.Polyline] = []
        for line in lines {
            let run = Stroker.run(line)
            let length = Stroker.length(run)
            // Where the pattern stands at the start of the line.
            var phase = shape.lineDashPhase.truncatingRemainder(dividingBy: period)
            if phase < 0 { phase += period }
            var index = 0
            while phase >= pattern[index] {
                phase -= pattern[index]
                index = (index + 1) % pattern.count
            }
            var at = -phase
            // At most 100,000 dashes a line: a tiny pattern on a long path cannot hang the frame.
            var count = 0
            while at < length, count < 100_000 {
                let next = at + pattern[index]
                if index % 2 == 0, next > 0 {
                    dashes += Stroker.pieces(of: [run], from: max(at, 0), to: min(next, length), keepsClosed: false)
                }
                at = next
                index = (index + 1) % pattern.count
                count += 1
            }
        }
        return dashes
    }

    /// A polyline's points with its closing segment made explicit.
    static func run(_ line: Path.Polyline) -> Path.Polyline {
        guard line.isClosed, let first = line.points.first, line.points.last != first else { return line }
        return Path.Polyline(points: line.points + [first], isClosed: true)
    }

    static func length(_ line: Path.Polyline) -> Double {
        zip(line.points, line.points.dropFirst()).reduce(0) { $0 + distance($1.0, $1.1) }
    }

    static func distance(_ a: Point, _ b: Point) -> Double { ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot() }

    /// The parts of consecutive runs between two distances along them all.
    static func pieces(of runs: [Path.Polyline], from start: Double, to end: Double, keepsClosed: Bool) -> [Path.Polyline] {
        var result: [Path.Polyline] = []
        var offset = 0.0
        for run in runs {
            var points: [Point] = []
            for (a, b) in zip(run.points, run.points.dropFirst()) {
                let d = distance(a, b)
                let s = offset, e = offset + d
                offset = e
                guard e >= start, s <= end, d > 0 else { continue }
                func at(_ x: Double) -> Point {
                    let f = min(max((x - s) / d, 0), 1)
                    return Point(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f)
                }
                let p = at(max(start, s)), q = at(min(end, e))
                if points.last != p { points.append(p) }
                if points.last != q { points.append(q) }
            }
            if !points.isEmpty { result.append(Path.Polyline(points: points, isClosed: keepsClosed && run.isClosed)) }
        }
        return result
    }

    // MARK: Pieces

    private func segment(_ a: Point, _ b: Point, half: Double) -> [Point] {
        let d = Stroker.distance(a, b)
        guard d > 0 else { return [] }
        let nx = -(b.y - a.y) / d * half, ny = (b.x - a.x) / d * half
        return [
            Point(x: a.x + nx, y: a.y + ny), Point(x: b.x + nx, y: b.y + ny),
            Point(x: b.x - nx, y: b.y - ny), Point(x: a.x - nx, y: a.y - ny),
        ]
    }

    private func join(at v: Point, from a: Point, to b: Point, half: Double) -> [[Point]] {
        let d1 = Stroker.distance(a, v), d2 = Stroker.distance(v, b)
        guard d1 > 0, d2 > 0 else { return [] }
        let u1 = Point(x: (v.x - a.x) / d1, y: (v.y - a.y) / d1), u2 = Point(x: (b.x - v.x) / d2, y: (b.y - v.y) / d2)
        let cross = u1.x * u2.y - u1.y * u2.x
        let dot = u1.x * u2.x + u1.y * u2.y
        if abs(cross) < 1e-9, dot > 0 { return [] }  // straight on
        if shape.lineJoin == .round { return [circle(v, radius: half)] }
        // The outer side of the turn: the normals of both segments on it.
        let side = cross > 0 ? -1.0 : 1.0
        let n1 = Point(x: v.x - u1.y * half * side, y: v.y + u1.x * half * side)
        let n2 = Point(x: v.x - u2.y * half * side, y: v.y + u2.x * half * side)
        if shape.lineJoin == .miter {
            // The miter is 1 / sin(theta / 2) line widths long, theta the angle between the segments.
            let cosTheta = -dot
            let sinHalf = ((1 - cosTheta) / 2).squareRoot()
            if sinHalf > 0, 1 / sinHalf <= shape.miterLimit {
                let mx = n1.x + n2.x - 2 * v.x, my = n1.y + n2.y - 2 * v.y
                let ml = (mx * mx + my * my).squareRoot()
                if ml > 0 {
                    let reach = half / sinHalf
                    return [[v, n1, Point(x: v.x + mx / ml * reach, y: v.y + my / ml * reach), n2]]
                }
            }
        }
        return [[v, n1, n2]]
    }

    private func cap(at end: Point, awayFrom inner: Point, half: Double) -> [[Point]] {
        switch shape.lineCap {
        case .butt: return []
        case .round: return [circle(end, radius: half)]
        case .square:
            let d = Stroker.distance(inner, end)
            guard d > 0 else { return [] }
            let out = Point(x: end.x + (end.x - inner.x) / d * half, y: end.y + (end.y - inner.y) / d * half)
            return [segment(end, out, half: half)]
        }
    }

    private func circle(_ c: Point, radius: Double) -> [Point] {
        // Enough sides that the polygon is within a tenth of a point of the circle, 8 to 64.
        let n = max(8, min(64, Int((Double.pi / (2 * (0.1 / max(radius, 0.1)).squareRoot())).rounded(.up))))
        return (0..<n).map {
            let a = 2 * Double.pi * Double($0) / Double(n)
            return Point(x: c.x + radius * cos(a), y: c.y + radius * sin(a))
        }
    }

    private func square(_ c: Point, half: Double) -> [Point] {
        [
            Point(x: c.x - half, y: c.y - half), Point(x: c.x + half, y: c.y - half),
            Point(x: c.x + half, y: c.y + half), Point(x: c.x - half, y: c.y + half),
        ]
    }

    /// The polygon wound clockwise on screen (positive area with y down), so that overlapping
    /// pieces add up under the non-zero rule instead of cancelling.
    static func clockwise(_ polygon: [Point]) -> [Point] {
        var area = 0.0
        for (a, b) in zip(polygon, polygon.dropFirst() + polygon.prefix(1)) { area += a.x * b.y - b.x * a.y }
        return area < 0 ? polygon.reversed() : polygon
    }
}
