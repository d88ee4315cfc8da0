/// Lines of text laid out at a font size: their size and baselines.
public struct TextLayout: Sendable, Equatable {
    /// The lines, after wrapping.
    public var lines: [String]
    /// The size of the text block.
    public var size: Size
    /// The first baseline, from the top of the block.
    public var firstBaseline: Double
    /// The last baseline, from the top of the block.
    public var lastBaseline: Double
}

/// Measures text for labels and buttons. The SDL backend provides one backed by SDL_ttf; tests use
/// ``BuiltinTextMeasurer``, which needs no font and gives the same numbers everywhere.
///
/// Not Sendable: a measurer may keep caches (the SDL_ttf one keeps fonts and layouts), so each
/// window (or each test) has its own and uses it from one task.
public protocol TextMeasurer {
    /// Lays out `text` at `fontSize`, wrapping at `maxWidth` (nil: no wrapping) into at most
    /// `maxLines` lines (0: no limit).
    func layout(_ text: String, fontSize: Double, maxWidth: Double?, maxLines: Int) -> TextLayout
    /// The same in a weight; the default measures every weight as regular.
    func layout(_ text: String, fontSize: Double, weight: FontWeight, maxWidth: Double?, maxLines: Int) -> TextLayout
}

extension TextMeasurer {
    /// Measures every weight as regular (a measurer with one font).
    public func layout(_ text: String, fontSize: Double, weight: FontWeight, maxWidth: Double?, maxLines: Int) -> TextLayout {
        layout(text, fontSize: fontSize, maxWidth: maxWidth, maxLines: maxLines)
    }
}

/// How heavy text is drawn (UIKit's `UIFont.Weight`): the renderer draws light weights with DejaVu
/// Sans ExtraLight, regular and medium with DejaVu Sans, semibold and heavier with DejaVu Sans Bold.
public enum FontWeight: Int, Sendable, CaseIterable, Comparable {
    /// UIKit's `.ultraLight`.
    case ultraLight
    /// `.thin`.
    case thin
    /// `.light`.
    case light
    /// `.regular`.
    case regular
    /// `.medium`.
    case medium
    /// `.semibold`.
    case semibold
    /// `.bold`.
    case bold
    /// `.heavy`.
    case heavy
    /// `.black`.
    case black

    /// Lighter weights come first.
    public static func < (a: FontWeight, b: FontWeight) -> Bool { a.rawValue < b.rawValue }

    /// Which of the three drawn faces the weight uses: -1 light, 0 regular, 1 bold.
    public var face: Int { self <= .light ? -1 : self >= .semibold ? 1 : 0 }
}

/// A measurer that wraps with given font metrics: `advance` measures a run of text, lines are
/// `lineHeight` apart with the baseline `ascent` below each line's top. Wraps at spaces, and
/// between wide East Asian characters except where the kinsoku rules forbid (no line starts with
/// a stop or a closing bracket, none ends with an opening one); sizes are rounded up to half points.
public struct WrappingTextMeasurer: TextMeasurer {
    let advance: (String, Double) -> Double
    let lineHeight: (Double) -> Double
    let ascent: (Double) -> Double

    /// Makes a measurer from font metrics (text width, line height and ascent at a font size).
    public init(
        advance: @escaping (String, Double) -> Double, lineHeight: @escaping (Double) -> Double,
        ascent: @escaping (Double) -> Double
    ) {
        self.advance = advance
        self.lineHeight = lineHeight
        self.ascent = ascent
    }

