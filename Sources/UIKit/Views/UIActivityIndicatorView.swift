import Foundation
import Layout

/// A spinning wheel, as UIKit's `UIActivityIndicatorView`.
@MainActor
open class UIActivityIndicatorView: UIView {
    var indicator: ActivityIndicatorView { unsafeDowncast(layoutView, to: ActivityIndicatorView.self) }

    override init(backing: View, frame: CGRect?) { super.init(backing: backing, frame: frame) }

    /// Makes a medium indicator.
    public override init(frame: CGRect) { super.init(backing: ActivityIndicatorView(), frame: frame) }

    /// Makes an indicator of a style.
    public init(style: Style) { super.init(backing: ActivityIndicatorView(style: style), frame: nil) }

    /// Makes a medium indicator (archives are not read here).
    public required init?(coder: NSCoder) { super.init(backing: ActivityIndicatorView(), frame: nil) }

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
