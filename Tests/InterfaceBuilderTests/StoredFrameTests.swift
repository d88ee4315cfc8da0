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

    /// The views whose laid-out alignment rectangle is more than half a point from the stored one.
    @MainActor func misses(in laidOut: LaidOutHierarchy) -> [String] {
        let rects = laidOut.layoutRects
        return frames.keys.sorted().filter { id in
            guard let r = rects[id] else { return true }
            return zip([r.x, r.y, r.width, r.height], frames[id]!).contains { abs($0 - $1) > 0.5 }
        }
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
