import Foundation
import InterfaceBuilder
import Layout
import Testing

/// The bars a storyboard's containers put over the controller `Storyboard` gives for them.
@Suite("Storyboard: the controller a container shows first comes under the container's bars, its safe area inside them")
struct ContainerBarsTests {
    /// A controller `id` whose view holds `top`, pinned to the safe area's top, and `bottom`,
    /// pinned to its bottom.
    static func content(_ id: String, identifier: String, title: String, itemAttributes: String = "") -> String {
        """
        <viewController id="\(id)" storyboardIdentifier="\(identifier)" sceneMemberID="viewController">
            <view key="view" contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
                    \(Documents.view("top", (0, 103, 393, 10)))
                    \(Documents.view("bottom", (0, 759, 393, 10)))
                </subviews>
                <viewLayoutGuide key="safeArea" id="safe"/>
                <constraints>
                    <constraint firstItem="top" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c1"/>
                    <constraint firstItem="top" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
                    <constraint firstItem="top" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="c3"/>
                    <constraint firstItem="top" firstAttribute="height" constant="10" id="c4"/>
                    <constraint firstItem="bottom" firstAttribute="bottom" secondItem="safe" secondAttribute="bottom" id="c5"/>
                    <constraint firstItem="bottom" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c6"/>
                    <constraint firstItem="bottom" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="c7"/>
                    <constraint firstItem="bottom" firstAttribute="height" constant="10" id="c8"/>
                </constraints>
            </view>
            <navigationItem key="navigationItem" title="\(title)" \(itemAttributes) id="\(id)-item"/>
            <tabBarItem key="tabBarItem" title="Feed" id="\(id)-tab"/>
        </viewController>
        """
    }

    /// Makes the storyboard's controller (`identifier`, else the initial one) and lays it out in an
    /// iPhone 15 window (59 pt status bar strip, 34 pt home indicator strip).
    static func shown(
        _ container: String, initial: String, identifier: String? = nil, others: [String] = [], itemAttributes: String = ""
    ) throws -> (StoryboardViewController, Window) {
        let data = Documents.storyboard(
            initial: initial, device: "retina6_12", safeAreas: true,
            controllers: [container, content("list", identifier: "List", title: "Inbox", itemAttributes: itemAttributes)] + others)
        let storyboard = try Storyboard(document: InterfaceBuilderDocument(data: data, name: "Main.storyboard"))
        let controller =
            try identifier.map { try storyboard.instantiateViewController(withIdentifier: $0) }
            ?? #require(try storyboard.instantiateInitialViewController())
        let window = Window(device: .iPhone15, logSink: { _ in })
        window.rootViewController = controller
        window.layoutIfNeeded()
        return (controller, window)
    }

    static func bar(_ className: String, in controller: StoryboardViewController) -> View? {
        controller.view.subviews.first { $0.className == className }
    }

    static func labelTexts(in view: View) -> Set<String> {
        var texts = Set<String>()
        view.forEachInSubtree { if let label = $0 as? Label, let text = label.text { texts.insert(text) } }
        return texts
    }

    @Test("a navigation controller's root: under the 44 pt bar with its title, the safe area starting below it")
    func navigationBar() throws {
        let (controller, window) = try Self.shown(Documents.navigationController(showing: "list", barY: 59, width: 393), initial: "nav")
        #expect(window.log.isEmpty)
        #expect(controller.identifier == "List" && controller.additionalSafeAreaInsets.top == 44)
        #expect(controller.view.subviews.first { $0.frame.height == 10 }?.frame.minY == 103)  // 59 + 44
        let bar = try #require(Self.bar("UINavigationBar", in: controller))
        #expect(bar.frame == Rect(x: 0, y: 59, width: 393, height: 44))
        #expect(Self.labelTexts(in: bar).contains("Inbox"))
        // The bar's background reaches up behind the status bar, as UIKit's does.
        #expect(bar.subviews.contains { $0.frame == Rect(x: 0, y: -59, width: 393, height: 59) })
    }

