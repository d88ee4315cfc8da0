/// How an image name finds its file in an Xcode asset catalog (`Assets.xcassets`): the catalog
/// keeps each image in a folder `NAME.imageset` (inside group folders, or a namespace's:
/// `Icons/star`), whose `Contents.json` lists a file per scale. UIKit's `UIImage(named:)` and
/// Interface Builder's image names find images there; LayoutSim reads the catalogs in the asset
/// folders (the renderer's, `UIImage.searchPaths`). The search is here; the modules that touch
/// files give it their file system (``Folders``).
public enum AssetCatalog {
    /// The extension of a catalog folder.
    public static let catalogExtension = "xcassets"
    /// The extension of an image's folder inside a catalog.
    public static let imageSetExtension = "imageset"
    /// How deep group folders may nest inside a catalog.
    public static let maximumDepth = 8

    /// What the catalog search needs of the file system, given by the modules that touch files.
    public protocol Folders {
        /// The names in a folder (not `.` and `..`), sorted; none when it cannot be read.
        func entries(of folder: String) -> [String]
        /// Whether `path` is a directory.
        func isDirectory(_ path: String) -> Bool
        /// The bytes of a small regular file (a `Contents.json`), or nil.
        func contents(of path: String) -> [UInt8]?
    }

    /// The file an asset catalog in `folder` keeps for image `name`, or nil. The catalogs are the
    /// folder itself when it is one (`Assets.xcassets`), else the catalogs directly inside it. A
    /// name with a slash is a namespace's path from the catalog (`Icons/star`); any other may sit
    /// in group folders, searched breadth first in name order.
    ///
    /// - Parameters:
    ///   - name: the image's name (`star`, `Icons/star`).
    ///   - folder: an asset folder.
    ///   - folders: the file system.
    /// - Returns: the file's path and the scale its pixels are at.
    public static func file(named name: String, in folder: String, _ folders: some Folders) -> (path: String, scale: Double)? {
        let catalogs =
            folder.hasSuffix("." + catalogExtension)
            ? [folder] : folders.entries(of: folder).filter { $0.hasSuffix("." + catalogExtension) }.map { folder + "/" + $0 }
        let setName = name + "." + imageSetExtension
        for catalog in catalogs where folders.isDirectory(catalog) {
            if let file = imageSetFile(catalog + "/" + setName, folders) { return file }
            if !name.contains("/"), let set = findFolder(setName, under: catalog, folders), let file = imageSetFile(set, folders) {
                return file
            }
        }
        return nil
    }

    /// The file an image set's Contents.json picks (``image(inContents:)``), or nil.
    private static func imageSetFile(_ set: String, _ folders: some Folders) -> (path: String, scale: Double)? {
        guard folders.isDirectory(set), let contents = folders.contents(of: set + "/Contents.json"),
            let (file, scale) = image(inContents: contents), !file.contains("/")
        else { return nil }
        return (set + "/" + file, scale)
    }

    /// The first folder named `name` under `root`, breadth first, in name order, at most
    /// ``maximumDepth`` deep; image sets hold files, so only other folders (groups) are entered.
    private static func findFolder(_ name: String, under root: String, _ folders: some Folders) -> String? {
        var level = [root]
        for _ in 0..<maximumDepth {
            var next: [String] = []
            for folder in level {
                for entry in folders.entries(of: folder) {
                    let path = folder + "/" + entry
                    guard folders.isDirectory(path) else { continue }
                    if entry == name { return path }
                    if !entry.hasSuffix("." + imageSetExtension) { next.append(path) }
                }
            }
            if next.isEmpty { return nil }
            level = next
        }
        return nil
    }

    /// The file an image set's `Contents.json` gives for a light-appearance phone screen: among its
    /// images with a file LayoutSim decodes (PNG, JPEG...; not a PDF's vectors), for any device or
    /// the iPhone and without a dark or high-contrast appearance, the one at the highest scale up
    /// to 3x; nil when there is none or the text is not JSON.
    ///
    /// - Parameter contents: the bytes of `Contents.json`.
    /// - Returns: the file's name in the image set's folder and the scale its pixels are at.
    public static func image(inContents contents: [UInt8]) -> (file: String, scale: Double)? {
        guard let json = try? JSONParser.parse(contents), case .array(let images)? = json["images"] else { return nil }
        var best: (file: String, scale: Double)?
        for entry in images {
            guard case .string(let file)? = entry["filename"], decodable(file) else { continue }
            if case .string(let idiom)? = entry["idiom"], idiom != "universal", idiom != "iphone" { continue }
            if case .array(let appearances)? = entry["appearances"], !appearances.isEmpty { continue }
            var scale = 1.0
            if case .string(let text)? = entry["scale"] {
                guard text.hasSuffix("x"), let value = Double(text.dropLast()), (1...3).contains(value) else { continue }
                scale = value
            }
            if scale > best?.scale ?? 0 { best = (file, scale) }
        }
        return best
    }

    /// The files an image name may stand for, in the order tried, each with the scale its pixels
    /// are at: the name itself (`apple.png`; a `@2x` or `@3x` in it gives its scale), then, for a
    /// name without an image file's extension (as Interface Builder and asset catalogs name images:
    /// `errorIcon`), the name with `.png`, `@2x.png`, `@3x.png`, `.jpg` and `.jpeg`. An asset
    /// catalog's image set (``file(named:in:_:)``) comes after these.
    public static func fileNames(for name: String) -> [(file: String, scale: Double)] {
        let own = (name, name.contains("@3x") ? 3.0 : name.contains("@2x") ? 2 : 1)
        if decodable(name) { return [own] }
        return [own, (name + ".png", 1), (name + "@2x.png", 2), (name + "@3x.png", 3), (name + ".jpg", 1), (name + ".jpeg", 1)]
    }

    /// The files an image name may stand for in an asset folder, in the order tried, as paths
    /// from the folder with the scale their pixels are at: ``fileNames(for:)``, then, for a name
    /// without an image file's extension, its image set's file in the folder's catalogs
    /// (``file(named:in:_:)``). The renderer and `UIImage(named:)` both search this way.
    ///
    /// - Parameters:
    ///   - name: the image's name.
    ///   - folder: an asset folder.
    ///   - folders: the file system.
    public static func candidates(for name: String, in folder: String, _ folders: some Folders) -> [(file: String, scale: Double)] {
        var list = fileNames(for: name)
        let base = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        if !decodable(name), let (path, scale) = file(named: name, in: base, folders) {
            list.append((String(path.dropFirst(base.count + 1)), scale))
        }
        return list
    }

    /// Whether a file's extension is one of the image formats LayoutSim decodes.
    public static func decodable(_ file: String) -> Bool {
        let lowered = file.lowercased()
        return imageExtensions.contains { lowered.hasSuffix("." + $0) }
    }

    /// The extensions of the image files LayoutSim decodes.
    public static let imageExtensions = ["png", "jpg", "jpeg", "gif", "bmp", "webp"]
}
