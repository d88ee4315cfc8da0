import Foundation
import Layout

/// A view, as UIKit's `UIView`: a rectangle in a hierarchy, laid out by constraints, drawn with
/// its background, border, corners and shadow.
///
/// Subclass it as in UIKit: override `init(frame:)`, `layoutSubviews()`, `updateConstraints()`,
/// `intrinsicContentSize`, `traitCollectionDidChange(_:)`, the touch methods... The view tree, its
/// constraints and its passes are LayoutSim's Layout engine underneath (``layoutView``).
///
/// ```swift
/// final class Badge: UIView {
///     override init(frame: CGRect) {
///         super.init(frame: frame)
///         backgroundColor = .systemRed
///         layer.cornerRadius = 10
///     }
///     required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
///     override var intrinsicContentSize: CGSize { CGSize(width: 20, height: 20) }
/// }
/// ```
@MainActor
open class UIView: UIResponder, @MainActor CustomStringConvertible {
    /// The Layout view this view stands for (its frame, constraints and drawing live there).
    public let layoutView: View

    /// Whether this view was made for a Layout view that already existed (see ``wrapping(_:)``),
    /// rather than with a new one of its class.
    let adoptsExistingView: Bool

    /// Makes a view with a frame. It stands for a new Layout view of its class's kind.
    public init(frame: CGRect) {
        let adopted = UIView.viewToAdopt
        UIView.viewToAdopt = nil
        layoutView = adopted ?? Self.makeLayoutView()
        adoptsExistingView = adopted != nil
        if adopted == nil { layoutView.frame = frame.layout }
        super.init()
        layoutView.wrapper = self
        adoptAlignmentRectInsets()
    }

    /// Makes a view from an archive. Archives are not read here (storyboards and xibs load through
    /// the InterfaceBuilder module), so this makes a view with a zero frame.
    public required init?(coder: NSCoder) {
        layoutView = Self.makeLayoutView()
        adoptsExistingView = false
        super.init()
        layoutView.wrapper = self
        adoptAlignmentRectInsets()
    }

    /// Gives the engine the ``alignmentRectInsets`` a subclass overrides (UIKit reads them when
    /// it lays out; the engine keeps them, so they are read here and on invalidation).
    func adoptAlignmentRectInsets() {
        let insets = alignmentRectInsets.layout
        if insets != layoutView.alignmentRectInsets { layoutView.alignmentRectInsets = insets }
    }

    /// The Layout view a new view of this class stands for: each UIKit class makes its own kind
    /// (a `UILabel` a `Label`...). Two designated initialisers, as UIKit's, so a subclass that
    /// overrides both inherits `init()`.
    class func makeLayoutView() -> View { View() }

    /// The Layout view the next view made stands for, when an existing one is being wrapped.
    static var viewToAdopt: View?

    /// Makes a view with a zero frame (calls `init(frame:)`, so a subclass's override runs).
    public convenience override init() { self.init(frame: .zero) }

    /// The class of the view's layer (`CALayer`): override it to return `CAGradientLayer.self` or
    /// `CAShapeLayer.self` for a view its layer's gradient or path draws.
    open class var layerClass: AnyClass { CALayer.self }

    /// The layer that draws the view: its corner radius, border, shadow and sublayers.
    public private(set) lazy var layer: CALayer = CALayer.make(type(of: self).layerClass, for: layoutView)

    /// The tint colour set on this view, if any.
    private var tintStorage: UIColor?

    /// Whether the view is opaque (a drawing hint UIKit uses; kept, not used here).
    open var isOpaque = true

    /// The light or dark style forced on the view and its subviews (kept: LayoutSim draws the
    /// light appearance, and traits stay light).
    open var overrideUserInterfaceStyle = UIUserInterfaceStyle.unspecified

    /// Whether the view takes more than one touch at once (kept; one touch is delivered at a time).
    open var isMultipleTouchEnabled = false

    /// Whether the view takes touches only while no other view is being touched (kept; one pointer
    /// drives every touch here, so touches never overlap).
    open var isExclusiveTouch = false

    /// Pixels per point of the view's drawing: the screen's scale unless set (kept; frames are
    /// drawn at the window's scale).
    open var contentScaleFactor: CGFloat {
        get { contentScaleStorage ?? UIScreen.main.scale }
        set { contentScaleStorage = newValue }
    }
    private var contentScaleStorage: CGFloat?

    /// The accessibility label (kept for code that sets it).
    open var accessibilityLabel: String?

    /// Whether the view is an accessibility element (kept for code that sets it).
    open var isAccessibilityElement = false

    /// What the element is to assistive technologies (kept).
    open var accessibilityTraits = UIAccessibilityTraits.none

