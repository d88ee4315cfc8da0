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
    /// A standard appearance (iOS 13's `<navigationBarAppearance key="standardAppearance">` or
    /// `<toolbarAppearance>`, the navigation item's before the bar's) replaces the bar tint and
    /// style's background with its own background colour, else the default light material, and
    /// gives the title colours it sets. The canvas shows bars in their standard appearance.
    ///
    /// - Parameters:
    ///   - bar: a `<navigationBar>`, `<toolbar>` or `<searchBar>`.
    ///   - item: the `<navigationItem>` shown in the bar, whose own appearance wins.
    ///   - color: reads a `<color>` element (the document's, which knows its named colours).
    init(_ bar: IBElement?, item: IBElement? = nil, color: (IBElement) -> Color?) {
        let dark = bar?["barStyle"] == "black"
        let text: Color = dark ? .white : .black
        background =
            bar?.child("color", key: "barTintColor").flatMap(color) ?? (dark ? BarDecoration.darkBackground : BarDecoration.lightBackground)
        title = Self.textColor(bar, "titleTextAttributes", color) ?? text
        largeTitle = Self.textColor(bar, "largeTitleTextAttributes", color) ?? text
        tint = bar?.child("color", key: "tintColor").flatMap(color) ?? BarDecoration.tint
        let kind = bar?.name == "toolbar" ? "toolbarAppearance" : "navigationBarAppearance"
        guard let appearance = item?.child(kind, key: "standardAppearance") ?? bar?.child(kind, key: "standardAppearance") else { return }
        background = appearance.child("color", key: "backgroundColor").flatMap(color) ?? BarDecoration.lightBackground
        title = Self.textColor(appearance, "titleTextAttributes", color) ?? title
        largeTitle = Self.textColor(appearance, "largeTitleTextAttributes", color) ?? largeTitle
    }

    /// The text colour of an element's `<textAttributes key=...>`, if it gives one.
    private static func textColor(_ e: IBElement?, _ key: String, _ color: (IBElement) -> Color?) -> Color? {
        e?.child("textAttributes", key: key)?.child("color", key: "textColor").flatMap(color)
    }
}
