import Foundation
import Layout

/// A drawing context, as Core Graphics' `CGContext`: UIKit hands one to `draw(_:)`, read with
/// `UIGraphicsGetCurrentContext()`. LayoutSim records what is drawn as vectors (paths, text,
/// images, rectangular clips) that the renderer draws at the window's scale, over the view's
/// background and under its subviews.
///
/// The graphics state is Core Graphics': fill and stroke colours (opaque black), line width (1),
/// caps, joins, dashes, alpha and the current transformation matrix, saved and restored by
/// ``saveGState()`` and ``restoreGState()``. Points are moved by the matrix as they are added to
/// the path, as in Core Graphics; a rotated rectangle clips to its bounding box, and text is moved
/// (not turned) by a rotation.
///
/// ```swift
/// override func draw(_ rect: CGRect) {
///     guard let context = UIGraphicsGetCurrentContext() else { return }
///     context.setStrokeColor(UIColor.systemBlue.cgColor)
///     context.setLineWidth(4)
///     context.strokeEllipse(in: rect.insetBy(dx: 2, dy: 2))
/// }
/// ```
@MainActor
public final class CGContext {
    /// Core Graphics' graphics state: what paints and how.
    struct GraphicsState {
        var fill = Color.black
        var stroke = Color.black
        var lineWidth: CGFloat = 1
        var lineCap = CGLineCap.butt
        var lineJoin = CGLineJoin.miter
        var miterLimit: CGFloat = 10
        var dash: (phase: CGFloat, lengths: [CGFloat]) = (0, [])
        var alpha: CGFloat = 1
        var ctm = CGAffineTransform.identity
        /// Clips pushed since this state was saved (popped when it is restored).
        var clips = 0
        /// The box of the clip in effect, in device space (nil: the whole drawing).
        var clipBox: CGRect?
        /// The shadow under what is painted: its offset, blur and colour (nil: none).
        var shadow: (offset: CGSize, blur: CGFloat, color: Color)?
    }

    /// The graphics state in effect.
    var state = GraphicsState()
    private var saved: [GraphicsState] = []
    private var path = CGMutablePath()
    /// What has been drawn, back to front, in the context's coordinates.
    var commands: [DrawingCommand] = []
    /// Measures text drawn into a rectangle (the window's measurer, else the built-in estimate).
    let measurer: TextMeasurer
    /// The area drawn into, in device space: what a gradient fills where nothing clips it.
    let bounds: CGRect
    /// What was left out because a number was not finite or beyond ``Limits/coordinate`` (the
    /// first few, for the message the view reports after drawing).
    private(set) var problems: [String] = []
    /// How many drawing calls were left out.
    private(set) var problemCount = 0

    /// Notes a drawing call left out for a bad number.
    func reject(_ what: String) {
        problemCount += 1
        if problems.count < 3 { problems.append(what) }
    }

    /// The message for what was left out, naming who drew (nil when nothing was).
    ///
    /// - Parameter drawer: what drew (`<UIView name>.draw(_:)`, `UIGraphicsImageRenderer`).
    func problemMessage(drawer: String) -> String? {
        guard problemCount > 0 else { return nil }
        let more = problemCount > problems.count ? " and \(problemCount - problems.count) more" : ""
        return "\(drawer) drew with numbers that are not finite or lie beyond ±\(Int(Limits.coordinate)) points; "
            + "left out: \(problems.joined(separator: ", "))\(more)"
    }

    /// Writes ``problemMessage(drawer:)`` to standard error, for a drawing no view owns (an image
    /// renderer's).
    func logProblems(drawer: String) {
        if let message = problemMessage(drawer: drawer) { standardErrorLogSink(message) }
    }

    /// Whether a number can reach the renderer: finite and within ``Limits/coordinate``.
    static func drawable(_ v: Double) -> Bool { v.isFinite && abs(v) <= Limits.coordinate }

