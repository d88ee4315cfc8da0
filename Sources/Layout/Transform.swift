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

    /// A rectangle drawn through the transform's scale and translation about `center`.
    public func apply(to rect: Rect, about center: Point) -> Rect {
        let (sx, sy) = scale
        return Rect(
            x: center.x + (rect.x - center.x) * sx + tx, y: center.y + (rect.y - center.y) * sy + ty,
            width: rect.width * sx, height: rect.height * sy)
    }

    /// A point drawn through the transform's scale and translation about `center`.
    public func apply(to point: Point, about center: Point) -> Point {
        let (sx, sy) = scale
        return Point(x: center.x + (point.x - center.x) * sx + tx, y: center.y + (point.y - center.y) * sy + ty)
    }
}
