import CSDL2
import CSDL2Image
import CSDL2TTF
import Layout
import Rendering

/// Draws display lists with any SDL renderer: the headless frame and the window share it, so
/// they draw the same pixels.
final class Painter {
    var imageSearchPaths = ["assets"]
    private var images: [String: OpaquePointer] = [:]
    /// The clips in force, innermost last: the pixel rectangle (intersected with the outer ones)
    /// and, for a rounded clip, what lay under its corners, for a mask, what lay under its box.
    var clips: [(rect: SDL_Rect, corners: CornerSnapshot?, mask: MaskSnapshot?)] = []
    /// Fonts by pixel size and face (-1 light, 0 regular, 1 bold).
    private var fonts: [FontKey: FontSet] = [:]
    private(set) var renderer: OpaquePointer

    init(renderer: OpaquePointer) {
        self.renderer = renderer
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
    }

    /// Draws with another renderer from now on (a resized frame): textures belong to their
    /// renderer, so they are released; fonts are kept.
    func retarget(_ renderer: OpaquePointer) {
        releaseTextures()
        self.renderer = renderer
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
    }

    func releaseTextures() {
        for texture in images.values { SDL_DestroyTexture(texture) }
        for entry in texts.values { SDL_DestroyTexture(entry.texture) }
        for case let entry? in rasters.values { SDL_DestroyTexture(entry.texture) }
        images = [:]
        texts = [:]
        rasters = [:]
    }

    /// Paths and gradients drawn in software, by item, scale and target size (nil: nothing
    /// visible); cleared when it grows past `rasterCacheLimit`.
    var rasters: [RasterKey: (texture: OpaquePointer, rect: SDL_Rect)?] = [:]
    let rasterCacheLimit = 256

    /// Rendered text, by run, font size and colour; cleared when it grows past `textCacheLimit`,
    /// so memory and frame time stay flat however long a window runs.
    private var texts: [TextKey: (texture: OpaquePointer, w: Int32, h: Int32)] = [:]
    private let textCacheLimit = 4096

    private struct TextKey: Hashable {
        let text: String
        let font: ObjectIdentifier
        let size: Int
        let rgba: UInt32
    }

    /// The texture of a run of text, nil when the run has no width (zero-width characters only).
    private func textTexture(
        _ text: String, font: Font, size: Int, color: SDL_Color
    ) throws(SDLBackendError)
        -> (OpaquePointer, Int32, Int32)?
    {
        let key = TextKey(
            text: text, font: ObjectIdentifier(font), size: size,
            rgba: UInt32(color.r) << 24 | UInt32(color.g) << 16 | UInt32(color.b) << 8 | UInt32(color.a))
        if let hit = texts[key] { return hit }
        if texts.count >= textCacheLimit {
            for entry in texts.values { SDL_DestroyTexture(entry.texture) }
            texts = [:]
        }
        var width: Int32 = 0
        if TTF_SizeUTF8(font.handle, text, &width, nil) == 0, width == 0 { return nil }
        guard let surface = TTF_RenderUTF8_Blended(font.handle, text, color) else {
            throw .call("TTF_RenderUTF8_Blended", message: "\(String(cString: SDL_GetError())) (drawing \"\(text)\" at \(size) px)")
        }
        defer { SDL_FreeSurface(surface) }
        guard let texture = SDL_CreateTextureFromSurface(renderer, surface) else { throw .lastError("SDL_CreateTextureFromSurface") }
        let entry = (texture, surface.pointee.w, surface.pointee.h)
        texts[key] = entry
        return entry
    }

