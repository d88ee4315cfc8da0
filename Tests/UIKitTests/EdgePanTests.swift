import Testing
import UIKit

@MainActor
@Suite("Screen-edge pans, pinches and rotations as UIKit code adds them")
struct EdgePanTests {
    @Test(
        "a screen-edge pan begins for a drag from within 20 points of its edge, and fails for one from further in",
        arguments: [(5.0, true), (18.0, true), (60.0, false)])
    func edgePan(startX: Double, recognizes: Bool) {
        let screen = UIViewController()
        screen.view.backgroundColor = .systemBackground
        var states: [UIGestureRecognizer.State] = []
        let edge = UIScreenEdgePanGestureRecognizer { states.append($0.state) }
        edge.edges = .left
        screen.view.addGestureRecognizer(edge)
        let window = showInWindow(screen)
        window.drag(from: CGPoint(x: startX, y: 400), to: CGPoint(x: startX + 200, y: 400), duration: 0.3)
        #expect(states.contains(.began) == recognizes, "\(states)")
        #expect(states.last == (recognizes ? .ended : nil))
    }

    @Test("pinch and rotation recognizers can be added; with one pointer they never begin")
    func twoFinger() {
        let screen = UIViewController()
        var heard = 0
        let pinch = UIPinchGestureRecognizer { _ in heard += 1 }
        let rotation = UIRotationGestureRecognizer { _ in heard += 1 }
        screen.view.addGestureRecognizer(pinch)
        screen.view.addGestureRecognizer(rotation)
        let window = showInWindow(screen)
        window.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 200, y: 500), duration: 0.3)
        #expect(heard == 0 && pinch.scale == 1 && rotation.rotation == 0)
    }
}
