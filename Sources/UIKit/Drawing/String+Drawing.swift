import Foundation
import Layout

/// UIKit's string measuring (`NSString`'s drawing additions): the size a string takes in the
/// attributes' font, measured with LayoutSim's built-in text estimate (the one a `UIWindow`
/// measures labels with), so manual layout code sizes text as its labels do. Inside `draw(_:)`
/// it measures as the text is drawn there (with the window's measurer), so drawing code that
/// centres text by its size centres it.
extension String {
    /// The size of the string on one line in the attributes' font (17-point system by default).
    @MainActor public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        let font = (attributes?[.font] as? UIFont) ?? .systemFont(ofSize: 17)
        let measured = String.measurer.layout(self, fontSize: font.layoutSize, weight: font.layoutWeight, maxWidth: nil, maxLines: 1)
        return CGSize(measured.size)
    }

    /// The rectangle the string takes, wrapped at `size.width` with `.usesLineFragmentOrigin`
    /// (else on one line), in the attributes' font.
    @MainActor public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
        context: NSStringDrawingContext?
    ) -> CGRect {
        let font = (attributes?[.font] as? UIFont) ?? .systemFont(ofSize: 17)
        let wraps = options.contains(.usesLineFragmentOrigin)
        let width = Double(size.width)
        let measured = String.measurer.layout(
            self, fontSize: font.layoutSize, weight: font.layoutWeight, maxWidth: wraps && width.isFinite && width > 0 ? width : nil,
            maxLines: wraps ? 0 : 1)
        return CGRect(origin: .zero, size: CGSize(width: measured.size.width, height: min(measured.size.height, Double(size.height))))
    }

    /// What measures strings: the drawing context's measurer inside `draw(_:)`, else the built-in estimate.
    @MainActor static var measurer: TextMeasurer { UIGraphicsGetCurrentContext()?.measurer ?? BuiltinTextMeasurer() }
}

extension NSString {
    /// The size of the string on one line in the attributes' font (see `String.size(withAttributes:)`).
    @MainActor public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        (self as String).size(withAttributes: attributes)
    }

    /// The rectangle the string takes (see `String.boundingRect(with:options:attributes:context:)`).
    @MainActor public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
        context: NSStringDrawingContext?
    ) -> CGRect {
        (self as String).boundingRect(with: size, options: options, attributes: attributes, context: context)
    }
}

/// How a string is measured, as UIKit's `NSStringDrawingOptions`.
public struct NSStringDrawingOptions: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: Int
    /// Makes options from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Wrap at the width (else one line).
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1)
    /// Use the font's leading (kept).
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 2)
    /// Measure the glyphs, not the typographic box (kept).
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 8)
    /// Truncate the last line (kept).
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 32)
}

/// Settings and results of string drawing, as UIKit's `NSStringDrawingContext` (kept).
public final class NSStringDrawingContext {
    /// The smallest font scale allowed (kept).
    public var minimumScaleFactor: CGFloat = 0
    /// Makes a context.
    public init() {}
}
