import Foundation
import Layout

// SF Symbols are Apple's and are not here. `UIImage(systemName:)` gives an image for the common
// symbols (their names, with the `.fill` variants), drawn as a glyph of the bundled DejaVu font that
// stands for it, sized as LayoutSim estimates a symbol (1.2 times its point size tall, as wide as
// its shape). A name ending in `.circle` or `.square` (then perhaps `.fill`) draws the symbol before
// it in that frame, as square as SF Symbols' framed ones ("plus.circle.fill": a disc with the plus
// cut out; "1.circle": a ring round the digit). A longer name is drawn as the known one it extends
// ("bell.badge" as "bell"); nil for names with no known start, as UIKit gives for a name it does
// not know.

extension UIImage {
    /// The glyph standing for each known symbol, and its width over its height.
    static let symbolGlyphs: [String: (glyph: String, aspect: Double)] = {
        var table: [String: (String, Double)] = [:]
        // Symbols with a filled look: (name, outline glyph, filled glyph, aspect).
        let pairs: [(String, String, String, Double)] = [
            ("star", "\u{2606}", "\u{2605}", 1.05), ("heart", "\u{2661}", "\u{2665}", 1.1), ("circle", "\u{25CB}", "\u{25CF}", 1),
            ("square", "\u{25A1}", "\u{25A0}", 1), ("person", "\u{263A}", "\u{263B}", 1), ("flag", "\u{2690}", "\u{2691}", 1),
            ("bookmark", "\u{2610}", "\u{25A0}", 0.75), ("play", "\u{25B7}", "\u{25B6}", 0.85), ("stop", "\u{25A1}", "\u{25A0}", 1),
        ]
        for (name, outline, filled, aspect) in pairs {
            table[name] = (outline, aspect)
            table[name + ".fill"] = (filled, aspect)
        }
        // Symbols drawn the same outlined or filled: (names, glyph, aspect).
        let same: [([String], String, Double)] = [
            (["house"], "\u{2302}", 1.15), (["gear", "gearshape", "gearshape.2"], "\u{2699}", 1), (["envelope"], "\u{2709}", 1.3),
            (["phone"], "\u{260E}", 1), (["pencil", "square.and.pencil", "pencil.line"], "\u{270E}", 1), (["checkmark"], "\u{2713}", 1),
            (["xmark"], "\u{2715}", 0.9), (["plus"], "+", 0.95), (["minus"], "\u{2212}", 0.95),
            (["exclamationmark.triangle"], "\u{26A0}", 1.1), (["info"], "\u{2139}", 1),
            (["line.3.horizontal", "line.horizontal.3", "list.bullet", "list.dash"], "\u{2630}", 1.1),
            (["ellipsis"], "\u{22EF}", 1.2), (["chevron.right", "chevron.forward"], "\u{203A}", 0.6),
            (["chevron.left", "chevron.backward"], "\u{2039}", 0.6), (["arrow.up"], "\u{2191}", 0.85), (["arrow.down"], "\u{2193}", 0.85),
            (["arrow.left", "arrow.backward"], "\u{2190}", 1), (["arrow.right", "arrow.forward"], "\u{2192}", 1),
            (["arrow.clockwise", "arrow.triangle.2.circlepath"], "\u{27F3}", 0.9), (["arrow.counterclockwise"], "\u{21BA}", 0.9),
            (["arrow.uturn.backward", "arrow.uturn.left"], "\u{21A9}", 1), (["arrow.uturn.forward", "arrow.uturn.right"], "\u{21AA}", 1),
            (["square.and.arrow.up"], "\u{21E7}", 0.85), (["square.and.arrow.down"], "\u{21E9}", 0.85),
            (["music.note"], "\u{266A}", 0.8), (["sun.max"], "\u{2600}", 1.1), (["moon"], "\u{263E}", 0.9), (["cloud"], "\u{2601}", 1.3),
            (["bolt"], "\u{26A1}", 0.8), (["airplane"], "\u{2708}", 1.1), (["magnifyingglass"], "\u{26B2}", 1),
            (["scissors"], "\u{2702}", 1.1), (["keyboard"], "\u{2328}", 1.4), (["command"], "\u{2318}", 1),
            (["paperplane"], "\u{27A4}", 1), (["trash"], "\u{2716}", 0.9), (["lock", "lock.open"], "\u{2610}", 0.8),
            (["bell"], "\u{266B}", 0.95), (["calendar"], "\u{25A6}", 1.05), (["clock"], "\u{25F7}", 1), (["photo"], "\u{25A8}", 1.25),
            (["camera"], "\u{25C9}", 1.25), (["cart"], "\u{25BF}", 1.15), (["tag"], "\u{2617}", 1), (["link"], "\u{221E}", 1.1),
            (["globe"], "\u{2295}", 1), (["location"], "\u{27A4}", 1), (["map"], "\u{25A7}", 1.15), (["mic"], "\u{25AF}", 0.7),
            (["folder"], "\u{25AD}", 1.25), (["doc", "doc.text"], "\u{25AF}", 0.8),
            (["message", "bubble.left", "bubble.right"], "\u{25AD}", 1.1),
            (["hand.thumbsup"], "\u{261D}", 1), (["eye"], "\u{25C9}", 1.4), (["eye.slash"], "\u{25CE}", 1.4), (["wifi"], "\u{25E0}", 1.3),
            (["slider.horizontal.3"], "\u{2630}", 1.1), (["square.grid.2x2"], "\u{229E}", 1),
            (["questionmark"], "?", 0.6), (["exclamationmark"], "!", 0.35),
            (["speaker.wave.2", "speaker"], "\u{266C}", 1.2), (["film"], "\u{25A4}", 1.1), (["book"], "\u{25AF}", 1.1),
            (["gift"], "\u{2612}", 1), (["creditcard"], "\u{25AD}", 1.4), (["person.2", "person.3"], "\u{263A}\u{263A}", 1.5),
            (["pause"], "\u{2016}", 0.8), (["backward", "backward.end"], "\u{25C1}", 1.3),
            (["forward", "forward.end"], "\u{25B7}", 1.3), (["repeat"], "\u{21BB}", 1.1), (["shuffle"], "\u{21C4}", 1.1),
            (["sparkles", "sparkle"], "\u{2726}", 1), (["leaf"], "\u{2618}", 1.1), (["snowflake"], "\u{2744}", 1),
            (["flame"], "\u{2668}", 0.85), (["cup.and.saucer"], "\u{2615}", 1.15),
            (["hammer", "wrench", "wrench.and.screwdriver"], "\u{2692}", 1),
            (["scalemass"], "\u{2696}", 1.1), (["crown"], "\u{265B}", 1.2), (["suit.heart"], "\u{2665}", 1),
            (["suit.spade"], "\u{2660}", 0.9), (["suit.club"], "\u{2663}", 1), (["suit.diamond"], "\u{2666}", 0.8),
            (["umbrella"], "\u{2602}", 1), (["at"], "@", 1), (["number"], "#", 0.9), (["percent"], "%", 0.9),
            (["dollarsign"], "$", 0.6), (["sum"], "\u{2211}", 0.85), (["function"], "\u{0192}", 0.8),
            (["textformat", "textformat.size"], "Aa", 1.3), (["bold"], "B", 0.75), (["italic"], "I", 0.5), (["underline"], "U", 0.8),
            (["text.alignleft", "text.alignright", "text.aligncenter", "text.justify"], "\u{2261}", 1.1),
            (["chart.bar", "chart.bar.xaxis"], "\u{25A5}", 1.1),
            (["tray", "archivebox", "shippingbox", "bag", "briefcase"], "\u{25AD}", 1.2),
            (["iphone", "ipad"], "\u{25AF}", 0.6), (["tv", "display", "desktopcomputer", "laptopcomputer"], "\u{25AD}", 1.3),
            (["video"], "\u{25B6}", 1.4), (["key"], "\u{26B7}", 1), (["shield"], "\u{25BD}", 0.9), (["power"], "\u{229D}", 1),
        ]
        for (names, glyph, aspect) in same {
            for name in names where table[name] == nil {
                table[name] = (glyph, aspect)
                table[name + ".fill"] = (glyph, aspect)
            }
        }
        return table.mapValues { (glyph: $0.0, aspect: $0.1) }
    }()