    /// Lays out text as described on the type.
    public func layout(_ text: String, fontSize: Double, maxWidth: Double?, maxLines: Int) -> TextLayout {
        let lh = lineHeight(fontSize)
        var lines: [String] = []
        if maxWidth == nil, !text.utf8.contains(10) {
            lines = [text]  // one paragraph, not wrapped: the text is its line (most labels)
        } else {
            for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
                lines += wrap(String(paragraph), fontSize: fontSize, maxWidth: maxWidth)
            }
        }
        if lines.isEmpty { lines = [""] }
        if maxLines > 0, lines.count > maxLines { lines = Array(lines.prefix(maxLines)) }
        let width = lines.map { advance($0, fontSize) }.max() ?? 0
        let roundUp = { (v: Double) in (v * 2).rounded(.up) / 2 }
        let height = text.isEmpty ? 0 : roundUp(Double(lines.count) * lh)
        return TextLayout(
            lines: lines, size: Size(width: roundUp(min(width, maxWidth ?? width)), height: height),
            firstBaseline: ascent(fontSize), lastBaseline: Double(lines.count - 1) * lh + ascent(fontSize))
    }

    /// Whether a character is a wide East Asian one (a line may break before or after it).
    public static func isWide(_ c: Character) -> Bool {
        guard let v = c.unicodeScalars.first?.value else { return false }
        return (0x1100...0x115F).contains(v) || (0x2E80...0xA4CF).contains(v) || (0xAC00...0xD7A3).contains(v)
            || (0xF900...0xFAFF).contains(v) || (0xFE30...0xFE4F).contains(v) || (0xFF00...0xFF60).contains(v)
            || (0xFFE0...0xFFE6).contains(v) || (0x20000...0x3FFFD).contains(v)
    }

    /// Characters a line may not start with (the Japanese and Chinese line-breaking rules, kinsoku,
    /// which UIKit follows): closing brackets and quotes, stops and commas, small kana, the
    /// prolonged sound mark and iteration marks, the middle dot between names, and their ASCII
    /// counterparts after wide text.
    static let noLineStart: Set<Character> = Set(
        "、。，．・：；？！‼⁇⁈⁉ー～）］｝〕〉》」』】〙〗〟’”ゝゞヽヾ々〻ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶ"
            + "｡､･ｧｨｩｪｫｬｭｮｯｰ）!),.:;?]}·")
    /// Wide characters a line may not end with: opening brackets and quotes.
    static let noLineEnd: Set<Character> = Set("（［｛〔〈《「『【〘〖〝‘“｢")

    private func wrap(_ paragraph: String, fontSize: Double, maxWidth: Double?) -> [String] {
        guard let maxWidth, maxWidth > 0 else { return [paragraph] }
        // Units: words (with their trailing space) and single wide characters. A character no line
        // may start with joins the unit before it; a wide opening bracket joins the unit after it.
        var units: [String] = []
        var current = ""
        var opening = ""
        for c in paragraph {
            if opening.isEmpty, Self.noLineStart.contains(c), !current.isEmpty || units.last.map({ $0.last != " " }) == true {
                if current.isEmpty {
                    units[units.count - 1].append(c)
                } else {
                    current.append(c)
                    if WrappingTextMeasurer.isWide(c) { units.append(current); current = "" }
                }
            } else if WrappingTextMeasurer.isWide(c) {
                if !current.isEmpty { units.append(current); current = "" }
                opening.append(c)
                if !Self.noLineEnd.contains(c) { units.append(opening); opening = "" }
            } else {
                if current.isEmpty { swap(&current, &opening) }
                current.append(c)
                if c == " " { units.append(current); current = "" }
            }
        }
        if !current.isEmpty || !opening.isEmpty { units.append(current + opening) }
        var lines: [String] = []
        var line = ""
        for unit in units {
            let candidate = line + unit
            let visible = candidate.hasSuffix(" ") ? String(candidate.dropLast()) : candidate
            if line.isEmpty || advance(visible, fontSize) <= maxWidth {
                line = candidate
            } else {
                lines.append(line.hasSuffix(" ") ? String(line.dropLast()) : line)
                line = unit
            }
        }
        lines.append(line.hasSuffix(" ") ? String(line.dropLast()) : line)
        return lines
    }
}

/// A deterministic measurer for tests: each character advances `0.5 * fontSize` (wide East Asian
/// characters `1.0 * fontSize`); lines are `1.2 * fontSize` high with the baseline at `fontSize`.
public struct BuiltinTextMeasurer: TextMeasurer {
    private let base = WrappingTextMeasurer(
        advance: { s, size in s.reduce(0) { $0 + (WrappingTextMeasurer.isWide($1) ? size : 0.5 * size) } },
        lineHeight: { 1.2 * $0 }, ascent: { $0 })

    /// Makes the measurer.
    public init() {}

    /// Lays out text with the fixed metrics described on the type.
    public func layout(_ text: String, fontSize: Double, maxWidth: Double?, maxLines: Int) -> TextLayout {
        base.layout(text, fontSize: fontSize, maxWidth: maxWidth, maxLines: maxLines)
    }
}

/// UIKit's text styles (`UIFont.TextStyle`) at the default content size category (Large): the
/// point size and weight `preferredFont(forTextStyle:)` gives.
public enum TextStyle: String, Sendable, CaseIterable {
    /// 34 pt.
    case largeTitle
    /// 28 pt.
    case title1
    /// 22 pt.
    case title2
    /// 20 pt.
    case title3
    /// 17 pt semibold.
    case headline
    /// 17 pt.
    case body
    /// 16 pt.
    case callout
    /// 15 pt.
    case subheadline
    /// 13 pt.
    case footnote
    /// 12 pt.
    case caption1
    /// 11 pt.
    case caption2

    /// The point size.
    public var pointSize: Double {
        switch self {
        case .largeTitle: 34
        case .title1: 28
        case .title2: 22
        case .title3: 20
        case .headline, .body: 17
        case .callout: 16
        case .subheadline: 15
        case .footnote: 13
        case .caption1: 12
        case .caption2: 11
        }
    }

    /// The weight: semibold for the headline, regular for the others.
    public var weight: FontWeight { self == .headline ? .semibold : .regular }
}
