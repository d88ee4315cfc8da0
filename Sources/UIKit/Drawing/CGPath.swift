import Foundation
import Layout

/// A path, as Core Graphics' `CGPath`: lines, arcs and Bézier curves, immutable. A shape layer
/// draws one (`CAShapeLayer.path`); a layer's `shadowPath` casts its shadow in the shape of its
/// rounded rectangle or, for other paths, of its bounding box.
public class CGPath: Hashable {
    /// The outline (a shape layer keeps this value, not the object: changing a mutable path
    /// later does not change what the layer draws until it is set again, as Core Animation copies it).
    var path: Layout.Path
    /// The rounded rectangle the path is, when it was made as one (a rectangle, rounded
    /// rectangle or circle-cornered oval): the shape a shadow is cast in.
    var roundedRect: (rect: CGRect, cornerRadius: CGFloat)?

    init(path: Layout.Path, roundedRect: (rect: CGRect, cornerRadius: CGFloat)? = nil) {
        self.path = path
        self.roundedRect = roundedRect
    }

    /// A rectangle.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(path: Path(rect: rect.layout), roundedRect: (rect, 0))
        if let t = transform?.pointee { apply(t) }
    }

    /// The ellipse inside a rectangle.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(path: Path(ellipseIn: rect.layout), roundedRect: rect.width == rect.height ? (rect, rect.width / 2) : nil)
        if let t = transform?.pointee { apply(t) }
    }

    /// A rectangle with elliptical corners.
    public convenience init(
        roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: UnsafePointer<CGAffineTransform>?
    ) {
        let r = Size(width: Double(cornerWidth), height: Double(cornerHeight))
        self.init(
            path: Path(roundedRect: rect.layout, radii: (r, r, r, r)), roundedRect: cornerWidth == cornerHeight ? (rect, cornerWidth) : nil)
        if let t = transform?.pointee { apply(t) }
    }

    /// The smallest rectangle holding the path's points and control points.
    public var boundingBox: CGRect { CGRect(path.controlPointBounds) }

    /// The smallest rectangle holding the path itself (curves followed, not their control points).
    public var boundingBoxOfPath: CGRect {
        let points = path.flattened(tolerance: 0.01).flatMap(\.points)
        guard let x0 = points.map(\.x).min(), let x1 = points.map(\.x).max(), let y0 = points.map(\.y).min(), let y1 = points.map(\.y).max()
        else { return .null }
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { path.isEmpty }

    /// Where the path's last element ends.
    public var currentPoint: CGPoint { CGPoint(path.currentPoint) }

    /// An immutable copy.
    public func copy() -> CGPath { CGPath(path: path, roundedRect: roundedRect) }

    /// A mutable copy.
    public func mutableCopy() -> CGMutablePath { CGMutablePath(path: path, roundedRect: roundedRect) }

    /// Moves every point through an affine transform (its scale and translation keep a
    /// rounded-rectangle shadow shape; a rotation makes it the bounding box's).
    func apply(_ t: CGAffineTransform) {
        path = path.mapped { CGPoint($0).applying(t).layout }
        if let (rect, radius) = roundedRect {
            roundedRect = t.b == 0 && t.c == 0 ? (CGPath.bounds(of: rect, through: t), radius * min(abs(t.a), abs(t.d))) : nil
        }
    }

    /// The smallest rectangle holding a rectangle's corners moved through a transform.
    static func bounds(of rect: CGRect, through t: CGAffineTransform) -> CGRect {
        let corners = [
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
            CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY),
        ].map { $0.applying(t) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    /// Paths are equal when their elements are.
    public static func == (a: CGPath, b: CGPath) -> Bool { a.path == b.path }
    /// Hashes the elements.
    public func hash(into hasher: inout Hasher) { hasher.combine(path) }

    /// The shape a shadow is cast in: the rounded rectangle, else the bounding box.
    var shadowShape: (rect: Rect, cornerRadius: Double) {
        roundedRect.map { ($0.rect.layout, Double($0.cornerRadius)) } ?? (boundingBox.layout, 0)
    }
}

/// A path being built, as Core Graphics' `CGMutablePath`.
///
/// ```swift
/// let path = CGMutablePath()
/// path.move(to: CGPoint(x: 0, y: 20))
/// path.addLine(to: CGPoint(x: 40, y: 20))
/// path.addArc(center: CGPoint(x: 20, y: 20), radius: 20, startAngle: 0, endAngle: .pi, clockwise: true)
/// ```
public final class CGMutablePath: CGPath {
    /// Makes an empty path.
    public init() { super.init(path: Path()) }

    override init(path: Layout.Path, roundedRect: (rect: CGRect, cornerRadius: CGFloat)? = nil) {
        super.init(path: path, roundedRect: roundedRect)
    }

    /// Starts a new subpath.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        path.move(to: point.applying(transform).layout)
        roundedRect = nil
    }

    /// Adds a straight line from the current point.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        path.addLine(to: point.applying(transform).layout)
        roundedRect = nil
    }

    /// Adds straight lines through points (the first starts a subpath).
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first, transform: transform)
        for p in points.dropFirst() { addLine(to: p, transform: transform) }
    }

    /// Adds a quadratic Bézier curve.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        path.addQuadCurve(to: end.applying(transform).layout, control: control.applying(transform).layout)
        roundedRect = nil
    }

    /// Adds a cubic Bézier curve.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
        path.addCurve(
            to: end.applying(transform).layout, control1: control1.applying(transform).layout,
            control2: control2.applying(transform).layout)
        roundedRect = nil
    }

    /// Adds a closed rectangle.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        append(CGPath(rect: rect, transform: nil), transform: transform)
    }

    /// Adds closed rectangles.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for r in rects { addRect(r, transform: transform) }
    }

    /// Adds the closed ellipse inside a rectangle.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        append(CGPath(ellipseIn: rect, transform: nil), transform: transform)
    }

    /// Adds a closed rectangle with elliptical corners.
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity) {
        append(CGPath(roundedRect: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight, transform: nil), transform: transform)
    }

    /// Adds another path.
    public func addPath(_ other: CGPath, transform: CGAffineTransform = .identity) { append(other, transform: transform) }

    /// Adds an arc of a circle, joined to the current point by a line. Angles are in radians from
    /// the x axis; `clockwise` is Core Graphics' sense, which in UIKit's flipped coordinates turns
    /// counterclockwise on screen (the angle decreases).
    public func addArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
        transform: CGAffineTransform = .identity
    ) {
        ArcBuilder.append(
            center: center, radius: radius, start: startAngle, end: endAngle, increasing: !clockwise, to: &path,
            joining: !path.isEmpty && !isClosedAtEnd, map: { CGPoint($0).applying(transform).layout })
        roundedRect = nil
    }

    /// Closes the current subpath.
    public func closeSubpath() { path.closeSubpath() }

    private var isClosedAtEnd: Bool {
        if case .close? = path.elements.last { return true }
        return false
    }

    private func append(_ other: CGPath, transform: CGAffineTransform) {
        let wasEmpty = path.isEmpty
        path.append(other.path.mapped { CGPoint($0).applying(transform).layout })
        roundedRect = wasEmpty && transform.isIdentity ? other.roundedRect : nil
    }
}

