import Foundation
import Layout

/// A pan that starts at an edge of the screen (within 20 points), as UIKit's
/// `UIScreenEdgePanGestureRecognizer`: set `edges` to the edges it starts from.
@MainActor
public final class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// The edges the pan starts from.
    public var edges: UIRectEdge = [] {
        didSet {
            var screen: PanGestureRecognizer.ScreenEdges = []
            if edges.contains(.top) { screen.insert(.top) }
            if edges.contains(.left) { screen.insert(.left) }
            if edges.contains(.bottom) { screen.insert(.bottom) }
            if edges.contains(.right) { screen.insert(.right) }
            pan.edges = screen
        }
    }
}

/// A pinch, as UIKit's `UIPinchGestureRecognizer`. Input here is one pointer (the mouse, or a
/// script's touch), so a two-finger pinch never happens: the recognizer stays possible and its
/// scale 1. It is there so code that adds one compiles and runs.
@MainActor
public final class UIPinchGestureRecognizer: UIGestureRecognizer {
    /// Makes a pinch recognizer running a closure at each change (never, here).
    public init(handler: (@MainActor (UIPinchGestureRecognizer) -> Void)? = nil) {
        super.init(recognizer: GestureRecognizer())
        if let handler { addTarget { handler($0 as! UIPinchGestureRecognizer) } }
    }
    /// The scale of the fingers' distance since the pinch began (1).
    public var scale: CGFloat = 1
    /// How fast the scale changes, per second (0).
    public var velocity: CGFloat { 0 }
}

/// A two-finger rotation, as UIKit's `UIRotationGestureRecognizer`: with one pointer it never
/// happens here (see ``UIPinchGestureRecognizer``).
@MainActor
public final class UIRotationGestureRecognizer: UIGestureRecognizer {
    /// Makes a rotation recognizer running a closure at each change (never, here).
    public init(handler: (@MainActor (UIRotationGestureRecognizer) -> Void)? = nil) {
        super.init(recognizer: GestureRecognizer())
        if let handler { addTarget { handler($0 as! UIRotationGestureRecognizer) } }
    }
    /// The rotation in radians since the gesture began (0).
    public var rotation: CGFloat = 0
    /// How fast it turns, in radians per second (0).
    public var velocity: CGFloat { 0 }
}
