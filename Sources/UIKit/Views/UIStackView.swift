import Foundation
import Layout

/// A view that lines up its arranged subviews with constraints it makes itself, as UIKit's `UIStackView`.
///
/// ```swift
/// let stack = UIStackView(arrangedSubviews: [nameField, passwordField, loginButton])
/// stack.axis = .vertical
/// stack.spacing = 12
/// ```
@MainActor
open class UIStackView: UIView {
    var stack: StackView { unsafeDowncast(layoutView, to: StackView.self) }

    /// The Layout view a new one stands for.
    override class func makeLayoutView() -> View { StackView() }

    /// Makes an empty stack with a frame.
    public override init(frame: CGRect) { super.init(frame: frame) }

    /// Makes an empty stack (archives are not read here). Non-failable, as UIKit's.
    public required init(coder: NSCoder) { super.init(coder: coder)! }

    /// Makes a stack of views.
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// The views the stack arranges, in order.
    public var arrangedSubviews: [UIView] { stack.arrangedSubviews.map(UIView.wrapping) }

    /// Adds a view at the end of the arrangement (and as a subview).
    public func addArrangedSubview(_ view: UIView) { stack.addArrangedSubview(view.layoutView) }

    /// Inserts a view into the arrangement.
    public func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        stack.insertArrangedSubview(view.layoutView, at: stackIndex)
    }

    /// Takes a view out of the arrangement; it stays a subview, as in UIKit.
    public func removeArrangedSubview(_ view: UIView) { stack.removeArrangedSubview(view.layoutView) }

    /// Horizontal or vertical.
    open var axis: NSLayoutConstraint.Axis {
        get { stack.axis == .horizontal ? .horizontal : .vertical }
        set { stack.axis = newValue == .horizontal ? .horizontal : .vertical }
    }

    /// How the views share the length.
    open var distribution: Distribution {
        get { stack.distribution }
        set { stack.distribution = newValue }
    }

    /// How the views sit across.
    open var alignment: Alignment {
        get { stack.alignment }
        set { stack.alignment = newValue }
    }

    /// The gap between views.
    open var spacing: CGFloat {
        get { CGFloat(stack.spacing) }
        set { stack.spacing = Double(newValue) }
    }

    /// Whether the views sit inside the stack's layout margins.
    open var isLayoutMarginsRelativeArrangement: Bool {
        get { stack.isLayoutMarginsRelativeArrangement }
        set { stack.isLayoutMarginsRelativeArrangement = newValue }
    }

    /// Whether vertical spacing is measured between baselines.
    open var isBaselineRelativeArrangement: Bool {
        get { stack.isBaselineRelativeArrangement }
        set { stack.isBaselineRelativeArrangement = newValue }
    }

    /// Sets the gap after one view.
    public func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        stack.setCustomSpacing(Double(spacing), after: arrangedSubview.layoutView)
    }

    /// The gap after one view (``spacingUseDefault`` when it has none of its own).
    public func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        CGFloat(stack.customSpacing(after: arrangedSubview.layoutView))
    }

    /// "No custom spacing": the stack's own.
    public static var spacingUseDefault: CGFloat { CGFloat(StackView.spacingUseDefault) }
    /// The system spacing.
    public static var spacingUseSystem: CGFloat { CGFloat(StackView.spacingUseSystem) }

    /// How the views share the length: `.fill`, `.fillEqually`, `.fillProportionally`,
    /// `.equalSpacing`, `.equalCentering`.
    public typealias Distribution = StackView.Distribution
    /// How the views sit across: `.fill`, `.leading`, `.center`, `.trailing`, `.top`, `.bottom`,
    /// `.firstBaseline`, `.lastBaseline`.
    public typealias Alignment = StackView.Alignment
}
