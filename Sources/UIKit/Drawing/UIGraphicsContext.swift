import Foundation
import Layout

// UIKit's current drawing context: the stack `draw(_:)` and the image renderers push onto, and
// the functions that draw into it.

/// The contexts being drawn into, innermost last (UIKit's context stack).
@MainActor private var contextStack: [CGContext] = []

/// The context being drawn into: inside `draw(_:)`, the view's; nil elsewhere.
@MainActor public func UIGraphicsGetCurrentContext() -> CGContext? { contextStack.last }

/// Makes `context` the current one until ``UIGraphicsPopContext()``.
///
/// - Parameter context: the context to draw into.
@MainActor public func UIGraphicsPushContext(_ context: CGContext) { contextStack.append(context) }

/// Makes the context before the last pushed one current again.
@MainActor public func UIGraphicsPopContext() { _ = contextStack.popLast() }

/// Fills a rectangle in the current context with its fill colour (UIKit's `UIRectFill`).
///
/// - Parameter rect: the rectangle.
@MainActor public func UIRectFill(_ rect: CGRect) { UIGraphicsGetCurrentContext()?.fill(rect) }

/// Strokes a rectangle's outline, one point wide, in the current context's fill colour (UIKit's `UIRectFrame`).
///
/// - Parameter rect: the rectangle.
@MainActor public func UIRectFrame(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.saveGState()
    context.setStroke(context.fillColor)
    context.stroke(rect.insetBy(dx: 0.5, dy: 0.5), width: 1)
    context.restoreGState()
}

/// Clips the current context to a rectangle (UIKit's `UIRectClip`).
///
/// - Parameter rect: the rectangle.
@MainActor public func UIRectClip(_ rect: CGRect) { UIGraphicsGetCurrentContext()?.clip(to: rect) }
