/// A value picked along a track (UIKit's `UISlider`): dragging the thumb (or tapping the track)
/// changes ``value`` and sends `valueChanged` (continuously, unless ``isContinuous`` is false).
open class Slider: Control {
    /// The value, within ``minimumValue`` ... ``maximumValue``.
    public var value: Float = 0 { didSet { value = min(max(value, minimumValue), maximumValue) } }
    /// The smallest value (0).
    public var minimumValue: Float = 0
    /// The largest value (1).
    public var maximumValue: Float = 1
    /// Whether `valueChanged` is sent while dragging (true) or only when the finger lifts.
    public var isContinuous = true
    /// The track's colour before the thumb (UIKit's tint blue).
    public var minimumTrackTintColor = Color(red: 0, green: 122, blue: 255)
    /// The thumb's diameter.
    nonisolated public static let thumbSize = 28.0

    /// Makes a slider.
    public init() { super.init(frame: .zero) }

    /// `UISlider`.
    open override var className: String { "UISlider" }

    /// No width of its own; 31 points high.
    open override var intrinsicContentSize: Size { Size(width: View.noIntrinsicMetric, height: 31) }

    /// Sets the value (UIKit's `setValue(_:animated:)`).
    ///
    /// - Parameters:
    ///   - value: the new value.
    ///   - animated: accepted for UIKit's signature.
    public func setValue(_ value: Float, animated: Bool) { self.value = value }

    /// Where the thumb's centre is for the current value, in the slider's coordinates.
    public var thumbCenterX: Double {
        let span = Double(maximumValue - minimumValue)
        let p = span > 0 ? Double(value - minimumValue) / span : 0
        return Self.thumbSize / 2 + p * max(bounds.width - Self.thumbSize, 0)
    }

    /// A touch down moves the value to it.
    open override func beginTracking(_ touch: Touch, with event: Layout.Event?) -> Bool {
        follow(touch)
        return true
    }

    /// Dragging moves the value.
    open override func continueTracking(_ touch: Touch, with event: Layout.Event?) -> Bool {
        follow(touch)
        return true
    }

    /// Lifted: the last `valueChanged` for a non-continuous slider.
    open override func endTracking(_ touch: Touch?, with event: Layout.Event?) {
        if !isContinuous { sendActions(for: .valueChanged) }
    }

    private func follow(_ t: Touch) {
        let x = t.location(in: self).x, track = max(bounds.width - Self.thumbSize, 1)
        let p = min(max((x - Self.thumbSize / 2) / track, 0), 1)
        let new = minimumValue + Float(p) * (maximumValue - minimumValue)
        guard new != value else { return }
        value = new
        if isContinuous { sendActions(for: .valueChanged) }
    }
}
