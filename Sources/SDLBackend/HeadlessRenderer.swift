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
public final class HeadlessRenderer {
    private let surface: UnsafeMutablePointer<SDL_Surface>
    private let renderer: OpaquePointer
    private var fonts: [Int: FontSet] = [:]
    /// The frame width in pixels.
    public let width: Int
    /// The frame height in pixels.
    public let height: Int

    /// Makes an offscreen frame.
    ///
    /// - Parameters:
    ///   - width: pixels, at least 1.
    ///   - height: pixels, at least 1.
    /// - Throws: the failing SDL call.
    public init(width: Int, height: Int) throws(SDLBackendError) {
        guard let surface = SDL_CreateRGBSurfaceWithFormat(
            0, Int32(max(width, 1)), Int32(max(height, 1)), 32, SDL_PIXELFORMAT_ABGR8888.rawValue)
        else { throw .lastError("SDL_CreateRGBSurfaceWithFormat") }
        guard let renderer = SDL_CreateSoftwareRenderer(surface) else {
            SDL_FreeSurface(surface)
            throw .lastError("SDL_CreateSoftwareRenderer")
        }
        self.surface = surface
        self.renderer = renderer
        self.width = width
        self.height = height
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
    }

    deinit {
        for texture in images.values { SDL_DestroyTexture(texture) }
        SDL_DestroyRenderer(renderer)
        SDL_FreeSurface(surface)
    }

    /// Folders searched for images by name (`assets/` by default).
    public var imageSearchPaths = ["assets"]
    private var images: [String: OpaquePointer] = [:]
    private var clips: [SDL_Rect] = []

    /// Draws a display list (scaled to the frame size) over a cleared frame.
    ///
    /// - Throws: ``SDLBackendError/fontNotFound(searched:)`` when the list has text and no font is
    ///   found; ``SDLBackendError/assetNotFound(name:searched:)`` for an image file that is missing.
    public func draw(_ list: DisplayList) throws(SDLBackendError) {
        let scale = list.width > 0 ? Double(width) / list.width : 1
        clips = []
        SDL_RenderSetClipRect(renderer, nil)
        setColor(list.background)
        SDL_RenderClear(renderer)
        for item in list.items {
            switch item {
            case .fill(let r, let color):
                setColor(color)
                var rect = pixelRect(r, scale: scale)
                SDL_RenderFillRect(renderer, &rect)
            case .text(let string, let x, let y, let size, let color):
                try drawText(string, x: x * scale, y: y * scale, size: Int((size * scale).rounded()), color: color)
            case .border(let r, let w, let color):
                setColor(color)
                let outer = pixelRect(r, scale: scale)
                let t = Int32(max((w * scale).rounded(), 1))
                var sides = [SDL_Rect(x: outer.x, y: outer.y, w: outer.w, h: t),
                             SDL_Rect(x: outer.x, y: outer.y + outer.h - t, w: outer.w, h: t),
                             SDL_Rect(x: outer.x, y: outer.y + t, w: t, h: max(outer.h - 2 * t, 0)),
                             SDL_Rect(x: outer.x + outer.w - t, y: outer.y + t, w: t, h: max(outer.h - 2 * t, 0))]
                SDL_RenderFillRects(renderer, &sides, 4)
            case .image(let name, let r):
                var rect = pixelRect(r, scale: scale)
                if name.isEmpty {
                    // An image view with no file: a neutral placeholder.
                    setColor(Color(red: 200, green: 200, blue: 200))
                    SDL_RenderFillRect(renderer, &rect)
                } else {
                    let texture = try image(named: name)
                    SDL_RenderCopy(renderer, texture, nil, &rect)
                }
            case .pushClip(let r):
                var rect = pixelRect(r, scale: scale)
                if let outer = clips.last {
                    var both = SDL_Rect()
                    var o = outer
                    if SDL_IntersectRect(&rect, &o, &both) == SDL_FALSE { both = SDL_Rect(x: 0, y: 0, w: 0, h: 0) }
                    rect = both
                }
                clips.append(rect)
                SDL_RenderSetClipRect(renderer, &rect)
            case .popClip:
                _ = clips.popLast()
                if var last = clips.last { SDL_RenderSetClipRect(renderer, &last) } else { SDL_RenderSetClipRect(renderer, nil) }
            }
        }
        SDL_RenderPresent(renderer)
    }

    private func image(named name: String) throws(SDLBackendError) -> OpaquePointer {
        if let cached = images[name] { return cached }
        let candidates = imageSearchPaths.map { $0.hasSuffix("/") ? $0 + name : $0 + "/" + name }
        for path in candidates {
            if let surface = IMG_Load(path) {
                defer { SDL_FreeSurface(surface) }
                guard let texture = SDL_CreateTextureFromSurface(renderer, surface) else {
                    throw .lastError("SDL_CreateTextureFromSurface")
                }
                images[name] = texture
                return texture
            }
        }
        throw .assetNotFound(name: name, searched: candidates)
    }

    /// Writes the frame as a PNG file.
    ///
    /// - Throws: ``SDLBackendError/writeFailed(path:message:)``.
    public func writePNG(to path: String) throws(SDLBackendError) {
        if IMG_SavePNG(surface, path) != 0 {
            throw .writeFailed(path: path, message: String(cString: SDL_GetError()))
        }
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

    private func setColor(_ c: Color) {
        SDL_SetRenderDrawColor(renderer, c.red, c.green, c.blue, c.alpha)
    }

    private func pixelRect(_ r: Rect, scale: Double) -> SDL_Rect {
        let x0 = (r.x * scale).rounded(), y0 = (r.y * scale).rounded()
        let x1 = ((r.x + r.width) * scale).rounded(), y1 = ((r.y + r.height) * scale).rounded()
        return SDL_Rect(x: Int32(x0), y: Int32(y0), w: Int32(x1 - x0), h: Int32(y1 - y0))
    }

    private func drawText(_ string: String, x: Double, y: Double, size: Int, color: Color) throws(SDLBackendError) {
        guard !string.isEmpty else { return }
        let fontSet: FontSet
        if let cached = fonts[size] { fontSet = cached } else {
            fontSet = try FontSet(size: size)
            fonts[size] = fontSet
        }
        let sdlColor = SDL_Color(r: color.red, g: color.green, b: color.blue, a: color.alpha)
        let baseline = Double(TTF_FontAscent(fontSet.primary.handle))
        var penX = x.rounded()
        for run in fontSet.runs(string) {
            guard let text = TTF_RenderUTF8_Blended(run.font.handle, run.text, sdlColor) else {
                throw .lastError("TTF_RenderUTF8_Blended")
            }
            defer { SDL_FreeSurface(text) }
            guard let texture = SDL_CreateTextureFromSurface(renderer, text) else {
                throw .lastError("SDL_CreateTextureFromSurface")
            }
            defer { SDL_DestroyTexture(texture) }
            // Runs in other fonts share the primary font's baseline.
            let top = y + baseline - Double(TTF_FontAscent(run.font.handle))
            var dest = SDL_Rect(x: Int32(penX), y: Int32(top.rounded()), w: text.pointee.w, h: text.pointee.h)
            SDL_RenderCopy(renderer, texture, nil, &dest)
            penX += Double(text.pointee.w)
        }
    }

    /// The versions of SDL, SDL_ttf and SDL_image this binary runs with.
    public static var libraryVersions: (sdl: String, ttf: String, image: String) { SDLLibraries.versions() }
}
