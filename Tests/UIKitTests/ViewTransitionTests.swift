import Layout
import LayoutSimTesting
import Testing
@testable import UIKit

@MainActor
@Suite("UIView.transition(from:to:duration:options:completion:) swaps two views, cross-dissolving them on the window's clock")
struct ViewTransitionTests {
    /// A screen with an empty-state view to replace, on a window on the virtual clock.
    static func screen() -> (Window, UIView, UIView, UIView) {
        let window = Window(device: .iPhone15, textMeasurer: SnapshotDefaults.textMeasurer(), logSink: { _ in })
        let controller = UIViewController()
        let empty = UIView(frame: CGRect(x: 20, y: 200, width: 200, height: 100))
        let list = UIView(frame: empty.frame)
        let footer = UIView(frame: CGRect(x: 20, y: 400, width: 200, height: 20))
        controller.view.addSubview(empty)
        controller.view.addSubview(footer)
        window.show(controller)
        window.layoutIfNeeded()
        return (window, controller.view, empty, list)
    }

    @Test(
        "cross-dissolve: the new view fades in over the old as it fades out; at the end the old one leaves (or is hidden) with its alpha back, and completion hears it finished",
        arguments: [false, true])
    func crossDissolve(showHide: Bool) {
        let (window, root, empty, list) = Self.screen()
        if showHide {
            list.isHidden = true
            root.insertSubview(list, aboveSubview: empty)
        }
        var finished: Bool?
        let options: UIView.AnimationOptions = showHide ? [.transitionCrossDissolve, .showHideTransitionViews] : .transitionCrossDissolve
        UIView.transition(from: empty, to: list, duration: 0.4, options: options) { finished = $0 }
        #expect(list.superview === root && root.subviews.firstIndex(of: list) == root.subviews.firstIndex(of: empty)! + 1)
        window.animator.advance(by: 0.2)
        let fading = empty.layoutView.presentationAlpha ?? -1, appearing = list.layoutView.presentationAlpha ?? -1
        #expect(fading > 0 && fading < 1 && appearing > 0 && appearing < 1, "\(fading) \(appearing)")
        #expect(abs(fading + appearing - 1) < 1e-9, "one dissolves into the other")
        #expect(finished == nil)
        window.animator.advance(by: 0.3)
        #expect(finished == true)
        #expect(empty.alpha == 1 && list.alpha == 1)
        if showHide {
            #expect(empty.isHidden && !list.isHidden && empty.superview === root)
        } else {
            #expect(empty.superview == nil && root.subviews.firstIndex(of: list) == 0)
        }
    }

    @Test("a flip is not drawn: the views swap at once and completion runs with true")
    func flipAtOnce() {
        let (_, root, empty, list) = Self.screen()
        var finished: Bool?
        UIView.transition(from: empty, to: list, duration: 0.4, options: .transitionFlipFromBottom) { finished = $0 }
        #expect(finished == true && empty.superview == nil && root.subviews.first === list)
        #expect(list.alpha == 1)
    }
}
