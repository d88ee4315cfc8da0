import CSDL2
import CSDL2Image
import Layout

/// Pixels in memory, 8-bit RGBA, row by row: for comparing frames (golden tests) and writing PNGs.
public struct RGBAImage: Equatable, Sendable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// `width * height * 4` bytes, R G B A.
    public var pixels: [UInt8]

    /// Makes an image from its pixels.
    public init(width: Int, height: Int, pixels: [UInt8]) {
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The colour of one pixel, `(0, 0)` at the top left; transparent black outside the image,
    /// as ``HeadlessRenderer/pixel(x:y:)`` answers.
    public func pixel(x: Int, y: Int) -> Color {
        guard x >= 0, x < width, y >= 0, y < height else { return Color(red: 0, green: 0, blue: 0, alpha: 0) }
        let p = (y * width + x) * 4
        return Color(red: pixels[p], green: pixels[p + 1], blue: pixels[p + 2], alpha: pixels[p + 3])
    }

    /// Loads a PNG (or any format SDL2_image reads).
    ///
    /// - Throws: ``SDLBackendError/assetNotFound(name:searched:)`` when there is no such file,
    ///   ``SDLBackendError/assetUnreadable(name:path:reason:)`` when it is not a readable regular file,
    ///   cannot be decoded or is larger than `Limits.pixels`.
    public init(contentsOf path: String) throws(SDLBackendError) {
        try AssetFile.vet(path, name: path)
        let loaded = try RGBAImage.decode(path, name: path)
        defer { SDL_FreeSurface(loaded) }
        guard let surface = SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_ABGR8888.rawValue, 0) else {
            throw .lastError("SDL_ConvertSurfaceFormat")
        }
        defer { SDL_FreeSurface(surface) }
        self = RGBAImage.copy(surface)
    }

    /// Decodes the image file at `path` (already resolved), refusing one whose header declares more
    /// pixels than can be drawn before decoding it, and one that decodes to more.
    ///
    /// - Throws: ``SDLBackendError/assetUnreadable(name:path:reason:)``.
    static func decode(_ path: String, name: String) throws(SDLBackendError) -> UnsafeMutablePointer<SDL_Surface> {
        guard let size = AssetFile.declaredSize(ofFileAt: path) else {
            throw .assetUnreadable(name: name, path: path, reason: "not a \(AssetFile.formats) image (or its header is damaged)")
        }
        if let problem = Limits.pixelProblem(width: size.width, height: size.height, what: "the image") {
            throw .assetUnreadable(name: name, path: path, reason: problem)
        }
        guard let surface = IMG_Load(path) else {
            throw .assetUnreadable(name: name, path: path, reason: "cannot be decoded (\(String(cString: SDL_GetError())))")
        }
        if let problem = Limits.pixelProblem(width: Int(surface.pointee.w), height: Int(surface.pointee.h), what: "the image") {
            SDL_FreeSurface(surface)
            throw .assetUnreadable(name: name, path: path, reason: problem)
        }
        return surface
    }

    static func copy(_ surface: UnsafeMutablePointer<SDL_Surface>) -> RGBAImage {
        let w = Int(surface.pointee.w), h = Int(surface.pointee.h), pitch = Int(surface.pointee.pitch)
        var pixels = [UInt8](repeating: 0, count: w * h * 4)
        if let base = surface.pointee.pixels?.assumingMemoryBound(to: UInt8.self) {
            for y in 0..<h {
                for i in 0..<(w * 4) { pixels[y * w * 4 + i] = base[y * pitch + i] }
            }
        }
        return RGBAImage(width: w, height: h, pixels: pixels)
    }

    /// Writes the image as a PNG.
    ///
    /// - Throws: ``SDLBackendError/writeFailed(path:message:)``.
    public func writePNG(to path: String) throws(SDLBackendError) {
        let result = pixels.withUnsafeBytes { buffer in
            Result { () throws(SDLBackendError) in
                try PNGWriter.write(buffer.baseAddress!, width: width, height: height, rowBytes: width * 4, to: path)
            }
        }
        try result.get()
    }
}

extension HeadlessRenderer {
    /// The pixels of the last frame drawn.
    public func snapshot() -> RGBAImage { RGBAImage.copy(surfaceForSnapshot) }
}

extension RGBAImage {
    /// Images side by side, top-aligned, `gap` pixels apart on a grey background (#C8C8C8), so
    /// the edges of white frames of different sizes show.
    public static func strip(_ images: [RGBAImage], gap: Int = 4) -> RGBAImage {
        let width = images.reduce(0) { $0 + $1.width } + gap * max(images.count - 1, 0)
        let height = images.map(\.height).max() ?? 0
        var pixels = Array([[UInt8]](repeating: [0xC8, 0xC8, 0xC8, 0xFF], count: width * height).joined())
        var x0 = 0
        for image in images {
            for y in 0..<image.height {
                let src = y * image.width * 4, dst = (y * width + x0) * 4
                pixels.replaceSubrange(dst..<(dst + image.width * 4), with: image.pixels[src..<(src + image.width * 4)])
            }
            x0 += image.width + gap
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }
}
