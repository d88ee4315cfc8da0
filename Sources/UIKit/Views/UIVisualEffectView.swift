import Foundation
import Layout

/// A visual effect, as UIKit's `UIVisualEffect`: a ``UIBlurEffect`` or a ``UIVibrancyEffect``.
public class UIVisualEffect {
    /// The Layout effect it stands for.
    let layout: VisualEffectView.Effect

    init(_ layout: VisualEffectView.Effect) { self.layout = layout }

    /// The UIKit object for a Layout effect (a storyboard's view gives its effect to code).
    static func made(for layout: VisualEffectView.Effect) -> UIVisualEffect {
        switch layout {
        case .blur(let style): UIBlurEffect(style: style)
        case .vibrancy(let style): UIVibrancyEffect(blurEffect: UIBlurEffect(style: style))
        }
    }
}

/// A blur, as UIKit's `UIBlurEffect`. LayoutSim draws its material as a translucent tint over what
/// lies behind the view (it does not blur).
///
/// ```swift
/// let background = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
/// ```
public final class UIBlurEffect: UIVisualEffect {
    /// The style.
    public let style: Style

    /// Makes a blur of a style.
    ///
    /// - Parameter style: a material (`.systemMaterial`...) or an older style (`.light`...).
    public init(style: Style) {
        self.style = style
        super.init(.blur(style))
    }

    /// UIKit's `UIBlurEffect.Style`.
    public typealias Style = VisualEffectView.BlurStyle
}

/// Vibrancy for content over a blur, as UIKit's `UIVibrancyEffect`: it draws nothing of its own
/// (LayoutSim does not tint the content either).
public final class UIVibrancyEffect: UIVisualEffect {
    /// Makes the vibrancy of a blur.
    ///
    /// - Parameter blurEffect: the blur it goes over.
    public init(blurEffect: UIBlurEffect) { super.init(.vibrancy(blurEffect.style)) }
}

/// A view with a visual effect, as UIKit's `UIVisualEffectView`: add subviews to ``contentView``.
@MainActor
open class UIVisualEffectView: UIView {
    var effectView: VisualEffectView { unsafeDowncast(layoutView, to: VisualEffectView.self) }
    /// The effect set last (kept so that `effect` gives back the same object).
    private var effectObject: UIVisualEffect?

    /// The Layout view a new one stands for.
    override class func makeLayoutView() -> View { VisualEffectView(effect: nil) }

    /// Makes a view with an effect.
    ///
    /// - Parameter effect: a blur or vibrancy, or nil for none.
    public init(effect: UIVisualEffect?) {
        super.init(frame: .zero)
        self.effect = effect
    }

    /// Makes a view with no effect.
    public override init(frame: CGRect) { super.init(frame: frame) }

    /// Makes a view with no effect (archives are not read here).
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The effect; setting it redraws the view with the new material.
    open var effect: UIVisualEffect? {
        get {
            if let effectObject, effectObject.layout == effectView.effect { return effectObject }
            return effectView.effect.map(UIVisualEffect.made)
        }
        set {
            effectObject = newValue
            effectView.effect = newValue?.layout
        }
    }

    /// The view to add subviews to: it fills this view.
    open var contentView: UIView { UIView.wrapping(effectView.contentView) }
}
