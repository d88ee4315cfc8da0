import Foundation
import InterfaceBuilder
import Layout
import Testing

/// A button's image, from its normal state or its configuration, sized by the document's
/// resources, as UIKit sizes a button to its image and title; a configuration's title font.
@Suite("Buttons: images sized by the document's resources, configurations' title fonts")
struct ButtonReadingTests {
    /// Lays out one button pinned at its top-left corner (so its size is its intrinsic size) in
    /// measured mode, the document listing `call` (30 x 30) and the system symbol `star.fill`
    /// (128 x 124, its 100-point canvas) in its resources.
    static func layOut(_ button: String) throws -> (Button, Rect) {
        let document = Documents.storyboard(
            subviews: button,
            constraints: """
                <constraint firstItem="b" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                <constraint firstItem="b" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c2"/>
                """)
        let text = String(decoding: document, as: UTF8.self).replacingOccurrences(
            of: "</scenes>",
            with: """
                </scenes>
                <resources>
                    <image name="call" width="30" height="30"/>
                    <image name="star.fill" catalog="system" width="128" height="124"/>
                </resources>
                """)
        let laidOut = try Documents.layOut(Data(text.utf8), contentSize: .measured)
        let view = try #require(laidOut.views["b"] as? Button)
        return (view, try #require(laidOut.frames["b"]))
    }

    static func button(_ attributes: String, _ inner: String) -> String {
        """
        <button opaque="NO" contentMode="scaleToFill" \(attributes) translatesAutoresizingMaskIntoConstraints="NO" id="b">
            <rect key="frame" x="20" y="59" width="30" height="30"/>
            <fontDescription key="fontDescription" type="system" pointSize="15"/>
            \(inner)
        </button>
        """
    }

    @Test("a classic button with an image and no title is the image's size, as UIKit's")
    func imageOnly() throws {
        let (button, frame) = try Self.layOut(Self.button("", #"<state key="normal" image="call"/>"#))
        #expect(button.image?.name == "call")
        #expect(frame.size == Size(width: 30, height: 30))
    }

    @Test("an image beside a title widens the button by the image's width; the title keeps its 6 points above and below")
    func imageAndTitle() throws {
        let (withImage, framed) = try Self.layOut(Self.button(#"buttonType="system""#, #"<state key="normal" title="Call" image="call"/>"#))
        let (_, plain) = try Self.layOut(Self.button(#"buttonType="system""#, #"<state key="normal" title="Call"/>"#))
        #expect(withImage.image?.size == Size(width: 30, height: 30))
        #expect(abs(framed.width - (plain.width + 30)) < 0.5)
        #expect(framed.height == max(plain.height, 30 + 12))
    }

    @Test("a configuration's image is the button's image")
    func configurationImage() throws {
        let (button, _) = try Self.layOut(
            Self.button("", #"<buttonConfiguration key="configuration" style="plain" image="call" title="Call"/>"#))
        #expect(button.image?.name == "call")
        #expect(button.image?.size == Size(width: 30, height: 30))
    }

    @Test("a system symbol is as tall as a line of the button's font, its resource's proportions kept")
    func systemSymbol() throws {
        let (button, _) = try Self.layOut(Self.button("", #"<state key="normal" image="star.fill" catalog="system"/>"#))
        let size = try #require(button.image?.size)
        #expect(abs(size.height - 18) < 1e-9)
        #expect(abs(size.width - 128.0 * 18 / 124) < 1e-9)
    }

    @Test(
        "a configured button's title is in its configuration's title font, else UIKit's 17-point body font, whatever its own font says",
        arguments: [
            (#"<fontDescription key="titleFontDescription" type="boldSystem" pointSize="24"/>"#, 24.0, FontWeight.bold),
            ("", 17.0, FontWeight.regular),
        ])
    func configurationFont(_ titleFont: String, size: Double, weight: FontWeight) throws {
        let (button, _) = try Self.layOut(
            Self.button("", #"<buttonConfiguration key="configuration" style="plain" title="Like">\#(titleFont)</buttonConfiguration>"#))
        #expect(button.fontSize == size && button.fontWeight == weight)
    }

    @Test("a normal state's background image is the button's, and the button is at least its size")
    func backgroundImage() throws {
        let (button, frame) = try Self.layOut(Self.button("", #"<state key="normal" title="OK" backgroundImage="call"/>"#))
        #expect(button.backgroundImage?.name == "call" && button.backgroundImage?.size == Size(width: 30, height: 30))
        #expect(frame.width >= 30 && frame.height >= 30)
    }

    @Test(
        "an image whose resource size is negative or not a number gets a warning naming it and its line, and sizes nothing",
        arguments: [("-30", "-5"), ("nan", "30"), ("inf", "30")])
    func badResourceSize(width: String, height: String) throws {
        let storyboard = Documents.storyboard(subviews: Self.button("", #"<state key="normal" image="bad"/>"#), constraints: "")
        let resources = #"<resources><image name="bad" width="\#(width)" height="\#(height)"/></resources>"#
        let text = String(decoding: storyboard, as: UTF8.self).replacingOccurrences(of: "</scenes>", with: "</scenes>" + resources)
        let document = try InterfaceBuilderDocument(data: Data(text.utf8), name: "Bad.storyboard")
        #expect(document.warnings.contains { $0.contains("<image> (line ") && $0.contains(#"image "bad" is"#) }, "\(document.warnings)")
        let laidOut = try Documents.layOut(Data(text.utf8), contentSize: .measured)
        #expect((laidOut.views["b"] as? Button)?.image?.size == .zero)
    }
}
