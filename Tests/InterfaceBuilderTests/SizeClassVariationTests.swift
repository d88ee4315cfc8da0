import Foundation
import Layout
import Testing

@testable import InterfaceBuilder

@Suite("Size-class variations: where several match, the most specific decides, as for UIKit's traits")
struct SizeClassVariationTests {
    /// A 100-high view pinned to the root's top left, its width set by `constraints`.
    static func document(device: String, constraints: String) -> Data {
        Documents.storyboard(
            device: device, subviews: Documents.view("a", (0, 0, 100, 100)),
            constraints: """
                <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
                <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" id="c2"/>
                <constraint firstItem="a" firstAttribute="height" constant="100" id="c3"/>
                \(constraints)
                """, rootSize: device == "ipad12_9rounded" ? (1024, 1366) : (393, 852))
    }

    @Test("a constraint the default variation leaves out applies only where a variation puts it back")
    func defaultExcludes() throws {
        let data = { (device: String) in
            Self.document(
                device: device,
                constraints: """
                    <constraint firstItem="a" firstAttribute="width" constant="100" id="compact"/>
                    <constraint firstItem="a" firstAttribute="width" constant="300" id="regular"/>
                    </constraints>
                    <variation key="default"><mask key="constraints"><exclude reference="regular"/></mask></variation>
                    <variation key="widthClass=regular"><mask key="constraints"><include reference="regular"/><exclude reference="compact"/></mask></variation>
                    <constraints>
                    """)
        }
        #expect(try Documents.layOut(data("retina6_12")).frames["a"]?.width == 100)
        #expect(try Documents.layOut(data("ipad12_9rounded")).frames["a"]?.width == 300)
    }

    @Test(
        "a constant: the variation naming both size classes wins over the one naming the width only, in either order",
        arguments: [
            ("iPad (regular, regular), specific first", "ipad12_9rounded", true, 80.0),
            ("iPad (regular, regular), specific last", "ipad12_9rounded", false, 80),
            ("iPhone portrait (compact, regular): neither matches", "retina6_12", true, 20),
        ])
    func constant(_ name: String, device: String, specificFirst: Bool, width: Double) throws {
        let general = #"<variation key="widthClass=regular" constant="50"/>"#
        let specific = #"<variation key="heightClass=regular-widthClass=regular" constant="80"/>"#
        let data = Self.document(
            device: device,
            constraints: """
                <constraint firstItem="a" firstAttribute="width" constant="20" id="w">
                    \(specificFirst ? specific + general : general + specific)
                </constraint>
                """)
        #expect(try Documents.layOut(data).frames["a"]?.width == width, "\(name)")
    }

    @Test(
        "installed constraints: the most specific matching variation that names a constraint decides whether it is installed",
        arguments: [
            ("iPad: the specific variation's exclude wins over the width's include", "ipad12_9rounded", "exclude", "include", 100.0),
            ("iPad: the specific variation's include wins over the width's exclude", "ipad12_9rounded", "include", "exclude", 300),
            ("iPhone portrait (compact, regular): neither variation matches", "retina6_12", "include", "include", 100),
        ])
    func installed(_ name: String, device: String, specific: String, general: String, width: Double) throws {
        let data = Self.document(
            device: device,
            constraints: """
                <constraint firstItem="a" firstAttribute="width" constant="100" priority="250" id="fallback"/>
                <constraint firstItem="a" firstAttribute="width" constant="300" id="wide"/>
                </constraints>
                <variation key="default"><mask key="constraints"><exclude reference="wide"/></mask></variation>
                <variation key="heightClass=regular-widthClass=regular"><mask key="constraints"><\(specific) reference="wide"/></mask></variation>
                <variation key="widthClass=regular"><mask key="constraints"><\(general) reference="wide"/></mask></variation>
                <constraints>
                """)
        #expect(try Documents.layOut(data).frames["a"]?.width == width, "\(name)")
    }

    @Test("installed constraints: a general variation's include puts back what the default leaves out")
    func generalInclude() throws {
        let data = Self.document(
            device: "ipad12_9rounded",
            constraints: """
                <constraint firstItem="a" firstAttribute="width" constant="100" priority="250" id="fallback"/>
                <constraint firstItem="a" firstAttribute="width" constant="300" id="wide"/>
                </constraints>
                <variation key="default"><mask key="constraints"><exclude reference="wide"/></mask></variation>
                <variation key="widthClass=regular"><mask key="constraints"><include reference="wide"/></mask></variation>
                <constraints>
                """)
        #expect(try Documents.layOut(data).frames["a"]?.width == 300)
    }

    @Test(
        "Storyboard: the device the app runs on picks the variations, as UIKit's traits do; by default, the document's own",
        arguments: [
            ("no device given: the document's iPhone (compact width)", nil as Device?, 20.0),
            ("an iPad (regular width)", Device.iPadPro12_9, 50),
        ])
    func storyboardDevice(_ name: String, device: Device?, width: Double) throws {
        let data = Self.document(
            device: "retina6_12",
            constraints: """
                <constraint firstItem="a" firstAttribute="width" constant="20" id="w">
                    <variation key="widthClass=regular" constant="50"/>
                </constraint>
                """)
        let storyboard = try Storyboard(document: InterfaceBuilderDocument(data: data, name: "Main.storyboard"), device: device)
        let controller = try #require(try storyboard.instantiateInitialViewController())
        let window = Window(device: device ?? .iPhone15, logSink: { _ in })
        window.rootViewController = controller
        window.layoutIfNeeded()
        #expect(controller.view.subviews.first?.frame.width == width, "\(name)")
    }
}
