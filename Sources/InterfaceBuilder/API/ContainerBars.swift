import Layout

/// The bars the container controllers between a storyboard's entry (its initial controller, or the
/// one asked for by identifier) and the controller they show first put over that controller: a
/// navigation controller's bar (unless it hides it) and toolbar (if it shows one), a tab bar
/// controller's tab bar with its tabs' items, the first selected.
///
/// LayoutSim has no container controllers of its own, so the shown controller stands in for them:
/// its safe area grows by the bars (``ViewController/additionalSafeAreaInsets``, as a container
/// sets its child's) and the bars are drawn over its view, at the edges of that safe area, after
/// every layout pass (``StoryboardViewController``).
@MainActor
struct ContainerBars {
    /// The navigation bar's element, when a navigation controller shows its bar.
    var navigationBar: IBElement?
    /// Whether a navigation controller shows the controller, its bar shown or not (a scroll view
    /// there adjusts its insets as UIKit's `automatic` behaviour does).
    var inNavigation = false
    /// Whether a navigation controller shows its toolbar (`toolbarHidden="NO"`).
    var toolbar = false
    /// Whether a tab bar controller shows the controller (in its first tab, selected).
    var tabBar = false
    /// The tab bar's items, one per tab in order: each tab's controller's `<tabBarItem>` (a
    /// navigation controller's, for one in a tab), nil for none.
    var tabItems: [IBElement?] = []

    /// Notes the bars `container` puts over what it shows first (the controller its first
    /// relationship segue leads to).
    ///
    /// - Parameters:
    ///   - container: the container controller's element.
    ///   - controllerElement: finds a controller's element by IB id (the tabs').
    mutating func add(_ container: IBElement, controllerElement: (String) -> IBElement?) {
        switch container.name {
        case "navigationController":
            inNavigation = true
            if container["navigationBarHidden"] != "YES" {
                navigationBar = container.child("navigationBar", key: "navigationBar") ?? navigationBar
            }
            if container["toolbarHidden"] == "NO" { toolbar = true }
        case "tabBarController":
            tabBar = true
            tabItems = container.children(of: "connections").filter { $0["relationship"] == "viewControllers" }.map {
                $0["destination"].flatMap(controllerElement)?.child("tabBarItem", key: "tabBarItem")
            }
        default: break
        }
    }

    /// The navigation bar's height over a controller with navigation item `item`, as UIKit gives
    /// it at run time (not the stored frame's, which is the canvas's): 96 pt showing a large title,
    /// 74 with a prompt, else 44; none without a bar.
    func topHeight(item: IBElement?) -> Double {
        guard navigationBar != nil else { return 0 }
        if showsLargeTitle(item: item) { return ControllerBars.largeTitleNavigationBarHeight }
        return item?.string("prompt") != nil ? ControllerBars.promptedNavigationBarHeight : ControllerBars.navigationBarHeight
    }

    /// Whether the navigation bar shows the title of a controller with navigation item `item` large.
    func showsLargeTitle(item: IBElement?) -> Bool {
        ControllerBars.showsLargeTitle(bar: navigationBar, item: item)
    }

    /// The bottom bars' height above the home indicator.
    var bottomHeight: Double { (tabBar ? ControllerBars.tabBarHeight : 0) + (toolbar ? ControllerBars.toolbarHeight : 0) }
}

@MainActor
extension StoryboardViewController {
    /// Shows the bars of the containers the controller is shown by: its safe area grows by them
    /// and they are drawn over its view (placed by ``placeContainerBars()``).
    ///
    /// - Parameters:
    ///   - bars: the containers' bars.
    ///   - controller: the controller's element (its navigation item).
    ///   - document: the document (its image sizes).
    ///   - device: the device the app runs on (its system minimum margin places the bar buttons;
    ///     without one, that of a screen as wide as the view).
    ///   - orientation: its orientation.
    ///   - navigationItemViews: the navigation item's views, made with the scene.
    func showContainerBars(
        _ bars: ContainerBars, controller: IBElement, document: InterfaceBuilderDocument, device: Device?, orientation: Orientation,
        navigationItemViews: [ObjectIdentifier: View]
    ) {
        guard bars.inNavigation || bars.tabBar else { return }
        let root = view!
        let item = controller.child("navigationItem", key: "navigationItem")
        let topHeight = bars.topHeight(item: item)
        additionalSafeAreaInsets = EdgeInsets(top: topHeight, left: 0, bottom: bars.bottomHeight, right: 0)
        // A table view controller's table, say, or a scroll view that is the view's first
        // subview, starts its content below the bars, as UIKit's automatic adjustment does in a
        // container.
        contentScrollView?.isUnderContainerBars = true
        // Placed at the safe area's edges after each layout pass (`placeContainerBars`).
        if topHeight > 0 {
            let bar = SimulatedBar.navigationBar(
                item: item, frame: Rect(x: 0, y: 0, width: root.frame.width, height: topHeight),
                sideMargin: device?.systemMinimumLayoutMargins(orientation).left
                    ?? Device.systemMinimumSideMargin(screenWidth: root.frame.width),
                largeTitle: bars.showsLargeTitle(item: item),
                appearance: BarAppearance(bars.navigationBar, item: item, color: document.color),
                imageSizes: document.imageSizes, itemViews: navigationItemViews)
            root.addSubview(bar)
            containerTopBar = bar
        }
        if bars.bottomHeight > 0 {
            let bar = SimulatedBar.bottomBar(
                tabItems: bars.tabBar ? bars.tabItems : nil, frame: Rect(x: 0, y: 0, width: root.frame.width, height: bars.bottomHeight),
                imageSizes: document.imageSizes)
            root.addSubview(bar)
            containerBottomBar = bar
        }
    }

    /// Puts the container bars at the edges of the view's safe area, where the screen has them: the
    /// navigation bar under the status bar (its background reaching up behind it), the bottom bar
    /// over the home indicator; over a scroll view, where its content offset has scrolled to.
    func placeContainerBars() {
        guard containerTopBar != nil || containerBottomBar != nil, let root = view else { return }
        let insets = root.safeAreaInsets, width = root.frame.width
        let offset = (root as? ScrollView)?.contentOffset ?? .zero
        if let bar = containerTopBar {
            let y = max(0, insets.top - bar.frame.height)
            bar.frame = Rect(x: offset.x, y: offset.y + y, width: width, height: bar.frame.height)
            bar.extendBackground(up: y)
        }
        if let bar = containerBottomBar {
            let height = max(insets.bottom, bar.frame.height)
            bar.frame = Rect(x: offset.x, y: offset.y + root.frame.height - height, width: width, height: height)
        }
    }
}
