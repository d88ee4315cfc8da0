import Animation
import Layout
import Testing

@Suite("Property animator")
struct PropertyAnimatorTests {
    func setUp() -> (Window, View, View, LayoutConstraint) {
        let window = Window(size: Size(width: 400, height: 200), logSink: { _ in })
        let controller = ViewController()
        window.rootViewController = controller
        let root = controller.view!
        let box = View()
        box.accessibilityIdentifier = "box"
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        let width = box.widthAnchor.constraint(equalToConstant: 60)
        try! LayoutConstraint.activate([
            width, box.heightAnchor.constraint(equalToConstant: 20),
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            box.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        window.layoutIfNeeded()
        return (window, root, box, width)
    }

    @Test("scrubbing while paused is linear; running continues from there; reversing runs back to the start")
    func scrubAndReverse() {
        let (window, root, box, width) = setUp()
        width.constant = 160
        var ends: [PropertyAnimator.Position] = []
        let animator = PropertyAnimator(duration: 1, curve: .easeInOut) { root.layoutIfNeeded() }
        animator.addCompletion { ends.append($0) }
        animator.pauseAnimation()
        #expect(animator.state == .active && !animator.isRunning)
        animator.fractionComplete = 0.3
        #expect(abs(box.presentationFrame!.width - 90) < 1e-9, "linear scrub")
        animator.startAnimation()
        window.animator.advance(by: 0.2)
        #expect(abs(animator.fractionComplete - 0.5) < 1e-9)
        #expect(abs(box.presentationFrame!.width - 110) < 1e-9, "easeInOut at 0.5 is 0.5")
        animator.isReversed = true
        window.animator.advance(by: 0.25)
        #expect(abs(animator.fractionComplete - 0.25) < 1e-9)
        window.animator.settle()
        #expect(ends == [.start])
        #expect(box.frame.width == 60 && box.presentationFrame == nil, "finished at the start: the model goes back")
    }

    @Test("stopping freezes; finishing at the end keeps the new layout; continuing uses new timing")
    func stopFinishContinue() {
        let (window, root, box, width) = setUp()
        width.constant = 260
        var ends: [PropertyAnimator.Position] = []
        let animator = PropertyAnimator(duration: 1, curve: .linear) { root.layoutIfNeeded() }
        animator.addCompletion { ends.append($0) }
        animator.startAnimation()
        window.animator.advance(by: 0.5)
        #expect(box.presentationFrame!.width == 160)
        animator.stopAnimation(false)
        #expect(animator.state == .stopped)
        window.animator.advance(by: 0.5)
        #expect(box.presentationFrame!.width == 160, "stopped: frozen")
        animator.finishAnimation(at: .end)
        #expect(ends == [.end] && box.frame.width == 260 && box.presentationFrame == nil)

        width.constant = 60
        let second = PropertyAnimator(duration: 1, curve: .linear) { root.layoutIfNeeded() }
        second.startAnimation()
        window.animator.advance(by: 0.5)
        second.pauseAnimation()
        second.continueAnimation(withTimingParameters: .curve(.linear), durationFactor: 2)
        window.animator.advance(by: 0.5)
        #expect(abs(second.fractionComplete - 0.75) < 1e-9, "twice the duration: half the speed")
        window.animator.settle()
        #expect(box.frame.width == 60)
    }
}
