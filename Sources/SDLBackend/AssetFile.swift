import Glibc
import Layout

/// Finding and vetting image files: names resolve only inside the asset folders, only regular
/// files are read, and an image's pixel size is checked against `Limits` before it is decoded.
public enum AssetFile {
    /// The file for an image `name` in the first of `folders` that has it: the name as it is, and
    /// for a name without an image file's extension (as Interface Builder and asset catalogs name
    /// images: `errorIcon`), the name with `.png`, `@2x.png`, `@3x.png`, `.jpg` and `.jpeg`, then
    /// the image set of that name in the folder's asset catalogs (`Assets.xcassets`, see
    /// `AssetCatalog`).
    ///
    /// - Throws: ``SDLBackendError/assetOutsideFolders(name:)`` when the name (or a symbolic link on
    ///   its way) leads out of the folder, ``SDLBackendError/assetUnreadable(name:path:reason:)``
    ///   when the file is there but is not a readable regular file,
    ///   ``SDLBackendError/assetNotFound(name:searched:)`` when no folder has it.
    public static func resolve(_ name: String, in folders: [String]) throws(SDLBackendError) -> String {
        let components = name.split(separator: "/", omittingEmptySubsequences: false)
        guard !name.hasPrefix("/"), !components.contains("..") else { throw .assetOutsideFolders(name: name) }
        var searched: [String] = []
        for folder in folders {
            let base = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
            searched += AssetCatalog.fileNames(for: name).map { base + "/" + $0.file }
            if !AssetCatalog.decodable(name) {
                searched.append("\(base)/*.\(AssetCatalog.catalogExtension)/\(name).\(AssetCatalog.imageSetExtension)")
            }
            for candidate in AssetCatalog.candidates(for: name, in: base, CatalogFolders()).map({ base + "/" + $0.file }) {
                var info = stat()
                guard stat(candidate, &info) == 0 else { continue }
                // A symbolic link inside the folder may point anywhere: what counts is where it lands.
                if let root = realPath(base), let target = realPath(candidate), !target.hasPrefix(root.hasSuffix("/") ? root : root + "/") {
                    throw .assetOutsideFolders(name: name)
                }
                try vet(candidate, name: name)
                return candidate
            }
        }
        throw .assetNotFound(name: name, searched: searched)
    }

    /// Checks that `path` is a non-empty regular file that can be read (a named pipe would block
    /// the reader forever, a directory cannot be decoded).
    ///
    /// - Throws: ``SDLBackendError/assetNotFound(name:searched:)`` when there is nothing at `path`,
    ///   ``SDLBackendError/assetUnreadable(name:path:reason:)`` when there is something unusable.
    static func vet(_ path: String, name: String) throws(SDLBackendError) {
        var info = stat()
        guard stat(path, &info) == 0 else { throw .assetNotFound(name: name, searched: [path]) }
        guard info.st_mode & S_IFMT == S_IFREG else {
            throw .assetUnreadable(name: name, path: path, reason: "it is \(kind(info.st_mode)), not a regular file")
        }
        guard access(path, R_OK) == 0 else {
            throw .assetUnreadable(name: name, path: path, reason: String(cString: strerror(errno)))
        }
        guard info.st_size > 0 else { throw .assetUnreadable(name: name, path: path, reason: "the file is empty") }
    }

    /// The formats images may have: those whose size can be read from the header before decoding,
    /// so that no file decodes to more pixels than can be drawn.
    static let formats = "PNG, JPEG, GIF, BMP or WebP"

    /// The width and height a PNG, GIF, BMP, JPEG or WebP file declares in its header, without
    /// decoding it; nil for other formats or a header that cannot be read.
    static func declaredSize(ofFileAt path: String) -> (width: Int, height: Int)? {
        guard let file = fopen(path, "rb") else { return nil }
        defer { fclose(file) }
        var head = [UInt8](repeating: 0, count: 32)
        let n = fread(&head, 1, head.count, file)
        func be(_ i: Int, _ count: Int) -> Int { (i..<i + count).reduce(0) { $0 << 8 | Int(head[$1]) } }
        func le(_ i: Int, _ count: Int) -> Int { (i..<i + count).reversed().reduce(0) { $0 << 8 | Int(head[$1]) } }
        if n >= 24, head.starts(with: [0x89, 0x50, 0x4E, 0x47]) { return (be(16, 4), be(20, 4)) }
        if n >= 10, head.starts(with: Array("GIF".utf8)) { return (le(6, 2), le(8, 2)) }
        if n >= 26, head.starts(with: Array("BM".utf8)) { return (le(18, 4), abs(Int(Int32(truncatingIfNeeded: le(22, 4))))) }
        if n >= 2, head[0] == 0xFF, head[1] == 0xD8 { return jpegSize(file) }
        if n >= 30, head.starts(with: Array("RIFF".utf8)), Array(head[8..<12]) == Array("WEBP".utf8) {
            switch String(decoding: head[12..<16], as: UTF8.self) {
            case "VP8 ": return (le(26, 2) & 0x3FFF, le(28, 2) & 0x3FFF)
            case "VP8L":
                let bits = le(21, 4)
                return ((bits & 0x3FFF) + 1, (bits >> 14 & 0x3FFF) + 1)
            case "VP8X": return (le(24, 3) + 1, le(27, 3) + 1)
            default: return nil
            }
        }
        return nil
    }

    /// Walks a JPEG's segments to its frame header (SOF0...SOF15 but DHT, JPG and DAC).
    private static func jpegSize(_ file: UnsafeMutablePointer<FILE>) -> (width: Int, height: Int)? {
        fseek(file, 2, SEEK_SET)
        var segments = 0
        while segments < 10_000 {
            segments += 1
            var marker = [UInt8](repeating: 0, count: 4)
            guard fread(&marker, 1, 4, file) == 4, marker[0] == 0xFF else { return nil }
            let length = Int(marker[2]) << 8 | Int(marker[3])
            if (0xC0...0xCF).contains(marker[1]), ![0xC4, 0xC8, 0xCC].contains(marker[1]) {
                var frame = [UInt8](repeating: 0, count: 5)
                guard fread(&frame, 1, 5, file) == 5 else { return nil }
                return (Int(frame[3]) << 8 | Int(frame[4]), Int(frame[1]) << 8 | Int(frame[2]))
            }
            guard length >= 2, fseek(file, length - 2, SEEK_CUR) == 0 else { return nil }
        }
        return nil
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    private static func kind(_ mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFDIR: "a directory"
        case S_IFIFO: "a named pipe"
        case S_IFSOCK: "a socket"
        case S_IFCHR, S_IFBLK: "a device"
        default: "not a regular file"
        }
    }
}
