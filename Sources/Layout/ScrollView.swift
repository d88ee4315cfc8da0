/// A view whose content can be larger than itself and scrolls (UIKit's `UIScrollView`).
///
/// Constraints between the scroll view's edges and its descendants refer to the content area (the
/// ``contentLayoutGuide``); its width, height and centre refer to its frame. Layout happens in
/// unscrolled coordinates; ``contentOffset`` moves the content when drawing.
open class ScrollView: View {
    /// The visible point of the content at the top left. At rest at the top it is minus the
    /// adjusted inset, and it follows when that inset changes, so content starts below a bar.
    /// A change tells the ``delegate`` (`scrollViewDidScroll`); the content's safe area follows
    /// (it is measured where the content shows, as UIKit's), and so do the guides that sit in the
    /// bounds: the frame, safe-area, margins and keyboard guides.
    public var contentOffset = Point.zero {
        didSet {
            guard contentOffset != oldValue else { return }
            for view in subviews { view.updateSafeAreaInsets() }
            // A guide that moves changes its constants in place, which asks for layout itself.
            engineIfAny?.boundsOriginChanged(self)
            delegate?.scrollViewDidScroll(self)
        }
    }
    /// Told as the user scrolls (UIKit's `UIScrollViewDelegate`).
    public weak var delegate: ScrollViewDelegate?
    /// Whether a drag scrolls (true). A text view that does not scroll sizes itself to its text,
    /// so a change invalidates the intrinsic size.
    public var isScrollEnabled = true { didSet { if isScrollEnabled != oldValue { invalidateIntrinsicContentSize() } } }
    /// Whether the content goes past its edges and springs back (true).
    public var bounces = true
    /// Whether a drag stops on multiples of the scroll view's size.
    public var isPagingEnabled = false
    /// Whether a vertical drag bounces even when the content is not taller than the view (the
    /// safe area then adds to the content inset down, as for taller content).
    public var alwaysBounceVertical = false {
        didSet { if alwaysBounceVertical != oldValue { followAdjustedInset() } }
    }
    /// Whether a horizontal drag bounces even when the content is not wider than the view.
    public var alwaysBounceHorizontal = false
    /// Whether the vertical indicator is drawn while scrolling (true).
    public var showsVerticalScrollIndicator = true
    /// Whether the horizontal indicator is drawn while scrolling (true).
    public var showsHorizontalScrollIndicator = true
    /// Space between the vertical indicator's track and the edges (UIKit's `verticalScrollIndicatorInsets`).
    public var verticalScrollIndicatorInsets = EdgeInsets.zero
    /// Space between the horizontal indicator's track and the edges (UIKit's `horizontalScrollIndicatorInsets`).
    public var horizontalScrollIndicatorInsets = EdgeInsets.zero
    /// Whether the indicators also keep clear of the safe area that ``adjustedContentInset`` adds
    /// to the content inset (true), as UIKit's `automaticallyAdjustsScrollIndicatorInsets`: under a
    /// status bar or over a home indicator, the vertical indicator stays in the safe area.
    public var automaticallyAdjustsScrollIndicatorInsets = true
    /// How quickly a fling slows: ``DecelerationRate/normal`` (0.998 per millisecond) or ``DecelerationRate/fast`` (0.99).
    public var decelerationRate = DecelerationRate.normal
    /// The pan that drags the content (UIKit's `panGestureRecognizer`).
    public private(set) lazy var panGestureRecognizer: PanGestureRecognizer = {
        let pan = PanGestureRecognizer { [unowned self] in self.handlePan($0) }
        return pan
    }()
    /// Where the scroll view is between a drag and rest.
    var motion = ScrollMotion.resting
    /// Space around the content you add yourself (UIKit's `contentInset`).
    public var contentInset = EdgeInsets.zero { didSet { if contentInset != oldValue { followAdjustedInset() } } }
    /// Room above the top of the content that drags and flings move through as if it were
    /// content: a navigation bar's collapsed large title grows back into it as the content is
    /// pulled down (the bar sets it; 0 otherwise).
    package var topPullRoom: Double = 0
    /// Moves where a drag comes to rest, after the delegate has (a navigation bar snapping a half
    /// collapsed large title open or shut); nil leaves it.
    package var restingOffsetAdjustment: ((Point) -> Point)?
    /// Whether the safe area adds to ``adjustedContentInset`` (UIKit's `contentInsetAdjustmentBehavior`).
    public var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic {
        didSet { if contentInsetAdjustmentBehavior != oldValue { followAdjustedInset() } }
    }
    /// The adjusted inset the offset last followed.
    private var followedInset = EdgeInsets.zero
    /// Room a refresh control takes above the content while it refreshes (UIKit adds it to the
    /// adjusted inset, not to ``contentInset``).
    package var refreshControlInset = 0.0 {
        didSet { if refreshControlInset != oldValue { followAdjustedInset() } }
    }

