import Layout
import Testing

/// UIKit's autoresizing masks: "when a view's bounds change, that view automatically resizes its
/// subviews according to each subview's autoresizing mask" (UIView.autoresizingMask), in a window
/// (where LayoutSim's engine holds the mask as constraints) and outside one alike.
@MainActor
@Suite("Autoresizing masks")
struct AutoresizingTests {
    /// A 100 x 50 superview with a 60 x 30 subview at (10, 10) of `mask`, resized to 200 x 150.
    nonisolated static let cases: [(String, AutoresizingMask, Rect)] = [
        ("flexible width and height: both margins stay", [.flexibleWidth, .flexibleHeight], Rect(x: 10, y: 10, width: 160, height: 130)),
        (
            "flexible left and top margins: the far margins stay", [.flexibleLeftMargin, .flexibleTopMargin],
            Rect(x: 110, y: 110, width: 60, height: 30)
        ),
        ("no mask: pinned to the top left, size kept", [], Rect(x: 10, y: 10, width: 60, height: 30)),
        (
            "every margin flexible: its centre stays at the same fraction of the superview (UIKit's midX == 0.4 * width)",
            [.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin],
            Rect(x: 50, y: 60, width: 60, height: 30)
        ),
    ]

    private func pair(_ mask: AutoresizingMask) -> (View, View) {
        let container = View(frame: Rect(x: 0, y: 0, width: 100, height: 50))
        let sub = View(frame: Rect(x: 10, y: 10, width: 60, height: 30))
        sub.autoresizingMask = mask
        container.addSubview(sub)
        return (container, sub)
    }

    @Test("outside a window, a subview follows its superview's resize at once", arguments: cases)
    func outsideWindow(_ name: String, mask: AutoresizingMask, expected: Rect) {
        let (container, sub) = pair(mask)
        container.frame.size = Size(width: 200, height: 150)
        #expect(sub.frame == expected)
    }

    @Test("in a window, the engine's constraints give the same frame after layout", arguments: cases)
    func inWindow(_ name: String, mask: AutoresizingMask, expected: Rect) {
        let window = Window(size: Size(width: 400, height: 400), logSink: { _ in })
        window.rootViewController = ViewController()
        let (container, sub) = pair(mask)
        window.rootView!.addSubview(container)
        window.layoutIfNeeded()
        container.frame.size = Size(width: 200, height: 150)
        window.layoutIfNeeded()
        #expect(sub.frame == expected)
    }

    @Test("a subview that does not translate its mask is left to its constraints")
    func notTranslating() {
        let (container, sub) = pair([.flexibleWidth])
        sub.translatesAutoresizingMaskIntoConstraints = false
        container.frame.size = Size(width: 200, height: 150)
        #expect(sub.frame == Rect(x: 10, y: 10, width: 60, height: 30))
    }
}
