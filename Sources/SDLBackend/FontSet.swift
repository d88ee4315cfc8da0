import CSDL2
import CSDL2TTF

/// A primary font and fallbacks at one size: text is split into runs by which font has each glyph,
/// so Chinese in a Latin label draws with a CJK font instead of boxes.
final class FontSet {
    let fonts: [Font]
    var primary: Font { fonts[0] }

    /// The fallback fonts tried after the primary, in order: `LAYOUTSIM_FALLBACK_FONT`, then
    /// Debian's WenQuanYi Micro Hei (fonts-wqy-microhei) and Noto Sans CJK (fonts-noto-cjk).
    static var fallbackPaths: [String] {
        var paths: [String] = []
        if let env = SDL_getenv("LAYOUTSIM_FALLBACK_FONT") { paths.append(String(cString: env)) }
        return paths + [
            "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc",
            "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc",
        ]
    }

    /// Opens the fonts.
    ///
    /// - Parameters:
    ///   - size: the pixel size.
    ///   - face: -1 light, 0 regular, 1 bold (``Layout/FontWeight/face``). The fallbacks have one
    ///     file each: SDL_ttf makes it bold for the bold face (a semibold Chinese or Japanese title
    ///     draws bold, as on iOS), and the light face uses the regular one. The light face falls
    ///     back to the regular one first, for the symbols it lacks.
    ///   - primaryPath: a font file of the user's, or nil for DejaVu Sans.
    init(size: Int, face: Int = 0, primaryPath: String? = nil) throws(SDLBackendError) {
        var list = [try Font.open(size: size, face: face, path: primaryPath)]
        // DejaVu Sans ExtraLight has Latin, Greek and Cyrillic only: its symbols (★, ⚙, ✉, the
        // glyphs standing for SF Symbols) come from the regular face, as a thin symbol falls back
        // on iOS to the nearest weight it has.
        if face < 0, let regular = try? Font.open(size: size, face: 0, path: primaryPath) { list.append(regular) }
        for path in FontSet.fallbackPaths {
            guard let f = try? Font(path: path, size: size) else { continue }
            if face > 0 { TTF_SetFontStyle(f.handle, TTF_STYLE_BOLD) }
            list.append(f)
        }
        fonts = list
    }

    /// Runs already split: a window draws the same labels every frame. Cleared past 4096 texts.
    private var runCache: [String: [(font: Font, text: String)]] = [:]

    /// Consecutive runs of text that one font draws.
    func runs(_ text: String) -> [(font: Font, text: String)] {
        if let cached = runCache[text] { return cached }
        let out = splitRuns(text)
        if runCache.count >= 4096 { runCache = [:] }
        runCache[text] = out
        return out
    }

    private func splitRuns(_ text: String) -> [(font: Font, text: String)] {
        var out: [(Font, String)] = []
        for scalar in text.unicodeScalars {
            let font = fonts.first { TTF_GlyphIsProvided32($0.handle, scalar.value) != 0 } ?? primary
            if let last = out.last, last.0 === font {
                out[out.count - 1].1.unicodeScalars.append(scalar)
            } else {
                out.append((font, String(scalar)))
            }
        }
        return out
    }

    /// The width of a line of text in pixels.
    func width(_ text: String) -> Double {
        runs(text).reduce(0) { total, run in
            var w: Int32 = 0, h: Int32 = 0
            TTF_SizeUTF8(run.font.handle, run.text, &w, &h)
            return total + Double(w)
        }
    }
}

/// A font set's key: its pixel size and face (-1 light, 0 regular, 1 bold).
struct FontKey: Hashable {
    let size: Int
    let face: Int
}
