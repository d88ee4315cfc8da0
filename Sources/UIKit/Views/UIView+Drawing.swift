import Foundation
import Layout

// A view's own drawing: `draw(_:)` runs into a recording context when the view needs display, and
// what it recorded is drawn over the view's background (`View.drawnContent`).

extension UIView {
    /// Runs ``draw(_:)`` if the view needs display: first drawn, after ``setNeedsDisplay()``, or
    /// resized with the `.redraw` content mode. Resized in another mode, what was drawn is
    /// stretched or placed as the mode says, as UIKit's backing store is. An empty view draws nothing.
    func displayIfNeeded() {
        let size = bounds.size
        guard size.width > 0, size.height > 0 else { return }
        if needsDisplay || (recordedDrawing?.size != size && contentMode == .redraw) {
            needsDisplay = false
            let context = CGContext(
                bounds: CGRect(origin: .zero, size: size), measurer: layoutView.window?.textMeasurer ?? BuiltinTextMeasurer())
            UIGraphicsPushContext(context)
            draw(bounds)
            UIGraphicsPopContext()
            recordedDrawing = (size, context.commands)
            layoutView.drawnContent = context.commands
            if let message = context.problemMessage(drawer: "\(layoutView.layoutName).draw(_:)") {
                layoutView.report(message, error: .nonFiniteNumber(message))
            }
        } else if let recorded = recordedDrawing, recorded.size != size, !recorded.commands.isEmpty {
            layoutView.drawnContent = Self.fitted(recorded.commands, from: recorded.size, to: size, mode: contentMode)
        }
    }

    /// Drawing recorded at one size, shown at another as a backing store is: stretched
    /// (`.scaleToFill`), scaled to fit or fill keeping its aspect, or placed at its size.
    static func fitted(_ commands: [DrawingCommand], from old: CGSize, to new: CGSize, mode: ContentMode) -> [DrawingCommand] {
        let w0 = Double(old.width), h0 = Double(old.height), w = Double(new.width), h = Double(new.height)
        var (sx, sy, dx, dy) = (1.0, 1.0, 0.0, 0.0)
        switch mode {
        case .scaleToFill, .redraw: (sx, sy) = (w / w0, h / h0)
        case .scaleAspectFit, .scaleAspectFill:
            let s = mode == .scaleAspectFit ? min(w / w0, h / h0) : max(w / w0, h / h0)
            (sx, sy, dx, dy) = (s, s, (w - w0 * s) / 2, (h - h0 * s) / 2)
        default:
            let (px, py) = mode.placement ?? (0, 0)
            (dx, dy) = ((w - w0) * px, (h - h0) * py)
        }
        return commands.transformed(scaleX: sx, scaleY: sy, dx: dx, dy: dy)
    }
}
