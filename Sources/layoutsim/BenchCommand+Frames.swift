import Animation
import Foundation
import Layout
import Rendering
import SDLBackend

// The frame workloads of `layoutsim bench`: A1 (animation frames) and R1 (frames drawn).
extension BenchCommand {
    /// A1: N views tied to one guide; one constant change moves them all in a 1 s animation.
    /// Returns the median and the worst time of advancing one 60 Hz frame.
    @MainActor
    func animationFrames(_ n: Int) throws -> (Double, Double) {
        var scene = GuidedWindow(measurer: BuiltinTextMeasurer())
        for i in 0..<n {
            let v = View()
            scene.pin(v, x: Double(i % 100) * 12, y: Double(i / 100) * 8)
            scene.constraints += [v.widthAnchor.constraint(equalToConstant: 10), v.heightAnchor.constraint(equalToConstant: 6)]
        }
        let (window, root, shift) = (scene.window, scene.root, scene.shift)
        try LayoutConstraint.activate(scene.constraints)
        window.layoutIfNeeded()
        shift.constant = 100
        View.animate(withDuration: 1) { root.layoutIfNeeded() }
        var frames: [Double] = []
        for _ in 0..<59 {
            let (ms, _) = time { window.animator.advance(by: 1.0 / 60) }
            frames.append(ms)
        }
        guard let v = root.subviews.last, let p = v.presentationFrame, p.x > v.frame.x - 100, p.x < v.frame.x else {
            throw BenchError.wrongAnswer("A1: the views are not mid-animation")
        }
        return (median(frames), frames.max() ?? 0)
    }

    /// R1: a 1280 x 800 window of `rectangles` filled views and 500 labels, all moving every frame
    /// (a repeating animation). Returns the median ms per frame drawn by the software renderer, and
    /// per frame drawn and written as a PNG, and the window's figures where there is a display.
    /// Throws if frame time grows over the run.
    @MainActor
    func renderFrames(rectangles: Int) throws -> (Double, Double, (ms: Double, fps: Double)?) {
        var scene = GuidedWindow(measurer: try TTFTextMeasurer())
        for i in 0..<(rectangles + 500) {
            let v: View = i < rectangles ? View() : Label(text: "Label \(i - rectangles)", fontSize: 12)
            if i < rectangles {
                v.backgroundColor = Color(red: UInt8(i * 37 % 256), green: UInt8(i * 91 % 256), blue: UInt8(i * 53 % 256), alpha: 200)
            }
            scene.pin(v, x: Double(i % 50) * 25, y: Double(i / 50) * 16)
            if i < rectangles {
                scene.constraints += [v.widthAnchor.constraint(equalToConstant: 22), v.heightAnchor.constraint(equalToConstant: 13)]
            }
        }
        let (window, root, shift) = (scene.window, scene.root, scene.shift)
        try LayoutConstraint.activate(scene.constraints)
        window.layoutIfNeeded()
        shift.constant = 40
        View.animate(withDuration: 1, options: [.repeat, .autoreverse]) { root.layoutIfNeeded() }
        let renderer = try HeadlessRenderer(width: 1280, height: 800)
        var software: [Double] = []
        for _ in 0..<180 {
            let (ms, _) = try time { () throws -> Void in
                window.animator.advance(by: 1.0 / 60)
                try renderer.draw(DisplayList(window: window))
            }
            software.append(ms)
        }
        let early = median(Array(software[10..<40])), late = median(Array(software[150..<180]))
        // A frame time that grows is a measurement (a leak would show here, and so does a busy
        // machine), not a wrong answer: it is reported, never thrown.
        if late >= early * 1.5 + 1 {
            FileHandle.standardError.write(
                Data("layoutsim: note: R1's software frame time grew from \(early) to \(late) ms over 180 frames\n".utf8))
        }
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("layoutsim-r1-\(getpid()).png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        var png: [Double] = []
        for _ in 0..<20 {
            let (ms, _) = try time { () throws -> Void in
                window.animator.advance(by: 1.0 / 60)
                try renderer.draw(DisplayList(window: window))
                try renderer.writePNG(to: path)
            }
            png.append(ms)
        }
        return (median(Array(software[10...])), median(png), try windowFrames(window))
    }

    /// R1 in a real window: 180 frames as fast as the display allows (vsync where offered).
    /// Returns the median ms per frame (events, layout, drawing, presenting) and the frames per
    /// second achieved, or nil when there is no display.
    @MainActor
    private func windowFrames(_ window: Window) throws -> (ms: Double, fps: Double)? {
        guard case .opened(let host) = try WindowHost.open(window, title: "LayoutSim R1") else { return nil }
        var frames: [Double] = []
        host.onFramePresented = { frames.append($0) }
        let (wall, _) = try time { () throws -> Void in
            try host.run(frames: 180) { _ in window.animator.advance(by: 1.0 / 60) }
        }
        return (median(Array(frames[10...])), Double(frames.count) / (wall / 1000))
    }
}

/// A1's and R1's scene: a 1280 x 800 window whose root holds a 1 x 1 guide at its top left.
/// Views are pinned to the guide, so changing `shift.constant` moves them all.
private struct GuidedWindow {
    let window: Window
    let root: View
    let guide = LayoutGuide()
    let shift: LayoutConstraint
    /// The guide's constraints and every pin, to activate at once.
    var constraints: [LayoutConstraint]

    init(measurer: TextMeasurer) {
        window = Window(size: Size(width: 1280, height: 800), textMeasurer: measurer, logSink: { _ in })
        window.rootViewController = ViewController()
        root = window.rootView!
        root.addLayoutGuide(guide)
        shift = guide.leadingAnchor.constraint(equalTo: root.leadingAnchor)
        constraints = [
            shift, guide.topAnchor.constraint(equalTo: root.topAnchor),
            guide.widthAnchor.constraint(equalToConstant: 1), guide.heightAnchor.constraint(equalToConstant: 1),
        ]
    }

    /// Adds `view` to the root with its top left `(x, y)` from the guide's.
    @MainActor
    mutating func pin(_ view: View, x: Double, y: Double) {
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        constraints += [
            view.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: x),
            view.topAnchor.constraint(equalTo: guide.topAnchor, constant: y),
        ]
    }
}
