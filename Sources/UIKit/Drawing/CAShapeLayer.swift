import Foundation
import Layout

/// A layer that draws a path, filled and stroked, as Core Animation's `CAShapeLayer`: a new one
/// fills with opaque black and does not stroke.
///
/// ```swift
/// let ring = CAShapeLayer()
/// ring.path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 80, height: 80)).cgPath
/// ring.fillColor = UIColor.clear.cgColor
/// ring.strokeColor = UIColor.systemGreen.cgColor
/// ring.lineWidth = 6
/// ring.strokeEnd = 0.7
/// view.layer.addSublayer(ring)
/// ```
open class CAShapeLayer: CALayer {
    /// The path, in the layer's coordinates.
    open var path: CGPath? { didSet { update() } }
    /// The fill colour (opaque black); nil or clear for none.
    open var fillColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1) { didSet { update() } }
    /// Which regions a self-overlapping path fills.
    open var fillRule = CAShapeLayerFillRule.nonZero { didSet { update() } }
    /// The stroke colour (none).
    open var strokeColor: CGColor? { didSet { update() } }
    /// The stroke width (1).
    open var lineWidth: CGFloat = 1 { didSet { update() } }
    /// How open ends look.
    open var lineCap = CAShapeLayerLineCap.butt { didSet { update() } }
    /// How corners look.
    open var lineJoin = CAShapeLayerLineJoin.miter { didSet { update() } }
    /// How long a miter may be, in line widths (10).
    open var miterLimit: CGFloat = 10 { didSet { update() } }
    /// Alternating dash and gap lengths (nil: a solid line).
    open var lineDashPattern: [NSNumber]? { didSet { update() } }
    /// How far into the pattern the stroke starts.
    open var lineDashPhase: CGFloat = 0 { didSet { update() } }
    /// Where the stroke starts along the path, 0...1.
    open var strokeStart: CGFloat = 0 { didSet { update() } }
    /// Where it ends, 0...1 (animate it, or set it, for a progress ring).
    open var strokeEnd: CGFloat = 1 { didSet { update() } }

    private func update() { presentContent([:]) }

    /// Draws the path with animated values in place of the model's: `strokeStart`, `strokeEnd`,
    /// `lineWidth`, `strokeColor`, `fillColor`.
    override func presentContent(_ values: [String: Any]) {
        guard let path, !path.isEmpty else {
            layerContent = nil
            return
        }
        var shape = Shape(path: path.path)
        shape.fillColor = (values["fillColor"].map(CGColor.layerColor) ?? fillColor)?.layout
        shape.fillRule = fillRule == .evenOdd ? .evenOdd : .nonZero
        shape.strokeColor = (values["strokeColor"].map(CGColor.layerColor) ?? strokeColor)?.layout
        shape.lineWidth = values["lineWidth"].flatMap(CALayer.number).map(Double.init) ?? Double(lineWidth)
        shape.lineCap = lineCap == .round ? .round : lineCap == .square ? .square : .butt
        shape.lineJoin = lineJoin == .round ? .round : lineJoin == .bevel ? .bevel : .miter
        shape.miterLimit = Double(miterLimit)
        shape.lineDashPattern = lineDashPattern?.map(\.doubleValue) ?? []
        shape.lineDashPhase = Double(lineDashPhase)
        shape.strokeStart = Double(values["strokeStart"].flatMap(CALayer.number) ?? strokeStart)
        shape.strokeEnd = Double(values["strokeEnd"].flatMap(CALayer.number) ?? strokeEnd)
        layerContent = .shape(shape)
    }
}

/// The fill rules of a shape layer, as Core Animation's `CAShapeLayerFillRule`.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    /// The name.
    public let rawValue: String
    /// Makes a rule from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Inside where the outline winds round any number of times but zero.
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    /// Inside where a ray crosses the outline an odd number of times.
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

/// The ends of a shape layer's stroke, as Core Animation's `CAShapeLayerLineCap`.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    /// The name.
    public let rawValue: String
    /// Makes a cap from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Square at the end point.
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    /// A half circle past it.
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    /// Square, half the line width past it.
    public static let square = CAShapeLayerLineCap(rawValue: "square")
}

/// The corners of a shape layer's stroke, as Core Animation's `CAShapeLayerLineJoin`.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    /// The name.
    public let rawValue: String
    /// Makes a join from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Sharp, up to the miter limit.
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    /// Rounded.
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    /// Cut off.
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}
