import Foundation
import Layout

/// An on/off switch, 51 x 31 pt, as UIKit's `UISwitch`; a tap toggles it and sends `.valueChanged`.
@MainActor
open class UISwitch: UIControl {
    var toggle: Switch { unsafeDowncast(layoutView, to: Switch.self) }

    override init(backing: View, frame: CGRect?) { super.init(backing: backing, frame: frame) }

    /// Makes a switch (its size is its own whatever the frame).
    public override init(frame: CGRect) { super.init(backing: Switch(), frame: frame) }

    /// Makes a switch (archives are not read here).
    public required init?(coder: NSCoder) { super.init(backing: Switch(), frame: nil) }

    /// Whether it is on.
    open var isOn: Bool {
        get { toggle.isOn }
        set { toggle.isOn = newValue }
    }

    /// Turns it on or off.
    open func setOn(_ on: Bool, animated: Bool) { toggle.setOn(on, animated: animated) }

    /// The colour of the track when on (system green by default).
    open var onTintColor: UIColor? {
        get { UIColor(toggle.onTintColor) }
        set { toggle.onTintColor = (newValue ?? .systemGreen).layout }
    }

    /// The thumb's colour (kept: drawn white).
    open var thumbTintColor: UIColor?
}

/// A control for picking a value in a range by dragging a thumb, as UIKit's `UISlider`.
@MainActor
open class UISlider: UIControl {
    var slider: Slider { unsafeDowncast(layoutView, to: Slider.self) }

    override init(backing: View, frame: CGRect?) { super.init(backing: backing, frame: frame) }

    /// Makes a slider with a frame.
    public override init(frame: CGRect) { super.init(backing: Slider(), frame: frame) }

    /// Makes a slider (archives are not read here).
    public required init?(coder: NSCoder) { super.init(backing: Slider(), frame: nil) }

    /// The value, in the range.
    open var value: Float {
        get { slider.value }
        set { slider.value = newValue }
    }

    /// Sets the value.
    open func setValue(_ value: Float, animated: Bool) { slider.setValue(value, animated: animated) }

    /// The lowest value.
    open var minimumValue: Float {
        get { slider.minimumValue }
        set { slider.minimumValue = newValue }
    }

    /// The highest value.
    open var maximumValue: Float {
        get { slider.maximumValue }
        set { slider.maximumValue = newValue }
    }

    /// Whether dragging sends `.valueChanged` as it goes (else once, at the end).
    open var isContinuous: Bool {
        get { slider.isContinuous }
        set { slider.isContinuous = newValue }
    }

    /// The colour of the track before the thumb.
    open var minimumTrackTintColor: UIColor? {
        get { UIColor(slider.minimumTrackTintColor) }
        set { slider.minimumTrackTintColor = (newValue ?? .systemBlue).layout }
    }

    /// The colour of the track after the thumb (kept).
    open var maximumTrackTintColor: UIColor?
}

/// Side-by-side segments, one selected, as UIKit's `UISegmentedControl`.
@MainActor
open class UISegmentedControl: UIControl {
    var segmented: SegmentedControl { unsafeDowncast(layoutView, to: SegmentedControl.self) }

    override init(backing: View, frame: CGRect?) { super.init(backing: backing, frame: frame) }

    /// Makes an empty segmented control.
    public override init(frame: CGRect) { super.init(backing: SegmentedControl(items: []), frame: frame) }

    /// Makes segments from titles (strings; other items become empty segments).
    public init(items: [Any]?) {
        super.init(backing: SegmentedControl(items: (items ?? []).map { $0 as? String ?? "" }), frame: nil)
    }

    /// Makes an empty segmented control (archives are not read here).
    public required init?(coder: NSCoder) { super.init(backing: SegmentedControl(items: []), frame: nil) }

    /// The selected segment, or `UISegmentedControl.noSegment`.
    open var selectedSegmentIndex: Int {
        get { segmented.selectedSegmentIndex }
        set { segmented.selectedSegmentIndex = newValue }
    }

    /// How many segments there are.
    public var numberOfSegments: Int { segmented.numberOfSegments }

    /// A segment's title.
    public func titleForSegment(at segment: Int) -> String? { segmented.titleForSegment(at: segment) }

    /// Sets a segment's title.
    public func setTitle(_ title: String?, forSegmentAt segment: Int) { segmented.setTitle(title ?? "", forSegmentAt: segment) }

    /// Inserts a segment.
    public func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        segmented.insertSegment(withTitle: title ?? "", at: segment, animated: animated)
    }

    /// The selected segment's colour (kept: drawn white).
    open var selectedSegmentTintColor: UIColor?

    /// "No segment selected".
    public static let noSegment = -1
}

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

/// Dots for pages, as UIKit's `UIPageControl`.
@MainActor
open class UIPageControl: UIControl {
    var pages: PageControl { unsafeDowncast(layoutView, to: PageControl.self) }

    override init(backing: View, frame: CGRect?) { super.init(backing: backing, frame: frame) }

    /// Makes a page control.
    public override init(frame: CGRect) { super.init(backing: PageControl(), frame: frame) }

    /// Makes a page control (archives are not read here).
    public required init?(coder: NSCoder) { super.init(backing: PageControl(), frame: nil) }

    /// How many dots.
    open var numberOfPages: Int {
        get { pages.numberOfPages }
        set { pages.numberOfPages = newValue }
    }

    /// The highlighted dot.
    open var currentPage: Int {
        get { pages.currentPage }
        set { pages.currentPage = newValue }
    }

    /// The other dots' colour.
    open var pageIndicatorTintColor: UIColor? {
        get { UIColor(pages.pageIndicatorTintColor) }
        set { pages.pageIndicatorTintColor = (newValue ?? UIColor(white: 0, alpha: 0.3)).layout }
    }

    /// The current dot's colour.
    open var currentPageIndicatorTintColor: UIColor? {
        get { UIColor(pages.currentPageIndicatorTintColor) }
        set { pages.currentPageIndicatorTintColor = (newValue ?? .black).layout }
    }

    /// Whether a single page hides the control (kept).
    open var hidesForSinglePage = false
}
