/// An on/off switch (UIKit's `UISwitch`): a tap toggles it and sends `valueChanged`. Its alignment
/// rectangle is 49 x 31 points and its frame 2 points wider on the trailing side, as UIKit's.
open class Switch: Control {
    /// Whether it is on.
    public var isOn = false
    /// The track colour when on (UIKit's system green).
    public var onTintColor = Color(red: 52, green: 199, blue: 89)

    /// Makes a switch.
    ///
    /// - Parameter isOn: whether it starts on.
    public init(isOn: Bool = false) {
        self.isOn = isOn
        super.init(frame: .zero)
        alignmentRectInsets = EdgeInsets(top: 0, left: 0, bottom: 0, right: 2)
        setContentHuggingPriority(.defaultHigh, for: .horizontal)
        setContentHuggingPriority(.defaultHigh, for: .vertical)
    }

    /// `UISwitch`.
    open override var className: String { "UISwitch" }

    /// 49 x 31 points.
    open override var intrinsicContentSize: Size { Size(width: 49, height: 31) }

    /// Sets the state (without sending actions, as UIKit's `setOn(_:animated:)`).
    ///
    /// - Parameters:
    ///   - on: the new state.
    ///   - animated: accepted for UIKit's signature; the thumb moves at once.
    public func setOn(_ on: Bool, animated: Bool) { isOn = on }

    /// A tap toggles the switch and sends `valueChanged`.
    open override var primaryEvents: Control.Event { [] }

    /// Lifted inside: toggle.
    open override func endTracking(_ touch: Touch?, with event: Layout.Event?) {
        guard let touch, bounds.contains(touch.location(in: self)) else { return }
        isOn.toggle()
        sendActions(for: .valueChanged)
    }
}
