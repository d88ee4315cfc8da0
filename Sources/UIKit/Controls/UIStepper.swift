import Foundation
import Layout

/// A − and + pair that steps a value, 94 x 32 pt, as UIKit's `UIStepper`: a tap on a half changes
/// `value` by `stepValue` within `minimumValue...maximumValue` and sends `.valueChanged`.
@MainActor
open class UIStepper: UIControl {
    var stepper: Stepper { unsafeDowncast(layoutView, to: Stepper.self) }

    /// The Layout view a new one stands for.
    override class func makeLayoutView() -> View { Stepper() }

    /// The value, within the range.
    open var value: Double {
        get { stepper.value }
        set { stepper.value = newValue }
    }

    /// The lowest value (0 by default).
    open var minimumValue: Double {
        get { stepper.minimumValue }
        set { stepper.minimumValue = newValue }
    }

    /// The highest value (100 by default).
    open var maximumValue: Double {
        get { stepper.maximumValue }
        set { stepper.maximumValue = newValue }
    }

    /// How much a tap changes the value (1 by default).
    open var stepValue: Double {
        get { stepper.stepValue }
        set { stepper.stepValue = newValue }
    }

    /// Whether stepping past one end goes round to the other.
    open var wraps: Bool {
        get { stepper.wraps }
        set { stepper.wraps = newValue }
    }

    /// Whether a held press sends each change (kept).
    open var isContinuous: Bool {
        get { stepper.isContinuous }
        set { stepper.isContinuous = newValue }
    }

    /// Whether a held press repeats (kept).
    open var autorepeat: Bool {
        get { stepper.autorepeat }
        set { stepper.autorepeat = newValue }
    }
}