/// Arcs as cubic Bézier curves, a quarter circle or less each.
enum ArcBuilder {
    /// Appends an arc to `path`: a line to its start when `joining` (a subpath is open), else a
    /// move there; then curves. `increasing` runs the angle up (clockwise on screen with y down).
    static func append(
        center: CGPoint, radius: CGFloat, start: CGFloat, end: CGFloat, increasing: Bool, to path: inout Layout.Path, joining: Bool,
        map: (Point) -> Point = { $0 }
    ) {
        let c = center.layout, r = Double(radius), a0 = Double(start)
        guard r.isFinite, a0.isFinite, Double(end).isFinite, c.x.isFinite, c.y.isFinite else { return }
        var sweep = Double(end) - a0
        let full = 2 * Double.pi
        if increasing {
            if sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: full) + full }
            sweep = min(sweep, full)
        } else {
            if sweep > 0 { sweep = sweep.truncatingRemainder(dividingBy: full) - full }
            sweep = max(sweep, -full)
        }
        func point(_ a: Double) -> Point { Point(x: c.x + r * cos(a), y: c.y + r * sin(a)) }
        if joining { path.addLine(to: map(point(a0))) } else { path.move(to: map(point(a0))) }
        let pieces = max(1, Int((abs(sweep) / (Double.pi / 2)).rounded(.up)))
        let step = sweep / Double(pieces)
        let k = 4.0 / 3.0 * tan(step / 4)
        var a = a0
        for _ in 0..<pieces {
            let b = a + step
            let p0 = point(a), p3 = point(b)
            path.addCurve(
                to: map(p3),
                control1: map(Point(x: p0.x - k * r * sin(a), y: p0.y + k * r * cos(a))),
                control2: map(Point(x: p3.x + k * r * sin(b), y: p3.y - k * r * cos(b))))
            a = b
        }
    }
}
