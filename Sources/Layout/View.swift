/// A rectangle in a window that lays out its subviews with constraints (UIKit's `UIView`).
///
/// Subclass it and override ``updateConstraints()``, ``layoutSubviews()`` or
/// ``intrinsicContentSize`` as in UIKit. Views made in code translate their autoresizing mask into
/// constraints until `translatesAutoresizingMaskIntoConstraints` is set to false.
///
/// ```swift
/// let logo = ImageView(image: Image(name: "apple.jpg", size: Size(width: 240, height: 160)))
/// logo.translatesAutoresizingMaskIntoConstraints = false
/// view.addSubview(logo)
/// ```
@MainActor
open class View: LayoutItem, @MainActor CustomStringConvertible {
    /// Spacing between sibling views in standard-spacing constraints (`-` in VFL, system spacing anchors).
    nonisolated public static let standardSpacing = 8.0
    /// The value of an axis of ``intrinsicContentSize`` that has no intrinsic size.
    nonisolated public static let noIntrinsicMetric = -1.0

    /// Makes a view with a frame (zero by default).
    public init(frame: Rect = .zero) {
        frameStorage = frame
        super.init()
    }

    // MARK: Geometry

    var frameStorage: Rect
    /// The solver's exact origin minus the frame's, left by rounding to the window's pixel grid
    /// (`PixelGrid`): the subviews round their exact offsets plus this. Zero for a frame set by hand.
    var pixelResidue = Point.zero

    /// The view's rectangle in its superview's coordinates. Setting it on a view that translates its
    /// autoresizing mask updates those constraints; on other views the next layout pass overrides it.
    public var frame: Rect {
        get { frameStorage }
        set {
            let oldSize = frameStorage.size, sizeChanged = newValue.size != oldSize
            noteFrameChange(from: frameStorage, to: newValue)
            frameStorage = newValue
            pixelResidue = .zero
            engineFrameStale = true  // the superview's next layout puts the solved frame back
            if sizeChanged { setNeedsLayout() }
            // The engine holds a root's frame whatever its mask; other views only while they translate it.
            if let engine = engineIfAny {
                if translatesAutoresizingMaskIntoConstraints || engine.root === self { engine.autoresizingChanged(self) }
            } else if sizeChanged {
                resizeSubviews(withOldSize: oldSize)
            }
        }
    }

    var boundsOrigin: Point { .zero }

    /// Insets from the frame to the alignment rectangle, which constraints act on.
    public var alignmentRectInsets: EdgeInsets = .zero {
        didSet { engineIfAny?.alignmentInsetsChanged(self) }
    }

    // MARK: Appearance

    /// The fill colour, or nil for none. Inside an animation block the change animates.
    public var backgroundColor: Color? {
        didSet {
            if backgroundColor != oldValue {
                AnimationRecording.current?.recordBackground(self, from: presentationBackground ?? oldValue, to: backgroundColor)
            }
        }
    }
    /// Opacity, 0...1: values outside are clamped as UIKit clamps them (NaN counts as 0). Inside an
    /// animation block the change animates.
    public var alpha = 1.0 {
        didSet {
            alpha = View.clampedAlpha(alpha)
            if alpha != oldValue { AnimationRecording.current?.recordAlpha(self, from: presentationAlpha ?? oldValue, to: alpha) }
        }
    }

