import Foundation
import Layout

/// Draws images in code, as UIKit's `UIGraphicsImageRenderer`: the actions draw into a
/// ``CGContext`` (also `UIGraphicsGetCurrentContext()` while they run), and the image keeps what
/// they drew as vectors, drawn at the size it is shown at (a button's background, an image view).
///
/// ```swift
/// let dot = UIGraphicsImageRenderer(size: CGSize(width: 12, height: 12)).image { context in
///     UIColor.systemRed.setFill()
///     context.cgContext.fillEllipse(in: context.format.bounds)
/// }
/// ```
@MainActor
open class UIGraphicsImageRenderer {
    /// The image's format: its bounds, scale and opacity.
    public let format: UIGraphicsImageRendererFormat

    /// A renderer of images of a size, at the main screen's scale.
    ///
    /// - Parameter size: the image size in points.
    public convenience init(size: CGSize) { self.init(bounds: CGRect(origin: .zero, size: size)) }

    /// A renderer of images of a size in a format.
    ///
    /// - Parameters:
    ///   - size: the image size in points.
    ///   - format: its scale and opacity.
    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    /// A renderer whose drawing's coordinates are `bounds` (its origin is the image's top left).
    ///
    /// - Parameters:
    ///   - bounds: the drawing's rectangle.
    ///   - format: its scale and opacity (the default format when nil).
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat? = nil) {
        // A copy, as UIKit keeps one: a format shared by renderers of other sizes keeps its own bounds.
        self.format = (format ?? .default()).copy(bounds: bounds)
    }

    /// Draws an image: runs `actions` with a context, then gives what they drew as an image of
    /// the format's size.
    ///
    /// - Parameter actions: the drawing.
    /// - Returns: the image.
    public func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let bounds = format.bounds
        let context = CGContext(bounds: CGRect(origin: .zero, size: bounds.size), measurer: BuiltinTextMeasurer())
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        let rendererContext = UIGraphicsImageRendererContext(cgContext: context, format: format)
        UIGraphicsPushContext(context)
        actions(rendererContext)
        UIGraphicsPopContext()
        context.logProblems(drawer: "UIGraphicsImageRenderer")
        return UIImage(drawing: context.commands, size: bounds.size, scale: format.scale)
    }
}

/// The scale and opacity of images a ``UIGraphicsImageRenderer`` draws.
@MainActor
public final class UIGraphicsImageRendererFormat {
    /// Pixels per point (the main screen's by default; kept: the drawing is vectors).
    public var scale: CGFloat = UIScreen.main.scale
    /// Whether the image is opaque (kept).
    public var opaque = false
    /// Whether colours go past sRGB (kept).
    public var preferredRange = Range.automatic
    /// The drawing's rectangle (set by the renderer).
    public internal(set) var bounds = CGRect.zero

    /// The colour range of a format (kept).
    public enum Range: Int, Sendable {
        /// As the device prefers.
        case automatic
        /// Wide colour.
        case extended
        /// sRGB.
        case standard
    }

    /// Makes a format at the main screen's scale.
    public init() {}

    /// The same settings with a renderer's bounds.
    func copy(bounds: CGRect) -> UIGraphicsImageRendererFormat {
        let made = UIGraphicsImageRendererFormat()
        (made.scale, made.opaque, made.preferredRange, made.bounds) = (scale, opaque, preferredRange, bounds)
        return made
    }

    /// The default format: the main screen's scale, not opaque.
    public static func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }

    /// The same as ``default()``: the main screen's traits decide the scale.
    public static func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

/// What a ``UIGraphicsImageRenderer``'s actions draw with: the context and the format.
@MainActor
public final class UIGraphicsImageRendererContext {
    /// The Core Graphics context being drawn into.
    public let cgContext: CGContext
    /// The image's format.
    public let format: UIGraphicsImageRendererFormat

    init(cgContext: CGContext, format: UIGraphicsImageRendererFormat) {
        self.cgContext = cgContext
        self.format = format
    }

    /// The image drawn so far.
    public var currentImage: UIImage { UIImage(drawing: cgContext.commands, size: format.bounds.size, scale: format.scale) }

    /// Fills a rectangle with the context's fill colour.
    public func fill(_ rect: CGRect) { cgContext.fill(rect) }

    /// Fills a rectangle (the blend mode is kept: paint is laid over what is below).
    public func fill(_ rect: CGRect, blendMode: CGBlendMode) { cgContext.fill(rect) }

    /// Strokes a rectangle's outline with the context's stroke colour.
    public func stroke(_ rect: CGRect) { cgContext.stroke(rect) }

    /// Clips what follows to a rectangle.
    public func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}

/// The image contexts begun with ``UIGraphicsBeginImageContextWithOptions(_:_:_:)``, innermost last.
@MainActor private var imageContexts: [(context: CGContext, size: CGSize, scale: CGFloat)] = []

/// Begins drawing an image of a size (UIKit's older image context; end it with
/// ``UIGraphicsEndImageContext()``): `UIGraphicsGetCurrentContext()` is its context until then.
///
/// - Parameters:
///   - size: the image size in points.
///   - opaque: whether it is opaque (kept).
///   - scale: pixels per point (0: the main screen's; kept: the drawing is vectors).
@MainActor public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let context = CGContext(bounds: CGRect(origin: .zero, size: size), measurer: BuiltinTextMeasurer())
    imageContexts.append((context, size, scale == 0 ? UIScreen.main.scale : scale))
    UIGraphicsPushContext(context)
}

/// Begins drawing an image of a size at scale 1 (see ``UIGraphicsBeginImageContextWithOptions(_:_:_:)``).
///
/// - Parameter size: the image size in points.
@MainActor public func UIGraphicsBeginImageContext(_ size: CGSize) { UIGraphicsBeginImageContextWithOptions(size, false, 1) }

/// The image drawn so far in the image context begun last (nil when none is open).
@MainActor public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let open = imageContexts.last else { return nil }
    return UIImage(drawing: open.context.commands, size: open.size, scale: open.scale)
}

/// Ends the image context begun last.
@MainActor public func UIGraphicsEndImageContext() {
    guard let open = imageContexts.popLast() else { return }
    UIGraphicsPopContext()
    open.context.logProblems(drawer: "UIGraphicsBeginImageContextWithOptions")
}

extension UIImage {
    /// An image drawn in code: its commands, in points from (0, 0) to `size`.
    convenience init(drawing: [DrawingCommand], size: CGSize, scale: CGFloat) {
        self.init(image: Image(name: "", size: size.layout, drawing: drawing), scale: scale)
    }
}
