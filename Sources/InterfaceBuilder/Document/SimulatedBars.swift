import Layout

/// The bars Interface Builder draws over a controller's view (its simulated metrics), drawn too:
/// a navigation bar with the navigation item's title and bar buttons under the status bar, a tab
/// bar (with the tab's item, as Interface Builder shows a tab) or a toolbar over the home
/// indicator. They sit on top of the view's content, as UIKit's bars do, and take no part in the
/// document's layout (their frames are fixed; they are not among its views).
final class SimulatedBar: View {
    let uikitClass: String

    /// Makes a bar with a hairline along the edge it shares with the content.
    init(uikitClass: String, frame: Rect, hairline: BarDecoration.Edge) {
        self.uikitClass = uikitClass
        super.init(frame: frame)
        autoresizingMask = [.flexibleWidth]
        backgroundColor = BarDecoration.lightBackground
        BarDecoration.addHairline(to: self, at: hairline)
    }

    override var className: String { uikitClass }

    /// The background drawn above the bar, if any (``extendBackground(up:)``).
    private var backgroundAbove: View?

    /// A navigation bar drawing a controller's navigation item (its title, large or not, and its
    /// bar buttons), for the canvas's simulated bars and the Storyboard API's container bars alike.
    ///
    /// - Parameters:
    ///   - item: the controller's `<navigationItem>`, if any.
    ///   - frame: the bar's frame in the controller's view.
    ///   - sideMargin: where the bar buttons start (the screen's system minimum margin).
    ///   - largeTitle: whether the title shows large.
    ///   - appearance: the look of the navigation controller's bar.
    ///   - imageSizes: the document's image sizes, by name.
    ///   - itemViews: the navigation item's title view and custom views, made with the scene.
    static func navigationBar(
        item: IBElement?, frame: Rect, sideMargin: Double, largeTitle: Bool, appearance: BarAppearance, imageSizes: [String: Size],
        itemViews: [ObjectIdentifier: View]
    ) -> SimulatedBar {
        let bar = SimulatedBar(uikitClass: "UINavigationBar", frame: frame, hairline: .bottom)
        bar.backgroundColor = appearance.background
        try? BarDecoration.addNavigationItem(
            item, to: bar, margin: sideMargin, appearance: appearance, imageSizes: imageSizes, largeTitle: largeTitle,
            customView: { (element: IBElement) throws(InterfaceBuilderError) -> View in
                guard let view = itemViews[ObjectIdentifier(element)] else {
                    throw InterfaceBuilderError("a navigation item's view was not made with its scene", at: element)
                }
                return view
            })
        return bar
    }

    /// A bottom bar: a tab bar showing `tabItems` (the first selected), or, with none, a toolbar.
    ///
    /// - Parameters:
    ///   - tabItems: the tabs' `<tabBarItem>`s in order, nil for a toolbar.
    ///   - frame: the bar's frame in the controller's view.
    ///   - imageSizes: the document's image sizes, by name.
    static func bottomBar(tabItems: [IBElement?]?, frame: Rect, imageSizes: [String: Size]) -> SimulatedBar {
        let bar = SimulatedBar(uikitClass: tabItems == nil ? "UIToolbar" : "UITabBar", frame: frame, hairline: .top)
        if let tabItems { BarDecoration.addTabBarItems(tabItems, selected: 0, to: bar, imageSizes: imageSizes) }
        return bar
    }

    /// Extends the bar's background `height` points above it, behind the status bar or sensor
    /// housing strip, as a navigation bar attached to the top of the screen draws its background
    /// (UIKit's `_UIBarBackground` reaches above the bar's bounds). Called again, it changes the
    /// height.
    func extendBackground(up height: Double) {
        let frame = Rect(x: 0, y: -height, width: self.frame.width, height: height)
        if let backgroundAbove {
            if backgroundAbove.frame != frame { backgroundAbove.frame = frame }
            return
        }
        let background = View(frame: frame)
        background.autoresizingMask = [.flexibleWidth]
        background.backgroundColor = backgroundColor
        insertSubview(background, at: 0)
        backgroundAbove = background
    }
}

@MainActor
extension InterfaceBuilderDocument {
    /// Adds a controller's simulated bars to its root view, where the view reaches under them.
    ///
    /// - Parameters:
    ///   - root: the controller's view, in its window.
    ///   - controller: the controller's element (for its navigation item).
    ///   - insets: the root's safe-area insets: the bars end there.
    ///   - sideMargin: where the bar buttons start (the screen's system minimum margin).
    func addSimulatedBars(
        to root: View, controller: IBElement, insets: EdgeInsets, sideMargin: Double, navigationItemViews: [ObjectIdentifier: View]
    ) {
        guard let id = controller.id, let bars = bars[id] else { return }
        let width = root.frame.width
        if bars.topHeight > 0, insets.top >= bars.topHeight {
            let item = controller.child("navigationItem", key: "navigationItem")
            // A large title shows where the canvas stored a bar tall enough for it.
            let largeTitle =
                ControllerBars.showsLargeTitle(bar: bars.navigationBar, item: item)
                && bars.topHeight >= ControllerBars.largeTitleNavigationBarHeight
            let bar = SimulatedBar.navigationBar(
                item: item, frame: Rect(x: 0, y: insets.top - bars.topHeight, width: width, height: bars.topHeight),
                sideMargin: sideMargin, largeTitle: largeTitle, appearance: BarAppearance(bars.navigationBar, item: item, color: color),
                imageSizes: imageSizes, itemViews: navigationItemViews)
            if bar.frame.minY > 0 { bar.extendBackground(up: bar.frame.minY) }
            root.addSubview(bar)
        }
        if bars.bottom > 0, insets.bottom >= bars.bottom {
            let height = insets.bottom
            // The canvas shows a tab's scene with its own item alone.
            let tabItems =
                bars.bottom == ControllerBars.tabBarHeight
                ? [bars.tabItem ?? controller.child("tabBarItem", key: "tabBarItem")] : nil
            root.addSubview(
                SimulatedBar.bottomBar(
                    tabItems: tabItems, frame: Rect(x: 0, y: root.frame.height - height, width: width, height: height),
                    imageSizes: imageSizes))
        }
    }

    /// Keeps the simulated bars where the screen has them over a root that is a scroll view (a
    /// table view controller's table): its subviews move with its content offset, while UIKit's
    /// bars are outside it.
    ///
    /// - Returns: whether a bar moved (lay out again then).
    func pinSimulatedBars(over root: View) -> Bool {
        guard let offset = (root as? ScrollView)?.contentOffset, offset != .zero else { return false }
        var moved = false
        for bar in root.subviews where bar is SimulatedBar {
            let f = bar.frame
            bar.frame = Rect(x: f.x + offset.x, y: f.y + offset.y, width: f.width, height: f.height)
            moved = true
        }
        return moved
    }
}
