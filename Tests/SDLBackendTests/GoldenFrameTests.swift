import Foundation
import Layout
import Rendering
import Scenes
import SDLBackend
import Testing

@Suite("Golden frames")
struct GoldenFrameTests {
    static func render(_ name: String, scale: Double = 1) throws -> (RGBAImage, DisplayList) {
        let data = try Data(contentsOf: GoldenFrames.directory.appendingPathComponent("\(name).json"))
        let built = try Scene(data: data, source: name).build(measurer: try TTFTextMeasurer())
        let list = DisplayList(window: built.window)
        let renderer = try HeadlessRenderer(width: Int(built.window.size.width * scale), height: Int(built.window.size.height * scale))
        try renderer.draw(list)
        return (renderer.snapshot(), list)
    }

    @Test("basics: fills, alpha, borders, wrapped text, clipping, a stack and a placeholder image")
    func basics() throws {
        let (image, list) = try Self.render("basics")
        // The display list says what a person should see.
        #expect(list.dump.contains("clip 8 "))
        #expect(list.items.contains { if case .border = $0 { return true }; return false })
        #expect(list.items.filter { if case .text = $0 { return true }; return false }.count >= 4, "title, wrapped body lines, buttons")
        try GoldenFrames.check(image, named: "basics")
    }

    @Test("000: Chinese labels render with the CJK fallback font, not boxes")
    func chinese() throws {
        let (image, list) = try Self.render("chinese")
        #expect(list.dump.contains("text \"苹果公司\""))
        try GoldenFrames.check(image, named: "chinese")
    }

    @Test("a scrolled scroll view: content moved by its offset and clipped to its bounds")
    func scrolled() throws {
        let (image, list) = try Self.render("scrolled")
        #expect(list.dump.contains("fill 10 -20 180 60 #E4572E"), "the first block starts 30 points up")
        try GoldenFrames.check(image, named: "scrolled")
    }

    @Test("a frame in the middle of an animation (t = 0.75 s of 003's 60 -> 70 growth and fade)")
    func midAnimation() throws {
        let data = try Data(contentsOf: GoldenFrames.directory.appendingPathComponent("animated.json"))
        let scene = try Scene(data: data, source: "animated")
        let built = try scene.build(measurer: try TTFTextMeasurer())
        let renderer = try HeadlessRenderer(width: 320, height: 200)
        try SceneSampler.play(built, scene: scene, times: [0.75]) { _ in try renderer.draw(DisplayList(window: built.window)) }
        #expect(abs(built.views["optionA"]!.presentationFrame!.height - 61.2916) < 1e-3)
        try GoldenFrames.check(renderer.snapshot(), named: "animated")
    }

    @Test("the same scene renders byte-identically twice, also at scale 2")
    func deterministic() throws {
        for scale in [1.0, 2.0] {
            let (a, _) = try Self.render("basics", scale: scale)
            let (b, _) = try Self.render("basics", scale: scale)
            #expect(a == b)
            #expect(a.width == Int(320 * scale))
        }
    }

    @Test("images load by name from the search paths; a missing one is a clear error")
    func images() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("layoutsim-img-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let red = RGBAImage(width: 4, height: 4, pixels: Array(repeating: [255, 0, 0, 255], count: 16).flatMap { $0 })
        try red.writePNG(to: dir.appendingPathComponent("red.png").path)
        let renderer = try HeadlessRenderer(width: 20, height: 20)
        renderer.imageSearchPaths = [dir.path]
        try renderer.draw(DisplayList(width: 20, height: 20, items: [.image("red.png", Rect(x: 5, y: 5, width: 10, height: 10))]))
        #expect(renderer.pixel(x: 10, y: 10) == Color(hex: "#FF0000"))
        #expect(renderer.pixel(x: 2, y: 2) == Color.white)
        #expect(throws: SDLBackendError.self) {
            try renderer.draw(DisplayList(width: 20, height: 20, items: [.image("missing.png", Rect(x: 0, y: 0, width: 5, height: 5))]))
        }
    }
}
