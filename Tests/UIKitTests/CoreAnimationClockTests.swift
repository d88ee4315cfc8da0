import Animation
import Layout
import LayoutSimTesting
import Testing
@testable import UIKit

/// A progress ring as UIKit code draws one: a shape layer whose `strokeEnd` is set to the progress
/// and animated there from 0.
final class ProgressRingController: UIViewController, CAAnimationDelegate {
    let ring = CAShapeLayer()
    var events: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        ring.path = UIBezierPath(ovalIn: CGRect(x: 20, y: 120, width: 100, height: 100)).cgPath
        ring.strokeColor = UIColor.systemGreen.cgColor
        ring.fillColor = nil
        ring.lineWidth = 10
        view.layer.addSublayer(ring)
    }

    func fill(to progress: CGFloat) {
        let animation = CABasicAnimation(keyPath: "strokeEnd")
        animation.fromValue = 0
        animation.toValue = progress
        animation.duration = 1
        animation.delegate = self
        ring.strokeEnd = progress
        ring.add(animation, forKey: "fill")
    }

    func animationDidStart(_ anim: CAAnimation) { events.append("start") }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { events.append(flag ? "finished" : "stopped") }
}

@MainActor
@Suite("Core Animation's animations run on the window's clock: the layer draws the animated values, its model values stay")
struct CoreAnimationClockTests {
    /// A controller shown in a window on the virtual clock.
    static func shown<C: UIViewController>(_ controller: C) -> Window {
        let window = Window(device: .iPhone15, textMeasurer: SnapshotDefaults.textMeasurer(), logSink: { _ in })
        window.show(controller)
        window.layoutIfNeeded()
        return window
    }

    /// The stroke end the ring is drawn with.
    static func drawnStrokeEnd(_ layer: CAShapeLayer) -> Double? {
        if case .shape(let shape)? = layer.layerContent { return shape.strokeEnd }
        return nil
    }

    @Test(
        "a basic animation of strokeEnd, linear without a timing function: drawn part way at each time, the model at its end value throughout",
        arguments: [(0.0, 0.0), (0.25, 0.2), (0.5, 0.4), (0.75, 0.6), (1.5, 0.8)])
    func strokeEnd(time: Double, drawn: Double) throws {
        let controller = ProgressRingController()
        let window = Self.shown(controller)
        controller.fill(to: 0.8)
        if time > 0 { window.animator.advance(by: time) }
        let end = try #require(Self.drawnStrokeEnd(controller.ring))
        #expect(abs(end - drawn) < 1e-9)
        #expect(controller.ring.strokeEnd == 0.8, "the model value")
        #expect(controller.events == (time >= 1 ? ["start", "finished"] : ["start"]))
        #expect(controller.ring.animation(forKey: "fill") == nil || time < 1, "removed on completion")
    }

    @Test("a timing function paces the animation: ease out is past halfway at half time")
    func easeOut() throws {
        let controller = ProgressRingController()
        let window = Self.shown(controller)
        let animation = CABasicAnimation(keyPath: "strokeEnd")
        animation.fromValue = 0
        animation.toValue = 1
        animation.duration = 1
        animation.timingFunction = CAMediaTimingFunction(name: .easeOut)
        controller.ring.add(animation, forKey: nil)
        window.animator.advance(by: 0.5)
        let end = try #require(Self.drawnStrokeEnd(controller.ring))
        // The control points are Float, as Core Animation's: equal to the curve's within that.
        #expect(abs(end - TimingCurve.easeOut.value(at: 0.5)) < 1e-6 && end > 0.5)
    }

    @Test(
        "a pulse repeats for ever and autoreverses: the view's layer is drawn at the animated opacity; settling does not wait for it; removing it shows the model again"
    )
    func pulse() {
        let controller = UIViewController()
        let dot = UIView(frame: CGRect(x: 50, y: 200, width: 20, height: 20))
        dot.backgroundColor = .systemRed
        controller.view.addSubview(dot)
        let window = Self.shown(controller)
        let pulse = CABasicAnimation(keyPath: "opacity")
        pulse.fromValue = 1
        pulse.toValue = 0.2
        pulse.duration = 0.5
        pulse.autoreverses = true
        pulse.repeatCount = .infinity
        dot.layer.add(pulse, forKey: "pulse")
        let layoutDot = dot.layoutView
        var drawn: [Double] = []
        for _ in 0..<4 {
            window.animator.advance(by: 0.25)
            drawn.append(layoutDot.presentationAlpha ?? -1)
        }
        let expected = [0.6, 0.2, 0.6, 1.0]
        #expect(zip(drawn, expected).allSatisfy { abs($0 - $1) < 1e-9 }, "\(drawn)")
        #expect(dot.alpha == 1 && dot.layer.opacity == 1, "the model")
        #expect(window.animator.settle(limit: 5) < 300, "settling does not wait for a pulse that never ends")
        dot.layer.removeAnimation(forKey: "pulse")
        #expect(layoutDot.presentationAlpha == nil)
        window.animator.advance(by: 1.0 / 60)
        #expect(!window.animator.isAnimating)
    }

