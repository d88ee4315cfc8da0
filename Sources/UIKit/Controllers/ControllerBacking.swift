import Foundation
import Layout

/// The Layout controller behind a `UIViewController`: Layout calls its hooks, and it calls the
/// UIKit controller's overridable ones (whose defaults call back here for Layout's behaviour).
final class ControllerBacking: ViewController {
    /// The UIKit controller; it owns this one, and this one keeps it while it shows (see `wrapper`).
    var owner: UIViewController? {
        get { wrapper as? UIViewController }
        set { wrapper = newValue }
    }

    /// Runs `body` on the UIKit controller, if it lives.
    private func withOwner(_ body: (UIViewController) -> Void) {
        if let owner { body(owner) }
    }

    override func loadView() { withOwner { $0.loadViewIfNeeded() } }
    override func viewDidLoad() { withOwner { $0.viewDidLoad() } }
    override func viewWillAppear(_ animated: Bool) { withOwner { $0.viewWillAppear(animated) } }
    override func viewDidAppear(_ animated: Bool) { withOwner { $0.appeared(animated) } }
    override func viewWillDisappear(_ animated: Bool) { withOwner { $0.viewWillDisappear(animated) } }
    override func viewDidDisappear(_ animated: Bool) { withOwner { $0.viewDidDisappear(animated) } }
    override func viewWillLayoutSubviews() { withOwner { $0.viewWillLayoutSubviews() } }
    override func viewDidLayoutSubviews() { withOwner { $0.viewDidLayoutSubviews() } }
    override func updateViewConstraints() { withOwner { $0.updateViewConstraints() } }
    override func viewSafeAreaInsetsDidChange() { withOwner { $0.viewSafeAreaInsetsDidChange() } }
    override func willMove(toParent parent: ViewController?) {
        withOwner { $0.willMove(toParent: (parent as? ControllerBacking)?.owner) }
    }
    override func didMove(toParent parent: ViewController?) {
        withOwner { $0.didMove(toParent: (parent as? ControllerBacking)?.owner) }
    }
    override func viewWillTransition(to size: Size, with coordinator: TransitionCoordinator) {
        withOwner { $0.viewWillTransition(to: CGSize(size), with: coordinator) }
    }
    override func traitCollectionDidChange(_ previous: TraitCollection?) {
        let device = window?.device
        withOwner {
            let before = previous.map { UITraitCollection($0, device: device) }
            $0.traitCollectionDidChange(before)
            $0.traitRegistry?.notify(previous: before, current: $0.traitCollection)
        }
    }
    override var prefersStatusBarHidden: Bool {
        var hidden = false
        withOwner { hidden = $0.prefersStatusBarHidden }
        return hidden
    }
    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) { forward(.began, touches, event) }
    override func touchesMoved(_ touches: Set<Touch>, with event: Event?) { forward(.moved, touches, event) }
    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) { forward(.ended, touches, event) }
    override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) { forward(.cancelled, touches, event) }

    private func forward(_ phase: Touch.Phase, _ touches: Set<Touch>, _ event: Event?) {
        withOwner { owner in
            let set = Set(touches.map(UITouch.init)), uiEvent = event.map(UIEvent.init)
            switch phase {
            case .began: owner.touchesBegan(set, with: uiEvent)
            case .moved: owner.touchesMoved(set, with: uiEvent)
            case .ended: owner.touchesEnded(set, with: uiEvent)
            case .cancelled: owner.touchesCancelled(set, with: uiEvent)
            case .stationary: break
            }
        }
    }
}

extension ControllerBacking {
    /// Layout's own update pass for the view (what `super.updateViewConstraints()` runs).
    func layoutUpdateViewConstraints() { super.updateViewConstraints() }

    /// Layout's own touch handling (what `super.touchesBegan` and the others run): up the chain.
    func layoutTouches(_ phase: Touch.Phase, _ touches: Set<Touch>, with event: Event?) {
        switch phase {
        case .began: super.touchesBegan(touches, with: event)
        case .moved: super.touchesMoved(touches, with: event)
        case .ended: super.touchesEnded(touches, with: event)
        case .cancelled: super.touchesCancelled(touches, with: event)
        case .stationary: break
        }
    }
}
