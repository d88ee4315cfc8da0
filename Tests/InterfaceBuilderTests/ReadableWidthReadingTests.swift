import Foundation
import InterfaceBuilder
import Layout
import Testing

/// Interface Builder's "Follow Readable Width" (`layoutMarginsFollowReadableWidth`).
@Suite("Reading a view whose margins follow the readable width")
struct ReadableWidthReadingTests {
    @Test("on an iPad Pro 12.9 inch, a view pinned to the root's margins keeps to a 672 pt column")
    func readableColumn() throws {
        let data = Documents.storyboard(
            device: "ipad12_9rounded", subviews: Documents.view("a", (20, 24, 984, 50)),
            constraints: """
                <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="c1"/>
                <constraint firstItem="a" firstAttribute="trailing" secondItem="root" secondAttribute="trailingMargin" id="c2"/>
                <constraint firstItem="a" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c3"/>
                <constraint firstItem="a" firstAttribute="height" constant="50" id="c4"/>
                """, rootSize: (1024, 1366))
        let plain = try Documents.layOut(data)
        #expect(plain.frames["a"] == Rect(x: 20, y: 24, width: 984, height: 50))
        let following = String(decoding: data, as: UTF8.self).replacingOccurrences(
            of: #"<view key="view" contentMode="scaleToFill" id="root">"#,
            with: #"<view key="view" contentMode="scaleToFill" layoutMarginsFollowReadableWidth="YES" id="root">"#)
        #expect(try Documents.layOut(Data(following.utf8)).frames["a"] == Rect(x: 176, y: 24, width: 672, height: 50))
    }
}
