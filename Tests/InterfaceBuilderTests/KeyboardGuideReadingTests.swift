import Foundation
import InterfaceBuilder
import Layout
import Testing

/// Xcode 15's `<keyboardLayoutGuide key="keyboard">`: UIKit's keyboard layout guide, the keyboard
/// offscreen on the canvas.
@Suite("Reading the keyboard layout guide of a storyboard view")
struct KeyboardGuideReadingTests {
    @Test("a button pinned above the keyboard guide sits on the safe area's bottom (iPhone 15: 818 pt)")
    func pinnedAboveKeyboard() throws {
        let button = Documents.view("b", (16, 762, 361, 48))
        let data = Documents.storyboard(
            subviews: button,
            constraints: """
                <constraint firstItem="b" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="c1"/>
                <constraint firstItem="b" firstAttribute="trailing" secondItem="root" secondAttribute="trailingMargin" id="c2"/>
                <constraint firstItem="b" firstAttribute="height" constant="48" id="c3"/>
                <constraint firstItem="kb" firstAttribute="top" secondItem="b" secondAttribute="bottom" constant="8" id="c4"/>
                """
        ).replacingKeyboardGuide()
        let laidOut = try Documents.layOut(data)
        #expect(laidOut.frames["b"] == Rect(x: 16, y: 762, width: 361, height: 48))
        #expect(laidOut.warnings.isEmpty, "\(laidOut.warnings)")
    }
}

extension Data {
    /// The document with a keyboard guide (`kb`) beside the root view's safe-area guide, as Xcode 15 writes it.
    fileprivate func replacingKeyboardGuide() -> Data {
        let text = String(decoding: self, as: UTF8.self)
        return Data(
            text.replacingOccurrences(
                of: #"<viewLayoutGuide key="safeArea" id="safe"/>"#,
                with: #"<viewLayoutGuide key="safeArea" id="safe"/><keyboardLayoutGuide key="keyboard" id="kb"/>"#
            ).utf8)
    }
}
