import Foundation
import Layout

// The conversions between Foundation's Core Graphics geometry, which UIKit code uses, and
// Layout's. Internal: users see only the CG types.

extension CGPoint {
    /// The point in Layout's type.
    var layout: Point { Point(x: Double(x), y: Double(y)) }
    /// A point from Layout's type.
    init(_ point: Point) { self.init(x: point.x, y: point.y) }
}

extension CGSize {
    /// The size in Layout's type.
    var layout: Size { Size(width: Double(width), height: Double(height)) }
    /// A size from Layout's type.
    init(_ size: Size) { self.init(width: size.width, height: size.height) }
}

extension CGRect {
    /// The rectangle in Layout's type.
    var layout: Rect { Rect(x: Double(origin.x), y: Double(origin.y), width: Double(size.width), height: Double(size.height)) }
    /// A rectangle from Layout's type.
    init(_ rect: Rect) { self.init(x: rect.x, y: rect.y, width: rect.width, height: rect.height) }
}

/// A two-dimensional vector, as Core Graphics' `CGVector` (a spring's initial velocity).
public struct CGVector: Hashable, Sendable {
    /// The x component.
    public var dx: CGFloat
    /// The y component.
    public var dy: CGFloat
    /// Makes a vector.
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }
    /// Makes a zero vector.
    public init() { self.init(dx: 0, dy: 0) }
    /// The zero vector.
    public static let zero = CGVector()
}
