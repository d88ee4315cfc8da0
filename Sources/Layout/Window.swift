/// A window: hosts a view controller's view, holds it to the window size with
/// `UIView-Encapsulated-Layout-Width/Height` constraints, and runs the layout passes.
///
/// ```swift
/// let window = Window(size: Size(width: 568, height: 320))
/// window.rootViewController = LogoViewController()
/// window.layoutIfNeeded()
/// window.frames["logoImageView"]   // (0 0; 568 160)
/// ```
@MainActor
public final class Window {
    /// Storage for the Animation module's driver (Layout knows nothing of animation).
    public var animationStorage: AnyObject?
    /// The object standing for this window in the UIKit module (its `UIWindow`), held weakly.
    package weak var wrapper: AnyObject?
    /// The touch in progress and its recognizers.
    var touchState = TouchState()
    /// The first responder, held weakly.
    var firstResponderStorage: WeakReference<View>?

    /// Whether a text field or text view that becomes first responder brings up the on-screen
    /// keyboard, as on an iPhone (or an iPad with no hardware keyboard): it covers the bottom of
    /// the window (``keyboardFrame``), the views' keyboard layout guides follow its top, and the
    /// UIKit module posts UIKit's keyboard notifications and animates it. False by default: typing
    /// comes from the computer's keyboard, as from a hardware keyboard on iOS, which shows none.
    ///
    /// ```swift
    /// window.showsSoftwareKeyboard = true
    /// field.becomeFirstResponder()   // keyboardFrame: (0, 516, 393, 336) on an iPhone 15
    /// ```
    public var showsSoftwareKeyboard = false {
        didSet { if showsSoftwareKeyboard != oldValue { firstResponderChanged() } }
    }
    /// Where the on-screen keyboard is, in window coordinates, while it is up (nil when it is down
    /// or ``showsSoftwareKeyboard`` is off).
    public internal(set) var keyboardFrame: Rect?
    /// The keyboard's view, once it first came up.
    var keyboardViewStorage: KeyboardView?
    /// Whether the first responder is passing to another view (the keyboard stays up meanwhile).
    var handingOverFirstResponder = false
    /// Whether the UIKit module logged that it cannot post keyboard notifications from here.
    package var keyboardNotificationsSkippedLogged = false
    /// Takes the keyboard's moves (the UIKit module: it posts the notifications and animates
    /// `apply`, which puts the keyboard at the move's end); without one, the keyboard moves at once.
    package var keyboardTransitionHandler: ((KeyboardTransition, _ apply: @escaping () -> Void) -> Void)?

    /// The window size in points; changing it re-lays out (a rotation swaps width and height).
    public var size: Size {
        didSet {
            guard size != oldValue else { return }
            let coordinator = transitionCoordinator ?? TransitionCoordinator(duration: 0)
            rootViewController?.viewWillTransition(to: size, with: coordinator)
            rootView?.frame = Rect(origin: .zero, size: size)  // the engine updates the root's size constraints
            // Wrapped text may have more room (or less): measured afresh, it takes what its
            // constraints now allow before it wraps, as UIKit's labels do on rotation.
            rootView?.measureWrappedTextAfresh()
            rootView?.setNeedsLayout()
            // A keyboard that is up takes the new screen's width and height, as on a rotation.
            if keyboardFrame != nil { firstResponderChanged() }
            coordinator.runAlongside()
            if transitionCoordinator == nil { coordinator.complete() }
        }
    }

    /// Measures text for labels and buttons in this window.
    public let textMeasurer: TextMeasurer

    /// The device this window shows, or nil for a window with a plain size.
    public let device: Device?

    /// How the device is held; changing it takes the other orientation's size, insets and traits
    /// at once (`transition(to:)` in the Animation module animates it).
    public var orientation: Orientation = .portrait {
        didSet {
            guard let device, orientation != oldValue else { return }
            safeAreaInsets = device.safeAreaInsets(orientation)
            size = device.size(orientation)
            // The size class may change, and with it the root view's system minimum margins.
            rootView?.updateSafeAreaInsets(force: true)
            traitsChanged(from: traits(oldValue, scale: displayScale))
        }
    }

