import Foundation
import Layout

/// An image, as UIKit's `UIImage`: a PNG found by name, with its size in points (`@2x`/`@3x`
/// files count their pixels at that scale).
///
/// `UIImage(named:)` looks in ``searchPaths`` (`assets` beside the program by default, the folder
/// the renderer draws images from) for the name, then the name with `.png`, `@2x.png` and `@3x.png`
/// (and `.jpg`, `.jpeg`, which it does not size: only PNGs are read here), then the image set of
/// that name in the folder's asset catalogs (`Assets.xcassets`, its file at the highest scale),
/// and gives nil when there is no such PNG, as UIKit does for a missing asset. `UIImage(systemName:)`
/// gives a glyph standing for a common SF Symbol (see `UIImage+Symbols.swift`), nil for other names.
public final class UIImage: Hashable, Sendable {
    let image: Image
    /// Points per pixel of the file.
    public let scale: CGFloat
    /// How the image is drawn (`automatic` unless `withRenderingMode(_:)` chose).
    public let renderingMode: RenderingMode
    /// What a symbol image's configuration set (nil for other images).
    let symbolSpec: SymbolSpec?

    /// A symbol image's configuration (nil for other images).
    public var symbolConfiguration: SymbolConfiguration? { symbolSpec.map(SymbolConfiguration.init(spec:)) }

    /// The folders `UIImage(named:)` searches, in order (a setting of the main actor's, where
    /// UIKit code runs).
    @MainActor public static var searchPaths = ["assets"]

    init(image: Image, scale: CGFloat, renderingMode: RenderingMode = .automatic, symbolSpec: SymbolSpec? = nil) {
        self.image = image
        self.scale = scale
        self.renderingMode = renderingMode
        self.symbolSpec = symbolSpec
    }

    /// The PNG of that name in ``searchPaths`` (a file, or an asset catalog's image set), or nil.
    @MainActor public convenience init?(named name: String) {
        for folder in UIImage.searchPaths {
            // Names relative to the folder, as the renderer finds them.
            for (candidate, scale) in AssetCatalog.candidates(for: name, in: folder, FoundationFolders()) {
                let path = (folder as NSString).appendingPathComponent(candidate)
                guard let pixels = UIImage.pngPixelSize(atPath: path) else { continue }
                self.init(
                    image: Image(name: candidate, size: Size(width: pixels.width / scale, height: pixels.height / scale)),
                    scale: CGFloat(scale))
                return
            }
        }
        return nil
    }

    /// The asset folders as Foundation reads them, for the asset catalog search.
    private struct FoundationFolders: AssetCatalog.Folders {
        func entries(of folder: String) -> [String] { (try? FileManager.default.contentsOfDirectory(atPath: folder).sorted()) ?? [] }

        func isDirectory(_ path: String) -> Bool {
            var directory: ObjCBool = false
            return FileManager.default.fileExists(atPath: path, isDirectory: &directory) && directory.boolValue
        }

        /// At most 1 MB: a Contents.json is a few hundred bytes.
        func contents(of path: String) -> [UInt8]? {
            guard let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int, size <= 1 << 20,
                let data = FileManager.default.contents(atPath: path)
            else { return nil }
            return [UInt8](data)
        }
    }

    /// A symbol image (SF Symbols' names): a glyph standing for the symbol, a template filled
    /// with the tint of the view showing it; nil for a name LayoutSim does not know.
    public convenience init?(systemName name: String) { self.init(systemName: name, withConfiguration: nil) }

    /// A symbol image drawn with a configuration (point size or text style, weight, scale).
    public convenience init?(systemName name: String, withConfiguration configuration: Configuration?) {
        let spec = (configuration as? SymbolConfiguration)?.spec ?? SymbolSpec()
        guard let image = UIImage.symbol(named: name, spec: spec) else { return nil }
        self.init(image: image, scale: 1, symbolSpec: spec)
    }

