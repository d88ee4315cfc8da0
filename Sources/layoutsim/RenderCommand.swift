import ArgumentParser
import Foundation
import InterfaceBuilder
import Layout
import Rendering
import Scenes
import SDLBackend

/// `layoutsim render`: draws a scene headless into PNG frames (deterministic on the virtual clock).
struct RenderCommand: MainActorCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a scene headless to PNG frames (frame_0000.png, ...).",
        discussion: """
            Text is measured with SDL_ttf, so sizes match the drawing. Images are looked up by name
            under --assets (default assets/). Without --times or --fps, one frame at t = 0.
            The same scene and times give byte-identical PNGs.

            A .storyboard or .xib is drawn as one PNG per hierarchy (a controller's view, a xib's
            top-level view, a cell): DIR/NN_ROOTID.png, in document order.
            """)

    @Argument(help: "The scene file (- for standard input), or a .storyboard or .xib document.")
    var scene: String

    @Option(help: "Documents: content views take their intrinsic size from the stored frame or from LayoutSim's measurement.")
    var contentSize: ContentSize = .measured

    @Option(help: "The folder for the frames.")
    var out: String

    @Option(help: "Sample times in seconds, comma-separated.")
    var times: String?

    @Option(help: "Frames per second (with --seconds).")
    var fps: Double?

    @Option(help: "How many seconds to render (with --fps).")
    var seconds: Double?

    @Option(help: "Pixels per point.")
    var scale = 1.0

    @Option(help: "Folders searched for images, comma-separated.")
    var assets = "assets"

    @Flag(help: "Also print the display list of each frame.")
    var dumpDisplayList = false

    @Flag(
        help:
            "Draw the constraint overlay: lines between constrained anchors coloured by priority, broken ones red, ambiguous views outlined."
    )
    var overlay = false

    @Flag(help: "Also write strip.png (frames side by side) and animation.png (an animated PNG of every frame).")
    var strip = false

    @Option(help: "How many evenly spaced frames strip.png shows.")
    var stripFrames = 8

    @OptionGroup var deviceOptions: DeviceOptions

    func validate() throws {
        guard scale > 0, scale <= Limits.scale else { throw ValidationError("--scale must be in (0, \(Int(Limits.scale))]") }
        _ = try sampleTimes(times: times, fps: fps, seconds: seconds, maxFPS: 240, maxSeconds: 600)
    }

    @MainActor
    func runOnMainActor() throws {
        let sampleTimes = try sampleTimes(times: times, fps: fps, seconds: seconds, maxFPS: 240, maxSeconds: 600) ?? [0]
        let measurer: TTFTextMeasurer
        do { measurer = try TTFTextMeasurer() } catch { throw inputFailure(error.description) }
        if isInterfaceBuilderDocument(scene) {
            let hierarchies = try loadDocument(
                scene, contentSize: contentSize, device: try deviceOptions.resolved(), measurer: measurer)
            DocumentViews.resolveImages(hierarchies, assets: assetFolders(assets), source: scene)
            try DocumentViews.render(hierarchies, to: out, scale: scale, assets: assetFolders(assets), overlay: overlay)
            return
        }
        let (parsed, built, _) = try loadScene(scene, device: try deviceOptions.resolved(), measurer: measurer)
        do {
            try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        } catch {
            throw inputFailure("cannot create \(out): \(error.localizedDescription)")
        }
        do {
            let pixels = try canvasPixels(built.window.size, scale: scale)
            let renderer = try HeadlessRenderer(width: pixels.width, height: pixels.height)
            renderer.imageSearchPaths = assetFolders(assets)
            var index = 0
            // Only the frames strip.png shows are kept in memory (evenly spaced, first and last included).
            let stripCount = max(1, min(stripFrames, sampleTimes.count))
            let stripIndices = Set((0..<stripCount).map { stripCount == 1 ? 0 : $0 * (sampleTimes.count - 1) / (stripCount - 1) })
            var paths: [String] = []
            var picks: [RGBAImage] = []
            try SceneSampler.play(built, scene: parsed, times: sampleTimes) { t in
                var list = DisplayList(window: built.window)
                if overlay { list.appendConstraintOverlay(for: built.window) }
                if dumpDisplayList { print("t = \(t)\n\(list.dump)") }
                try renderer.draw(list)
                let path = framePath(index, in: out)
                try renderer.writePNG(to: path)
                if strip {
                    paths.append(path)
                    if stripIndices.contains(index) { picks.append(renderer.snapshot()) }
                }
                index += 1
            }
            print("wrote \(index) frame(s) to \(out)")
            if strip, !picks.isEmpty {
                let stripPath = URL(fileURLWithPath: out).appendingPathComponent("strip.png").path
                try RGBAImage.strip(picks, gap: 4).writePNG(to: stripPath)
                let delay = sampleTimes.count > 1 ? max(sampleTimes[1] - sampleTimes[0], 0.01) : 0.1
                let animationPath = URL(fileURLWithPath: out).appendingPathComponent("animation.png").path
                do {
                    try APNG.write(frames: paths, delay: delay, to: animationPath)
                } catch {
                    throw inputFailure("cannot write \(animationPath): \(error)")
                }
                print("wrote \(stripPath) (\(picks.count) frames) and \(animationPath) (\(paths.count) frames)")
            }
        } catch let error as SDLBackendError {
            throw inputFailure(error.description)
        }
    }
}