    /// Whether every point of a path can reach the renderer.
    static func drawable(_ path: Layout.Path) -> Bool {
        path.elements.allSatisfy { e in
            switch e {
            case .move(let p), .line(let p): drawable(p.x) && drawable(p.y)
            case .quadCurve(let p, let c): drawable(p.x) && drawable(p.y) && drawable(c.x) && drawable(c.y)
            case .curve(let p, let c1, let c2):
                drawable(p.x) && drawable(p.y) && drawable(c1.x) && drawable(c1.y) && drawable(c2.x) && drawable(c2.y)
            case .close: true
            }
        }
    }

    /// Whether a rectangle can reach the renderer.
    static func drawable(_ r: CGRect) -> Bool {
        drawable(Double(r.origin.x)) && drawable(Double(r.origin.y)) && drawable(Double(r.size.width)) && drawable(Double(r.size.height))
    }

    /// A context recording what is drawn into `bounds`.
    init(bounds: CGRect, measurer: TextMeasurer) {
        self.bounds = bounds
        self.measurer = measurer
    }

    // MARK: State

    /// Saves the graphics state (colours, line, transform, clip).
    public func saveGState() {
        saved.append(state)
        state.clips = 0
    }

    /// Restores the state saved last; clips made since go.
    public func restoreGState() {
        guard let previous = saved.popLast() else { return }
        commands += Array(repeating: .popClip, count: state.clips)
        state = previous
    }

    /// The current transformation matrix.
    public var ctm: CGAffineTransform { state.ctm }

    /// How much the matrix scales lengths: the mean of its axes' scales (the square root of its
    /// determinant's size), which line widths and text sizes are multiplied by.
    var ctmScale: CGFloat { abs(state.ctm.a * state.ctm.d - state.ctm.b * state.ctm.c).squareRoot() }

    /// Moves the origin.
    public func translateBy(x: CGFloat, y: CGFloat) { state.ctm = CGAffineTransform(translationX: x, y: y).concatenating(state.ctm) }

    /// Scales the axes.
    public func scaleBy(x: CGFloat, y: CGFloat) { state.ctm = CGAffineTransform(scaleX: x, y: y).concatenating(state.ctm) }

    /// Turns the axes by `angle` radians.
    public func rotate(by angle: CGFloat) { state.ctm = CGAffineTransform(rotationAngle: angle).concatenating(state.ctm) }

    /// Applies a transform before the current one.
    public func concatenate(_ transform: CGAffineTransform) { state.ctm = transform.concatenating(state.ctm) }

