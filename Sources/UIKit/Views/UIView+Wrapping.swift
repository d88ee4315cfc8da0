import Foundation
import Layout

// How Layout reaches a UIView's overridable members: its hooks (`ViewWrapping`) call them, and
// their defaults call back into the Layout view. Layout runs on the main thread, as UIKit does.

extension UIView: @preconcurrency ViewWrapping {
    package func wrappedLayoutSubviews() { layoutSubviews() }
    package func wrappedUpdateConstraints() { updateConstraints() }
    package var wrappedIntrinsicContentSize: Size { intrinsicContentSize.layout }
    package func wrappedSizeThatFits(_ size: Size) -> Size { sizeThatFits(CGSize(size)).layout }
    package func wrappedSafeAreaInsetsDidChange() { safeAreaInsetsDidChange() }
    package func wrappedLayoutMarginsDidChange() { layoutMarginsDidChange() }
    package func wrappedWillMove(toSuperview superview: View?) { willMove(toSuperview: superview.map(UIView.wrapping)) }
    package func wrappedDidMoveToSuperview() { didMoveToSuperview() }
    package func wrappedDidMoveToWindow() { didMoveToWindow() }
    package func wrappedTraitCollectionDidChange(_ previous: TraitCollection?) {
        traitCollectionDidChange(previous.map { UITraitCollection($0, device: layoutView.window?.device) })
    }
    package func wrappedHitTest(_ point: Point, with event: Event?) -> View? {
        hitTest(CGPoint(point), with: event.map(UIEvent.init))?.layoutView
    }
    package func wrappedPoint(inside point: Point, with event: Event?) -> Bool {
        self.point(inside: CGPoint(point), with: event.map(UIEvent.init))
    }
    package func wrappedTouches(_ phase: Touch.Phase, _ touches: Set<Touch>, with event: Event?) {
        let set = Set(touches.map(UITouch.init))
        let uiEvent = event.map(UIEvent.init)
        switch phase {
        case .began: touchesBegan(set, with: uiEvent)
        case .moved: touchesMoved(set, with: uiEvent)
        case .ended: touchesEnded(set, with: uiEvent)
        case .cancelled: touchesCancelled(set, with: uiEvent)
        case .stationary: break
        }
    }
}

extension UIView {
    /// A UIKit view of the class matching a Layout view that has none yet (a view a storyboard or
    /// a Layout API made): `UILabel` for a `Label`, `UIButton` for a `Button`...
    static func makeWrapper(for view: View) -> UIView {
        viewToAdopt = view  // the view made next stands for it
        return switch view {
        case is Label: UILabel(frame: .zero)
        case is Button: UIButton(frame: .zero)
        case is ImageView: UIImageView(frame: .zero)
        case is StackView: UIStackView(frame: .zero)
        case is TextView: UITextView(frame: .zero)
        case is ScrollView: UIScrollView(frame: .zero)
        case is TextField: UITextField(frame: .zero)
        case is Switch: UISwitch(frame: .zero)
        case is Slider: UISlider(frame: .zero)
        case is SegmentedControl: UISegmentedControl(frame: .zero)
        case is PageControl: UIPageControl(frame: .zero)
        case is Control: UIControl(frame: .zero)
        case is ProgressView: UIProgressView(frame: .zero)
        case is ActivityIndicatorView: UIActivityIndicatorView(frame: .zero)
        default: UIView(frame: .zero)
        }
    }
}

/// A finger on the screen (UIKit's `UITouch`; the mouse in a window, or scripted input).
public final class UITouch: Hashable {
    let touch: Touch

    init(_ touch: Touch) { self.touch = touch }

    /// The touch's phase.
    public typealias Phase = Touch.Phase

    /// Where the touch is, in a view's coordinates (the window's for nil).
    @MainActor public func location(in view: UIView?) -> CGPoint { CGPoint(touch.location(in: view?.layoutView)) }

    /// Where the touch was at the previous event, in a view's coordinates.
    @MainActor public func previousLocation(in view: UIView?) -> CGPoint { CGPoint(touch.previousLocation(in: view?.layoutView)) }

    /// The phase: began, moved, stationary, ended, cancelled.
    public var phase: Phase { touch.phase }
    /// Seconds on the window's clock.
    public var timestamp: TimeInterval { touch.timestamp }
    /// How many taps in a row this touch is part of.
    public var tapCount: Int { touch.tapCount }
    /// The view the touch began in.
    @MainActor public var view: UIView? { touch.view.map(UIView.wrapping) }

    /// Touches are equal when they are the same finger.
    public static func == (a: UITouch, b: UITouch) -> Bool { a.touch === b.touch }
    /// Hashes the finger's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(touch)) }
}

/// The touches of one moment (UIKit's `UIEvent`).
public final class UIEvent {
    let event: Event

    init(_ event: Event) { self.event = event }

    /// Seconds on the window's clock.
    public var timestamp: TimeInterval { event.timestamp }
    /// Every touch of the event.
    public var allTouches: Set<UITouch>? { Set(event.allTouches.map(UITouch.init)) }
    /// The touches in a view.
    @MainActor public func touches(for view: UIView) -> Set<UITouch>? { Set(event.touches(for: view.layoutView).map(UITouch.init)) }
}
