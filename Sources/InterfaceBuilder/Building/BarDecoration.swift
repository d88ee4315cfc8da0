import Layout

/// What UIKit draws inside a bar Interface Builder shows: a navigation bar's title and bar buttons,
/// a toolbar's items, a search bar's field. Made of plain views and labels placed by constraints in
/// the bar, so they follow the bar's laid-out size. They have no IB id, so they never count among a
/// document's frames, and they constrain nothing outside the bar.
@MainActor
enum BarDecoration {
    /// The default (light, translucent) bar background.
    static let lightBackground = Color(red: 0xF9, green: 0xF9, blue: 0xF9, alpha: 0xF0)
    /// The `black` bar style's background.
    static let darkBackground = Color(red: 0x16, green: 0x16, blue: 0x16, alpha: 0xF0)
    /// The hairline between a bar and the content.
    static let hairlineColor = Color(red: 0, green: 0, blue: 0, alpha: 0x4D)
    /// UIKit's default tint (system blue), the colour of bar button items.
    static let tint = Color(red: 0, green: 122, blue: 255)
    /// The gap between neighbouring bar button items.
    static let itemSpacing = 8.0

    /// Builds a bar item's custom view from its element (nil: it is left as a gap of its width).
    typealias CustomViewMaker = (IBElement) throws(InterfaceBuilderError) -> View

    /// Which edge of the bar meets the content (where the hairline goes).
    enum Edge {
        case top, bottom
    }

    /// Adds the half-point hairline along one edge of a bar.
    static func addHairline(to bar: View, at edge: Edge) {
        let hairline = View()
        hairline.backgroundColor = hairlineColor
        attach(
            hairline, to: bar,
            [
                hairline.leadingAnchor.constraint(equalTo: bar.leadingAnchor),
                hairline.trailingAnchor.constraint(equalTo: bar.trailingAnchor),
                hairline.heightAnchor.constraint(equalToConstant: 0.5),
                edge == .bottom
                    ? hairline.bottomAnchor.constraint(equalTo: bar.bottomAnchor) : hairline.topAnchor.constraint(equalTo: bar.topAnchor),
            ])
    }