    /// The image of that name (the bundle and traits are not consulted: images come from
    /// ``searchPaths``).
    @MainActor public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        self.init(named: name)
    }

    /// The image of that name with a configuration (see `init(named:in:compatibleWith:)`).
    @MainActor public convenience init?(named name: String, in bundle: Bundle?, with configuration: Configuration?) {
        self.init(named: name)
    }

    /// UIKit's standard images, as the symbols they are.
    @MainActor public static var checkmark: UIImage { UIImage(systemName: "checkmark")! }
    /// A strong checkmark.
    @MainActor public static var strokedCheckmark: UIImage { UIImage(systemName: "checkmark")! }
    /// A plus.
    @MainActor public static var add: UIImage { UIImage(systemName: "plus")! }
    /// A minus in a circle.
    @MainActor public static var remove: UIImage { UIImage(systemName: "minus.circle")! }
    /// An ellipsis in a circle.
    @MainActor public static var actions: UIImage { UIImage(systemName: "ellipsis.circle")! }

    /// An empty image (no size).
    public convenience init() { self.init(image: Image(name: "", size: .zero), scale: 1) }

    /// The same image to stretch between cap insets (drawn stretched whole here).
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage { self }

    /// The same image to stretch or tile between cap insets (drawn stretched whole here).
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode) -> UIImage { self }

    /// The same image with alignment insets (kept).
    public func withAlignmentRectInsets(_ alignmentInsets: UIEdgeInsets) -> UIImage { self }

    /// This image, to be mirrored in right-to-left layouts (kept: images are drawn unmirrored).
    public func imageFlippedForRightToLeftLayoutDirection() -> UIImage { self }

    /// How a resizable image fills between its caps.
    public enum ResizingMode: Int, Sendable {
        /// Tiled.
        case tile
        /// Stretched.
        case stretch
    }

    /// The image's PNG file, for an image read from one (nil for symbols and other images).
    @MainActor public func pngData() -> Data? {
        guard image.symbol == nil, !image.name.isEmpty else { return nil }
        for folder in UIImage.searchPaths {
            let path = (folder as NSString).appendingPathComponent(image.name)
            if UIImage.pngPixelSize(atPath: path) != nil { return FileManager.default.contents(atPath: path) }
        }
        return nil
    }

    /// JPEG data: nil, as there is no JPEG encoder here (UIKit gives nil when it cannot encode).
    public func jpegData(compressionQuality: CGFloat) -> Data? { nil }

    /// Whether this is a symbol image.
    public var isSymbolImage: Bool { image.symbol != nil }

    /// The same symbol drawn with a configuration (other images are returned as they are).
    public func withConfiguration(_ configuration: Configuration) -> UIImage {
        guard let other = configuration as? SymbolConfiguration else { return self }
        return applyingSymbolConfiguration(other) ?? self
    }

    /// The same symbol with a configuration laid over its own (nil for an image that is not a symbol).
    public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
        guard let own = symbolSpec, let symbol = image.symbol else { return nil }
        let merged = own.applying(configuration.spec)
        guard var made = UIImage.symbol(named: image.name, spec: merged) else { return nil }
        made.symbol?.color = symbol.color
        return UIImage(image: made, scale: scale, renderingMode: renderingMode, symbolSpec: merged)
    }

    /// The size in points.
    public var size: CGSize { CGSize(image.size) }

    /// The same image with a rendering mode. A symbol drawn `.alwaysOriginal` is black (its own
    /// colour) instead of the tint; other images are drawn as they are (templates are not tinted).
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        var made = image
        if let own = made.symbol?.color ?? (made.symbol != nil ? Color.black : nil) {
            made.symbol?.color = renderingMode == .alwaysOriginal ? own : nil
        }
        return UIImage(image: made, scale: scale, renderingMode: renderingMode, symbolSpec: symbolSpec)
    }

    /// The same image in a colour: a symbol is drawn in it whatever the view's tint; other images
    /// are drawn as they are.
    public func withTintColor(_ color: UIColor) -> UIImage {
        var made = image
        made.symbol?.color = color.layout
        return UIImage(
            image: made, scale: scale, renderingMode: made.symbol == nil ? renderingMode : .alwaysOriginal, symbolSpec: symbolSpec)
    }

    /// The same image in a colour and rendering mode.
    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        renderingMode == .alwaysTemplate ? withRenderingMode(.alwaysTemplate) : withTintColor(color)
    }

    /// How an image is drawn.
    public enum RenderingMode: Int, Sendable {
        /// As its context decides.
        case automatic
        /// As it is.
        case alwaysOriginal
        /// As a template filled with the tint colour.
        case alwaysTemplate
    }

    /// The pixel size a PNG file's header gives, or nil for a file that is missing or not a PNG.
    static func pngPixelSize(atPath path: String) -> (width: Double, height: Double)? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        guard let header = try? handle.read(upToCount: 24), header.count == 24 else { return nil }
        let bytes = [UInt8](header)
        guard bytes[0..<8] == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], bytes[12..<16] == [0x49, 0x48, 0x44, 0x52]
        else { return nil }
        func be32(_ i: Int) -> Double { Double(bytes[i..<i + 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }) }
        return (be32(16), be32(20))
    }

    /// Images are equal when they are the same file at the same size.
    public static func == (a: UIImage, b: UIImage) -> Bool {
        a.image == b.image && a.scale == b.scale && a.renderingMode == b.renderingMode
    }
    /// Hashes the file and size.
    public func hash(into hasher: inout Hasher) { hasher.combine(image) }
}