    /// Draws a display list over a cleared target, `scale` pixels per point. The caller presents
    /// (a window presents once per frame; the headless renderer presents to flush the drawing).
    func draw(_ list: DisplayList, scale: Double) throws(SDLBackendError) {
        clips = []
        SDL_RenderSetClipRect(renderer, nil)
        setColor(list.background)
        SDL_RenderClear(renderer)
        for item in list.items {
            switch item {
            case .fill(let r, let color):
                setColor(color)
                var rect = Painter.hairlineVisible(pixelRect(r, scale: scale), r, scale: scale)
                SDL_RenderFillRect(renderer, &rect)
            case .text(let string, let x, let y, let size, let color, let weight):
                try drawText(string, x: x * scale, y: y * scale, size: Font.pixelSize(size * scale), weight: weight, color: color)
            case .border(let r, let w, let color):
                setColor(color)
                let outer = pixelRect(r, scale: scale)
                // A border at least half as thick as the rectangle covers it.
                let t = min(Painter.thickness(w * scale), max((min(outer.w, outer.h) + 1) / 2, 1))
                var sides = [
                    SDL_Rect(x: outer.x, y: outer.y, w: outer.w, h: t),
                    SDL_Rect(x: outer.x, y: outer.y + outer.h - t, w: outer.w, h: t),
                    SDL_Rect(x: outer.x, y: outer.y + t, w: t, h: max(outer.h - 2 * t, 0)),
                    SDL_Rect(x: outer.x + outer.w - t, y: outer.y + t, w: t, h: max(outer.h - 2 * t, 0)),
                ]
                SDL_RenderFillRects(renderer, &sides, 4)
            case .roundedFill(let r, let radius, let color):
                drawRounded(pixelRect(r, scale: scale), radius: radius * scale, thickness: nil, color: color)
            case .roundedBorder(let r, let radius, let w, let color):
                drawRounded(
                    pixelRect(r, scale: scale), radius: radius * scale,
                    thickness: Painter.thickness(w * scale), color: color)
            case .line(let a, let b, let w, let color):
                setColor(color)
                // Lines are the overlay's: a few pixels wide at most.
                let t = min(Painter.thickness(w * scale), 64)
                let x0 = Painter.pixel(a.x * scale), y0 = Painter.pixel(a.y * scale)
                let x1 = Painter.pixel(b.x * scale), y1 = Painter.pixel(b.y * scale)
                // Thickness: parallel lines, offset across the line's main direction.
                let steep = abs(y1 - y0) > abs(x1 - x0)
                for k in 0..<t {
                    let d = k - t / 2
                    if steep {
                        SDL_RenderDrawLine(renderer, x0 + d, y0, x1 + d, y1)
                    } else {
                        SDL_RenderDrawLine(renderer, x0, y0 + d, x1, y1 + d)
                    }
                }
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
                pushClip(pixelRect(r, scale: scale), snapshot: nil)
            case .pushRoundedClip(let r, let radius):
                let rect = pixelRect(r, scale: scale)
                pushClip(rect, snapshot: try snapshotCorners(of: RoundedRect(rect, radius: radius * scale)))
            case .polygons(let polygons, let color, let evenOdd):
                try drawRaster(for: item, scale: scale) { target in
                    Raster.fill(
                        polygons.map { $0.map { Point(x: $0.x * scale, y: $0.y * scale) } }, color: color, evenOdd: evenOdd, target: target)
                }
            case .gradient(let r, let radius, let gradient):
                let rect = pixelRect(r, scale: scale)
                try drawRaster(for: item, scale: scale) { Raster.gradient(gradient, in: rect, radius: radius * scale, target: $0) }
            case .pushMask(let r, let shapes):
                try pushMask(pixelRect(r, scale: scale), shapes: shapes, scale: scale)
            case .popClip:
                let clip = clips.popLast()
                if let corners = clip?.corners { try restoreCorners(corners) }
                if let mask = clip?.mask { try restoreMasked(mask) }
                if var last = clips.last?.rect { SDL_RenderSetClipRect(renderer, &last) } else { SDL_RenderSetClipRect(renderer, nil) }
            }
        }
    }

    /// Clips what follows to `rect` intersected with the clip in force.
    func pushClip(_ rect: SDL_Rect, snapshot: CornerSnapshot?, mask: MaskSnapshot? = nil) {
        var rect = withinClip(rect)
        clips.append((rect, snapshot, mask))
        SDL_RenderSetClipRect(renderer, &rect)
    }

