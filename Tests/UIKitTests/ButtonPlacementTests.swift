import Layout
import Rendering
import Testing
@testable import UIKit

@MainActor
@Suite("Button configurations' image placement and attributed titles; back button display modes")
struct ButtonPlacementTests {
    @Test(
        "a configuration's image sits on its side of the title; the button grows along that axis",
        arguments: [
            (NSDirectionalRectEdge.leading, "left of"), (.trailing, "right of"), (.top, "above"), (.bottom, "below"),
        ])
    func placement(edge: NSDirectionalRectEdge, expected: String) throws {
        var config = UIButton.Configuration.plain()
        config.title = "Add"
        config.image = UIImage(systemName: "plus")
        config.imagePlacement = edge
        config.imagePadding = 6
        let button = UIButton(configuration: config)
        button.frame = CGRect(origin: .zero, size: button.intrinsicContentSize)
        let layoutButton = try #require(button.layoutView as? Button)
        let image = try #require(layoutButton.imageRect)
        let shift = layoutButton.titleShift
        let side: String =
            if shift.x > 0 { "left of" } else if shift.x < 0 { "right of" } else if shift.y > 0 { "above" } else { "below" }
        #expect(side == expected)
        let vertical = edge == .top || edge == .bottom
        #expect((button.intrinsicContentSize.height > image.height + 6 + 14) == vertical)
        #expect(image.minX >= 0 && image.maxX <= Double(button.frame.width) + 0.01 && image.maxY <= Double(button.frame.height) + 0.01)
    }

    @Test(
        "a configuration's subtitle goes under the title: the button is as tall as both lines and the padding between, as wide as the wider, and both are drawn"
    )
    func subtitle() throws {
        var config = UIButton.Configuration.filled()
        config.title = "Send"
        let plain = UIButton(configuration: config)
        config.subtitle = "to three people"
        config.titlePadding = 4
        let button = UIButton(configuration: config)
        let measurer = BuiltinTextMeasurer()
        let sub = try #require(measurer.layout("to three people", fontSize: 15, weight: .regular, maxWidth: nil, maxLines: 1).size)
        // Within the pixel an intrinsic size is rounded up to.
        #expect(abs(button.intrinsicContentSize.height - (plain.intrinsicContentSize.height + 4 + sub.height)) < 0.34)
        #expect(
            abs(button.intrinsicContentSize.width - (sub.width + 24)) < 0.34, "the subtitle is the wider line; 12 pt insets at the sides")
        button.frame = CGRect(origin: CGPoint(x: 10, y: 20), size: button.intrinsicContentSize)
        let screen = UIViewController()
        screen.view.addSubview(button)
        let window = showInWindow(screen)
        let texts = DisplayList(window: window.layoutWindow).items.compactMap { item -> (String, Double, Double)? in
            if case let .text(text, _, y, size, _, _) = item { return (text, y, size) }
            return nil
        }
        let title = try #require(texts.first { $0.0 == "Send" }), subtitle = try #require(texts.first { $0.0 == "to three people" })
        #expect(subtitle.1 > title.1 && subtitle.2 == 15 && title.2 == 17)
        #expect(subtitle.1 > title.1)
        // Beside an image, both lines start at the text's leading edge (UIKit's automatic alignment).
        var withImage = config
        withImage.image = UIImage(systemName: "paperplane.fill")
        withImage.imagePlacement = .trailing
        let imageButton = UIButton(configuration: withImage)
        imageButton.frame = CGRect(origin: CGPoint(x: 10, y: 200), size: imageButton.intrinsicContentSize)
        screen.view.addSubview(imageButton)
        window.layoutIfNeeded()
        let starts = DisplayList(window: window.layoutWindow).items.compactMap { item -> Double? in
            if case let .text(text, x, y, _, _, _) = item, y > 150, ["Send", "to three people"].contains(text) { return x }
            return nil
        }
        #expect(starts.count == 2 && starts[0] == starts[1])
        // The last baseline is the subtitle's.
        let layoutButton = try #require(button.layoutView as? Button)
        #expect(layoutButton.lastBaselineOffsetFromBottom! < 7 + sub.height)
    }

    @Test("an attributed title gives the button its text, font and colour")
    func attributedTitle() throws {
        var attributes = AttributeContainer()
        attributes.font = UIFont.boldSystemFont(ofSize: 20)
        attributes.foregroundColor = UIColor.systemRed
        var config = UIButton.Configuration.filled()
        config.attributedTitle = AttributedString("Delete", attributes: attributes)
        let button = UIButton(configuration: config)
        let layoutButton = try #require(button.layoutView as? Button)
        #expect(layoutButton.title == "Delete" && layoutButton.fontSize == 20 && layoutButton.fontWeight == .bold)
        #expect(button.currentTitleColor == .systemRed)
    }

    @Test("an attributed title whose container is made from an attributes dictionary, as UIKit code writes it")
    func attributedTitleFromDictionary() throws {
        var config = UIButton.Configuration.plain()
        config.attributedTitle = AttributedString(
            "Add", attributes: AttributeContainer([.font: UIFont.boldSystemFont(ofSize: 18), .foregroundColor: UIColor.systemGreen]))
        let button = UIButton(configuration: config)
        let layoutButton = try #require(button.layoutView as? Button)
        #expect(layoutButton.title == "Add" && layoutButton.fontSize == 18 && layoutButton.fontWeight == .bold)
        #expect(button.currentTitleColor == .systemGreen)
    }

    @Test(
        "the back button to an item is titled by that item's display mode",
        arguments: [
            (UINavigationItem.BackButtonDisplayMode.default, "‹ Inbox"), (.generic, "‹ Back"), (.minimal, "‹"),
        ])
    func backButton(mode: UINavigationItem.BackButtonDisplayMode, title: String) throws {
        let inbox = UIViewController()
        inbox.title = "Inbox"
        inbox.navigationItem.backButtonDisplayMode = mode
        let navigation = UINavigationController(rootViewController: inbox)
        _ = showInWindow(navigation)
        navigation.pushViewController(UIViewController(), animated: false)
        navigation.view.layoutIfNeeded()
        let labels = navigation.navigationBar.subviews.compactMap { ($0 as? UIButton)?.title(for: .normal) }
        #expect(labels.contains(title), "\(labels)")
    }

    @Test(
        "a backBarButtonItem's title wins over the display mode and the back button title (empty: the chevron alone)",
        arguments: [("", "‹"), ("Mail", "‹ Mail")])
    func backBarButtonItem(itemTitle: String, shown: String) throws {
        let inbox = UIViewController()
        inbox.title = "Inbox"
        inbox.navigationItem.backButtonTitle = "Messages"
        inbox.navigationItem.backButtonDisplayMode = .generic
        inbox.navigationItem.backBarButtonItem = UIBarButtonItem(title: itemTitle, style: .plain, target: nil, action: nil)
        let navigation = UINavigationController(rootViewController: inbox)
        _ = showInWindow(navigation)
        navigation.pushViewController(UIViewController(), animated: false)
        navigation.view.layoutIfNeeded()
        let labels = navigation.navigationBar.subviews.compactMap { ($0 as? UIButton)?.title(for: .normal) }
        #expect(labels.contains(shown), "\(labels)")
    }
}

