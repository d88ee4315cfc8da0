import CSDL2TTF
import Layout

/// Measures text with SDL_ttf (with the same CJK fallback as the renderer), so laid-out sizes match
/// what the renderer draws.
///
/// ```swift
/// let window = Window(size: size, textMeasurer: try TTFTextMeasurer())
/// ```
public final class TTFTextMeasurer: TextMeasurer {
    private var fonts: [FontKey: FontSet] = [:]
    private let path: String?
    /// Layouts already made: the display list asks for every label's layout on every frame, and
    /// wrapping measures word by word. Cleared when it grows past `cacheLimit`.
    private var layouts: [LayoutKey: TextLayout] = [:]
    private let cacheLimit = 4096

    private struct LayoutKey: Hashable {
        let text: String
        let size: Int
        let face: Int
        let maxWidth: Double?
        let maxLines: Int
    }

    /// Makes a measurer for a font file (nil: the default search, see ``Font/searchPaths``).
    ///
    /// - Throws: ``SDLBackendError/fontNotFound(searched:)`` when no font can be opened.
    public init(fontPath: String? = nil) throws(SDLBackendError) {
        path = fontPath
        _ = try font(17, face: 0)
    }

    private func font(_ size: Int, face: Int) throws(SDLBackendError) -> FontSet {
        let key = FontKey(size: size, face: face)
        if let f = fonts[key] { return f }
        let f = try FontSet(size: size, face: face, primaryPath: path)
        fonts[key] = f
        return f
    }

    /// Lays out regular text with the font's advances, line skip and ascent.
    public func layout(_ text: String, fontSize: Double, maxWidth: Double?, maxLines: Int) -> TextLayout {
        layout(text, fontSize: fontSize, weight: .regular, maxWidth: maxWidth, maxLines: maxLines)
    }

    /// Lays out text in the face its weight is drawn with (DejaVu Sans ExtraLight, Sans or Sans Bold).
    public func layout(_ text: String, fontSize: Double, weight: FontWeight, maxWidth: Double?, maxLines: Int) -> TextLayout {
        let size = Font.pixelSize(fontSize)
        guard let f = try? font(size, face: weight.face) else {
            return BuiltinTextMeasurer().layout(text, fontSize: fontSize, maxWidth: maxWidth, maxLines: maxLines)
        }
        let key = LayoutKey(text: text, size: size, face: weight.face, maxWidth: maxWidth, maxLines: maxLines)
        if let cached = layouts[key] { return cached }
        let measurer = WrappingTextMeasurer(
            advance: { s, _ in f.width(s) },
            lineHeight: { _ in Double(TTF_FontLineSkip(f.primary.handle)) },
            ascent: { _ in Double(TTF_FontAscent(f.primary.handle)) })
        let layout = measurer.layout(text, fontSize: fontSize, maxWidth: maxWidth, maxLines: maxLines)
        if layouts.count >= cacheLimit { layouts = [:] }
        layouts[key] = layout
        return layout
    }
}
