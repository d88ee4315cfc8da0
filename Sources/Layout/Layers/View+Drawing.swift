/// One thing a view's own drawing drew (UIKit's `draw(_:)`), in the view's bounds coordinates:
/// what UIKit keeps in a view's backing store, kept here as vectors the renderer draws over the
/// view's background and under its sublayers and subviews.
public enum DrawingCommand: Hashable, Sendable {
    /// A filled and stroked path.
    case shape(Shape)
    /// One line of text, its top left at `origin`.
    case text(String, origin: Point, fontSize: Double, weight: FontWeight, color: Color)
    /// An image drawn into a rectangle.
    case image(Image, Rect, tint: Color?)
    /// Clips what follows to a rectangle, until the matching ``popClip``.
    case pushClip(Rect)
    /// Clips what follows to the inside of a path (by the even-odd rule, or the non-zero one),
    /// until the matching ``popClip``.
    case pushPathClip(Path, evenOdd: Bool)
    /// A gradient filling a rectangle (its start and end points in the rectangle's unit square).
    case gradient(Gradient, Rect)
    /// Ends the innermost clip.
    case popClip
}

extension Array where Element == DrawingCommand {
    /// The commands moved through `x' = x * scaleX + dx`, `y' = y * scaleY + dy`: paths, text
    /// origins, images and clips; line widths and dashes scale by the mean scale, text by the
    /// vertical one (text is not stretched across).
    ///
    /// - Parameters:
    ///   - scaleX: the horizontal scale.
    ///   - scaleY: the vertical scale.
    ///   - dx: the horizontal move after scaling.
    ///   - dy: the vertical move after scaling.
    public func transformed(scaleX: Double, scaleY: Double, dx: Double, dy: Double) -> [DrawingCommand] {
        func point(_ p: Point) -> Point { Point(x: p.x * scaleX + dx, y: p.y * scaleY + dy) }
        func rect(_ r: Rect) -> Rect {
            Rect(x: r.x * scaleX + dx, y: r.y * scaleY + dy, width: r.width * scaleX, height: r.height * scaleY)
        }
        let lineScale = abs(scaleX * scaleY).squareRoot()
        return map { command in
            switch command {
            case .shape(var shape):
                shape.path = shape.path.mapped(point)
                shape.lineWidth *= lineScale
                shape.lineDashPattern = shape.lineDashPattern.map { $0 * lineScale }
                shape.lineDashPhase *= lineScale
                return .shape(shape)
            case .text(let text, let origin, let size, let weight, let color):
                return .text(text, origin: point(origin), fontSize: size * scaleY, weight: weight, color: color)
            case .image(let image, let r, let tint): return .image(image, rect(r), tint: tint)
            case .pushClip(let r): return .pushClip(rect(r))
            case .pushPathClip(let path, let evenOdd): return .pushPathClip(path.mapped(point), evenOdd: evenOdd)
            case .gradient(let g, let r): return .gradient(g, rect(r))
            case .popClip: return .popClip
            }
        }
    }
}

extension View {
    /// What the view's own drawing drew last, back to front, in its bounds' coordinates (empty for
    /// most views). A UIKit view's `draw(_:)` fills it when the view needs display.
    public var drawnContent: [DrawingCommand] {
        get { layerStyle?.drawing ?? [] }
        set { layerStyle.box(making: !newValue.isEmpty)?.drawing = newValue }
    }

    /// Lets the view draw its own content before it is drawn: a UIKit view runs its `draw(_:)`
    /// when it needs display (first shown, after `setNeedsDisplay()`, or resized with the
    /// `.redraw` content mode). The renderer calls it for each view it draws.
    public func displayIfNeeded() { wrapperReference?.wrappedDisplayIfNeeded() }
}