    /// The window's unsafe strips (status bar or sensor housing, home indicator): the root view's
    /// safe-area insets before its controller adds any. Zero for a plain size unless set.
    public var safeAreaInsets = EdgeInsets.zero {
        didSet { if safeAreaInsets != oldValue { rootView?.updateSafeAreaInsets() } }
    }

    /// The insets the root view gets from the window: ``safeAreaInsets``, without the status bar
    /// when the root controller `prefersStatusBarHidden` on a device whose top strip is only a
    /// status bar (under 30 pt: the home-button phones and iPads; a sensor housing stays).
    public var rootSafeAreaInsets: EdgeInsets {
        var insets = safeAreaInsets
        if rootViewController?.prefersStatusBarHidden == true, insets.top < 30 { insets.top = 0 }
        return insets
    }

    /// The screen's pixels per point, to whose grid the layout pass rounds every solved frame as
    /// UIKit does (each edge to the nearest pixel in window coordinates). A device's
    /// window starts with the device's scale; a window with a plain size starts with nil, which
    /// keeps the solver's exact values. A value outside (0, ``Limits/scale``] or not finite is
    /// refused: the scale stays as it was and the log says why. Changing it lays everything out again
    /// and, where ``traitCollection`` changes, calls `traitCollectionDidChange(_:)` as a rotation does.
    ///
    /// ```swift
    /// let window = Window(size: Size(width: 100, height: 60))
    /// window.displayScale = 3   // a label 17 pt high centred in 60 pt: y = 21.667, not 21.5
    /// ```
    public var displayScale: Double? {
        didSet {
            if let scale = displayScale, !(scale > 0 && scale <= Limits.scale) {
                displayScale = oldValue
                let error = LayoutError.outOfRange(
                    "[LayoutSim] Refusing displayScale \(scale): pixels per point must lie in (0, \(Limits.scale)]; keeping \(oldValue.map { "\($0)" } ?? "nil")"
                )
                report(error)
                return
            }
            guard displayScale != oldValue, let rootView else { return }
            rootView.ownedEngine?.pixelGrid = pixelGrid
            // Every view takes its solved frame again, rounded to the new grid.
            rootView.forEachInSubtree { v in
                v.engineFrameStale = true
                v.setNeedsLayout()
            }
            traitsChanged(from: traits(orientation, scale: oldValue))
        }
    }

    /// The grid the layout pass rounds frames to, or nil for exact frames.
    var pixelGrid: PixelGrid? { displayScale.map { PixelGrid(scale: $0) } }

    /// The device's size classes in the current orientation (unspecified for a plain size) and the
    /// window's ``displayScale`` (1 when it has none).
    public var traitCollection: TraitCollection { traits(orientation, scale: displayScale) }

    /// The traits in an orientation at a scale: the device's size classes (unspecified for a plain
    /// size) and `scale` (1 when nil).
    private func traits(_ orientation: Orientation, scale: Double?) -> TraitCollection {
        var traits = device?.traitCollection(orientation) ?? TraitCollection()
        traits.displayScale = scale ?? 1
        return traits
    }

    /// Calls `traitCollectionDidChange(_:)` on the root controller and down the view tree when
    /// ``traitCollection`` differs from `previous` (a rotation into another size class, a new scale).
    private func traitsChanged(from previous: TraitCollection) {
        guard traitCollection != previous else { return }
        rootViewController?.forwardTraitCollectionDidChange(previous)
        rootView?.dispatchTraitCollectionDidChange(previous)
    }

    /// The coordinator of the animated size change in progress (set by the Animation module's
    /// `transition(to:)` around its size change), or nil when a size change is immediate.
    package var transitionCoordinator: TransitionCoordinator?
    /// Whether the root controller's `viewDidAppear` is due after the next layout pass.
    private var appearancePending = false

    /// Where the engine's log lines go (standard error by default); they are also kept in ``log``.
    public var logSink: LogSink {
        didSet { rootView?.engineIfAny?.sink = logSink }
    }

    /// Makes a window.
    ///
    /// - Parameters:
    ///   - size: the window size in points.
    ///   - textMeasurer: measures label text; the deterministic built-in one by default.
    ///   - logSink: where engine log lines go; standard error by default.
    public init(
        size: Size, textMeasurer: TextMeasurer = BuiltinTextMeasurer(),
        logSink: @escaping LogSink = standardErrorLogSink
    ) {
        self.size = size
        device = nil
        self.textMeasurer = textMeasurer
        self.logSink = logSink
    }