    /// The transform of the view's drawing about its centre (UIKit's `transform`): layout ignores
    /// it; inside an animation block a change animates.
    public var transform = Transform.identity {
        didSet {
            guard transform != oldValue, let recorder = AnimationRecording.current else { return }
            recorder.recordTransform(self, from: presentationTransform ?? oldValue, to: transform)
        }
    }
    /// Whether the view (and its subtree) is hidden. Hidden views still take part in layout, except
    /// arranged views of a stack view, which collapse.
    public var isHidden = false {
        didSet { if isHidden != oldValue { superview?.visibilityChanged(ofSubview: self) } }
    }
    /// A subview was hidden or shown. The default does nothing; a stack view rearranges.
    func visibilityChanged(ofSubview subview: View) {}
    /// A subview's intrinsic content size was invalidated (UIKit's
    /// `_intrinsicContentSizeInvalidatedForChildView:`). The default does nothing; a stack view
    /// rebuilds what depends on its arranged views' content.
    func intrinsicContentSizeInvalidated(forSubview subview: View) {}
    /// Whether drawing of subviews is clipped to the bounds (and touches outside them miss the subviews).
    public var clipsToBounds = false
    /// Whether touches reach the view and its subviews (UIKit: false for labels and image views).
    public var isUserInteractionEnabled = true
    /// The gesture recognizers attached to the view, in the order added.
    public internal(set) var gestureRecognizers: [GestureRecognizer] = []
    /// The border, corners, shadow and layers, made when one is first set: most views keep the defaults.
    var layerStyle: LayerStyle?
    /// What an animation draws instead of the model values, made when an animation first sets it.
    var presentation: PresentationState?

    /// An integer to find the view by.
    public var tag = 0
    /// The view's name in logs, dumps and scene files.
    public var accessibilityIdentifier: String?

    /// The class name UIKit would print for this view (`UIView`, `UILabel`, ...).
    open var className: String { "UIView" }

    /// The ``accessibilityIdentifier``, or `ClassName` with the tag.
    public override var layoutName: String {
        accessibilityIdentifier ?? (tag != 0 ? "\(className)#\(tag)" : className)
    }

    /// `<UIView name; frame = (x y; w h)>`.
    public var description: String { "<\(className) \(layoutName); frame = \(frame)>" }

    // MARK: Layout direction and margins

    /// How the view chooses its layout direction.
    public var semanticContentAttribute: SemanticContentAttribute = .unspecified {
        didSet {
            forEachInSubtree { $0.directionCache = nil }
            engineIfAny?.layoutDirectionChanged(under: self)
        }
    }

    @exclusivity(unchecked) var directionCache: LayoutDirection?

    /// The margins set in left/right terms (``layoutMargins``; View+Margins.swift).
    var marginsStorage = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    /// Margins set with leading and trailing: kept as given, resolved when read.
    var directionalMarginsStorage: DirectionalEdgeInsets?
    /// Whether ``layoutMargins`` still has its default (a root view then takes the system minimum).
    var marginsAreDefault = true
    /// The measurer text in a tree in no window is measured with, set on the tree's root by
    /// whoever prepares it for a window (a table measuring a cell before the cell joins it), so it
    /// measures as it will there. See ``textMeasurer``.
    package var detachedTextMeasurer: TextMeasurer?

    /// Called when the margins change (set, or moved by the safe area or the superview's margins);
    /// the default does nothing. UIKit's `layoutMarginsDidChange()`.
    open func layoutMarginsDidChange() {}

    /// Whether the layout margins are measured from the safe area (UIKit's default, true): the
    /// margins guide is inset by the safe-area insets plus the margins.
    public var insetsLayoutMarginsFromSafeArea = true {
        didSet { if insetsLayoutMarginsFromSafeArea != oldValue { engineIfAny?.marginsChanged(self) } }
    }

    /// Whether the margins guide narrows to a readable line (``readableWidth``), centred between
    /// the margins, where the view is wider (UIKit's `layoutMarginsFollowReadableWidth`; false by
    /// default): content pinned to the margins of a wide iPad screen keeps to a readable column.
    /// ``layoutMargins`` keeps its values; only the guide follows.
    public var layoutMarginsFollowReadableWidth = false {
        didSet { if layoutMarginsFollowReadableWidth != oldValue { engineIfAny?.marginsChanged(self) } }
    }

    /// Whether this view's margins are at least its superview's where the two overlap (false by default).
    @exclusivity(unchecked) public var preservesSuperviewLayoutMargins = false {
        didSet { if preservesSuperviewLayoutMargins != oldValue { updateSafeAreaInsets(force: true) } }
    }
    /// The superview's margins reaching into this view, when ``preservesSuperviewLayoutMargins``.
    var preservedMargins = EdgeInsets.zero