extension ButtonPlacementTests {
    /// The symbol glyphs drawn in the window, with their colours.
    func drawnGlyphs(in window: UIWindow) -> [(String, Color)] {
        DisplayList(window: window.layoutWindow).items.compactMap { item in
            guard case .text(let text, _, _, _, let color, _) = item else { return nil }
            return (text, color)
        }
    }

    @Test(
        "a custom button's symbol draws in the tint colour, as UIKit renders template images; the selected state's image shows when selected"
    )
    func customButtonSymbol() throws {
        // A password field's show/hide toggle, as UIKit code writes it.
        let toggle = UIButton(type: .custom)
        toggle.setImage(UIImage(systemName: "eye"), for: .normal)
        toggle.setImage(UIImage(systemName: "eye.slash"), for: .selected)
        toggle.frame = CGRect(x: 100, y: 100, width: 44, height: 44)
        let root = UIView()
        root.addSubview(toggle)
        let window = showInWindow(asRootView: root)
        let blue = UIColor.systemBlue.layout
        let eye = try #require(UIImage(systemName: "eye")?.image.symbol?.glyph)
        let slashed = try #require(UIImage(systemName: "eye.slash")?.image.symbol?.glyph)
        #expect(drawnGlyphs(in: window).contains { $0.0 == eye && $0.1 == blue }, "in the tint colour, not the white title colour")
        toggle.isSelected = true
        window.layoutIfNeeded()
        #expect(drawnGlyphs(in: window).contains { $0.0 == slashed && $0.1 == blue })
        #expect(!drawnGlyphs(in: window).contains { $0.0 == eye })
        #expect(toggle.currentImage === toggle.image(for: .selected))
    }
}
