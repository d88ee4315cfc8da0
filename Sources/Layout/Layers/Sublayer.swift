/// A layer drawn inside a view without being a view, as Core Animation's sublayers: a filled or
/// bordered rectangle, a gradient or a shape, with layers of its own. It takes no part in layout
/// or touches; its frame is in its superlayer's coordinates (a view's bounds for a view's layer).
///
/// A view draws its sublayers over its own content and, among its subviews, above the subview
/// each was added over (``View/insertSublayer(_:at:)``), as a view's layer orders them.
public final class Sublayer {
    /// The frame in the superlayer's coordinates.
    public var frame = Rect.zero
    /// The background colour (none by default).
    public var backgroundColor: Color?
    /// The corner radius (capped at half the shorter side when drawn).
    public var cornerRadius = 0.0
    /// Which corners the radius rounds (all).
    public var maskedCorners = CornerMask.all
    /// The border width, drawn inside the frame over the content and sublayers.
    public var borderWidth = 0.0
    /// The border colour.
    public var borderColor: Color? = .black
    /// The opacity, 0...1, multiplied into everything the layer and its sublayers draw.
    public var opacity = 1.0
    /// Whether the layer (and its sublayers) are not drawn.
    public var isHidden = false
    /// Whether the sublayers are clipped to the (rounded) frame.
    public var masksToBounds = false
    /// What the layer draws over its background: a gradient or a shape.
    public var content: LayerContent?
    /// The layers drawn over this one, back to front.
    public var sublayers: [Sublayer] = []
    /// A layer whose drawing masks this one and its sublayers (`mask`), its frame in this
    /// layer's coordinates.
    public var mask: Sublayer?

    /// Makes an empty layer.
    public init() {}
}

/// Which corners of a rectangle are rounded (Core Animation's `maskedCorners`).
public struct CornerMask: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: UInt8
    /// Makes a mask from its bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// The top left corner.
    public static let topLeft = CornerMask(rawValue: 1)
    /// The top right corner.
    public static let topRight = CornerMask(rawValue: 2)
    /// The bottom left corner.
    public static let bottomLeft = CornerMask(rawValue: 4)
    /// The bottom right corner.
    public static let bottomRight = CornerMask(rawValue: 8)
    /// Every corner.
    public static let all: CornerMask = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

extension Path {
    /// A rectangle whose `corners` are rounded by `radius` (capped at half the shorter side), the
    /// others square.
    public init(roundedRect rect: Rect, radius: Double, corners: CornerMask) {
        func r(_ c: CornerMask) -> Size { corners.contains(c) ? Size(width: radius, height: radius) : .zero }
        self.init(roundedRect: rect, radii: (r(.topLeft), r(.topRight), r(.bottomRight), r(.bottomLeft)))
    }
}

/// What a layer draws besides its background: Core Animation's gradient and shape layers.
public enum LayerContent: Hashable, Sendable {
    /// A colour gradient filling the layer's bounds (`CAGradientLayer`).
    case gradient(Gradient)
    /// A filled and stroked path (`CAShapeLayer`).
    case shape(Shape)
}

/// A colour gradient, as `CAGradientLayer` draws it.
public struct Gradient: Hashable, Sendable {
    /// How colour changes across the layer.
    public enum Kind: Hashable, Sendable {
        /// Along the line from the start point to the end point, constant across it.
        case axial
        /// Outwards from the start point, reaching the end colour at the end point's distance
        /// in each axis (an ellipse in the layer's bounds).
        case radial
        /// Around the start point, from the direction of the end point, clockwise.
        case conic
    }

    /// The colours, at least one.
    public var colors: [Color]
    /// Where each colour sits, 0...1 along the gradient (nil: evenly spread), as `locations`.
    public var locations: [Double]?
    /// Where the gradient starts, in the unit square of the bounds ((0.5, 0) by default: the top).
    public var startPoint = Point(x: 0.5, y: 0)
    /// Where it ends ((0.5, 1): the bottom).
    public var endPoint = Point(x: 0.5, y: 1)
    /// Axial, radial or conic.
    public var kind = Kind.axial

