/// What a font's PostScript or family name says: whether iOS ships the font, and the weight its
/// style part names. LayoutSim draws every font with its own system face at the size and weight
/// asked for, so a name decides only those two things.
///
/// ```swift
/// FontName.isBuiltIn("HelveticaNeue-Medium")  // true
/// FontName.weight(of: "Avenir-Heavy")        // .heavy
/// FontName.isBuiltIn("ProximaNova-Regular")   // false: an app bundles it
/// ```
public enum FontName {
    /// Whether iOS ships the font, so that UIKit finds it without the app bundling it: its family is
    /// one every device has, or it is one of the system font's private names (`.SFUI-Regular`,
    /// `.AppleSystemUIFont`).
    ///
    /// - Parameter name: a PostScript name (`"Avenir-Book"`, `"ArialMT"`) or a family name
    ///   (`"Avenir Next"`), spaces and case ignored.
    public static func isBuiltIn(_ name: String) -> Bool {
        let family = parts(of: name).family
        return family.hasPrefix(".") || builtInFamilies.contains { family.hasPrefix($0) }
    }

    /// The weight the style part of a name says (`-Bold`, `-Semibold`, `-UltraLight`...); regular
    /// when there is none (`"Georgia"`, `"Avenir-Book"`).
    ///
    /// - Parameter name: a PostScript name.
    public static func weight(of name: String) -> FontWeight {
        let style = parts(of: name).style
        return styleWeights.first { style.contains($0.0) }?.1 ?? .regular
    }

    /// The family and style parts of a name, lowercased and without spaces.
    private static func parts(of name: String) -> (family: String, style: String) {
        let compact = String(name.lowercased().filter { $0 != " " })
        guard let dash = compact.firstIndex(of: "-") else { return (compact, "") }
        return (String(compact[..<dash]), String(compact[compact.index(after: dash)...]))
    }

    /// Style words and their weights, longest first where one contains another ("semibold" before "bold").
    private static let styleWeights: [(String, FontWeight)] = [
        ("ultralight", .ultraLight), ("extralight", .ultraLight), ("thin", .thin), ("light", .light),
        ("semibold", .semibold), ("demibold", .semibold), ("medium", .medium), ("heavy", .heavy),
        ("extrabold", .heavy), ("black", .black), ("bold", .bold),
    ]

    /// The families iOS ships, as the start of their PostScript names (lowercased, no spaces):
    /// `arial` covers `ArialMT` and `ArialRoundedMTBold`, `timesnewroman` `TimesNewRomanPSMT`.
    private static let builtInFamilies = [
        "academyengraved", "alnile", "americantypewriter", "applecoloremoji", "applesdgothicneo", "applesymbols",
        "arial", "avenir", "baskerville", "bodoni", "bradleyhand", "chalkboardse", "chalkduster", "charter",
        "cochin", "copperplate", "courier", "damascus", "devanagarisangammn", "didot", "dinalternate",
        "dincondensed", "euphemiaucas", "farah", "futura", "galvji", "geezapro", "georgia", "gillsans", "gujaratisangammn",
        "gurmukhimn", "helvetica", "hiragino", "hoeflertext", "kailasa", "kefa", "khmersangammn", "kohinoor",
        "laosangammn", "malayalamsangammn", "markerfelt", "menlo", "mishafi", "muktamahee", "noteworthy",
        "notonastaliqurdu", "notosans", "optima", "palatino", "papyrus", "partylet", "pingfang", "rockwell",
        "savoyelet", "sinhalasangammn", "snellroundhand", "symbol", "tamilsangammn", "telugusangammn",
        "thonburi", "timesnewroman", "trebuchetms", "verdana", "zapfdingbats", "zapfino",
        "sfpro", "sfcompact", "sfui", "sfmono", "newyork",
    ]
}
