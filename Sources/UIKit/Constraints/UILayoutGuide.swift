import Foundation
import Layout

/// A rectangle that takes part in layout without being a view (UIKit's `UILayoutGuide`): spacers,
/// the safe area, the margins.
///
/// ```swift
/// let spacer = UILayoutGuide()
/// view.addLayoutGuide(spacer)
/// spacer.widthAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.25).isActive = true
/// ```
@MainActor
public class UILayoutGuide: UILayoutAnchorOwning, @MainActor CustomStringConvertible {
    /// The Layout guide this stands for.
    public let layoutGuide: LayoutGuide

    /// Makes a guide; add it to a view with `addLayoutGuide(_:)`.
    public init() {
        layoutGuide = LayoutGuide()
        layoutGuide.wrapper = self
    }

    /// Stands for a guide Layout made (a view's safe area, margins or keyboard guide).
    init(wrapping guide: LayoutGuide) {
        layoutGuide = guide
        guide.wrapper = self
    }

    /// The guide object for a Layout guide: its wrapper while one lives, else a new one.
    static func wrapping(_ guide: LayoutGuide) -> UILayoutGuide {
        if let wrapper = guide.wrapper as? UILayoutGuide { return wrapper }
        if let keyboard = guide as? KeyboardLayoutGuide { return UIKeyboardLayoutGuide.wrapping(keyboard) }
        return UILayoutGuide(wrapping: guide)
    }

    /// The Layout item the anchors belong to.
    public var anchorItem: LayoutItem { layoutGuide }

    /// A name for logs.
    public var identifier: String {
        get { layoutGuide.identifier }
        set { layoutGuide.identifier = newValue }
    }

    /// The view the guide belongs to.
    public var owningView: UIView? { layoutGuide.owningView.map(UIView.wrapping) }

    /// The guide's rectangle in its owning view's coordinates, after layout.
    public var layoutFrame: CGRect { CGRect(layoutGuide.layoutFrame) }

    /// UIKit's text: `<UILayoutGuide: 0x…; frame = (0 0; 0 0), owningView = …>`.
    public var description: String { "<UILayoutGuide: \(layoutGuide.layoutName); frame = \(layoutGuide.layoutFrame)>" }
}

/// UIKit's `UIKeyboardLayoutGuide` (a view's `keyboardLayoutGuide`, iOS 15): where the keyboard is,
/// the part of the view it covers while it is up (a window that shows the on-screen keyboard), else
/// the keyboard offscreen: the strip below the safe area.
///
/// ```swift
/// messageField.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -8).isActive = true
/// ```
public final class UIKeyboardLayoutGuide: UILayoutGuide {
    private let keyboard: KeyboardLayoutGuide

    private init(_ guide: KeyboardLayoutGuide) {
        keyboard = guide
        super.init(wrapping: guide)
    }

    /// The guide object for a view's keyboard guide: its wrapper while one lives, else a new one.
    static func wrapping(_ guide: KeyboardLayoutGuide) -> UIKeyboardLayoutGuide {
        (guide.wrapper as? UIKeyboardLayoutGuide) ?? UIKeyboardLayoutGuide(guide)
    }

    /// Whether the guide's top stays at the safe area's bottom while the keyboard is offscreen (true).
    public var usesBottomSafeArea: Bool {
        get { keyboard.usesBottomSafeArea }
        set { keyboard.usesBottomSafeArea = newValue }
    }

    /// Whether the guide follows a floating or split keyboard.
    public var followsUndockedKeyboard: Bool {
        get { keyboard.followsUndockedKeyboard }
        set { keyboard.followsUndockedKeyboard = newValue }
    }
}
