import Foundation
import Layout
import Rendering
import Scenes
import SDLBackend
import Testing

/// Weights draw with matching faces: DejaVu Sans ExtraLight for the light weights, DejaVu Sans,
/// DejaVu Sans Bold from semibold up (UIKit's `UIFont.Weight`); measuring uses the same face.
@Suite("Font weights: measured and drawn with matching faces")
struct FontWeightTests {
    @Test("bold text is wider than regular, light text narrower; medium measures as regular")
    func measuring() throws {
        let m = try TTFTextMeasurer()
        func width(_ w: FontWeight) -> Double { m.layout("Weighty words", fontSize: 17, weight: w, maxWidth: nil, maxLines: 1).size.width }
        #expect(width(.bold) > width(.regular))
        #expect(width(.light) < width(.regular))
        #expect(width(.medium) == width(.regular))
        #expect(width(.black) == width(.semibold))
    }

    @Test(
        "Chinese and Japanese text is drawn bold too from semibold up (the fallback font has one face, made bold)",
        .enabled(if: FileManager.default.fileExists(atPath: "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc")))
    func boldFallback() throws {
        let m = try TTFTextMeasurer()
        #expect(try ink("名言", "semibold", 20, width: 200, measurer: m) > ink("名言", "regular", 20, width: 200, measurer: m) + 10)
    }

    @Test("a light symbol the light face lacks (★, ⚙, ✉) is measured and drawn with the regular face, not as a missing-glyph box")
    func lightSymbols() throws {
        let m = try TTFTextMeasurer()
        func width(_ w: FontWeight) -> Double { m.layout("★⚙✉", fontSize: 40, weight: w, maxWidth: nil, maxLines: 1).size.width }
        #expect(width(.light) == width(.regular))
        #expect(try ink("★", "thin", 40, width: 60, measurer: m) == ink("★", "regular", 40, width: 60, measurer: m))
    }

    @Test("a scene's bold label is listed with its weight and drawn with more ink than a regular one")
    func drawing() throws {
        func scene(_ weight: String) -> Data {
            Data(
                #"{"window": [200, 40], "views": [{"name": "l", "kind": "label", "text": "Bold", "fontSize": 20, "fontWeight": "\#(weight)", "frame": [0, 0, 200, 40], "translatesAutoresizingMask": true}]}"#
                    .utf8)
        }
        var inked: [String: Int] = [:]
        for weight in ["regular", "bold"] {
            let built = try Scene(data: scene(weight)).build(measurer: try TTFTextMeasurer())
            let list = DisplayList(window: built.window)
            let line = list.dump.split(separator: "\n").first { $0.hasPrefix("text \"Bold\"") }
            #expect(line?.hasSuffix(" bold") == (weight == "bold"), "\(list.dump)")
            let renderer = try HeadlessRenderer(width: 200, height: 40)
            try renderer.draw(list)
            let image = renderer.snapshot()
            var dark = 0
            for y in 0..<40 { for x in 0..<200 where image.pixel(x: x, y: y).red < 128 { dark += 1 } }
            inked[weight] = dark
        }
        #expect((inked["bold"] ?? 0) > (inked["regular"] ?? 0))
    }

    @Test("a scene refuses an unknown weight and names the known ones")
    func unknownWeight() {
        let json = #"{"window": [100, 40], "views": [{"name": "l", "kind": "label", "fontWeight": "chunky"}]}"#
        #expect {
            _ = try Scene(data: Data(json.utf8)).build()
        } throws: { error in
            "\(error)".contains(
                #"views[0].fontWeight: unknown font weight "chunky" (ultraLight, thin, light, regular, medium, semibold, bold, heavy, black)"#
            )
        }
    }
}

/// The dark pixels of a label of `text` in a weight, drawn alone in a window `width` wide and as tall
/// as 1.5 times its font size.
private func ink(_ text: String, _ weight: String, _ fontSize: Double, width: Int, measurer: TTFTextMeasurer) throws -> Int {
    let height = Int(fontSize * 1.5)
    let data = Data(
        #"{"window": [\#(width), \#(height)], "views": [{"name": "l", "kind": "label", "text": "\#(text)", "fontSize": \#(fontSize), "fontWeight": "\#(weight)", "frame": [0, 0, \#(width), \#(height)], "translatesAutoresizingMask": true}]}"#
            .utf8)
    let built = try Scene(data: data).build(measurer: measurer)
    let renderer = try HeadlessRenderer(width: width, height: height)
    try renderer.draw(DisplayList(window: built.window))
    let image = renderer.snapshot()
    var dark = 0
    for y in 0..<height { for x in 0..<width where image.pixel(x: x, y: y).red < 128 { dark += 1 } }
    return dark
}