    @Test("a navigation controller that hides its bar puts none over its root: the safe area starts under the status bar")
    func hiddenNavigationBar() throws {
        let container = Documents.navigationController(showing: "list", barY: 59, width: 393)
            .replacingOccurrences(
                of: #"<navigationController id="nav""#, with: #"<navigationController navigationBarHidden="YES" id="nav""#)
        let (controller, _) = try Self.shown(container, initial: "nav")
        #expect(controller.additionalSafeAreaInsets == .zero && Self.bar("UINavigationBar", in: controller) == nil)
        #expect(controller.view.subviews.first { $0.frame.height == 10 }?.frame.minY == 59)
    }

    @Test(
        "a tab bar controller's first tab: over the 49 pt tab bar with every tab's item in an equal share, the first selected; the safe area ends above it"
    )
    func tabBar() throws {
        let container = """
            <tabBarController id="tabs" sceneMemberID="viewController">
                <tabBar key="tabBar" contentMode="scaleToFill" id="tb">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="49"/>
                </tabBar>
                <connections>
                    <segue destination="list" kind="relationship" relationship="viewControllers" id="t1"/>
                    <segue destination="settings" kind="relationship" relationship="viewControllers" id="t2"/>
                </connections>
            </tabBarController>
            """
        let settings = """
            <viewController id="settings" sceneMemberID="viewController">
                <tabBarItem key="tabBarItem" title="Settings" id="settings-tab"/>
            </viewController>
            """
        let (controller, _) = try Self.shown(container, initial: "tabs", others: [settings])
        #expect(controller.identifier == "List" && controller.additionalSafeAreaInsets.bottom == 49)
        let bar = try #require(Self.bar("UITabBar", in: controller))
        #expect(bar.frame == Rect(x: 0, y: 769, width: 393, height: 83))  // 49 over the 34 pt home indicator
        #expect(controller.view.subviews.first { $0.frame.height == 10 && $0.frame.minY > 400 }?.frame.maxY == 769)
        var titles: [String: Label] = [:]
        bar.forEachInSubtree { if let label = $0 as? Label, let text = label.text { titles[text] = label } }
        let feed = try #require(titles["Feed"]), other = try #require(titles["Settings"])
        // Centred in their halves, within a pixel of the iPhone 15's 3x grid.
        #expect(abs(feed.frame.midX - 393.0 / 4) <= 1.0 / 3 && abs(other.frame.midX - 393.0 * 3 / 4) <= 1.0 / 3)
        #expect(feed.textColor != other.textColor)  // the selected tab is tinted, the other grey
    }

    @Test("a controller asked for by its own identifier comes without the bars of the container that shows it, as UIKit's")
    func ownIdentifier() throws {
        let (controller, _) = try Self.shown(
            Documents.navigationController(showing: "list", barY: 59, width: 393), initial: "nav", identifier: "List")
        #expect(controller.additionalSafeAreaInsets == .zero && Self.bar("UINavigationBar", in: controller) == nil)
        #expect(controller.view.subviews.first { $0.frame.height == 10 }?.frame.minY == 59)
    }

    @Test("a table view controller in a navigation controller: its content starts below the bar, which stays over the screen's top")
    func tableUnderNavigationBar() throws {
        let storyboard = try Storyboard(document: InterfaceBuilderDocument(data: BarTests.tableInNavigation, name: "Main.storyboard"))
        let controller = try #require(try storyboard.instantiateInitialViewController())
        let window = Window(device: .iPhone15, logSink: { _ in })
        window.rootViewController = controller
        window.layoutIfNeeded()
        let table = try #require(controller.view as? ScrollView)
        #expect(table.adjustedContentInset.top == 103 && table.contentOffset.y == -103)
        let bar = try #require(Self.bar("UINavigationBar", in: controller))
        #expect(bar.frame.minY - table.contentOffset.y == 59 && bar.frame.height == 44)
        #expect(window.log.isEmpty)
    }

    @Test(
        "the bar's height at run time: 96 pt with a large title (34 pt bold at the margin), 44 where the item refuses it, 74 with a prompt",
        arguments: [
            ("large titles", #"largeTitles="YES""#, "", 96.0, 34.0),
            ("large titles, refused by the item", #"largeTitles="YES""#, #"largeTitleDisplayMode="never""#, 44, 17),
            ("a prompt", "", #"prompt="Choose a mailbox""#, 74, 17),
        ])
    func barHeights(_ name: String, barAttributes: String, itemAttributes: String, height: Double, titleSize: Double) throws {
        let container = Documents.navigationController(showing: "list", barY: 59, width: 393)
            .replacingOccurrences(
                of: #"<navigationBar key="navigationBar""#, with: #"<navigationBar key="navigationBar" \#(barAttributes)"#)
        let (controller, _) = try Self.shown(container, initial: "nav", itemAttributes: itemAttributes)
        #expect(controller.additionalSafeAreaInsets.top == height, "\(name)")
        #expect(controller.view.subviews.first { $0.frame.height == 10 }?.frame.minY == 59 + height, "\(name)")
        let bar = try #require(Self.bar("UINavigationBar", in: controller))
        var title: Label?
        bar.forEachInSubtree { if let label = $0 as? Label, label.text == "Inbox" { title = label } }
        #expect(title?.fontSize == titleSize, "\(name)")
        if titleSize == 34 { #expect(title?.frame.minX == 16 && (title?.frame.minY ?? 0) >= 44, "\(name)") }
        if height == 74 {
            // The prompt in the bar's first 30 points, the title in the 44 under it.
            var prompt: Label?
            bar.forEachInSubtree { if let label = $0 as? Label, label.text == "Choose a mailbox" { prompt = label } }
            #expect(abs((prompt?.frame.midY ?? 0) - 15) <= 0.5 && abs((title?.frame.midY ?? 0) - 52) <= 0.5, "\(name)")
        }
    }
}
