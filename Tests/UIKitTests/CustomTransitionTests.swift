import Layout
import Testing
import UIKit

/// Custom presentations as UIKit code writes them: a transitioning delegate's animators fade the
/// presented view in and out on the window's clock, and the appearance calls and completions wait
/// for `completeTransition(_:)`.
@MainActor
@Suite("Custom transitions: a transitioning delegate's animators present and dismiss on the clock")
struct CustomTransitionTests {
    /// Fades the presented view in, or out, over `duration`.
    final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
        let presenting: Bool
        var ended: [Bool] = []
        init(presenting: Bool) { self.presenting = presenting }
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }
        func animateTransition(using context: UIViewControllerContextTransitioning) {
            if presenting {
                guard let to = context.view(forKey: .to), let toVC = context.viewController(forKey: .to) else { return }
                #expect(context.view(forKey: .from) == nil, "the presenter's view stays where it is")
                to.frame = context.finalFrame(for: toVC)
                to.alpha = 0
                context.containerView.addSubview(to)
                UIView.animate(withDuration: transitionDuration(using: context), animations: { to.alpha = 1 }) { _ in
                    context.completeTransition(!context.transitionWasCancelled)
                }
            } else {
                guard let from = context.view(forKey: .from) else { return }
                UIView.animate(withDuration: transitionDuration(using: context), animations: { from.alpha = 0 }) { _ in
                    context.completeTransition(true)
                }
            }
        }
        func animationEnded(_ transitionCompleted: Bool) { ended.append(transitionCompleted) }
    }

    final class Transitions: NSObject, UIViewControllerTransitioningDelegate {
        let present = FadeAnimator(presenting: true), dismiss = FadeAnimator(presenting: false)
        func animationController(
            forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
        ) -> UIViewControllerAnimatedTransitioning? { present }
        func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { dismiss }
    }

    final class Recorder: UIViewController {
        var calls: [String] = []
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            calls.append("willAppear")
        }
        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            calls.append("didAppear")
        }
        override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            calls.append("willDisappear")
        }
        override func viewDidDisappear(_ animated: Bool) {
            super.viewDidDisappear(animated)
            calls.append("didDisappear")
        }
    }

    @Test(
        "Presented and dismissed through the animators: the view fades on the clock; didAppear, didDisappear and completions wait for completeTransition"
    )
    func fadeInAndOut() throws {
        let root = UIViewController()
        let window = showInWindow(root)
        let transitions = Transitions()
        let detail = Recorder()
        detail.view.backgroundColor = .systemIndigo
        detail.modalPresentationStyle = .custom
        detail.transitioningDelegate = transitions
        var presented = false
        root.present(detail, animated: true) { presented = true }
        #expect(detail.calls == ["willAppear"] && !presented, "the transition runs")
        #expect(root.presentedViewController === detail && detail.presentingViewController === root)
        let container = try #require(detail.view.superview)
        #expect(detail.view.frame == container.bounds && container.bounds.size == window.bounds.size)
        window.animator.advance(by: 0.2)
        let midway = try #require(detail.view.layoutView.presentationAlpha)
        #expect(midway > 0 && midway < 1, "fading in")
        window.animator.settle()
        #expect(detail.calls == ["willAppear", "didAppear"] && presented)
        #expect(transitions.present.ended == [true])
        var dismissed = false
        detail.dismiss(animated: true) { dismissed = true }
        #expect(detail.calls.last == "willDisappear" && !dismissed && detail.view.superview != nil)
        window.animator.settle()
        #expect(dismissed && detail.calls.last == "didDisappear" && transitions.dismiss.ended == [true])
        #expect(root.presentedViewController == nil && detail.view.superview == nil && container.superview == nil)
    }

    @Test("Not animated, a presentation with a transitioning delegate is the standard one, at once")
    func notAnimated() {
        let root = UIViewController()
        let window = showInWindow(root)
        defer { withExtendedLifetime(window) {} }
        let transitions = Transitions()
        let detail = Recorder()
        detail.modalPresentationStyle = .fullScreen
        detail.transitioningDelegate = transitions
        root.present(detail, animated: false)
        #expect(detail.calls == ["willAppear", "didAppear"] && transitions.present.ended.isEmpty)
        detail.dismiss(animated: false)
        #expect(detail.calls.suffix(2) == ["willDisappear", "didDisappear"] && transitions.dismiss.ended.isEmpty)
    }
}

extension CustomTransitionTests {
    @Test("Appearance calls reach controllers that are not the window's root: presenting from a pushed controller, pushing inside a tab")
    func appearanceBelowTheRoot() throws {
        let list = UIViewController()
        let navigation = UINavigationController(rootViewController: list)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation]
        let window = showInWindow(tabs)
        defer { withExtendedLifetime(window) {} }
        let pushed = Recorder()
        navigation.pushViewController(pushed, animated: false)
        #expect(pushed.calls == ["willAppear", "didAppear"], "a push inside a tab")
        let sheet = Recorder()
        pushed.present(sheet, animated: false)
        #expect(sheet.calls == ["willAppear", "didAppear"], "a presentation from a pushed controller")
        sheet.dismiss(animated: false)
        #expect(sheet.calls == ["willAppear", "didAppear", "willDisappear", "didDisappear"] && sheet.view.superview == nil)
        navigation.popViewController(animated: false)
        #expect(pushed.calls.suffix(2) == ["willDisappear", "didDisappear"])
    }
}
