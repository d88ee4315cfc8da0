import Animation
import Layout
import Testing

/// Touches as UIKit delivers them (Apple: "Using responders and the responder chain to handle
/// events", "Handling UIKit gestures"), driven by scripted input on the virtual clock.
@Suite("Touches: hit-testing, the responder chain, controls and gesture recognizers")
struct TouchTests {
    /// A view that records the touches it gets.
    final class Recorder: View {
        var log: [String] = []
        override func touchesBegan(_ touches: Set<Touch>, with event: Event?) { log.append("began") }
        override func touchesMoved(_ touches: Set<Touch>, with event: Event?) { log.append("moved") }
        override func touchesEnded(_ touches: Set<Touch>, with event: Event?) { log.append("ended") }
        override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) { log.append("cancelled") }
    }

    /// A controller that records what its view passes on.
    final class Controller: ViewController {
        var log: [String] = []
        override func touchesBegan(_ touches: Set<Touch>, with event: Event?) { log.append("began") }
        override func touchesEnded(_ touches: Set<Touch>, with event: Event?) { log.append("ended") }
    }

    /// A 400 x 400 window whose root holds `views` at fixed frames.
    private func window(_ views: [(View, Rect)], controller: ViewController = ViewController()) -> Window {
        let window = Window(size: Size(width: 400, height: 400), logSink: { _ in })
        window.rootViewController = controller
        for (v, frame) in views {
            v.frame = frame
            window.rootView!.addSubview(v)
        }
        window.layoutIfNeeded()
        return window
    }

    @Test(
        "hit-testing skips hidden, transparent (alpha < 0.01) and non-interactive views; the frontmost wins",
        arguments: ["plain", "hidden", "transparent", "noInteraction"])
    func hitTesting(kind: String) {
        let back = View(), front = View()
        let w = window([(back, Rect(x: 0, y: 0, width: 200, height: 200)), (front, Rect(x: 50, y: 50, width: 100, height: 100))])
        switch kind {
        case "hidden": front.isHidden = true
        case "transparent": front.alpha = 0.005
        case "noInteraction": front.isUserInteractionEnabled = false
        default: break
        }
        let hit = w.rootView!.hitTest(Point(x: 60, y: 60), with: nil)
        #expect(hit === (kind == "plain" ? front : back))
        #expect(w.rootView!.hitTest(Point(x: 300, y: 300), with: nil) === w.rootView)
        #expect(w.rootView!.hitTest(Point(x: 500, y: 10), with: nil) == nil, "outside the root")
    }

    @Test("a subview reaching outside its superview is not hit there; a label lets touches through to what is behind")
    func outsideAndLabels() {
        let parent = View(), child = View(), label = Label(text: "Hi")
        child.frame = Rect(x: 80, y: 0, width: 100, height: 50)
        parent.addSubview(child)
        let w = window([(parent, Rect(x: 0, y: 0, width: 100, height: 100)), (label, Rect(x: 0, y: 200, width: 100, height: 30))])
        #expect(w.rootView!.hitTest(Point(x: 90, y: 10), with: nil) === child)
        #expect(w.rootView!.hitTest(Point(x: 150, y: 10), with: nil) === w.rootView, "outside the parent's bounds")
        #expect(w.rootView!.hitTest(Point(x: 10, y: 210), with: nil) === w.rootView)
    }

    @Test("touches go to the view they began in; what a view does not handle goes up to its controller")
    func responderChain() {
        let recorder = Recorder()
        let controller = Controller()
        let w = window([(recorder, Rect(x: 0, y: 0, width: 100, height: 100))], controller: controller)
        w.drag(from: Point(x: 10, y: 10), to: Point(x: 300, y: 10), duration: 0.1)
        #expect(recorder.log.first == "began" && recorder.log.last == "ended" && recorder.log.contains("moved"))
        w.tap(at: Point(x: 300, y: 300))  // the root view passes it to its controller
        #expect(controller.log == ["began", "ended"])
    }

    @Test(
        "a button: touchUpInside and primaryActionTriggered on a tap, highlighted while down; touchUpOutside when dragged away; nothing when disabled",
        arguments: ["tap", "dragAway", "disabled"])
    func button(kind: String) {
        let button = Button(title: "OK")
        var events: [String] = []
        button.addAction(Action { _ in events.append("up inside") }, for: .touchUpInside)
        button.addAction(Action { _ in events.append("primary") }, for: .primaryActionTriggered)
        button.addAction(Action { _ in events.append("up outside") }, for: .touchUpOutside)
        button.addAction(Action { a in events.append("down \(a.sender === button)") }, for: .touchDown)
        let w = window([(button, Rect(x: 100, y: 100, width: 80, height: 40))])
        if kind == "disabled" { button.isEnabled = false }
        switch kind {
        case "dragAway": w.drag(from: Point(x: 120, y: 120), to: Point(x: 390, y: 390), duration: 0.2)
        default:
            w.sendTouch(.began, at: Point(x: 120, y: 120), timestamp: 0)
            #expect(button.isHighlighted == (kind == "tap"))
            #expect(button.state == (kind == "tap" ? .highlighted : .disabled))
            w.sendTouch(.ended, at: Point(x: 120, y: 120), timestamp: 0.05)
        }
        #expect(!button.isHighlighted)
        let expected: [String: [String]] = [
            "tap": ["down true", "up inside", "primary"], "dragAway": ["down true", "up outside"], "disabled": [],
        ]
        #expect(events == expected[kind])
    }

    @Test("a tap recognizer fires on a tap, not on a drag; it cancels the view's own touches")
    func tap() {
        let recorder = Recorder()
        var taps: [Point] = []
        recorder.addGestureRecognizer(TapGestureRecognizer { r in taps.append(r.location(in: recorder)) })
        let w = window([(recorder, Rect(x: 100, y: 100, width: 100, height: 100))])
        w.tap(at: Point(x: 130, y: 140))
        #expect(taps == [Point(x: 30, y: 40)])
        #expect(recorder.log == ["began", "cancelled"])
        w.drag(from: Point(x: 110, y: 110), to: Point(x: 190, y: 110), duration: 0.2)
        #expect(taps.count == 1)
    }

    @Test("require(toFail:): a single tap waits until the double tap fails; a double tap fires only the double")
    func doubleTap() {
        let v = View()
        var fired: [String] = []
        let single = TapGestureRecognizer { _ in fired.append("single") }
        let double = TapGestureRecognizer { _ in fired.append("double") }
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        v.addGestureRecognizer(single)
        v.addGestureRecognizer(double)
        let w = window([(v, Rect(x: 0, y: 0, width: 200, height: 200))])
        w.tap(at: Point(x: 50, y: 50))
        #expect(fired.isEmpty, "the single tap waits for the double")
        w.animator.advance(by: 0.5)
        #expect(fired == ["single"])
        fired = []
        w.tap(at: Point(x: 50, y: 50))
        w.animator.advance(by: 0.1)
        w.tap(at: Point(x: 50, y: 50))
        w.animator.advance(by: 0.5)
        #expect(fired == ["double"])
    }

    @Test("a pan begins after 10 points, reports its translation from there and its velocity, and ends on lift")
    func pan() {
        let v = View()
        var states: [GestureRecognizer.State] = []
        var last = Point.zero, velocity = Point.zero
        v.addGestureRecognizer(
            PanGestureRecognizer { r in
                states.append(r.state)
                last = r.translation(in: v)
                velocity = r.velocity(in: v)
            })
        let w = window([(v, Rect(x: 0, y: 0, width: 400, height: 400))])
        w.drag(from: Point(x: 10, y: 200), to: Point(x: 310, y: 200), duration: 0.5)
        #expect(states.first == .began && states.last == .ended && states.dropFirst().dropLast().allSatisfy { $0 == .changed })
        #expect(abs(last.x - 290) < 1e-9 && last.y == 0, "from where the pan began, 10 points in")
        #expect(abs(velocity.x - 600) < 1, "300 points in 0.5 s")
    }

    @Test("a long press begins after 0.5 s held still; a short one fails")
    func longPress() {
        let v = View()
        var states: [GestureRecognizer.State] = []
        v.addGestureRecognizer(LongPressGestureRecognizer { r in states.append(r.state) })
        let w = window([(v, Rect(x: 0, y: 0, width: 400, height: 400))])
        w.tap(at: Point(x: 50, y: 50), duration: 0.2)
        #expect(states.isEmpty)
        w.tap(at: Point(x: 50, y: 50), duration: 0.7)
        #expect(states == [.began, .ended])
    }

    @Test("a swipe is 50 points along its direction within half a second", arguments: [(300.0, true), (-300.0, false)])
    func swipe(dx: Double, recognized: Bool) {
        let v = View()
        var count = 0
        let swipe = SwipeGestureRecognizer { _ in count += 1 }
        swipe.direction = .right
        v.addGestureRecognizer(swipe)
        let w = window([(v, Rect(x: 0, y: 0, width: 400, height: 400))])
        w.drag(from: Point(x: 200 - dx / 2, y: 100), to: Point(x: 200 + dx / 2, y: 100), duration: 0.2)
        #expect(count == (recognized ? 1 : 0))
    }

    @Test("convert(_:from:) and (_:to:) go between views and the window, through scroll offsets")
    func conversion() {
        let scroll = ScrollView(), inner = View()
        inner.frame = Rect(x: 10, y: 500, width: 50, height: 50)
        scroll.addSubview(inner)
        let w = window([(scroll, Rect(x: 100, y: 100, width: 200, height: 200))])
        scroll.contentOffset = Point(x: 0, y: 450)
        #expect(inner.convert(Point(x: 0, y: 0), to: nil) == Point(x: 110, y: 150))
        #expect(inner.convert(Point(x: 110, y: 150), from: nil) == .zero)
        #expect(w.rootView!.hitTest(Point(x: 115, y: 155), with: nil) === inner)
    }
}
