import ArgumentParser
import Examples
import Foundation
import Layout
import Rendering
import SDLBackend
import UIKit

/// `layoutsim demo`: runs a demo of the gallery (`--list`), or the built-in scene drawn headless.
struct DemoCommand: MainActorCommand {
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

    @Option(
        help:
            "Window: press these keys, comma-separated SDL key names (Space,Right,O,Escape), one every --key-interval frames; the window closes an interval after the last."
    )
    var keys: String?

    @Option(help: "Window: frames between scripted keys (with --keys).")
    var keyInterval = 30

    @Option(help: "Window: save the window's pixels as DIR/step_NN.png before each scripted key and after the last (with --keys).")
    var screenshots: String?

    @Option(
        help:
            "Touches, as a person would make them: \"tap X,Y [SECONDS]; drag X1,Y1 X2,Y2 [SECONDS]; wait SECONDS\" (window coordinates). In a window they play on its clock; headless, a frame is written after each step."
    )
    var input: String?

    @Flag(
        help:
            "Bring up the on-screen keyboard when a text field or text view is focused, as an iPhone does (by default typing comes from the computer's keyboard, as from a hardware keyboard, and none shows)."
    )
    var softwareKeyboard = false

    @OptionGroup var deviceOptions: DeviceOptions

    func validate() throws {
        if try deviceOptions.resolved() != nil, name == "builtin" || name == "gallery" {
            throw ValidationError("--device applies to one gallery demo (layoutsim demo NAME --device ...)")
        }
        guard list || DemoCommand.names.contains(name) else {
            throw ValidationError("unknown demo \"\(name)\"; known: \(DemoCommand.names.joined(separator: ", "))")
        }
        guard scale > 0, scale <= 8 else { throw ValidationError("--scale must be in (0, 8] (got \(scale))") }
        guard seconds >= 0, seconds <= 60, fps > 0, fps <= 240 else {
            throw ValidationError("--seconds must be in [0, 60] and --fps in (0, 240]")
        }
        if name == "builtin" {
            if keys != nil { throw ValidationError("--keys needs a gallery demo's window (see --list)") }
            _ = try builtinSize()
        }
        _ = try makeScript()
        if input != nil, Demos.named(name) == nil {
            throw ValidationError("--input needs one gallery demo (layoutsim demo NAME --input ...)")
        }
        _ = try makeInput()
    }

    /// `--input` parsed (nil without it).
    private func makeInput() throws -> InputScript? {
        do {
            return try input.map(InputScript.init)
        } catch {
            throw ValidationError(String(describing: error))
        }
    }

    /// `--size` as width and height.
    private func builtinSize() throws -> (Double, Double) {
        let parts = size.split(separator: "x").compactMap { Double($0) }
        guard parts.count == 2, parts.allSatisfy({ $0 >= 1 && $0 <= 8192 }) else {
            throw ValidationError("--size must be WIDTHxHEIGHT, each 1...8192 (got \(size))")
        }
        return (parts[0], parts[1])
    }

    @MainActor
    func runOnMainActor() throws {
        if list {
            let width = (Demos.all.map(\.name.count).max() ?? 0) + 2
            func line(_ name: String, _ summary: String) -> String {
                name + String(repeating: " ", count: max(width - name.count, 1)) + summary
            }
            print(line("builtin", "the three-card scene"))
            print(line("gallery", "every demo in turn (Right/Left step, Space animates, O overlay); headless: frames and strips"))
            for demo in Demos.all { print(line(demo.name, demo.summary)) }
            return
        }
        let script = try makeScript()
        if script != nil, headless {
            FileHandle.standardError.write(Data("layoutsim: --keys applies to windows; ignored with --headless\n".utf8))
        }
        // `UIImage(named:)` looks where the renderer draws images from.
        UIImage.searchPaths = assetFolders(assets)
        if name == "gallery" {
            try GalleryRunner(headless: headless, out: out, assets: assets, script: script).run()
            return
        }
        if let demo = Demos.named(name) {
            let device = try deviceOptions.resolved(), input = try makeInput()
            try DemoRunner(
                demo: demo, headless: headless, out: out, scale: scale, assets: assets, seconds: seconds, fps: fps,
                script: script, device: device, input: input, softwareKeyboard: softwareKeyboard
            ).run(dumpLayout: dumpLayout)
            return
        }
        let (width, height) = try builtinSize()
        let displayList = try BuiltinScene.displayList(width: width, height: height)
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
            throw inputFailure("cannot create \(out): \(error.localizedDescription)")
        }
        let path = framePath(0, in: out)
        let pixels = try canvasPixels(Size(width: width, height: height), scale: scale)
        do {
            let renderer = try HeadlessRenderer(width: pixels.width, height: pixels.height)
            try renderer.draw(displayList)
            try renderer.writePNG(to: path)
        } catch {
            throw inputFailure(error.description)
        }
        let v = HeadlessRenderer.libraryVersions
        print("wrote \(path) (\(pixels.width)x\(pixels.height) px; SDL \(v.sdl), SDL_ttf \(v.ttf), SDL_image \(v.image))")
    }

    /// The `--keys` script, checked before any window opens (nil without --keys).
    private func makeScript() throws -> KeyScript? {
        guard let keys else {
            if screenshots != nil { throw ValidationError("--screenshots needs --keys") }
            return nil
        }
        do {
            return try KeyScript(keys: keys, interval: keyInterval, screenshots: screenshots)
        } catch {
            throw ValidationError(String(describing: error))
        }
    }
}
