import Foundation
import Layout

/// Turns touches into a gesture, as UIKit's `UIGestureRecognizer`, with UIKit's state machine,
/// `require(toFail:)` and `cancelsTouchesInView`.
///
/// Off Apple platforms there is no `#selector`: give the recognizer a closure, at creation or with
/// `addTarget(handler:)`.
///
/// ```swift
/// let tap = UITapGestureRecognizer { recognizer in print(recognizer.location(in: view)) }
/// tap.numberOfTapsRequired = 2
/// view.addGestureRecognizer(tap)
/// ```
@MainActor
open class UIGestureRecognizer {
    /// The Layout recognizer this stands for.
    public let recognizer: GestureRecognizer

    init(recognizer: GestureRecognizer) {
        self.recognizer = recognizer
        recognizer.wrapper = self
    }

    /// The UIKit recognizer standing for a Layout one, if one lives.
    static func existing(for recognizer: GestureRecognizer) -> UIGestureRecognizer? {
        recognizer.wrapper as? UIGestureRecognizer
    }

    /// Adds a closure run at each state change that reports the gesture (began, changed, ended...).
    public func addTarget(handler: @escaping @MainActor (UIGestureRecognizer) -> Void) {
        recognizer.addTarget { [weak self] _ in
            if let self { handler(self) }
        }
    }

    /// What decides whether the recognizer begins and which touches it gets.
    public weak var delegate: UIGestureRecognizerDelegate? {
        didSet {
            let adapter = delegate.map { _ in GestureDelegateAdapter(owner: self) }
            delegateAdapter = adapter
            recognizer.delegate = adapter
        }
    }
    /// Holds the adapter the Layout recognizer's weak delegate points to.
    private var delegateAdapter: GestureDelegateAdapter?
    /// Whether touches reach the view only after the gesture fails (kept).
    public var delaysTouchesBegan = false
    /// Whether lifted touches reach the view only after the gesture fails (kept).
    public var delaysTouchesEnded = true

    /// The state: possible, began, changed, ended (recognized), cancelled, failed.
    public var state: State { recognizer.state }
    /// Whether it takes touches.
    public var isEnabled: Bool {
        get { recognizer.isEnabled }
        set { recognizer.isEnabled = newValue }
    }
    /// Whether recognising cancels the touches the view got.
    public var cancelsTouchesInView: Bool {
        get { recognizer.cancelsTouchesInView }
        set { recognizer.cancelsTouchesInView = newValue }
    }
    /// The view it is attached to.
    public var view: UIView? { recognizer.view.map(UIView.wrapping) }
    /// How many touches it tracks.
    public var numberOfTouches: Int { recognizer.numberOfTouches }

    /// Where the gesture is, in a view's coordinates (the window's for nil).
    public func location(in view: UIView?) -> CGPoint { CGPoint(recognizer.location(in: view?.layoutView)) }

    /// Waits for another recognizer to fail before recognising.
    public func require(toFail other: UIGestureRecognizer) { recognizer.require(toFail: other.recognizer) }

    /// A recognizer's state.
    public typealias State = GestureRecognizer.State
}

/// Taps: `numberOfTapsRequired` taps of `numberOfTouchesRequired` fingers.
@MainActor
public final class UITapGestureRecognizer: UIGestureRecognizer {
    /// Makes a tap recognizer running a closure when recognised.
    public init(handler: (@MainActor (UITapGestureRecognizer) -> Void)? = nil) {
        super.init(recognizer: TapGestureRecognizer())
        if let handler { addTarget { handler($0 as! UITapGestureRecognizer) } }
    }
    private var tap: TapGestureRecognizer { recognizer as! TapGestureRecognizer }
    /// Taps needed (1 by default).
    public var numberOfTapsRequired: Int {
        get { tap.numberOfTapsRequired }
        set { tap.numberOfTapsRequired = newValue }
    }
    /// Fingers needed (1 by default).
    public var numberOfTouchesRequired: Int {
        get { tap.numberOfTouchesRequired }
        set { tap.numberOfTouchesRequired = newValue }
    }
}

