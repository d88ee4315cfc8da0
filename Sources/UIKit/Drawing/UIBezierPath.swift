import Foundation
import Layout

/// A shape made of lines, arcs and curves, as UIKit's `UIBezierPath`: give its `cgPath` to a
/// shape layer, a layer's `shadowPath` or a mask. Angles are in radians from the x axis, and
/// `clockwise` is clockwise on screen (y grows down), as in UIKit.
///
/// ```swift
/// let ring = UIBezierPath(arcCenter: CGPoint(x: 50, y: 50), radius: 40,
///                         startAngle: -.pi / 2, endAngle: 3 * .pi / 2, clockwise: true)
/// progressLayer.path = ring.cgPath
/// ```
open class UIBezierPath {
    /// The outline.
    private var path = Layout.Path()
    /// The rounded rectangle the path is, while it is one: a shadow's shape.
    private var roundedRect: (rect: CGRect, cornerRadius: CGFloat)?

    /// The stroke width (1), for code that strokes the path.
    open var lineWidth: CGFloat = 1
    /// How open ends are drawn.
    open var lineCapStyle = CGLineCap.butt
    /// How corners are drawn.
    open var lineJoinStyle = CGLineJoin.miter
    /// How long a miter may be, in line widths.
    open var miterLimit: CGFloat = 10
    /// Whether filling uses the even-odd rule rather than the non-zero one.
    open var usesEvenOddFillRule = false

    /// Makes an empty path.
    public init() {}

    /// A rectangle.
    public convenience init(rect: CGRect) {
        self.init()
        path = Path(rect: rect.layout)
        roundedRect = (rect, 0)
    }

    /// A rectangle with round corners (the radius capped at half the shorter side).
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init()
        path = Path(roundedRect: rect.layout, radius: Double(cornerRadius))
        roundedRect = (rect, max(0, min(cornerRadius, min(rect.width, rect.height) / 2)))
    }

    /// A rectangle with some corners rounded (`cornerRadii`, each capped at half the shorter side).
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        func radius(_ corner: UIRectCorner) -> Size { corners.contains(corner) ? cornerRadii.layout : .zero }
        path = Path(roundedRect: rect.layout, radii: (radius(.topLeft), radius(.topRight), radius(.bottomRight), radius(.bottomLeft)))
        if corners == .allCorners, cornerRadii.width == cornerRadii.height {
            roundedRect = (rect, max(0, min(cornerRadii.width, min(rect.width, rect.height) / 2)))
        }
    }

    /// The ellipse inside a rectangle.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        path = Path(ellipseIn: rect.layout)
        roundedRect = rect.width == rect.height ? (rect, rect.width / 2) : nil
    }

    /// An arc of a circle, as a new subpath.
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// The path of a Core Graphics path.
    public convenience init(cgPath: CGPath) {
        self.init()
        self.cgPath = cgPath
    }

    /// The path as a Core Graphics path (a copy: later changes to this one do not reach it).
    open var cgPath: CGPath {
        get { CGPath(path: path, roundedRect: roundedRect) }
        set {
            path = newValue.path
            roundedRect = newValue.roundedRect
        }
    }

    /// Whether the path has no elements.
    open var isEmpty: Bool { path.isEmpty }

    /// The smallest rectangle holding the path's points and control points.
    open var bounds: CGRect { CGRect(path.controlPointBounds) }

    /// Where the last element ended.
    open var currentPoint: CGPoint { CGPoint(path.currentPoint) }

    /// Starts a new subpath.
    open func move(to point: CGPoint) { edit { $0.move(to: point.layout) } }

    /// Adds a straight line from the current point.
    open func addLine(to point: CGPoint) { edit { $0.addLine(to: point.layout) } }

    /// Adds a cubic Bézier curve.
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        edit { $0.addCurve(to: endPoint.layout, control1: controlPoint1.layout, control2: controlPoint2.layout) }
    }

    /// Adds a quadratic Bézier curve.
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        edit { $0.addQuadCurve(to: endPoint.layout, control: controlPoint.layout) }
    }

    /// Adds an arc, joined to the current point by a straight line when a subpath is open.
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        edit { p in
            let open: Bool = {
                if case .close? = p.elements.last { return false }
                return !p.isEmpty
            }()
            ArcBuilder.append(
                center: center, radius: radius, start: startAngle, end: endAngle, increasing: clockwise, to: &p, joining: open)
        }
    }

    /// Closes the current subpath with a straight line to its start.
    open func close() { path.closeSubpath() }

    /// Adds another path's subpaths.
    open func append(_ other: UIBezierPath) { edit { $0.append(other.path) } }

    /// Empties the path.
    open func removeAllPoints() {
        path = Path()
        roundedRect = nil
    }

    /// Moves every point through an affine transform.
    open func apply(_ transform: CGAffineTransform) {
        let copy = cgPath
        copy.apply(transform)
        cgPath = copy
    }

    /// The same path traced backwards (kept as it is: the fill and stroke look the same).
    open func reversing() -> UIBezierPath { UIBezierPath(cgPath: cgPath) }

    /// Sets the dash pattern ``stroke()`` draws: `count` lengths of dash and gap from `pattern`
    /// (none, or a count of 0: a solid line), starting `phase` points into it.
    open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        guard let pattern, count > 0 else {
            dash = (0, [])
            return
        }
        dash = (phase, Array(UnsafeBufferPointer(start: pattern, count: count)))
    }
    /// The dash pattern set by ``setLineDash(_:count:phase:)``.
    private var dash: (phase: CGFloat, lengths: [CGFloat]) = (0, [])

    /// Fills the path in the current context's fill colour (`UIColor.setFill()`), by the
    /// even-odd rule when ``usesEvenOddFillRule``. Outside `draw(_:)` there is no context and
    /// nothing is drawn, as in UIKit.
    @MainActor open func fill() { fill(with: .normal, alpha: 1) }

    /// Strokes the path in the current context's stroke colour (`UIColor.setStroke()`), with
    /// the path's line width, caps, joins and dashes.
    @MainActor open func stroke() { stroke(with: .normal, alpha: 1) }

    /// Fills the path with its colour's alpha multiplied by `alpha` (the blend mode is kept: paint
    /// is laid over what is below).
    @MainActor open func fill(with blendMode: CGBlendMode, alpha: CGFloat) { paint(fill: true, alpha: alpha) }

    /// Strokes the path with its colour's alpha multiplied by `alpha` (the blend mode is kept).
    @MainActor open func stroke(with blendMode: CGBlendMode, alpha: CGFloat) { paint(fill: false, alpha: alpha) }

    /// Clips what the current context draws next to the inside of the path (by the even-odd rule
    /// when ``usesEvenOddFillRule``), until its graphics state is restored.
    @MainActor open func addClip() {
        UIGraphicsGetCurrentContext()?.clip(toUserPath: cgPath, evenOdd: usesEvenOddFillRule)
    }

    @MainActor private func paint(fill: Bool, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let outline = cgPath
        context.withLine(
            width: lineWidth, cap: lineCapStyle, join: lineJoinStyle, miterLimit: miterLimit, dash: dash, alpha: alpha
        ) {
            context.record(outline, fill: fill, stroke: !fill, evenOdd: usesEvenOddFillRule)
        }
    }

    private func edit(_ change: (inout Layout.Path) -> Void) {
        change(&path)
        roundedRect = nil
    }
}

