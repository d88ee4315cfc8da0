/// The largest values LayoutSim accepts where numbers reach pixels, allocations or loops. Readers of
/// scenes, documents and options check their input against these and name the limit in the error;
/// the renderer clamps what layout computes from them (`Int(saturating:)`), so no value traps.
public enum Limits {
    /// The largest window side, in points.
    public static let windowSide = 16_384.0
    /// The largest magnitude of a coordinate, size, constant, margin or offset read from input, in points.
    public static let coordinate = 1_000_000.0
    /// The largest font size, in points.
    public static let fontSize = 1_000.0
    /// The largest number of pixels per point.
    public static let scale = 8.0
    /// The largest time on the virtual clock that a command samples, in seconds (about eleven days).
    public static let time = 1_000_000.0
    /// The largest canvas or image side, in pixels.
    public static let pixelSide = 16_384
    /// The largest canvas or image, in pixels (8,192 x 8,192; 256 MB of RGBA).
    public static let pixels = 8_192 * 8_192

    /// Checks a canvas or image size against ``pixelSide`` and ``pixels``.
    ///
    /// - Parameters:
    ///   - width: the width in pixels.
    ///   - height: the height in pixels.
    ///   - what: what is being sized, for the message (`the canvas`, `assets/logo.png`).
    /// - Returns: nil when the size can be drawn, otherwise why not.
    public static func pixelProblem(width: Int, height: Int, what: String) -> String? {
        if width < 1 || height < 1 { return "\(what) would be \(width) x \(height) pixels: both sides must be at least 1" }
        if width > pixelSide || height > pixelSide {
            return "\(what) would be \(width) x \(height) pixels: a side may be at most \(pixelSide)"
        }
        if width * height > pixels {
            return "\(what) would be \(width) x \(height) pixels: at most \(pixels) pixels (8192 x 8192) can be drawn"
        }
        return nil
    }
}

/// The nearest representable integer to a Double: values beyond the type's range give its minimum or
/// maximum and NaN gives 0, where `Int(value)` would trap. One per integer type the project converts
/// to (concrete, so each compiles to a few instructions where it is used).
///
/// ```swift
/// Int32(saturating: 3e9)   // 2147483647
/// Int(saturating: .nan)    // 0
/// ```
extension Int {
    /// The nearest `Int` to `value` (NaN: 0).
    @inlinable public init(saturating value: Double) {
        self = value.isNaN ? 0 : value <= -0x1p63 ? .min : value >= 0x1p63 ? .max : Int(value)
    }
}

extension Int32 {
    /// The nearest `Int32` to `value` (NaN: 0).
    @inlinable public init(saturating value: Double) {
        self = value.isNaN ? 0 : value <= -0x1p31 ? .min : value >= 0x1p31 - 1 ? .max : Int32(value)
    }
}

extension UInt8 {
    /// The nearest `UInt8` to `value` (NaN: 0).
    @inlinable public init(saturating value: Double) {
        self = value.isNaN || value <= 0 ? 0 : value >= 255 ? .max : UInt8(value)
    }
}
