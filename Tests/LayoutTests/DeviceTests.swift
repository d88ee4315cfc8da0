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
    @Test(
        "each profile has Apple's screen size, scale, insets and size classes",
        arguments: [
            (
                Device.iPhone5s, Size(width: 320, height: 568), 2.0, EdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
                EdgeInsets.zero, "compact/regular", "compact/compact"
            ),
            (
                Device.iPhoneSE, Size(width: 375, height: 667), 2.0, EdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
                EdgeInsets.zero, "compact/regular", "compact/compact"
            ),
            (
                Device.iPhone8Plus, Size(width: 414, height: 736), 3.0, EdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
                EdgeInsets.zero, "compact/regular", "regular/compact"
            ),
            (
                Device.iPhone11, Size(width: 414, height: 896), 2.0, EdgeInsets(top: 48, left: 0, bottom: 34, right: 0),
                EdgeInsets(top: 0, left: 48, bottom: 21, right: 48), "compact/regular", "regular/compact"
            ),
            (
                Device.iPhone15, Size(width: 393, height: 852), 3.0, EdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
                EdgeInsets(top: 0, left: 59, bottom: 21, right: 59), "compact/regular", "compact/compact"
            ),
            (
                Device.iPhone15ProMax, Size(width: 430, height: 932), 3.0, EdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
                EdgeInsets(top: 0, left: 59, bottom: 21, right: 59), "compact/regular", "regular/compact"
            ),
            (
                Device.iPhone16Pro, Size(width: 402, height: 874), 3.0, EdgeInsets(top: 62, left: 0, bottom: 34, right: 0),
                EdgeInsets(top: 0, left: 62, bottom: 21, right: 62), "compact/regular", "compact/compact"
            ),
            (
                Device.iPhone16ProMax, Size(width: 440, height: 956), 3.0, EdgeInsets(top: 62, left: 0, bottom: 34, right: 0),
                EdgeInsets(top: 0, left: 62, bottom: 21, right: 62), "compact/regular", "regular/compact"
            ),
            (
                Device.iPad10_2, Size(width: 810, height: 1080), 2.0, EdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
                EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), "regular/regular", "regular/regular"
            ),
            (
                Device.iPad, Size(width: 820, height: 1180), 2.0, EdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
                EdgeInsets(top: 24, left: 0, bottom: 20, right: 0), "regular/regular", "regular/regular"
            ),
            (
                Device.iPadPro12_9, Size(width: 1024, height: 1366), 2.0, EdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
                EdgeInsets(top: 24, left: 0, bottom: 20, right: 0), "regular/regular", "regular/regular"
            ),
        ])
    func profiles(
        device: Device, size: Size, scale: Double, portrait: EdgeInsets, landscape: EdgeInsets,
        portraitClasses: String, landscapeClasses: String
    ) {
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

    @Test(
        "names are found ignoring case, spaces and dashes; other names of the same screens work",
        arguments: [
            ("iphone-15", Device.iPhone15), ("iPhone 15 Pro Max", .iPhone15ProMax), ("iPhoneSE1", .iPhone5s),
            ("iphone8", .iPhoneSE), ("iPad Pro 12.9", .iPadPro12_9), ("IPAD", .iPad),
            // Xcode's simulator names.
            ("iPhone SE (3rd generation)", .iPhoneSE), ("iPhone SE (1st generation)", .iPhone5s),
            ("iPad (10th generation)", .iPad), ("iPad Pro (12.9-inch) (6th generation)", .iPadPro12_9),
            ("iPad Pro (11-inch) (4th generation)", .iPadPro11), ("iPad Pro (10.5-inch)", .iPadPro10_5),
            ("iPhone 16 Pro", .iPhone16Pro), ("iPhone 17", .iPhone16Pro), ("iPhone 17 Pro Max", .iPhone16ProMax), ("iPhone 16", .iPhone15),
            ("iPad (9th generation)", .iPad10_2), ("iPad Pro (12.9-inch) (2nd generation)", .iPadPro12_9HomeButton),
            ("iPad Pro (12.9-inch) (3rd generation)", .iPadPro12_9),
        ])
    func names(name: String, device: Device) {
        #expect(Device.named(name) == device)
        #expect(Device.named("Nokia 3310") == nil)
        #expect(Device.named("iPad (6th generation)") == nil)
        #expect(Device.named("iPhone 15 (2nd generation)") == nil)
    }

    /// A root view holding one view pinned to its safe-area guide and one pinned to its margins guide.
    private func pinned(
        _ device: Device, _ orientation: Orientation, configure: (ViewController) -> Void = { _ in }
    )
        -> (Window, View, View)
    {
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

    @Test(
        "the root view's safe-area guide is the screen minus the unsafe strips; its margins guide adds the system minimum (16 compact, 20 regular) from the safe area",
        arguments: [
            (
                Device.iPhone15, Orientation.portrait, Rect(x: 0, y: 59, width: 393, height: 759),
                Rect(x: 16, y: 59, width: 361, height: 759)
            ),
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

    @Test(
        "system minimum margins: 16 pt on the smaller phones, 20 pt on the Plus and Max phones (414 pt and wider) and in regular width",
        arguments: [
            (Device.iPhoneSE, Orientation.portrait, 16.0), (.iPhoneSE, .landscape, 16), (.iPhone15, .portrait, 16),
            (.iPhone8Plus, .portrait, 20), (.iPhone8Plus, .landscape, 20), (.iPhone11, .portrait, 20),
            (.iPhone15ProMax, .portrait, 20), (.iPad, .portrait, 20),
        ])
    func systemMargins(device: Device, orientation: Orientation, side: Double) {
        let (window, _, m) = pinned(device, orientation)
        window.layoutIfNeeded()
        #expect(m.frame.x == window.safeAreaInsets.left + side)
        #expect(m.frame.maxX == window.size.width - window.safeAreaInsets.right - side)
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
            middle.topAnchor.constraint(equalTo: root.topAnchor, constant: 200),
            middle.leadingAnchor.constraint(equalTo: root.leadingAnchor),
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
    nonisolated static let scene = #"""
        {"device": "iPhone15", "views": [{"name": "a"}], "constraints": [
          {"first": "a.top", "second": "root.safeAreaLayoutGuide.top"}, {"first": "a.bottom", "second": "root.safeAreaLayoutGuide.bottom"},
          {"first": "a.leading", "second": "root.layoutMarginsGuide.leading"}, {"first": "a.trailing", "second": "root.layoutMarginsGuide.trailing"}]}
        """#

    @Test("a scene names its device and orientation; guides are named after their view")
    func sceneDevice() throws {
        let portrait = try Scene(data: Data(Self.scene.utf8)).build()
        #expect(portrait.frames["a"] == Rect(x: 16, y: 59, width: 361, height: 759))
        let landscape = try Scene(
            data: Data(
                Self.scene.replacingOccurrences(
                    of: #""device": "iPhone15""#,
                    with: #""device": "iPhone15", "orientation": "landscape""#
                ).utf8)
        ).build()
        #expect(landscape.frames["a"] == Rect(x: 75, y: 0, width: 702, height: 372))
    }

    @Test(
        "scene errors name the field",
        arguments: [
            (#"{"device": "Nokia"}"#, #"device: unknown device "Nokia" (known: iPhone4s, iPhone5s, iPhoneSE"#),
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
    nonisolated func commandLine() throws {
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

    @MainActor
    @Test("the apple demo shows seed 000's iPhone 5s in landscape")
    func appleDemoDevice() throws {
        let window = try #require(Demos.named("apple")).makeWindow()
        #expect(window.device == .iPhone5s && window.orientation == .landscape && window.size == Size(width: 568, height: 320))
    }
}
