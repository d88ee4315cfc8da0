import CSDL2TTF
import Layout

/// Measures text with SDL_ttf (with the same CJK fallback as the renderer), so laid-out sizes match
/// what the renderer draws.
///
/// ```swift
/// let window = Window(size: size, textMeasurer: try TTFTextMeasurer())
/// ```
public final class TTFTextMeasurer: TextMeasurer, @unchecked Sendable {
    private var fonts: [Int: FontSet] = [:]
    private let path: String?

    /// Makes a measurer for a font file (nil: the default search, see ``Font/searchPaths``).
    ///
    /// - Throws: ``SDLBackendError/fontNotFound(searched:)`` when no font can be opened.
    public init(fontPath: String? = nil) throws(SDLBackendError) {
        path = fontPath
        _ = try font(17)
    }

    private func font(_ size: Int) throws(SDLBackendError) -> FontSet {
        if let f = fonts[size] { return f }
        let f = try FontSet(size: size, primaryPath: path)
        fonts[size] = f
        return f
    }

    /// Lays out text with the font's advances, line skip and ascent.
    public func layout(_ text: String, fontSize: Double, maxWidth: Double?, maxLines: Int) -> TextLayout {
        let size = max(Int(fontSize.rounded()), 1)
        guard let f = try? font(size) else { return BuiltinTextMeasurer().layout(text, fontSize: fontSize, maxWidth: maxWidth, maxLines: maxLines) }
        let measurer = WrappingTextMeasurer(
            advance: { s, _ in f.width(s) },
            lineHeight: { _ in Double(TTF_FontLineSkip(f.primary.handle)) },
            ascent: { _ in Double(TTF_FontAscent(f.primary.handle)) })
        return measurer.layout(text, fontSize: fontSize, maxWidth: maxWidth, maxLines: maxLines)
    }
}
