import Foundation
import Layout
import LayoutSimTesting
import Rendering
import Scenes
import SDLBackend
import Testing

@Suite("Golden frames")
struct GoldenFrameTests {
    static func render(_ name: String, scale: Double = 1, overlay: Bool = false) throws -> (RGBAImage, DisplayList) {
        let data = try Data(contentsOf: GoldenScenes.directory.appendingPathComponent("\(name).json"))
        let built = try Scene(data: data, source: name).build(measurer: try TTFTextMeasurer())
        var list = DisplayList(window: built.window)
        if overlay { list.appendConstraintOverlay(for: built.window) }
        let renderer = try HeadlessRenderer(width: Int(built.window.size.width * scale), height: Int(built.window.size.height * scale))
        renderer.imageSearchPaths = [GoldenScenes.directory.path]
        try renderer.draw(list)
        return (renderer.snapshot(), list)
    }

    @Test("basics: fills, alpha, borders, wrapped text, clipping, a stack and a placeholder image")
    func basics() throws {
        let (image, list) = try Self.render("basics")
        // The display list says what a person should see.
        #expect(list.dump.contains("clip 8 "))
        #expect(
            list.items.contains {
                if case .border = $0 { return true }; return false
            })
        #expect(
            list.items.filter {
                if case .text = $0 { return true }; return false
            }.count >= 4, "title, wrapped body lines, buttons")
        assertSnapshot(of: image, as: .image, named: "basics")
    }

    @Test("corner radii: fills, a border over an alpha fill, a pill capped at half its height, an outline")
    func corners() throws {
        let (image, list) = try Self.render("corners")
        #expect(list.dump.contains("fill 10 10 60 60 radius 12 #29335C"))
        #expect(list.dump.contains("radius 15 #DDDDDD"), "the pill's 100 is capped at half its 30-point height")
        #expect(list.dump.contains("border 10 80 220 30 1 radius 6 #000000"))
        // The corner pixel is outside the curve; the middle of the top edge is inside.
        #expect(image.pixel(x: 10, y: 10) == Color.white)
        #expect(image.pixel(x: 40, y: 10) == Color(red: 0x29, green: 0x33, blue: 0x5C))
        assertSnapshot(of: image, as: .image, named: "corners")
    }

    @Test("clipsToBounds with a corner radius clips content and subviews to the round shape, translucent ones too")
    func roundedClip() throws {
        let (image, list) = try Self.render("roundclip")
        #expect(list.dump.contains("clip 10 10 80 80 radius 40"), "the avatar: a circle")
        #expect(list.dump.contains("clip 110 10 80 80 radius 16\nfill 110 10 80 80 #29335C"), "the clip rounds the background")
        #expect(image.pixel(x: 12, y: 12) == Color.white, "outside the avatar's circle: the image is clipped away")
        #expect(image.pixel(x: 50, y: 50) != Color.white, "the avatar's middle shows the image")
        let orange = Color(red: 0xF3, green: 0xA7, blue: 0x12)
        #expect(image.pixel(x: 111, y: 11) == Color.white, "the band overflows the card's corner and is clipped round")
        #expect(image.pixel(x: 150, y: 13) == orange, "the band inside the card, by its top edge")
        #expect(image.pixel(x: 195, y: 20) == Color.white, "nothing past the card's right edge")
        #expect(image.pixel(x: 111, y: 88) == Color.white, "the translucent veil is clipped at the bottom corner too")
        let veiled = image.pixel(x: 150, y: 80)  // 50% white over the card's navy
        #expect(abs(Int(veiled.red) - 0x94) <= 2 && abs(Int(veiled.blue) - 0xAE) <= 2, "\(veiled)")
        assertSnapshot(of: image, as: .image, named: "roundclip")
    }

    @Test("corner edge cases: empty, one pixel, a border thicker than half the shape, a radius larger than the shape")
    func cornerEdgeCases() throws {
        let red = Color(red: 255, green: 0, blue: 0)
        let list = DisplayList(
            width: 40, height: 20,
            items: [
                .roundedFill(Rect(x: 2, y: 2, width: 0, height: 5), radius: 3, red),
                .roundedFill(Rect(x: 4, y: 4, width: 1, height: 1), radius: 0.5, red),
                .roundedBorder(Rect(x: 10, y: 2, width: 10, height: 10), radius: 4, width: 6, red),
                .roundedBorder(Rect(x: 24, y: 2, width: 12, height: 12), radius: 50, width: 1, red),
            ])
        let renderer = try HeadlessRenderer(width: 40, height: 20)
        try renderer.draw(list)
        let image = renderer.snapshot()
        #expect(image.pixel(x: 2, y: 2) == Color.white, "an empty rectangle draws nothing")
        #expect(image.pixel(x: 4, y: 4).red == 255 && image.pixel(x: 4, y: 4).green > 0, "a one-pixel circle is partly covered")
        #expect(image.pixel(x: 15, y: 7) == red, "a border over half as thick as the shape fills it")
        #expect(image.pixel(x: 30, y: 8) == Color.white, "a circle's border leaves its middle empty")
        #expect(image.pixel(x: 30, y: 2) == red, "the top of the circle")
        #expect(image.pixel(x: 24, y: 2) == Color.white, "the corner of the circle's square")
    }

    @Test("an image file in each content mode: stretched, fitted, filled and cropped, centred at natural size")
    func imageFile() throws {
        let (image, list) = try Self.render("images")
        #expect(list.dump.contains("image \"checker.png\" 10 10 50 50"), "scaleToFill stretches")
        #expect(list.dump.contains("image \"checker.png\" 70 22.5 50 25"), "scaleAspectFit letterboxes")
        #expect(image.pixel(x: 71, y: 12) == Color(hex: "#DDDDDD"), "the letterbox shows the background")
        #expect(image.pixel(x: 118, y: 24) == Color(hex: "#29335C"), "the fitted image's top right quarter")
        #expect(image.pixel(x: 190, y: 58) != Color.white, "aspectFill covers the whole view")
        assertSnapshot(of: image, as: .image, named: "images")
    }

    @Test("constraint overlay: lines by priority, the broken constraint in red, the ambiguous view outlined")
    func overlay() throws {
        let (image, list) = try Self.render("overlay", scale: 2, overlay: true)
        let lines = list.dump.split(separator: "\n")
        #expect(lines.contains("line 20 40 0 70 1 #007AFF"), "a.leading == root.leading + 20 (required): edge middle to edge middle")
        #expect(lines.contains("line 110 85 80 40 1 #8E8E93"), "b.leading == a.trailing + 30 @250 is grey")
        #expect(lines.contains("line 140 70 50 60 1 #34C759"), "b.top == a.bottom + 10 @750 is green")
        #expect(lines.contains("line 20 40 80 40 1 #FF3B30"), "a.width == 80 was broken: a red bar across a")
        #expect(lines.contains("border 20 0 40 20 2 #AF52DE"), "loose has no vertical position: outlined as ambiguous")
        #expect(lines.filter { $0.hasPrefix("line ") }.count == 12, "one line per constraint")
        assertSnapshot(of: image, as: .image, named: "overlay")
    }

    @Test("000: Chinese labels render with the CJK fallback font, not boxes")
    func chinese() throws {
        let (image, list) = try Self.render("chinese")
        #expect(list.dump.contains("text \"苹果公司\""))
        assertSnapshot(of: image, as: .image, named: "chinese")
    }

    @Test("a scrolled scroll view: content moved by its offset and clipped to its bounds")
    func scrolled() throws {
        let (image, list) = try Self.render("scrolled")
        #expect(list.dump.contains("fill 10 -20 180 60 #E4572E"), "the first block starts 30 points up")
        assertSnapshot(of: image, as: .image, named: "scrolled")
    }

    @Test("a frame in the middle of an animation (t = 0.75 s of 003's 60 -> 70 growth and fade)")
    func midAnimation() throws {
        let data = try Data(contentsOf: GoldenScenes.directory.appendingPathComponent("animated.json"))
        let scene = try Scene(data: data, source: "animated")
        let built = try scene.build(measurer: try TTFTextMeasurer())
        let renderer = try HeadlessRenderer(width: 320, height: 200)
        try SceneSampler.play(built, scene: scene, times: [0.75]) { _ in try renderer.draw(DisplayList(window: built.window)) }
        #expect(abs(built.views["optionA"]!.presentationFrame!.height - 61.2916) < 1e-3)
        assertSnapshot(of: renderer.snapshot(), as: .image, named: "animated")
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
