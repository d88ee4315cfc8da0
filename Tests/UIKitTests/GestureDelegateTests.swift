import Testing
import UIKit

@MainActor
@Suite("UIGestureRecognizerDelegate: should begin and should receive, as UIKit asks them")
struct GestureDelegateTests {
    /// Answers a recognizer's questions as set.
    final class Gate: UIGestureRecognizerDelegate {
        var begins = true, receives = true
        var asked: [String] = []
        func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
            asked.append("begin")
            return begins
        }
        func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
            asked.append("receive")
            return receives
        }
    }

    @Test(
        "a tap is recognized only when its delegate lets it receive the touch and begin",
        arguments: [(true, true, true), (false, true, false), (true, false, false)])
    func tap(begins: Bool, receives: Bool, recognized: Bool) {
        let screen = UIViewController()
        var taps = 0
        let tap = UITapGestureRecognizer { _ in taps += 1 }
        let gate = Gate()
        gate.begins = begins
        gate.receives = receives
        tap.delegate = gate
        screen.view.addGestureRecognizer(tap)
        let window = showInWindow(screen)
        window.tap(at: CGPoint(x: 100, y: 300))
        #expect((taps == 1) == recognized, "\(gate.asked)")
        #expect(gate.asked.first == "receive")
    }
}
