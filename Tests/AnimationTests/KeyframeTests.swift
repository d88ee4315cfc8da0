import Animation
import Layout
import Testing

@Suite("View.animateKeyframes: keyframes one after another")
struct KeyframeTests {
    @Test("An alpha pulse: down to 0.2 in the first 40 %, back to 1 in the last 60 %; a later block takes over")
    func pulse() {
        let window = Window(size: Size(width: 100, height: 100))
        window.rootViewController = ViewController()
        let badge = View(frame: Rect(x: 10, y: 10, width: 20, height: 20))
        window.rootView?.addSubview(badge)
        window.layoutIfNeeded()
        View.animateKeyframes(withDuration: 1) {
            View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.4) { badge.alpha = 0.2 }
            View.addKeyframe(withRelativeStartTime: 0.4, relativeDuration: 0.6) { badge.alpha = 1 }
        }
        window.animator.advance(by: 0.2)
        #expect(abs((badge.presentationAlpha ?? 0) - 0.6) < 1e-9)
        window.animator.advance(by: 0.3)
        #expect(abs((badge.presentationAlpha ?? 0) - (0.2 + 0.8 / 6)) < 1e-9)
        var finished: Bool?
        View.animate(withDuration: 0.1, animations: { badge.alpha = 0.5 }, completion: { finished = $0 })
        window.animator.settle()
        #expect(finished == true && badge.alpha == 0.5 && badge.presentationAlpha == nil)
    }

    @Test("addKeyframe outside a keyframe block makes its changes at once")
    func outside() {
        let view = View()
        View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { view.alpha = 0.3 }
        #expect(view.alpha == 0.3 && view.presentationAlpha == nil)
    }
}
