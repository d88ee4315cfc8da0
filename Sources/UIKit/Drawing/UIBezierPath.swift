import Foundation

/// A path, as Core Graphics' `CGPath`; here the shapes a layer's `shadowPath` takes: rectangles,
/// rounded rectangles and ovals (an oval casts the shadow of a fully rounded rectangle).
public final class CGPath: Sendable {
    /// The smallest rectangle containing the path.
    public let boundingBox: CGRect
    /// The rounding of the rectangle's corners.
    public let cornerRadius: CGFloat

    init(rect: CGRect, cornerRadius: CGFloat) {
        boundingBox = rect
        self.cornerRadius = cornerRadius
    }
}

/// A shape, as UIKit's `UIBezierPath`: the rectangle, rounded-rectangle and oval initialisers
/// (for `layer.shadowPath = UIBezierPath(roundedRect: bounds, cornerRadius: 12).cgPath`).
@MainActor
public final class UIBezierPath {
    /// The path.
    public let cgPath: CGPath

    /// A rectangle.
    public init(rect: CGRect) { cgPath = CGPath(rect: rect, cornerRadius: 0) }

    /// A rectangle with rounded corners.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        cgPath = CGPath(rect: rect, cornerRadius: max(0, min(cornerRadius, min(rect.width, rect.height) / 2)))
    }

    /// An oval inside a rectangle.
    public init(ovalIn rect: CGRect) { cgPath = CGPath(rect: rect, cornerRadius: min(rect.width, rect.height) / 2) }

    /// The smallest rectangle containing the path.
    public var bounds: CGRect { cgPath.boundingBox }
}
