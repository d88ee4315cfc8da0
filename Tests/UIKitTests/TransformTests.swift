import Layout
import Rendering
import Testing
import UIKit

@MainActor
@Suite("view.transform: drawn about the centre, animated, ignored by layout")
struct TransformTests {
    /// A 100 x 50 card at (20, 40) in a root view, shown in a window.
    func card() -> (UIWindow, UIView) {
        let controller = UIViewController()
        let card = UIView(frame: CGRect(x: 20, y: 40, width: 100, height: 50))
        card.backgroundColor = .systemBlue
        controller.view.addSubview(card)
        return (showInWindow(controller), card)
    }

    @Test("A scale draws the view and its subviews scaled about its centre; its frame stays")
    func scaleIsDrawn() throws {
        let (window, card) = card()
        let dot = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        dot.backgroundColor = .red
        card.addSubview(dot)
        card.transform = CGAffineTransform(scaleX: 2, y: 2)
        window.layoutIfNeeded()
        #expect(card.frame == CGRect(x: 20, y: 40, width: 100, height: 50))
        let fills = DisplayList(window: window.layoutWindow).items.compactMap { item -> Rect? in
            if case .fill(let r, _) = item { r } else { nil }
        }
        #expect(fills.contains(Rect(x: -30, y: 15, width: 200, height: 100)), "the card, twice as big about (70, 65)")
        #expect(fills.contains(Rect(x: -30, y: 15, width: 20, height: 20)), "its subview, scaled with it")
    }

    @Test("A press animation scales to 0.9 and back on the window's clock")
    func animated() {
        let (window, card) = card()
        UIView.animate(withDuration: 0.2, delay: 0, options: .curveLinear) {
            card.transform = CGAffineTransform(scaleX: 0.9, y: 0.9)
        }
        window.animator.advance(by: 0.1)
        let halfway = card.layoutView.presentationTransform
        #expect(halfway.map { abs($0.a - 0.95) < 1e-9 && abs($0.d - 0.95) < 1e-9 } == true)
        window.animator.settle()
        #expect(card.layoutView.presentationTransform == nil && card.transform == CGAffineTransform(scaleX: 0.9, y: 0.9))
    }

    @Test("Transforms compose, invert and move points as Core Graphics' do")
    func algebra() {
        let t = CGAffineTransform(translationX: 10, y: 0).scaledBy(x: 2, y: 3)
        #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 12, y: 3))
        #expect(CGPoint(x: 12, y: 3).applying(t.inverted()) == CGPoint(x: 1, y: 1))
        #expect(CGAffineTransform.identity.isIdentity && !t.isIdentity)
    }
}