    /// A hint of what acting on the element does (kept).
    open var accessibilityHint: String?

    /// The element's value, as spoken (kept).
    open var accessibilityValue: String?

    /// The elements assistive technologies read in this view, in order (kept).
    open var accessibilityElements: [Any]?

    /// Whether assistive technologies skip the view's subtree (kept).
    open var accessibilityElementsHidden = false

    /// Called when an assistive technology asks an adjustable element (`.adjustable` trait) to
    /// raise its value; override it to do so. The default does nothing (LayoutSim runs no
    /// assistive technology: tests call it as VoiceOver would).
    open func accessibilityIncrement() {}

    /// Called when an assistive technology asks an adjustable element to lower its value; the
    /// default does nothing.
    open func accessibilityDecrement() {}

    /// Called when an assistive technology activates the element (a double tap in VoiceOver);
    /// return whether it was handled. The default handles nothing.
    open func accessibilityActivate() -> Bool { false }

    /// Called when an assistive technology asks to dismiss (VoiceOver's escape gesture); return
    /// whether it was handled. The default handles nothing.
    open func accessibilityPerformEscape() -> Bool { false }

    /// The title the large content viewer shows (kept: there is no large content viewer).
    open var largeContentTitle: String?

    /// Whether a long press shows the large content viewer (kept).
    open var showsLargeContentViewer = false

    /// The interactions added to the view (context menus are kept, not shown).
    public private(set) var interactions: [UIInteraction] = []

    /// Adds an interaction (its `view` becomes this view).
    public func addInteraction(_ interaction: UIInteraction) {
        interactions.append(interaction)
        interaction.willMove(to: self)
        interaction.didMove(to: self)
    }

    /// Removes an interaction.
    public func removeInteraction(_ interaction: UIInteraction) {
        guard let i = interactions.firstIndex(where: { $0 === interaction }) else { return }
        interaction.willMove(to: nil)
        interactions.remove(at: i)
        interaction.didMove(to: nil)
    }

    /// How the content fills the bounds (an image view draws its image this way).
    open var contentMode: ContentMode {
        get { (layoutView as? ImageView)?.contentMode ?? storedContentMode }
        set {
            storedContentMode = newValue
            (layoutView as? ImageView)?.contentMode = newValue
        }
    }
    private var storedContentMode = ContentMode.scaleToFill

    /// A view whose drawing masks this one: this view shows only where the mask view draws (its
    /// background, corners, gradient or shape layer, sublayers and subviews; an image view counts
    /// as opaque over its frame), as much as it is opaque there. It is not a subview: set its
    /// frame in this view's bounds coordinates.
    open var mask: UIView? {
        didSet { layoutView.maskView = mask?.layoutView }
    }

    /// The view's trait-change registrations (made on the first).
    var traitRegistry: TraitRegistry?

    /// The gesture recognizers attached through UIKit, kept alive with the view.
    var gestureRecognizerWrappers: [UIGestureRecognizer] = []

    /// The UIKit view standing for a Layout view: its wrapper, or a new one of the matching class.
    static func wrapping(_ view: View) -> UIView {
        if let existing = view.wrapper as? UIView { return existing }
        return UIView.makeWrapper(for: view)
    }

    // MARK: Geometry

    /// The frame in the superview's coordinates. Under constraints, the layout pass sets it.
    open var frame: CGRect {
        get { CGRect(layoutView.frame) }
        set { layoutView.frame = newValue.layout }
    }

    /// The bounds: origin (the scrolled offset, for a scroll view) and size.
    open var bounds: CGRect {
        get { CGRect(layoutView.bounds) }
        set { layoutView.frame.size = newValue.size.layout }
    }

    /// The centre of the frame, in the superview's coordinates.
    open var center: CGPoint {
        get { CGPoint(layoutView.center) }
        set { layoutView.center = newValue.layout }
    }

    /// The insets from the frame to the rectangle constraints align (UIKit's `alignmentRectInsets`,
    /// none by default). Override it, as in UIKit: the engine reads it when the view is made and
    /// again through ``invalidateIntrinsicContentSize()``.
    open var alignmentRectInsets: UIEdgeInsets { UIEdgeInsets(layoutView.alignmentRectInsets) }

    /// The view whose first baseline is this view's `firstBaselineAnchor`: the view itself unless
    /// overridden (a container returns the label inside it).
    open var forFirstBaselineLayout: UIView { UIView.wrapping(layoutView.forFirstBaselineLayout) }

    /// The view whose last baseline is this view's `lastBaselineAnchor`.
    open var forLastBaselineLayout: UIView { UIView.wrapping(layoutView.forLastBaselineLayout) }

    // MARK: What subclasses override