    @Test("a keyframe shake moves a view's layer through its values at its key times, and back to rest")
    func shake() throws {
        let controller = UIViewController()
        let field = UITextField(frame: CGRect(x: 40, y: 200, width: 200, height: 34))
        controller.view.addSubview(field)
        let window = Self.shown(controller)
        let shake = CAKeyframeAnimation(keyPath: "transform.translation.x")
        shake.values = [0, -12, 12, -6, 6, 0]
        shake.duration = 0.5
        field.layer.add(shake, forKey: "shake")
        window.animator.advance(by: 0.1)
        #expect(abs((field.layoutView.presentationTransform?.tx ?? 0) - -12) < 1e-9, "the second value at a fifth of the way")
        window.animator.advance(by: 0.05)
        #expect(abs((field.layoutView.presentationTransform?.tx ?? 0) - 0) < 1e-9, "halfway between -12 and 12")
        window.animator.advance(by: 0.5)
        #expect(field.layoutView.presentationTransform == nil)
        #expect(field.frame.origin.x == 40)
    }

    @Test("a group scales and fades a view's layer together; kept at its end, the end values become the model's")
    func groupKeptAtEnd() {
        let controller = UIViewController()
        let card = UIView(frame: CGRect(x: 40, y: 200, width: 100, height: 100))
        controller.view.addSubview(card)
        let window = Self.shown(controller)
        let scale = CABasicAnimation(keyPath: "transform.scale")
        scale.fromValue = 1
        scale.toValue = 0.5
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0
        let group = CAAnimationGroup()
        group.animations = [scale, fade]
        group.duration = 0.4
        scale.duration = 0.4
        fade.duration = 0.4
        group.isRemovedOnCompletion = false
        group.fillMode = .forwards
        card.layer.add(group, forKey: "dismiss")
        window.animator.advance(by: 0.2)
        let transform = card.layoutView.presentationTransform
        #expect(abs((transform?.a ?? 0) - 0.75) < 1e-9 && abs((transform?.d ?? 0) - 0.75) < 1e-9)
        #expect(abs((card.layoutView.presentationAlpha ?? -1) - 0.5) < 1e-9)
        window.animator.advance(by: 0.5)
        #expect(card.alpha == 0, "kept: the end value")
        #expect(card.layer.animation(forKey: "dismiss") != nil, "kept on the layer")
        #expect(!window.animator.isAnimating)
    }

    @Test("a shimmer animates a gradient's locations; a layer in no window shows a kept end value at once")
    func shimmerAndNoWindow() throws {
        let controller = UIViewController()
        let gradient = CAGradientLayer()
        gradient.colors = [UIColor.systemGray5.cgColor, UIColor.white.cgColor, UIColor.systemGray5.cgColor]
        gradient.locations = [0, 0.5, 1]
        gradient.frame = CGRect(x: 0, y: 100, width: 300, height: 20)
        controller.view.layer.addSublayer(gradient)
        let window = Self.shown(controller)
        let shimmer = CABasicAnimation(keyPath: "locations")
        shimmer.fromValue = [-1.0, -0.5, 0.0]
        shimmer.toValue = [1.0, 1.5, 2.0]
        shimmer.duration = 1
        shimmer.repeatCount = .infinity
        gradient.add(shimmer, forKey: "shimmer")
        window.animator.advance(by: 0.25)
        guard case .gradient(let drawn)? = gradient.layerContent else {
            Issue.record("a gradient is drawn")
            return
        }
        #expect(zip(drawn.locations ?? [], [-0.5, 0, 0.5]).allSatisfy { abs($0 - $1) < 1e-9 })
        #expect(gradient.locations == [0, 0.5, 1], "the model")

        let alone = CALayer()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.toValue = 0.3
        fade.isRemovedOnCompletion = false
        fade.fillMode = .forwards
        alone.add(fade, forKey: nil)
        #expect(alone.opacity == 0.3)
    }

