import Layout
import Testing
import UIKit

/// Appearance proxies as UIKit applies them: when a view enters a window, a value the view set
/// itself kept, a subclass's proxy over its superclass's, a container's over none.
@MainActor
@Suite("UIAppearance: appearance() and appearance(whenContainedInInstancesOf:) as UIKit applies them")
struct AppearanceProxyTests {
    final class CardView: UIView {}

    /// Shows `views` in a window and returns it; the proxies are forgotten when the test ends.
    func show(_ views: [UIView], in container: UIView? = nil) -> UIWindow {
        let controller = UIViewController()
        let window = showInWindow(controller)
        let host = container ?? controller.view!
        if let container { controller.view.addSubview(container) }
        for v in views { host.addSubview(v) }
        window.layoutIfNeeded()
        return window
    }

    @Test("A label entering a window takes the proxy's text colour and font; one whose colour was set keeps it")
    func labels() {
        defer { UIAppearanceRegistry.removeAll() }
        UILabel.appearance().textColor = .systemRed
        UILabel.appearance().font = .boldSystemFont(ofSize: 20)
        let plain = UILabel(), chosen = UILabel()
        chosen.textColor = .systemBlue
        #expect(plain.textColor == .black, "before it enters a window, the label has its own default")
        _ = show([plain, chosen])
        #expect(plain.textColor == .systemRed && plain.font == .boldSystemFont(ofSize: 20))
        #expect(chosen.textColor == .systemBlue, "a value set on the view wins")
        #expect(chosen.font == .boldSystemFont(ofSize: 20), "its other appearance properties still come from the proxy")
        #expect(UILabel.appearance().textColor == .systemRed, "the proxy reads back what was set")
        #expect(UISwitch.appearance().onTintColor == .systemGreen, "and a class's default where nothing was set")
    }

    @Test("A subclass's proxy wins over its superclass's; a proxy inside a container wins over a plain one")
    func specificity() {
        defer { UIAppearanceRegistry.removeAll() }
        UIButton.appearance().tintColor = .systemOrange
        UIView.appearance().tintColor = .systemPurple
        UILabel.appearance().textColor = .systemRed
        UILabel.appearance(whenContainedInInstancesOf: [CardView.self]).textColor = .systemGreen
        let button = UIButton(type: .system), view = UIView(), outside = UILabel(), inside = UILabel()
        let card = CardView()
        card.addSubview(inside)
        _ = show([button, view, outside, card])
        #expect(button.tintColor == .systemOrange, "UIButton's proxy, made first, still wins over UIView's")
        #expect(view.tintColor == .systemPurple)
        #expect(outside.textColor == .systemRed)
        #expect(inside.textColor == .systemGreen)
    }

    @Test("A navigation bar takes the proxy's appearances and tint as its controller's view enters the window")
    func navigationBar() {
        defer { UIAppearanceRegistry.removeAll() }
        let look = UINavigationBarAppearance()
        look.configureWithOpaqueBackground()
        look.backgroundColor = .systemIndigo
        UINavigationBar.appearance().standardAppearance = look
        UINavigationBar.appearance().tintColor = .systemPink
        let navigation = UINavigationController(rootViewController: UIViewController())
        let window = showInWindow(navigation)
        window.layoutIfNeeded()
        #expect(navigation.navigationBar.standardAppearance.backgroundColor == .systemIndigo)
        #expect(navigation.navigationBar.tintColor == .systemPink)
    }

    @Test("A button's title colour set through its proxy applies per state; one the button set itself stays")
    func buttonTitleColours() {
        defer { UIAppearanceRegistry.removeAll() }
        UIButton.appearance().setTitleColor(.systemTeal, for: .normal)
        UIButton.appearance().setTitleColor(.systemGray, for: .disabled)
        let plain = UIButton(type: .custom), own = UIButton(type: .custom)
        own.setTitleColor(.white, for: .normal)
        _ = show([plain, own])
        #expect(plain.titleColor(for: .normal) == .systemTeal && plain.titleColor(for: .disabled) == .systemGray)
        #expect(own.titleColor(for: .normal) == .white && own.titleColor(for: .disabled) == .systemGray)
    }

    @Test("With no proxy, views keep their defaults and nothing is noted about what they set")
    func noProxies() {
        UIAppearanceRegistry.removeAll()
        let label = UILabel()
        label.textColor = .systemRed
        _ = show([label])
        #expect(label.textColor == .systemRed)
    }

    @Test("Bar button items made after UIBarButtonItem.appearance() is set take its values; what their maker sets wins")
    func barButtonItems() {
        defer { UIAppearanceRegistry.removeAll() }
        UIBarButtonItem.appearance().tintColor = .systemYellow
        UIBarButtonItem.appearance().setTitleTextAttributes([.font: UIFont.boldSystemFont(ofSize: 15)], for: .normal)
        let save = UIBarButtonItem(title: "Save", style: .done, target: nil, action: nil)
        let edit = UIBarButtonItem(systemItem: .edit)
        edit.tintColor = .systemRed
        #expect(save.tintColor == .systemYellow)
        #expect((save.titleTextAttributes(for: .normal)?[.font] as? UIFont) == .boldSystemFont(ofSize: 15))
        #expect(edit.tintColor == .systemRed)
        #expect(UIBarButtonItem.appearance().tintColor == .systemYellow)
        #expect(UIBarButtonItem.appearance().style == .plain, "an unset value reads as an item's default")
    }
}
