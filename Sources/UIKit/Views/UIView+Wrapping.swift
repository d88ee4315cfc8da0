import Foundation
import Layout

// How Layout reaches a UIView's overridable members: its hooks (`ViewWrapping`) call them, and
// their defaults call back into the Layout view. Both live on the main actor, as UIKit does.

extension UIView: ViewWrapping {
    package func wrappedLayoutSubviews() { layoutSubviews() }
    package func wrappedUpdateConstraints() { updateConstraints() }
    package var wrappedIntrinsicContentSize: Size { intrinsicContentSize.layout }
    package func wrappedSizeThatFits(_ size: Size) -> Size { sizeThatFits(CGSize(size)).layout }
    package func wrappedSafeAreaInsetsDidChange() { safeAreaInsetsDidChange() }
    package func wrappedLayoutMarginsDidChange() { layoutMarginsDidChange() }
    package func wrappedWillMove(toSuperview superview: View?) { willMove(toSuperview: superview.map(UIView.wrapping)) }
    package func wrappedDidMoveToSuperview() { didMoveToSuperview() }
    package func wrappedDidMoveToWindow() {
        if window != nil { applyAppearanceProxies() }
        didMoveToWindow()
    }
    package func wrappedWillMove(toWindow window: Window?) { willMove(toWindow: window.flatMap(UIWindow.wrapper(of:))) }
    package func wrappedDidAddSubview(_ subview: View) { didAddSubview(UIView.wrapping(subview)) }
    package func wrappedWillRemoveSubview(_ subview: View) { willRemoveSubview(UIView.wrapping(subview)) }
    package func wrappedBaselineView(first: Bool) -> View { (first ? forFirstBaselineLayout : forLastBaselineLayout).layoutView }
    package func wrappedTraitCollectionDidChange(_ previous: TraitCollection?) {
        let before = previous.map { UITraitCollection($0, device: layoutView.window?.device) }
        traitCollectionDidChange(before)
        traitRegistry?.notify(previous: before, current: traitCollection)
    }
    package func wrappedHitTest(_ point: Point, with event: Event?) -> View? {
        hitTest(CGPoint(point), with: event.map(UIEvent.init))?.layoutView
    }
    package func wrappedPoint(inside point: Point, with event: Event?) -> Bool {
        self.point(inside: CGPoint(point), with: event.map(UIEvent.init))
    }
    package func wrappedDisplayIfNeeded() { displayIfNeeded() }
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
        case is VisualEffectView: UIVisualEffectView(frame: .zero)
        default: UIView(frame: .zero)
        }
    }
}

extension UIControl: ControlWrapping {
    package func wrappedBeginTracking(_ touch: Touch, with event: Layout.Event?) -> Bool {
        beginTracking(UITouch(touch), with: event.map(UIEvent.init))
    }
    package func wrappedContinueTracking(_ touch: Touch, with event: Layout.Event?) -> Bool {
        continueTracking(UITouch(touch), with: event.map(UIEvent.init))
    }
    package func wrappedEndTracking(_ touch: Touch?, with event: Layout.Event?) {
        endTracking(touch.map(UITouch.init), with: event.map(UIEvent.init))
    }
    package func wrappedCancelTracking(with event: Layout.Event?) { cancelTracking(with: event.map(UIEvent.init)) }
}

extension UILabel: LabelWrapping {
    package func wrappedTextRect(forBounds bounds: Rect, limitedToNumberOfLines lines: Int) -> Rect {
        textRect(forBounds: CGRect(bounds), limitedToNumberOfLines: lines).layout
    }
    package func wrappedTextDrawingRect(in bounds: Rect) -> Rect? { textDrawingRect(in: bounds) }
}
