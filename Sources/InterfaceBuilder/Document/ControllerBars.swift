/// The bars a storyboard shows over a view controller's view: a navigation bar when it is in a
/// navigation controller (as its root or pushed), a tab bar or toolbar at the bottom.
struct ControllerBars {
    /// UIKit's bar heights: a navigation bar's and a toolbar's 44 pt, a tab bar's 49 pt above the
    /// home indicator, a navigation bar with a prompt 74 pt, one showing a large title 96 pt.
    static let navigationBarHeight = 44.0, toolbarHeight = 44.0, tabBarHeight = 49.0, promptedNavigationBarHeight = 74.0
    static let largeTitleNavigationBarHeight = 96.0

    /// Whether a navigation bar shows a controller's title large: the bar prefers large titles
    /// (`largeTitles="YES"` on the navigation controller's bar) and the controller's navigation
    /// item does not refuse them (`largeTitleDisplayMode="never"`).
    static func showsLargeTitle(bar: IBElement?, item: IBElement?) -> Bool {
        bar?["largeTitles"] == "YES" && item?["largeTitleDisplayMode"] != "never"
    }

    /// Where a stored navigation bar ends, from the top of the screen (status bar included), or nil.
    var top: Double?
    /// The height of a bar the controller simulates itself, under the device's status bar (0 for none).
    var simulatedTop = 0.0
    /// The navigation bar's own height (44, a stored bar's height), 0 for none.
    var topHeight = 0.0
    /// The tab bar's or toolbar's height above the home indicator (0 for none).
    var bottom = 0.0
    /// Whether the navigation bar is opaque (`translucent="NO"`): a shorter view starts below it.
    var topOpaque = false
    /// Whether a navigation controller shows the controller (as its root or pushed), its bar shown
    /// or not: a scroll view there adjusts its insets as UIKit's `automatic` behaviour does.
    var inNavigation = false
    /// The navigation controller's `<navigationBar>`, whose look (and preference for large
    /// titles) the bar takes.
    var navigationBar: IBElement?
    /// The `<tabBarItem>` the tab bar shows: that of the tab the controller is in (its own, or its
    /// navigation controller's), as Interface Builder shows a tab's scenes.
    var tabItem: IBElement?

    /// The top inset under these bars on a screen whose status bar is `statusBar` high: a stored
    /// navigation bar's bottom on the document's own canvas; on another device (`onOtherDevice`),
    /// the bar sits under that device's status bar, as at run time.
    func topInset(statusBar: Double, onOtherDevice: Bool) -> Double {
        guard let top else { return statusBar + simulatedTop }
        return onOtherDevice ? statusBar + topHeight : top
    }

    /// Where a stored navigation bar ends: its frame's bottom. A bar stored at y = 0 sits under the
    /// status bar in a document without a device (Interface Builder drew a 20 pt status bar above
    /// it) and at the top of the screen (no status bar, as in a sheet) in one with a device.
    static func barBottom(_ bar: IBElement?, hasDevice: Bool) -> Double {
        let y = bar?.child("rect", key: "frame")?["y"].flatMap(Double.init) ?? 0
        return (y > 0 ? y : hasDevice ? 0 : 20) + barHeight(bar)
    }

    /// A stored navigation bar's height: its frame's, or 44 where the frame is none a bar has (the
    /// 1000 x 1000 Xcode writes for a bar its canvas never laid out, as in the split view template).
    static func barHeight(_ bar: IBElement?) -> Double {
        let height = bar?.child("rect", key: "frame")?["height"].flatMap(Double.init) ?? navigationBarHeight
        return height > 0 && height <= tallestBar ? height : navigationBarHeight
    }

    /// The tallest navigation bar a storyboard stores: a large title with a prompt and a search
    /// field stays well under it.
    private static let tallestBar = 200.0

