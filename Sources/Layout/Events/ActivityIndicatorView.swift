/// A spinner that says work is under way (UIKit's `UIActivityIndicatorView`): 20 points square
/// (`medium`) or 37 (`large`); hidden when stopped if ``hidesWhenStopped``.
open class ActivityIndicatorView: View {
    /// UIKit's `UIActivityIndicatorView.Style` (with its raw values).
    public enum Style: Int, Sendable {
        /// 20 x 20 points.
        case medium = 100
        /// 37 x 37 points.
        case large = 101
    }

    /// The size.
    public var style: Style { didSet { if style != oldValue { invalidateIntrinsicContentSize() } } }
    /// The spokes' colour (UIKit's grey).
    public var color = Color(red: 0x8E, green: 0x8E, blue: 0x93)
    /// Whether it is hidden while not animating (true).
    public var hidesWhenStopped = true { didSet { applyVisibility() } }
    /// Whether it is spinning.
    public private(set) var isAnimating = false

    /// Makes a stopped indicator.
    ///
    /// - Parameter style: its size.
    public init(style: Style = .medium) {
        self.style = style
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        applyVisibility()
    }

    /// `UIActivityIndicatorView`.
    open override var className: String { "UIActivityIndicatorView" }

    /// 20 or 37 points square.
    open override var intrinsicContentSize: Size {
        let side = style == .large ? 37.0 : 20
        return Size(width: side, height: side)
    }

    /// Starts spinning (and shows it).
    public func startAnimating() {
        isAnimating = true
        applyVisibility()
    }

    /// Stops spinning (and hides it if ``hidesWhenStopped``).
    public func stopAnimating() {
        isAnimating = false
        applyVisibility()
    }

    private func applyVisibility() { isHidden = hidesWhenStopped && !isAnimating }
}
