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
                bounds: CGRect(origin: .zero, size: size), measurer: layoutView.textMeasurer)
            UIGraphicsPushContext(context)
            draw(bounds)
            UIGraphicsPopContext()
            recordedDrawing = (size, context.commands, size)
            layoutView.drawnContent = context.commands
            if let message = context.problemMessage(drawer: "\(layoutView.layoutName).draw(_:)") {
                layoutView.report(message, error: .nonFiniteNumber(message))
            }
        } else if let recorded = recordedDrawing, recorded.shownAt != size {
            recordedDrawing?.shownAt = size
            layoutView.drawnContent =
                recorded.size == size ? recorded.commands : Self.fitted(recorded.commands, from: recorded.size, to: size, mode: contentMode)
        }
    }

    /// Drawing recorded at one size, shown at another as a backing store is: where the content
    /// mode puts content of the old size in the new one (`.redraw` stretches, as `.scaleToFill`).
    static func fitted(_ commands: [DrawingCommand], from old: CGSize, to new: CGSize, mode: ContentMode) -> [DrawingCommand] {
        let place = mode.rect(for: old.layout, in: new.layout)
        return commands.transformed(
            scaleX: place.width / Double(old.width), scaleY: place.height / Double(old.height), dx: place.x, dy: place.y)
    }
}
