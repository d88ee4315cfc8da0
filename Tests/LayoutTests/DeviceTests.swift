import Examples
import Foundation
import Layout
import Scenes
import TestSupport
import Testing

/// Device profiles (Apple's published screen sizes, safe areas and size classes) and what UIKit
/// derives from them: `safeAreaInsets`, the safe-area guide, the root view's margins.
@Suite("Devices, safe areas and system margins")
struct DeviceTests {
    @Test("each profile has Apple's screen size, scale, insets and size classes", arguments: [
        (Device.iPhone5s, Size(width: 320, height: 568), 2.0, EdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
         EdgeInsets.zero, "compact/regular", "compact/compact"),
        (Device.iPhoneSE, Size(width: 375, height: 667), 2.0, EdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
         EdgeInsets.zero, "compact/regular", "compact/compact"),
        (Device.iPhone8Plus, Size(width: 414, height: 736), 3.0, EdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
         EdgeInsets.zero, "compact/regular", "regular/compact"),
        (Device.iPhone11, Size(width: 414, height: 896), 2.0, EdgeInsets(top: 48, left: 0, bottom: 34, right: 0),
         EdgeInsets(top: 0, left: 48, bottom: 21, right: 48), "compact/regular", "regular/compact"),
        (Device.iPhone15, Size(width: 393, height: 852), 3.0, EdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
         EdgeInsets(top: 0, left: 59, bottom: 21, right: 59), "compact/regular", "compact/compact"),
        (Device.iPhone15ProMax, Size(width: 430, height: 932), 3.0, EdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
         EdgeInsets(top: 0, left: 59, bottom: 21, right: 59), "compact/regular", "regular/compact"),
        (Device.iPad, Size(width: 820, height: 1180), 2.0, EdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
         EdgeInsets(top: 24, left: 0, bottom: 20, right: 0), "regular/regular", "regular/regular"),
        (Device.iPadPro12_9, Size(width: 1024, height: 1366), 2.0, EdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
         EdgeInsets(top: 24, left: 0, bottom: 20, right: 0), "regular/regular", "regular/regular"),
    ])
    func profiles(device: Device, size: Size, scale: Double, portrait: EdgeInsets, landscape: EdgeInsets,
                  portraitClasses: String, landscapeClasses: String) {
        let window = Window(device: device, orientation: .portrait, logSink: { _ in })
        #expect(window.size == size && window.traitCollection.displayScale == scale)
        #expect(window.safeAreaInsets == portrait)
        func classes(_ t: TraitCollection) -> String { "\(t.horizontalSizeClass.rawValue)/\(t.verticalSizeClass.rawValue)" }
        #expect(classes(window.traitCollection) == portraitClasses)
        window.orientation = .landscape
        #expect(window.size == size.rotated && window.safeAreaInsets == landscape)
        #expect(classes(window.traitCollection) == landscapeClasses)
        #expect(Device.named(device.identifier) == device)
    }

    @Test("names are found ignoring case, spaces and dashes; other names of the same screens work", arguments: [
        ("iphone-15", Device.iPhone15), ("iPhone 15 Pro Max", .iPhone15ProMax), ("iPhoneSE1", .iPhone5s),
        ("iphone8", .iPhoneSE), ("iPad Pro 12.9", .iPadPro12_9), ("IPAD", .iPad),
    ])
    func names(name: String, device: Device) {
        #expect(Device.named(name) == device)
        #expect(Device.named("Nokia 3310") == nil)
    }

    /// A root view holding one view pinned to its safe-area guide and one pinned to its margins guide.
    private func pinned(_ device: Device, _ orientation: Orientation, configure: (ViewController) -> Void = { _ in })
        -> (Window, View, View) {
        let window = Window(device: device, orientation: orientation, logSink: { _ in })
        let controller = ViewController()
        configure(controller)
        window.rootViewController = controller
        let root = controller.view!
        let safe = View(), margins = View()
        for v in [safe, margins] {
            v.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(v)
        }
        try? LayoutConstraint.activate([
            safe.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
            safe.bottomAnchor.constraint(equalTo: root.safeAreaLayoutGuide.bottomAnchor),
            safe.leadingAnchor.constraint(equalTo: root.safeAreaLayoutGuide.leadingAnchor),
            safe.trailingAnchor.constraint(equalTo: root.safeAreaLayoutGuide.trailingAnchor),
            margins.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
            margins.bottomAnchor.constraint(equalTo: root.layoutMarginsGuide.bottomAnchor),
            margins.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            margins.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
        ])
        window.layoutIfNeeded()
        return (window, safe, margins)
    }