    /// The background colour; nil draws nothing.
    open var backgroundColor: UIColor? {
        get { layoutView.backgroundColor.map(UIColor.init) }
        set {
            if appearanceGate("backgroundColor") { return }
            layoutView.backgroundColor = newValue?.layout
        }
    }

    /// The opacity, 0...1.
    open var alpha: CGFloat {
        get { CGFloat(layoutView.alpha) }
        set { layoutView.alpha = Double(newValue) }
    }

    /// Whether the view (and its subtree) is hidden; a hidden arranged subview leaves its stack.
    open var isHidden: Bool {
        get { layoutView.isHidden }
        set { layoutView.isHidden = newValue }
    }

    /// The transform of the view's drawing about its centre: layout ignores it (as Auto Layout
    /// does); scale and translation are drawn and animate, a rotation is kept but drawn unrotated.
    open var transform: CGAffineTransform {
        get { CGAffineTransform(layoutView.transform) }
        set { layoutView.transform = newValue.layout }
    }

    /// The smallest size that satisfies the view's constraints (`UIView.layoutFittingCompressedSize`)
    /// or the largest (`layoutFittingExpandedSize`). Overridable, as UIKit's.
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        CGSize(layoutView.systemLayoutSizeFitting(targetSize.layout))
    }

    /// The size that satisfies the constraints, with priorities for reaching the target per axis.
    open func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontal: UILayoutPriority,
        verticalFittingPriority vertical: UILayoutPriority
    ) -> CGSize {
        CGSize(
            layoutView.systemLayoutSizeFitting(
                targetSize.layout, withHorizontalFittingPriority: horizontal, verticalFittingPriority: vertical))
    }

    /// Draws the view's own content into the current context (`UIGraphicsGetCurrentContext()`),
    /// over its background and under its subviews. LayoutSim calls it as UIKit does: when the view
    /// is first drawn with a non-empty size, after ``setNeedsDisplay()``, and when its size changes
    /// if its `contentMode` is `.redraw` (other modes stretch or place what was drawn). What is
    /// drawn is recorded as paths, text and images (see ``CGContext``). The default draws nothing.
    ///
    /// - Parameter rect: the area to draw: the view's bounds.
    open func draw(_ rect: CGRect) {}

    /// The appearance properties this view's owner set (appearance proxies leave them alone).
    var appearanceSetByView: Set<String>?

    /// Whether ``draw(_:)`` runs before the view is drawn next.
    var needsDisplay = true
    /// What ``draw(_:)`` recorded, the size the view had then, and the size it was last shown at
    /// (what the Layout view draws is fitted to that size once, not every frame).
    var recordedDrawing: (size: CGSize, commands: [DrawingCommand], shownAt: CGSize)?

    /// Whether the view needs constraints to lay out (kept: every view here is laid out by the engine).
    open class var requiresConstraintBasedLayout: Bool { false }

    /// The tint colour: the view's own, else its superview's, else system blue; desaturated while
    /// the effective ``tintAdjustmentMode`` is `.dimmed`.
    open var tintColor: UIColor! {
        get {
            let tint = undimmedTint
            return layoutView.effectiveTintAdjustmentMode == .dimmed ? UIColor(tint.layout.desaturated) : tint
        }
        set {
            if appearanceGate("tintColor") { return }
            tintStorage = newValue
            layoutView.tintColor = newValue?.layout
            tintColorDidChange()
        }
    }

    /// The tint as set here or above, before any dimming.
    private var undimmedTint: UIColor { tintStorage ?? superview?.undimmedTint ?? .systemBlue }

    /// How the tint is drawn (UIKit's `UIView.TintAdjustmentMode`).
    public typealias TintAdjustmentMode = Layout.TintAdjustmentMode

    /// How the view draws its tint: `.automatic` follows the superview, `.dimmed` desaturates it
    /// (for the view and the subviews that follow it), as UIKit does behind an alert.
    open var tintAdjustmentMode: TintAdjustmentMode {
        get { layoutView.tintAdjustmentMode }
        set {
            layoutView.tintAdjustmentMode = newValue
            tintColorDidChange()
        }
    }

    /// Called when the tint colour changes. The default does nothing.
    open func tintColorDidChange() {}

    /// UIKit's text: `<UIView: 0x…; frame = (0 0; 100 50)>`.
    open var description: String { layoutView.description }

    /// The views this one contains, back to front.
    open var subviews: [UIView] { layoutView.subviews.map(UIView.wrapping) }

    /// Runs the pending passes now (inside `UIView.animate`, the new frames animate).
    open func layoutIfNeeded() { layoutView.layoutIfNeeded() }

    /// Lays out subviews: the default copies the solved frames into them. Override, call super,
    /// then adjust frames.
    open func layoutSubviews() { layoutView.layoutSubviews() }

    /// The update-constraints pass for this view: override to change constraints, and call super last.
    open func updateConstraints() { layoutView.updateConstraints() }

    /// The size the content wants (`UIView.noIntrinsicMetric` in an axis without one). Call
    /// `invalidateIntrinsicContentSize()` when it changes.
    open var intrinsicContentSize: CGSize { CGSize(layoutView.intrinsicContentSize) }

    /// The size that best fits `size`; the default keeps the current size (labels measure their text).
    open func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(layoutView.sizeThatFits(size.layout)) }

    /// Called when the safe-area insets changed. The default does what the Layout view does.
    open func safeAreaInsetsDidChange() { layoutView.safeAreaInsetsDidChange() }

    /// Called when the layout margins changed. The default does nothing.
    open func layoutMarginsDidChange() { layoutView.layoutMarginsDidChange() }

    /// Called before the view moves to another superview (nil when it is removed). The default does nothing.
    open func willMove(toSuperview newSuperview: UIView?) {}

    /// Called after the view moved to another superview. The default does nothing.
    open func didMoveToSuperview() {}

    /// Called after the view entered or left a window. The default does nothing.
    open func didMoveToWindow() {}

    /// Called before the view enters or leaves a window (nil: it leaves), with its superview or as
    /// a window's root view. The default does nothing.
    open func willMove(toWindow newWindow: UIWindow?) {}

    /// Called just after a subview joined this view (added, inserted, or moved here). The default
    /// does nothing.
    open func didAddSubview(_ subview: UIView) { layoutView.didAddSubview(subview.layoutView) }

    /// Called just before a subview leaves this view (removed, or moved elsewhere). The default
    /// does nothing for a plain view; a stack view drops the subview from its arrangement.
    open func willRemoveSubview(_ subview: UIView) { layoutView.willRemoveSubview(subview.layoutView) }

    /// Called when the window's traits changed (a rotation into another size class). The default does nothing.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// The frontmost view at a point (in this view's coordinates) that takes touches: nothing for a
    /// hidden, transparent or non-interactive view or a point outside.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        layoutView.hitTest(point.layout, with: event?.event).map(UIView.wrapping)
    }

    /// Whether a point (in this view's coordinates) is inside the view; the default tests the bounds.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        layoutView.point(inside: point.layout, with: event?.event)
    }

    /// Touches went down in this view. The default does what the view's kind does (a control
    /// tracks them) and passes the rest up the responder chain.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        layoutView.touchesBegan(Set(touches.map(\.touch)), with: event?.event)
    }

    /// Touches moved. The default does what the view's kind does, else passes them up the chain.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        layoutView.touchesMoved(Set(touches.map(\.touch)), with: event?.event)
    }

    /// Touches were lifted. The default does what the view's kind does, else passes them up the chain.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        layoutView.touchesEnded(Set(touches.map(\.touch)), with: event?.event)
    }

    /// Touches were taken over (by a gesture recognizer). The default passes them up the chain.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        layoutView.touchesCancelled(Set(touches.map(\.touch)), with: event?.event)
    }

    /// The next responder: the view's controller if it is a controller's view, else its superview.
    open override var next: UIResponder? {
        if let controller = layoutView.owningViewController?.wrapper as? UIViewController { return controller }
        return superview
    }

    /// Whether the view takes typed text (text fields and editable text views do).
    open override var canBecomeFirstResponder: Bool { layoutView.canBecomeFirstResponder }

    /// Whether the view takes typed text now.
    open override var isFirstResponder: Bool { layoutView.isFirstResponder }

    /// Takes typed text, if the view can.
    @discardableResult
    open override func becomeFirstResponder() -> Bool { layoutView.becomeFirstResponder() }

    /// Stops taking typed text.
    @discardableResult
    open override func resignFirstResponder() -> Bool { layoutView.resignFirstResponder() }

}

/// How a view's content fills its bounds (UIKit's `UIView.ContentMode`).
public typealias UIViewContentMode = ContentMode

/// Whether a view flips for right-to-left languages (UIKit's `UISemanticContentAttribute`).
public typealias UISemanticContentAttribute = SemanticContentAttribute

/// The direction leading and trailing follow (UIKit's `UIUserInterfaceLayoutDirection`).
public typealias UIUserInterfaceLayoutDirection = LayoutDirection

extension UIView {
    /// How a view's content fills its bounds: `.scaleToFill`, `.scaleAspectFit`, `.center`...
    public typealias ContentMode = Layout.ContentMode
    /// Which of a view's margins and size follow its superview's size.
    public typealias AutoresizingMask = Layout.AutoresizingMask
}
