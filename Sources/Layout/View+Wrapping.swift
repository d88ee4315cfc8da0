/// The hooks a view's stand-in in another module of this package receives instead of the view
/// itself: the UIKit module's `UIView` implements them by calling its own overridable members
/// (`layoutSubviews()`, `intrinsicContentSize: CGSize`...), whose defaults call back into the view.
///
/// Layout calls a hook through the view's dispatching helpers (``View/dispatchLayoutSubviews()``
/// and the others), so a user's `UIView` subclass overriding `layoutSubviews()` is called where UIKit
/// would call it, while a plain Layout view is called directly.
@MainActor
package protocol ViewWrapping: AnyObject {
    /// Stands in for ``View/layoutSubviews()``.
    func wrappedLayoutSubviews()
    /// Stands in for ``View/updateConstraints()``.
    func wrappedUpdateConstraints()
    /// Stands in for ``View/intrinsicContentSize``.
    var wrappedIntrinsicContentSize: Size { get }
    /// Stands in for ``View/sizeThatFits(_:)``.
    func wrappedSizeThatFits(_ size: Size) -> Size
    /// Stands in for ``View/safeAreaInsetsDidChange()``.
    func wrappedSafeAreaInsetsDidChange()
    /// Stands in for ``View/layoutMarginsDidChange()``.
    func wrappedLayoutMarginsDidChange()
    /// Stands in for ``View/willMove(toSuperview:)``.
    func wrappedWillMove(toSuperview superview: View?)
    /// Stands in for ``View/didMoveToSuperview()``.
    func wrappedDidMoveToSuperview()
    /// Stands in for ``View/didMoveToWindow()``.
    func wrappedDidMoveToWindow()
    /// Stands in for ``View/willMove(toWindow:)``.
    func wrappedWillMove(toWindow window: Window?)
    /// Stands in for ``View/didAddSubview(_:)``.
    func wrappedDidAddSubview(_ subview: View)
    /// Stands in for ``View/willRemoveSubview(_:)``.
    func wrappedWillRemoveSubview(_ subview: View)
    /// Stands in for ``View/forFirstBaselineLayout`` and ``View/forLastBaselineLayout``.
    func wrappedBaselineView(first: Bool) -> View
    /// Stands in for ``View/traitCollectionDidChange(_:)``.
    func wrappedTraitCollectionDidChange(_ previous: TraitCollection?)
    /// Stands in for ``View/hitTest(_:with:)``.
    func wrappedHitTest(_ point: Point, with event: Event?) -> View?
    /// Stands in for ``View/point(inside:with:)``.
    func wrappedPoint(inside point: Point, with event: Event?) -> Bool
    /// Stands in for the four `touches…(_:with:)` methods, by phase.
    func wrappedTouches(_ phase: Touch.Phase, _ touches: Set<Touch>, with event: Event?)
    /// Runs the stand-in's own drawing if it needs display (``View/displayIfNeeded()``).
    func wrappedDisplayIfNeeded()
}

/// The hooks a label's stand-in receives besides a view's: the UIKit module's `UILabel` calls its
/// overridable `textRect(forBounds:limitedToNumberOfLines:)` and `drawText(in:)`.
@MainActor
package protocol LabelWrapping: ViewWrapping {
    /// Stands in for ``Label/textRect(forBounds:limitedToNumberOfLines:)``.
    func wrappedTextRect(forBounds bounds: Rect, limitedToNumberOfLines lines: Int) -> Rect
    /// The rect the text is drawn in, as `drawText(in:)` passes it on from the bounds (nil: not drawn).
    func wrappedTextDrawingRect(in bounds: Rect) -> Rect?
}

/// The hooks a text field's stand-in receives besides a view's: the UIKit module's `UITextField`
/// calls its overridable `textRect(forBounds:)`, `editingRect(forBounds:)` and the other rects.
@MainActor
package protocol TextFieldWrapping: ViewWrapping {
    /// Stands in for the field's rect of `kind` (``TextField/textRect(forBounds:)`` and the others).
    func wrappedRect(_ kind: TextField.RectKind, forBounds bounds: Rect) -> Rect
}

/// The hooks a control's stand-in receives besides a view's: the UIKit module's `UIControl` calls
/// its overridable `beginTracking(_:with:)` and the other tracking methods, whose defaults call the
/// control's own.
@MainActor
package protocol ControlWrapping: ViewWrapping {
    /// Stands in for ``Control/beginTracking(_:with:)``.
    func wrappedBeginTracking(_ touch: Touch, with event: Event?) -> Bool
    /// Stands in for ``Control/continueTracking(_:with:)``.
    func wrappedContinueTracking(_ touch: Touch, with event: Event?) -> Bool
    /// Stands in for ``Control/endTracking(_:with:)``.
    func wrappedEndTracking(_ touch: Touch?, with event: Event?)
    /// Stands in for ``Control/cancelTracking(with:)``.
    func wrappedCancelTracking(with event: Event?)
}

extension View {
    /// The object standing for this view in another module of this package (the UIKit module's
    /// `UIView`). It is held weakly, and strongly while the view has a superview, so a subclass
    /// added to a hierarchy and forgotten by its maker lives as long as the view is in the tree.
    package var wrapper: (any ViewWrapping)? {
        get { wrapperReference }
        set {
            wrapperReference = newValue
            retainedWrapper = superview == nil ? nil : newValue
        }
    }