/// The corners of a rectangle, as UIKit's `UIRectCorner`.
public struct UIRectCorner: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: UInt
    /// Makes a set of corners from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top left corner.
    public static let topLeft = UIRectCorner(rawValue: 1)
    /// The top right corner.
    public static let topRight = UIRectCorner(rawValue: 2)
    /// The bottom left corner.
    public static let bottomLeft = UIRectCorner(rawValue: 4)
    /// The bottom right corner.
    public static let bottomRight = UIRectCorner(rawValue: 8)
    /// Every corner.
    public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

/// How the open ends of a stroke look, as Core Graphics' `CGLineCap`.
public enum CGLineCap: Int32, Sendable {
    /// Square at the end point.
    case butt
    /// A half circle past it.
    case round
    /// Square, half the line width past it.
    case square

    /// The same cap for the renderer.
    var layout: Shape.LineCap {
        switch self {
        case .butt: .butt
        case .round: .round
        case .square: .square
        }
    }
}

/// How a stroke's corners look, as Core Graphics' `CGLineJoin`.
public enum CGLineJoin: Int32, Sendable {
    /// Sharp, up to the miter limit.
    case miter
    /// Rounded.
    case round
    /// Cut off.
    case bevel

    /// The same join for the renderer.
    var layout: Shape.LineJoin {
        switch self {
        case .miter: .miter
        case .round: .round
        case .bevel: .bevel
        }
    }
}

/// How paint combines with what is below (Core Graphics' `CGBlendMode`). LayoutSim lays paint
/// over what is below (`.normal`) whatever the mode.
public enum CGBlendMode: Int32, Sendable {
    /// Paint over.
    case normal
    /// Multiply.
    case multiply
    /// Screen.
    case screen
    /// Overlay.
    case overlay
    /// Darken.
    case darken
    /// Lighten.
    case lighten
    /// Clear.
    case clear
    /// Copy.
    case copy
}
