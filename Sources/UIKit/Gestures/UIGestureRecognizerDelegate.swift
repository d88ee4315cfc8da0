import Foundation
import Layout

/// What decides whether a gesture recognizer acts, as UIKit's `UIGestureRecognizerDelegate`
/// (every method has UIKit's default).
///
/// `gestureRecognizerShouldBegin(_:)` and `gestureRecognizer(_:shouldReceive:)` are asked as UIKit
/// asks them. The simultaneity and failure questions are kept for code that answers them:
/// LayoutSim's recognizers recognize side by side unless one is told to `require(toFail:)`.
@MainActor
public protocol UIGestureRecognizerDelegate: AnyObject {
    /// Whether the recognizer may begin (or recognize): false fails it.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    /// Whether the recognizer is given a touch at all.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool
    /// Whether two recognizers may recognize at once (kept).
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool
    /// Whether the recognizer waits for another to fail (kept: use `require(toFail:)`).
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool
}

extension UIGestureRecognizerDelegate {
    /// True.
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// True.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { true }
    /// False, UIKit's default.
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { false }
    /// False.
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        false
    }
}

/// Passes a Layout recognizer's questions to the UIKit recognizer's delegate.
@MainActor
final class GestureDelegateAdapter: GestureRecognizerDelegate {
    weak var owner: UIGestureRecognizer?
    init(owner: UIGestureRecognizer) { self.owner = owner }

    func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        guard let owner, let delegate = owner.delegate else { return true }
        return delegate.gestureRecognizerShouldBegin(owner)
    }

    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool {
        guard let owner, let delegate = owner.delegate else { return true }
        return delegate.gestureRecognizer(owner, shouldReceive: UITouch(touch))
    }
}
