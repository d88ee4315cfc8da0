import Foundation
import Layout
import Rendering
import Scenes
import SDLBackend
import Testing

/// Layer shadows as UIKit draws them: the shape of a view with a background, moved by
/// `shadowOffset`, blurred over `shadowRadius`, at `shadowOpacity`; none for a view that clips.
@Suite("Shadows")
struct ShadowTests {
    private func frame(_ extra: String) throws -> RGBAImage {
        let scene =
            ##"{"window": [200, 200], "views": [{"name": "card", "background": "#FFFFFF", "cornerRadius": 12, "frame": [50, 50, 100, 100], "translatesAutoresizingMask": true"##
            + extra + "}]}"
        let built = try Scene(data: Data(scene.utf8)).build(measurer: try TTFTextMeasurer())
        let renderer = try HeadlessRenderer(width: 200, height: 200)
        try renderer.draw(DisplayList(window: built.window, background: .white))
        return renderer.snapshot()
    }

    @Test("below a card with a shadow offset down, the white turns grey; above it, and with no shadow, it stays white")
    func drawn() throws {
        let shadowed = try frame(#", "shadow": {"opacity": 0.5, "offset": [0, 6], "radius": 6}"#)
        let plain = try frame("")
        #expect(shadowed.pixel(x: 100, y: 153).red < 245, "under the bottom edge")
        #expect(shadowed.pixel(x: 100, y: 46) == .white, "above the card: the shadow is moved down")
        #expect(plain.pixel(x: 100, y: 153) == .white)
        #expect(shadowed.pixel(x: 100, y: 100) == .white, "the card itself covers its shadow")
    }

    @Test("a view that clips to its bounds casts no shadow, as a layer that masks to its bounds")
    func clipped() throws {
        let clipped = try frame(#", "clipsToBounds": true, "shadow": {"opacity": 0.5, "offset": [0, 6], "radius": 6}"#)
        #expect(clipped.pixel(x: 100, y: 153) == .white)
    }

    @Test("a scene's shadow takes only color, opacity, offset and radius; others are reported")
    func fields() throws {
        let scene = #"{"window": [100, 100], "views": [{"name": "a", "shadow": {"blur": 3}}]}"#
        let parsed = try Scene(data: Data(scene.utf8))
        #expect(parsed.warnings.contains { $0.contains("views[0].shadow.blur: unknown field") }, "\(parsed.warnings)")
    }
}
