// The parts of a view's appearance that most views never set, kept apart so that a view costs
// less: a layout of 40,000 views is 9 MB smaller without them inline.

/// A view's border, corners, shadow, layer content and sublayers (UIKit keeps them on the view's layer).
final class LayerStyle: LazyBox {
    static let defaultShadowColor: Color? = .black
    static let defaultShadowOffset = Size(width: 0, height: -3)
    static let defaultShadowRadius = 3.0

    var borderWidth = 0.0
    var borderColor: Color?
    var cornerRadius = 0.0
    var shadowColor = LayerStyle.defaultShadowColor
    var shadowOpacity = 0.0
    var shadowOffset = LayerStyle.defaultShadowOffset
    var shadowRadius = LayerStyle.defaultShadowRadius
    var shadowPath: (rect: Rect, cornerRadius: Double)?
    var content: LayerContent?
    var maskedCorners = CornerMask.all
    var tintColor: Color?
    var tintAdjustmentMode = TintAdjustmentMode.automatic
    var mask: Sublayer?
    var maskView: View?
    /// The sublayers in drawing order, each drawn just above a subview (nil: below them all).
    var sublayers: [(layer: Sublayer, above: View?)] = []
    /// What the view's own drawing drew (``View/drawnContent``).
    var drawing: [DrawingCommand] = []

    init() {}
}

/// What an animation draws instead of a view's model values (UIKit's presentation layer); nil
/// where the model value is drawn.
final class PresentationState: LazyBox {
    var frame: Rect?
    var alpha: Double?
    var background: Color?
    var transform: Transform?

    init() {}
}