    @Test("the root view's safe-area guide is the screen minus the unsafe strips; its margins guide adds the system minimum (16 compact, 20 regular) from the safe area", arguments: [
        (Device.iPhone15, Orientation.portrait, Rect(x: 0, y: 59, width: 393, height: 759), Rect(x: 16, y: 59, width: 361, height: 759)),
        (Device.iPhone15, .landscape, Rect(x: 59, y: 0, width: 734, height: 372), Rect(x: 75, y: 0, width: 702, height: 372)),
        (Device.iPhone5s, .portrait, Rect(x: 0, y: 20, width: 320, height: 548), Rect(x: 16, y: 20, width: 288, height: 548)),
        (Device.iPad, .portrait, Rect(x: 0, y: 24, width: 820, height: 1136), Rect(x: 20, y: 24, width: 780, height: 1136)),
        (Device.iPhone8Plus, .landscape, Rect(x: 0, y: 0, width: 736, height: 414), Rect(x: 20, y: 0, width: 696, height: 414)),
    ])
    func rootGuides(device: Device, orientation: Orientation, safe: Rect, margins: Rect) {
        let (_, s, m) = pinned(device, orientation)
        #expect(s.frame == safe)
        #expect(m.frame == margins)
    }

    @Test("rotating takes the other orientation's insets at once, and the guides follow")
    func rotation() {
        let (window, s, m) = pinned(.iPhone15, .portrait)
        window.orientation = .landscape
        window.layoutIfNeeded()
        #expect(s.frame == Rect(x: 59, y: 0, width: 734, height: 372))
        #expect(m.frame == Rect(x: 75, y: 0, width: 702, height: 372))
        window.orientation = .portrait
        window.layoutIfNeeded()
        #expect(s.frame == Rect(x: 0, y: 59, width: 393, height: 759))
    }

    @Test("additionalSafeAreaInsets add to the root's insets; viewRespectsSystemMinimumLayoutMargins false lets smaller margins through")
    func controllerOptions() {
        let (_, s, m) = pinned(.iPhone15, .portrait) { c in
            c.additionalSafeAreaInsets = EdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
            c.viewRespectsSystemMinimumLayoutMargins = false
            c.view.layoutMargins = EdgeInsets(top: 0, left: 4, bottom: 0, right: 4)
        }
        #expect(s.frame == Rect(x: 0, y: 69, width: 393, height: 749))
        #expect(m.frame == Rect(x: 4, y: 69, width: 385, height: 749))
    }

    @Test("a subview's safe area is its overlap with its parent's unsafe strips (UIKit's safeAreaInsets)")
    func subviewInsets() {
        let window = Window(device: .iPhone15, orientation: .portrait, logSink: { _ in })
        window.rootViewController = ViewController()
        let root = window.rootView!
        let header = View(), middle = View(), inner = View()
        for v in [header, middle, inner] { v.translatesAutoresizingMaskIntoConstraints = false }
        root.addSubview(header)
        root.addSubview(middle)
        header.addSubview(inner)
        try? LayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: root.topAnchor), header.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: root.trailingAnchor), header.heightAnchor.constraint(equalToConstant: 120),
            middle.topAnchor.constraint(equalTo: root.topAnchor, constant: 200), middle.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            middle.widthAnchor.constraint(equalToConstant: 100), middle.heightAnchor.constraint(equalToConstant: 100),
            inner.topAnchor.constraint(equalTo: header.safeAreaLayoutGuide.topAnchor),
            inner.leadingAnchor.constraint(equalTo: header.leadingAnchor), inner.widthAnchor.constraint(equalToConstant: 10),
            inner.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.layoutIfNeeded()
        #expect(root.safeAreaInsets == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(header.safeAreaInsets == EdgeInsets(top: 59, left: 0, bottom: 0, right: 0))
        #expect(middle.safeAreaInsets == .zero)
        #expect(inner.frame.y == 59, "a view pinned to the header's safe-area guide sits below the Dynamic Island")
    }

    @Test("a window with a plain size has no insets, no size classes, and the first edition's margins")
    func plainWindow() {
        let window = Window(size: Size(width: 320, height: 480), logSink: { _ in })
        window.rootViewController = ViewController()
        window.layoutIfNeeded()
        #expect(window.safeAreaInsets == .zero && window.traitCollection.horizontalSizeClass == .unspecified)
        #expect(window.rootView?.effectiveLayoutMargins == EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    }
}

