// What an animation draws in place of the model values, and the layer's border, corners and shadow.

extension View {
    /// An alpha within 0...1 (NaN is 0).
    static func clampedAlpha(_ a: Double) -> Double { a.isNaN ? 0 : min(max(a, 0), 1) }

    /// What is drawn while an animation runs (nil: the model value). Set by the animation driver.
    public var presentationFrame: Rect? {
        get { presentation?.frame }
        set { presentation.box(making: newValue != nil)?.frame = newValue }
    }
    /// The alpha drawn while an animation runs (nil: ``alpha``), clamped to 0...1 like ``alpha``
    /// (a spring overshoots its target, the drawn opacity does not).
    public var presentationAlpha: Double? {
        get { presentation?.alpha }
        set { presentation.box(making: newValue != nil)?.alpha = newValue.map(View.clampedAlpha) }
    }
    /// The background drawn while an animation runs (nil: ``backgroundColor``).
    public var presentationBackground: Color? {
        get { presentation?.background }
        set { presentation.box(making: newValue != nil)?.background = newValue }
    }

    /// The transform being drawn while an animation runs (nil when it is ``transform``).
    public var presentationTransform: Transform? {
        get { presentation?.transform }
        set { presentation.box(making: newValue != nil)?.transform = newValue }
    }
    /// The border width in points (UIKit's `layer.borderWidth`).
    public var borderWidth: Double {
        get { layerStyle?.borderWidth ?? 0 }
        set { layerStyle.box(making: true)?.borderWidth = newValue }
    }
    /// The border colour (UIKit's `layer.borderColor`).
    public var borderColor: Color? {
        get { layerStyle?.borderColor }
        set { layerStyle.box(making: true)?.borderColor = newValue }
    }
    /// The corner radius in points (UIKit's `layer.cornerRadius`).
    public var cornerRadius: Double {
        get { layerStyle?.cornerRadius ?? 0 }
        set { layerStyle.box(making: true)?.cornerRadius = newValue }
    }
    /// The shadow's colour (UIKit's `layer.shadowColor`: black).
    public var shadowColor: Color? {
        get { layerStyle.map(\.shadowColor) ?? LayerStyle.defaultShadowColor }
        set { layerStyle.box(making: true)?.shadowColor = newValue }
    }
    /// The shadow's opacity, 0...1 (UIKit's `layer.shadowOpacity`: 0, no shadow).
    public var shadowOpacity: Double {
        get { layerStyle?.shadowOpacity ?? 0 }
        set { layerStyle.box(making: true)?.shadowOpacity = newValue }
    }
    /// How far the shadow is moved (UIKit's `layer.shadowOffset`: 3 points up).
    public var shadowOffset: Size {
        get { layerStyle?.shadowOffset ?? LayerStyle.defaultShadowOffset }
        set { layerStyle.box(making: true)?.shadowOffset = newValue }
    }
    /// How far the shadow is blurred, in points (UIKit's `layer.shadowRadius`: 3).
    public var shadowRadius: Double {
        get { layerStyle?.shadowRadius ?? LayerStyle.defaultShadowRadius }
        set { layerStyle.box(making: true)?.shadowRadius = newValue }
    }
    /// The shape that casts the shadow, in the view's bounds coordinates (`layer.shadowPath`): a
    /// rounded rectangle (an oval is one with a radius of half its shorter side). With a path, the
    /// view casts its shadow whatever its background; without, a view casts one only behind its
    /// background, in its own rounded shape.
    public var shadowPath: (rect: Rect, cornerRadius: Double)? {
        get { layerStyle?.shadowPath }
        set { layerStyle.box(making: true)?.shadowPath = newValue }
    }

    /// How many layers draw a shadow blurred by `blur` points (one a point, 1 to 12): LayoutSim
    /// draws a blur as layers of the shape widened step by step, each with a share of the opacity.
    ///
    /// - Parameter blur: the blur radius in points.
    public static func shadowLayerCount(blur: Double) -> Int { max(1, min(Int(saturating: blur.rounded()), 12)) }
}
