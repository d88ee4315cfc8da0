import Foundation
import Layout

/// A view whose content scrolls, as UIKit's `UIScrollView`: constraints from its content to its
/// edges (or `contentLayoutGuide`) give the content size; dragging, deceleration, bouncing and
/// paging behave as on iOS.
///
/// ```swift
/// scrollView.addSubview(content)
/// NSLayoutConstraint.activate([
///     content.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
///     content.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
/// ])
/// ```
@MainActor
open class UIScrollView: UIView {
    var scroll: ScrollView { unsafeDowncast(layoutView, to: ScrollView.self) }
    private let delegateAdapter = ScrollDelegateAdapter()
    /// The zoom scale and its limits.
    var zoom = ZoomSettings()

    /// The Layout view a new one stands for.
    override class func makeLayoutView() -> View { ScrollView() }

    /// Hears of scrolling, dragging and deceleration.
    open weak var delegate: UIScrollViewDelegate? {
        didSet {
            delegateAdapter.delegate = delegate
            connectAdapter()
        }
    }

    /// Told of every offset change besides the delegate, by who listens: the bars following the
    /// edges of the content they are over.
    private(set) var scrollObservers: [ObjectIdentifier: () -> Void] = [:] { didSet { connectAdapter() } }

    /// Hears the Layout scroll view while the delegate or an observer wants to.
    private func connectAdapter() {
        delegateAdapter.owner = self
        scroll.delegate = delegate == nil && scrollObservers.isEmpty ? nil : delegateAdapter
    }

    /// Moves `observer`'s scroll observation from `old` to `new` (nil: to none).
    ///
    /// - Returns: `new`, for the observer to keep (weakly) as the one it follows.
    static func follow(
        _ new: UIScrollView?, insteadOf old: UIScrollView?, by observer: AnyObject, _ body: @escaping () -> Void
    ) -> UIScrollView? {
        guard new !== old else { return new }
        old?.scrollObservers[ObjectIdentifier(observer)] = nil
        new?.scrollObservers[ObjectIdentifier(observer)] = body
        return new
    }

    /// The point of the content at the bounds' origin.
    open var contentOffset: CGPoint {
        get { CGPoint(scroll.contentOffset) }
        set { scroll.contentOffset = newValue.layout }
    }