    /// The insets of the safe area: how far the window's unsafe strips (status bar, sensor housing,
    /// home indicator) and the controller's `additionalSafeAreaInsets` reach into this view. Updated
    /// by the layout pass, as in UIKit.
    @exclusivity(unchecked) public internal(set) var safeAreaInsets = EdgeInsets.zero

    /// Called when ``safeAreaInsets`` change (UIKit's `safeAreaInsetsDidChange()`); the default does nothing.
    open func safeAreaInsetsDidChange() {}

    /// The guides, made on first use (View+Guides.swift).
    var readableGuideStorage: LayoutGuide?
    var marginsGuideStorage: LayoutGuide?
    var safeAreaGuideStorage: LayoutGuide?
    var keyboardGuideStorage: KeyboardLayoutGuide?
    /// The guides added with ``addLayoutGuide(_:)``.
    public internal(set) var layoutGuides: [LayoutGuide] = []

    // MARK: Constraint participation

    /// Whether the view's frame and autoresizing mask become constraints (true for views made in code).
    public var translatesAutoresizingMaskIntoConstraints = true {
        didSet {
            guard oldValue != translatesAutoresizingMaskIntoConstraints else { return }
            engineIfAny?.autoresizingChanged(self)
        }
    }

    /// How the view follows its superview's size when it translates its autoresizing mask.
    public var autoresizingMask: AutoresizingMask = [] {
        didSet { if translatesAutoresizingMaskIntoConstraints { engineIfAny?.autoresizingChanged(self) } }
    }

    /// Whether subviews follow this view's size by their autoresizing masks (UIKit's
    /// `autoresizesSubviews`, true by default). When false, each subview that translates its mask
    /// keeps its frame as this view resizes, as if its mask were empty.
    public var autoresizesSubviews = true {
        didSet {
            guard oldValue != autoresizesSubviews, let engine = engineIfAny else { return }
            for sub in subviews where sub.translatesAutoresizingMaskIntoConstraints { engine.autoresizingChanged(sub) }
        }
    }

    /// The constraints installed on this view (those whose nearest common ancestor it is), in the
    /// order they were installed.
    public var constraints: [LayoutConstraint] { constraintSlots.elements }

    // `@exclusivity(unchecked)` on hot stored properties: see LayoutItem.
    /// The installed constraints, in install order (each knows its `slotIndex`).
    @exclusivity(unchecked) var constraintSlots = SlotList<LayoutConstraint>()
    /// The engine of this view's hierarchy, set when the engine adopts the view.
    @exclusivity(unchecked) weak var engineCache: LayoutEngine?

    /// This view.
    public override var owningView: View? { self }

    // MARK: Hierarchy storage

    /// The view that contains this one (nil once that view is deallocated, as in UIKit).
    // Unowned, not weak (see `Liveness`): the superview holds this view, and clears this when it
    // removes the view or is deallocated.
    @exclusivity(unchecked) public internal(set) unowned var superview: View? {
        didSet { retainedWrapper = superview == nil ? nil : wrapperReference }
    }
    /// The view's stand-in in another module (see ``wrapper``), held weakly.
    weak var wrapperReference: (any ViewWrapping)?
    /// The stand-in again, held strongly while the view has a superview.
    var retainedWrapper: (any ViewWrapping)?
    /// The views this one contains, back to front.
    @exclusivity(unchecked) public internal(set) var subviews: [View] = [] {
        didSet { subviewIndexCache = nil }
    }
    /// The engine, when this view is the root of a hierarchy that has been laid out.
    var ownedEngine: LayoutEngine?

