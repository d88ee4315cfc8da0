import Foundation
import Layout

/// A colour, as UIKit's `UIColor`: components in 0...1 (`UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)`),
/// the named colours (`.red`, `.lightGray`) and the system colours in their light appearance
/// (`.systemBlue`, `.label`, `.systemBackground`...).
///
/// Drawn as 8-bit sRGB: components outside 0...1 (extended sRGB) are clamped when drawn.
public final class UIColor: Hashable, Sendable, CustomStringConvertible {
    /// The red component, 0...1.
    public let red: CGFloat
    /// The green component, 0...1.
    public let green: CGFloat
    /// The blue component, 0...1.
    public let blue: CGFloat
    /// The opacity, 0...1.
    public let alpha: CGFloat

    /// A colour from components in 0...1, as UIKit takes them.
    ///
    /// - Parameters:
    ///   - red: 0...1.
    ///   - green: 0...1.
    ///   - blue: 0...1.
    ///   - alpha: the opacity, 0...1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A colour that tiles an image (drawn clear here: patterns are not drawn).
    public convenience init(patternImage image: UIImage) {
        // Patterns are not drawn here: the colour is clear, so what is under it shows.
        self.init(white: 0, alpha: 0)
    }

    /// A grey: `white` 0 is black, 1 is white.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// A colour from hue, saturation and brightness, each 0...1.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = (hue - hue.rounded(.down)) * 6
        let c = brightness * saturation
        let x = c * (1 - abs(h.truncatingRemainder(dividingBy: 2) - 1))
        let m = brightness - c
        let (r, g, b): (CGFloat, CGFloat, CGFloat) =
            switch Int(h) {
            case 0: (c, x, 0)
            case 1: (x, c, 0)
            case 2: (0, c, x)
            case 3: (0, x, c)
            case 4: (x, 0, c)
            default: (c, 0, x)
            }
        self.init(red: r + m, green: g + m, blue: b + m, alpha: alpha)
    }

    /// A colour from the app's asset catalog: nil, as there are no asset catalogs here (UIKit gives
    /// nil for a name the catalog lacks). Use the components or a system colour instead.
    public convenience init?(named name: String) { return nil }

    /// A colour from a Core Graphics colour.
    public convenience init(cgColor: CGColor) {
        self.init(red: cgColor.red, green: cgColor.green, blue: cgColor.blue, alpha: cgColor.alpha)
    }

    /// A colour that depends on traits (UIKit's dynamic colours). Only the light appearance
    /// exists here, so the provider is asked once, with the default traits.
    public convenience init(dynamicProvider: (UITraitCollection) -> UIColor) {
        let resolved = dynamicProvider(UITraitCollection())
        self.init(red: resolved.red, green: resolved.green, blue: resolved.blue, alpha: resolved.alpha)
    }

    /// The same colour with another opacity.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// The colour as a Core Graphics colour (for `layer.borderColor`, `layer.shadowColor`).
    public var cgColor: CGColor { CGColor(red: red, green: green, blue: blue, alpha: alpha) }

    /// Makes this the current context's fill colour (in `draw(_:)`; nothing elsewhere).
    @MainActor public func setFill() { UIGraphicsGetCurrentContext()?.setFill(layout) }

    /// Makes this the current context's stroke colour.
    @MainActor public func setStroke() { UIGraphicsGetCurrentContext()?.setStroke(layout) }

    /// Makes this the current context's fill and stroke colour.
    @MainActor public func set() {
        setFill()
        setStroke()
    }

    /// The colour for the given traits: itself, as only the light appearance exists here.
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor { self }

    /// Writes the components into the given pointers, as UIKit's `getRed(_:green:blue:alpha:)`.
    ///
    /// - Returns: true: every colour here is RGB.
    @discardableResult
    public func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        red?.pointee = self.red
        green?.pointee = self.green
        blue?.pointee = self.blue
        alpha?.pointee = self.alpha
        return true
    }

    /// The colour's hue, saturation, brightness (HSB, each 0...1) and alpha, as UIKit gives them.
    public func getHue(
        _ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
        brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let r = red, g = green, b = blue
        let maximum = max(r, g, b), minimum = min(r, g, b), delta = maximum - minimum
        var h: CGFloat = 0
        if delta > 0 {
            if maximum == r {
                h = (g - b) / delta
            } else if maximum == g {
                h = 2 + (b - r) / delta
            } else {
                h = 4 + (r - g) / delta
            }
            h /= 6
            if h < 0 { h += 1 }
        }
        hue?.pointee = h
        saturation?.pointee = maximum > 0 ? delta / maximum : 0
        brightness?.pointee = maximum
        alpha?.pointee = self.alpha
        return true
    }

    /// UIKit's text: `UIExtendedSRGBColorSpace 1 0 0 1`.
    public var description: String { "UIExtendedSRGBColorSpace \(red) \(green) \(blue) \(alpha)" }

    /// Colours are equal when their components are.
    public static func == (a: UIColor, b: UIColor) -> Bool {
        a.red == b.red && a.green == b.green && a.blue == b.blue && a.alpha == b.alpha
    }

    /// Hashes the components.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(red)
        hasher.combine(green)
        hasher.combine(blue)
        hasher.combine(alpha)
    }

    /// The colour in Layout's 8-bit type, each component clamped to 0...1 and rounded.
    var layout: Color {
        func byte(_ v: CGFloat) -> UInt8 { UInt8((min(max(Double(v), 0), 1) * 255).rounded()) }
        return Color(red: byte(red), green: byte(green), blue: byte(blue), alpha: byte(alpha))
    }

    /// A colour from Layout's 8-bit type.
    convenience init(_ color: Color) {
        self.init(
            red: CGFloat(color.red) / 255, green: CGFloat(color.green) / 255, blue: CGFloat(color.blue) / 255,
            alpha: CGFloat(color.alpha) / 255)
    }

    /// A colour from 8-bit components, for the system colour tables below.
    convenience init(_ r: Int, _ g: Int, _ b: Int, _ a: CGFloat = 1) {
        self.init(red: CGFloat(r) / 255, green: CGFloat(g) / 255, blue: CGFloat(b) / 255, alpha: a)
    }
}

/// A Core Graphics colour (what `layer.borderColor` and `layer.shadowColor` hold): RGBA in 0...1.
public final class CGColor: Hashable, Sendable {
    /// The red component.
    public let red: CGFloat
    /// The green component.
    public let green: CGFloat
    /// The blue component.
    public let blue: CGFloat
    /// The opacity.
    public let alpha: CGFloat

    /// Makes a colour from components in 0...1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// The components, red, green, blue and alpha.
    public var components: [CGFloat]? { [red, green, blue, alpha] }

    /// Colours are equal when their components are.
    public static func == (a: CGColor, b: CGColor) -> Bool {
        a.red == b.red && a.green == b.green && a.blue == b.blue && a.alpha == b.alpha
    }

    /// Hashes the components.
    public func hash(into hasher: inout Hasher) { hasher.combine(components) }

    var layout: Color { UIColor(cgColor: self).layout }
}
