import Testing
import UIKit

/// A controller that writes down UIKit's calls.
final class LifecycleViewController: UIViewController {
    var calls: [String] = []
    override func loadView() {
        calls.append("loadView")
        view = UIView()
    }
    override func viewDidLoad() {
        super.viewDidLoad()
        calls.append("viewDidLoad")
    }
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        calls.append("viewWillAppear")
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        calls.append("viewDidAppear")
    }
    override func viewWillLayoutSubviews() { calls.append("viewWillLayoutSubviews") }
    override func viewDidLayoutSubviews() { calls.append("viewDidLayoutSubviews") }
    override func updateViewConstraints() {
        calls.append("updateViewConstraints")
        super.updateViewConstraints()
    }
    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        calls.append("viewWillTransition(to: \(Int(size.width))x\(Int(size.height)))")
        coordinator.animate(alongsideTransition: { _ in self.calls.append("alongside") }, completion: nil)
    }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        calls.append("traitCollectionDidChange \(traitCollection.verticalSizeClass)")
    }
}

/// A card whose top is a constraint constant, animated as UIKit code does.
final class SlidingCardViewController: UIViewController {
    let card = UIView()
    var top: NSLayoutConstraint!

    override func viewDidLoad() {
        super.viewDidLoad()
        card.translatesAutoresizingMaskIntoConstraints = false
        card.backgroundColor = .systemOrange
        view.addSubview(card)
        top = card.topAnchor.constraint(equalTo: view.topAnchor, constant: 100)
        NSLayoutConstraint.activate([
            top, card.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            card.widthAnchor.constraint(equalToConstant: 200), card.heightAnchor.constraint(equalToConstant: 120),
        ])
    }

    func slide(to y: CGFloat) {
        top.constant = y
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) {
            self.view.layoutIfNeeded()
        }
    }
}

@MainActor
@Suite("UIKit's lifecycle, animation, input and exceptions")
struct UIKitBehaviourTests {
    @Test("A controller gets loadView, viewDidLoad, viewWillAppear, the update and layout calls, then viewDidAppear")
    func lifecycle() {
        let controller = LifecycleViewController()
        _ = controller.view
        #expect(controller.calls == ["loadView", "viewDidLoad"])
        _ = showInWindow(controller)
        #expect(
            controller.calls == [
                "loadView", "viewDidLoad", "viewWillAppear", "updateViewConstraints", "viewWillLayoutSubviews",
                "viewDidLayoutSubviews", "viewDidAppear",
            ])
    }

    @Test("Rotating the window calls viewWillTransition(to:with:) and traitCollectionDidChange, and runs alongside animations")
    func rotation() {
        let controller = LifecycleViewController()
        let window = showInWindow(controller)
        controller.calls = []
        window.layoutWindow.orientation = .landscape
        #expect(controller.calls.prefix(2) == ["viewWillTransition(to: 852x393)", "alongside"])
        #expect(controller.calls.contains("traitCollectionDidChange compact"))
    }

    @Test("UIView.animate moves a constraint-driven card on the window's clock")
    func animation() {
        let controller = SlidingCardViewController()
        let window = showInWindow(controller)
        controller.slide(to: 300)
        #expect(controller.card.frame.minY == 300, "the model value changes at once")
        window.animator.advance(by: 0.5)
        #expect(controller.card.layoutView.presentationFrame?.minY == 200, "halfway on a linear curve")
        window.animator.settle()
        #expect(controller.card.layoutView.presentationFrame == nil)
    }

    @Test("A UIViewPropertyAnimator with spring timing parameters runs to the end")
    func propertyAnimator() {
        let controller = SlidingCardViewController()
        let window = showInWindow(controller)
        var ended: UIViewAnimatingPosition?
        let animator = UIViewPropertyAnimator(
            duration: 0.5, timingParameters: UISpringTimingParameters(dampingRatio: 0.8, initialVelocity: CGVector(dx: 0, dy: 0)))
        animator.addAnimations {
            controller.top.constant = 400
            controller.view.layoutIfNeeded()
        }
        animator.addCompletion { ended = $0 }
        animator.startAnimation()
        window.animator.settle()
        #expect(ended == .end)
        #expect(controller.card.frame.minY == 400)
    }

    @Test("A tap at a CGPoint reaches a button's UIAction; a pan recognizer made with a closure reports its translation")
    func scriptedInput() {
        let controller = UIViewController()
        let button = UIButton(type: .system)
        var taps = 0
        button.setTitle("Tap me", for: .normal)
        button.frame = CGRect(x: 100, y: 200, width: 120, height: 44)
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        let pad = UIView(frame: CGRect(x: 0, y: 400, width: 393, height: 300))
        var translation = CGPoint.zero
        pad.addGestureRecognizer(UIPanGestureRecognizer { pan in translation = pan.translation(in: pad) })
        controller.view.addSubview(button)
        controller.view.addSubview(pad)
        let window = showInWindow(controller)
        window.tap(at: CGPoint(x: 150, y: 220))
        #expect(taps == 1)
        window.drag(from: CGPoint(x: 100, y: 500), to: CGPoint(x: 100, y: 600), duration: 0.2)
        // 12 moves of 100/12 pt: the pan begins past its 10 pt hysteresis, at the second move
        // (16.7 pt), and UIKit measures the translation from there.
        #expect(abs(translation.y - (100 - 200.0 / 12)) < 1e-9)
    }

    @Test(
        "A stretchy header: what the scroll delegate changes as the content springs back is laid out when the clock settles, as each run-loop turn lays out"
    )
    func stretchyHeader() {
        final class Stretchy: UIViewController, UIScrollViewDelegate {
            let scroll = UIScrollView()
            let header = UIView()
            lazy var height = header.heightAnchor.constraint(equalToConstant: 180)
            override func viewDidLoad() {
                super.viewDidLoad()
                scroll.delegate = self
                scroll.alwaysBounceVertical = true
                scroll.contentInsetAdjustmentBehavior = .never
                scroll.frame = view.bounds
                view.addSubview(scroll)
                header.translatesAutoresizingMaskIntoConstraints = false
                scroll.addSubview(header)
                NSLayoutConstraint.activate([
                    header.topAnchor.constraint(equalTo: scroll.frameLayoutGuide.topAnchor),
                    header.leadingAnchor.constraint(equalTo: scroll.frameLayoutGuide.leadingAnchor),
                    header.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor), height,
                ])
            }
            func scrollViewDidScroll(_ scrollView: UIScrollView) { height.constant = 180 + max(0, -scrollView.contentOffset.y) }
        }
        let controller = Stretchy()
        let window = showInWindow(controller)
        window.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 420), duration: 0.3)
        #expect(controller.header.frame.height > 200, "pulled down, the header stretches")
        window.layoutWindow.animator.settle()
        #expect(controller.scroll.contentOffset.y == 0)
        #expect(controller.header.frame.height == 180, "sprung back and laid out, without a layoutIfNeeded of the test's own")
    }

    @Test("Activating constraints between views in different hierarchies stops with UIKit's exception")
    func noCommonAncestor() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let a = UIView(), b = UIView()
                a.leadingAnchor.constraint(equalTo: b.leadingAnchor).isActive = true
            }
        }
        let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(text.contains("*** Terminating app due to uncaught exception 'NSGenericException', reason: 'Unable to activate constraint"))
        #expect(
            text.contains(
                "because they have no common ancestor.  Does the constraint or its anchors reference items in different view hierarchies?  That's illegal."
            ))
    }

    @Test("A visual format UIKit cannot parse stops with its exception")
    func badVisualFormat() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let parent = UIView(), child = UIView()
                parent.addSubview(child)
                _ = NSLayoutConstraint.constraints(withVisualFormat: "H:|-[child", options: [], metrics: nil, views: ["child": child])
            }
        }
        let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(text.contains("uncaught exception 'NSInvalidArgumentException', reason: 'Unable to parse constraint format"))
    }
}

