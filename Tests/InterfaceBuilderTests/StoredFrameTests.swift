import Foundation
import InterfaceBuilder
import Layout
import Testing

/// One hierarchy of a fixture document and the frames Xcode stored for it.
nonisolated struct StoredFrames: CustomTestStringConvertible, Sendable {
    let document: String
    let root: String
    let frames: [String: [Double]]

    var testDescription: String { "\(document) \(root)" }

    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// The hierarchies of a JSON-lines file of stored frames (`doc`, `root`, `frames`).
    static func read(_ file: URL, documentsIn folder: URL) -> [StoredFrames] {
        guard let text = try? String(contentsOf: file, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").map { line in
            let object = try! JSONSerialization.jsonObject(with: Data(line.utf8)) as! [String: Any]
            let frames = (object["frames"] as! [String: [NSNumber]]).mapValues { $0.map(\.doubleValue) }
            return StoredFrames(
                document: folder.appendingPathComponent(object["doc"] as! String).path, root: object["root"] as! String, frames: frames)
        }
    }

    /// The views whose laid-out alignment rectangle is more than `tolerance` points (half a point
    /// by default) from the stored one.
    @MainActor func misses(in laidOut: LaidOutHierarchy, tolerance: Double = 0.5) -> [String] {
        let rects = laidOut.layoutRects
        return frames.keys.sorted().filter { id in
            guard let r = rects[id] else { return true }
            return zip([r.x, r.y, r.width, r.height], frames[id]!).contains { abs($0 - $1) > tolerance }
        }
    }

    /// Whether the document names the device it was saved for (`<device id=…>`, Xcode 8 and later).
    var savedWithDevice: Bool {
        (try? String(contentsOf: URL(fileURLWithPath: document), encoding: .utf8))?.contains("<device id=") ?? false
    }
}

/// Every document stores the frames Xcode's own engine computed; with content views sized as stored,
/// laying a document out must give them back.
@Suite("Interface Builder documents lay out where Xcode put them (stored content sizes)")
struct StoredFrameTests {
    nonisolated static let cases = StoredFrames.read(
        StoredFrames.fixtures.appendingPathComponent("expected.jsonl"), documentsIn: StoredFrames.fixtures)

    @Test("the fixture documents: every stored frame within 0.5 pt", arguments: cases)
    func fixture(_ c: StoredFrames) throws {
        let document = try InterfaceBuilderDocument(contentsOf: URL(fileURLWithPath: c.document))
        let hierarchy = try #require(document.hierarchies.first { $0.rootID == c.root })
        let laidOut = try document.layOut(hierarchy, contentSize: .stored)
        #expect(c.misses(in: laidOut) == [], "\(laidOut.layoutRects)")
    }

    /// Xcode stores frames on the device's pixel grid, and so does the layout pass (`PixelGrid`):
    /// where our numbers agree with Xcode's, they agree to the pixel, not just within half a point.
    @Test(
        "the fixture documents saved with a device: every stored frame to the thousandth of a point",
        arguments: cases.filter(\.savedWithDevice))
    func fixtureToThePixel(_ c: StoredFrames) throws {
        let document = try InterfaceBuilderDocument(contentsOf: URL(fileURLWithPath: c.document))
        let hierarchy = try #require(document.hierarchies.first { $0.rootID == c.root })
        let laidOut = try document.layOut(hierarchy, contentSize: .stored)
        #expect(c.misses(in: laidOut, tolerance: 0.001) == [], "\(laidOut.layoutRects)")
    }

    @Test("the fixtures cover storyboards and xibs, controllers' views, top-level views and cells")
    func coverage() throws {
        #expect(Self.cases.count >= 20)
        var roles = Set<String>()
        for c in Self.cases {
            let document = try InterfaceBuilderDocument(contentsOf: URL(fileURLWithPath: c.document))
            if let h = document.hierarchies.first(where: { $0.rootID == c.root }) { roles.insert("\(h.role)") }
        }
        #expect(roles == ["controllerView", "topLevelView", "cell"])
    }
}

/// The bars Interface Builder simulates are drawn, outside the document's own views.
@Suite("Simulated bars")
struct SimulatedBarTests {
    @Test("a controller in a navigation controller gets its bar, under the status bar, with its navigation item's title")
    func navigationBar() throws {
        let document = try InterfaceBuilderDocument(
            contentsOf: StoredFrames.fixtures.appendingPathComponent("NavigationControllerOnIPhone11.storyboard"))
        let hierarchy = try #require(document.hierarchies.first { $0.role == .controllerView })
        let laidOut = try document.layOut(hierarchy, contentSize: .stored)
        let bar = try #require(laidOut.window.rootView?.subviews.first { $0.className == "UINavigationBar" })
        #expect(bar.frame == Rect(x: 0, y: 44, width: 414, height: 44))
        #expect(bar.subviews.compactMap { ($0 as? Label)?.text } == ["Animated Constraints"])
        #expect(!laidOut.views.values.contains { $0 === bar }, "not one of the document's views")
    }
}

