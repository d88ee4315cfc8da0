import Animation
import Foundation
import Layout

// The keyboard notifications UIKit posts around its on-screen keyboard. A window shows the keyboard
// when its Layout window's `showsSoftwareKeyboard` is on (off by default: typing comes from the
// computer's keyboard, as from a hardware keyboard on iOS, which shows none and posts nothing).

extension UIResponder {
    /// Posted before the keyboard appears (and again when another text input takes it over).
    nonisolated public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    /// Posted after the keyboard appeared.
    nonisolated public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    /// Posted before the keyboard disappears.
    nonisolated public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    /// Posted after the keyboard disappeared.
    nonisolated public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    /// Posted before the keyboard's frame changes (as it comes up or goes down).
    nonisolated public static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
    /// Posted after the keyboard's frame changed.
    nonisolated public static let keyboardDidChangeFrameNotification = Notification.Name("UIKeyboardDidChangeFrameNotification")
    /// The keyboard's frame at the end, in screen coordinates, an `NSValue` (`cgRectValue`).
    nonisolated public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// The keyboard's frame at the start, an `NSValue`.
    nonisolated public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    /// The keyboard animation's duration in seconds, an `NSNumber` (0.25).
    nonisolated public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    /// The keyboard animation's curve, an `NSNumber` (UIKit's 7: shift it 16 bits left for
    /// `UIView.AnimationOptions`).
    nonisolated public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    /// Whether the keyboard belongs to this app, an `NSNumber` (always true here).
    nonisolated public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}

extension Window {
    /// UIKit's keyboard animation curve: 7, a curve with no `UIView.AnimationCurve` case of its own.
    static let keyboardCurve = 7

    /// Has this window's keyboard post UIKit's notifications and move as UIKit's does: will-change-
    /// frame and will-show (or will-hide) inside the keyboard's animation block, so that layout
    /// changes their observers make move with it; the keyboard and the views on keyboard layout
    /// guides then slide over a quarter second on the keyboard's curve; did-change-frame and
    /// did-show (or did-hide) when it has arrived.
    @MainActor
    func postsKeyboardNotifications() {
        keyboardTransitionHandler = { [weak self] transition, apply in
            let info: [AnyHashable: Any] = [
                UIResponder.keyboardFrameBeginUserInfoKey: NSValue(cgRect: CGRect(transition.begin)),
                UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: CGRect(transition.end)),
                UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: transition.duration),
                UIResponder.keyboardAnimationCurveUserInfoKey: NSNumber(value: Window.keyboardCurve),
                UIResponder.keyboardIsLocalUserInfoKey: NSNumber(value: true),
            ]
            let posts = self?.canPostKeyboardNotifications() ?? false
            func post(_ name: Notification.Name) {
                if posts { NotificationCenter.default.post(name: name, object: nil, userInfo: info) }
            }
            let options = AnimationOptions(rawValue: UInt(Window.keyboardCurve) << 16)
            View.animate(
                withDuration: transition.duration, delay: 0, options: options,
                animations: {
                    post(UIResponder.keyboardWillChangeFrameNotification)
                    post(transition.isShowing ? UIResponder.keyboardWillShowNotification : UIResponder.keyboardWillHideNotification)
                    apply()
                    self?.layoutIfNeeded()
                },
                completion: { _ in
                    post(UIResponder.keyboardDidChangeFrameNotification)
                    post(transition.isShowing ? UIResponder.keyboardDidShowNotification : UIResponder.keyboardDidHideNotification)
                })
        }
    }

    /// Whether Foundation can deliver a notification posted here to every observer. On the main
    /// thread it can (an app's window). The main actor off the main thread (Swift Testing runs
    /// tests there on Linux) has no current operation queue, so Foundation would hand an observer
    /// added with `queue: .main` to the main queue this code holds, and wait for it forever: the
    /// notifications are left out there, once logged, and the keyboard still moves.
    @MainActor
    private func canPostKeyboardNotifications() -> Bool {
        if Thread.isMainThread || OperationQueue.current === OperationQueue.main { return true }
        if !keyboardNotificationsSkippedLogged {
            keyboardNotificationsSkippedLogged = true
            rootView?.report(
                "[LayoutSim] The keyboard's notifications (UIKeyboardWillShowNotification and the others) are not posted: this code runs on the main actor off the main thread (Swift Testing on Linux), where Foundation would wait forever to deliver them to an observer on OperationQueue.main. The keyboard, its frame and keyboardLayoutGuide still move; code that observes the notifications gets them on the main thread, as in an app's window."
            )
        }
        return false
    }
}
