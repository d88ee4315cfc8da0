import Foundation
import InterfaceBuilder
import Layout
import Testing

/// The labels drawn inside a bar, by text, with their frames in the bar.
@MainActor
private func labels(in bar: View) -> [String: (frame: Rect, label: Label)] {
    var found: [String: (Rect, Label)] = [:]
    var stack = bar.subviews
    while let view = stack.popLast() {
        if let label = view as? Label, let text = label.text {
            found[text] = (Rect(origin: label.convert(Point(x: 0, y: 0), to: bar), size: label.frame.size), label)
        }
        stack += view.subviews
    }
    return found
}

@Suite("Bars Interface Builder draws: navigation items, toolbar items and search fields, as UIKit shows them")
@MainActor
struct BarTests {
    /// A navigation bar 44 pt high under the iPhone 15's status bar, holding `item`.
    static func navigationBar(_ item: String) -> Data {
        Documents.storyboard(
            subviews: Documents.view(
                "bar", (0, 59, 393, 44), element: "navigationBar", inner: "<items>\(item)</items>"),
            constraints: """
                <constraint firstItem="bar" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c1"/>
                <constraint firstItem="bar" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="c2"/>
                <constraint firstItem="bar" firstAttribute="trailing" secondItem="safe" secondAttribute="trailing" id="c3"/>
                """)
    }

    @Test("a navigation bar centres its item's title (17 pt semibold) and puts its bar buttons at the 16 pt margins")
    func navigationItem() throws {
        let laidOut = try Documents.layOut(
            Self.navigationBar(
                """
                <navigationItem title="Settings" id="n1">
                    <barButtonItem key="leftBarButtonItem" systemItem="cancel" id="b1"/>
                    <barButtonItem key="rightBarButtonItem" style="done" systemItem="save" id="b2"/>
                </navigationItem>
                """))
        let bar = try #require(laidOut.views["bar"])
        #expect(laidOut.frames["bar"] == Rect(x: 0, y: 59, width: 393, height: 44))
        #expect(bar.backgroundColor == Color(red: 0xF9, green: 0xF9, blue: 0xF9, alpha: 0xF0))
        let found = labels(in: bar)
        let title = try #require(found["Settings"]), cancel = try #require(found["Cancel"]), save = try #require(found["Save"])
        // Centred, on the 3x pixel grid: each edge moves at most half a pixel.
        #expect(abs(title.frame.midX - 196.5) <= 1.0 / 6 + 1e-9 && abs(title.frame.midY - 22) <= 1.0 / 6 + 1e-9)
        #expect(title.label.fontWeight == .semibold && title.label.textColor == .black)
        #expect(cancel.frame.minX == 16 && abs(cancel.frame.midY - 22) < 0.01 && cancel.label.fontWeight == .regular)
        #expect(abs(save.frame.maxX - (393 - 16)) < 0.01 && save.label.fontWeight == .semibold)
        #expect(cancel.label.textColor == Color(red: 0, green: 122, blue: 255))
        // What the bar draws is not among the document's views.
        #expect(laidOut.order == ["root", "bar"])
    }

    struct ItemCase: CustomTestStringConvertible {
        let item: String
        let shown: String
        let bold: Bool
        var testDescription: String { "\(item) shows \"\(shown)\"" }
    }

