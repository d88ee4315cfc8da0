import Testing
import UIKit

/// A five-star rating control written as UIKit code writes one: it follows the touch through
/// `beginTracking(_:with:)` and `continueTracking(_:with:)`, reaches 10 points past its bounds
/// (`point(inside:with:)`), and is adjustable by VoiceOver (`accessibilityIncrement()`).
final class RatingControl: UIControl {
    private(set) var rating = 0 {
        didSet { if rating != oldValue { sendActions(for: .valueChanged) } }
    }
    private(set) var calls: [String] = []

    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        calls.append("begin")
        follow(touch)
        return true
    }
    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        calls.append("continue")
        follow(touch)
        return true
    }
    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        calls.append("end")
        super.endTracking(touch, with: event)
    }
    private func follow(_ touch: UITouch) {
        rating = max(1, min(5, Int(touch.location(in: self).x / bounds.width * 5) + 1))
    }
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.insetBy(dx: -10, dy: -10).contains(point)
    }
    override func accessibilityIncrement() { rating = min(5, rating + 1) }
}

@MainActor
@Suite("A UIControl subclass of your own: tracking overrides, hit area and accessibility actions")
struct CustomControlTests {
    /// A window showing a screen that holds `control` at its frame.
    static func show(_ control: UIControl) -> UIWindow {
        let screen = UIViewController()
        screen.view.addSubview(control)
        return showInWindow(screen)
    }

    @Test("a drag across the control calls beginTracking, then continueTracking as it moves, then endTracking; the value follows the touch")
    func trackingOverrides() throws {
        let rating = RatingControl(frame: CGRect(x: 50, y: 200, width: 200, height: 40))
        var changes = 0
        rating.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        let window = Self.show(rating)
        window.drag(from: CGPoint(x: 60, y: 220), to: CGPoint(x: 240, y: 220), duration: 0.3)
        #expect(rating.calls.first == "begin" && rating.calls.last == "end")
        #expect(rating.calls.dropFirst().dropLast().allSatisfy { $0 == "continue" } && rating.calls.count > 3)
        #expect(rating.rating == 5 && changes == 5, "one star, then each star the touch crossed")
    }

    @Test("a tap just outside the bounds lands, through point(inside:with:); accessibilityIncrement raises the value")
    func hitAreaAndIncrement() throws {
        let rating = RatingControl(frame: CGRect(x: 50, y: 200, width: 200, height: 40))
        let window = Self.show(rating)
        window.tap(at: CGPoint(x: 45, y: 195))
        #expect(rating.rating == 1 && rating.calls == ["begin", "end"])
        rating.accessibilityIncrement()
        #expect(rating.rating == 2)
    }

    @Test("a switch keeps its own tracking: a tap toggles it, through UIControl's default endTracking")
    func builtInTrackingStays() throws {
        let toggle = UISwitch(frame: CGRect(x: 50, y: 200, width: 51, height: 31))
        let window = Self.show(toggle)
        window.tap(at: CGPoint(x: 70, y: 215))
        #expect(toggle.isOn)
    }
}
