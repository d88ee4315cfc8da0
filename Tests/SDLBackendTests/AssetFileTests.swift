import Foundation
import SDLBackend
import Testing

/// How an image name finds its file in the asset folders.
@Suite("Asset files: an image named as Interface Builder and asset catalogs name it finds its PNG or JPEG")
struct AssetFileTests {
    /// A fresh folder holding `files` (each a few bytes: finding a file does not decode it).
    static func folder(_ files: [String]) throws -> String {
        let path = NSTemporaryDirectory() + "layoutsim-assets-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        for file in files { _ = FileManager.default.createFile(atPath: path + "/" + file, contents: Data([1, 2, 3])) }
        return path
    }

    @Test(
        "a name without an extension tries .png, @2x.png, @3x.png, .jpg and .jpeg, in that order",
        arguments: [
            (["errorIcon@2x.png", "errorIcon@3x.png"], "errorIcon", "errorIcon@2x.png"),
            (["errorIcon.png", "errorIcon@2x.png"], "errorIcon", "errorIcon.png"),
            (["photo.jpeg"], "photo", "photo.jpeg"),
            (["icon"], "icon", "icon"),
            (["logo.png"], "logo.png", "logo.png"),
        ])
    func extensions(files: [String], name: String, found: String) throws {
        let folder = try Self.folder(files)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(try AssetFile.resolve(name, in: [folder]) == folder + "/" + found)
    }

    @Test("a name with an image extension is the file's whole name: logo.png is not looked for as logo.png.png")
    func fullNames() throws {
        let folder = try Self.folder(["logo.png.png"])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect {
            _ = try AssetFile.resolve("logo.png", in: [folder])
        } throws: { error in
            guard case .assetNotFound(let name, let searched)? = error as? SDLBackendError else { return false }
            return name == "logo.png" && searched == [folder + "/logo.png"]
        }
    }
}
