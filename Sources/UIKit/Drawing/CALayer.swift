import Foundation
import Layout

/// The layer that draws a view, as Core Animation's `CALayer` seen through `view.layer`: corner
/// radius, border, masking and shadow. Each property reads and writes the view's own.
///
/// Sublayers (`addSublayer`, gradient and shape layers) are not drawn here.
///
/// ```swift
/// card.layer.cornerRadius = 12
/// card.layer.shadowColor = UIColor.black.cgColor
/// card.layer.shadowOpacity = 0.2
/// card.layer.shadowOffset = CGSize(width: 0, height: 4)
/// card.layer.shadowRadius = 8
/// ```
@MainActor
public final class CALayer {
    private let view: View

    init(view: View) { self.view = view }

    /// The corner radius (capped at half the shorter side when drawn).
    public var cornerRadius: CGFloat {
        get { CGFloat(view.cornerRadius) }
        set { view.cornerRadius = Double(newValue) }
    }

    /// The border width, drawn inside the bounds.
    public var borderWidth: CGFloat {
        get { CGFloat(view.borderWidth) }
        set { view.borderWidth = Double(newValue) }
    }

    /// The border colour (black by default, as Core Animation's).
    public var borderColor: CGColor? {
        get { (view.borderColor ?? .black).cgColor }
        set { view.borderColor = newValue?.layout }
    }

    /// Whether content and sublayers are clipped to the (rounded) bounds; the view's `clipsToBounds`.
    public var masksToBounds: Bool {
        get { view.clipsToBounds }
        set { view.clipsToBounds = newValue }
    }

    /// The shadow's colour (opaque black by default).
    public var shadowColor: CGColor? {
        get { view.shadowColor?.cgColor }
        set { view.shadowColor = newValue?.layout }
    }

    /// The shadow's opacity, 0...1 (0 by default: no shadow).
    public var shadowOpacity: Float {
        get { Float(view.shadowOpacity) }
        set { view.shadowOpacity = Double(newValue) }
    }

    /// How far the shadow is moved ((0, -3) by default, as Core Animation's).
    public var shadowOffset: CGSize {
        get { CGSize(view.shadowOffset) }
        set { view.shadowOffset = newValue.layout }
    }

    /// The shadow's blur radius (3 by default).
    public var shadowRadius: CGFloat {
        get { CGFloat(view.shadowRadius) }
        set { view.shadowRadius = Double(newValue) }
    }

    /// The shape casting the shadow, in the view's coordinates; nil uses the view's own shape.
    public var shadowPath: CGPath? {
        get { view.shadowPath.map { CGPath(rect: CGRect($0.rect), cornerRadius: CGFloat($0.cornerRadius)) } }
        set { view.shadowPath = newValue.map { ($0.boundingBox.layout, Double($0.cornerRadius)) } }
    }

    /// The corners' shape (kept: corners are drawn circular).
    public var cornerCurve = CALayerCornerCurve.circular

    /// Which corners the radius rounds (kept: every corner is drawn rounded).
    public var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]

    /// The opacity of the view; the view's `alpha`.
    public var opacity: Float {
        get { Float(view.alpha) }
        set { view.alpha = Double(newValue) }
    }

    /// The layer's frame; the view's frame.
    public var frame: CGRect {
        get { CGRect(view.frame) }
        set { view.frame = newValue.layout }
    }

    /// The layer's bounds; the view's bounds.
    public var bounds: CGRect { CGRect(view.bounds) }

    /// The background colour; the view's.
    public var backgroundColor: CGColor? {
        get { view.backgroundColor?.cgColor }
        set { view.backgroundColor = newValue?.layout }
    }
}

extension Color {
    /// The colour as a Core Graphics colour.
    var cgColor: CGColor {
        CGColor(
            red: CGFloat(red) / 255, green: CGFloat(green) / 255, blue: CGFloat(blue) / 255, alpha: CGFloat(alpha) / 255)
    }
}

/// The shape of rounded corners (Core Animation's `CALayerCornerCurve`).
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    /// The name.
    public let rawValue: String
    /// Makes a corner curve.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Quarter circles.
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    /// Apple's continuous curve.
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}

/// Which corners a layer rounds (Core Animation's `CACornerMask`).
public struct CACornerMask: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: UInt
    /// Makes a mask.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Top left.
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1)
    /// Top right.
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 2)
    /// Bottom left.
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 4)
    /// Bottom right.
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 8)
}
