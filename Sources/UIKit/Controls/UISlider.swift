import Foundation
import Layout

/// A control for picking a value in a range by dragging a thumb, as UIKit's `UISlider`.
@MainActor
open class UISlider: UIControl {
    var slider: Slider { unsafeDowncast(layoutView, to: Slider.self) }

    /// The Layout view a new one stands for.
    override class func makeLayoutView() -> View { Slider() }

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

extension UISlider {
    /// The thumb's colour (kept: the thumb is drawn white).
    public var thumbTintColor: UIColor? {
        get { nil }
        set {}
    }
    /// The thumb's image for a state (kept: the thumb is drawn as a circle).
    public func setThumbImage(_ image: UIImage?, for state: UIControl.State) {}
    /// The track's image below the value (kept).
    public func setMinimumTrackImage(_ image: UIImage?, for state: UIControl.State) {}
    /// The track's image above the value (kept).
    public func setMaximumTrackImage(_ image: UIImage?, for state: UIControl.State) {}
}
