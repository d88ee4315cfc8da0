import Foundation
import InterfaceBuilder
import Layout
import Testing

/// Container views' embed segues, loaded through `Storyboard`.
@Suite("Storyboard: a container view's embedded controller loads as UIKit loads it, a child filling the container")
struct EmbedSegueTests {
    /// A scene whose view holds container view `box` (pinned 100 pt down, 200 high) embedding `embedded`.
    static func parent(embedding embedded: String) -> String {
        """
        <viewController id="parent" storyboardIdentifier="Parent" sceneMemberID="viewController">
            <view key="view" contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
                    <containerView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                        <rect key="frame" x="0.0" y="100" width="393" height="200"/>
                        <connections>
                            <segue destination="\(embedded)" kind="embed" id="e1"/>
                        </connections>
                    </containerView>
                </subviews>
                <constraints>
                    <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="p1"/>
                    <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="p2"/>
                    <constraint firstItem="box" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="p3"/>
                    <constraint firstItem="box" firstAttribute="height" constant="200" id="p4"/>
                </constraints>
            </view>
        </viewController>
        """
    }

    /// A scene whose view holds `label`, 8 pt from its top left corner.
    static let child = """
        <viewController id="child" customClass="DetailViewController" sceneMemberID="viewController">
            <view key="view" contentMode="scaleToFill" id="childRoot">
                <rect key="frame" x="0.0" y="0.0" width="393" height="200"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="badge">
                        <rect key="frame" x="8" y="8" width="40" height="20"/>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="badge" firstAttribute="top" secondItem="childRoot" secondAttribute="top" constant="8" id="q1"/>
                    <constraint firstItem="badge" firstAttribute="leading" secondItem="childRoot" secondAttribute="leading" constant="8" id="q2"/>
                    <constraint firstItem="badge" firstAttribute="width" constant="40" id="q3"/>
                    <constraint firstItem="badge" firstAttribute="height" constant="20" id="q4"/>
                </constraints>
            </view>
            <connections>
                <outlet property="badge" destination="badge" id="q5"/>
            </connections>
        </viewController>
        """

    @Test("the embedded controller is a child whose view fills the container view; its outlets are its own")
    func embedded() throws {
        let data = Documents.storyboard(
            initial: "parent", device: "retina6_12", safeAreas: true, controllers: [Self.parent(embedding: "child"), Self.child])
        let storyboard = try Storyboard(document: InterfaceBuilderDocument(data: data, name: "Main.storyboard"))
        let controller = try #require(try storyboard.instantiateInitialViewController())
        let window = Window(device: .iPhone15, logSink: { _ in })
        window.rootViewController = controller
        window.layoutIfNeeded()
        #expect(window.log.isEmpty)
        let child = try #require(controller.children.first as? StoryboardViewController)
        #expect(child.className == "DetailViewController" && child.parent === controller)
        let box = try #require(controller.view.subviews.first)
        #expect(child.view.superview === box && child.view.frame == Rect(x: 0, y: 0, width: 393, height: 200))
        let badge = try #require(child[outlet: "badge"] as? View)
        #expect(badge.frame == Rect(x: 8, y: 8, width: 40, height: 20) && badge.superview === child.view)
    }

    @Test("a controller that embeds itself is loaded once, with a warning naming the segue")
    func loop() throws {
        let data = Documents.storyboard(
            initial: "parent", device: "retina6_12", safeAreas: true, controllers: [Self.parent(embedding: "parent")])
        let storyboard = try Storyboard(document: InterfaceBuilderDocument(data: data, name: "Main.storyboard"))
        let controller = try #require(try storyboard.instantiateInitialViewController())
        #expect(controller.children.isEmpty)
        #expect(storyboard.warnings.contains { $0.contains("<segue id=\"e1\">") && $0.contains("is not loaded") })
    }
}
