import Layout
import Testing

/// What a font's name tells LayoutSim (which draws every font in its own face): whether iOS ships
/// it (UIKit's `UIFont(name:size:)` finds it without the app bundling it) and the weight its style
/// part names.
@Suite("Font names")
struct FontNameTests {
    @Test(
        "iOS's own families, by PostScript or family name, are built in; an app's fonts are not",
        arguments: [
            ("HelveticaNeue-Bold", true), ("Avenir Next", true), ("ArialMT", true), ("TimesNewRomanPSMT", true),
            ("Futura-CondensedMedium", true), (".AppleSystemUIFont", true), (".SFUI-Semibold", true),
            ("ProximaNova-Regular", false), ("MyBrandFont-Regular", false), ("Roboto", false),
        ])
    func builtIn(name: String, shipped: Bool) {
        #expect(FontName.isBuiltIn(name) == shipped)
    }

    @Test(
        "the style part of a name gives the weight (semibold is not bold, a name without a style is regular)",
        arguments: [
            ("AvenirNext-DemiBold", FontWeight.semibold), ("ProximaNova-Semibold", .semibold), ("HelveticaNeue-Bold", .bold),
            ("Avenir-Heavy", .heavy), ("Avenir-Black", .black), ("HelveticaNeue-UltraLight", .ultraLight),
            ("HelveticaNeue-Thin", .thin), ("Futura-Medium", .medium), ("Avenir-Book", .regular), ("Georgia", .regular),
            ("BoldlyGo", .regular),
        ])
    func weight(name: String, weight: FontWeight) {
        #expect(FontName.weight(of: name) == weight)
    }
}
