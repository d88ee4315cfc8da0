import Foundation
import Testing
import TestSupport

/// `layout`, `render` and `show` take storyboards and xibs as they take scenes.
@Suite("Storyboards and xibs on the command line: layout, render and show")
struct DocumentCommandTests {
    static let fixtures = CLI.packageRoot.appendingPathComponent("Tests/InterfaceBuilderTests/Fixtures")
    static func fixture(_ name: String) -> String { fixtures.appendingPathComponent(name).path }
    static let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("layoutsim-documents-\(getpid())")

    @Test("layout DOC prints one scene per hierarchy: root, title, window, frames relative to the root, log")
    func layout() throws {
        let result = try CLI.run(["layout", Self.fixture("FreeformCardWithSizeClasses.xib"), "--content-size", "stored"])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as! [String: Any]
        let scenes = json["scenes"] as! [[String: Any]]
        #expect(scenes.count == 1)
        let scene = scenes[0]
        #expect(scene["root"] as? String == "uEa-1P-F1Y")
        #expect(scene["title"] as? String == "MessageView uEa-1P-F1Y")
        #expect(scene["window"] as? [Double] == [510, 160])
        #expect(scene["log"] as? [String] == [])
        let frames = scene["frames"] as! [String: [Double]]
        #expect(frames["uEa-1P-F1Y"] == [0, 0, 510, 160])
        #expect(frames["A7b-0a-fJG"] == [20, 44, 470, 82])  // under the sensor housing, inside 20 pt margins
    }

    @Test("a storyboard has a scene for each controller's view and each cell")
    func storyboardScenes() throws {
        let result = try CLI.run(["layout", Self.fixture("TableCellsWithAccessories.storyboard"), "--content-size", "stored"])
        #expect(result.status == 0, "\(result.stderr)")
        let scenes = (try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as! [String: Any])["scenes"] as! [[String: Any]]
        let titles = scenes.compactMap { $0["title"] as? String }
        #expect(titles.contains { $0.hasPrefix("tableViewCell ") && $0.contains(" in ") })
        #expect(scenes.contains { $0["root"] as? String == "i0m-Xn-tMe" }, "a cell laid out on its own")
        #expect(scenes.count == 27)  // 5 controllers and 22 cells
    }

    @Test("render DOC writes one PNG per hierarchy; images the asset folders lack are drawn as placeholders, with a warning")
    func render() throws {
        let out = Self.scratch.appendingPathComponent("render").path
        let result = try CLI.run(["render", Self.fixture("FreeformCardWithSizeClasses.xib"), "--out", out, "--content-size", "stored"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: out + "/00_uEa-1P-F1Y.png"), "\(result.stdout)")
        #expect(result.stderr.contains(#"image "errorIcon" is not in the asset folders"#), "\(result.stderr)")
    }

    @Test(
        "render DOC draws a bar button's or a button's missing image as a placeholder too, with a warning, instead of failing",
        arguments: [
            (
                "bar button",
                """
                <navigationBar contentMode="scaleToFill" fixedFrame="YES" id="bar">
                    <rect key="frame" x="0.0" y="59" width="393" height="44"/>
                    <items>
                        <navigationItem title="Home" id="n1">
                            <barButtonItem key="rightBarButtonItem" image="settings-icon" id="b1"/>
                        </navigationItem>
                    </items>
                </navigationBar>
                """
            ),
            (
                "button",
                """
                <button opaque="NO" contentMode="scaleToFill" fixedFrame="YES" id="b2">
                    <rect key="frame" x="20" y="120" width="30" height="30"/>
                    <state key="normal" image="settings-icon"/>
                </button>
                """
            ),
        ])
    func renderMissingImage(_ name: String, subview: String) throws {
        try FileManager.default.createDirectory(at: Self.scratch, withIntermediateDirectories: true)
        let document = Self.scratch.appendingPathComponent("Image-\(name.replacingOccurrences(of: " ", with: "-")).storyboard")
        try Data(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505"
                targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" initialViewController="vc1">
                <device id="retina6_12" orientation="portrait" appearance="light"/>
                <scenes><scene sceneID="s1"><objects>
                    <viewController id="vc1" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <subviews>
                                \(subview)
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="safe"/>
                        </view>
                    </viewController>
                </objects></scene></scenes>
                <resources><image name="settings-icon" width="30" height="30"/></resources>
            </document>
            """.utf8
        ).write(to: document)
        let out = Self.scratch.appendingPathComponent("image-\(name.replacingOccurrences(of: " ", with: "-"))").path
        let result = try CLI.run(["render", document.path, "--out", out])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: out + "/00_root.png"), "\(result.stdout)")
        #expect(result.stderr.contains(#"image "settings-icon" is not in the asset folders"#), "\(result.stderr)")
    }

    @Test(
        "bad documents and options: exit 2 with the file, line and culprit, or 64 for a bad option",
        arguments: [
            (["layout", "BAD"], Int32(2), "BAD.storyboard: line 3"),
            (["layout", "FIXTURE", "--content-size", "guessed"], Int32(64), "guessed"),
            (["layout", "MISSING"], Int32(2), "cannot read the document"),
        ])
    func badInput(arguments: [String], status: Int32, message: String) throws {
        try FileManager.default.createDirectory(at: Self.scratch, withIntermediateDirectories: true)
        let bad = Self.scratch.appendingPathComponent("BAD.storyboard")
        try Data(
            "<?xml version=\"1.0\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\">\n<scenes><oops></scenes>\n"
                .utf8
        )
        .write(to: bad)
        let args = arguments.map {
            $0 == "BAD"
                ? bad.path
                : $0 == "FIXTURE"
                    ? Self.fixture("TableCell.xib") : $0 == "MISSING" ? Self.scratch.appendingPathComponent("none.xib").path : $0
        }
        let result = try CLI.run(args)
        #expect(result.status == status, "\(result.stderr)")
        #expect(result.stderr.contains(message), "\(result.stderr)")
    }

    @Test("show DOC opens the first hierarchy in a window and screenshots it", .enabled(if: CLI.haveXvfb))
    func show() throws {
        try FileManager.default.createDirectory(at: Self.scratch, withIntermediateDirectories: true)
        let shot = Self.scratch.appendingPathComponent("show.png").path
        let result = try CLI.run(
            ["show", Self.fixture("SafeAreaAndRatio.storyboard"), "--frames", "2", "--screenshot", shot, "--overlay"],
            wrapper: CLI.xvfbWrapper)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: shot))
    }
}