    /// The fill colour.
    public func setFillColor(_ color: CGColor) { state.fill = color.layout }
    /// The stroke colour.
    public func setStrokeColor(_ color: CGColor) { state.stroke = color.layout }
    /// The fill colour from components in 0...1.
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.fill = UIColor(red: red, green: green, blue: blue, alpha: alpha).layout
    }
    /// The stroke colour from components in 0...1.
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.stroke = UIColor(red: red, green: green, blue: blue, alpha: alpha).layout
    }
    /// The line width, in user-space points.
    public func setLineWidth(_ width: CGFloat) { state.lineWidth = width }
    /// How open ends are drawn.
    public func setLineCap(_ cap: CGLineCap) { state.lineCap = cap }
    /// How corners are drawn.
    public func setLineJoin(_ join: CGLineJoin) { state.lineJoin = join }
    /// How long a miter may be, in line widths.
    public func setMiterLimit(_ limit: CGFloat) { state.miterLimit = limit }
    /// A dash pattern (empty lengths: solid).
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) { state.dash = (phase, lengths) }
    /// The opacity everything drawn is multiplied by.
    public func setAlpha(_ alpha: CGFloat) { state.alpha = min(max(alpha, 0), 1) }

    /// A shadow under the paths painted from now on (not under text or images), `offset` away and
    /// blurred by `blur` points, in `color` (nil: no shadow). The blur is drawn as layers of the
    /// path widened step by step, as LayoutSim draws a view's shadow.
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
        guard let color, Self.drawable(Double(offset.width)), Self.drawable(Double(offset.height)), blur.isFinite else {
            state.shadow = nil
            return
        }
        state.shadow = (offset, min(max(blur, 0), 100), color.layout)
    }

    /// A shadow in Core Graphics' default colour: black at a third of full opacity.
    public func setShadow(offset: CGSize, blur: CGFloat) {
        setShadow(offset: offset, blur: blur, color: UIColor(white: 0, alpha: 1.0 / 3).cgColor)
    }

    // MARK: The path

    /// Empties the current path.
    public func beginPath() { path = CGMutablePath() }
    /// Starts a subpath.
    public func move(to point: CGPoint) { path.move(to: point, transform: state.ctm) }
    /// Adds a line from the current point.
    public func addLine(to point: CGPoint) { path.addLine(to: point, transform: state.ctm) }
    /// Adds lines through points (the first starts a subpath).
    public func addLines(between points: [CGPoint]) { path.addLines(between: points, transform: state.ctm) }
    /// Adds a closed rectangle.
    public func addRect(_ rect: CGRect) { path.addRect(rect, transform: state.ctm) }
    /// Adds closed rectangles.
    public func addRects(_ rects: [CGRect]) { path.addRects(rects, transform: state.ctm) }
    /// Adds the closed ellipse in a rectangle.
    public func addEllipse(in rect: CGRect) { path.addEllipse(in: rect, transform: state.ctm) }
    /// Adds an arc of a circle, joined to the current point by a line (angles in radians).
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise, transform: state.ctm)
    }
    /// Adds a cubic Bézier curve.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        path.addCurve(to: end, control1: control1, control2: control2, transform: state.ctm)
    }
    /// Adds a quadratic Bézier curve.
    public func addQuadCurve(to end: CGPoint, control: CGPoint) { path.addQuadCurve(to: end, control: control, transform: state.ctm) }
    /// Adds another path.
    public func addPath(_ other: CGPath) { path.addPath(other, transform: state.ctm) }
    /// Closes the current subpath.
    public func closePath() { path.closeSubpath() }
    /// Whether the current path is empty.
    public var isPathEmpty: Bool { path.isEmpty }

    // MARK: Painting

    /// Fills the current path and empties it.
    ///
    /// - Parameter rule: which regions of a self-overlapping path are inside.
    public func fillPath(using rule: CGPathFillRule = .winding) { drawPath(using: rule == .evenOdd ? .eoFill : .fill) }

    /// Strokes the current path and empties it.
    public func strokePath() { drawPath(using: .stroke) }

    /// Paints the current path as `mode` says and empties it.
    public func drawPath(using mode: CGPathDrawingMode) {
        let fills = mode != .stroke, strokes = mode == .stroke || mode == .fillStroke || mode == .eoFillStroke
        record(path.path, fill: fills, stroke: strokes, evenOdd: mode == .eoFill || mode == .eoFillStroke)
        path = CGMutablePath()
    }

    /// Fills a rectangle (the current path is kept).
    public func fill(_ rect: CGRect) { record(CGPath(rect: rect, transform: nil), fill: true, stroke: false) }
    /// Fills rectangles.
    public func fill(_ rects: [CGRect]) { for r in rects { fill(r) } }
    /// Strokes a rectangle's outline.
    public func stroke(_ rect: CGRect) { record(CGPath(rect: rect, transform: nil), fill: false, stroke: true) }
    /// Strokes a rectangle's outline at a line width.
    public func stroke(_ rect: CGRect, width: CGFloat) {
        let kept = state.lineWidth
        state.lineWidth = width
        stroke(rect)
        state.lineWidth = kept
    }
    /// Fills the ellipse in a rectangle.
    public func fillEllipse(in rect: CGRect) { record(CGPath(ellipseIn: rect, transform: nil), fill: true, stroke: false) }
    /// Strokes the ellipse in a rectangle.
    public func strokeEllipse(in rect: CGRect) { record(CGPath(ellipseIn: rect, transform: nil), fill: false, stroke: true) }
    /// Strokes lines between pairs of points (0-1, 2-3...).
    public func strokeLineSegments(between points: [CGPoint]) {
        let segments = CGMutablePath()
        for i in stride(from: 0, to: points.count - 1, by: 2) {
            segments.move(to: points[i])
            segments.addLine(to: points[i + 1])
        }
        record(segments, fill: false, stroke: true)
    }

    /// Clips what is drawn next to a rectangle (its bounding box, if the transform turns it),
    /// until the graphics state is restored.
    public func clip(to rect: CGRect) {
        let box = CGPath.bounds(of: rect, through: state.ctm)
        guard Self.drawable(box) else { return clipAway("clip(to: \(rect))") }
        commands.append(.pushClip(box.layout))
        narrowClip(to: box)
    }

    /// Clips what is drawn next to rectangles: their union's box.
    public func clip(to rects: [CGRect]) {
        guard let first = rects.first else { return }
        clip(to: rects.dropFirst().reduce(first) { $0.union($1) })
    }

    /// Clips what is drawn next to the inside of the current path, until the graphics state is
    /// restored; the path is emptied, as in Core Graphics.
    ///
    /// - Parameter rule: which regions of a self-overlapping path are inside.
    public func clip(using rule: CGPathFillRule = .winding) {
        clip(toDevicePath: path.path, evenOdd: rule == .evenOdd)
        path = CGMutablePath()
    }

    /// Clips to a path in user space (moved by the matrix), as `UIBezierPath.addClip()` does.
    func clip(toUserPath userPath: CGPath, evenOdd: Bool) { clip(toDevicePath: devicePath(userPath), evenOdd: evenOdd) }

    /// Clips to a path already in device space.
    private func clip(toDevicePath devicePath: Layout.Path, evenOdd: Bool) {
        guard Self.drawable(devicePath) else { return clipAway("a clip to a path") }
        commands.append(.pushPathClip(devicePath, evenOdd: evenOdd))
        narrowClip(to: CGRect(devicePath.controlPointBounds))
    }

    /// A clip to nowhere, for a clip out of reach: what follows in this state draws nothing.
    private func clipAway(_ what: String) {
        reject(what)
        commands.append(.pushClip(.zero))
        narrowClip(to: .zero)
    }

    /// Counts a clip made in this state and narrows the box gradients fill.
    private func narrowClip(to box: CGRect) {
        state.clips += 1
        state.clipBox = state.clipBox.map { $0.intersection(box) } ?? box
    }

    // MARK: Recording

    /// Ends the clip pushed last in this graphics state (a clip made for one drawing call).
    func popClip() {
        guard state.clips > 0 else { return }
        commands.append(.popClip)
        state.clips -= 1
    }

    /// A path in user space moved by the matrix into device space.
    private func devicePath(_ userPath: CGPath) -> Layout.Path {
        let copy = userPath.copy()
        copy.apply(state.ctm)
        return copy.path
    }

    /// Records a path (in user space, moved by the matrix) filled and stroked in the state's paint.
    func record(_ userPath: CGPath, fill: Bool, stroke: Bool, evenOdd: Bool = false) {
        record(devicePath(userPath), fill: fill, stroke: stroke, evenOdd: evenOdd)
    }

    /// Records a path already in device space.
    private func record(_ devicePath: Layout.Path, fill: Bool, stroke: Bool, evenOdd: Bool) {
        guard !devicePath.isEmpty, fill || stroke else { return }
        guard Self.drawable(devicePath) else {
            reject(stroke ? "a stroked path" : "a filled path")
            return
        }
        let scale = ctmScale  // a scaled matrix scales the line too
        let width = Double(state.lineWidth * scale)
        guard !stroke || (Self.drawable(width) && width >= 0) else {
            reject("a stroke \(width) points wide")
            return
        }
        if let shadow = state.shadow { recordShadow(shadow, of: devicePath, fill: fill, strokeWidth: stroke ? width : 0) }
        var shape = Shape(path: devicePath)
        shape.fillColor = fill ? state.fill.faded(Double(state.alpha)) : nil
        shape.fillRule = evenOdd ? .evenOdd : .nonZero
        shape.strokeColor = stroke ? state.stroke.faded(Double(state.alpha)) : nil
        shape.lineWidth = width
        shape.lineCap = state.lineCap.layout
        shape.lineJoin = state.lineJoin.layout
        shape.miterLimit = Double(state.miterLimit)
        // A pattern of finite, non-negative lengths with some length dashes; any other draws solid.
        let dash = state.dash.lengths.map { Double($0 * scale) }
        if dash.allSatisfy({ Self.drawable($0) && $0 >= 0 }), dash.reduce(0, +) > 0, Self.drawable(Double(state.dash.phase * scale)) {
            shape.lineDashPattern = dash
            shape.lineDashPhase = Double(state.dash.phase * scale)
        }
        commands.append(.shape(shape))
    }

    /// Records a path's shadow: the path moved by the offset, painted in layers widened across the
    /// blur, each with an equal share of the shadow's opacity (the view shadow's approximation).
    private func recordShadow(
        _ shadow: (offset: CGSize, blur: CGFloat, color: Color), of devicePath: Layout.Path, fill: Bool, strokeWidth: Double
    ) {
        let color = shadow.color.faded(Double(state.alpha))
        guard color.alpha > 0 else { return }
        let dx = Double(shadow.offset.width), dy = Double(shadow.offset.height), blur = Double(shadow.blur)
        let moved = devicePath.mapped { Point(x: $0.x + dx, y: $0.y + dy) }
        let layers = View.shadowLayerCount(blur: blur)
        let share = color.faded(1 / Double(layers))
        for i in 0..<layers {
            let spread = layers == 1 ? 0 : blur * Double(i) / Double(layers - 1)
            var shape = Shape(path: moved)
            shape.fillColor = fill ? share : nil
            shape.strokeColor = share
            shape.lineWidth = strokeWidth + spread
            shape.lineJoin = .round
            shape.lineCap = .round
            if shape.lineWidth == 0 { shape.strokeColor = nil }
            commands.append(.shape(shape))
        }
    }

    /// Records a line of text whose top left is at `point` (user space).
    func recordText(_ text: String, at point: CGPoint, font: UIFont, color: Color) {
        let at = point.applying(state.ctm).layout
        let size = font.layoutSize * Double(ctmScale)
        guard Self.drawable(at.x), Self.drawable(at.y), size.isFinite, size > 0, size <= Limits.fontSize else {
            reject("text \"\(text.prefix(20))\" at \(point)")
            return
        }
        commands.append(
            .text(
                text, origin: at, fontSize: size, weight: font.layoutWeight,
                color: color.faded(Double(state.alpha)))
        )
    }

    /// Records an image drawn into a rectangle (user space; its bounding box if the transform turns it).
    func recordImage(_ image: Image, in rect: CGRect, tint: Color?) {
        let place = CGPath.bounds(of: rect, through: state.ctm)
        guard Self.drawable(place) else {
            reject("an image in \(rect)")
            return
        }
        commands.append(.image(image, place.layout, tint: tint))
    }

    /// Sets the fill colour (``UIColor/setFill()``).
    func setFill(_ color: Color) { state.fill = color }
    /// Sets the stroke colour (``UIColor/setStroke()``).
    func setStroke(_ color: Color) { state.stroke = color }
    /// The stroke state a `UIBezierPath` brings to its own `stroke()` and `fill()`, kept around it.
    func withLine(
        width: CGFloat, cap: CGLineCap, join: CGLineJoin, miterLimit: CGFloat, dash: (phase: CGFloat, lengths: [CGFloat]), alpha: CGFloat,
        _ body: () -> Void
    ) {
        let kept = state
        state.lineWidth = width
        state.lineCap = cap
        state.lineJoin = join
        state.miterLimit = miterLimit
        state.dash = dash
        state.alpha *= alpha
        body()  // records a path: it makes no clip, so the state comes back whole
        state = kept
    }
    /// The fill colour now.
    var fillColor: Color { state.fill }
}

/// Which regions of a self-overlapping path a fill paints (Core Graphics' `CGPathFillRule`).
public enum CGPathFillRule: Int, Sendable {
    /// The non-zero winding rule.
    case winding
    /// The even-odd rule.
    case evenOdd
}

/// How ``CGContext/drawPath(using:)`` paints (Core Graphics' `CGPathDrawingMode`).
public enum CGPathDrawingMode: Int32, Sendable {
    /// Fill by the winding rule.
    case fill
    /// Fill by the even-odd rule.
    case eoFill
    /// Stroke.
    case stroke
    /// Fill, then stroke.
    case fillStroke
    /// Fill by the even-odd rule, then stroke.
    case eoFillStroke
}
