import Foundation
import Layout

/// A spinning wheel, as UIKit's `UIActivityIndicatorView`.
@MainActor
open class UIActivityIndicatorView: UIView {
    var indicator: ActivityIndicatorView { unsafeDowncast(layoutView, to: ActivityIndicatorView.self) }

    /// The Layout view a new one stands for.
    override class func makeLayoutView() -> View { ActivityIndicatorView() }

    /// Makes a medium indicator.
    public override init(frame: CGRect) { super.init(frame: frame) }

    /// Makes an indicator of a style.
    public init(style: Style) {
        super.init(frame: .zero)
        indicator.style = style
    }

    /// Makes a medium indicator (archives are not read here).
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The size: `.medium` (20 pt) or `.large` (37 pt).
    open var style: Style {
        get { indicator.style }
        set { indicator.style = newValue }
    }

    /// The spokes' colour.
    open var color: UIColor! {
        get { UIColor(indicator.color) }
        set { indicator.color = (newValue ?? .systemGray).layout }
    }

    /// Whether it hides when stopped.
    open var hidesWhenStopped: Bool {
        get { indicator.hidesWhenStopped }
        set { indicator.hidesWhenStopped = newValue }
    }

    /// Whether it spins.
    public var isAnimating: Bool { indicator.isAnimating }

    /// Starts spinning (and shows).
    open func startAnimating() { indicator.startAnimating() }

    /// Stops spinning (and hides, if it hides when stopped).
    open func stopAnimating() { indicator.stopAnimating() }

    /// An indicator's size: `.medium`, `.large`.
    public typealias Style = ActivityIndicatorView.Style
}
