/// A view that blurs what lies behind it (UIKit's `UIVisualEffectView`). LayoutSim does not blur:
/// it draws a blur's material as a translucent tint over what lies behind (its colour and opacity
/// picked to read as the material does over a plain light screen), and a vibrancy effect as
/// nothing of its own. As in UIKit, subviews go into ``contentView``, which fills the view.
///
/// ```swift
/// let card = VisualEffectView(effect: .blur(.systemMaterial))
/// card.contentView.addSubview(title)
/// ```
open class VisualEffectView: View {
    /// What the view does to what lies behind it (UIKit's `UIBlurEffect` and `UIVibrancyEffect`).
    public enum Effect: Equatable, Sendable {
        /// A blur of a style (`UIBlurEffect(style:)`).
        case blur(BlurStyle)
        /// Vibrancy for content over a blur of a style (`UIVibrancyEffect(blurEffect:)`): nothing
        /// drawn of its own.
        case vibrancy(BlurStyle)
    }

    /// UIKit's `UIBlurEffect.Style`: the materials of iOS 13 (each also in a light and a dark
    /// variant) and the older styles.
    public enum BlurStyle: String, CaseIterable, Sendable {
        /// `.extraLight`.
        case extraLight
        /// `.light`.
        case light
        /// `.dark`.
        case dark
        /// `.regular`: light in a light interface.
        case regular
        /// `.prominent`.
        case prominent
        /// `.systemUltraThinMaterial`.
        case systemUltraThinMaterial
        /// `.systemThinMaterial`.
        case systemThinMaterial
        /// `.systemMaterial`.
        case systemMaterial
        /// `.systemThickMaterial`.
        case systemThickMaterial
        /// `.systemChromeMaterial`.
        case systemChromeMaterial
        /// `.systemUltraThinMaterialLight`.
        case systemUltraThinMaterialLight
        /// `.systemThinMaterialLight`.
        case systemThinMaterialLight
        /// `.systemMaterialLight`.
        case systemMaterialLight
        /// `.systemThickMaterialLight`.
        case systemThickMaterialLight
        /// `.systemChromeMaterialLight`.
        case systemChromeMaterialLight
        /// `.systemUltraThinMaterialDark`.
        case systemUltraThinMaterialDark
        /// `.systemThinMaterialDark`.
        case systemThinMaterialDark
        /// `.systemMaterialDark`.
        case systemMaterialDark
        /// `.systemThickMaterialDark`.
        case systemThickMaterialDark
        /// `.systemChromeMaterialDark`.
        case systemChromeMaterialDark

        /// The tint LayoutSim draws for the style: near white for the light materials, near black
        /// for the dark ones (a light interface's `system...Material` is its light variant), more
        /// opaque from ultra thin to thick.
        public var tint: Color {
            let name = rawValue.lowercased()
            let dark = name == "dark" || name.hasSuffix("dark")
            let opacity: Double
            if name.contains("ultrathin") {
                opacity = 0.35
            } else if name.contains("thin") {
                opacity = 0.55
            } else if name.contains("chrome") {
                opacity = 0.8
            } else if name.contains("thick") || name == "extralight" || name == "prominent" {
                opacity = 0.88
            } else {
                opacity = 0.72
            }
            let alpha = UInt8((opacity * 255).rounded())
            return dark ? Color(red: 28, green: 28, blue: 30, alpha: alpha) : Color(red: 248, green: 248, blue: 250, alpha: alpha)
        }
    }

    /// The effect, or nil for none (the view then draws nothing of its own).
    public var effect: Effect?

    /// The view that holds the content: it fills this view (autoresizing), as UIKit's does.
    public private(set) var contentView: View

    /// Makes a view with an effect.
    ///
    /// - Parameter effect: a blur or vibrancy, or nil.
    public init(effect: Effect?) {
        self.effect = effect
        contentView = View()
        super.init(frame: .zero)
        addSubview(contentView)
        fill(with: contentView)
    }

    /// `UIVisualEffectView`.
    open override var className: String { "UIVisualEffectView" }

    /// The tint drawn over what lies behind: a blur's material; nil for vibrancy or no effect.
    public var tint: Color? {
        if case .blur(let style) = effect { return style.tint }
        return nil
    }

    /// Puts `view` in place of the content view (an Interface Builder document stores its own,
    /// with its id and subviews); it fills this view as the first did.
    package func replaceContentView(with view: View) {
        contentView.removeFromSuperview()
        contentView = view
        addSubview(view)
        fill(with: view)
    }

    private func fill(with view: View) {
        view.translatesAutoresizingMaskIntoConstraints = true
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.frame = Rect(x: 0, y: 0, width: frame.width, height: frame.height)
    }
}
