import Layout
import LayoutSimTesting
import Rendering
import Testing
@testable import UIKit

/// A profile header as UIKit code writes it with SF Symbols: symbol image views in the tint and in
/// their own colours, a button with a symbol beside its title, and symbol tab bar items.
final class SymbolsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let avatar = UIImageView(image: UIImage(systemName: "person.circle.fill"))
        avatar.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 60)
        avatar.tintColor = .systemGray
        let star = UIImageView(image: UIImage(systemName: "star.fill")?.withTintColor(.systemYellow, renderingMode: .alwaysOriginal))
        let heart = UIImageView(image: UIImage(systemName: "heart.fill"))
        heart.tintColor = .systemRed
        let gear = UIImageView(image: UIImage(systemName: "gear", withConfiguration: UIImage.SymbolConfiguration(textStyle: .title1)))
        let row = UIStackView(arrangedSubviews: [star, heart, gear])
        row.spacing = 16
        row.alignment = .center
        let follow = UIButton(type: .system)
        follow.setTitle("Follow", for: .normal)
        follow.setImage(UIImage(systemName: "plus"), for: .normal)
        let stack = UIStackView(arrangedSubviews: [avatar, row, follow])
        stack.axis = .vertical
        stack.alignment = .center
        stack.spacing = 20
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 40),
        ])
    }
}

@MainActor
@Suite("SF Symbols: UIImage(systemName:) as glyphs standing for the symbols, sized by configuration, tinted as templates")
struct SymbolImageTests {
    @Test("a profile header of symbol images in a tab bar controller, as an image")
    func symbolsScreen() {
        let tabs = UITabBarController()
        let profile = SymbolsViewController()
        profile.tabBarItem = UITabBarItem(
            title: "Profile", image: UIImage(systemName: "person"), selectedImage: UIImage(systemName: "person.fill"))
        let settings = UIViewController()
        settings.tabBarItem = UITabBarItem(title: "Settings", image: UIImage(systemName: "gearshape"), tag: 1)
        tabs.viewControllers = [profile, settings]
        assertSnapshot(of: tabs, as: .image(on: .iPhone15, scale: 1))
    }

    @Test(
        "known symbol names and their variants give images, other names nil as in UIKit",
        arguments: [
            ("star", true), ("star.fill", true), ("heart.circle.fill", true), ("chevron.right", true), ("gearshape.fill", true),
            ("sparkles", true), ("1.circle", true), ("a.square.fill", true),
            ("not.a.symbol", false), ("", false), ("Star", false), ("stars", false), ("circle.", false), ("bell..badge", false),
        ])
    func names(name: String, known: Bool) {
        #expect((UIImage(systemName: name) != nil) == known)
    }

    @Test(
        "a name that extends a known symbol (a badge, a frame, a second shape) is drawn as the symbol it extends, filled when it is",
        arguments: [
            ("bell.badge", "bell"), ("lock.shield", "lock"), ("person.crop.circle.fill", "person.circle.fill"),
            ("square.and.arrow.up.on.square", "square.and.arrow.up"), ("heart.text.square.fill", "heart.square.fill"),
            ("star.leadinghalf.filled", "star"), ("person.crop.circle.badge.plus", "person.circle"),
        ])
    func extendedNames(name: String, drawnAs base: String) throws {
        let image = try #require(UIImage(systemName: name)).image
        let known = try #require(UIImage(systemName: base)).image
        #expect(image.symbol?.glyph == known.symbol?.glyph)
        #expect(image.size == known.size)
    }