/// Devices from scenes and the command line.
@Suite("Devices in scenes and on the command line")
struct DeviceSceneTests {
    static let scene = #"""
        {"device": "iPhone15", "views": [{"name": "a"}], "constraints": [
          {"first": "a.top", "second": "root.safeAreaLayoutGuide.top"}, {"first": "a.bottom", "second": "root.safeAreaLayoutGuide.bottom"},
          {"first": "a.leading", "second": "root.layoutMarginsGuide.leading"}, {"first": "a.trailing", "second": "root.layoutMarginsGuide.trailing"}]}
        """#

    @Test("a scene names its device and orientation; guides are named after their view")
    func sceneDevice() throws {
        let portrait = try Scene(data: Data(Self.scene.utf8)).build()
        #expect(portrait.frames["a"] == Rect(x: 16, y: 59, width: 361, height: 759))
        let landscape = try Scene(data: Data(Self.scene.replacingOccurrences(of: #""device": "iPhone15""#,
                                                                            with: #""device": "iPhone15", "orientation": "landscape""#).utf8)).build()
        #expect(landscape.frames["a"] == Rect(x: 75, y: 0, width: 702, height: 372))
    }

    @Test("scene errors name the field", arguments: [
        (#"{"device": "Nokia"}"#, #"device: unknown device "Nokia" (known: iPhone5s, iPhoneSE"#),
        (#"{"device": "iPhone15", "orientation": "upside"}"#, #"orientation: unknown orientation "upside""#),
        (#"{"window": [100, 100], "orientation": "landscape"}"#, #"orientation: an orientation needs a "device""#),
        (#"{"device": "iPhone15", "window": [100, 100]}"#, "window: the iPhone 15 in portrait is 393.0 x 852.0 points"),
    ])
    func sceneErrors(json: String, message: String) {
        do {
            _ = try Scene(data: Data(json.utf8))
            Issue.record("accepted \(json)")
        } catch {
            #expect("\(error)".contains(message), "\(error)")
        }
    }

    @Test("--device and --orientation override a scene's size; --device list lists the profiles; an unknown name is a usage error")
    func commandLine() throws {
        let plain = Self.scene.replacingOccurrences(of: #""device": "iPhone15""#, with: #""window": [100, 100]"#)
        let result = try CLI.run(["layout", "-", "--device", "iPad", "--orientation", "landscape"], stdin: plain)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains(#""a": [20.0, 24.0, 1140.0, 776.0]"#), "\(result.stdout)")
        let list = try CLI.run(["render", "--device", "list"])
        #expect(list.status == 0 && list.stdout.split(separator: "\n").count == Device.all.count, "\(list.stdout)")
        #expect(list.stdout.contains("iPhone15 ") && list.stdout.contains("393 x 852 @3x"))
        let unknown = try CLI.run(["layout", "-", "--device", "Nokia"], stdin: plain)
        #expect(unknown.status == 64 && unknown.stderr.contains(#"unknown device "Nokia""#), "\(unknown.stderr)")
    }

    @Test("the apple demo shows seed 000's iPhone 5s in landscape")
    func appleDemoDevice() throws {
        let window = try #require(Demos.named("apple")).makeWindow()
        #expect(window.device == .iPhone5s && window.orientation == .landscape && window.size == Size(width: 568, height: 320))
    }
}

/// The margin behaviours of UIKit's `UIView`: readable content, preserved superview margins,
/// directional margins and their change notifications.
@Suite("Margins: readable content, preserved, directional")
struct MarginBehaviourTests {
    final class CountingView: View {
        var marginChanges = 0
        override func layoutMarginsDidChange() { marginChanges += 1 }
    }

    private func window(_ device: Device, _ orientation: Orientation = .portrait) -> (Window, View) {
        let window = Window(device: device, orientation: orientation, logSink: { _ in })
        window.rootViewController = ViewController()
        return (window, window.rootView!)
    }

    @Test("readableContentGuide: the margins narrowed to 672 pt and centred on an iPad; the margins themselves on a phone", arguments: [
        (Device.iPad, Rect(x: 74, y: 24, width: 672, height: 1136)),
        (Device.iPhone15, Rect(x: 16, y: 59, width: 361, height: 759)),
    ])
    func readable(device: Device, expected: Rect) throws {
        let (window, root) = window(device)
        let text = View()
        text.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(text)
        try LayoutConstraint.activate([
            text.leadingAnchor.constraint(equalTo: root.readableContentGuide.leadingAnchor),
            text.trailingAnchor.constraint(equalTo: root.readableContentGuide.trailingAnchor),
            text.topAnchor.constraint(equalTo: root.readableContentGuide.topAnchor),
            text.bottomAnchor.constraint(equalTo: root.readableContentGuide.bottomAnchor),
        ])
        window.layoutIfNeeded()
        #expect(text.frame == expected)
    }

    @Test("preservesSuperviewLayoutMargins: a view flush with its superview's edge keeps at least the superview's margin there")
    func preserved() throws {
        let (window, root) = window(.iPhone15)
        let card = View(), inner = View()
        for v in [card, inner] { v.translatesAutoresizingMaskIntoConstraints = false }
        root.addSubview(card)
        card.addSubview(inner)
        card.layoutMargins = EdgeInsets(top: 0, left: 4, bottom: 0, right: 4)
        card.insetsLayoutMarginsFromSafeArea = false
        card.preservesSuperviewLayoutMargins = true
        try LayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: root.leadingAnchor), card.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            card.topAnchor.constraint(equalTo: root.topAnchor, constant: 100), card.heightAnchor.constraint(equalToConstant: 50),
            inner.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor),
            inner.trailingAnchor.constraint(equalTo: card.layoutMarginsGuide.trailingAnchor),
            inner.topAnchor.constraint(equalTo: card.topAnchor), inner.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.layoutIfNeeded()
        #expect(inner.frame == Rect(x: 16, y: 0, width: 361, height: 10), "the root's 16 pt system margins reach into the card")
        card.preservesSuperviewLayoutMargins = false
        window.layoutIfNeeded()
        #expect(inner.frame == Rect(x: 4, y: 0, width: 385, height: 10))
    }

    @Test("directionalLayoutMargins set before the view moves into a right-to-left hierarchy resolve there; layoutMarginsDidChange is called")
    func directional() throws {
        let (window, root) = window(.iPhone15)
        root.semanticContentAttribute = .forceRightToLeft
        let box = CountingView(), inner = View()
        for v in [box, inner] { v.translatesAutoresizingMaskIntoConstraints = false }
        box.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 30, bottom: 0, trailing: 10)
        #expect(box.marginChanges == 1)
        #expect(box.layoutMargins.left == 30, "alone, the view is left to right")
        box.insetsLayoutMarginsFromSafeArea = false
        root.addSubview(box)
        box.addSubview(inner)
        try LayoutConstraint.activate([
            box.leftAnchor.constraint(equalTo: root.leftAnchor), box.widthAnchor.constraint(equalToConstant: 200),
            box.topAnchor.constraint(equalTo: root.topAnchor, constant: 100), box.heightAnchor.constraint(equalToConstant: 50),
            inner.leadingAnchor.constraint(equalTo: box.layoutMarginsGuide.leadingAnchor),
            inner.trailingAnchor.constraint(equalTo: box.layoutMarginsGuide.trailingAnchor),
            inner.topAnchor.constraint(equalTo: box.topAnchor), inner.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.layoutIfNeeded()
        #expect(box.layoutMargins == EdgeInsets(top: 0, left: 10, bottom: 0, right: 30), "leading is on the right now")
        #expect(inner.frame == Rect(x: 10, y: 0, width: 160, height: 10))
        box.layoutMargins = EdgeInsets(top: 0, left: 5, bottom: 0, right: 5)
        #expect(box.marginChanges == 2)
    }
}

/// Text that sizes itself (issue 16 §3): multi-line labels with no preferred width wrap at the width
/// layout gives them, as UIKit does since iOS 8; fitting and sizeThatFits measure wrapped text.
@Suite("Self-sizing text")
struct SelfSizingTextTests {
    static let text = "A long label that certainly wraps over several lines when it is given only two hundred points of width."

    private func window() -> (Window, View) {
        let window = Window(size: Size(width: 320, height: 480), logSink: { _ in })
        window.rootViewController = ViewController()
        return (window, window.rootView!)
    }

    @Test("numberOfLines 0 and preferredMaxLayoutWidth 0: the label wraps at its laid-out width within one layoutIfNeeded, as with an explicit preferred width")
    func automaticPreferredWidth() throws {
        let (window, root) = window()
        let automatic = Label(text: Self.text), explicit = Label(text: Self.text)
        automatic.numberOfLines = 0
        explicit.numberOfLines = 0
        explicit.preferredMaxLayoutWidth = 200
        for (i, l) in [automatic, explicit].enumerated() {
            l.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(l)
            try LayoutConstraint.activate([
                l.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
                l.topAnchor.constraint(equalTo: root.topAnchor, constant: 20 + 200 * Double(i)),
                l.widthAnchor.constraint(equalToConstant: 200),
            ])
        }
        window.layoutIfNeeded()
        #expect(automatic.frame.height > 3 * 20 && automatic.frame.height == explicit.frame.height)
        window.layoutIfNeeded()
        #expect(automatic.frame.height == explicit.frame.height, "layout has settled")
    }

    @Test("a label bounded only by a trailing <= constraint settles at its available width (no drift)")
    func boundedLabelSettles() throws {
        let (window, root) = window()
        let label = Label(text: Self.text)
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        try LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            label.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: -20),
        ])
        window.layoutIfNeeded()
        let first = label.frame
        window.layoutIfNeeded()
        #expect(label.frame == first && first.width == 280 && first.height > 20)
    }

    @Test("systemLayoutSizeFitting: a container with a multi-line label pinned to its edges, fitted to a width, returns the wrapped height (the self-sizing cell recipe)")
    func fittingRecipe() throws {
        let cell = View()
        let label = Label(text: Self.text)
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        cell.addSubview(label)
        try LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 8),
            label.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -8),
            label.topAnchor.constraint(equalTo: cell.topAnchor, constant: 8),
            label.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -8),
        ])
        let fitted = cell.systemLayoutSizeFitting(Size(width: 216, height: 0), withHorizontalFittingPriority: .required,
                                                  verticalFittingPriority: .fittingSizeLevel)
        let wrapped = label.sizeThatFits(Size(width: 200, height: 0))
        #expect(fitted == Size(width: 216, height: wrapped.height + 16))
        #expect(wrapped.height > 3 * 20)
    }

    @Test("sizeThatFits and sizeToFit: a label's text size (wrapped at the given width), a plain view keeps its size")
    func sizeThatFits() {
        let label = Label(text: "Hello")
        let one = label.sizeThatFits(Size(width: 10, height: 10))
        #expect(one == label.intrinsicContentSize, "a one-line label does not wrap")
        label.frame = Rect(x: 5, y: 6, width: 1, height: 1)
        label.sizeToFit()
        #expect(label.frame == Rect(x: 5, y: 6, width: one.width, height: one.height))
        let plain = View(frame: Rect(x: 0, y: 0, width: 30, height: 40))
        #expect(plain.sizeThatFits(Size(width: 100, height: 100)) == Size(width: 30, height: 40))
    }
}