    /// Scrolls to an offset (clamped to the content, as UIKit does when not dragging).
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) { scroll.setContentOffset(contentOffset.layout) }

    /// Space between the vertical indicator and the edges.
    open var verticalScrollIndicatorInsets: UIEdgeInsets {
        get { UIEdgeInsets(scroll.verticalScrollIndicatorInsets) }
        set { scroll.verticalScrollIndicatorInsets = newValue.layout }
    }

    /// Space between the horizontal indicator and the edges.
    open var horizontalScrollIndicatorInsets: UIEdgeInsets {
        get { UIEdgeInsets(scroll.horizontalScrollIndicatorInsets) }
        set { scroll.horizontalScrollIndicatorInsets = newValue.layout }
    }

    /// Both indicators' insets (UIKit's older name): setting it sets both; it reads the vertical one's.
    open var scrollIndicatorInsets: UIEdgeInsets {
        get { verticalScrollIndicatorInsets }
        set {
            verticalScrollIndicatorInsets = newValue
            horizontalScrollIndicatorInsets = newValue
        }
    }

    /// Whether the indicators also keep clear of the safe area the content inset adjustment adds (true).
    open var automaticallyAdjustsScrollIndicatorInsets: Bool {
        get { scroll.automaticallyAdjustsScrollIndicatorInsets }
        set { scroll.automaticallyAdjustsScrollIndicatorInsets = newValue }
    }

    /// Scrolls as little as it takes to show an area of the content clear of the adjusted insets
    /// (nothing when it shows already; at once, animated or not).
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) { scroll.scrollRectToVisible(rect.layout) }

    /// The size of the content: what the constraints to the content guide give.
    open var contentSize: CGSize {
        get { CGSize(scroll.contentSize) }
        set { scroll.contentSize = newValue.layout }
    }

    /// Extra space around the content.
    open var contentInset: UIEdgeInsets {
        get { UIEdgeInsets(scroll.contentInset) }
        set { scroll.contentInset = newValue.layout }
    }

    /// The content inset plus the safe area the adjustment behaviour adds.
    public var adjustedContentInset: UIEdgeInsets { UIEdgeInsets(scroll.adjustedContentInset) }

    /// Whether the safe area adds to the content inset.
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior {
        get { scroll.contentInsetAdjustmentBehavior }
        set { scroll.contentInsetAdjustmentBehavior = newValue }
    }

    /// The content's rectangle: constrain content to it.
    public var contentLayoutGuide: UILayoutGuide { UILayoutGuide.wrapping(scroll.contentLayoutGuide) }
    /// The scroll view's own frame: constrain content's width or height to it.
    public var frameLayoutGuide: UILayoutGuide { UILayoutGuide.wrapping(scroll.frameLayoutGuide) }

    /// Whether dragging scrolls.
    open var isScrollEnabled: Bool {
        get { scroll.isScrollEnabled }
        set { scroll.isScrollEnabled = newValue }
    }

    /// Whether the content rubber-bands past its edges.
    open var bounces: Bool {
        get { scroll.bounces }
        set { scroll.bounces = newValue }
    }

    /// Whether scrolling stops on multiples of the bounds.
    open var isPagingEnabled: Bool {
        get { scroll.isPagingEnabled }
        set { scroll.isPagingEnabled = newValue }
    }

    /// Whether vertical dragging bounces even when the content fits.
    open var alwaysBounceVertical: Bool {
        get { scroll.alwaysBounceVertical }
        set { scroll.alwaysBounceVertical = newValue }
    }

    /// Whether horizontal dragging bounces even when the content fits.
    open var alwaysBounceHorizontal: Bool {
        get { scroll.alwaysBounceHorizontal }
        set { scroll.alwaysBounceHorizontal = newValue }
    }

    /// Shows the indicators briefly (kept: they show while the content moves, and a flash is not drawn).
    open func flashScrollIndicators() {}

    /// Whether the vertical indicator shows while scrolling.
    open var showsVerticalScrollIndicator: Bool {
        get { scroll.showsVerticalScrollIndicator }
        set { scroll.showsVerticalScrollIndicator = newValue }
    }

    /// Whether the horizontal indicator shows while scrolling.
    open var showsHorizontalScrollIndicator: Bool {
        get { scroll.showsHorizontalScrollIndicator }
        set { scroll.showsHorizontalScrollIndicator = newValue }
    }

    /// How quickly a fling slows: `.normal` or `.fast`.
    open var decelerationRate: DecelerationRate {
        get { scroll.decelerationRate }
        set { scroll.decelerationRate = newValue }
    }

    /// Pull to refresh: the control shows above the content as it is pulled down.
    open var refreshControl: UIRefreshControl? {
        didSet {
            guard refreshControl !== oldValue else { return }
            if let oldValue {
                oldValue.removeFromSuperview()
                oldValue.scrollView = nil
                _ = UIScrollView.follow(nil, insteadOf: self, by: oldValue) {}
            }
            guard let control = refreshControl else { return }
            control.scrollView = self
            insertSubview(control, at: 0)
            _ = UIScrollView.follow(self, insteadOf: nil, by: control) { [weak control] in control?.follow() }
            control.follow()
        }
    }

    /// Whether dragging dismisses the on-screen keyboard, as UIKit's: `.onDrag` sends it down as a
    /// drag begins; with `.interactive`, once the finger reaches the keyboard its top follows the
    /// finger (and the views on keyboard layout guides with it), and it goes down if the finger is
    /// still moving down as it lifts, else back up. The `WithAccessory` modes do the same (an input
    /// accessory view goes with the keyboard).
    open var keyboardDismissMode: KeyboardDismissMode = .none {
        didSet {
            scroll.keyboardDismissal =
                switch keyboardDismissMode {
                case .none: .none
                case .onDrag, .onDragWithAccessory: .onDrag
                case .interactive, .interactiveWithAccessory: .interactive
                }
        }
    }

    /// Whether a tap on the status bar scrolls to the top (kept).
    open var scrollsToTop = true

    /// Whether the user is dragging the content.
    public var isDragging: Bool { scroll.isDragging }
    /// Whether the content is moving after the finger lifted.
    public var isDecelerating: Bool { scroll.isDecelerating }

    /// The pan recognizer that drags the content.
    public var panGestureRecognizer: UIPanGestureRecognizer { UIPanGestureRecognizer.wrapping(scroll.panGestureRecognizer) }

    /// Whether the safe area adds to the content inset: `.automatic`, `.scrollableAxes`, `.never`, `.always`.
    public typealias ContentInsetAdjustmentBehavior = ScrollView.ContentInsetAdjustmentBehavior
    /// How quickly a fling slows (`.normal` 0.998 or `.fast` 0.99 per millisecond).
    public typealias DecelerationRate = Layout.DecelerationRate

    /// When dragging dismisses the keyboard.
    public enum KeyboardDismissMode: Int, Sendable {
        /// Never.
        case none
        /// When dragging begins.
        case onDrag
        /// Interactively.
        case interactive
        /// When dragging begins, the input accessory view too.
        case onDragWithAccessory
        /// Interactively, the input accessory view too.
        case interactiveWithAccessory
    }
}

