import Foundation
import InterfaceBuilder
import Layout
import Testing

/// Where a table cell's content view puts its side margins on Interface Builder's canvas.
@Suite("Table cells' side margins: a prototype's are its table's, a xib's top-level cell's a table its width")
struct CellMarginTests {
    /// A cell `width` wide whose content view holds a 24 pt square pinned to its leading margin.
    static func cell(width: Int) -> String {
        """
        <tableViewCell contentMode="scaleToFill" id="cell">
            <rect key="frame" x="0.0" y="0.0" width="\(width)" height="44"/>
            <autoresizingMask key="autoresizingMask"/>
            <tableViewCellContentView key="contentView" contentMode="center" tableViewCell="cell" id="content">
                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="44"/>
                <autoresizingMask key="autoresizingMask"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="icon">
                        <rect key="frame" x="16" y="10" width="24" height="24"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="24" id="w"/>
                            <constraint firstAttribute="height" constant="24" id="h"/>
                        </constraints>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="icon" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="l"/>
                    <constraint firstItem="icon" firstAttribute="centerY" secondItem="content" secondAttribute="centerY" id="y"/>
                </constraints>
            </tableViewCellContentView>
        </tableViewCell>
        """
    }

    /// A xib saved for `device` whose only top-level object is a cell `width` wide.
    static func xib(device: String, cellWidth: Int) -> Data {
        Data(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="20037"
                targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
                <device id="\(device)" orientation="portrait" appearance="light"/>
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    \(cell(width: cellWidth))
                </objects>
            </document>
            """.utf8)
    }

    @Test(
        "a xib's top-level cell takes the margins of a table as wide as the cell, whatever the document's device",
        arguments: [
            ("retina6_1", 320, 16.0),  // Xcode 11's default canvas, the iPhone 11 (414 pt): 16, not its 20
            ("retina4_7", 320, 16), ("retina6_12", 320, 16), ("retina6_1", 414, 20), ("retina6_7", 428, 20),
        ])
    func topLevelCell(device: String, cellWidth: Int, margin: Double) throws {
        let document = try InterfaceBuilderDocument(data: Self.xib(device: device, cellWidth: cellWidth), name: "Cell.xib")
        let laidOut = try document.layOut(document.hierarchies[0], contentSize: .stored)
        #expect(laidOut.layoutRects["icon"]?.x == margin)
    }

    @Test("a prototype cell keeps its table's margins, which follow the device's screen (20 pt on the 414 pt iPhone 11)")
    func prototypeCell() throws {
        let table = """
            <tableView clipsSubviews="YES" contentMode="scaleToFill" style="plain" rowHeight="44" translatesAutoresizingMaskIntoConstraints="NO" id="t">
                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                <prototypes>\(Self.cell(width: 414))</prototypes>
            </tableView>
            """
        let data = Documents.storyboard(
            device: "retina6_1", subviews: table,
            constraints: """
                <constraint firstItem="t" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="k1"/>
                <constraint firstItem="t" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="k2"/>
                <constraint firstItem="t" firstAttribute="top" secondItem="root" secondAttribute="top" id="k3"/>
                <constraint firstItem="t" firstAttribute="bottom" secondItem="root" secondAttribute="bottom" id="k4"/>
                """, rootSize: (414, 896))
        let document = try InterfaceBuilderDocument(data: data, name: "List.storyboard")
        let cell = try #require(document.hierarchies.first { $0.rootID == "cell" })
        #expect(try document.layOut(cell, contentSize: .stored).layoutRects["icon"]?.x == 20)
    }
}
