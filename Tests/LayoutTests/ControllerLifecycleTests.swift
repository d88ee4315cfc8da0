import Layout
import Testing

/// A controller that writes down the UIKit lifecycle calls it gets, in order.
private final class RecordingController: ViewController {
    var calls: [String] = []
    override func viewDidLoad() { calls.append("viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { calls.append("viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { calls.append("viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { calls.append("viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { calls.append("viewDidDisappear") }
    override func viewWillLayoutSubviews() { calls.append("viewWillLayoutSubviews") }
    override func viewDidLayoutSubviews() { calls.append("viewDidLayoutSubviews") }
    override func viewWillTransition(to size: Size, with coordinator: TransitionCoordinator) {
        calls.append("viewWillTransition \(Int(size.width))x\(Int(size.height))")
        coordinator.animate(
            alongsideTransition: { _ in self.calls.append("alongside") },
            completion: { _ in self.calls.append("transition completed") })
    }
    override func traitCollectionDidChange(_ previous: TraitCollection?) { calls.append("traitCollectionDidChange") }
}

/// A view that writes down its hierarchy hooks.
private final class RecordingView: View {
    var calls: [String] = []
    override func willMove(toSuperview newSuperview: View?) {
        calls.append("willMove(toSuperview: \(newSuperview == nil ? "nil" : "view"))")
    }
    override func didMoveToSuperview() { calls.append("didMoveToSuperview") }
    override func didMoveToWindow() { calls.append("didMoveToWindow \(window == nil ? "nil" : "window")") }
}

@Suite("View controller lifecycle as UIKit calls it")
struct ControllerLifecycleTests {
    @Test("A window's root gets viewDidLoad, viewWillAppear, the layout calls, then viewDidAppear")
    func appearanceOrder() {
        let window = Window(size: Size(width: 320, height: 480))
        let controller = RecordingController()
        window.rootViewController = controller
        window.layoutIfNeeded()
        window.layoutIfNeeded()
        #expect(
            controller.calls == [
                "viewDidLoad", "viewWillAppear", "viewWillLayoutSubviews", "viewDidLayoutSubviews", "viewDidAppear",
            ])
    }

    @Test("Replacing the root tells the old one it disappears")
    func disappearance() {
        let window = Window(size: Size(width: 320, height: 480))
        let old = RecordingController()
        window.rootViewController = old
        window.layoutIfNeeded()
        old.calls = []
        window.rootViewController = RecordingController()
        #expect(old.calls == ["viewWillDisappear", "viewDidDisappear"])
    }

    @Test("A size change calls viewWillTransition(to:with:), runs the alongside block and then the completion")
    func sizeTransition() {
        let window = Window(size: Size(width: 320, height: 480))
        let controller = RecordingController()
        window.rootViewController = controller
        window.layoutIfNeeded()
        controller.calls = []
        window.size = Size(width: 480, height: 320)
        #expect(controller.calls == ["viewWillTransition 480x320", "alongside", "transition completed"])
    }

    @Test("Rotating an iPhone from compact to compact-height traits calls traitCollectionDidChange")
    func traits() {
        let window = Window(device: .iPhone15)
        let controller = RecordingController()
        window.rootViewController = controller
        window.layoutIfNeeded()
        controller.calls = []
        window.orientation = .landscape
        #expect(controller.calls.contains("traitCollectionDidChange"))
        #expect(controller.calls.first == "viewWillTransition 852x393")
    }

    @Test("Adding and removing a view calls willMove(toSuperview:), didMoveToSuperview and didMoveToWindow")
    func hierarchyHooks() {
        let window = Window(size: Size(width: 320, height: 480))
        let controller = ViewController()
        window.rootViewController = controller
        let view = RecordingView()
        controller.view.addSubview(view)
        view.removeFromSuperview()
        #expect(
            view.calls == [
                "willMove(toSuperview: view)", "didMoveToSuperview", "didMoveToWindow window",
                "willMove(toSuperview: nil)", "didMoveToSuperview", "didMoveToWindow nil",
            ])
    }
}
