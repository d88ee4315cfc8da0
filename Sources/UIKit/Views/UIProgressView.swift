import Foundation
import Layout

/// A bar showing progress, as UIKit's `UIProgressView`: 4 pt tall.
@MainActor
open class UIProgressView: UIView {
    var progressView: ProgressView { unsafeDowncast(layoutView, to: ProgressView.self) }

    override init(backing: View, frame: CGRect?) { super.init(backing: backing, frame: frame) }

    /// Makes a progress view with a frame.
    public override init(frame: CGRect) { super.init(backing: ProgressView(), frame: frame) }

    /// Makes a progress view of a style.
    public convenience init(progressViewStyle style: Style) { self.init(frame: .zero) }

    /// Makes a progress view (archives are not read here).
    public required init?(coder: NSCoder) { super.init(backing: ProgressView(), frame: nil) }

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