    /// How a symbol is drawn: the glyph standing for it, its width over its height, its frame.
    struct SymbolDrawing: Equatable {
        /// The glyph.
        var glyph: String
        /// Its width over its height.
        var aspect: Double
        /// The circle or square around it.
        var enclosure: Image.Symbol.Enclosure = .none
    }

    /// How a symbol name is drawn: its own glyph, else the nearest name it extends, found by
    /// dropping components from the end (a badge, an arrow, a second shape added to a known symbol:
    /// "bell.badge" is drawn as "bell"), or nil when no component before the first dot is known, as
    /// UIKit gives nil for a name it does not know. A name ending in `circle` or `square` (then
    /// perhaps `fill`) after a known one is that symbol in the frame ("person.crop.circle.fill":
    /// "person.fill" cut out of a disc; "7.square": the digit in a rounded square).
    ///
    /// SF Symbols has thousands of names; most extend a shorter one, and code force-unwraps them
    /// (`UIImage(systemName: "lock.shield")!`), so the nearest known shape is drawn rather than nil.
    static func symbolDrawing(named name: String) -> SymbolDrawing? {
        var components = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard !components.contains("") else { return nil }
        let filled = components.last == "fill"
        if filled, components.count > 1 { components.removeLast() }
        while !components.isEmpty {
            // "square.on.square", "circle.and.line": a second shape beside the first, not its frame.
            if components.count > 1, let frame = components.last, frame == "circle" || frame == "square",
                !["on", "and"].contains(components[components.count - 2])
            {
                let base = Array(components.dropLast())
                if let glyph = enclosedCharacter(base) ?? nearestGlyph(base, filled: filled)?.glyph {
                    let enclosure: Image.Symbol.Enclosure =
                        frame == "circle" ? (filled ? .filledCircle : .circle) : (filled ? .filledSquare : .square)
                    return SymbolDrawing(glyph: glyph, aspect: 1, enclosure: enclosure)
                }
            }
            if let entry = glyph(components, filled: filled) { return SymbolDrawing(glyph: entry.glyph, aspect: entry.aspect) }
            components.removeLast()
        }
        return nil
    }

