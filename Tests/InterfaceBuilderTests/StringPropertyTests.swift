import Foundation
import InterfaceBuilder
import Layout
import Testing

/// Interface Builder keeps a string property in an attribute, or, when it spans lines or holds
/// characters XML cannot, in a `<string>` or `<mutableString>` child, then in base64.
@Suite("String properties: attributes, string and mutableString children, base64")
struct StringPropertyTests {
    /// The text a view shows: a label's or text view's text, a text field's placeholder, a
    /// button's title, a segmented control's titles joined by "|".
    static func shown(_ view: View) -> String? {
        switch view {
        case let label as Label: label.text
        case let textView as TextView: textView.text
        case let field as TextField: field.placeholder
        case let button as Button: button.title
        case let control as SegmentedControl: control.titles.joined(separator: "|")
        default: nil
        }
    }

    @Test(
        "each way a string is stored reads as the string",
        arguments: [
            (
                "a label's text attribute", #"<label text="Hello" id="v"><rect key="frame" x="0" y="0" width="60" height="21"/></label>"#,
                "Hello"
            ),
            (
                "a label's text over two lines, in a string child",
                "<label id=\"v\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"60\" height=\"41\"/><string key=\"text\">Hello\nworld</string></label>",
                "Hello\nworld"
            ),
            (
                "a label's text in a mutableString child (Xcode writes one for some long texts)",
                #"<label numberOfLines="0" id="v"><rect key="frame" x="0" y="0" width="60" height="41"/><mutableString key="text">苹果公司 Apple Inc.</mutableString></label>"#,
                "苹果公司 Apple Inc."
            ),
            (
                "a text view's text in a mutableString child",
                #"<textView id="v"><rect key="frame" x="0" y="0" width="60" height="41"/><mutableString key="text">Notes</mutableString></textView>"#,
                "Notes"
            ),
            (
                "a label's text in base64, padding left off as Xcode leaves it",
                #"<label id="v"><rect key="frame" x="0" y="0" width="60" height="21"/><string key="text" base64-UTF8="YES">EENvbnRhaW5lcg</string></label>"#,
                "\u{10}Container"
            ),
            (
                "a text field's placeholder in a string child",
                #"<textField id="v"><rect key="frame" x="0" y="0" width="60" height="34"/><string key="placeholder">Long placeholder</string></textField>"#,
                "Long placeholder"
            ),
            (
                "a button's normal title in a string child",
                #"<button id="v"><rect key="frame" x="0" y="0" width="60" height="30"/><state key="normal"><string key="title">Go on</string></state></button>"#,
                "Go on"
            ),
            (
                "a segment's title in base64",
                #"<segmentedControl id="v"><rect key="frame" x="0" y="0" width="120" height="32"/><segments><segment title="One"/><segment><string key="title" base64-UTF8="YES">VHdv</string></segment></segments></segmentedControl>"#,
                "One|Two"
            ),
        ])
    func stored(_ name: String, element: String, expected: String) throws {
        let laidOut = try Documents.layOut(Documents.storyboard(subviews: element, constraints: ""))
        let view = try #require(laidOut.views["v"])
        #expect(Self.shown(view) == expected, "\(name)")
    }

    @Test("an attribute wins over a child of the same key, as Xcode never writes both and the attribute is the plain form")
    func attributeFirst() throws {
        let element =
            #"<textView text="Plain" id="v"><rect key="frame" x="0" y="0" width="60" height="41"/><mutableString key="text">Other</mutableString></textView>"#
        let laidOut = try Documents.layOut(Documents.storyboard(subviews: element, constraints: ""))
        #expect(Self.shown(try #require(laidOut.views["v"])) == "Plain")
    }

    @Test("a navigation item's title in base64 names the controller Storyboard makes")
    func navigationItemTitle() throws {
        let data = Documents.storyboard(
            subviews: "", constraints: "",
            controller:
                #"<navigationItem key="navigationItem" id="n"><string key="title" base64-UTF8="YES">UHJvZmlsZQ</string></navigationItem>"#)
        let storyboard = try Storyboard(document: InterfaceBuilderDocument(data: data, name: "Title.storyboard"))
        let controller = try #require(try storyboard.instantiateInitialViewController())
        #expect(controller.title == "Profile")
    }

    @Test("a label whose text is a mutableString has its text's height in measured mode, not an empty label's 0")
    func mutableStringMeasured() throws {
        let label = """
            <label opaque="NO" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="l">
                <rect key="frame" x="0" y="59" width="393" height="100"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                <mutableString key="text">A long text that Interface Builder kept as a mutable string, long enough to wrap onto a second line at this width.</mutableString>
            </label>
            """
        let data = Documents.storyboard(
            subviews: label,
            constraints: """
                <constraint firstItem="l" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
                <constraint firstItem="l" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="c2"/>
                <constraint firstItem="l" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c3"/>
                """)
        let frame = try #require(try Documents.layOut(data, contentSize: .measured).frames["l"])
        #expect(frame.height > 30, "two lines of 17-point text")
    }
}
