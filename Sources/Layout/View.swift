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

    /// The view's own coordinate space: origin (0, 0) (a scroll view's is its content offset) and the frame's size.
    public var bounds: Rect { Rect(origin: boundsOrigin, size: frame.size) }

    var boundsOrigin: Point { .zero }

    /// The centre of the frame, in the superview's coordinates.
    public var center: Point {
        get { Point(x: frame.midX, y: frame.midY) }
        set { frame.origin = Point(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }

    /// Insets from the frame to the alignment rectangle, which constraints act on.
    public var alignmentRectInsets: EdgeInsets = .zero {
        didSet { engineIfAny?.alignmentInsetsChanged(self) }
    }

    /// The alignment rectangle for a frame: the frame inset by ``alignmentRectInsets``.
    public func alignmentRect(forFrame frame: Rect) -> Rect { frame.inset(by: alignmentRectInsets) }

    /// The frame for an alignment rectangle: the inverse of ``alignmentRect(forFrame:)``.
    public func frame(forAlignmentRect rect: Rect) -> Rect {
        let i = alignmentRectInsets
        return Rect(
            x: rect.x - i.left, y: rect.y - i.top, width: rect.width + i.left + i.right,
            height: rect.height + i.top + i.bottom)
    }

    /// The frame in window coordinates (unscrolled: scroll offsets apply when drawing).
    public var frameInWindow: Rect { frameInWindow(presentation: false, scrolled: false) }

    /// The view's rectangle in its window: its frame moved by each ancestor's origin. The one place
    /// that walks up to the window.
    ///
    /// - Parameters:
    ///   - presentation: take presentation frames (what is drawn mid-animation) where views have them.
    ///   - scrolled: subtract scroll views' content offsets (where the view is on screen); without it
    ///     the rectangle is in unscrolled layout coordinates.
    public func frameInWindow(presentation: Bool, scrolled: Bool) -> Rect {
        func shown(_ v: View) -> Rect { presentation ? v.presentationFrame ?? v.frame : v.frame }
        var r = shown(self)
        var v = superview
        while let s = v {
            let f = shown(s)
            let offset = scrolled ? s.boundsOrigin : .zero
            r = r.offsetBy(dx: f.x - offset.x, dy: f.y - offset.y)
            v = s.superview
        }
        return r
    }

    /// Calls `body` with every view of the subtree (this one first, parents before children) and its
    /// rectangle in the window, as ``frameInWindow(presentation:scrolled:)`` gives it, in one walk:
    /// linear in the subtree's size however deep it is.
    public func forEachFrameInWindow(presentation: Bool, scrolled: Bool, _ body: (View, Rect) -> Void) {
        func shown(_ v: View) -> Rect { presentation ? v.presentationFrame ?? v.frame : v.frame }
        let own = frameInWindow(presentation: presentation, scrolled: scrolled)
        var stack: [(View, Rect)] = [(self, own)]
        while let (v, r) = stack.popLast() {
            body(v, r)
            let offset = scrolled ? v.boundsOrigin : .zero
            for child in v.subviews.reversed() {
                let f = shown(child)
                stack.append((child, f.offsetBy(dx: r.x - offset.x, dy: r.y - offset.y)))
            }
        }
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

    /// An alpha within 0...1 (NaN is 0).
    static func clampedAlpha(_ a: Double) -> Double { a.isNaN ? 0 : min(max(a, 0), 1) }

    /// What is drawn while an animation runs (nil: the model value). Set by the animation driver.
    public var presentationFrame: Rect? {
        get { presentation?.frame }
        set { presentation.box(making: newValue != nil)?.frame = newValue }
    }
    /// The alpha drawn while an animation runs (nil: ``alpha``), clamped to 0...1 like ``alpha``
    /// (a spring overshoots its target, the drawn opacity does not).
    public var presentationAlpha: Double? {
        get { presentation?.alpha }
        set { presentation.box(making: newValue != nil)?.alpha = newValue.map(View.clampedAlpha) }
    }
    /// The background drawn while an animation runs (nil: ``backgroundColor``).
    public var presentationBackground: Color? {
        get { presentation?.background }
        set { presentation.box(making: newValue != nil)?.background = newValue }
    }

    /// The transform of the view's drawing about its centre (UIKit's `transform`): layout ignores
    /// it; inside an animation block a change animates.
    public var transform = Transform.identity {
        didSet {
            guard transform != oldValue, let recorder = AnimationRecording.current else { return }
            recorder.recordTransform(self, from: presentationTransform ?? oldValue, to: transform)
        }
    }
    /// The transform being drawn while an animation runs (nil when it is ``transform``).
    public var presentationTransform: Transform? {
        get { presentation?.transform }
        set { presentation.box(making: newValue != nil)?.transform = newValue }
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
    /// The border width in points (UIKit's `layer.borderWidth`).
    public var borderWidth: Double {
        get { layerStyle?.borderWidth ?? 0 }
        set { layerStyle.box(making: true)?.borderWidth = newValue }
    }
    /// The border colour (UIKit's `layer.borderColor`).
    public var borderColor: Color? {
        get { layerStyle?.borderColor }
        set { layerStyle.box(making: true)?.borderColor = newValue }
    }
    /// The corner radius in points (UIKit's `layer.cornerRadius`).
    public var cornerRadius: Double {
        get { layerStyle?.cornerRadius ?? 0 }
        set { layerStyle.box(making: true)?.cornerRadius = newValue }
    }
    /// The shadow's colour (UIKit's `layer.shadowColor`: black).
    public var shadowColor: Color? {
        get { layerStyle.map(\.shadowColor) ?? LayerStyle.defaultShadowColor }
        set { layerStyle.box(making: true)?.shadowColor = newValue }
    }
    /// The shadow's opacity, 0...1 (UIKit's `layer.shadowOpacity`: 0, no shadow).
    public var shadowOpacity: Double {
        get { layerStyle?.shadowOpacity ?? 0 }
        set { layerStyle.box(making: true)?.shadowOpacity = newValue }
    }
    /// How far the shadow is moved (UIKit's `layer.shadowOffset`: 3 points up).
    public var shadowOffset: Size {
        get { layerStyle?.shadowOffset ?? LayerStyle.defaultShadowOffset }
        set { layerStyle.box(making: true)?.shadowOffset = newValue }
    }
    /// How far the shadow is blurred, in points (UIKit's `layer.shadowRadius`: 3).
    public var shadowRadius: Double {
        get { layerStyle?.shadowRadius ?? LayerStyle.defaultShadowRadius }
        set { layerStyle.box(making: true)?.shadowRadius = newValue }
    }
    /// The shape that casts the shadow, in the view's bounds coordinates (`layer.shadowPath`): a
    /// rounded rectangle (an oval is one with a radius of half its shorter side). With a path, the
    /// view casts its shadow whatever its background; without, a view casts one only behind its
    /// background, in its own rounded shape.
    public var shadowPath: (rect: Rect, cornerRadius: Double)? {
        get { layerStyle?.shadowPath }
        set { layerStyle.box(making: true)?.shadowPath = newValue }
    }
    /// The border, corners, shadow and layers, made when one is first set: most views keep the defaults.
    var layerStyle: LayerStyle?
    /// What an animation draws instead of the model values, made when an animation first sets it.
    private var presentation: PresentationState?

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

    /// The direction that resolves leading and trailing for this view (cached; the cache is cleared
    /// when the view moves or a semantic content attribute above it changes).
    public var effectiveUserInterfaceLayoutDirection: LayoutDirection {
        if let cached = directionCache { return cached }
        let direction: LayoutDirection
        switch semanticContentAttribute {
        case .forceLeftToRight, .playback, .spatial: direction = .leftToRight
        case .forceRightToLeft: direction = .rightToLeft
        case .unspecified: direction = superview?.effectiveUserInterfaceLayoutDirection ?? .leftToRight
        }
        directionCache = direction
        return direction
    }

    @exclusivity(unchecked) var directionCache: LayoutDirection?

    /// The margins inside the view (8 on each side by default), in absolute left/right terms. Margins
    /// set through ``directionalLayoutMargins`` resolve against the direction the view is in now.
    public var layoutMargins: EdgeInsets {
        get { directionalMarginsStorage.map { resolved($0) } ?? marginsStorage }
        set {
            marginsStorage = newValue
            directionalMarginsStorage = nil
            marginsDidChange()
        }
    }
    private var marginsStorage = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    /// Margins set with leading and trailing: kept as given, resolved when read.
    private var directionalMarginsStorage: DirectionalEdgeInsets?
    /// Whether ``layoutMargins`` still has its default (a root view then takes the system minimum).
    var marginsAreDefault = true

    /// The margins with leading and trailing. Set this way, they follow the view's layout direction,
    /// also when it changes later (a view set up and then moved into a right-to-left hierarchy).
    public var directionalLayoutMargins: DirectionalEdgeInsets {
        get {
            if let d = directionalMarginsStorage { return d }
            let m = marginsStorage
            return effectiveUserInterfaceLayoutDirection == .leftToRight
                ? DirectionalEdgeInsets(top: m.top, leading: m.left, bottom: m.bottom, trailing: m.right)
                : DirectionalEdgeInsets(top: m.top, leading: m.right, bottom: m.bottom, trailing: m.left)
        }
        set {
            directionalMarginsStorage = newValue
            marginsDidChange()
        }
    }

    /// Directional insets in absolute left/right terms, for the direction the view is in now.
    public func resolved(_ d: DirectionalEdgeInsets) -> EdgeInsets {
        effectiveUserInterfaceLayoutDirection == .leftToRight
            ? EdgeInsets(top: d.top, left: d.leading, bottom: d.bottom, right: d.trailing)
            : EdgeInsets(top: d.top, left: d.trailing, bottom: d.bottom, right: d.leading)
    }

    private func marginsDidChange() {
        marginsAreDefault = false
        engineIfAny?.marginsChanged(self)
        dispatchLayoutMarginsDidChange()
        setNeedsLayout()  // subviews that preserve these margins follow in the pass
    }

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

    /// A guide inset from the view's edges by its layout margins (made on first use).
    public var layoutMarginsGuide: LayoutGuide {
        if let g = marginsGuideStorage { return g }
        let g = LayoutGuide(kind: .margins, identifier: "UIViewLayoutMarginsGuide", owner: self)
        marginsGuideStorage = g
        return g
    }
    /// A guide for the safe area: the view inset by ``safeAreaInsets`` (the whole view in a window
    /// with a plain size; made on first use).
    public var safeAreaLayoutGuide: LayoutGuide {
        if let g = safeAreaGuideStorage { return g }
        let g = LayoutGuide(kind: .safeArea, identifier: "UIViewSafeAreaLayoutGuide", owner: self)
        safeAreaGuideStorage = g
        return g
    }
    /// UIKit's `readableContentGuide`: the margins guide narrowed to a readable line length
    /// (``readableWidth``) and centred in it, never wider than the margins (made on first use).
    public var readableContentGuide: LayoutGuide {
        if let g = readableGuideStorage { return g }
        let g = LayoutGuide(kind: .readableContent, identifier: "UIViewReadableContentGuide", owner: self)
        readableGuideStorage = g
        return g
    }
    /// UIKit's `keyboardLayoutGuide` (iOS 15): the keyboard's place (made on first use). LayoutSim
    /// shows no keyboard, so the guide is where UIKit puts it while the keyboard is offscreen: the
    /// strip under the safe area, from its bottom to the view's, as wide as the view (0 pt tall at
    /// the view's bottom when ``KeyboardLayoutGuide/usesBottomSafeArea`` is false).
    ///
    /// ```swift
    /// sendButton.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -8)
    /// ```
    public var keyboardLayoutGuide: KeyboardLayoutGuide {
        if let g = keyboardGuideStorage { return g }
        let g = KeyboardLayoutGuide(owner: self)
        keyboardGuideStorage = g
        return g
    }
    /// The readable line length at the default text size (UIKit's `UIContentSizeCategory.large`): 672 points.
    nonisolated public static let readableWidth = 672.0
    private var readableGuideStorage: LayoutGuide?
    private var marginsGuideStorage: LayoutGuide?
    private var safeAreaGuideStorage: LayoutGuide?
    private var keyboardGuideStorage: KeyboardLayoutGuide?
    /// The keyboard guide if it has been made.
    var keyboardGuideIfMade: KeyboardLayoutGuide? { keyboardGuideStorage }
    /// The safe-area guide if it has been made (asking ``safeAreaLayoutGuide`` makes it).
    var safeAreaGuideIfMade: LayoutGuide? { safeAreaGuideStorage }
    /// The margins guide if it has been made.
    var marginsGuideIfMade: LayoutGuide? { marginsGuideStorage }

    /// Calls `body` on every guide of the view that exists: its margins, safe-area, readable and
    /// keyboard guides once used, the guides it owns (a scroll view's) and those added with
    /// ``addLayoutGuide(_:)``. (A walk, not a list: it runs for each view of a subtree that leaves.)
    func forEachExistingGuide(_ body: (LayoutGuide) -> Void) {
        if let guide = marginsGuideStorage { body(guide) }
        if let guide = safeAreaGuideStorage { body(guide) }
        if let guide = readableGuideStorage { body(guide) }
        if let guide = keyboardGuideStorage { body(guide) }
        for guide in ownGuides { body(guide) }
        for guide in layoutGuides { body(guide) }
    }

    /// Calls `body` on every constraint the engine made for the view and for its existing guides
    /// (``LayoutItem/engineMade``).
    func forEachEngineMade(_ body: (LayoutConstraint) -> Void) {
        engineMade.forEach(body)
        forEachExistingGuide { $0.engineMade.forEach(body) }
    }

    /// The guides added with ``addLayoutGuide(_:)``.
    public private(set) var layoutGuides: [LayoutGuide] = []

    /// Adds a guide owned by this view.
    public func addLayoutGuide(_ guide: LayoutGuide) {
        guard !layoutGuides.contains(where: { $0 === guide }) else { return }
        guide.owningView?.removeLayoutGuide(guide)
        guide.owningViewStorage = self
        layoutGuides.append(guide)
    }

    /// Removes a guide, deactivating the constraints that use it.
    public func removeLayoutGuide(_ guide: LayoutGuide) {
        guard let i = layoutGuides.firstIndex(where: { $0 === guide }) else { return }
        for c in allInstalledConstraints(touching: { $0 === guide }) { c.deactivate() }
        engineIfAny?.forget(guide)
        layoutGuides.remove(at: i)
        guide.owningViewStorage = nil
    }

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
