import Foundation
import Layout

/// An on/off switch, 51 x 31 pt, as UIKit's `UISwitch`; a tap toggles it and sends `.valueChanged`.
@MainActor
open class UISwitch: UIControl {
    var toggle: Switch { unsafeDowncast(layoutView, to: Switch.self) }

    /// The Layout view a new one stands for.
    override class func makeLayoutView() -> View { Switch() }

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
        set {
            if appearanceGate("onTintColor") { return }
            toggle.onTintColor = (newValue ?? .systemGreen).layout
        }
    }

    /// The thumb's colour (kept: drawn white).
    open var thumbTintColor: UIColor?
}