    /// Draws a navigation item in a bar: its prompt (13 pt, in the first 30 points of a bar tall
    /// enough), its title (17 pt semibold; a large title below), or in its place its title view
    /// at its stored size, centred in the bar's first 44 points (under the prompt), its left items from the leading
    /// margin inwards and its right items from the trailing margin inwards.
    ///
    /// - Parameters:
    ///   - bar: the navigation bar (or the simulated one over a controller's view).
    ///   - item: the `<navigationItem>`, if any.
    ///   - margin: the side margin (the screen's system minimum, 16 or 20 pt).
    ///   - appearance: the bar's colours (its title's and its items').
    ///   - imageSizes: the document's image sizes, by name.
    ///   - largeTitle: whether the bar shows the title large (`prefersLargeTitles`): 34 pt bold at
    ///     the leading margin, below the bar's first 44 points, instead of in them.
    ///   - customView: builds an item's custom view (nil: the view is left out, its width kept).
    /// - Throws: what `customView` throws.
    static func addNavigationItem(
        _ item: IBElement?, to bar: View, margin: Double, appearance: BarAppearance, imageSizes: [String: Size], largeTitle: Bool = false,
        customView: CustomViewMaker? = nil
    ) throws(InterfaceBuilderError) {
        // A prompt takes the bar's first 30 points, where the bar is tall enough for one (74 pt);
        // the title and the items sit under it.
        var rowTop = 0.0
        if let prompt = item?.string("prompt"), !prompt.isEmpty, bar.frame.height >= ControllerBars.promptedNavigationBarHeight {
            rowTop = ControllerBars.promptedNavigationBarHeight - ControllerBars.navigationBarHeight
            let label = label(prompt, size: 13, color: appearance.title)
            attach(
                label, to: bar,
                [
                    label.centerXAnchor.constraint(equalTo: bar.centerXAnchor),
                    label.centerYAnchor.constraint(equalTo: bar.topAnchor, constant: rowTop / 2),
                ])
        }
        // The middle of the row of the title and the items.
        let row = rowTop + ControllerBars.navigationBarHeight / 2
        if let element = item.flatMap(BarItem.titleView), let customView {
            let view = try customView(element)
            let frame = element.child("rect", key: "frame")
            attach(
                view, to: bar,
                [
                    view.centerXAnchor.constraint(equalTo: bar.centerXAnchor),
                    view.centerYAnchor.constraint(equalTo: bar.topAnchor, constant: row),
                    view.widthAnchor.constraint(equalToConstant: BarItem.length(frame?["width"]) ?? 0),
                    view.heightAnchor.constraint(equalToConstant: min(BarItem.length(frame?["height"]) ?? 0, 44)),
                ])
        } else if let title = item?.string("title"), !title.isEmpty, largeTitle {
            let label = label(title, size: 34, weight: .bold, color: appearance.largeTitle)
            attach(
                label, to: bar,
                [
                    label.leadingAnchor.constraint(equalTo: bar.leadingAnchor, constant: margin),
                    label.trailingAnchor.constraint(lessThanOrEqualTo: bar.trailingAnchor, constant: -margin),
                    // Centred in the 52 points under the bar's first 44.
                    label.centerYAnchor.constraint(
                        equalTo: bar.topAnchor,
                        constant: rowTop + (ControllerBars.navigationBarHeight + ControllerBars.largeTitleNavigationBarHeight) / 2),
                ])
        } else if let title = item?.string("title"), !title.isEmpty {
            let label = label(title, size: 17, weight: .semibold, color: appearance.title)
            attach(
                label, to: bar,
                [
                    label.centerXAnchor.constraint(equalTo: bar.centerXAnchor),
                    label.centerYAnchor.constraint(equalTo: bar.topAnchor, constant: row),
                ])
        }
        guard let item else { return }
        var anchor = bar.leadingAnchor, gap = margin
        for view in try itemViews(
            BarItem.navigationItems(item, side: "left"), in: bar, tint: appearance.tint, imageSizes: imageSizes, customView: customView)
        {
            place(view, centerY: row, in: bar, after: &anchor, gap: &gap)
        }
        var trailing = bar.trailingAnchor
        gap = margin
        for view in try itemViews(
            BarItem.navigationItems(item, side: "right"), in: bar, tint: appearance.tint, imageSizes: imageSizes, customView: customView)
        {
            try? LayoutConstraint.activate([
                view.trailingAnchor.constraint(equalTo: trailing, constant: -gap),
                view.centerYAnchor.constraint(equalTo: bar.topAnchor, constant: row),
            ])
            trailing = view.leadingAnchor
            gap = itemSpacing
        }
    }

    /// Draws a toolbar's items from the leading margin, `itemSpacing` apart; flexible spaces share
    /// what is left up to the trailing margin equally, the spacing around them included (without
    /// one, the items keep to the leading side).
    ///
    /// - Parameters:
    ///   - items: the `<items>` of the toolbar.
    ///   - bar: the toolbar.
    ///   - margin: the side margin.
    ///   - tint: the items' colour.
    ///   - imageSizes: the document's image sizes, by name.
    ///   - customView: builds an item's custom view (nil: the view is left out, its width kept).
    /// - Throws: what `customView` throws.
    static func addToolbarItems(
        _ items: [BarItem], to bar: View, margin: Double, tint: Color = tint, imageSizes: [String: Size], customView: CustomViewMaker? = nil
    ) throws(InterfaceBuilderError) {
        var anchor = bar.leadingAnchor, gap = margin
        var flexible: [View] = []
        /// An empty view of no height after `anchor`, `leading` points on, with `width`'s constraint.
        func addSpace(leading: Double, width: (View) -> LayoutConstraint) -> View {
            let space = View()
            attach(
                space, to: bar,
                [
                    space.leadingAnchor.constraint(equalTo: anchor, constant: leading), width(space),
                    space.topAnchor.constraint(equalTo: bar.topAnchor), space.heightAnchor.constraint(equalToConstant: 0),
                ])
            anchor = space.trailingAnchor
            return space
        }
        for (index, item) in items.enumerated() {
            switch item.content {
            case .flexibleSpace:
                // A flexible space takes the items' spacing into itself (it starts at the margin when
                // first) and is as wide as the first flexible space.
                let first = flexible.first
                flexible.append(
                    addSpace(leading: index == 0 ? margin : 0) { space in
                        first.map { space.widthAnchor.constraint(equalTo: $0.widthAnchor) }
                            ?? space.widthAnchor.constraint(greaterThanOrEqualToConstant: 0)
                    })
                gap = 0
            case .space(let width):
                _ = addSpace(leading: gap) { $0.widthAnchor.constraint(equalToConstant: width) }
                gap = itemSpacing
            case .custom(_, let width) where customView == nil:
                _ = addSpace(leading: gap) { $0.widthAnchor.constraint(equalToConstant: width) }
                gap = itemSpacing
            case .title, .image, .custom:
                for view in try itemViews([item], in: bar, tint: tint, imageSizes: imageSizes, customView: customView) {
                    place(view, centerY: nil, in: bar, after: &anchor, gap: &gap)
                }
            }
        }
        if !flexible.isEmpty { try? anchor.constraint(equalTo: bar.trailingAnchor, constant: -margin).activate() }
    }

