import Foundation
import InterfaceBuilder
import Layout
import Testing

/// A document laid out on a device other than its own runs as it would there: the device's status
/// bar or sensor housing at the top, a navigation bar under it, and the view inside both; on its
/// own device it lays out as its canvas drew it. A navigation bar under the strip draws its background
/// behind it, up to the top of the screen.
@Suite("A device asked for: bars and safe area as at run time")
@MainActor
struct DeviceAskedForTests {
    /// Saved by Xcode 15 for an iPhone 8 (a Home button phone): a navigation controller, its bar
    /// stored at the top of the screen (as in a sheet), around a controller whose view holds `a`,
    /// 20 pt under the safe area's top. `barSize` is the navigation bar's stored width and height.
    static func document(barSize: String = #"width="375" height="44""#) -> Data {
        Data(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505"
                targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" initialViewController="nav">
                <device id="retina4_7" orientation="portrait" appearance="light"/>
                <scenes>
                    <scene sceneID="s1"><objects>
                        <navigationController id="nav" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="nb">
                                <rect key="frame" x="0.0" y="0.0" \(barSize)/>
                            </navigationBar>
                            <connections>
                                <segue destination="vc" kind="relationship" relationship="rootViewController" id="g1"/>
                            </connections>
                        </navigationController>
                    </objects></scene>
                    <scene sceneID="s2"><objects>
                        <viewController id="vc" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="a">
                                        <rect key="frame" x="0.0" y="64" width="100" height="50"/>
                                    </view>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="safe"/>
                                <constraints>
                                    <constraint firstItem="a" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="20" id="c1"/>
                                    <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
                                    <constraint firstItem="a" firstAttribute="width" constant="100" id="c3"/>
                                    <constraint firstItem="a" firstAttribute="height" constant="50" id="c4"/>
                                </constraints>
                            </view>
                            <navigationItem key="navigationItem" title="Inbox" id="ni"/>
                        </viewController>
                    </objects></scene>
                </scenes>
            </document>
            """.utf8)
    }

    @Test(
        "the view's top and the navigation bar follow the device: its canvas, a sensor housing, a status bar",
        arguments: [
            ("its own canvas: the bar where it is stored, at the top of the screen", nil as Device?, 44.0),
            ("an iPhone 15: the 59 pt sensor housing strip, then the bar", .iPhone15, 103),
            ("an iPhone 8 Plus: the 20 pt status bar, then the bar", .iPhone8Plus, 64),
        ])
    func barsFollowTheDevice(_ name: String, device: Device?, barBottom: Double) throws {
        let document = try InterfaceBuilderDocument(data: Self.document(), name: "Inbox.storyboard")
        let hierarchy = try #require(document.hierarchies.first { $0.rootID == "root" })
        let laidOut = try document.layOut(hierarchy, contentSize: .stored, device: device)
        #expect(laidOut.frames["a"]?.y == barBottom + 20, "\(name)")
        let root = try #require(laidOut.views["root"])
        let bar = try #require(root.subviews.first { $0.className == "UINavigationBar" })
        #expect(bar.frame.maxY == barBottom && bar.frame.height == 44, "\(name)")
        // Its background reaches up behind the status bar or housing strip to the top of the screen.
        let strip = barBottom - 44
        if strip > 0 {
            let background = try #require(bar.subviews.first)
            #expect(background.frame == Rect(x: 0, y: -strip, width: bar.frame.width, height: strip), "\(name)")
            #expect(background.backgroundColor == bar.backgroundColor, "\(name)")
        }
    }

    @Test("a navigation bar stored at the 1000 x 1000 Xcode writes for a bar it never laid out is 44 pt high")
    func placeholderBarFrame() throws {
        let document = try InterfaceBuilderDocument(
            data: Self.document(barSize: #"width="1000" height="1000""#), name: "Split.storyboard")
        let hierarchy = try #require(document.hierarchies.first { $0.rootID == "root" })
        let laidOut = try document.layOut(hierarchy, contentSize: .stored)
        #expect(laidOut.frames["a"]?.y == 64)
        let bar = try #require(laidOut.views["root"]?.subviews.first { $0.className == "UINavigationBar" })
        #expect(bar.frame == Rect(x: 0, y: 0, width: 375, height: 44))
    }
}