    /// The addresses UIKit-style texts print for this hierarchy (kept by its root view, so a
    /// constraint prints the same address before and after layout).
    var addressBook: AddressBook {
        let root = rootView
        if let book = root.addressBookStorage { return book }
        let book = AddressBook()
        root.addressBookStorage = book
        return book
    }
    private var addressBookStorage: AddressBook?

    isolated deinit {
        // Released at once, a tree would release itself recursively, a stack frame per level (a
        // 100,000-deep chain overflows the stack). The subviews that die with this view are taken
        // apart here, in a loop; one that something else still holds keeps its subtree.
        //
        // What points back at this view without a weak reference is cleared first: the constraints
        // installed here (one the caller still holds is inactive, and out of the engine, which goes
        // with this hierarchy, so that activating it again in another one installs it) and, in the
        // loop, the superview of each subview, whose superview dies or is taken apart.
        for case let c? in constraintSlots.slots {
            c.installedOn = nil
            c.leaveEngine()
        }
        var dying = subviews
        subviews = []
        while var v = dying.popLast() {
            v.superview = nil
            // A subview's stand-in lived because the subview was in this tree (see `wrapper`).
            v.retainedWrapper = nil
            guard isKnownUniquelyReferenced(&v) else {
                v.outliveSuperview()
                continue
            }
            dying.append(contentsOf: v.subviews)
            v.subviews = []
        }
    }
    /// The window hosting this hierarchy, when this is a window's root view.
    weak var hostWindow: Window?
    /// The controller whose view this is, if any (its hooks run in the passes).
    package weak var owningViewController: ViewController? { didSet { isControllerView = owningViewController != nil } }
    /// Whether a controller owns the view: read in the layout pass without a weak load.
    @exclusivity(unchecked) private(set) var isControllerView = false

    // MARK: Pass flags

    /// Set through ``setNeedsUpdateConstraints()`` (and for a new view): the update pass calls
    /// ``updateConstraints()``. Read only; marking goes through `markPending`.
    var needsUpdateConstraintsFlag = true
    /// Set through ``setNeedsLayout()`` (and for a new view): the layout pass calls ``layoutSubviews()``.
    @exclusivity(unchecked) var needsLayoutFlag = true
    /// Whether the frame may differ from the solved one: the solver moved the view's rectangle, or
    /// someone set its frame, since its superview last copied the solved frame into it.
    @exclusivity(unchecked) var engineFrameStale = true
    /// Pending work below this view, per pass: the subviews whose subtree has a flag set (View+Passes.swift).
    @exclusivity(unchecked) var pendingUpdate = PendingChildren()
    @exclusivity(unchecked) var pendingLayout = PendingChildren()
    /// Where each subview sits in ``subviews``, built when a pass needs to order many pending
    /// subviews and dropped when ``subviews`` changes.
    var subviewIndexCache: [ObjectIdentifier: Int]?

    /// The baseline of the first line of text (the top edge for views without text).
    public var firstBaselineAnchor: YAxisAnchor { YAxisAnchor(self, .firstBaseline) }
    /// The baseline of the last line of text (the bottom edge for views without text).
    public var lastBaselineAnchor: YAxisAnchor { YAxisAnchor(self, .lastBaseline) }
    /// The leading edge inset by the layout margin.
    public var layoutMarginsLeadingAnchor: XAxisAnchor { layoutMarginsGuide.leadingAnchor }

    // MARK: Overridable layout hooks

    /// Updates the view's constraints; runs bottom-up (subviews before superviews) in the update
    /// pass for views that called ``setNeedsUpdateConstraints()``. Overrides must call super last.
    open func updateConstraints() {
        // UIKit's base implementation does nothing visible.
    }

    /// Called just after a subview joined this view (added, inserted, or moved here from another
    /// view); UIKit's `didAddSubview(_:)`. The default does nothing.
    open func didAddSubview(_ subview: View) {}

    /// Called before the view (with its superview, or as a window's root view) enters or leaves a
    /// window (nil: it leaves); UIKit's `willMove(toWindow:)`. The default does nothing.
    open func willMove(toWindow newWindow: Window?) {}

