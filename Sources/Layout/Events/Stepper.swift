/// A − and + pair that steps a value (UIKit's `UIStepper`): a tap on a half changes `value` by
/// `stepValue` within `minimumValue...maximumValue` (round to the other end when `wraps`) and sends
/// `valueChanged`; a half that cannot step is disabled. 94 x 32 points.
///
/// As UIKit refuses (with an exception) a step that is not positive or a minimum above the maximum,
/// those settings are ignored here; a value outside the range is clamped into it.
open class Stepper: Control {
    /// The value, within `minimumValue...maximumValue`.
    public var value = 0.0 {
        didSet { value = value.isFinite ? min(max(value, minimumValue), maximumValue) : oldValue }
    }
    /// The lowest value (0 by default); ignored above `maximumValue` or when not finite.
    public var minimumValue = 0.0 {
        didSet {
            if !minimumValue.isFinite || minimumValue > maximumValue { minimumValue = oldValue }
            value = max(value, minimumValue)
        }
    }
    /// The highest value (100 by default); ignored below `minimumValue` or when not finite.
    public var maximumValue = 100.0 {
        didSet {
            if !maximumValue.isFinite || maximumValue < minimumValue { maximumValue = oldValue }
            value = min(value, maximumValue)
        }
    }
    /// How much a tap changes the value (1 by default); ignored unless positive and finite.
    public var stepValue = 1.0 { didSet { if !(stepValue > 0 && stepValue.isFinite) { stepValue = oldValue } } }
    /// Whether stepping past one end goes round to the other.
    public var wraps = false
    /// Whether a held press sends each change (kept: a tap sends one).
    public var isContinuous = true
    /// Whether a held press repeats (kept: a tap steps once).
    public var autorepeat = true

    /// Makes a stepper.
    ///
    /// - Parameter value: its value, clamped to 0...100 until the range changes.
    public init(value: Double = 0) {
        super.init(frame: .zero)
        self.value = value.isFinite ? min(max(value, minimumValue), maximumValue) : 0  // no observer in init
        setContentHuggingPriority(.defaultHigh, for: .horizontal)
        setContentHuggingPriority(.defaultHigh, for: .vertical)
    }

    /// `UIStepper`.
    open override var className: String { "UIStepper" }

    /// 94 x 32 points.
    open override var intrinsicContentSize: Size { Size(width: 94, height: 32) }

    /// Whether the − half can step (it can always when `wraps`).
    public var canDecrement: Bool { wraps || value > minimumValue }
    /// Whether the + half can step.
    public var canIncrement: Bool { wraps || value < maximumValue }

    /// A tap steps; the halves send `valueChanged` themselves.
    open override var primaryEvents: Control.Event { [] }

    /// Lifted inside: step down on the leading half, up on the trailing one.
    open override func endTracking(_ touch: Touch?, with event: Layout.Event?) {
        guard let touch else { return }
        let p = touch.location(in: self)
        guard bounds.contains(p) else { return }
        let up = (p.x >= bounds.midX) != (effectiveUserInterfaceLayoutDirection == .rightToLeft)
        let before = value
        if up {
            guard canIncrement else { return }
            value = value + stepValue > maximumValue ? (wraps ? minimumValue : maximumValue) : value + stepValue
        } else {
            guard canDecrement else { return }
            value = value - stepValue < minimumValue ? (wraps ? maximumValue : minimumValue) : value - stepValue
        }
        if value != before { sendActions(for: .valueChanged) }
    }
}