    /// The titles and symbols of UIKit's system tab bar items (`UITabBarItem.SystemItem`).
    private static let systemTabItems: [String: (title: String, symbol: String)] = [
        "favorites": ("Favorites", "★"), "featured": ("Featured", "★"), "topRated": ("Top Rated", "★"),
        "recents": ("Recents", "◷"), "contacts": ("Contacts", "☺"), "history": ("History", "◷"),
        "bookmarks": ("Bookmarks", "☰"), "search": ("Search", "⚲"), "downloads": ("Downloads", "⬇"),
        "mostRecent": ("Most Recent", "◷"), "mostViewed": ("Most Viewed", "☰"), "more": ("More", "•••"),
    ]

    /// The colour of a tab bar's unselected items.
    static let unselectedTabItem = Color(red: 0x99, green: 0x99, blue: 0x99)

    /// Draws a tab bar's items as UIKit lays them out on a phone: each in an equal share of the
    /// bar's width, its image (or its system item's symbol) over its 10 pt medium title in the bar's
    /// first 49 points; the selected one in the tint colour, the others grey.
    ///
    /// - Parameters:
    ///   - items: the tabs' `<tabBarItem>`s in order (nil: a tab without one, left empty).
    ///   - selected: the index of the selected tab.
    ///   - bar: the tab bar.
    ///   - imageSizes: the document's image sizes, by name.
    static func addTabBarItems(_ items: [IBElement?], selected: Int, to bar: View, imageSizes: [String: Size]) {
        for (index, item) in items.enumerated() {
            guard let item else { continue }
            let color = index == selected ? tint : unselectedTabItem
            // The share's centre: (2 index + 1) / 2n of the bar's width, as a multiple of its centre.
            let share = Double(2 * index + 1) / Double(items.count)
            func centred(_ view: View, at y: Double) {
                // Between a view and its bar with a finite multiplier: the constraint is always made.
                let x = try? LayoutConstraint(
                    item: view, attribute: .centerX, relatedBy: .equal, toItem: bar, attribute: .centerX, multiplier: share, constant: 0)
                attach(view, to: bar, [x, view.centerYAnchor.constraint(equalTo: bar.topAnchor, constant: y)].compactMap { $0 })
            }
            let system = item["systemItem"].flatMap { systemTabItems[$0] }
            if let name = item["image"] {
                let image = barImage(name, imageSizes: imageSizes, side: 25)
                image.contentMode = .scaleAspectFit
                centred(image, at: 18.5)
            } else if let symbol = system?.symbol {
                centred(label(symbol, size: 20, color: color), at: 18.5)
            }
            if let title = item.string("title").flatMap({ $0.isEmpty ? nil : $0 }) ?? system?.title {
                centred(label(title, size: 10, weight: .medium, color: color), at: 40)
            }
        }
    }