/// Interface Builder's canvas is not a device: each Xcode draws its own strips over a storyboard's
/// controllers, and the frames it stores follow them.
@Suite("The safe area each Xcode's canvas gives a storyboard controller")
struct CanvasSafeAreaTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let fixture: String
        let root: String
        let insets: EdgeInsets
        var testDescription: String { name }
    }

    nonisolated static let cases: [Case] = [
        Case(
            name: "Xcode 26 on the iPhone 11: twice the 48 pt housing and the 34 pt home indicator",
            fixture: "Xcode26HousingInsets.storyboard", root: "dgf-M8-7qw", insets: EdgeInsets(top: 96, left: 0, bottom: 68, right: 0)),
        Case(
            name: "Xcode 26 on the iPhone SE: the 20 pt status bar, once",
            fixture: "Xcode26HomeButtonStatusBar.storyboard", root: "BLa-72-1s6", insets: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)),
        Case(
            name: "Xcode 15 on the iPhone 15: the device's own 59 and 34 pt",
            fixture: "SafeAreaAndRatio.storyboard", root: "8bC-Xf-vdC", insets: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)),
    ]

    @Test("the root view's safe-area insets", arguments: cases)
    func insets(_ c: Case) throws {
        let document = try InterfaceBuilderDocument(contentsOf: StoredFrames.fixtures.appendingPathComponent(c.fixture))
        let hierarchy = try #require(document.hierarchies.first { $0.rootID == c.root })
        let laidOut = try document.layOut(hierarchy, contentSize: .stored)
        #expect(laidOut.window.safeAreaInsets == c.insets)
    }
}

/// Which Xcode drew a status bar over a full-screen storyboard controller on a phone with a Home
/// button: Xcode 10 and earlier, and Xcode 14 on; not Xcode 11 to 13. A view pinned to the safe
/// area's top sits under it. (The stored frames of the corpus and of shipping apps' storyboards
/// say so: y = 0 in Xcode 11 and 13 documents, y = 20 in Xcode 15 and 16 ones.) Before Xcode 14
/// the phones with a sensor housing all had the iPhone X's 44 pt strip.
@Suite("The status bar each Xcode's canvas draws: on a Home button phone, and with a sensor housing")
struct CanvasStatusBarTests {
    @Test(
        "a view pinned to the safe area's top",
        arguments: [
            ("Xcode 10 on the iPhone 8: the 20 pt status bar", "14490", "retina4_7", 20.0),
            ("Xcode 11 on the iPhone 8: none", "15705", "retina4_7", 0),
            ("Xcode 13 on the iPhone 4s: none", "19150", "retina3_5", 0),
            ("Xcode 14 on the iPhone 8 Plus: the 20 pt status bar", "21225", "retina5_5", 20),
            ("Xcode 15 on the iPhone 8: the 20 pt status bar", "22505", "retina4_7", 20),
            ("Xcode 16 on the iPhone 8: the 20 pt status bar", "23504", "retina4_7", 20),
            ("Xcode 13 on the iPhone 11: the iPhone X's 44 pt, not the phone's 48", "19150", "retina6_1", 44),
            ("Xcode 14 on the iPhone 11: the phone's 48 pt", "21507", "retina6_1", 48),
            ("Xcode 12 on the iPhone 12 Pro Max: the iPhone X's 44 pt, not the phone's 47", "17506", "retina6_7", 44),
            ("Xcode 13 on the iPhone 12: the iPhone X's 44 pt, not the phone's 47", "19529", "retina6_0", 44),
            ("Xcode 14 on the iPhone 12 Pro Max: the phone's 47 pt", "21225", "retina6_7", 47),
            ("Xcode 16 on the iPhone 16 Pro, its default canvas: the phone's 62 pt", "23504", "retina6_3", 62),
            ("Xcode 13 on the iPhone 13 mini (the X's screen): 44 pt", "19529", "retina5_4", 44),
            ("Xcode 15 on the iPhone 13 mini: iOS 16's 50 pt", "22505", "retina5_4", 50),
            ("Xcode 16 on the iPhone 16 Pro Max: the phone's 62 pt", "23504", "retina6_9", 62),
            ("Xcode 16 on the iPad 10.2 inch: its 20 pt status bar, on its own 810 x 1080 screen", "23504", "ipad10_2", 20),
            ("Xcode 11 on the iPad 10.2 inch: none, as on the phones with a Home button", "15705", "ipad10_2", 0),
        ])
    func pinnedView(_ name: String, tools: String, device: String, top: Double) throws {
        let screens = [
            "retina3_5": (320, 480), "retina4_7": (375, 667), "retina5_5": (414, 736), "retina6_1": (414, 896), "retina6_0": (390, 844),
            "retina6_7": (428, 926), "retina6_3": (402, 874), "retina6_9": (440, 956), "ipad10_2": (810, 1080), "retina5_4": (375, 812),
        ]
        let data = Documents.storyboard(
            device: device, subviews: Documents.view("a", (0, 0, 100, 50)),
            constraints: """
                <constraint firstItem="a" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c1"/>
                <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
                <constraint firstItem="a" firstAttribute="width" constant="100" id="c3"/>
                <constraint firstItem="a" firstAttribute="height" constant="50" id="c4"/>
                """,
            rootSize: try #require(screens[device]), toolsVersion: tools)
        #expect(try Documents.layOut(data).frames["a"]?.y == top, "\(name)")
    }
}