    /// Calls `layoutSubviews()`, through the wrapper when there is one.
    func dispatchLayoutSubviews() {
        if let w = wrapperReference { w.wrappedLayoutSubviews() } else { layoutSubviews() }
    }

    /// Calls `updateConstraints()`, through the wrapper when there is one.
    func dispatchUpdateConstraints() {
        if let w = wrapperReference { w.wrappedUpdateConstraints() } else { updateConstraints() }
    }

    /// Reads `intrinsicContentSize`, through the wrapper when there is one.
    var dispatchedIntrinsicContentSize: Size { wrapperReference?.wrappedIntrinsicContentSize ?? intrinsicContentSize }

    /// Calls `sizeThatFits(_:)`, through the wrapper when there is one.
    func dispatchSizeThatFits(_ size: Size) -> Size {
        if let w = wrapperReference { w.wrappedSizeThatFits(size) } else { sizeThatFits(size) }
    }

    /// Calls `safeAreaInsetsDidChange()`, through the wrapper when there is one.
    func dispatchSafeAreaInsetsDidChange() {
        if let w = wrapperReference { w.wrappedSafeAreaInsetsDidChange() } else { safeAreaInsetsDidChange() }
    }

    /// Calls `layoutMarginsDidChange()`, through the wrapper when there is one.
    func dispatchLayoutMarginsDidChange() {
        if let w = wrapperReference { w.wrappedLayoutMarginsDidChange() } else { layoutMarginsDidChange() }
    }

    /// Calls `willMove(toSuperview:)`, through the wrapper when there is one.
    func dispatchWillMove(toSuperview superview: View?) {
        if let w = wrapperReference { w.wrappedWillMove(toSuperview: superview) } else { willMove(toSuperview: superview) }
    }

    /// Calls `didMoveToSuperview()`, through the wrapper when there is one.
    func dispatchDidMoveToSuperview() {
        if let w = wrapperReference { w.wrappedDidMoveToSuperview() } else { didMoveToSuperview() }
    }

    /// Calls `willMove(toWindow:)` on this view and its subtree, through wrappers where there are some.
    func dispatchWillMove(toWindow window: Window?) {
        forEachInSubtree { v in
            if let w = v.wrapperReference { w.wrappedWillMove(toWindow: window) } else { v.willMove(toWindow: window) }
        }
    }

    /// Calls `didAddSubview(_:)`, through the wrapper when there is one.
    func dispatchDidAddSubview(_ subview: View) {
        if let w = wrapperReference { w.wrappedDidAddSubview(subview) } else { didAddSubview(subview) }
    }

    /// Calls `willRemoveSubview(_:)`, through the wrapper when there is one.
    func dispatchWillRemoveSubview(_ subview: View) {
        if let w = wrapperReference { w.wrappedWillRemoveSubview(subview) } else { willRemoveSubview(subview) }
    }

    /// The view whose first (or last) baseline is this view's, through the wrapper when there is one.
    func dispatchedBaselineView(first: Bool) -> View {
        if let w = wrapperReference { return w.wrappedBaselineView(first: first) }
        return first ? forFirstBaselineLayout : forLastBaselineLayout
    }

    /// Calls `didMoveToWindow()` on this view and its subtree, through wrappers where there are some.
    func dispatchDidMoveToWindow() {
        forEachInSubtree { v in
            if let w = v.wrapperReference { w.wrappedDidMoveToWindow() } else { v.didMoveToWindow() }
        }
    }

    /// Calls `traitCollectionDidChange(_:)` on this view and its subtree, through wrappers.
    func dispatchTraitCollectionDidChange(_ previous: TraitCollection?) {
        forEachInSubtree { v in
            if let w = v.wrapperReference {
                w.wrappedTraitCollectionDidChange(previous)
            } else {
                v.traitCollectionDidChange(previous)
            }
        }
    }

    /// Calls `hitTest(_:with:)`, through the wrapper when there is one.
    func dispatchHitTest(_ point: Point, with event: Event?) -> View? {
        if let w = wrapperReference { w.wrappedHitTest(point, with: event) } else { hitTest(point, with: event) }
    }

    /// Calls `point(inside:with:)`, through the wrapper when there is one.
    func dispatchPoint(inside point: Point, with event: Event?) -> Bool {
        if let w = wrapperReference { w.wrappedPoint(inside: point, with: event) } else { self.point(inside: point, with: event) }
    }
}

extension Responder {
    /// Sends touches of one phase to this responder, through a view's wrapper when it has one.
    func dispatchTouches(_ phase: Touch.Phase, _ touches: Set<Touch>, with event: Event?) {
        if let view = self as? View, let w = view.wrapperReference {
            w.wrappedTouches(phase, touches, with: event)
            return
        }
        switch phase {
        case .began: touchesBegan(touches, with: event)
        case .moved: touchesMoved(touches, with: event)
        case .ended: touchesEnded(touches, with: event)
        case .cancelled: touchesCancelled(touches, with: event)
        case .stationary: break
        }
    }
}