    /// The table's glyph for a name, its filled one first when `filled`.
    private static func glyph(_ components: [String], filled: Bool) -> (glyph: String, aspect: Double)? {
        let name = components.joined(separator: ".")
        return (filled ? symbolGlyphs[name + ".fill"] : nil) ?? symbolGlyphs[name]
    }

    /// The glyph of a name or of the nearest known name it extends.
    private static func nearestGlyph(_ components: [String], filled: Bool) -> (glyph: String, aspect: Double)? {
        var components = components
        while !components.isEmpty {
            if let entry = glyph(components, filled: filled) { return entry }
            components.removeLast()
        }
        return nil
    }

    /// The digit or capital letter a framed one-character name ("1.circle", "a.square") shows.
    private static func enclosedCharacter(_ base: [String]) -> String? {
        guard base.count == 1, base[0].count == 1, let c = base[0].first, c.isASCII, c.isNumber || c.isLowercase else { return nil }
        return c.isNumber ? String(c) : String(c).uppercased()
    }

    /// The height of a symbol image at a point size and scale, 1.2 times the point size times the
    /// scale's factor, on the pixel grid of a 3x screen.
    static func symbolHeight(pointSize: CGFloat, scale: SymbolScale) -> CGFloat {
        let factor: CGFloat =
            switch scale {
            case .small: 0.8
            case .large: 1.3
            default: 1
            }
        return (pointSize * 1.2 * factor * 3).rounded() / 3
    }

    /// The symbol image for a name and configuration, or nil for a name LayoutSim does not know
    /// (see ``symbolDrawing(named:)``).
    static func symbol(named name: String, spec c: SymbolSpec, color: UIColor? = nil) -> Image? {
        guard let entry = symbolDrawing(named: name) else { return nil }
        let pointSize = c.pointSize > 0 ? c.pointSize : c.textStyle.map { UIFont.preferredFont(forTextStyle: $0).pointSize } ?? 17
        let height = symbolHeight(pointSize: pointSize, scale: c.scale)
        let weight: FontWeight =
            switch c.weight {
            case .ultraLight, .thin, .light: .light
            case .semibold, .bold, .heavy, .black: .bold
            case .unspecified, .regular, .medium: .regular
            }
        return Image(
            name: name, size: Size(width: Double((height * entry.aspect * 3).rounded() / 3), height: Double(height)),
            symbol: Image.Symbol(
                glyph: entry.glyph, pointSize: Double(pointSize), weight: weight, color: color?.layout, enclosure: entry.enclosure))
    }

