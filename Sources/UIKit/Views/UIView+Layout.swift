import Foundation
import Layout

extension UIView: UILayoutAnchorOwning {
    /// The Layout item the anchors belong to (the Layout view).
    public var anchorItem: LayoutItem { layoutView }

    /// The first line's baseline (a label's; a plain view's top).
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(layoutView, .firstBaseline) }
    /// The last line's baseline (a label's; a plain view's bottom).
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(layoutView, .lastBaseline) }

    // MARK: Constraints

    /// Whether the frame is turned into constraints (on for views made in code, as in UIKit).
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { layoutView.translatesAutoresizingMaskIntoConstraints }
        set { layoutView.translatesAutoresizingMaskIntoConstraints = newValue }
    }

    /// Which margins and sizes follow the superview while the frame is turned into constraints.
    public var autoresizingMask: AutoresizingMask {
        get { layoutView.autoresizingMask }
        set { layoutView.autoresizingMask = newValue }
    }

    /// Whether subviews follow this view's size by their autoresizing masks (true by default):
    /// when false, each keeps its frame as this view resizes.
    public var autoresizesSubviews: Bool {
        get { layoutView.autoresizesSubviews }
        set { layoutView.autoresizesSubviews = newValue }
    }

    /// The constraints installed on this view.
    public var constraints: [NSLayoutConstraint] { layoutView.constraints.map(NSLayoutConstraint.wrapping) }

    /// Installs a constraint on this view (prefer `isActive` or `NSLayoutConstraint.activate`).
    public func addConstraint(_ constraint: NSLayoutConstraint) { layoutView.addConstraint(constraint.layoutConstraint) }

    /// Installs constraints on this view.
    public func addConstraints(_ constraints: [NSLayoutConstraint]) {
        layoutView.addConstraints(constraints.map(\.layoutConstraint))
    }

    /// Removes a constraint installed on this view.
    public func removeConstraint(_ constraint: NSLayoutConstraint) { layoutView.removeConstraint(constraint.layoutConstraint) }

    /// Removes constraints installed on this view.
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        layoutView.removeConstraints(constraints.map(\.layoutConstraint))
    }

    /// The constraints that affect the view's layout in an axis (for debugging).
    public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        layoutView.constraintsAffectingLayout(for: axis).map(NSLayoutConstraint.wrapping)
    }

    /// Whether the view's position or size is ambiguous (for debugging).
    public var hasAmbiguousLayout: Bool { layoutView.hasAmbiguousLayout }

    /// Moves an ambiguous view to another place its constraints allow (for debugging, as UIKit's).
    public func exerciseAmbiguityInLayout() { layoutView.exerciseAmbiguityInLayout() }

    // MARK: Guides and margins

    /// The guides added to this view.
    public var layoutGuides: [UILayoutGuide] { layoutView.layoutGuides.map(UILayoutGuide.wrapping) }

    /// Adds a guide to this view.
    public func addLayoutGuide(_ guide: UILayoutGuide) { layoutView.addLayoutGuide(guide.layoutGuide) }

    /// Removes a guide from this view.
    public func removeLayoutGuide(_ guide: UILayoutGuide) { layoutView.removeLayoutGuide(guide.layoutGuide) }

    /// The part of the view not covered by bars, the sensor housing or the home indicator.
    public var safeAreaLayoutGuide: UILayoutGuide { UILayoutGuide.wrapping(layoutView.safeAreaLayoutGuide) }

    /// The view's bounds inset by its layout margins.
    public var layoutMarginsGuide: UILayoutGuide { UILayoutGuide.wrapping(layoutView.layoutMarginsGuide) }

    /// The margins guide narrowed to a readable line length.
    public var readableContentGuide: UILayoutGuide { UILayoutGuide.wrapping(layoutView.readableContentGuide) }

    /// Whether the margins narrow to a readable line where the view is wider (false by default).
    public var layoutMarginsFollowReadableWidth: Bool {
        get { layoutView.layoutMarginsFollowReadableWidth }
        set { layoutView.layoutMarginsFollowReadableWidth = newValue }
    }

    /// Where the keyboard is (iOS 15): with none shown, the strip below the safe area.
    public var keyboardLayoutGuide: UIKeyboardLayoutGuide { UIKeyboardLayoutGuide.wrapping(layoutView.keyboardLayoutGuide) }

    /// The safe area's insets from the bounds, after layout.
    public var safeAreaInsets: UIEdgeInsets { UIEdgeInsets(layoutView.safeAreaInsets) }

    /// The layout margins (8 pt by default; a controller's root view gets the system minimum).
    public var layoutMargins: UIEdgeInsets {
        get { UIEdgeInsets(layoutView.layoutMargins) }
        set { layoutView.layoutMargins = newValue.layout }
    }

    /// The layout margins with leading and trailing edges.
    public var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { NSDirectionalEdgeInsets(layoutView.directionalLayoutMargins) }
        set { layoutView.directionalLayoutMargins = newValue.layout }
    }

    /// Whether the margins are measured from the safe area.
    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { layoutView.insetsLayoutMarginsFromSafeArea }
        set { layoutView.insetsLayoutMarginsFromSafeArea = newValue }
    }

    /// Whether the superview's margins count where they reach into this view.
    public var preservesSuperviewLayoutMargins: Bool {
        get { layoutView.preservesSuperviewLayoutMargins }
        set { layoutView.preservesSuperviewLayoutMargins = newValue }
    }

    // MARK: The passes

    /// Asks for an update-constraints pass before the next layout.
    public func setNeedsUpdateConstraints() { layoutView.setNeedsUpdateConstraints() }

    /// Whether an update-constraints pass is pending.
    public func needsUpdateConstraints() -> Bool { layoutView.needsUpdateConstraints() }

    /// Runs the update-constraints pass now, if needed.
    public func updateConstraintsIfNeeded() { layoutView.updateConstraintsIfNeeded() }

    /// Asks for a layout pass.
    public func setNeedsLayout() { layoutView.setNeedsLayout() }

    /// Asks for ``draw(_:)`` to run again before the view is drawn next.
    public func setNeedsDisplay() { needsDisplay = true }

    /// Asks for ``draw(_:)`` to run again (the whole view is redrawn).
    ///
    /// - Parameter rect: the area that changed.
    public func setNeedsDisplay(_ rect: CGRect) { needsDisplay = true }

    /// Tells the engine the intrinsic content size (and an overridden ``alignmentRectInsets``) changed.
    public func invalidateIntrinsicContentSize() {
        adoptAlignmentRectInsets()
        layoutView.invalidateIntrinsicContentSize()
    }

    /// Fits the frame's size to `sizeThatFits(_:)`.
    public func sizeToFit() { layoutView.sizeToFit() }

    /// The smallest size: fit to it.
    public static var layoutFittingCompressedSize: CGSize { CGSize(View.layoutFittingCompressedSize) }
    /// The largest size: fit to it.
    public static var layoutFittingExpandedSize: CGSize { CGSize(View.layoutFittingExpandedSize) }
    /// "No size" for an axis of `intrinsicContentSize`.
    public static var noIntrinsicMetric: CGFloat { CGFloat(View.noIntrinsicMetric) }

    /// How much the view resists growing past its intrinsic size in an axis.
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        layoutView.contentHuggingPriority(for: axis)
    }

    /// Sets how much the view resists growing past its intrinsic size.
    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        layoutView.setContentHuggingPriority(priority, for: axis)
    }

    /// How much the view resists shrinking below its intrinsic size in an axis.
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        layoutView.contentCompressionResistancePriority(for: axis)
    }

    /// Sets how much the view resists shrinking below its intrinsic size.
    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        layoutView.setContentCompressionResistancePriority(priority, for: axis)
    }
}