    @Test(
        "a name ending in circle or square, then perhaps fill, is the symbol before it in that frame, as square as SF Symbols' framed ones",
        arguments: [
            ("plus.circle", "+", Image.Symbol.Enclosure.circle), ("arrow.up.circle.fill", "\u{2191}", .filledCircle),
            ("xmark.circle.fill", "\u{2715}", .filledCircle), ("checkmark.square", "\u{2713}", .square),
            ("heart.square.fill", "\u{2665}", .filledSquare), ("heart.circle", "\u{2661}", .circle),
            ("1.circle", "1", .circle), ("a.square.fill", "A", .filledSquare), ("ellipsis.circle", "\u{22EF}", .circle),
            ("circle.fill", "\u{25CF}", .none), ("square", "\u{25A1}", .none), ("square.on.square", "\u{25A1}", .none),
            ("circle.and.line.horizontal", "\u{25CB}", .none), ("exclamationmark.circle", "!", .circle),
        ])
    func framedNames(name: String, glyph: String, enclosure: Image.Symbol.Enclosure) throws {
        let image = try #require(UIImage(systemName: name)).image
        #expect(image.symbol?.glyph == glyph)
        #expect(image.symbol?.enclosure == enclosure)
        if enclosure != .none { #expect(image.size.width == image.size.height) }
    }

    @Test("a filled frame is a disc or rounded square in the tint with the glyph cut out; an outlined one a ring round the glyph")
    func framesDrawn() throws {
        let screen = UIViewController()
        let send = UIImageView(image: UIImage(systemName: "arrow.up.circle.fill"))
        send.frame = CGRect(x: 20, y: 100, width: 30, height: 30)
        let add = UIImageView(image: UIImage(systemName: "plus.square"))
        add.frame = CGRect(x: 100, y: 100, width: 30, height: 30)
        add.tintColor = .systemGreen
        screen.view.addSubview(send)
        screen.view.addSubview(add)
        let window = showInWindow(screen)
        let items = DisplayList(window: window.layoutWindow).items
        let blue = UIColor.systemBlue.layout, green = UIColor.systemGreen.layout
        let disc = try #require(items.firstIndex(of: .roundedFill(Rect(x: 20, y: 100, width: 30, height: 30), radius: 15, blue)))
        guard case .text("\u{2191}", _, _, _, let arrowColor, _) = items[disc + 1] else {
            Issue.record("the arrow follows its disc: \(items[disc + 1])")
            return
        }
        #expect(arrowColor == Color(red: 255, green: 255, blue: 255), "cut out: white, what shows through on a light screen")
        let ring = try #require(
            items.firstIndex { item in
                guard case .roundedBorder(let r, let radius, let width, let color) = item else { return false }
                return r == Rect(x: 100, y: 100, width: 30, height: 30) && radius == 30 * 0.22 && width == 30.0 / 13 && color == green
            })
        guard case .text("+", _, _, let size, let plusColor, _) = items[ring + 1] else {
            Issue.record("the plus follows its ring: \(items[ring + 1])")
            return
        }
        #expect(plusColor == green)
        #expect(size < 17 * 1.2 * 30 / 20.33 * 0.6, "the glyph inside a frame is drawn at a little over half its size")
    }

    @Test(
        "a symbol's size follows its configuration: point size, text style and scale",
        arguments: [
            (nil as UIImage.SymbolConfiguration?, 20.33), (UIImage.SymbolConfiguration(pointSize: 34), 40.67),
            (UIImage.SymbolConfiguration(textStyle: .title1), 33.67), (UIImage.SymbolConfiguration(scale: .large), 26.67),
            (UIImage.SymbolConfiguration(pointSize: 20, weight: .bold, scale: .small), 19.33),
        ])
    func sizes(configuration: UIImage.SymbolConfiguration?, height: Double) throws {
        let image = try #require(UIImage(systemName: "square", withConfiguration: configuration))
        #expect(abs(Double(image.size.height) - height) < 0.01, "\(image.size)")
        #expect(abs(Double(image.size.width - image.size.height)) < 0.34, "a square symbol is about as wide as tall")
        #expect(image.isSymbolImage)
    }

    @Test("a configuration laid over another keeps what the other leaves unset")
    func applying() throws {
        let base = UIImage.SymbolConfiguration(pointSize: 30, weight: .bold)
        let merged = base.applying(UIImage.SymbolConfiguration(scale: .large))
        #expect(merged.pointSize == 30 && merged.weight == .bold && merged.scale == .large)
        let image = try #require(UIImage(systemName: "plus")?.withConfiguration(base))
        #expect(image.symbolConfiguration?.pointSize == 30)
    }
}