    /// How a drag here sends the on-screen keyboard down (its first responder resigns), as UIKit's
    /// `keyboardDismissMode`.
    package var keyboardDismissal = KeyboardDismissal.none
    /// Whether the on-screen keyboard insets the content: the part of the scroll view it covers is
    /// added below the content, and the first responder inside is scrolled into view as the
    /// keyboard comes up (what UIKit's `UITableViewController` does for its table).
    package var avoidsKeyboard = false
    /// How far the on-screen keyboard reaches up into the scroll view, when it avoids the keyboard.
    var keyboardOverlap = 0.0 {
        didSet { if keyboardOverlap != oldValue { followAdjustedInset() } }
    }

    /// Whether the scroll view is the ``ViewController/contentScrollView`` of a controller a
    /// navigation or tab bar controller shows (set by those controllers, and by Interface Builder
    /// documents' simulated bars): then
    /// ``ContentInsetAdjustmentBehavior/automatic`` always adjusts vertically, as UIKit's does.
    package var isUnderContainerBars = false {
        didSet { if isUnderContainerBars != oldValue { followAdjustedInset() } }
    }

    /// UIKit's `UIScrollView.ContentInsetAdjustmentBehavior`.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// As ``scrollableAxes``, and always vertically for the content scroll view of a
        /// controller a navigation or tab bar controller shows (its view, or its view's first
        /// subview): content starts below the bars even when it is short.
        case automatic = 0
        /// The safe area is added on the axes the content scrolls along (larger than the scroll
        /// view), and down when ``ScrollView/alwaysBounceVertical`` is set.
        case scrollableAxes = 1
        /// The safe area is never added.
        case never = 2
        /// The safe area is always added.
        case always = 3
    }

    /// Called when ``adjustedContentInset`` changed; the default does nothing.
    open func adjustedContentInsetDidChange() {}

    /// The safe area changed: the adjusted inset follows.
    open override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        followAdjustedInset()
    }

    /// The content size may have changed (and with it the axes the safe area is added on).
    open override func layoutSubviews() {
        super.layoutSubviews()
        followAdjustedInset()
    }

    /// When ``adjustedContentInset`` changed: an offset at rest at the top left (minus the old
    /// inset) moves to minus the new one, as UIKit keeps content clear of bars; then
    /// ``adjustedContentInsetDidChange()``.
    private func followAdjustedInset() {
        let new = adjustedContentInset
        guard new != followedInset else { return }
        if contentOffset == Point(x: -followedInset.left, y: -followedInset.top) {
            contentOffset = Point(x: -new.left, y: -new.top)
        }
        followedInset = new
        adjustedContentInsetDidChange()
    }
    /// A guide for the content area: its size is the content size.
    public private(set) lazy var contentLayoutGuide = LayoutGuide(
        kind: .scrollContent, identifier: "UIScrollView-contentLayoutGuide", owner: self)
    /// A guide equal to the scroll view's frame, where the content shows: it moves with the
    /// ``contentOffset`` in the content's coordinates, so a view pinned to it stays put on screen
    /// as the content scrolls (a floating button), as UIKit's.
    public var frameLayoutGuide: LayoutGuide {
        if let frameGuideIfMade { return frameGuideIfMade }
        let guide = LayoutGuide(kind: .scrollFrame, identifier: "UIScrollView-frameLayoutGuide", owner: self)
        frameGuideIfMade = guide
        return guide
    }
    /// The frame guide if it has been made.
    private(set) var frameGuideIfMade: LayoutGuide?

    /// Makes a scroll view; dragging it scrolls (its ``panGestureRecognizer``).
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        addGestureRecognizer(panGestureRecognizer)
    }

    /// `UIScrollView`.
    open override var className: String { "UIScrollView" }

    /// The content size: the one set, as frame-based UIKit code sets it, else the solved size of
    /// ``contentLayoutGuide`` (zero before layout). Set it only for content laid out without
    /// constraints to the content guide: once set, it wins over theirs.
    public var contentSize: Size {
        get {
            if let manualContentSize { return manualContentSize }
            guard let engine = engineIfAny, engine.hasVariables(contentLayoutGuide) else { return .zero }
            return engine.alignmentRect(of: contentLayoutGuide).size
        }
        set {
            manualContentSize = newValue
            setNeedsLayout()
        }
    }
    /// The content size set by hand, if any (it wins over the content guide's).
    private var manualContentSize: Size?

    /// ``contentInset`` plus the safe-area insets on the edges ``contentInsetAdjustmentBehavior`` adjusts
    /// (at the bottom, the keyboard where it reaches higher, for a scroll view that avoids it).
    public var adjustedContentInset: EdgeInsets {
        let s = safeAreaInsets, c = contentInset, size = contentSize
        let (h, v): (Bool, Bool)
        switch contentInsetAdjustmentBehavior {
        case .never: (h, v) = (false, false)
        case .always: (h, v) = (true, true)
        // Vertically scrollable: taller content, or `alwaysBounceVertical` (UIKit's documented rule).
        case .automatic:
            (h, v) = (size.width > frame.width, size.height > frame.height || alwaysBounceVertical || isUnderContainerBars)
        case .scrollableAxes: (h, v) = (size.width > frame.width, size.height > frame.height || alwaysBounceVertical)
        }
        return EdgeInsets(
            top: c.top + (v ? s.top : 0) + refreshControlInset, left: c.left + (h ? s.left : 0),
            bottom: c.bottom + max(v ? s.bottom : 0, keyboardOverlap), right: c.right + (h ? s.right : 0))
    }

    /// The insets the vertical indicator's track keeps from the edges: its own, plus the safe area
    /// the content inset adjustment adds when ``automaticallyAdjustsScrollIndicatorInsets``.
    public var adjustedVerticalScrollIndicatorInsets: EdgeInsets { indicatorInsets(verticalScrollIndicatorInsets) }

    /// The insets the horizontal indicator's track keeps from the edges (as the vertical one's).
    public var adjustedHorizontalScrollIndicatorInsets: EdgeInsets { indicatorInsets(horizontalScrollIndicatorInsets) }

    private func indicatorInsets(_ own: EdgeInsets) -> EdgeInsets {
        guard automaticallyAdjustsScrollIndicatorInsets else { return own }
        let a = adjustedContentInset, c = contentInset
        return EdgeInsets(
            top: own.top + a.top - c.top, left: own.left + a.left - c.left, bottom: own.bottom + a.bottom - c.bottom,
            right: own.right + a.right - c.right)
    }

    /// Scrolls so that the offset stays inside the content and its adjusted insets (from
    /// `-inset.left` to `contentSize - bounds + inset.right` across, likewise down).
    public func setContentOffset(_ offset: Point) {
        let (lo, hi) = offsetBounds
        contentOffset = Point(x: min(max(offset.x, lo.x), hi.x), y: min(max(offset.y, lo.y), hi.y))
    }

    /// Scrolls as little as it takes to show `rect` (in the content's coordinates) in the part of
    /// the bounds the adjusted insets leave clear, as UIKit's `scrollRectToVisible(_:animated:)`:
    /// nothing when it shows already, and a rect larger than that part from its top or leading
    /// edge. The offset stays inside the content (``setContentOffset(_:)``); a rect that is not
    /// finite scrolls nowhere.
    ///
    /// - Parameter rect: the area of the content to show.
    public func scrollRectToVisible(_ rect: Rect) {
        guard rect.x.isFinite, rect.y.isFinite, rect.width.isFinite, rect.height.isFinite else { return }
        let i = adjustedContentInset
        /// How far to move along one axis to show `start ..< start + length` in `visible ..< visible + room`.
        func shift(_ start: Double, _ length: Double, _ visible: Double, _ room: Double) -> Double {
            if start < visible || length > room { return start - visible }
            return max(start + length - (visible + room), 0)
        }
        let dx = shift(rect.x, rect.width, contentOffset.x + i.left, frame.width - i.left - i.right)
        let dy = shift(rect.y, rect.height, contentOffset.y + i.top, frame.height - i.top - i.bottom)
        if dx != 0 || dy != 0 { setContentOffset(Point(x: contentOffset.x + dx, y: contentOffset.y + dy)) }
    }

    override var boundsOrigin: Point { contentOffset }

    override var ownGuides: [LayoutGuide] { [contentLayoutGuide, frameLayoutGuide] }
}