    /// Called just before a subview leaves this view (removed, or moved elsewhere); UIKit's
    /// `willRemoveSubview(_:)`. The default does nothing; a stack view drops the view from its arrangement.
    open func willRemoveSubview(_ subview: View) {}

    /// Called before the view moves to another superview (nil when it is removed); UIKit's
    /// `willMove(toSuperview:)`. The default does nothing.
    open func willMove(toSuperview newSuperview: View?) {}

    /// Called after the view moved to another superview or was removed; UIKit's `didMoveToSuperview()`.
    /// The default does nothing.
    open func didMoveToSuperview() {}

    /// Called after the view entered or left a window (with its superview, or as a window's root
    /// view); UIKit's `didMoveToWindow()`. The default does nothing.
    open func didMoveToWindow() {}

    /// The window's traits (size classes, scale), or unspecified ones outside a window.
    public var traitCollection: TraitCollection { window?.traitCollection ?? TraitCollection() }

    /// Called when the window's traits changed (a rotation into another size class); UIKit's
    /// `traitCollectionDidChange(_:)`. The default does nothing.
    ///
    /// - Parameter previousTraitCollection: the traits before the change.
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

    /// Lays out subviews: copies each subview's solved frame into it, rounded to the window's pixel
    /// grid (``Window/displayScale``) as UIKit rounds it. Runs top-down. Overrides call
    /// super (possibly twice, as in the multi-line label recipe) and may then adjust frames.
    /// Subviews whose solved rectangle did not move, and whose frame nobody set since, are skipped
    /// (their frame already is the solved one): a large view's layout after a change reads only
    /// what moved.
    open func layoutSubviews() {
        guard let engine = engineIfAny else { return }
        let grid = engine.pixelGrid
        for s in subviews where s.engineFrameStale && engine.hasVariables(s) {
            s.engineFrameStale = false
            s.setFrameFromEngine(engine.frame(of: s), grid: grid, offset: pixelResidue)
        }
    }

