extension View {
    /// UIKit's default tint: system blue.
    public static let defaultTintColor = Color(red: 0, green: 122, blue: 255)

    /// The tint set on this view (nil: its superview's).
    public var tintColor: Color? {
        get { layerStyle?.tintColor }
        set { layerStyle.box(making: newValue != nil)?.tintColor = newValue }
    }

    /// How the tint is drawn: `.automatic` (the default) follows the superview; `.dimmed` draws a
    /// desaturated tint, as UIKit dims controls behind an alert.
    public var tintAdjustmentMode: TintAdjustmentMode {
        get { layerStyle?.tintAdjustmentMode ?? .automatic }
        set { layerStyle.box(making: newValue != .automatic)?.tintAdjustmentMode = newValue }
    }

    /// The mode in force: the first one set (not `.automatic`) on the view or an ancestor, else `.normal`.
    public var effectiveTintAdjustmentMode: TintAdjustmentMode {
        var v: View? = self
        while let view = v {
            let mode = view.tintAdjustmentMode
            if mode != .automatic { return mode }
            v = view.superview
        }
        return .normal
    }

    /// The tint the view draws with: its own, else the nearest superview's, else system blue, as
    /// UIKit inherits `tintColor`; desaturated where the effective adjustment mode is `.dimmed`.
    /// Template images (symbols) are filled with it.
    public var effectiveTintColor: Color {
        // One walk up for both the tint and the adjustment mode (this runs as views draw).
        var tint: Color?
        var mode = TintAdjustmentMode.automatic
        var v: View? = self
        while let view = v, tint == nil || mode == .automatic {
            if tint == nil { tint = view.tintColor }
            if mode == .automatic { mode = view.tintAdjustmentMode }
            v = view.superview
        }
        let color = tint ?? View.defaultTintColor
        return mode == .dimmed ? color.desaturated : color
    }
}

/// How a view draws its tint (UIKit's `UIView.TintAdjustmentMode`).
public enum TintAdjustmentMode: Int, Sendable {
    /// As the superview (normal at the root).
    case automatic
    /// The tint as set.
    case normal
    /// The tint desaturated.
    case dimmed
}

extension Color {
    /// The colour's grey of the same luma (Rec. 601 weights), alpha kept: how a dimmed tint draws.
    public var desaturated: Color {
        let luma = (0.299 * Double(red) + 0.587 * Double(green) + 0.114 * Double(blue)).rounded()
        let grey = UInt8(min(max(luma, 0), 255))
        return Color(red: grey, green: grey, blue: grey, alpha: alpha)
    }
}
