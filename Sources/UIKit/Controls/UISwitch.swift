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