    /// Makes a window the size of a device's screen, with its safe-area insets and traits.
    ///
    /// - Parameters:
    ///   - device: the profile (``Device/iPhone15``, ``Device/iPad``...).
    ///   - orientation: how it is held.
    ///   - textMeasurer: measures label text; the deterministic built-in one by default.
    ///   - logSink: where engine log lines go; standard error by default.
    public init(
        device: Device, orientation: Orientation = .portrait, textMeasurer: TextMeasurer = BuiltinTextMeasurer(),
        logSink: @escaping LogSink = standardErrorLogSink
    ) {
        size = device.size(orientation)
        self.device = device
        displayScale = device.scale
        self.orientation = orientation
        safeAreaInsets = device.safeAreaInsets(orientation)
        self.textMeasurer = textMeasurer
        self.logSink = logSink
    }

    /// The controller whose view fills the window. Setting it loads the view, calls `viewDidLoad`
    /// and makes the view the root of the window's hierarchy.
    public var rootViewController: ViewController? {
        didSet {
            if let old = oldValue, old !== rootViewController {
                resignFirstResponder(in: old.view)
                old.forwardViewWillDisappear(false)
                // The old root keeps its constraints (active, out of any engine) for its next window.
                old.view.ownedEngine?.detachAll()
                old.view.ownedEngine = nil
                old.view.dispatchWillMove(toWindow: nil)
                old.view.hostWindow = nil
                old.window = nil
                old.view.dispatchDidMoveToWindow()
                old.forwardViewDidDisappear(false)
            }
            guard let controller = rootViewController else { return }
            let root = controller.view!
            root.removeFromSuperview()
            root.dispatchWillMove(toWindow: self)
            root.ownedEngine?.detachAll()
            root.ownedEngine = nil
            root.hostWindow = self
            root.frame = Rect(origin: .zero, size: size)
            _ = root.ensureEngine()
            root.updateSafeAreaInsets()
            root.markSubtreeNeedsUpdateConstraints()
            root.setNeedsLayout()
            controller.window = self
            controller.viewDidLoadIfNeeded()
            root.dispatchDidMoveToWindow()
            controller.forwardViewWillAppear(false)
            appearancePending = true
        }
    }

    /// The root view (the root view controller's view).
    public var rootView: View? { rootViewController?.view }

    /// Runs the pending update and layout passes.
    public func layoutIfNeeded() {
        rootView?.layoutIfNeeded()
        if appearancePending, let controller = rootViewController {
            appearancePending = false
            controller.forwardViewDidAppear(false)
        }
    }

    /// Swaps width and height, as turning a device does.
    public func rotate() { size = size.rotated }

    /// Every named view's frame in window coordinates, after the last layout pass.
    public var frames: [String: Rect] {
        var out: [String: Rect] = [:]
        rootView?.forEachFrameInWindow(presentation: false, scrolled: false) { v, frame in
            if let name = v.accessibilityIdentifier { out[name] = frame }
        }
        return out
    }

    /// The engine's work since the last ``resetCounters()``.
    public var counters: LayoutCounters { rootView?.engineIfAny?.currentCounters ?? LayoutCounters() }

    /// Starts the counters from zero.
    public func resetCounters() { rootView?.engineIfAny?.resetCounters() }

    /// Everything the engine logged.
    public var log: [String] { rootView?.engineIfAny?.logLines ?? [] }

    /// The last error the layout API reported in this window's hierarchy where UIKit would raise an
    /// exception (a failed activation, a refused priority change, an impossible constraint). The
    /// message is also in ``log``.
    public internal(set) var lastError: LayoutError?

    /// Whether to log UIKit's "Window has a view with an ambiguous layout" warning, with the
    /// ambiguous views and their free variables, after each layout pass that did work (off by default).
    public var warnsAboutAmbiguity: Bool {
        get { rootView?.engineIfAny?.warnsAboutAmbiguity ?? false }
        set { rootView?.engineIfAny?.warnsAboutAmbiguity = newValue }
    }

    /// Every unsatisfiable-constraints event: UIKit's log and LayoutSim's explanation.
    public var conflicts: [ConstraintConflict] { rootView?.engineIfAny?.conflicts.reports ?? [] }
}
