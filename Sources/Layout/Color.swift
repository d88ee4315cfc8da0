/// An sRGB colour with alpha, each component 0...255.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// Red, 0...255.
    public var red: UInt8
    /// Green, 0...255.
    public var green: UInt8
    /// Blue, 0...255.
    public var blue: UInt8
    /// Alpha, 0 (transparent) ... 255 (opaque).
    public var alpha: UInt8

    /// Makes a colour from its components.
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Parses `#RRGGBB` or `#RRGGBBAA` (the `#` is optional); nil for anything else.
    ///
    /// ```swift
    /// Color(hex: "#FF8000")   // orange
    /// ```
    public init?(hex: String) {
        var digits = Substring(hex)
        if digits.hasPrefix("#") { digits = digits.dropFirst() }
        guard digits.count == 6 || digits.count == 8, let value = UInt32(digits, radix: 16) else { return nil }
        let v = digits.count == 6 ? value << 8 | 0xFF : value
        self.init(
            red: UInt8(v >> 24 & 0xFF), green: UInt8(v >> 16 & 0xFF), blue: UInt8(v >> 8 & 0xFF),
            alpha: UInt8(v & 0xFF))
    }

    /// `#RRGGBB`, or `#RRGGBBAA` when not opaque.
    public var description: String {
        func hex2(_ v: UInt8) -> String {
            let s = String(v, radix: 16, uppercase: true)
            return s.count == 1 ? "0" + s : s
        }
        return "#" + hex2(red) + hex2(green) + hex2(blue) + (alpha == 255 ? "" : hex2(alpha))
    }

    /// Opaque white.
    public static let white = Color(red: 255, green: 255, blue: 255)
    /// Opaque black.
    public static let black = Color(red: 0, green: 0, blue: 0)

    /// The colour with its alpha multiplied by `alpha` (0...1, rounded): how opacity fades paint.
    ///
    /// - Parameter alpha: the opacity to multiply by.
    public func faded(_ alpha: Double) -> Color {
        Color(red: red, green: green, blue: blue, alpha: UInt8(saturating: (Double(self.alpha) * alpha).rounded()))
    }
}
