import ArgumentParser
import Examples
import Foundation
import Layout
import Rendering
import SDLBackend

/// `layoutsim demo`: runs a demo of the gallery (`--list`), or the built-in scene drawn headless.
struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Run a demo: in a window, as PNG frames (--headless), or as its layout JSON (--dump-layout).")

    static let names = ["builtin", "gallery"] + Demos.all.map(\.name)

    @Argument(help: "The demo to run (see --list).")
    var name = "builtin"

    @Flag(help: "List the demos.")
    var list = false

    @Flag(help: "Write PNG frames instead of opening a window (what happens anyway where there is no display).")
    var headless = false

    @Option(help: "The folder for PNG frames.")
    var out = "out/demo"

    @Option(help: "The window size in points, as WIDTHxHEIGHT.")
    var size = "640x400"

    @Option(help: "Pixels per point.")
    var scale = 1.0

    @Flag(help: "Print the display list instead of drawing it.")
    var dumpDisplayList = false

    @Flag(help: "Print the layout JSON of the demo's first settled frame, as `layoutsim layout` does.")
    var dumpLayout = false

    @Option(help: "Folders searched for images, comma-separated.")
    var assets = "assets"

    @Option(help: "Headless: trigger the demo's animation and write frames for this many seconds.")
    var seconds = 0.0

    @Option(help: "Headless: frames per second (with --seconds).")
    var fps = 30.0

    @Option(help: "Window: press these keys, comma-separated SDL key names (Space,Right,O,Escape), one every --key-interval frames; the window closes an interval after the last.")
    var keys: String?

    @Option(help: "Window: frames between scripted keys (with --keys).")
    var keyInterval = 30

    @Option(help: "Window: save the window's pixels as DIR/step_NN.png before each scripted key and after the last (with --keys).")
    var screenshots: String?

    func run() throws {
        if list {
            let width = (Demos.all.map(\.name.count).max() ?? 0) + 2
            func line(_ name: String, _ summary: String) -> String { name + String(repeating: " ", count: max(width - name.count, 1)) + summary }
            print(line("builtin", "the three-card scene"))
            print(line("gallery", "every demo in turn (Right/Left step, Space animates, O overlay); headless: frames and strips"))
            for demo in Demos.all { print(line(demo.name, demo.summary)) }
            return
        }
        guard DemoCommand.names.contains(name) else {
            fail("unknown demo \"\(name)\"; known: \(DemoCommand.names.joined(separator: ", "))")
        }
        let script = makeScript()
        if name == "gallery" {
            try GalleryRunner(headless: headless, out: out, assets: assets, script: script).run()
            return
        }
        if let demo = Demos.named(name) {
            guard seconds >= 0, seconds <= 60, fps > 0, fps <= 240 else { fail("--seconds must be in [0, 60] and --fps in (0, 240]") }
            try DemoRunner(demo: demo, headless: headless, out: out, scale: scale, assets: assets, seconds: seconds, fps: fps,
                           script: script).run(dumpLayout: dumpLayout)
            return
        }
        if script != nil { fail("--keys needs a gallery demo's window (see --list)") }
        let parts = size.split(separator: "x").compactMap { Double($0) }
        guard parts.count == 2, parts.allSatisfy({ $0 >= 1 && $0 <= 8192 }) else {
            fail("--size must be WIDTHxHEIGHT, each 1...8192 (got \(size))")
        }
        guard scale > 0, scale <= 8 else { fail("--scale must be in (0, 8] (got \(scale))") }
        let displayList = try BuiltinScene.displayList(width: parts[0], height: parts[1])
        if dumpDisplayList {
            print(displayList.dump)
            return
        }
        if !headless {
            print("note: the builtin scene is drawn headless only; `layoutsim demo gallery` or `layoutsim demo NAME` opens a window")
        }
        do {
            try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        } catch {
            fail("cannot create \(out): \(error.localizedDescription)")
        }
        let path = framePath(0, in: out)
        do {
            let renderer = try HeadlessRenderer(
                width: Int((parts[0] * scale).rounded()), height: Int((parts[1] * scale).rounded()))
            try renderer.draw(displayList)
            try renderer.writePNG(to: path)
        } catch {
            fail(error.description)
        }
        let v = HeadlessRenderer.libraryVersions
        print("wrote \(path) (\(Int(parts[0] * scale))x\(Int(parts[1] * scale)) px; SDL \(v.sdl), SDL_ttf \(v.ttf), SDL_image \(v.image))")
    }

    /// The `--keys` script, checked before any window opens (nil without --keys).
    private func makeScript() -> KeyScript? {
        guard let keys else {
            if screenshots != nil { fail("--screenshots needs --keys") }
            return nil
        }
        if headless { FileHandle.standardError.write(Data("layoutsim: --keys applies to windows; ignored with --headless\n".utf8)) }
        do {
            return try KeyScript(keys: keys, interval: keyInterval, screenshots: screenshots)
        } catch {
            fail(String(describing: error))
        }
    }
}
