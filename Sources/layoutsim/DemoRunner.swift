import Animation
import Examples
import Foundation
import Layout
import Rendering
import Scenes
import SDLBackend

/// Runs one gallery demo: its layout JSON, PNG frames, or a window (headless where there is no display).
@MainActor
struct DemoRunner {
    let demo: Demo
    let headless: Bool
    let out: String
    let scale: Double
    let assets: String
    let seconds: Double
    let fps: Double
    /// Scripted keys for the window (`--keys`), if any.
    var script: KeyScript? = nil
    /// The device to show the demo on instead of its own (`--device`), if any.
    var device: (Device, Orientation)? = nil
    /// Scripted touches (`--input`), if any.
    var input: InputScript? = nil
    /// Whether a focused text input brings up the on-screen keyboard (`--software-keyboard`).
    var softwareKeyboard = false

    func run(dumpLayout: Bool) throws {
        if dumpLayout {
            let window = demo.makeWindow(device: device)
            var names: [String] = []
            window.rootView?.forEachInSubtree { v in if let n = v.accessibilityIdentifier { names.append(n) } }
            print(window.layoutJSON(order: names))
            return
        }
        let window = demo.makeWindow(device: device, measurer: try TTFTextMeasurer())
        window.showsSoftwareKeyboard = softwareKeyboard
        let animating = window.demoAnimating
        if let report = animating?.demoReport { print(report) }
        if !headless {
            switch try WindowHost.open(window, title: "LayoutSim – \(demo.name)") {
            case .opened(let host):
                try Self.show(window, in: host, imageSearchPaths: searchPaths, script: script, input: input)
                return
            case .noDisplay(let message):
                FileHandle.standardError.write(Data("layoutsim: no display (\(message)); rendering headless to \(out) instead\n".utf8))
            }
        }
        let count = try input.map { try writeFrames(of: window, playing: $0) } ?? writeFrames(of: window).count
        print("wrote \(count) frame(s) to \(out)")
    }

    /// Runs a demo's window until it stops, on the real clock: the demo's timer, Space (its
    /// animation), O (the overlay) and Escape (stop); `otherKey` sees every other key. A `script`
    /// presses keys as it goes, an `input` script touches. The mouse is a finger.
    ///
    /// - Throws: a drawing error, or the script's (a screenshot that could not be written).
    static func show(
        _ window: Window, in host: WindowHost, imageSearchPaths: [String], script: KeyScript? = nil, input: InputScript? = nil,
        otherKey: @escaping (String) -> Void = { _ in }
    ) throws {
        let clock = RealClock()
        window.useAnimationClock(clock)
        host.touchTime = { clock.now }
        let player = input.map(InputScript.Player.init)
        host.imageSearchPaths = imageSearchPaths
        let animating = window.demoAnimating
        host.onKey = { key in
            switch key {
            case "Escape": host.stop()
            case "O": host.showsConstraintOverlay.toggle()
            case "Space": animating?.runDemoAnimation()
            default: otherKey(key)
            }
        }
        var next = animating?.demoRepeatInterval.map { clock.now + $0 }
        try host.run { _ in
            script?.step(host)
            player?.step(window, now: clock.now)
            if let due = next, let interval = animating?.demoRepeatInterval, clock.now >= due {
                animating?.runDemoAnimation()
                next = due + interval
            }
            window.animator.tick()
        }
        if let error = script?.error { throw error }
    }

    /// Writes `out`/frame_NNNN.png on the virtual clock: frame 0 is the settled layout; with
    /// `seconds` the animation starts at the demo's headless times (right after frame 0 by
    /// default) and again on its timer. Returns the number of frames written, and the pixels of
    /// every `keepEvery`-th frame (from frame 0; none when nil; a frame identical to the one kept
    /// before it is left out) for a strip, so nothing is read back from disk.
    func writeFrames(of window: Window, keepEvery: Int? = nil) throws -> (count: Int, kept: [RGBAImage]) {
        let animating = window.demoAnimating
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        let (width, height) = try canvasPixels(window.size, scale: scale)
        let renderer = try HeadlessRenderer(width: width, height: height)
        renderer.imageSearchPaths = searchPaths
        let count = seconds > 0 ? Int(saturating: (seconds * fps).rounded()) + 1 : 1
        var kept: [RGBAImage] = []
        let starts = Set((animating?.demoHeadlessTimes ?? []).map { 1 + Int(saturating: ($0 * fps).rounded()) })
        let every = animating?.demoRepeatInterval.map { max(Int(saturating: ($0 * fps).rounded()), 1) }
        for index in 0..<count {
            if starts.contains(index) || (index > 1 && every.map { (index - 1) % $0 == 0 } == true) { animating?.runDemoAnimation() }
            if index > 0 { window.animator.advance(by: 1 / fps) }
            window.layoutIfNeeded()
            let (w, h) = try canvasPixels(window.size, scale: scale)  // a rotation or a live resize changes the frame size
            try renderer.resize(width: w, height: h)
            try renderer.draw(DisplayList(window: window))
            try renderer.writePNG(to: framePath(index, in: out))
            if let keepEvery, index % keepEvery == 0 {
                let frame = renderer.snapshot()
                if kept.last != frame { kept.append(frame) }
            }
        }
        return (count, kept)
    }

    /// Writes `out`/frame_NNNN.png for a scripted interaction on the virtual clock: frame 0 is the
    /// settled layout, then one frame after each step of `input`, then `seconds` more at `fps`
    /// (a spring let go, a deceleration). Returns the number of frames written.
    func writeFrames(of window: Window, playing input: InputScript) throws -> Int {
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        let (width, height) = try canvasPixels(window.size, scale: scale)
        let renderer = try HeadlessRenderer(width: width, height: height)
        renderer.imageSearchPaths = searchPaths
        var index = 0
        func write() throws {
            window.layoutIfNeeded()
            try renderer.draw(DisplayList(window: window))
            try renderer.writePNG(to: framePath(index, in: out))
            index += 1
        }
        window.layoutIfNeeded()
        try write()
        try input.play(on: window) { _ in try write() }
        for _ in 0..<Int(saturating: (seconds * fps).rounded()) {
            window.animator.advance(by: 1 / fps)
            try write()
        }
        return index
    }

    private var searchPaths: [String] { assetFolders(assets) }
}
