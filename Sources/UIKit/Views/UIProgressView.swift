import Foundation
import Layout

/// A bar showing progress, as UIKit's `UIProgressView`: 4 pt tall.
@MainActor
open class UIProgressView: UIView {
    var progressView: ProgressView { unsafeDowncast(layoutView, to: ProgressView.self) }

    /// The Layout view a new one stands for.
    override class func makeLayoutView() -> View { ProgressView() }

    /// Makes a progress view of a style.
    public convenience init(progressViewStyle style: Style) { self.init(frame: .zero) }

    /// The progress, 0...1.
    open var progress: Float {
        get { progressView.progress }
        set { progressView.progress = newValue }
    }

    /// Sets the progress.
    open func setProgress(_ progress: Float, animated: Bool) { progressView.setProgress(progress, animated: animated) }

    /// The filled part's colour.
    open var progressTintColor: UIColor? {
        get { UIColor(progressView.progressTintColor) }
        set { progressView.progressTintColor = (newValue ?? .systemBlue).layout }
    }

    /// The track's colour.
    open var trackTintColor: UIColor? {
        get { UIColor(progressView.trackTintColor) }
        set { progressView.trackTintColor = (newValue ?? .systemGray5).layout }
    }

    /// A progress view's style.
    public enum Style: Int, Sendable {
        /// The default bar.
        case `default`
        /// The bar of a toolbar.
        case bar
    }
}