    @Test(
        "staggered begin times: each animation begins at CACurrentMediaTime() plus its delay; before then a backwards fill draws its first frame, else the model",
        arguments: [CAMediaTimingFillMode.backwards, .removed])
    func staggered(fill: CAMediaTimingFillMode) {
        final class Listener: CAAnimationDelegate {
            var started: [Int] = []
            let index: Int
            init(_ index: Int) { self.index = index }
            func animationDidStart(_ anim: CAAnimation) { started.append(index) }
        }
        let controller = UIViewController()
        let dots = (0..<3).map { i in UIView(frame: CGRect(x: 40 + 40 * i, y: 200, width: 20, height: 20)) }
        dots.forEach(controller.view.addSubview)
        let window = Self.shown(controller)
        window.animator.advance(by: 1)
        #expect(CACurrentMediaTime() == window.animator.clock.now)
        var listeners: [Listener] = []
        for (i, dot) in dots.enumerated() {
            let appear = CABasicAnimation(keyPath: "opacity")
            appear.fromValue = 0
            appear.toValue = 1
            appear.duration = 0.2
            appear.beginTime = CACurrentMediaTime() + 0.2 * Double(i)
            appear.fillMode = fill
            listeners.append(Listener(i))
            appear.delegate = listeners[i]
            dot.layer.add(appear, forKey: "appear")
        }
        window.animator.advance(by: 0.1)
        let drawn = dots.map { $0.layoutView.presentationAlpha }
        let waiting: Double? = fill == .backwards ? 0 : nil
        #expect(abs((drawn[0] ?? -1) - 0.5) < 1e-9)
        #expect(drawn[1] == waiting && drawn[2] == waiting)
        #expect(listeners.map(\.started) == [[0], [], []])
        window.animator.advance(by: 0.2)
        #expect(abs((dots[1].layoutView.presentationAlpha ?? -1) - 0.5) < 1e-9)
        #expect(listeners.map(\.started) == [[0], [1], []])
    }

    @Test(
        "a transaction's completion block runs once it is committed and its animations have ended (or were removed); at its commit when it has none",
        arguments: ["ends", "removed", "none"])
    func transactionCompletion(how: String) {
        let controller = ProgressRingController()
        let window = Self.shown(controller)
        var completed = false
        CATransaction.begin()
        CATransaction.setCompletionBlock { completed = true }
        if how != "none" { controller.fill(to: 1) }
        CATransaction.commit()
        #expect(completed == (how == "none"))
        window.animator.advance(by: 0.5)
        if how == "removed" { controller.ring.removeAnimation(forKey: "fill") }
        #expect(completed == (how != "ends"))
        window.animator.advance(by: 1)
        #expect(completed)
    }

    @Test("a delegate chains the next animation in animationDidStop: it runs on, and each is heard to start and finish once")
    func chained() {
        final class Chain: CAAnimationDelegate {
            let layer: CALayer
            var heard: [String] = []
            init(_ layer: CALayer) { self.layer = layer }
            func animationDidStart(_ anim: CAAnimation) { heard.append("start \((anim as? CABasicAnimation)?.keyPath ?? "")") }
            func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
                heard.append("stop \((anim as? CABasicAnimation)?.keyPath ?? "") \(flag)")
                guard (anim as? CABasicAnimation)?.keyPath == "opacity" else { return }
                let grow = CABasicAnimation(keyPath: "transform.scale")
                grow.fromValue = 1
                grow.toValue = 2
                grow.duration = 0.2
                grow.delegate = self
                layer.add(grow, forKey: "grow")
            }
        }
        let controller = UIViewController()
        let badge = UIView(frame: CGRect(x: 40, y: 200, width: 20, height: 20))
        controller.view.addSubview(badge)
        let window = Self.shown(controller)
        let chain = Chain(badge.layer)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 1
        fade.duration = 0.2
        fade.delegate = chain
        badge.layer.add(fade, forKey: "fade")
        // Frame by frame, as a window steps (one advance is one frame): the fade ends at 0.2 s.
        for _ in 0..<18 { window.animator.advance(by: 1.0 / 60) }
        #expect(abs((badge.layoutView.presentationTransform?.a ?? 0) - 1.5) < 1e-6, "the chained growth, halfway at 0.3 s")
        window.animator.settle()
        #expect(chain.heard == ["start opacity", "stop opacity true", "start transform.scale", "stop transform.scale true"])
        #expect(badge.layoutView.presentationTransform == nil && !window.animator.isAnimating)
    }
}