    /// `rect` intersected with the clip in force (empty when they do not meet).
    func withinClip(_ rect: SDL_Rect) -> SDL_Rect {
        guard var outer = clips.last?.rect else { return rect }
        var rect = rect, both = SDL_Rect()
        if SDL_IntersectRect(&rect, &outer, &both) == SDL_FALSE { both = SDL_Rect(x: 0, y: 0, w: 0, h: 0) }
        return both
    }

    private func image(named name: String) throws(SDLBackendError) -> OpaquePointer {
        if let cached = images[name] { return cached }
        let path = try AssetFile.resolve(name, in: imageSearchPaths)
        let surface = try RGBAImage.decode(path, name: name)
        defer { SDL_FreeSurface(surface) }
        guard let texture = SDL_CreateTextureFromSurface(renderer, surface) else {
            throw .lastError("SDL_CreateTextureFromSurface")
        }
        // Scaled images are filtered linearly, as a UIImageView's layer is (kCAFilterLinear).
        SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear)
        images[name] = texture
        return texture
    }

    private func setColor(_ c: Color) {
        SDL_SetRenderDrawColor(renderer, c.red, c.green, c.blue, c.alpha)
    }

    /// How far from the origin a pixel coordinate may lie (2^28): far outside any canvas, and small
    /// enough that the sums and differences of a few coordinates stay within Int32.
    static let pixelBound = Double(1 << 28)

    /// A coordinate in pixels, rounded and clamped to ±``pixelBound`` (NaN gives 0): a view laid out
    /// billions of points away is drawn (clipped away) instead of trapping.
    static func pixel(_ v: Double) -> Int32 {
        Int32(saturating: min(max(v.rounded(), -pixelBound), pixelBound))
    }

    /// A fill's pixels with a side thinner than a pixel (a hairline: a separator a third of a point
    /// tall, drawn at 1x) widened to the one pixel it starts in, so that it shows rather than
    /// rounding away to nothing.
    static func hairlineVisible(_ rect: SDL_Rect, _ r: Rect, scale: Double) -> SDL_Rect {
        var rect = rect
        if rect.h == 0, r.height > 0, rect.w > 0 {
            rect.y = Painter.pixel((r.y * scale).rounded(.down))
            rect.h = 1
        }
        if rect.w == 0, r.width > 0, rect.h > 0 {
            rect.x = Painter.pixel((r.x * scale).rounded(.down))
            rect.w = 1
        }
        return rect
    }

    /// A line or border thickness in pixels: at least 1, clamped like ``pixel(_:)``.
    static func thickness(_ w: Double) -> Int32 { max(pixel(w), 1) }

    func pixelRect(_ r: Rect, scale: Double) -> SDL_Rect {
        let x0 = Painter.pixel(r.x * scale), y0 = Painter.pixel(r.y * scale)
        let x1 = Painter.pixel((r.x + r.width) * scale), y1 = Painter.pixel((r.y + r.height) * scale)
        return SDL_Rect(x: x0, y: y0, w: max(x1 - x0, 0), h: max(y1 - y0, 0))
    }

    private func drawText(_ string: String, x: Double, y: Double, size: Int, weight: FontWeight, color: Color) throws(SDLBackendError) {
        guard !string.isEmpty else { return }
        let key = FontKey(size: size, face: weight.face)
        let fontSet: FontSet
        if let cached = fonts[key] {
            fontSet = cached
        } else {
            fontSet = try FontSet(size: size, face: weight.face)
            fonts[key] = fontSet
        }
        let sdlColor = SDL_Color(r: color.red, g: color.green, b: color.blue, a: color.alpha)
        let baseline = Double(TTF_FontAscent(fontSet.primary.handle))
        var penX = x.rounded()
        for run in fontSet.runs(string) {
            guard let (texture, w, h) = try textTexture(run.text, font: run.font, size: size, color: sdlColor) else { continue }
            // Runs in other fonts share the primary font's baseline.
            let top = y + baseline - Double(TTF_FontAscent(run.font.handle))
            var dest = SDL_Rect(x: Painter.pixel(penX), y: Painter.pixel(top), w: w, h: h)
            SDL_RenderCopy(renderer, texture, nil, &dest)
            penX += Double(w)
        }
    }
}