    /// Draws a search bar's field: a rounded, lightly filled field 36 points high, 8 points in
    /// from the sides, with a magnifying glass and the text (or the grey placeholder, "Search" by
    /// default).
    ///
    /// - Parameters:
    ///   - bar: the search bar.
    ///   - text: its text, if any.
    ///   - placeholder: its placeholder, if any.
    static func addSearchField(to bar: View, text: String?, placeholder: String?) {
        let field = View()
        field.backgroundColor = Color(red: 0x76, green: 0x76, blue: 0x80, alpha: 0x1F)
        field.cornerRadius = 10
        attach(
            field, to: bar,
            [
                field.leadingAnchor.constraint(equalTo: bar.leadingAnchor, constant: 8),
                field.trailingAnchor.constraint(equalTo: bar.trailingAnchor, constant: -8),
                field.centerYAnchor.constraint(equalTo: bar.centerYAnchor), field.heightAnchor.constraint(equalToConstant: 36),
            ])
        let grey = Color(red: 0x3C, green: 0x3C, blue: 0x43, alpha: 0x99)
        let glass = label("⚲", size: 17, color: grey)
        attach(
            glass, to: field,
            [
                glass.leadingAnchor.constraint(equalTo: field.leadingAnchor, constant: 8),
                glass.centerYAnchor.constraint(equalTo: field.centerYAnchor),
            ])
        let shown = text.flatMap { $0.isEmpty ? nil : $0 }
        let words = label(shown ?? placeholder ?? "Search", size: 17, color: shown == nil ? grey : .black)
        attach(
            words, to: field,
            [
                words.leadingAnchor.constraint(equalTo: glass.trailingAnchor, constant: 6),
                words.trailingAnchor.constraint(lessThanOrEqualTo: field.trailingAnchor, constant: -8),
                words.centerYAnchor.constraint(equalTo: field.centerYAnchor),
            ])
    }

    /// The views of titled, image and custom-view items, added to the bar (spaces make none, and
    /// so does a custom view when there is no `customView`); titles in `tint`.
    private static func itemViews(
        _ items: [BarItem], in bar: View, tint: Color, imageSizes: [String: Size], customView: CustomViewMaker?
    ) throws(InterfaceBuilderError) -> [View] {
        var views: [View] = []
        for item in items {
            let view: View
            var size: [LayoutConstraint] = []
            switch item.content {
            case .title(let title, let bold):
                view = label(title, size: 17, weight: bold ? .semibold : .regular, color: tint)
            case .image(let name):
                view = barImage(name, imageSizes: imageSizes, side: 44, unknown: 24)  // at most the bar's 44 points
            case .custom(let element, let width):
                guard let customView else { continue }
                // The bar places the view (UIKit sizes it by its frame, ignoring its autoresizing).
                view = try customView(element)
                let height = BarItem.length(element.child("rect", key: "frame")?["height"]) ?? 0
                size = [
                    view.widthAnchor.constraint(equalToConstant: width), view.heightAnchor.constraint(equalToConstant: min(height, 44)),
                ]
            case .flexibleSpace, .space:
                continue
            }
            attach(view, to: bar, size)
            views.append(view)
        }
        return views
    }

    /// Places an item after `anchor`, `gap` points on, centred at `centerY` from the bar's top
    /// (the bar's centre when nil); moves `anchor` and `gap` on to the next item.
    private static func place(_ view: View, centerY: Double?, in bar: View, after anchor: inout XAxisAnchor, gap: inout Double) {
        try? LayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: anchor, constant: gap),
            centerY.map { view.centerYAnchor.constraint(equalTo: bar.topAnchor, constant: $0) }
                ?? view.centerYAnchor.constraint(equalTo: bar.centerYAnchor),
        ])
        anchor = view.trailingAnchor
        gap = itemSpacing
    }

    /// Adds a view the bar draws to `parent`, placed by `constraints` (between views of the bar,
    /// so they always hold a common ancestor).
    private static func attach(_ view: View, to parent: View, _ constraints: [LayoutConstraint]) {
        view.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(view)
        try? LayoutConstraint.activate(constraints)
    }

    /// A label of the bar's text.
    private static func label(_ text: String, size: Double, weight: FontWeight = .regular, color: Color) -> Label {
        let label = Label(text: text, fontSize: size)
        label.fontWeight = weight
        label.textColor = color
        return label
    }

    /// A bar image at its own size, at most `side` points a side (`unknown` a side when the
    /// document does not give its size).
    private static func barImage(_ name: String, imageSizes: [String: Size], side: Double, unknown: Double? = nil) -> ImageView {
        let size = imageSizes[name] ?? Size(width: unknown ?? side, height: unknown ?? side)
        let image = ImageView(image: Image(name: name, size: size))
        image.placeholderIntrinsicSize = (min(size.width, side), min(size.height, side))
        return image
    }
}
