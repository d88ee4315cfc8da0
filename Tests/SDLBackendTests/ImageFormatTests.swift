import Foundation
import Layout
import Testing
@testable import SDLBackend

/// Images are sized from their headers before they are decoded (no file decodes to more pixels than
/// can be drawn); formats whose header cannot be read that way are refused by name.
@Suite("Image files: sizes read from headers, formats named")
struct ImageFormatTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Images").path

    @Test(
        "the header gives the size of a 37 x 23 image in every accepted format, and it decodes",
        arguments: [
            "red37x23.png", "red37x23.jpg", "red37x23.gif", "red37x23.bmp",
            "red37x23-lossy.webp", "red37x23-lossless.webp", "red37x23-alpha.webp",
        ])
    func acceptedFormats(file: String) throws {
        let path = Self.folder + "/" + file
        let size = try #require(AssetFile.declaredSize(ofFileAt: path))
        #expect(size.width == 37 && size.height == 23)
        let image = try RGBAImage(contentsOf: path)
        #expect(image.width == 37 && image.height == 23)
        #expect(image.pixel(x: 18, y: 11).red > 200)
    }

    @Test("a format whose size cannot be read before decoding (TIFF) is refused with the formats that can")
    func refusedFormat() {
        #expect(AssetFile.declaredSize(ofFileAt: Self.folder + "/red37x23.tif") == nil)
        do {
            _ = try RGBAImage(contentsOf: Self.folder + "/red37x23.tif")
            Issue.record("a TIFF was decoded")
        } catch {
            #expect(error.description.contains("not a PNG, JPEG, GIF, BMP or WebP image"), "\(error)")
        }
    }
}
