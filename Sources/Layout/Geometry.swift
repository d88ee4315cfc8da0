/// A point in a view's coordinate space: x to the right, y down (UIKit's `CGPoint`).
public struct Point: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal coordinate.
    public var x: Double
    /// The vertical coordinate.
    public var y: Double

    /// Makes a point.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin.
    public static let zero = Point(x: 0, y: 0)

    /// `(x, y)` with short numbers.
    public var description: String { "(\(short(x)), \(short(y)))" }
}

/// A width and a height (UIKit's `CGSize`).
public struct Size: Hashable, Sendable, CustomStringConvertible {
    /// The width.
    public var width: Double
    /// The height.
    public var height: Double

    /// Makes a size.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// Width and height swapped: the size after turning a device.
    public var rotated: Size { Size(width: height, height: width) }

    /// The empty size.
    public static let zero = Size(width: 0, height: 0)

    /// `(w, h)` with short numbers.
    public var description: String { "(\(short(width)), \(short(height)))" }
}

/// A rectangle: an origin (top left) and a size (UIKit's `CGRect`).
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// The top left corner.
    public var origin: Point
    /// The size.
    public var size: Size

    /// Makes a rectangle from an origin and a size.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// Makes a rectangle from its four numbers.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The empty rectangle at the origin.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The left edge.
    public var x: Double { origin.x }
    /// The top edge.
    public var y: Double { origin.y }
    /// The width.
    public var width: Double { size.width }
    /// The height.
    public var height: Double { size.height }
    /// The left edge.
    public var minX: Double { origin.x }
    /// The horizontal centre.
    public var midX: Double { origin.x + size.width / 2 }
    /// The right edge.
    public var maxX: Double { origin.x + size.width }
    /// The top edge.
    public var minY: Double { origin.y }
    /// The vertical centre.
    public var midY: Double { origin.y + size.height / 2 }
    /// The bottom edge.
    public var maxY: Double { origin.y + size.height }

    /// The rectangle shrunk by `insets` on each side.
    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(
            x: x + insets.left, y: y + insets.top, width: width - insets.left - insets.right,
            height: height - insets.top - insets.bottom)
    }

    /// Whether `point` lies inside: left and top edges included, right and bottom excluded (as
    /// `CGRect.contains`).
    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// The rectangle moved by `dx`, `dy`.
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: x + dx, y: y + dy, width: width, height: height)
    }

    /// `(x, y; w, h)`, as UIKit prints frames.
    public var description: String { "(\(short(x)) \(short(y)); \(short(width)) \(short(height)))" }
}

/// Insets on each side (UIKit's `UIEdgeInsets`).
public struct EdgeInsets: Hashable, Sendable {
    /// Inset from the top.
    public var top: Double
    /// Inset from the left.
    public var left: Double
    /// Inset from the bottom.
    public var bottom: Double
    /// Inset from the right.
    public var right: Double

    /// Makes insets (UIKit's argument order: top, left, bottom, right).
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// Zero on every side.
    public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

    /// Edge by edge sums (a safe area plus margins, a window's insets plus a controller's additions).
    static func + (a: EdgeInsets, b: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: a.top + b.top, left: a.left + b.left, bottom: a.bottom + b.bottom, right: a.right + b.right)
    }
}

/// Insets with leading and trailing instead of left and right (UIKit's `NSDirectionalEdgeInsets`).
public struct DirectionalEdgeInsets: Hashable, Sendable {
    /// Inset from the top.
    public var top: Double
    /// Inset from the leading edge.
    public var leading: Double
    /// Inset from the bottom.
    public var bottom: Double
    /// Inset from the trailing edge.
    public var trailing: Double

    /// Makes insets.
    public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// Zero on every side.
    public static let zero = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
}

/// `8` rather than `8.0`; three decimals at most otherwise (UIKit prints frames this way).
func short(_ v: Double) -> String {
    if v == v.rounded(), abs(v) < 1e15 { return String(Int64(v)) }
    guard abs(v) < 1e15 else { return "\(v)" }
    let r = (v * 1000).rounded() / 1000
    return "\(r)"
}
