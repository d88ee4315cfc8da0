import Foundation
import Layout
import Rendering
import SDLBackend
import Testing

@Suite("Headless rendering")
struct HeadlessRendererTests {
    static let list = DisplayList(
        width: 64, height: 32, background: Color(hex: "#102030")!,
        items: [
            .fill(Rect(x: 4, y: 4, width: 20, height: 10), Color(hex: "#FF0000")!),
            .fill(Rect(x: 30, y: 4, width: 20, height: 20), Color(hex: "#00FF0080")!),
            .text("Hi", x: 4, y: 16, size: 10, .white),
        ])

    @Test("the display list dump is stable")
    func dump() {
        #expect(
            Self.list.dump == """
                frame 64x32 #102030
                fill 4 4 20 10 #FF0000
                fill 30 4 20 20 #00FF0080
                text "Hi" 4 16 10 #FFFFFF
                """)
    }

    @Test(
        "colours parse #RRGGBB and #RRGGBBAA and reject anything else",
        arguments: [
            ("#FF8000", "#FF8000"), ("00ff0080", "#00FF0080"), ("#12345", nil), ("#GG0000", nil), ("", nil),
        ])
    func colors(input: String, expected: String?) {
        #expect(Color(hex: input)?.description == expected)
    }

    @Test("the same list gives byte-identical PNGs, and pixels land where the list says")
    func deterministicPNG() throws {
        let dir = FileManager.default.temporaryDirectory
        var files: [Data] = []
        for i in 0..<2 {
            let renderer = try HeadlessRenderer(width: 64, height: 32)
            try renderer.draw(Self.list)
            #expect(renderer.pixel(x: 1, y: 1) == Color(hex: "#102030"), "background")
            #expect(renderer.pixel(x: 10, y: 8) == Color(hex: "#FF0000"), "opaque fill")
            let blended = renderer.pixel(x: 40, y: 10)  // 50% green over #102030
            #expect(abs(Int(blended.green) - 143) <= 2 && abs(Int(blended.blue) - 24) <= 2, "\(blended)")
            #expect(renderer.pixel(x: 26, y: 30) == Color(hex: "#102030"), "outside every item")
            let path = dir.appendingPathComponent("layoutsim-render-\(getpid())-\(i).png").path
            try renderer.writePNG(to: path)
            files.append(try Data(contentsOf: URL(fileURLWithPath: path)))
            try? FileManager.default.removeItem(atPath: path)
        }
        #expect(files[0] == files[1])
        #expect(files[0].starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }

    @Test("writing to a folder that does not exist fails with the path")
    func writeFailure() throws {
        let renderer = try HeadlessRenderer(width: 8, height: 8)
        try renderer.draw(DisplayList(width: 8, height: 8))
        #expect(throws: SDLBackendError.self) { try renderer.writePNG(to: "/nonexistent-dir/x.png") }
    }

    @Test("resize gives the frame a new size: a rotated list fills it, scale 1, and the PNG has the new size")
    func resize() throws {
        let renderer = try HeadlessRenderer(width: 64, height: 32)
        try renderer.draw(Self.list)
        try renderer.resize(width: 32, height: 64)
        #expect(renderer.width == 32 && renderer.height == 64)
        let tall = DisplayList(
            width: 32, height: 64, background: Color(hex: "#102030")!,
            items: [.fill(Rect(x: 0, y: 48, width: 32, height: 16), Color(hex: "#FF0000")!), .text("Hi", x: 2, y: 2, size: 10, .white)])
        try renderer.draw(tall)
        #expect(renderer.pixel(x: 16, y: 56) == Color(hex: "#FF0000"), "below the old frame's height")
        #expect(renderer.pixel(x: 16, y: 40) == Color(hex: "#102030"))
        #expect(renderer.pixel(x: 40, y: 8).alpha == 0, "outside the new frame")
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("layoutsim-resize-\(getpid()).png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try renderer.writePNG(to: path)
        let image = try RGBAImage(contentsOf: path)
        #expect(image.width == 32 && image.height == 64)
    }
}
