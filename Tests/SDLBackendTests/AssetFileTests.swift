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

    /// An image set's Contents.json listing `images` (filename, scale, idiom, dark or not).
    static func contents(_ images: [(file: String?, scale: String?, idiom: String, dark: Bool)]) -> Data {
        let entries = images.map { image in
            var fields = [#""idiom" : "\#(image.idiom)""#]
            if let file = image.file { fields.append(#""filename" : "\#(file)""#) }
            if let scale = image.scale { fields.append(#""scale" : "\#(scale)""#) }
            if image.dark { fields.append(#""appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ]"#) }
            return "{ " + fields.joined(separator: ", ") + " }"
        }
        return Data(#"{ "images" : [ \#(entries.joined(separator: ", ")) ], "info" : { "author" : "xcode", "version" : 1 } }"#.utf8)
    }

    /// Makes `folder/path/Contents.json` and the files it names.
    static func imageSet(_ path: String, in folder: String, _ images: [(file: String?, scale: String?, idiom: String, dark: Bool)]) throws {
        let set = folder + "/" + path
        try FileManager.default.createDirectory(atPath: set, withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: set + "/Contents.json", contents: contents(images))
        for case let file? in images.map(\.file) {
            _ = FileManager.default.createFile(atPath: set + "/" + file, contents: Data([1, 2, 3]))
        }
    }

    @Test("an asset catalog's image set gives its light, iPhone or universal file at the highest scale up to 3x")
    func catalogScales() throws {
        let folder = try Self.folder([])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Self.imageSet(
            "Assets.xcassets/star.imageset", in: folder,
            [
                ("star.png", "1x", "universal", false), ("star@2x.png", "2x", "universal", false),
                ("star-dark@3x.png", "3x", "universal", true), ("star@3x.png", "3x", "universal", false),
                ("star-ipad@3x.png", "3x", "ipad", false), (nil, "4x", "universal", false),
            ])
        #expect(try AssetFile.resolve("star", in: [folder]) == folder + "/Assets.xcassets/star.imageset/star@3x.png")
        // The catalog folder itself may be the asset folder.
        #expect(try AssetFile.resolve("star", in: [folder + "/Assets.xcassets"]) == folder + "/Assets.xcassets/star.imageset/star@3x.png")
    }

    @Test("a catalog's groups are searched for a plain name; a namespaced name is a path from the catalog; a file beside it comes first")
    func catalogGroups() throws {
        let folder = try Self.folder(["plain.png"])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Self.imageSet("Media.xcassets/Icons/Hearts/heart.imageset", in: folder, [("heart.png", nil, "universal", false)])
        try Self.imageSet("Media.xcassets/plain.imageset", in: folder, [("other.png", "1x", "universal", false)])
        #expect(try AssetFile.resolve("heart", in: [folder]) == folder + "/Media.xcassets/Icons/Hearts/heart.imageset/heart.png")
        #expect(
            try AssetFile.resolve("Icons/Hearts/heart", in: [folder]) == folder + "/Media.xcassets/Icons/Hearts/heart.imageset/heart.png")
        #expect(try AssetFile.resolve("plain", in: [folder]) == folder + "/plain.png")
    }

    @Test("an image set with no file LayoutSim can draw (a PDF's vectors only) is not found, and the error names the catalogs searched")
    func catalogWithoutDrawableFile() throws {
        let folder = try Self.folder([])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Self.imageSet("Assets.xcassets/logo.imageset", in: folder, [("logo.pdf", nil, "universal", false)])
        #expect {
            _ = try AssetFile.resolve("logo", in: [folder])
        } throws: { error in
            guard case .assetNotFound(_, let searched)? = error as? SDLBackendError else { return false }
            return searched.contains(folder + "/*.xcassets/logo.imageset")
        }
    }
}