    @Test(
        "bar button items show their title, or the word or symbol of their system item (the done style and item are semibold)",
        arguments: [
            ItemCase(item: #"title="Options""#, shown: "Options", bold: false),
            ItemCase(item: #"title="Finish" style="done""#, shown: "Finish", bold: true),
            ItemCase(item: #"systemItem="done""#, shown: "Done", bold: true),
            ItemCase(item: #"systemItem="edit""#, shown: "Edit", bold: false),
            ItemCase(item: #"systemItem="add""#, shown: "+", bold: false),
            ItemCase(item: #"systemItem="refresh""#, shown: "↻", bold: false),
            ItemCase(item: #"systemItem="pageCurl""#, shown: "PageCurl", bold: false),
        ])
    func itemTitles(_ c: ItemCase) throws {
        let laidOut = try Documents.layOut(
            Self.navigationBar(
                #"<navigationItem id="n1"><barButtonItem key="rightBarButtonItem" \#(c.item) id="b1"/></navigationItem>"#))
        let found = labels(in: try #require(laidOut.views["bar"]))
        let label = try #require(found[c.shown], "\(found.keys.sorted())")
        #expect(label.label.fontWeight == (c.bold ? .semibold : .regular))
    }

    /// A toolbar along the bottom of the iPhone 15's safe area holding `items`.
    static func toolbar(_ items: String, style: String = "") -> Data {
        Documents.storyboard(
            subviews: Documents.view("tools", (0, 769, 393, 49), element: "toolbar", inner: "<items>\(items)</items>")
                .replacingOccurrences(of: "<toolbar ", with: "<toolbar \(style) "),
            constraints: """
                <constraint firstItem="tools" firstAttribute="bottom" secondItem="safe" secondAttribute="bottom" id="c1"/>
                <constraint firstItem="tools" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
                <constraint firstItem="tools" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="c3"/>
                <constraint firstItem="tools" firstAttribute="height" constant="49" id="c4"/>
                """)
    }

    @Test("toolbar items start at the leading margin, 8 pt apart, when no flexible space spreads them")
    func toolbarWithoutFlexibleSpace() throws {
        let laidOut = try Documents.layOut(
            Self.toolbar(#"<barButtonItem title="Remove" id="i1"/><barButtonItem systemItem="trash" id="i2"/>"#))
        let found = labels(in: try #require(laidOut.views["tools"]))
        let remove = try #require(found["Remove"]), trash = try #require(found["Trash"])
        #expect(remove.frame.minX == 16 && abs(remove.frame.midY - 24.5) < 0.01)
        #expect(abs(trash.frame.minX - (remove.frame.maxX + 8)) < 0.01)
    }

    @Test(
        "a fixed space keeps its width between items; a width that is no finite number counts as the default 8 pt, a negative one as 0",
        arguments: [("20", 20.0), ("nan", 8), ("-5", 0), ("1e300", 1_000_000), ("", 8)])
    func fixedSpace(width: String, expected: Double) throws {
        let laidOut = try Documents.layOut(
            Self.toolbar(
                #"<barButtonItem title="A" id="i1"/><barButtonItem systemItem="fixedSpace" width="\#(width)" id="i2"/><barButtonItem title="B" id="i3"/>"#
            ))
        let found = labels(in: try #require(laidOut.views["tools"]))
        let a = try #require(found["A"]), b = try #require(found["B"])
        #expect(abs(b.frame.minX - (a.frame.maxX + 8 + expected + 8)) < 0.01)
    }

    @Test("flexible spaces share the toolbar's room: a custom view between two sits in the middle, where Xcode stores it")
    func toolbarCustomViewBetweenFlexibleSpaces() throws {
        let laidOut = try Documents.layOut(
            Self.toolbar(
                """
                <barButtonItem style="plain" systemItem="flexibleSpace" id="f1"/>
                <barButtonItem style="plain" id="i1">
                    <slider key="customView" opaque="NO" contentMode="scaleToFill" value="0.5" minValue="0.0" maxValue="1" id="s1">
                        <rect key="frame" x="94.5" y="9" width="204" height="31"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    </slider>
                </barButtonItem>
                <barButtonItem style="plain" systemItem="flexibleSpace" id="f2"/>
                """, style: #"barStyle="black""#))
        // The slider is a view of the document, at its stored frame (alignment rectangle: a slider's
        // frame), centred: 94.5 pt rounds to the iPhone 15's 3x pixel grid (284 px).
        #expect(laidOut.frames["s1"] == Rect(x: 284.0 / 3, y: 769 + 9, width: 204, height: 31))
        #expect(laidOut.views["tools"]?.backgroundColor == Color(red: 0x16, green: 0x16, blue: 0x16, alpha: 0xF0))
    }

    struct SearchCase: CustomTestStringConvertible {
        let attributes: String
        let shown: String
        let placeholderGrey: Bool
        let background: Bool
        var testDescription: String { "searchBar \(attributes)" }
    }

    @Test(
        "a search bar shows its text, else its placeholder or \"Search\" in grey, in a rounded field; the minimal style has no bar background",
        arguments: [
            SearchCase(attributes: "", shown: "Search", placeholderGrey: true, background: true),
            SearchCase(attributes: #"placeholder="Find a place""#, shown: "Find a place", placeholderGrey: true, background: true),
            SearchCase(attributes: #"text="Paris" placeholder="Find""#, shown: "Paris", placeholderGrey: false, background: true),
            SearchCase(attributes: #"searchBarStyle="minimal""#, shown: "Search", placeholderGrey: true, background: false),
        ])
    func searchBar(_ c: SearchCase) throws {
        let data = Documents.storyboard(
            subviews: Documents.view("search", (0, 59, 393, 56), element: "searchBar")
                .replacingOccurrences(of: "<searchBar ", with: "<searchBar \(c.attributes) "),
            constraints: """
                <constraint firstItem="search" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c1"/>
                <constraint firstItem="search" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
                <constraint firstItem="search" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="c3"/>
                """)
        let laidOut = try Documents.layOut(data)
        let bar = try #require(laidOut.views["search"])
        #expect(laidOut.frames["search"] == Rect(x: 0, y: 59, width: 393, height: 56))
        #expect((bar.backgroundColor != nil) == c.background)
        let field = try #require(bar.subviews.first)
        #expect(field.frame == Rect(x: 8, y: 10, width: 377, height: 36) && field.cornerRadius == 10)
        let text = try #require(labels(in: bar)[c.shown])
        #expect((text.label.textColor != .black) == c.placeholderGrey)
    }

    @Test("the simulated navigation bar over a controller's view shows its navigation item's title and bar buttons")
    func simulatedNavigationBar() throws {
        let data = Documents.storyboard(
            subviews: "", constraints: "",
            controller: """
                <navigationItem key="navigationItem" title="Inbox" id="n1">
                    <barButtonItem key="rightBarButtonItem" systemItem="compose" id="b1"/>
                    <leftBarButtonItems>
                        <barButtonItem title="Edit" id="b2"/>
                        <barButtonItem title="Filter" id="b3"/>
                    </leftBarButtonItems>
                </navigationItem>
                <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>
                """)
        let laidOut = try Documents.layOut(data)
        let root = try #require(laidOut.views["root"])
        let bar = try #require(root.subviews.first { $0.className == "UINavigationBar" })
        #expect(bar.frame == Rect(x: 0, y: 59, width: 393, height: 44))
        let found = labels(in: bar)
        let edit = try #require(found["Edit"]), filter = try #require(found["Filter"])
        #expect(edit.frame.minX == 16 && abs(filter.frame.minX - (edit.frame.maxX + 8)) < 0.01)
        #expect(found["Inbox"] != nil && found["✎"] != nil)
    }

    @Test(
        "the simulated navigation bar shows its item's title view in place of the title, centred at its stored size, and its items' custom views; the document's frames do not list them, outlets reach them"
    )
    func simulatedBarCustomViews() throws {
        let data = Documents.storyboard(
            subviews: "", constraints: "",
            controller: """
                <navigationItem key="navigationItem" title="Hidden" id="n1">
                    <segmentedControl key="titleView" opaque="NO" contentMode="scaleToFill" segmentControlStyle="bar" selectedSegmentIndex="0" id="seg">
                        <rect key="frame" x="20" y="7" width="201" height="30"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        <segments>
                            <segment title="First"/>
                            <segment title="Second"/>
                        </segments>
                    </segmentedControl>
                    <barButtonItem key="rightBarButtonItem" id="b1">
                        <view key="customView" contentMode="scaleToFill" id="badge">
                            <rect key="frame" x="0.0" y="0.0" width="30" height="30"/>
                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        </view>
                    </barButtonItem>
                </navigationItem>
                <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>
                <connections>
                    <outlet property="modeControl" destination="seg" id="o1"/>
                </connections>
                """)
        let laidOut = try Documents.layOut(data)
        let root = try #require(laidOut.views["root"])
        let bar = try #require(root.subviews.first { $0.className == "UINavigationBar" })
        let segmented = try #require(bar.subviews.first { $0 is SegmentedControl })
        #expect(segmented.frame == Rect(x: 96, y: 7, width: 201, height: 30))
        #expect(labels(in: bar)["Hidden"] == nil, "the title view takes the title's place")
        let badge = try #require(bar.subviews.first { $0.frame.size == Size(width: 30, height: 30) })
        #expect(badge.frame.maxX == 393 - 16)
        #expect(laidOut.frames["seg"] == nil && laidOut.frames["badge"] == nil && laidOut.order == ["root"])
        let storyboard = try Storyboard(document: InterfaceBuilderDocument(data: data, name: "Test.storyboard"))
        let controller = try #require(try storyboard.instantiateInitialViewController())
        #expect(controller[outlet: "modeControl"] is SegmentedControl)
    }

    /// A navigation controller around a table view controller whose table holds one prototype cell,
    /// stored 28 pt down its content, as Xcode stores it under the "Prototype Cells" header.
    static let tableInNavigation = Documents.storyboard(
        initial: "nav", device: "retina6_12", safeAreas: true,
        controllers: [
            Documents.navigationController(showing: "list", barY: 59, width: 393),
            """
            <tableViewController id="list" sceneMemberID="viewController">
                <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" style="plain" rowHeight="44" id="table">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <prototypes>
                        <tableViewCell contentMode="scaleToFill" reuseIdentifier="Row" id="cell">
                            <rect key="frame" x="0.0" y="28" width="393" height="44"/>
                            <autoresizingMask key="autoresizingMask"/>
                            <tableViewCellContentView key="contentView" contentMode="center" tableViewCell="cell" id="content">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="44"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </tableViewCellContentView>
                        </tableViewCell>
                    </prototypes>
                </tableView>
                <navigationItem key="navigationItem" title="Countries" id="ni"/>
            </tableViewController>
            """,
        ])

    @Test(
        "a table view controller under a navigation bar starts its table's content below the bar, as UIKit adjusts a container-shown scroll view; the canvas draws its prototype cell there"
    )
    func tableContentBelowTheBar() throws {
        let document = try InterfaceBuilderDocument(data: Self.tableInNavigation, name: "Main.storyboard")
        let laidOut = try document.layOut(try #require(document.hierarchies.first { $0.rootID == "table" }), contentSize: .stored)
        let table = try #require(laidOut.views["table"] as? ScrollView)
        #expect(table.adjustedContentInset.top == 103 && table.contentOffset.y == -103)
        #expect(laidOut.frames["table"] == Rect(x: 0, y: 0, width: 393, height: 852))
        // The canvas draws the prototype cell in the table, 28 pt below the bar, clear of its safe
        // area; the cell is a hierarchy of its own, not listed here.
        let cell = try #require(table.subviews.first { $0.className == "UITableViewCell" })
        #expect(cell.frame == Rect(x: 0, y: 28, width: 393, height: 44) && cell.safeAreaInsets == .zero)
        #expect(laidOut.order == ["table"] && laidOut.frames["cell"] == nil)
        // The simulated bar stays over the screen's top, whatever the table's offset.
        let bar = try #require(table.subviews.first { $0.className == "UINavigationBar" })
        #expect(bar.frame.minY - table.contentOffset.y == 59)
        // A table made for code to fill starts empty, as UIKit loads it.
        let storyboard = try Storyboard(document: document)
        let loaded = try #require(try storyboard.instantiateInitialViewController())
        #expect(loaded.view.subviews.allSatisfy { $0.className != "UITableViewCell" })
    }

    /// A navigation controller around a plain controller whose view holds a scroll view pinned to
    /// its edges, first among its subviews or after a badge; its short content view preserves the
    /// scroll view's margins and holds a box at its top margin (stored 8 pt down, as in
    /// kharrison/CodeExamples' Validate and DynamicText storyboards).
    static func scrollInPlainView(scrollFirst: Bool) -> Data {
        let badge = #"<view contentMode="scaleToFill" id="badge"><rect key="frame" x="300" y="700" width="40" height="40"/></view>"#
        let scroll = """
            <scrollView clipsSubviews="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                <subviews>
                    <view contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" translatesAutoresizingMaskIntoConstraints="NO" id="content">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="116"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                <rect key="frame" x="8" y="8" width="377" height="100"/>
                                <constraints><constraint firstAttribute="height" constant="100" id="bh"/></constraints>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="box" firstAttribute="top" secondItem="content" secondAttribute="topMargin" id="b1"/>
                            <constraint firstItem="box" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="b2"/>
                            <constraint firstAttribute="trailingMargin" secondItem="box" secondAttribute="trailing" id="b3"/>
                            <constraint firstAttribute="bottomMargin" secondItem="box" secondAttribute="bottom" id="b4"/>
                        </constraints>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="content" firstAttribute="top" secondItem="cg" secondAttribute="top" id="c1"/>
                    <constraint firstItem="content" firstAttribute="leading" secondItem="cg" secondAttribute="leading" id="c2"/>
                    <constraint firstItem="content" firstAttribute="trailing" secondItem="cg" secondAttribute="trailing" id="c3"/>
                    <constraint firstItem="content" firstAttribute="bottom" secondItem="cg" secondAttribute="bottom" id="c4"/>
                    <constraint firstItem="content" firstAttribute="width" secondItem="fg" secondAttribute="width" id="c5"/>
                </constraints>
                <viewLayoutGuide key="contentLayoutGuide" id="cg"/>
                <viewLayoutGuide key="frameLayoutGuide" id="fg"/>
            </scrollView>
            """
        return Documents.storyboard(
            initial: "nav", device: "retina6_12", safeAreas: true,
            controllers: [
                Documents.navigationController(showing: "form", barY: 59, width: 393),
                """
                <viewController id="form" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <subviews>\(scrollFirst ? scroll + badge : badge + scroll)</subviews>
                        <viewLayoutGuide key="safeArea" id="safe"/>
                        <constraints>
                            <constraint firstItem="scroll" firstAttribute="top" secondItem="root" secondAttribute="top" id="s1"/>
                            <constraint firstItem="scroll" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="s2"/>
                            <constraint firstAttribute="trailing" secondItem="scroll" secondAttribute="trailing" id="s3"/>
                            <constraint firstAttribute="bottom" secondItem="scroll" secondAttribute="bottom" id="s4"/>
                        </constraints>
                    </view>
                    <navigationItem key="navigationItem" title="Terms" id="ni"/>
                </viewController>
                """,
            ])
    }

    @Test(
        "a scroll view that is the first subview of a controller's view under a navigation bar starts its content below the bar (UIKit's content scroll view); one after another subview does not",
        arguments: [(true, 103.0), (false, 0)])
    func scrollViewFirstInAPlainView(scrollFirst: Bool, inset: Double) throws {
        let document = try InterfaceBuilderDocument(data: Self.scrollInPlainView(scrollFirst: scrollFirst), name: "Main.storyboard")
        let laidOut = try document.layOut(try #require(document.hierarchies.first { $0.rootID == "root" }), contentSize: .stored)
        let scroll = try #require(laidOut.views["scroll"] as? ScrollView)
        #expect(scroll.adjustedContentInset.top == inset && scroll.contentOffset.y == -inset)
        // The content preserves what of the scroll view's margins reaches it where it shows: below
        // the bar, the 8 pt margin; under it, the bar's 103 pt too.
        #expect(laidOut.layoutRects["box"]?.minY == 8 + 103 - inset)
    }

    @Test(
        "without a device, a controller's view stored below an opaque navigation bar on the 600 pt any-size canvas starts below it: its top layout guide is 0"
    )
    func opaqueBarOnTheAnySizeCanvas() throws {
        let data = Documents.storyboard(
            initial: "nav", device: nil,
            controllers: [
                """
                <navigationController id="nav" sceneMemberID="viewController">
                    <navigationBar key="navigationBar" contentMode="scaleToFill" translucent="NO" id="nb">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                    </navigationBar>
                    <connections>
                        <segue destination="list" kind="relationship" relationship="rootViewController" id="g1"/>
                    </connections>
                </navigationController>
                """,
                """
                <viewController id="list" sceneMemberID="viewController">
                    <layoutGuides>
                        <viewControllerLayoutGuide type="top" id="top"/>
                        <viewControllerLayoutGuide type="bottom" id="bottom"/>
                    </layoutGuides>
                    <view key="view" contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="64" width="600" height="536"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                <rect key="frame" x="225" y="40" width="150" height="150"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="150" id="w"/>
                                    <constraint firstAttribute="height" constant="150" id="h"/>
                                </constraints>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="box" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="x"/>
                            <constraint firstItem="box" firstAttribute="top" secondItem="top" secondAttribute="bottom" constant="40" id="y"/>
                        </constraints>
                    </view>
                </viewController>
                """,
            ])
        let document = try InterfaceBuilderDocument(data: data, name: "Main.storyboard")
        let laidOut = try document.layOut(try #require(document.hierarchies.first { $0.rootID == "root" }), contentSize: .stored)
        #expect(laidOut.frames["box"] == Rect(x: 225, y: 40, width: 150, height: 150))
    }

    @Test(
        "a navigation controller that does not show its bar (navigationBarHidden) puts none over its root: the safe area starts under the status bar"
    )
    func hiddenNavigationBar() throws {
        let xml = String(decoding: Self.tableInNavigation, as: UTF8.self)
            .replacingOccurrences(
                of: #"<navigationController id="nav""#, with: #"<navigationController navigationBarHidden="YES" id="nav""#)
        let document = try InterfaceBuilderDocument(data: Data(xml.utf8), name: "Main.storyboard")
        let laidOut = try document.layOut(try #require(document.hierarchies.first { $0.rootID == "table" }), contentSize: .stored)
        let table = try #require(laidOut.views["table"] as? ScrollView)
        #expect(table.adjustedContentInset.top == 59 && table.contentOffset.y == -59)
        #expect(!table.subviews.contains { $0.className == "UINavigationBar" })
    }

    @Test("a table whose inset adjustment is never (contentInsetAdjustmentBehavior) keeps its content under the bar, at offset 0")
    func tableContentNeverAdjusted() throws {
        let xml = String(decoding: Self.tableInNavigation, as: UTF8.self)
            .replacingOccurrences(
                of: #"rowHeight="44" id="table""#, with: #"rowHeight="44" contentInsetAdjustmentBehavior="never" id="table""#)
        let document = try InterfaceBuilderDocument(data: Data(xml.utf8), name: "Main.storyboard")
        let laidOut = try document.layOut(try #require(document.hierarchies.first { $0.rootID == "table" }), contentSize: .stored)
        let table = try #require(laidOut.views["table"] as? ScrollView)
        #expect(table.contentInsetAdjustmentBehavior == .never)
        #expect(table.adjustedContentInset.top == 0 && table.contentOffset.y == 0)
    }

    @Test(
        "a document saved before Xcode 9 stores its table's content below the bars already (iOS 7 to 10 set the content inset in the controller): its canvas keeps the table's offset at zero"
    )
    func tableContentBeforeXcode9() throws {
        let xml = String(decoding: Self.tableInNavigation, as: UTF8.self)
            .replacingOccurrences(of: #" useSafeAreas="YES""#, with: "")
            .replacingOccurrences(of: #"toolsVersion="22505""#, with: #"toolsVersion="11762""#)
            .replacingOccurrences(
                of: #"<rect key="frame" x="0.0" y="28" width="393" height="44"/>"#,
                with: #"<rect key="frame" x="0.0" y="125" width="393" height="44"/>"#)
        let document = try InterfaceBuilderDocument(data: Data(xml.utf8), name: "Main.storyboard")
        let laidOut = try document.layOut(try #require(document.hierarchies.first { $0.rootID == "table" }), contentSize: .stored)
        let table = try #require(laidOut.views["table"] as? ScrollView)
        #expect(table.contentOffset.y == 0)
        let cell = try #require(table.subviews.first { $0.className == "UITableViewCell" })
        #expect(cell.frame.minY == 125)
    }

    @Test(
        "a document saved by Xcode 9 or later without safe areas stores its table's content from the top of the content (iOS 11's adjustment): its canvas starts it below the bars"
    )
    func tableContentXcode9WithoutSafeAreas() throws {
        let xml = String(decoding: Self.tableInNavigation, as: UTF8.self)
            .replacingOccurrences(of: #" useSafeAreas="YES""#, with: "")
            .replacingOccurrences(of: #"toolsVersion="22505""#, with: #"toolsVersion="15505""#)
        let document = try InterfaceBuilderDocument(data: Data(xml.utf8), name: "Main.storyboard")
        let laidOut = try document.layOut(try #require(document.hierarchies.first { $0.rootID == "table" }), contentSize: .stored)
        let table = try #require(laidOut.views["table"] as? ScrollView)
        #expect(table.contentOffset.y == -table.adjustedContentInset.top && table.adjustedContentInset.top > 0)
        let cell = try #require(table.subviews.first { $0.className == "UITableViewCell" })
        #expect(cell.frame.minY == 28)
    }
}

@Suite("The simulated tab bar shows the tab's own item, as Interface Builder shows a tab's scenes")
@MainActor
struct TabBarItemTests {
    /// A tab bar controller whose first tab is a navigation controller (item: `navigationItemTab`)
    /// around controller `first`, and whose second tab is controller `second` (item: `secondTab`).
    static let document = Data(
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505"
            targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" initialViewController="tabs">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="s1"><objects>
                    <tabBarController id="tabs" sceneMemberID="viewController">
                        <tabBar key="tabBar" contentMode="scaleToFill" id="tb"/>
                        <connections>
                            <segue destination="nav" kind="relationship" relationship="viewControllers" id="g1"/>
                            <segue destination="second" kind="relationship" relationship="viewControllers" id="g2"/>
                        </connections>
                    </tabBarController>
                </objects></scene>
                <scene sceneID="s2"><objects>
                    <navigationController id="nav" sceneMemberID="viewController">
                        <tabBarItem key="tabBarItem" systemItem="history" id="i1"/>
                        <navigationBar key="navigationBar" contentMode="scaleToFill" id="nb">
                            <rect key="frame" x="0.0" y="59" width="393" height="44"/>
                        </navigationBar>
                        <connections>
                            <segue destination="first" kind="relationship" relationship="rootViewController" id="g3"/>
                        </connections>
                    </navigationController>
                </objects></scene>
                <scene sceneID="s3"><objects>
                    <viewController id="first" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="root1">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <viewLayoutGuide key="safeArea" id="safe1"/>
                        </view>
                        <navigationItem key="navigationItem" title="Scores" id="n1"/>
                    </viewController>
                </objects></scene>
                <scene sceneID="s4"><objects>
                    <viewController id="second" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="root2">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <viewLayoutGuide key="safeArea" id="safe2"/>
                        </view>
                        <tabBarItem key="tabBarItem" title="Profile" image="profile-tab" id="i2"/>
                    </viewController>
                </objects></scene>
            </scenes>
        </document>
        """.utf8)

    /// The labels and image names drawn in the tab bar over the controller's view with root `rootID`.
    func tabBar(of rootID: String) throws -> (bar: View, labels: [String], images: [String]) {
        let document = try InterfaceBuilderDocument(data: Self.document, name: "Tabs.storyboard")
        let hierarchy = try #require(document.hierarchies.first { $0.rootID == rootID })
        let root = try #require(try document.layOut(hierarchy, contentSize: .stored).views[rootID])
        let bar = try #require(root.subviews.first { $0.className == "UITabBar" })
        return (
            bar, bar.subviews.compactMap { ($0 as? Label)?.text },
            bar.subviews.compactMap { ($0 as? ImageView)?.image?.name }
        )
    }

    @Test("a navigation controller's root shows the navigation controller's tab item (a system item: its symbol and title)")
    func itemOfTheEnclosingTab() throws {
        let (bar, labels, images) = try tabBar(of: "root1")
        #expect(bar.frame == Rect(x: 0, y: 852 - 83, width: 393, height: 83))  // 49 pt over the 34 pt home indicator
        #expect(Set(labels) == ["History", "◷"] && images.isEmpty)
    }

    @Test("a tab's own controller shows its item: the image over the title")
    func ownItem() throws {
        let (bar, labels, images) = try tabBar(of: "root2")
        #expect(labels == ["Profile"] && images == ["profile-tab"])
        let image = try #require(bar.subviews.first { $0 is ImageView }), title = try #require(bar.subviews.first { $0 is Label })
        #expect(image.frame.maxY <= title.frame.minY && abs(image.frame.midX - 196.5) < 0.01 && abs(title.frame.midX - 196.5) < 0.01)
    }
}
