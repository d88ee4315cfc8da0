import Animation
import Layout
import Testing

@Suite("View animations")
struct ViewAnimationTests {
    /// 003's option button with a named height constraint, in a 320 x 200 window.
    func optionWindow() throws -> (Window, View, Button) {
        let window = Window(size: Size(width: 320, height: 200), logSink: { _ in })
        let controller = ViewController()
        window.rootViewController = controller
        let root = controller.view!
        let optionA = Button(title: "A")
        optionA.accessibilityIdentifier = "optionA"
        root.addSubview(optionA)
        Constraints.layout(optionA) { c in
            c.set(.height, to: 60, name: "height")
            c.set(.width, to: 60, name: "width")
            c.make(.left, equalTo: root, s: .left, plus: 20)
            c.make(.top, equalTo: root, s: .top, plus: 20)
        }
        window.layoutIfNeeded()
        return (window, root, optionA)
    }

    @Test("003: a named constraint changed from 60 to 70 animates with easeInOut; the model jumps at once")
    func namedConstraintAnimates() throws {
        let (window, root, optionA) = try optionWindow()
        var finished: [Bool] = []
        optionA.constraint(named: "height")!.constant = 70
        optionA.setNeedsUpdateConstraints()
        View.animate(withDuration: 1, animations: { root.layoutIfNeeded() }, completion: { finished.append($0) })
        #expect(optionA.frame.height == 70, "the model value is the end state at once")
        #expect(optionA.presentationFrame?.height == 60)
        window.animator.advance(by: 0.25)
        #expect(abs(optionA.presentationFrame!.height - (60 + 10 * 0.1292)) < 1e-3)
        window.animator.advance(by: 0.25)
        #expect(abs(optionA.presentationFrame!.height - 65) < 1e-9)
        window.animator.settle()
        #expect(optionA.presentationFrame == nil && finished == [true])
    }

    @Test(
        "the curve in options bits 16 to 19, as code passes a keyboard notification's on (curve << 16): 7 is the keyboard's, not linear",
        arguments: [(UInt(0), TimingCurve.easeInOut), (1, .easeIn), (2, .easeOut), (3, .linear), (7, .keyboard)])
    func curveBits(curve: UInt, expected: TimingCurve) throws {
        let (window, root, optionA) = try optionWindow()
        optionA.constraint(named: "height")!.constant = 160
        View.animate(withDuration: 1, delay: 0, options: AnimationOptions(rawValue: curve << 16), animations: { root.layoutIfNeeded() })
        window.animator.advance(by: 0.3)
        #expect(abs(optionA.presentationFrame!.height - (60 + 100 * expected.value(at: 0.3))) < 1e-6)
    }

    @Test("springs follow the spring formula; the completion fires at the duration")
    func spring() throws {
        let (window, root, optionA) = try optionWindow()
        var finished: [Bool] = []
        optionA.constraint(named: "width")!.constant = 160
        View.animate(
            withDuration: 0.5, usingSpringWithDamping: 0.7, initialSpringVelocity: 0,
            animations: { root.layoutIfNeeded() }, completion: { finished.append($0) })
        window.animator.advance(by: 0.1)
        let expected = 60 + 100 * Spring(duration: 0.5, dampingRatio: 0.7, initialVelocity: 0).progress(at: 0.1)
        #expect(abs(optionA.presentationFrame!.width - expected) < 1e-6)
        window.animator.advance(by: 0.39)
        #expect(finished.isEmpty)
        window.animator.advance(by: 0.02)
        #expect(finished == [true] && optionA.presentationFrame == nil)
    }

    @Test("interrupting retargets from the in-flight value; the first completion says finished = false")
    func interruption() throws {
        let (window, root, optionA) = try optionWindow()
        var log: [String] = []
        let height = optionA.constraint(named: "height")!
        height.constant = 100
        View.animate(
            withDuration: 1, options: .curveLinear, animations: { root.layoutIfNeeded() }, completion: { log.append("first \($0)") })
        window.animator.advance(by: 0.5)
        #expect(optionA.presentationFrame!.height == 80)
        height.constant = 40
        View.animate(
            withDuration: 1, options: .curveLinear, animations: { root.layoutIfNeeded() }, completion: { log.append("second \($0)") })
        #expect(optionA.presentationFrame!.height == 80, "no jump: the new animation starts where the old one was")
        #expect(log == ["first false"])
        window.animator.advance(by: 0.5)
        #expect(optionA.presentationFrame!.height == 60)
        window.animator.settle()
        #expect(log == ["first false", "second true"] && optionA.frame.height == 40)
    }

    @Test("nested blocks inherit duration and curve unless overridden; duration 0 applies at once")
    func nestingAndZero() throws {
        let (window, root, optionA) = try optionWindow()
        var done: [Bool] = []
        View.animate(
            withDuration: 2, options: .curveLinear,
            animations: {
                View.animate(withDuration: 0.1, animations: { optionA.alpha = 0 })
            })
        window.animator.advance(by: 1)
        #expect(optionA.presentationAlpha == 0.5, "the inner block took 2 s, linear")
        View.animate(
            withDuration: 2, options: .curveLinear,
            animations: {
                View.animate(
                    withDuration: 0.5, options: [.overrideInheritedDuration, .overrideInheritedCurve, .curveLinear],
                    animations: { optionA.backgroundColor = Color(hex: "#FF0000") })
            })
        window.animator.advance(by: 0.25)
        #expect(optionA.presentationBackground?.alpha == 128)
        window.animator.settle()
        optionA.constraint(named: "width")!.constant = 90
        View.animate(withDuration: 0, animations: { root.layoutIfNeeded() }, completion: { done.append($0) })
        #expect(done == [true] && optionA.presentationFrame == nil && optionA.frame.width == 90)
    }

