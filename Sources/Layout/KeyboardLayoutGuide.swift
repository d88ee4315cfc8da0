/// UIKit's `UIKeyboardLayoutGuide`: a view's ``View/keyboardLayoutGuide``, where the keyboard is.
///
/// While the keyboard is offscreen (always, unless the window ``Window/showsSoftwareKeyboard``), the
/// guide is where UIKit puts it then: from the bottom of the view's safe area to the view's bottom
/// edge, as wide as the view, so content pinned above it sits on the safe area, as on iOS before the
/// keyboard comes up. While the keyboard is up, it is the part of the view the keyboard covers.
///
/// ```swift
/// input.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -8)
/// ```
public final class KeyboardLayoutGuide: LayoutGuide {
    /// Whether the guide's top stays at the safe area's bottom while the keyboard is offscreen
    /// (true, as in UIKit); false puts it at the view's bottom edge, 0 pt tall.
    public var usesBottomSafeArea = true {
        didSet { if usesBottomSafeArea != oldValue, let owner = owningView { owner.engineIfAny?.keyboardGuideChanged(owner) } }
    }
    /// Whether the guide follows a floating or split keyboard (UIKit's option; the keyboard here is
    /// always docked, so it changes nothing).
    public var followsUndockedKeyboard = false

    init(owner: View) {
        super.init(kind: .keyboard, identifier: "UIViewKeyboardLayoutGuide", owner: owner)
        className = "UIKeyboardLayoutGuide"
    }
}
