import Foundation
import InterfaceBuilder
import Layout
import Testing

/// Interface Builder's "Standard" constants (`symbolic="YES"`) are UIKit's standard spacing, which
/// UIKit resolves itself: the stored constant is only what the canvas last showed.
@Suite("Interface Builder documents: standard spacing and the bars over a controller")
struct StandardSpacingTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let constraint: String
        let controller: String
        let check: @Sendable (Rect) -> Bool
        var testDescription: String { name }
    }

    nonisolated static let cases: [Case] = [
        Case(
            name: "to the safe area: 0 (iOS 11 resolves standard spacing against a layout guide to 0)",
            constraint:
                #"<constraint firstItem="a" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="20" symbolic="YES" id="s1"/>"#,
            controller: "", check: { $0.x == 0 }),
        Case(
            name: "to the superview's edge: 20",
            constraint:
                #"<constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="8" symbolic="YES" id="s1"/>"#,
            controller: "", check: { $0.x == 20 }),
        Case(
            name: "to a controller's top layout guide: 8 (Xcode 6 stored 20 and laid out 8)",
            constraint:
                #"<constraint firstItem="a" firstAttribute="top" secondItem="tg" secondAttribute="bottom" constant="20" symbolic="YES" id="s1"/>"#,
            controller:
                #"<layoutGuides><viewControllerLayoutGuide type="top" id="tg"/><viewControllerLayoutGuide type="bottom" id="bg"/></layoutGuides>"#,
            check: { $0.y == 59 + 8 }),
        Case(
            name: "a stored constant without symbolic stands",
            constraint:
                #"<constraint firstItem="a" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="20" id="s1"/>"#,
            controller: "", check: { $0.x == 20 }),
    ]

    @Test("a symbolic constant is UIKit's standard spacing", arguments: cases)
    func standardSpacing(_ c: Case) throws {
        let pinned = c.constraint.contains(#"firstAttribute="top""#)
        let data = Documents.storyboard(
            subviews: Documents.view("a", (0, 0, 100, 10)),
            constraints: c.constraint
                + (pinned
                    ? #"<constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="p1"/>"#
                    : #"<constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" id="p1"/>"#)
                + #"<constraint firstItem="a" firstAttribute="width" constant="100" id="p2"/><constraint firstItem="a" firstAttribute="height" constant="10" id="p3"/>"#,
            controller: c.controller)
        let frame = try #require(try Documents.layOut(data).frames["a"])
        #expect(c.check(frame), "\(frame)")
    }

    @Test("siblings a symbolic constant apart are 8 points apart")
    func siblings() throws {
        let data = Documents.storyboard(
            subviews: Documents.view("a", (0, 0, 100, 10)) + Documents.view("b", (0, 0, 100, 10)),
            constraints: """
                <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
                <constraint firstItem="b" firstAttribute="leading" secondItem="a" secondAttribute="trailing" constant="20" symbolic="YES" id="c2"/>
                <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" id="c3"/>
                <constraint firstItem="b" firstAttribute="top" secondItem="root" secondAttribute="top" id="c4"/>
                <constraint firstItem="a" firstAttribute="width" constant="100" id="c5"/>
                <constraint firstItem="b" firstAttribute="width" constant="100" id="c6"/>
                <constraint firstItem="a" firstAttribute="height" constant="10" id="c7"/>
                <constraint firstItem="b" firstAttribute="height" constant="10" id="c8"/>
                """)
        #expect(try Documents.layOut(data).frames["b"]?.x == 108)
    }

    @Test(
        "Status Bar: None in a controller's simulated metrics leaves nothing over its view (an Xcode 6 today widget)",
        arguments: [(true, 0.0), (false, 20.0)])
    func noStatusBar(hidden: Bool, top: Double) throws {
        let data = Documents.storyboard(
            device: nil,
            subviews: Documents.view("a", (0, 0, 100, 10)),
            constraints: """
                <constraint firstItem="a" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c1"/>
                <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
                <constraint firstItem="a" firstAttribute="width" constant="100" id="c3"/>
                <constraint firstItem="a" firstAttribute="height" constant="10" id="c4"/>
                """,
            controller: hidden ? #"<nil key="simulatedStatusBarMetrics"/>"# : "", rootSize: (320, 200), toolsVersion: "6211")
        #expect(try Documents.layOut(data).frames["a"]?.y == top)
    }

    @Test("a split view controller in a tab bar controller: its columns' views have the tab bar over them")
    func splitViewInTabBar() throws {
        let data = Data(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="15705"
                targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" initialViewController="tab">
                <device id="retina4_7" orientation="portrait" appearance="light"/>
                <scenes>
                    <scene sceneID="s1"><objects>
                        <tabBarController id="tab" sceneMemberID="viewController">
                            <tabBar key="tabBar" contentMode="scaleToFill" id="tb"><rect key="frame" x="0.0" y="0.0" width="375" height="49"/></tabBar>
                            <connections><segue destination="split" kind="relationship" relationship="viewControllers" id="g1"/></connections>
                        </tabBarController>
                    </objects></scene>
                    <scene sceneID="s2"><objects>
                        <splitViewController id="split" sceneMemberID="viewController">
                            <connections><segue destination="vc" kind="relationship" relationship="detailViewController" id="g2"/></connections>
                        </splitViewController>
                    </objects></scene>
                    <scene sceneID="s3"><objects>
                        <viewController id="vc" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="a">
                                        <rect key="frame" x="0.0" y="0.0" width="375" height="618"/>
                                    </view>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="safe"/>
                                <constraints>
                                    <constraint firstItem="a" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c1"/>
                                    <constraint firstItem="safe" firstAttribute="bottom" secondItem="a" secondAttribute="bottom" id="c2"/>
                                    <constraint firstItem="a" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="c3"/>
                                    <constraint firstItem="safe" firstAttribute="trailing" secondItem="a" secondAttribute="trailing" id="c4"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects></scene>
                </scenes>
            </document>
            """.utf8)
        let document = try InterfaceBuilderDocument(data: data, name: "Split.storyboard")
        let hierarchy = try #require(document.hierarchies.first { $0.rootID == "root" })
        let laidOut = try document.layOut(hierarchy, contentSize: .stored, placeholders: true)
        #expect(laidOut.frames["a"] == Rect(x: 0, y: 0, width: 375, height: 618))
    }
}
