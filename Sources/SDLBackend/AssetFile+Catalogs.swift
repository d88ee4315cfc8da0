import Glibc
import Layout

// The file system the asset catalog search (Layout's `AssetCatalog`) walks, through the C library.

extension AssetFile {
    /// The asset folders as the C library reads them.
    struct CatalogFolders: AssetCatalog.Folders {
        func entries(of folder: String) -> [String] {
            guard let dir = opendir(folder) else { return [] }
            defer { closedir(dir) }
            var names: [String] = []
            while let entry = readdir(dir) {
                let name = withUnsafePointer(to: entry.pointee.d_name) {
                    $0.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { String(cString: $0) }
                }
                if name != ".", name != ".." { names.append(name) }
            }
            return names.sorted()
        }

        func isDirectory(_ path: String) -> Bool {
            var info = stat()
            return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
        }

        /// At most 1 MB: a Contents.json is a few hundred bytes.
        func contents(of path: String) -> [UInt8]? {
            var info = stat()
            guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_size <= 1 << 20, let file = fopen(path, "rb")
            else { return nil }
            defer { fclose(file) }
            var bytes = [UInt8](repeating: 0, count: Int(info.st_size))
            return fread(&bytes, 1, bytes.count, file) == bytes.count ? bytes : nil
        }
    }
}