/// A press held for `minimumPressDuration` seconds.
@MainActor
public final class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// Makes a long-press recognizer running a closure at each change.
    public init(handler: (@MainActor (UILongPressGestureRecognizer) -> Void)? = nil) {
        super.init(recognizer: LongPressGestureRecognizer())
        if let handler { addTarget { handler($0 as! UILongPressGestureRecognizer) } }
    }
    private var press: LongPressGestureRecognizer { recognizer as! LongPressGestureRecognizer }
    /// Seconds to hold (0.5 by default).
    public var minimumPressDuration: TimeInterval {
        get { press.minimumPressDuration }
        set { press.minimumPressDuration = newValue }
    }
    /// Points the finger may move before the press fails (10 by default).
    public var allowableMovement: CGFloat {
        get { CGFloat(press.allowableMovement) }
        set { press.allowableMovement = Double(newValue) }
    }
}

/// A drag: translation and velocity.
@MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// Makes a pan recognizer running a closure at each change.
    public init(handler: (@MainActor (UIPanGestureRecognizer) -> Void)? = nil) {
        super.init(recognizer: PanGestureRecognizer())
        if let handler { addTarget { handler($0 as! UIPanGestureRecognizer) } }
    }

    init(wrapping pan: PanGestureRecognizer) { super.init(recognizer: pan) }

    /// The UIKit recognizer for a Layout pan recognizer (a scroll view's).
    static func wrapping(_ pan: PanGestureRecognizer) -> UIPanGestureRecognizer {
        existing(for: pan) as? UIPanGestureRecognizer ?? UIPanGestureRecognizer(wrapping: pan)
    }

    var pan: PanGestureRecognizer { recognizer as! PanGestureRecognizer }
    /// How far the finger moved since the gesture began, in a view's coordinates.
    public func translation(in view: UIView?) -> CGPoint { CGPoint(pan.translation(in: view?.layoutView)) }
    /// Resets the translation.
    public func setTranslation(_ translation: CGPoint, in view: UIView?) {
        pan.setTranslation(translation.layout, in: view?.layoutView)
    }
    /// Points per second.
    public func velocity(in view: UIView?) -> CGPoint { CGPoint(pan.velocity(in: view?.layoutView)) }
    /// The most touches the pan follows (kept: one pointer here).
    public var maximumNumberOfTouches = Int.max
    /// The fewest touches the pan needs (kept: one pointer here).
    public var minimumNumberOfTouches = 1
}

/// A quick flick in a direction.
@MainActor
public final class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// Makes a swipe recognizer running a closure when recognised.
    public init(handler: (@MainActor (UISwipeGestureRecognizer) -> Void)? = nil) {
        super.init(recognizer: SwipeGestureRecognizer())
        if let handler { addTarget { handler($0 as! UISwipeGestureRecognizer) } }
    }
    private var swipe: SwipeGestureRecognizer { recognizer as! SwipeGestureRecognizer }
    /// The directions recognised (right by default).
    public var direction: Direction {
        get { swipe.direction }
        set { swipe.direction = newValue }
    }
    /// A swipe's direction.
    public typealias Direction = SwipeGestureRecognizer.Direction
}

extension UIView {
    /// Attaches a recognizer; it sees the touches that begin in this view.
    public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizerWrappers.append(gestureRecognizer)
        layoutView.addGestureRecognizer(gestureRecognizer.recognizer)
    }

    /// Detaches a recognizer.
    public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizerWrappers.removeAll { $0 === gestureRecognizer }
        layoutView.removeGestureRecognizer(gestureRecognizer.recognizer)
    }

    /// The attached recognizers.
    public var gestureRecognizers: [UIGestureRecognizer]? {
        layoutView.gestureRecognizers.compactMap { UIGestureRecognizer.existing(for: $0) }
    }
}