    /// The bars of every controller of a storyboard, by controller id: from the navigation and tab
    /// bar controllers' relationship segues, carried along show and push segues, and from the
    /// simulated metrics a controller names itself.
    static func find(in document: IBElement, hasDevice: Bool) -> [String: ControllerBars] {
        var controllers: [String: IBElement] = [:]
        for scene in document.children(of: "scenes") {
            for object in scene.children(of: "objects") where object.id != nil && object.name.hasSuffix("Controller") {
                controllers[object.id!] = object
            }
        }
        var bars: [String: ControllerBars] = [:]
        var work: [(String, ControllerBars)] = []
        func segues(from controller: IBElement, _ body: (IBElement) -> Void) {
            controller.forEachDescendant { if $0.name == "segue", $0["destination"] != nil { body($0) } }
        }
        for (id, c) in controllers {
            var own = ControllerBars()
            if let m = c.child("simulatedNavigationBarMetrics", key: "simulatedTopBarMetrics") {
                own.simulatedTop = m["prompted"] == "YES" ? promptedNavigationBarHeight : navigationBarHeight
                own.topHeight = own.simulatedTop
            }
            if c.child("simulatedTabBarMetrics", key: "simulatedBottomBarMetrics") != nil { own.bottom = tabBarHeight }
            if c.child("simulatedToolbarMetrics", key: "simulatedBottomBarMetrics") != nil { own.bottom = toolbarHeight }
            if own.simulatedTop > 0 || own.bottom > 0 { work.append((id, own)) }
            switch c.name {
            case "navigationController":
                // "Shows Navigation Bar" off (`navigationBarHidden`): the controllers it shows get
                // no bar, on the canvas as at run time.
                let bar = c["navigationBarHidden"] == "YES" ? nil : c.child("navigationBar", key: "navigationBar")
                let toolbar = c["toolbarHidden"] == "NO" ? toolbarHeight : 0
                segues(from: c) { s in
                    if s["relationship"] == "rootViewController" {
                        var bars = ControllerBars(top: nil, bottom: toolbar)
                        bars.inNavigation = true
                        if let bar {
                            bars.top = barBottom(bar, hasDevice: hasDevice)
                            bars.topHeight = barHeight(bar)
                            bars.topOpaque = bar["translucent"] == "NO"
                            bars.navigationBar = bar
                        }
                        work.append((s["destination"]!, bars))
                    }
                }
            case "tabBarController":
                // A tab bar is 49 pt over the home indicator; a stored frame may include the indicator.
                let stored = c.child("tabBar", key: "tabBar")?.child("rect", key: "frame")?["height"].flatMap(Double.init) ?? tabBarHeight
                let height = min(stored, tabBarHeight)
                segues(from: c) { s in
                    if s["relationship"] == "viewControllers" {
                        let tab = s["destination"]!
                        var bars = ControllerBars(top: nil, bottom: height)
                        bars.tabItem = controllers[tab]?.child("tabBarItem", key: "tabBarItem")
                        work.append((tab, bars))
                    }
                }
            default: break
            }
        }
        // Carry the bars down: a navigation controller's root and a split view's columns get its tab
        // bar, a pushed controller its navigation bar.
        var visited = 0
        while let (id, incoming) = work.popLast(), visited < 100_000 {
            visited += 1
            var merged = bars[id] ?? ControllerBars()
            let before = merged
            if let t = incoming.top { merged.top = max(merged.top ?? 0, t) }
            merged.simulatedTop = max(merged.simulatedTop, incoming.simulatedTop)
            merged.bottom = max(merged.bottom, incoming.bottom)
            merged.topOpaque = merged.topOpaque || incoming.topOpaque
            merged.inNavigation = merged.inNavigation || incoming.inNavigation
            merged.topHeight = max(merged.topHeight, incoming.topHeight)
            merged.tabItem = merged.tabItem ?? incoming.tabItem
            merged.navigationBar = merged.navigationBar ?? incoming.navigationBar
            guard
                merged.top != before.top || merged.simulatedTop != before.simulatedTop || merged.bottom != before.bottom
                    || merged.topOpaque != before.topOpaque || merged.inNavigation != before.inNavigation
                    || merged.tabItem !== before.tabItem || merged.navigationBar !== before.navigationBar || bars[id] == nil
            else { continue }
            bars[id] = merged
            guard let c = controllers[id] else { continue }
            segues(from: c) { s in
                let dest = s["destination"]!
                if ControllerBars.fillsContainer(c.name, relationship: s["relationship"]) {
                    var inner = ControllerBars(top: nil, bottom: merged.bottom)
                    // A tab bar controller's tabs show their own items (set where the tabs are found).
                    if c.name != "tabBarController" { inner.tabItem = merged.tabItem }
                    work.append((dest, inner))
                } else if ["show", "push"].contains(s["kind"] ?? ""), merged.top != nil || merged.simulatedTop > 0 || merged.inNavigation {
                    work.append((dest, merged))
                }
            }
        }
        return bars
    }

    /// Whether a container's child by this relationship fills the container, so the bottom bar over
    /// the container is over the child: a navigation controller's root, a tab bar controller's tabs,
    /// a split view controller's columns.
    private static func fillsContainer(_ container: String, relationship: String?) -> Bool {
        switch (container, relationship) {
        case ("navigationController", "rootViewController"), ("tabBarController", "viewControllers"),
            ("splitViewController", "masterViewController"), ("splitViewController", "detailViewController"):
            true
        default: false
        }
    }
}
