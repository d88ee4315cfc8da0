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
    /// Ends the innermost clip.
    case popClip
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
