import Foundation

/// How a bar's background and shadow look (UIKit's `UIBarAppearance`, iOS 13): set one on a
/// navigation bar's ``UINavigationBar/standardAppearance`` or ``UINavigationBar/scrollEdgeAppearance``
/// (or a controller's ``UINavigationItem``) and on a tab bar's.
///
/// A new appearance has the default background (the light translucent material). Each `configure`
/// method resets the background and the shadow; set ``backgroundColor`` after it.
///
/// ```swift
/// let appearance = UINavigationBarAppearance()
/// appearance.configureWithOpaqueBackground()
/// appearance.backgroundColor = .systemBlue
/// appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
/// navigationController?.navigationBar.standardAppearance = appearance
/// navigationController?.navigationBar.scrollEdgeAppearance = appearance
/// ```
@MainActor
open class UIBarAppearance {
    /// The colour over the background effect (nil: the effect, or nothing, shows).
    open var backgroundColor: UIColor?
    /// The blur behind the bar (nil: none). LayoutSim draws it as the light bar material.
    open var backgroundEffect: UIBlurEffect?
    /// The hairline at the bar's edge (nil: no hairline).
    open var shadowColor: UIColor?

    /// An appearance with the default background.
    public init() { configureWithDefaultBackground() }

    /// A copy of another appearance.
    ///
    /// - Parameter barAppearance: the appearance whose background and shadow are copied.
    public init(barAppearance: UIBarAppearance) {
        backgroundColor = barAppearance.backgroundColor
        backgroundEffect = barAppearance.backgroundEffect
        shadowColor = barAppearance.shadowColor
    }

    /// The light translucent material with a hairline, as bars look by default.
    open func configureWithDefaultBackground() {
        backgroundColor = nil
        backgroundEffect = UIBlurEffect(style: .systemChromeMaterial)
        shadowColor = Self.hairline
    }

    /// An opaque background in the system background colour, with a hairline.
    open func configureWithOpaqueBackground() {
        backgroundColor = .systemBackground
        backgroundEffect = nil
        shadowColor = Self.hairline
    }

    /// No background and no hairline: what is behind the bar shows.
    open func configureWithTransparentBackground() {
        backgroundColor = nil
        backgroundEffect = nil
        shadowColor = nil
    }

    /// The colour of a bar's hairline.
    static let hairline = UIColor.separator

    /// The colour the bar's background is drawn in: the background colour, else the material's
    /// colour under an effect, else clear.
    var drawnBackground: UIColor { background(barTint: nil) }

    /// The background colour, else (under an effect) the bar's older tint or the material's
    /// colour, else clear.
    private func background(barTint: UIColor?) -> UIColor {
        backgroundColor ?? (backgroundEffect == nil ? .clear : barTint ?? UINavigationBar.defaultBarColor)
    }

    /// Draws this appearance on a bar's background and hairline views.
    ///
    /// - Parameter barTint: the bar's older `barTintColor`, drawn where the default material would be.
    func draw(background view: UIView, hairline: UIView, barTint: UIColor?) {
        view.backgroundColor = background(barTint: barTint)
        hairline.isHidden = shadowColor == nil
        hairline.backgroundColor = shadowColor
    }
}

/// A navigation bar's appearance (UIKit's `UINavigationBarAppearance`): background and shadow, and
/// the title's and the large title's text attributes (`.font` and `.foregroundColor` are drawn).
@MainActor
open class UINavigationBarAppearance: UIBarAppearance {
    /// The title's attributes (empty: 17 pt semibold in the label colour).
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The large title's attributes (empty: 34 pt bold in the label colour).
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]

    /// An appearance with the default background.
    public override init() { super.init() }

    /// A copy of another appearance (its text attributes too when it is a navigation bar's).
    ///
    /// - Parameter barAppearance: the appearance copied.
    public override init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        if let navigation = barAppearance as? UINavigationBarAppearance {
            titleTextAttributes = navigation.titleTextAttributes
            largeTitleTextAttributes = navigation.largeTitleTextAttributes
        }
    }

    /// This appearance with a transparent background and no shadow, its text attributes kept: what
    /// UIKit shows at the scroll edge when no scroll-edge appearance is set.
    func withTransparentBackground() -> UINavigationBarAppearance {
        let copy = UINavigationBarAppearance(barAppearance: self)
        copy.configureWithTransparentBackground()
        return copy
    }
}

/// A tab bar's appearance (UIKit's `UITabBarAppearance`): its background and shadow.
@MainActor
open class UITabBarAppearance: UIBarAppearance {
    /// An appearance with the default background.
    public override init() { super.init() }

    /// A copy of another appearance.
    ///
    /// - Parameter barAppearance: the appearance copied.
    public override init(barAppearance: UIBarAppearance) { super.init(barAppearance: barAppearance) }
}