    @Test(
        "a block's recorder is current only while its closure runs: the outer block records again after an inner one, nothing after the block"
    )
    func recorderScope() throws {
        let (window, _, optionA) = try optionWindow()
        #expect(AnimationRecording.current == nil)
        View.animate(
            withDuration: 1, options: .curveLinear,
            animations: {
                View.animate(withDuration: 1, animations: {})
                optionA.alpha = 0  // after the inner block: the outer block's change
            })
        #expect(AnimationRecording.current == nil)
        optionA.backgroundColor = Color(hex: "#FF0000")  // outside any block: at once
        window.animator.advance(by: 0.5)
        #expect(optionA.presentationAlpha == 0.5 && optionA.presentationBackground == nil)
        window.animator.settle()
        View.animate(
            withDuration: 1,
            animations: { AnimationRecording.withoutRecording { optionA.alpha = 1 } })
        #expect(!window.animator.isAnimating && optionA.alpha == 1, "a change kept out of the block applies at once")
    }

    @Test("autoreverse goes there and back; repeat keeps going")
    func autoreverseAndRepeat() throws {
        let (window, _, optionA) = try optionWindow()
        View.animate(withDuration: 1, options: [.curveLinear, .autoreverse], animations: { optionA.alpha = 0 })
        window.animator.advance(by: 0.5)
        #expect(optionA.presentationAlpha == 0.5)
        window.animator.advance(by: 1)
        #expect(abs(optionA.presentationAlpha! - 0.5) < 1e-9, "on the way back")
        window.animator.settle()
        #expect(optionA.presentationAlpha == nil)
        View.animate(withDuration: 1, options: [.curveLinear, .repeat], animations: { optionA.alpha = 1 })
        window.animator.advance(by: 10.25)
        #expect(window.animator.isAnimating)
    }

    @Test("layoutIfNeeded on the moved view inside an animation block is the classic mistake, and is flagged")
    func misuseWarning() throws {
        let (window, _, optionA) = try optionWindow()
        optionA.constraint(named: "height")!.constant = 90
        View.animate(withDuration: 1) { optionA.layoutIfNeeded() }
        #expect(
            window.log.contains {
                $0.hasPrefix(
                    "[LayoutSim] layoutIfNeeded() was called on optionA inside an animation block, but its frame is set by its superview")
            })
        #expect(optionA.presentationFrame == nil, "nothing animated, as in UIKit")
    }

    @Test("a window dropped in the middle of an animation frees its views (the driver holds them weakly)")
    func droppedMidAnimation() throws {
        weak var window: Window?
        weak var button: Button?
        do {
            let (w, root, optionA) = try optionWindow()
            optionA.constraints.first { $0.identifier == "height" }?.constant = 70
            View.animate(withDuration: 1) { root.layoutIfNeeded() }
            w.animator.advance(by: 0.5)
            #expect(optionA.presentationFrame != nil, "the animation is under way")
            window = w
            button = optionA
        }
        #expect(window == nil)
        #expect(button == nil)
    }
}

@Suite("View animations: beyond UIKit and clocks")
struct AnimationExtrasTests {
    @Test("swapping which constraint is active animates between the two solved states")
    func activationSwap() throws {
        let window = Window(size: Size(width: 400, height: 100), logSink: { _ in })
        window.rootViewController = ViewController()
        let root = window.rootView!
        let box = View()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        let left = box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10)
        let right = box.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10)
        let half = box.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.25)
        let wide = box.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5)
        try LayoutConstraint.activate([
            left, half, box.topAnchor.constraint(equalTo: root.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.layoutIfNeeded()
        #expect(box.frame == Rect(x: 10, y: 0, width: 100, height: 10))
        left.isActive = false
        half.isActive = false
        right.isActive = true
        wide.isActive = true
        window.resetCounters()
        View.animate(withDuration: 1, options: .curveLinear) { root.layoutIfNeeded() }
        #expect(box.frame == Rect(x: 190, y: 0, width: 200, height: 10), "solved once, at the end state")
        window.animator.advance(by: 0.5)
        #expect(box.presentationFrame == Rect(x: 100, y: 0, width: 150, height: 10))
        let solverWork = window.counters
        window.animator.advance(by: 0.25)
        #expect(window.counters == solverWork, "frames interpolate: no solving per frame")
    }

    @Test("completions fire in the order animations end, each with its finished flag")
    func completionOrder() throws {
        let window = Window(size: Size(width: 100, height: 100), logSink: { _ in })
        window.rootViewController = ViewController()
        let root = window.rootView!
        let a = View(frame: Rect(x: 0, y: 0, width: 10, height: 10)), b = View(frame: Rect(x: 0, y: 20, width: 10, height: 10))
        root.addSubview(a)
        root.addSubview(b)
        window.layoutIfNeeded()
        var order: [String] = []
        View.animate(withDuration: 1, animations: { a.alpha = 0 }, completion: { order.append("a \($0)") })
        View.animate(withDuration: 0.5, animations: { b.alpha = 0 }, completion: { order.append("b \($0)") })
        View.animate(
            withDuration: 0.2, delay: 0.1, animations: { b.backgroundColor = Color.black }, completion: { order.append("c \($0)") })
        window.animator.settle()
        #expect(order == ["c true", "b true", "a true"])
    }

    @Test("a real clock advances by itself; the virtual clock only when told")
    func clocks() {
        let real = RealClock()
        let t0 = real.now
        var x = 0.0
        for i in 0..<100_000 { x += Double(i) }
        #expect(real.now >= t0 && x > 0)
        let window = Window(size: Size(width: 10, height: 10))
        window.useAnimationClock(real)
        #expect(window.animator.clock is RealClock)
        let virtual = VirtualClock()
        #expect(virtual.now == 0)
    }
}