/// A full-screen player that hides the status bar.
final class PlayerViewController: UIViewController {
    var hidesStatusBar = true
    override var prefersStatusBarHidden: Bool { hidesStatusBar }
}

@MainActor
@Suite("prefersStatusBarHidden")
struct StatusBarTests {
    @Test("An iPhone SE's 20 pt status bar leaves the safe area when the root hides it; a sensor housing stays")
    func hidden() throws {
        let saved = UIScreen.main
        defer { UIScreen.main = saved }
        UIScreen.main = UIScreen(device: .iPhoneSE)
        let player = PlayerViewController()
        let window = showInWindow(player)
        #expect(player.view.safeAreaInsets.top == 0)
        player.hidesStatusBar = false
        player.setNeedsStatusBarAppearanceUpdate()
        window.layoutIfNeeded()
        #expect(player.view.safeAreaInsets.top == 20)

        UIScreen.main = UIScreen(device: .iPhone15)
        let notched = PlayerViewController()
        _ = showInWindow(notched)
        #expect(notched.view.safeAreaInsets.top == 59)
    }
}

@MainActor
@Suite("Keyframe animations")
struct KeyframeAnimationTests {
    @Test("Two keyframes move a card down then back up, each over its half; alpha fades over the whole")
    func upAndDown() throws {
        let controller = SlidingCardViewController()
        let window = showInWindow(controller)
        var finished: Bool?
        UIView.animateKeyframes(
            withDuration: 1, delay: 0, options: [],
            animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
                    controller.top.constant = 300
                    controller.view.layoutIfNeeded()
                }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                    controller.top.constant = 200
                    controller.view.layoutIfNeeded()
                }
                controller.card.alpha = 0
            },
            completion: { finished = $0 })
        let card = controller.card.layoutView
        #expect(controller.card.frame.minY == 200, "the model takes the last keyframe's value at once")
        #expect(card.presentationFrame?.minY == 100, "drawn where it was until the first keyframe moves")
        window.animator.advance(by: 0.25)
        #expect(card.presentationFrame?.minY == 200, "halfway through the first keyframe: 100 -> 300")
        #expect(card.presentationAlpha == 0.75)
        window.animator.advance(by: 0.25)
        #expect(card.presentationFrame?.minY == 300)
        window.animator.advance(by: 0.25)
        #expect(card.presentationFrame?.minY == 250, "halfway back: 300 -> 200")
        window.animator.settle()
        #expect(card.presentationFrame == nil && finished == true)
    }
}
