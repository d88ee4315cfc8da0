import Layout
import Rendering
import Testing

/// UIKit's `UIVisualEffectView`: subviews go into a content view that fills it; LayoutSim draws a
/// blur's material as a tint (it does not blur) and a vibrancy effect as nothing.
@MainActor
@Suite("Visual effect views")
struct VisualEffectViewTests {
    private func laidOut(_ effect: VisualEffectView.Effect?) -> (Window, VisualEffectView) {
        let window = Window(size: Size(width: 300, height: 200), logSink: { _ in })
        window.rootViewController = ViewController()
        let effectView = VisualEffectView(effect: effect)
        effectView.frame = Rect(x: 20, y: 30, width: 200, height: 100)
        window.rootView!.addSubview(effectView)
        window.layoutIfNeeded()
        return (window, effectView)
    }

    @Test("the content view fills the view and follows its size")
    func contentFills() {
        let (window, effectView) = laidOut(.blur(.systemMaterial))
        #expect(effectView.contentView.superview === effectView)
        #expect(effectView.contentView.frame == Rect(x: 0, y: 0, width: 200, height: 100))
        effectView.frame.size = Size(width: 260, height: 80)
        window.layoutIfNeeded()
        #expect(effectView.contentView.frame == Rect(x: 0, y: 0, width: 260, height: 80))
    }

    @Test(
        "a blur draws its material's tint over what lies behind; vibrancy and no effect draw nothing",
        arguments: [
            (VisualEffectView.Effect.blur(.systemMaterial), true), (.blur(.systemChromeMaterialDark), true),
            (.vibrancy(.systemMaterial), false),
        ])
    func tintDrawn(effect: VisualEffectView.Effect, drawn: Bool) {
        let (window, effectView) = laidOut(effect)
        let tint = effectView.tint
        #expect((tint != nil) == drawn)
        let fills = DisplayList(window: window).items.filter {
            if case .fill(let r, let c) = $0 { r == Rect(x: 20, y: 30, width: 200, height: 100) && c == tint } else { false }
        }
        #expect(fills.count == (drawn ? 1 : 0))
    }

    @Test("light materials are near white and dark ones near black; thicker materials are more opaque")
    func materials() {
        typealias Style = VisualEffectView.BlurStyle
        #expect(Style.systemMaterialLight.tint.red > 200 && Style.systemMaterialDark.tint.red < 60)
        #expect(Style.systemMaterial.tint == Style.systemMaterialLight.tint)
        let opacities = [Style.systemUltraThinMaterial, .systemThinMaterial, .systemMaterial, .systemThickMaterial].map(\.tint.alpha)
        #expect(opacities == opacities.sorted() && Set(opacities).count == 4)
    }
}
