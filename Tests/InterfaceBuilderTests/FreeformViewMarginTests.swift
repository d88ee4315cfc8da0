import Foundation
import InterfaceBuilder
import Layout
import Testing

/// Where a xib's top-level view, sized freeform, puts its side margins on Interface Builder's canvas.
@Suite("A xib's freeform top-level view: the system minimum margins of a screen as wide as the view")
struct FreeformViewMarginTests {
    /// A xib saved for `device` whose top-level view, `width` wide, holds a square pinned to its
    /// leading and trailing margins (with `margins` set in the document when given).
    static func xib(device: String, width: Int, margins: Int? = nil) -> Data {
        let set = margins.map { #"<edgeInsets key="layoutMargins" top="8" left="\#($0)" bottom="8" right="\#($0)"/>"# } ?? ""
        return Data(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="14113"
                targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES">
                <device id="\(device)" orientation="portrait"/>
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <view contentMode="scaleToFill" id="card">
                        <rect key="frame" x="0.0" y="0.0" width="\(width)" height="120"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                <rect key="frame" x="20" y="10" width="100" height="100"/>
                            </view>
                        </subviews>
                        \(set)
                        <constraints>
                            <constraint firstItem="box" firstAttribute="leading" secondItem="card" secondAttribute="leadingMargin" id="l"/>
                            <constraint firstAttribute="trailingMargin" secondItem="box" secondAttribute="trailing" id="t"/>
                            <constraint firstItem="box" firstAttribute="top" secondItem="card" secondAttribute="topMargin" constant="10" id="y"/>
                            <constraint firstAttribute="bottomMargin" secondItem="box" secondAttribute="bottom" constant="10" id="b"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """.utf8)
    }

    @Test(
        "side margins follow the view's own width: 16 pt, 20 pt from 414 pt",
        arguments: [
            // SwiftMessages' TacoDialogView.xib: a 600 pt card saved on the 375 pt iPhone 8 stores a
            // view pinned to its leading margin at 20 pt, not the phone's 16.
            ("retina4_7", 600, 20.0),
            ("retina4_7", 375, 16),  // the device's own width: the device's margins
            ("retina6_1", 600, 20), ("retina6_1", 414, 20),
        ])
    func freeformWidth(device: String, width: Int, margin: Double) throws {
        let document = try InterfaceBuilderDocument(data: Self.xib(device: device, width: width), name: "Card.xib")
        let rects = try document.layOut(document.hierarchies[0], contentSize: .stored).layoutRects
        let box = try #require(rects["box"])
        #expect(box.x == margin)
        #expect(box.maxX == Double(width) - margin)
    }

    @Test("margins the document sets are kept where wider than the system minimum, and raised to it where narrower")
    func documentMargins() throws {
        for (set, expected) in [(30, 30.0), (4, 20)] {
            let document = try InterfaceBuilderDocument(data: Self.xib(device: "retina4_7", width: 600, margins: set), name: "Card.xib")
            let rects = try document.layOut(document.hierarchies[0], contentSize: .stored).layoutRects
            #expect(rects["box"]?.x == expected)
            #expect(rects["box"]?.y == 18)  // the document's top margin, 8
        }
    }
}
