import CSDL2TTF
import Layout

/// Measures text with SDL_ttf, so laid-out sizes match what the renderer draws.
///
/// ```swift
/// let window = Window(size: size, textMeasurer: try TTFTextMeasurer())
/// ```
public final class TTFTextMeasurer: TextMeasurer, @unchecked Sendable {
    private var fonts: [Int: Font] = [:]
    private let path: String?

    /// Makes a measurer for a font file (nil: the default search, see ``Font/searchPaths``).
    ///
    /// - Throws: ``SDLBackendError/fontNotFound(searched:)`` when no font can be opened.
    public init(fontPath: String? = nil) throws(SDLBackendError) {
        path = fontPath
        _ = try font(17)
    }

    private func font(_ size: Int) throws(SDLBackendError) -> Font {
        if let f = fonts[size] { return f }
        let f = try Font(path: path, size: size)
        fonts[size] = f
        return f
    }

    /// Lays out text with the font's advances, line skip and ascent.
    public func layout(_ text: String, fontSize: Double, maxWidth: Double?, maxLines: Int) -> TextLayout {
        let size = max(Int(fontSize.rounded()), 1)
        guard let f = try? font(size) else { return BuiltinTextMeasurer().layout(text, fontSize: fontSize, maxWidth: maxWidth, maxLines: maxLines) }
        let measurer = WrappingTextMeasurer(
            advance: { s, _ in
                var w: Int32 = 0, h: Int32 = 0
                TTF_SizeUTF8(f.handle, s, &w, &h)
                return Double(w)
            },
            lineHeight: { _ in Double(TTF_FontLineSkip(f.handle)) },
            ascent: { _ in Double(TTF_FontAscent(f.handle)) })
        return measurer.layout(text, fontSize: fontSize, maxWidth: maxWidth, maxLines: maxLines)
    }
}
