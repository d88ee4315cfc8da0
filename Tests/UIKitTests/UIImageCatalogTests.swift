import Foundation
import Testing
import UIKit

/// `UIImage(named:)` with an Xcode asset catalog in the asset folder.
@MainActor
@Suite("UIImage(named:) finds an asset catalog's image set, at its file's scale", .serialized)
struct UIImageCatalogTests {
    /// The first bytes of a PNG `width` x `height` pixels: what `UIImage(named:)` reads of it.
    static func pngHeader(width: UInt32, height: UInt32) -> Data {
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]
        for v in [width, height] { bytes += [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
        return Data(bytes)
    }

    @Test("an image set in Assets.xcassets (in a group folder) gives its 3x file: 72 pixels at 3x are 24 points")
    func catalogImage() throws {
        let folder = NSTemporaryDirectory() + "layoutsim-uiimage-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let set = folder + "/Assets.xcassets/Icons/star.imageset"
        try FileManager.default.createDirectory(atPath: set, withIntermediateDirectories: true)
        let contents = #"""
            { "images" : [ { "idiom" : "universal", "filename" : "star@2x.png", "scale" : "2x" },
                           { "idiom" : "universal", "filename" : "star@3x.png", "scale" : "3x" } ],
              "info" : { "author" : "xcode", "version" : 1 } }
            """#
        _ = FileManager.default.createFile(atPath: set + "/Contents.json", contents: Data(contents.utf8))
        _ = FileManager.default.createFile(atPath: set + "/star@2x.png", contents: Self.pngHeader(width: 48, height: 48))
        _ = FileManager.default.createFile(atPath: set + "/star@3x.png", contents: Self.pngHeader(width: 72, height: 72))
        let saved = UIImage.searchPaths
        defer { UIImage.searchPaths = saved }
        UIImage.searchPaths = [folder]
        let image = try #require(UIImage(named: "star"))
        #expect(image.size == CGSize(width: 24, height: 24) && image.scale == 3)
        #expect(UIImage(named: "moon") == nil)
    }
}