    /// Makes a gradient of colours from the top down.
    public init(
        colors: [Color], locations: [Double]? = nil, startPoint: Point = Point(x: 0.5, y: 0), endPoint: Point = Point(x: 0.5, y: 1),
        kind: Kind = .axial
    ) {
        self.colors = colors
        self.locations = locations
        self.startPoint = startPoint
        self.endPoint = endPoint
        self.kind = kind
    }

    /// The stops in order: each colour with its location (the `locations` given, when there is one
    /// for every colour, else evenly spread), as Core Animation pairs them.
    public var stops: [(location: Double, color: Color)] {
        guard !colors.isEmpty else { return [] }
        if let locations, locations.count == colors.count, locations.allSatisfy(\.isFinite) {
            return zip(locations, colors).map { ($0, $1) }
        }
        if colors.count == 1 { return [(0, colors[0])] }
        return colors.enumerated().map { (Double($0.offset) / Double(colors.count - 1), $0.element) }
    }

    /// The colour at `t` along the gradient: the first colour before the first stop, the last
    /// after the last, linear in between (components rounded).
    public func color(at t: Double) -> Color {
        let stops = stops
        guard let first = stops.first, let last = stops.last else { return Color(red: 0, green: 0, blue: 0, alpha: 0) }
        if !(t > first.location) { return first.color }
        if t >= last.location { return last.color }
        for i in 1..<stops.count where t < stops[i].location {
            let a = stops[i - 1], b = stops[i]
            let span = b.location - a.location
            let f = span > 0 ? (t - a.location) / span : 1
            func mix(_ x: UInt8, _ y: UInt8) -> UInt8 { UInt8((Double(x) + (Double(y) - Double(x)) * f).rounded()) }
            return Color(
                red: mix(a.color.red, b.color.red), green: mix(a.color.green, b.color.green),
                blue: mix(a.color.blue, b.color.blue), alpha: mix(a.color.alpha, b.color.alpha))
        }
        return last.color
    }
}

/// A filled and stroked path, as `CAShapeLayer` draws it.
public struct Shape: Hashable, Sendable {
    /// Which regions of a self-overlapping path are inside.
    public enum FillRule: Hashable, Sendable {
        /// Where the outline winds round a point any number of times but zero.
        case nonZero
        /// Where a ray from the point crosses the outline an odd number of times.
        case evenOdd
    }

    /// How open ends of a stroke look.
    public enum LineCap: Hashable, Sendable {
        /// Square at the end point.
        case butt
        /// A half circle past the end point.
        case round
        /// Square, half the line width past the end point.
        case square
    }

    /// How the corners of a stroke look.
    public enum LineJoin: Hashable, Sendable {
        /// Sharp, up to the miter limit, then beveled.
        case miter
        /// Rounded.
        case round
        /// Cut off square to the corner.
        case bevel
    }

    /// The outline, in the layer's coordinates.
    public var path: Path
    /// The fill colour (opaque black by default, as `CAShapeLayer`'s), nil for none.
    public var fillColor: Color? = .black
    /// Which regions are filled.
    public var fillRule = FillRule.nonZero
    /// The stroke colour (none by default).
    public var strokeColor: Color?
    /// The stroke's width in points (1).
    public var lineWidth = 1.0
    /// The ends of open subpaths.
    public var lineCap = LineCap.butt
    /// The corners.
    public var lineJoin = LineJoin.miter
    /// How long a miter may be, in line widths, before the corner is beveled (10).
    public var miterLimit = 10.0
    /// Alternating lengths of dash and gap (empty: a solid line).
    public var lineDashPattern: [Double] = []
    /// How far into the dash pattern the stroke starts.
    public var lineDashPhase = 0.0
    /// Where the stroke starts, as a fraction of the path's length (0).
    public var strokeStart = 0.0
    /// Where the stroke ends, as a fraction of the path's length (1).
    public var strokeEnd = 1.0

    /// Makes a shape filled black, not stroked, as a new `CAShapeLayer`.
    public init(path: Path) { self.path = path }
}
