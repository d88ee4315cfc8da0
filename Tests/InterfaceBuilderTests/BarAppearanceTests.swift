import Foundation
import InterfaceBuilder
import Layout
import Testing

/// A navigation controller's bar gives its look to the bars over the controllers it shows: its
/// style, bar tint, title colour and tint, as Interface Builder's canvas and UIKit draw them.
@Suite("Bar appearance: a navigation controller's bar style, bar tint, title colour and tint")
@MainActor
struct BarAppearanceTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        /// Attributes and children of the navigation controller's `<navigationBar>`.
        let attributes: String, inner: String
        /// Children of the navigation item shown in the bar.
        var itemInner = ""
        let background: Color, title: Color, tint: Color
        var testDescription: String { name }
    }

    nonisolated static let purple =
        #"<color key="barTintColor" red="0.6" green="0.4" blue="0.8" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#
    nonisolated static let whiteTitle =
        #"<textAttributes key="titleTextAttributes"><color key="textColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/></textAttributes>"#
    nonisolated static let redTint =
        #"<color key="tintColor" red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#

    /// An iOS 13 standard appearance: a grey background and, if asked, a white title.
    nonisolated static func standardAppearance(whiteTitle: Bool) -> String {
        #"<navigationBarAppearance key="standardAppearance"><color key="backgroundColor" red="0.82" green="0.82" blue="0.84" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#
            + (whiteTitle ? BarAppearanceTests.whiteTitle : "") + "</navigationBarAppearance>"
    }
    nonisolated static let grey4 = Color(red: 209, green: 209, blue: 214)
    nonisolated static let blueTitle =
        #"<navigationBarAppearance key="standardAppearance"><textAttributes key="titleTextAttributes"><color key="textColor" red="0" green="0" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></textAttributes></navigationBarAppearance>"#

    nonisolated static let cases = [
        Case(
            name: "nothing set: light, a black title, system-blue items", attributes: "", inner: "",
            background: Color(red: 0xF9, green: 0xF9, blue: 0xF9, alpha: 0xF0), title: .black, tint: Color(red: 0, green: 122, blue: 255)),
        Case(
            name: "the black style: dark, a white title", attributes: #"barStyle="black""#, inner: "",
            background: Color(red: 0x16, green: 0x16, blue: 0x16, alpha: 0xF0), title: .white, tint: Color(red: 0, green: 122, blue: 255)),
        Case(
            name: "a bar tint and title text attributes: their colours", attributes: "", inner: purple + whiteTitle,
            background: Color(red: 153, green: 102, blue: 204), title: .white, tint: Color(red: 0, green: 122, blue: 255)),
        Case(
            name: "a tint colour: the items'", attributes: "", inner: redTint,
            background: Color(red: 0xF9, green: 0xF9, blue: 0xF9, alpha: 0xF0), title: .black, tint: Color(red: 255, green: 0, blue: 0)),
        Case(
            name: "a standard appearance over a bar tint: the appearance's background wins", attributes: "",
            inner: purple + standardAppearance(whiteTitle: false),
            background: grey4, title: .black, tint: Color(red: 0, green: 122, blue: 255)),
        Case(
            name: "a standard appearance with no background colour: the default light material, its title colour",
            attributes: "", inner: purple + blueTitle,
            background: Color(red: 0xF9, green: 0xF9, blue: 0xF9, alpha: 0xF0), title: Color(red: 0, green: 0, blue: 255),
            tint: Color(red: 0, green: 122, blue: 255)),
        Case(
            name: "the navigation item's appearance wins over the bar's", attributes: "", inner: purple + blueTitle,
            itemInner: standardAppearance(whiteTitle: true),
            background: grey4, title: .white, tint: Color(red: 0, green: 122, blue: 255)),
    ]

    /// A navigation controller showing `list`, whose item has a title and a titled bar button.
    static func storyboard(_ c: Case) -> Data {
        let container = Documents.navigationController(showing: "list", barY: 59, width: 393)
            .replacingOccurrences(of: #"<navigationBar key="navigationBar""#, with: #"<navigationBar key="navigationBar" \#(c.attributes)"#)
            .replacingOccurrences(of: "</navigationBar>", with: c.inner + "</navigationBar>")
        let list = ContainerBarsTests.content("list", identifier: "List", title: "Inbox")
            .replacingOccurrences(
                of: #"<navigationItem key="navigationItem" title="Inbox"  id="list-item"/>"#,
                with:
                    #"<navigationItem key="navigationItem" title="Inbox" id="list-item"><barButtonItem key="rightBarButtonItem" title="Edit" id="e1"/>"#
                    + c.itemInner + "</navigationItem>"
            )
        return Documents.storyboard(initial: "nav", device: "retina6_12", safeAreas: true, controllers: [container, list])
    }

    /// The bar's background, and the colours of its title ("Inbox") and its item ("Edit").
    static func colours(of bar: View) throws -> (background: Color?, title: Color, item: Color) {
        var labels: [String: Label] = [:]
        bar.forEachInSubtree { if let label = $0 as? Label, let text = label.text { labels[text] = label } }
        return (bar.backgroundColor, try #require(labels["Inbox"]).textColor, try #require(labels["Edit"]).textColor)
    }

    @Test("on the canvas: the bar over the root controller's view", arguments: cases)
    func canvas(_ c: Case) throws {
        let document = try InterfaceBuilderDocument(data: Self.storyboard(c), name: "Main.storyboard")
        let hierarchy = try #require(document.hierarchies.first { $0.rootID == "root" })
        let laidOut = try document.layOut(hierarchy, contentSize: .stored)
        let bar = try #require(laidOut.views["root"]?.subviews.first { $0.className == "UINavigationBar" })
        let found = try Self.colours(of: bar)
        #expect(found.background == c.background && found.title == c.title && found.item == c.tint)
    }

    @Test("through Storyboard: the container's bar over the controller it shows", arguments: cases)
    func storyboardAPI(_ c: Case) throws {
        let storyboard = try Storyboard(document: InterfaceBuilderDocument(data: Self.storyboard(c), name: "Main.storyboard"))
        let controller = try #require(try storyboard.instantiateInitialViewController())
        let window = Window(device: .iPhone15, logSink: { _ in })
        window.rootViewController = controller
        window.layoutIfNeeded()
        let bar = try #require(ContainerBarsTests.bar("UINavigationBar", in: controller))
        let found = try Self.colours(of: bar)
        #expect(found.background == c.background && found.title == c.title && found.item == c.tint)
    }

    @Test("a navigation bar among a view's subviews takes its own style and colours", arguments: cases)
    func barInTheHierarchy(_ c: Case) throws {
        let item =
            #"<navigationItem title="Inbox" id="n1"><barButtonItem key="rightBarButtonItem" title="Edit" id="e1"/>"# + c.itemInner
            + "</navigationItem>"
        let bar = """
            <navigationBar contentMode="scaleToFill" \(c.attributes) translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                <rect key="frame" x="0.0" y="59" width="393" height="44"/>
                <items>\(item)</items>
                \(c.inner)
            </navigationBar>
            """
        let laidOut = try Documents.layOut(Documents.storyboard(subviews: bar, constraints: ""))
        let found = try Self.colours(of: try #require(laidOut.views["bar"]))
        #expect(found.background == c.background && found.title == c.title && found.item == c.tint)
    }
}
