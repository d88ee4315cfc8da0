import CSDL2
import CSDL2Image
import CSDL2TTF
import Layout
import Rendering

/// Draws display lists into an offscreen surface with SDL's software renderer and writes PNG frames.
/// Needs no display: it never calls `SDL_Init(SDL_INIT_VIDEO)`.
///
/// ```swift
/// let renderer = try HeadlessRenderer(width: 320, height: 200)
/// try renderer.draw(list)
/// try renderer.writePNG(to: "frame_0000.png")
/// ```
@MainActor
public final class HeadlessRenderer {
    private var surface: UnsafeMutablePointer<SDL_Surface>
    private var renderer: OpaquePointer
    private let painter: Painter
    /// The frame width in pixels.
    public private(set) var width: Int
    /// The frame height in pixels.
    public private(set) var height: Int

    /// Makes an offscreen frame.
    ///
    /// - Parameters:
    ///   - width: pixels, at least 1.
    ///   - height: pixels, at least 1.
    /// - Throws: the failing SDL call.
    public init(width: Int, height: Int) throws(SDLBackendError) {
        (surface, renderer) = try Self.makeTarget(width: width, height: height)
        painter = Painter(renderer: renderer)
        self.width = width
        self.height = height
    }

    /// Gives the frame a new size (a window that rotates or resizes between frames). The
    /// pixels are cleared; fonts stay loaded. Nothing happens when the size is unchanged.
    ///
    /// - Throws: the failing SDL call; the frame keeps its old size then.
    public func resize(width: Int, height: Int) throws(SDLBackendError) {
        guard width != self.width || height != self.height else { return }
        let (newSurface, newRenderer) = try Self.makeTarget(width: width, height: height)
        painter.retarget(newRenderer)
        SDL_DestroyRenderer(renderer)
        SDL_FreeSurface(surface)
        (surface, renderer, self.width, self.height) = (newSurface, newRenderer, width, height)
    }

    private static func makeTarget(
        width: Int, height: Int
    ) throws(SDLBackendError)
        -> (UnsafeMutablePointer<SDL_Surface>, OpaquePointer)
    {
        guard
            let surface = SDL_CreateRGBSurfaceWithFormat(
                0, Int32(clamping: max(width, 1)), Int32(clamping: max(height, 1)), 32, SDL_PIXELFORMAT_ABGR8888.rawValue)
        else { throw .lastError("SDL_CreateRGBSurfaceWithFormat") }
        guard let renderer = SDL_CreateSoftwareRenderer(surface) else {
            SDL_FreeSurface(surface)
            throw .lastError("SDL_CreateSoftwareRenderer")
        }
        return (surface, renderer)
    }

    isolated deinit {
        painter.releaseTextures()
        SDL_DestroyRenderer(renderer)
        SDL_FreeSurface(surface)
    }

    /// Folders searched for images by name (`assets/` by default).
    public var imageSearchPaths: [String] {
        get { painter.imageSearchPaths }
        set { painter.imageSearchPaths = newValue }
    }

    /// Draws a display list (scaled to the frame size) over a cleared frame.
    ///
    /// - Throws: ``SDLBackendError/fontNotFound(searched:)`` when the list has text and no font is
    ///   found; ``SDLBackendError/assetNotFound(name:searched:)`` for an image file that is missing.
    public func draw(_ list: DisplayList) throws(SDLBackendError) {
        try painter.draw(list, scale: list.width > 0 ? Double(width) / list.width : 1)
        SDL_RenderPresent(painter.renderer)  // flushes batched drawing into the surface
    }

    /// Writes the frame as a PNG file.
    ///
    /// - Throws: ``SDLBackendError/writeFailed(path:message:)``.
    public func writePNG(to path: String) throws(SDLBackendError) {
        // The surface is ABGR8888: R, G, B, A bytes in memory, what libpng's RGBA reads.
        guard let pixels = surface.pointee.pixels else { throw .writeFailed(path: path, message: "the frame has no pixels") }
        try PNGWriter.write(pixels, width: width, height: height, rowBytes: Int(surface.pointee.pitch), to: path)
    }

    var surfaceForSnapshot: UnsafeMutablePointer<SDL_Surface> { surface }

    /// The colour of one pixel of the last frame drawn (transparent black outside the frame).
    public func pixel(x: Int, y: Int) -> Color {
        guard x >= 0, y >= 0, x < width, y < height, let base = surface.pointee.pixels else {
            return Color(red: 0, green: 0, blue: 0, alpha: 0)
        }
        // ABGR8888 is stored as the bytes R, G, B, A on little-endian machines.
        let p = base.advanced(by: y * Int(surface.pointee.pitch) + x * 4).assumingMemoryBound(to: UInt8.self)
        return Color(red: p[0], green: p[1], blue: p[2], alpha: p[3])
    }

    /// The versions of SDL, SDL_ttf and SDL_image this binary runs with.
    public static var libraryVersions: (sdl: String, ttf: String, image: String) { SDLLibraries.versions() }
}
