extension View {
    /// UIKit's default tint: system blue.
    public static let defaultTintColor = Color(red: 0, green: 122, blue: 255)

    /// The tint set on this view (nil: its superview's).
    public var tintColor: Color? {
        get { layerStyle?.tintColor }
        set { layerStyle.box(making: newValue != nil)?.tintColor = newValue }
    }

    /// The tint the view draws with: its own, else the nearest superview's, else system blue, as
    /// UIKit inherits `tintColor`. Template images (symbols) are filled with it.
    public var effectiveTintColor: Color {
        var v: View? = self
        while let view = v {
            if let tint = view.tintColor { return tint }
            v = view.superview
        }
        return View.defaultTintColor
    }
}
