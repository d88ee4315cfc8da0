import Layout

/// How a navigation bar, toolbar or search bar looks, from its element as UIKit draws it: the
/// default light translucent background, or the `black` style's dark one, or its `barTintColor`;
/// a black title (white on the `black` style) unless its title text attributes give a colour (the
/// large title's its own); its items in its `tintColor`, else the system blue.
///
/// A navigation controller's `<navigationBar key="navigationBar">` gives the bars over the
/// controllers it shows their look, on the canvas as through the Storyboard API.
@MainActor
struct BarAppearance {
    /// The bar's background.
    var background: Color
    /// The title's (and the prompt's) colour.
    var title: Color
    /// A large title's colour.
    var largeTitle: Color
    /// The bar button items' colour.
    var tint: Color

    /// The look of a bar element (nil: a bar with nothing set).
    ///
    /// - Parameters:
    ///   - bar: a `<navigationBar>`, `<toolbar>` or `<searchBar>`.
    ///   - color: reads a `<color>` element (the document's, which knows its named colours).
    init(_ bar: IBElement?, color: (IBElement) -> Color?) {
        let dark = bar?["barStyle"] == "black"
        let text: Color = dark ? .white : .black
        background =
            bar?.child("color", key: "barTintColor").flatMap(color) ?? (dark ? BarDecoration.darkBackground : BarDecoration.lightBackground)
        title = bar?.child("textAttributes", key: "titleTextAttributes")?.child("color", key: "textColor").flatMap(color) ?? text
        largeTitle = bar?.child("textAttributes", key: "largeTitleTextAttributes")?.child("color", key: "textColor").flatMap(color) ?? text
        tint = bar?.child("color", key: "tintColor").flatMap(color) ?? BarDecoration.tint
    }
}
