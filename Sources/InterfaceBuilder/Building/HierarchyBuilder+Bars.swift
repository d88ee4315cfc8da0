import Layout

extension HierarchyBuilder {
    /// Draws what UIKit shows inside a bar element of the hierarchy: a navigation bar's background,
    /// hairline and navigation item, a toolbar's background, hairline and items, a search bar's
    /// field. The `black` bar style darkens the bar; a `barTintColor` replaces its background (a
    /// `backgroundColor` of the element's own still wins, as it is applied after).
    ///
    /// - Parameters:
    ///   - bar: the bar's view.
    ///   - e: its `<navigationBar>`, `<toolbar>` or `<searchBar>`.
    ///   - screenWidth: the width the side margins follow when the document names no device.
    ///   - depth: how deep the bar is nested (its items' custom views are built one level deeper).
    /// - Throws: ``InterfaceBuilderError`` from an item's custom view.
    func decorateBar(_ bar: View, _ e: IBElement, screenWidth: Double, depth: Int) throws(InterfaceBuilderError) {
        let custom: BarDecoration.CustomViewMaker = { (element: IBElement) throws(InterfaceBuilderError) -> View in
            try self.build(element, depth: depth + 1)
        }
        let items = e.children(of: "items")
        let appearance = BarAppearance(e, item: items.first { $0.name == "navigationItem" }, color: document.color)
        let background = appearance.background
        let margin = cellSideMargin ?? Device.systemMinimumSideMargin(screenWidth: screenWidth)
        switch e.name {
        case "navigationBar":
            bar.backgroundColor = background
            BarDecoration.addHairline(to: bar, at: .bottom)
            try BarDecoration.addNavigationItem(
                items.first { $0.name == "navigationItem" }, to: bar, margin: margin, appearance: appearance,
                imageSizes: document.imageSizes,
                customView: custom)
        case "toolbar":
            bar.backgroundColor = background
            BarDecoration.addHairline(to: bar, at: .top)
            try BarDecoration.addToolbarItems(
                items.filter { $0.name == "barButtonItem" }.map(BarItem.init), to: bar, margin: margin, tint: appearance.tint,
                imageSizes: document.imageSizes,
                customView: custom)
        default:
            // The minimal style has no bar background; the default and prominent ones have.
            if e["searchBarStyle"] != "minimal" { bar.backgroundColor = background }
            BarDecoration.addSearchField(to: bar, text: e.string("text"), placeholder: e.string("placeholder"))
        }
    }
}
