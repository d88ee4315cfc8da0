import Foundation
import Layout
import Rendering
import SDLBackend
import Testing
import TestSupport

@Suite("layoutsim show: a real window")
struct ShowCommandTests {
    static let scene = CLI.packageRoot.appendingPathComponent("Tests/SDLBackendTests/GoldenScenes/basics.json").path
    @Test("xvfb-run is installed (Scripts/install-deps.sh installs it)", .enabled(if: !CLI.haveXvfb))
    func missingXvfb() { print("skipped: \(CLI.xvfbRun) is absent; the window tests did not run") }

    @Test("opens a window under Xvfb, runs a few frames and screenshots it", .enabled(if: CLI.haveXvfb))
    func window() throws {
        let shot = FileManager.default.temporaryDirectory.appendingPathComponent("layoutsim-shot-\(getpid()).png").path
        defer { try? FileManager.default.removeItem(atPath: shot) }
        let result = try CLI.run(
            ["show", Self.scene, "--frames", "5", "--screenshot", shot],
            wrapper: CLI.xvfbWrapper)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stderr.contains("no display"), "\(result.stderr)")
        let image = try RGBAImage(contentsOf: shot)
        #expect(image.width == 320 && image.height == 240)
        #expect(image.pixel(x: 300, y: 10) == Color(red: 0xF3, green: 0xA7, blue: 0x12), "the card's orange")
        #expect(image.pixel(x: 300, y: 230) == Color.white, "the white background")
    }

    @Test("show --overlay draws the constraint lines in the window; without it there are none", .enabled(if: CLI.haveXvfb))
    func overlayInWindow() throws {
        let scene = CLI.packageRoot.appendingPathComponent("Tests/SDLBackendTests/GoldenScenes/overlay.json").path
        let shot = FileManager.default.temporaryDirectory.appendingPathComponent("layoutsim-overlay-\(getpid()).png").path
        defer { try? FileManager.default.removeItem(atPath: shot) }
        func blueShown(_ flags: [String]) throws -> Bool {
            let result = try CLI.run(
                ["show", scene, "--frames", "3", "--screenshot", shot] + flags,
                wrapper: CLI.xvfbWrapper)
            #expect(result.status == 0, "\(result.stderr)")
            let image = try RGBAImage(contentsOf: shot)
            return (0..<image.height).contains { y in (0..<image.width).contains { x in image.pixel(x: x, y: y) == OverlayColors.required }
            }
        }
        #expect(try blueShown(["--overlay"]), "a required constraint's blue line is on screen")
        #expect(try !blueShown([]), "the scene itself has no overlay blue")
    }

    @Test("with no display it says so and renders headless instead")
    func noDisplay() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("layoutsim-show-\(getpid())")
        defer { try? FileManager.default.removeItem(at: out) }
        let result = try CLI.run(["show", Self.scene, "--frames", "2", "--out", out.path], unset: ["DISPLAY", "WAYLAND_DISPLAY"])
        #expect(result.status == 0)
        #expect(result.stderr.contains("layoutsim: no display"), "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("frame_0000.png").path))
    }
}
