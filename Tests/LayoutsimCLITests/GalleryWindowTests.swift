import Foundation
import Layout
import Rendering
import SDLBackend
import Testing
import TestSupport

/// The gallery as a person drives it: a real window under Xvfb, keys pressed through SDL's event queue.
@Suite("layoutsim demo gallery: the window and its keys")
struct GalleryWindowTests {
    @Test(
        "Right steps to apple, Space turns it to portrait, O shows the overlay, Left steps back, Escape quits",
        .enabled(if: CLI.haveXvfb))
    func keys() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("layoutsim-gallery-keys-\(getpid())")
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try CLI.run(
            [
                "demo", "gallery", "--keys", "Right,Space,O,Left,Escape", "--key-interval", "30",
                "--screenshots", dir.path, "--assets", CLI.packageRoot.appendingPathComponent("assets").path,
            ],
            wrapper: CLI.xvfbWrapper)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stderr.contains("no display"), "\(result.stderr)")
        let shown = result.stdout.split(separator: "\n").map { String($0.prefix { $0 != ":" }) }
        #expect(shown == ["calculator", "apple", "calculator"], "the demos in the order the keys stepped")
        let steps = try (0..<5).map { try RGBAImage(contentsOf: dir.appendingPathComponent(String(format: "step_%02d.png", $0)).path) }
        #expect(
            steps.map { [$0.width, $0.height] } == [[320, 480], [568, 320], [320, 568], [320, 568], [320, 480]],
            "calculator; apple in landscape; turned by Space; the same with the overlay; calculator again")
        func overlayPixels(_ image: RGBAImage) -> Int {
            var count = 0
            for y in 0..<image.height { for x in 0..<image.width where image.pixel(x: x, y: y) == OverlayColors.required { count += 1 } }
            return count
        }
        #expect(overlayPixels(steps[2]) == 0 && overlayPixels(steps[3]) > 100, "O draws the required constraints' blue lines")
        // Portrait: the logo fills the top half (284 points), so the grey of the apple reaches below y = 160.
        #expect((160..<284).contains { y in steps[2].pixel(x: 160, y: y) != Color.white }, "the logo is drawn in the portrait top half")
    }

    @Test(
        "bad scripts are refused before a window opens",
        arguments: [
            (["--keys", "Spcae"], "unknown key \"Spcae\""),
            (["--keys", "Space", "--key-interval", "0"], "--key-interval must be in 1...6000"),
            (["--screenshots", "/tmp/x"], "--screenshots needs --keys"),
        ])
    func refused(arguments: [String], message: String) throws {
        let result = try CLI.run(["demo", "apple"] + arguments, unset: ["DISPLAY", "WAYLAND_DISPLAY"])
        #expect(result.status == 64 && result.stderr.contains(message), "a usage error: \(result.stderr)")
    }
}
