/// An affine transform of a view's drawing about its centre (UIKit's `transform` property,
/// `CGAffineTransform`): `x' = a x + c y + tx`, `y' = b x + d y + ty`. Layout ignores it, as Auto
/// Layout does; drawing applies its scale and translation (a rotation is kept, drawn unrotated).
public struct Transform: Hashable, Sendable {
    /// The matrix entries.
    public var a, b, c, d, tx, ty: Double

    /// Makes a transform from its matrix entries.
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    /// No change.
    public static let identity = Transform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// Whether it changes nothing.
    public var isIdentity: Bool { self == .identity }

    /// `self` then `other` (UIKit's `concatenating`).
    public func concatenating(_ other: Transform) -> Transform {
        Transform(
            a: a * other.a + b * other.c, b: a * other.b + b * other.d,
            c: c * other.a + d * other.c, d: c * other.b + d * other.d,
            tx: tx * other.a + ty * other.c + other.tx, ty: tx * other.b + ty * other.d + other.ty)
    }

    /// The horizontal and vertical scale (the lengths of the transformed unit vectors).
    public var scale: (x: Double, y: Double) { ((a * a + b * b).squareRoot(), (c * c + d * d).squareRoot()) }

    /// Each entry moved `p` of the way to `other`'s (what an animation draws in between).
    public func interpolated(to other: Transform, _ p: Double) -> Transform {
        func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * p }
        return Transform(
            a: mix(a, other.a), b: mix(b, other.b), c: mix(c, other.c), d: mix(d, other.d), tx: mix(tx, other.tx),
            ty: mix(ty, other.ty))
    }

    /// How the transform draws about `center`: its scale and translation, worked out once for
    /// every rectangle and point of a view's drawing.
    public func drawing(about center: Point) -> Drawing {
        let (sx, sy) = scale
        return Drawing(sx: sx, sy: sy, dx: center.x * (1 - sx) + tx, dy: center.y * (1 - sy) + ty)
    }

    /// A transform's scale and translation about a centre, as drawing applies it (a rotation is not drawn).
    public struct Drawing: Sendable {
        /// The horizontal scale.
        public let sx: Double
        /// The vertical scale.
        public let sy: Double
        /// What is added to a scaled x.
        let dx: Double
        /// What is added to a scaled y.
        let dy: Double

        /// The smaller scale, for radii and line widths.
        public var scale: Double { min(sx, sy) }

        /// A point, drawn.
        public func point(_ p: Point) -> Point { Point(x: p.x * sx + dx, y: p.y * sy + dy) }

        /// A rectangle, drawn.
        public func rect(_ r: Rect) -> Rect { Rect(x: r.x * sx + dx, y: r.y * sy + dy, width: r.width * sx, height: r.height * sy) }
    }
}