    /// What a symbol configuration sets, as a value an image keeps.
    struct SymbolSpec: Hashable, Sendable {
        var pointSize: CGFloat = 0
        var textStyle: UIFont.TextStyle?
        var weight = SymbolWeight.unspecified
        var scale = SymbolScale.unspecified

        /// This with what `other` sets laid over it (a point size and a text style replace each other).
        func applying(_ other: SymbolSpec) -> SymbolSpec {
            SymbolSpec(
                pointSize: other.pointSize > 0 ? other.pointSize : other.textStyle == nil ? pointSize : 0,
                textStyle: other.textStyle ?? (other.pointSize > 0 ? nil : textStyle),
                weight: other.weight == .unspecified ? weight : other.weight,
                scale: other.scale == .unspecified ? scale : other.scale)
        }
    }

    /// How a symbol image is drawn: its point size (or text style), weight and scale, as UIKit's
    /// `UIImage.SymbolConfiguration`. Unset parts take the defaults (17 points, regular, medium).
    public final class SymbolConfiguration: Configuration, @unchecked Sendable {
        // Unchecked only because the base class is not final: the one stored value is immutable.
        let spec: SymbolSpec

        init(spec: SymbolSpec) { self.spec = spec }

        /// The point size (0: unset).
        public var pointSize: CGFloat { spec.pointSize }
        /// The text style the point size follows (nil: unset).
        public var textStyle: UIFont.TextStyle? { spec.textStyle }
        /// The weight.
        public var weight: SymbolWeight { spec.weight }
        /// The scale.
        public var scale: SymbolScale { spec.scale }

        /// A configuration of a point size.
        public convenience init(pointSize: CGFloat) { self.init(spec: SymbolSpec(pointSize: pointSize)) }
        /// A configuration of a point size and weight.
        public convenience init(pointSize: CGFloat, weight: SymbolWeight) {
            self.init(spec: SymbolSpec(pointSize: pointSize, weight: weight))
        }
        /// A configuration of a point size, weight and scale.
        public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
            self.init(spec: SymbolSpec(pointSize: pointSize, weight: weight, scale: scale))
        }
        /// A configuration following a text style's size.
        public convenience init(textStyle: UIFont.TextStyle) { self.init(spec: SymbolSpec(textStyle: textStyle)) }
        /// A configuration following a text style's size, at a scale.
        public convenience init(textStyle: UIFont.TextStyle, scale: SymbolScale) {
            self.init(spec: SymbolSpec(textStyle: textStyle, scale: scale))
        }
        /// A configuration of a weight.
        public convenience init(weight: SymbolWeight) { self.init(spec: SymbolSpec(weight: weight)) }
        /// A configuration of a scale.
        public convenience init(scale: SymbolScale) { self.init(spec: SymbolSpec(scale: scale)) }
        /// A configuration of a font's size and weight.
        public convenience init(font: UIFont) {
            self.init(spec: SymbolSpec(pointSize: font.pointSize, weight: font.layoutWeight == .bold ? .bold : .regular))
        }
        /// A configuration of a font's size and weight, at a scale.
        public convenience init(font: UIFont, scale: SymbolScale) {
            self.init(spec: SymbolSpec(pointSize: font.pointSize, weight: font.layoutWeight == .bold ? .bold : .regular, scale: scale))
        }

        /// The configuration with nothing set.
        public static var unspecified: SymbolConfiguration { SymbolConfiguration(spec: SymbolSpec()) }

        /// This configuration with what `other` sets laid over it.
        public func applying(_ other: SymbolConfiguration?) -> SymbolConfiguration {
            other.map { SymbolConfiguration(spec: spec.applying($0.spec)) } ?? self
        }
    }

    /// An image configuration, as UIKit's `UIImage.Configuration` (the base of symbol
    /// configurations). It stores nothing, so it is safe to share.
    public class Configuration: @unchecked Sendable {}

    /// The weights of a symbol, as UIKit's `UIImage.SymbolWeight`.
    public enum SymbolWeight: Int, Sendable {
        /// Not set (regular).
        case unspecified = 0
        /// The lightest.
        case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
    }

    /// The scales of a symbol against its point size, as UIKit's `UIImage.SymbolScale`.
    public enum SymbolScale: Int, Sendable {
        /// The default (medium).
        case `default` = -1
        /// Not set (medium).
        case unspecified = 0
        /// Smaller.
        case small
        /// The usual.
        case medium
        /// Larger.
        case large
    }
}
