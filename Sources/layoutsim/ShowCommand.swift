import Animation
import ArgumentParser
import Foundation
import InterfaceBuilder
import Layout
import Rendering
import Scenes
import SDLBackend

/// `layoutsim show`: opens a scene in a window (real clock, live resize, wheel scrolling).
struct ShowCommand: MainActorCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Show a scene in a window; with no display, say so and render it headless.",
        discussion: """
            The scene's animations run on the wall clock at their "at" times. Resize the window to
            lay out again; the mouse wheel scrolls scroll views; O toggles the constraint overlay;
            Escape or closing the window quits.
            --frames N draws N frames and exits; --screenshot writes the last frame as a PNG.

            A .storyboard or .xib shows one hierarchy at a time (a controller's view, a xib's
            top-level view, a cell): Right and Left page through them.
            """)

    @Argument(help: "The scene file (- for standard input), or a .storyboard or .xib document.")
    var scene: String

    @Option(help: "Documents: content views take their intrinsic size from the stored frame or from LayoutSim's measurement.")
    var contentSize: ContentSize = .measured

    @Option(help: "Draw this many frames, then exit.")
    var frames: Int?

    @Option(help: "Write the last frame shown to this PNG file.")
    var screenshot: String?

    @Option(help: "Where to write the headless frame when there is no display.")
    var out = "out/show"

    @Option(help: "Folders searched for images, comma-separated.")
    var assets = "assets"

    @Flag(help: "Start with the constraint overlay on (O toggles it).")
    var overlay = false

    @Option(
        help:
            "Touches: \"tap X,Y [SECONDS]; drag X1,Y1 X2,Y2 [SECONDS]; wait SECONDS\" (window coordinates), played on the window's clock; without a display they are applied before the frame is drawn. A document's first hierarchy gets them."
    )
    var input: String?

    @OptionGroup var deviceOptions: DeviceOptions

    func validate() throws {
        if let frames, frames < 1 { throw ValidationError("--frames must be at least 1") }
        _ = try script()
    }

    /// `--input` parsed (nil without it).
    private func script() throws -> InputScript? {
        do { return try input.map(InputScript.init) } catch { throw ValidationError(String(describing: error)) }
    }

    @MainActor
    func runOnMainActor() throws {
        let measurer: TTFTextMeasurer
        do { measurer = try TTFTextMeasurer() } catch { throw inputFailure(error.description) }
        if isInterfaceBuilderDocument(scene) {
            let hierarchies = try loadDocument(scene, contentSize: contentSize, device: try deviceOptions.resolved(), measurer: measurer)
            DocumentViews.resolveImages(hierarchies, assets: assetFolders(assets), source: scene)
            let shown: String?
            let input = try script()
            do {
                shown = try DocumentViews.show(
                    hierarchies, source: scene, assets: assetFolders(assets), overlay: overlay, frames: frames, screenshot: screenshot,
                    input: input)
            } catch {
                throw inputFailure(error.description)
            }
            if let message = shown {
                FileHandle.standardError.write(Data("layoutsim: no display (\(message)); rendering headless to \(out) instead\n".utf8))
                if let first = hierarchies.first { input?.play(on: first.window) { _ in } }
                try DocumentViews.render(hierarchies, to: out, scale: 1, assets: assetFolders(assets), overlay: overlay)
            }
            return
        }
        let (parsed, built, source) = try loadScene(scene, device: try deviceOptions.resolved(), measurer: measurer)
        do {
            let clock = RealClock()
            built.window.useAnimationClock(clock)
            let host: WindowHost
            switch try WindowHost.open(built.window, title: "LayoutSim – \(source)") {
            case .opened(let h):
                host = h
            case .noDisplay(let message):
                FileHandle.standardError.write(Data("layoutsim: no display (\(message)); rendering headless to \(out) instead\n".utf8))
                built.window.useAnimationClock(VirtualClock(framesPerSecond: 60))
                try script()?.play(on: built.window) { _ in }
                built.window.layoutIfNeeded()
                try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
                let pixels = try canvasPixels(built.window.size, scale: 1)
                let renderer = try HeadlessRenderer(width: pixels.width, height: pixels.height)
                renderer.imageSearchPaths = assetFolders(assets)
                var list = DisplayList(window: built.window)
                if overlay { list.appendConstraintOverlay(for: built.window) }
                try renderer.draw(list)
                let path = framePath(0, in: out)
                try renderer.writePNG(to: path)
                print("wrote \(path)")
                return
            }
            host.imageSearchPaths = assetFolders(assets)
            host.showsConstraintOverlay = overlay
            host.touchTime = { clock.now }
            host.onKey = { key in
                if key == "Escape" { host.stop() }
                if key == "O" { host.showsConstraintOverlay.toggle() }
            }
            var pending = parsed.animations[...]
            let player = try script().map(InputScript.Player.init)
            try host.run(frames: frames) { _ in
                player?.step(built.window, now: clock.now)
                while let next = pending.first, next.at <= clock.now {
                    SceneSampler.run(next, in: built)
                    pending = pending.dropFirst()
                }
                built.window.animator.tick()
            }
            if let screenshot {
                try host.screenshot().writePNG(to: screenshot)
                print("wrote \(screenshot)")
            }
        } catch let error as SDLBackendError {
            throw inputFailure(error.description)
        }
    }
}