    /// The size the view's content wants, per axis (``View/noIntrinsicMetric`` where it has none).
    /// Call ``invalidateIntrinsicContentSize()`` when it changes.
    open var intrinsicContentSize: Size { Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric) }

    /// A size that replaces the measured ``intrinsicContentSize`` on the axes it gives, nil keeping
    /// the measured value on the other (Interface Builder's "Intrinsic Size: Placeholder", which
    /// LayoutSim also uses for the content sizes a storyboard stored; scenes' `intrinsicSize`).
    public var placeholderIntrinsicSize: (width: Double?, height: Double?) = (nil, nil) {
        didSet { invalidateIntrinsicContentSize() }
    }

    /// The intrinsic size layout uses: ``intrinsicContentSize`` with ``placeholderIntrinsicSize`` applied.
    public var effectiveIntrinsicContentSize: Size {
        let measured = dispatchedIntrinsicContentSize
        return Size(width: placeholderIntrinsicSize.width ?? measured.width, height: placeholderIntrinsicSize.height ?? measured.height)
    }

    /// The size that best fits `size` (UIKit's `sizeThatFits(_:)`): a plain view keeps its own size;
    /// labels, buttons and image views return their content's size (a multi-line label wrapped at
    /// `size.width`).
    open func sizeThatFits(_ size: Size) -> Size {
        let own = effectiveIntrinsicContentSize
        return Size(
            width: own.width == View.noIntrinsicMetric ? frame.width : own.width,
            height: own.height == View.noIntrinsicMetric ? frame.height : own.height)
    }

    /// Resizes the view to ``sizeThatFits(_:)`` of its current size, keeping its origin (UIKit's `sizeToFit()`).
    public func sizeToFit() {
        let fitted = dispatchSizeThatFits(frame.size)
        frame = Rect(x: frame.x, y: frame.y, width: fitted.width, height: fitted.height)
    }

    /// The view whose first baseline is this view's `firstBaselineAnchor` (UIKit's
    /// `forFirstBaselineLayout`): the view itself by default; a container returns a subview (its
    /// title label, say) so that constraints to its baseline reach the text inside it.
    open var forFirstBaselineLayout: View { self }

    /// The view whose last baseline is this view's `lastBaselineAnchor` (UIKit's `forLastBaselineLayout`).
    open var forLastBaselineLayout: View { self }

    /// The distance from the top of the alignment rectangle to the first baseline; nil for views without text.
    open var firstBaselineOffsetFromTop: Double? { nil }

    /// The distance from the last baseline to the bottom of the alignment rectangle; nil for views without text.
    open var lastBaselineOffsetFromBottom: Double? { nil }

    /// Where both baselines sit from the vertical centre, for a view that centres its one line of
    /// text whatever its height (a text field): the engine then holds the baselines to the centre,
    /// so they follow the height layout gives. Nil for the others, whose baselines keep their
    /// offsets from the top and bottom.
    var baselineOffsetFromCenter: Double? { nil }

    /// Guides the view makes for itself (a scroll view's content and frame guides).
    var ownGuides: [LayoutGuide] { [] }

    // MARK: Touches (the defaults are in View+Touches.swift)

    /// The next responder: the view's controller, else its superview.
    open var next: Responder? { defaultNextResponder }

    /// Touches went down in the view; the default passes them to ``next``.
    open func touchesBegan(_ touches: Set<Touch>, with event: Event?) { next?.dispatchTouches(.began, touches, with: event) }

    /// Touches moved; the default passes them to ``next``.
    open func touchesMoved(_ touches: Set<Touch>, with event: Event?) { next?.dispatchTouches(.moved, touches, with: event) }

    /// Touches were lifted; the default passes them to ``next``.
    open func touchesEnded(_ touches: Set<Touch>, with event: Event?) { next?.dispatchTouches(.ended, touches, with: event) }

    /// Touches were taken over; the default passes them to ``next``.
    open func touchesCancelled(_ touches: Set<Touch>, with event: Event?) { next?.dispatchTouches(.cancelled, touches, with: event) }

    /// The farthest descendant of the view (or the view) that contains `point`, in this view's
    /// coordinates; nil when the point is outside, or the view is hidden, transparent (alpha below
    /// 0.01) or not interactive. Subviews are asked frontmost first.
    ///
    /// - Parameters:
    ///   - point: a point in the view's coordinates.
    ///   - event: the event being delivered, if any.
    open func hitTest(_ point: Point, with event: Event?) -> View? { defaultHitTest(point, with: event) }

    /// Whether the view can take the keyboard (text fields can); false by default.
    open var canBecomeFirstResponder: Bool { false }

    /// Asked as the view is about to become the first responder, after ``canBecomeFirstResponder``:
    /// a text field asks its delegate (`textFieldShouldBeginEditing`). True by default.
    open var agreesToBecomeFirstResponder: Bool { true }

    /// Whether the view may stop being the first responder now (UIKit's `canResignFirstResponder`;
    /// a text field asks its delegate, `textFieldShouldEndEditing`). True by default.
    open var canResignFirstResponder: Bool { true }

    /// Called after the view became its window's first responder; the default does nothing.
    open func didBecomeFirstResponder() {}

    /// Called after the view stopped being the first responder; the default does nothing.
    open func didResignFirstResponder() {}

    /// Whether `point` (in the view's coordinates) is inside its bounds.
    ///
    /// - Parameters:
    ///   - point: a point in the view's coordinates.
    ///   - event: the event being delivered, if any.
    open func point(inside point: Point, with event: Event?) -> Bool { bounds.contains(point) }

    // MARK: Hugging and compression resistance storage

    var huggingPriorities: (horizontal: LayoutPriority, vertical: LayoutPriority) = (.defaultLow, .defaultLow)
    var compressionPriorities: (horizontal: LayoutPriority, vertical: LayoutPriority) = (.defaultHigh, .defaultHigh)
}
