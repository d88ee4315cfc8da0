import Animation
import Examples
import Foundation
import Layout
import Rendering
import SDLBackend

/// `layoutsim demo gallery`: every demo in turn. In a window, Right and Left step through the
/// demos, Space runs the shown demo's animation, O toggles the constraint overlay and Escape quits.
/// Without a display (or with --headless) it writes each demo's frames and a strip under `out`.
@MainActor
struct GalleryRunner {
    let headless: Bool
    let out: String
    let assets: String
    /// Scripted keys, one script across every window (`--keys`), if any.
    var script: KeyScript? = nil

    private var searchPaths: [String] { assetFolders(assets) }

    func run() throws {
        let measurer = try TTFTextMeasurer()  // one for every demo: fonts load once, layouts are kept
        if !headless {
            guard let message = try showWindows(measurer: measurer) else { return }
            FileHandle.standardError.write(
                Data("layoutsim: no display (\(message)); writing the gallery headless to \(out) instead\n".utf8))
        }
        try writeFrames(measurer: measurer)
    }

    /// One window per demo, opened in turn, until Escape or the last window closes. Returns nil,
    /// or why there is no display.
    private func showWindows(measurer: TTFTextMeasurer) throws -> String? {
        var index = 0
        while true {
            let demo = Demos.all[index]
            let window = demo.makeWindow(measurer: measurer)
            let host: WindowHost
            switch try WindowHost.open(
                window,
                title:
                    "LayoutSim gallery – \(demo.name) (\(index + 1)/\(Demos.all.count)) – Left/Right step, Space animates, O overlay, Esc quits"
            ) {
            case .opened(let h): host = h
            case .noDisplay(let message): return message
            }
            print("\(demo.name): \(demo.summary)")
            if let report = (window.demoAnimating)?.demoReport { print(report) }
            var step = 0
            try DemoRunner.show(window, in: host, imageSearchPaths: searchPaths, script: script) { key in
                switch key {
                case "Right", "N": step = 1; host.stop()
                case "Left", "P": step = -1; host.stop()
                default: break
                }
            }
            if step == 0 { return nil }
            index = (index + step + Demos.all.count) % Demos.all.count
        }
    }

    /// Each demo's settled frame, then (for animated demos) two seconds of its animation at 10 fps,
    /// as out/NAME/frame_NNNN.png plus out/NAME/strip.png of every fourth frame (repeats left out),
    /// and out/NAME/report.txt with what the demo prints on start (UIKit's log, the trace), if anything.
    private func writeFrames(measurer: TTFTextMeasurer) throws {
        for demo in Demos.all {
            let window = demo.makeWindow(measurer: measurer)
            let dir = URL(fileURLWithPath: out).appendingPathComponent(demo.name)
            let runner = DemoRunner(
                demo: demo, headless: true, out: dir.path, scale: 1, assets: assets,
                seconds: window.demoAnimating != nil ? 2 : 0, fps: 10)
            let report = (window.demoAnimating)?.demoReport
            let (count, frames) = try runner.writeFrames(of: window, keepEvery: 4)
            try RGBAImage.strip(frames).writePNG(to: dir.appendingPathComponent("strip.png").path)
            if let report { try Data((report + "\n").utf8).write(to: dir.appendingPathComponent("report.txt")) }
            print("\(demo.name): wrote \(count) frame(s)\(report == nil ? " and strip.png" : ", strip.png and report.txt") to \(dir.path)")
        }
    }
}