/// What a scroll view tells of its scrolling (UIKit's `UIScrollViewDelegate`); every method is optional.
@MainActor
public protocol UIScrollViewDelegate: AnyObject {
    /// The offset changed.
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    /// A drag began.
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    /// The finger is about to lift with `velocity` (points per millisecond): where the content
    /// would come to rest is at `targetContentOffset`, and the delegate may move it there (a
    /// carousel snapping to its cards); the content then settles on the new place.
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>)
    /// The finger lifted; `decelerate` says whether the content keeps moving.
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    /// The content starts slowing down.
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    /// The content stopped.
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    /// The view that zooms (nil: the scroll view does not zoom).
    func viewForZooming(in scrollView: UIScrollView) -> UIView?
    /// The zoom scale changed.
    func scrollViewDidZoom(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    /// Does nothing.
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    /// Does nothing.
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    /// Leaves the target where it is.
    public func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}
    /// Does nothing.
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    /// Does nothing.
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    /// Does nothing.
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    /// No view zooms.
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    /// Does nothing.
    public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
}

/// Passes a Layout scroll view's delegate calls to the UIKit delegate.
@MainActor
private final class ScrollDelegateAdapter: ScrollViewDelegate {
    weak var owner: UIScrollView?
    weak var delegate: UIScrollViewDelegate?

    func scrollViewDidScroll(_ scrollView: ScrollView) {
        guard let owner else { return }
        for observer in owner.scrollObservers.values { observer() }
        delegate?.scrollViewDidScroll(owner)
    }
    func scrollViewWillBeginDragging(_ scrollView: ScrollView) {
        if let owner { delegate?.scrollViewWillBeginDragging(owner) }
    }
    func scrollViewWillEndDragging(_ scrollView: ScrollView, velocity: Point, targetContentOffset: inout Point) {
        guard let owner, let delegate else { return }
        var target = CGPoint(targetContentOffset)
        delegate.scrollViewWillEndDragging(owner, withVelocity: CGPoint(velocity), targetContentOffset: &target)
        targetContentOffset = target.layout
    }
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
        if let owner { delegate?.scrollViewDidEndDragging(owner, willDecelerate: decelerate) }
    }
    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {
        if let owner { delegate?.scrollViewWillBeginDecelerating(owner) }
    }
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {
        if let owner { delegate?.scrollViewDidEndDecelerating(owner) }
    }
}
