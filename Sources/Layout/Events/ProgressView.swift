/// A bar that fills as work progresses (UIKit's `UIProgressView`): 4 points high, as wide as
/// layout makes it.
open class ProgressView: View {
    /// How far along, 0...1.
    public var progress: Float = 0 { didSet { progress = min(max(progress, 0), 1) } }
    /// The filled part's colour (UIKit's tint blue).
    public var progressTintColor = Color(red: 0, green: 122, blue: 255)
    /// The unfilled part's colour.
    public var trackTintColor = Color(red: 0xE5, green: 0xE5, blue: 0xEA)

    /// Makes a progress view.
    ///
    /// - Parameter progress: how far along, 0...1.
    public init(progress: Float = 0) {
        super.init(frame: .zero)
        self.progress = progress
        isUserInteractionEnabled = false
    }

    /// `UIProgressView`.
    open override var className: String { "UIProgressView" }

    /// No width of its own; 4 points high.
    open override var intrinsicContentSize: Size { Size(width: View.noIntrinsicMetric, height: 4) }

    /// Sets the progress (UIKit's `setProgress(_:animated:)`).
    ///
    /// - Parameters:
    ///   - progress: how far along, 0...1.
    ///   - animated: accepted for UIKit's signature; the bar fills at once.
    public func setProgress(_ progress: Float, animated: Bool) { self.progress = progress }
}
