import Foundation
import InterfaceBuilder
import Layout
import Testing

/// The 289 public documents of ../shared/ib (when this checkout sits beside it): every one reads
/// without a crash, and the frames Xcode stored come back. The fixtures hold a copy of a few.
@Suite("The public Interface Builder corpus (../shared/ib, when present)")
struct PublicCorpusTests {
    nonisolated static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../shared/ib")
        .standardizedFileURL
    nonisolated static var present: Bool { FileManager.default.fileExists(atPath: corpus.appendingPathComponent("expected.jsonl").path) }

    @Test("every document is read and every hierarchy laid out, or refused with its element and line", .enabled(if: present))
    func everyDocument() throws {
        let docs = try FileManager.default.contentsOfDirectory(atPath: Self.corpus.appendingPathComponent("docs").path).sorted()
        #expect(docs.count == 289)
        var hierarchies = 0
        for name in docs {
            let document = try InterfaceBuilderDocument(contentsOf: Self.corpus.appendingPathComponent("docs").appendingPathComponent(name))
            for h in document.hierarchies {
                do throws(InterfaceBuilderError) {
                    _ = try document.layOut(h)
                    hierarchies += 1
                } catch {
                    // Only a root no window can hold (a zero-height container) is refused.
                    #expect(error.message.contains("a window side must lie in"), "\(error)")
                }
            }
        }
        #expect(hierarchies > 600)
    }

    @Test(
        "every storyboard's initial controller, and each one with an identifier, loads through Storyboard and lays out in an iPhone 15 window",
        .enabled(if: present))
    func everyStoryboardController() throws {
        let folder = Self.corpus.appendingPathComponent("docs")
        var loaded = 0
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() where name.hasSuffix(".storyboard") {
            let url = folder.appendingPathComponent(name)
            let storyboard = try Storyboard(contentsOf: url, contentSize: .stored)
            let text = try String(contentsOf: url, encoding: .utf8)
            let identifiers = try NSRegularExpression(pattern: #"storyboardIdentifier="([^"]*)""#)
                .matches(in: text, range: NSRange(text.startIndex..., in: text))
                .compactMap { Range($0.range(at: 1), in: text).map { String(text[$0]) } }
            var controllers = [try storyboard.instantiateInitialViewController()].compactMap { $0 }
            for identifier in Set(identifiers).sorted() {
                controllers.append(try storyboard.instantiateViewController(withIdentifier: identifier))
            }
            for controller in controllers {
                let window = Window(device: .iPhone15, logSink: { _ in })
                window.rootViewController = controller
                window.layoutIfNeeded()
                let root = try #require(window.rootView)
                #expect(root.frame.size == window.size, "\(name)")
                loaded += 1
            }
        }
        #expect(loaded >= 340)  // 349 today
    }

    /// A floor under today's score, so a change that loses ground fails. The issue's target is 99.5 %.
    @Test("at least 98.5 % of the 1,513 stored frames come back within 0.5 pt", .enabled(if: present))
    func storedFrames() throws {
        let cases = StoredFrames.read(
            Self.corpus.appendingPathComponent("expected.jsonl"), documentsIn: Self.corpus.appendingPathComponent("docs"))
        var total = 0, matched = 0
        var documents: [String: InterfaceBuilderDocument] = [:]
        for c in cases {
            total += c.frames.count
            let document = try documents[c.document] ?? InterfaceBuilderDocument(contentsOf: URL(fileURLWithPath: c.document))
            documents[c.document] = document
            guard let h = document.hierarchies.first(where: { $0.rootID == c.root }) else { continue }
            matched += c.frames.count - c.misses(in: try document.layOut(h, contentSize: .stored)).count
        }
        #expect(total == 1513)
        #expect(Double(matched) / Double(total) >= 0.985, "\(matched) of \(total)")
    }

    /// Xcode stores frames on the device's pixel grid, and the layout pass rounds to it as UIKit
    /// does. A floor under today's share (993 of 1,005): the rest differ by content sizes Xcode
    /// measured in its own fonts.
    @Test(
        "in documents saved with a device, at least 98.5 % of the frames within 0.5 pt are exact to 0.001 pt",
        .enabled(if: present))
    func storedFramesToThePixel() throws {
        let cases = StoredFrames.read(
            Self.corpus.appendingPathComponent("expected.jsonl"), documentsIn: Self.corpus.appendingPathComponent("docs")
        )
        .filter(\.savedWithDevice)
        var near = 0, exact = 0
        var documents: [String: InterfaceBuilderDocument] = [:]
        for c in cases {
            let document = try documents[c.document] ?? InterfaceBuilderDocument(contentsOf: URL(fileURLWithPath: c.document))
            documents[c.document] = document
            guard let h = document.hierarchies.first(where: { $0.rootID == c.root }) else { continue }
            let laidOut = try document.layOut(h, contentSize: .stored)
            near += c.frames.count - c.misses(in: laidOut).count
            exact += c.frames.count - c.misses(in: laidOut, tolerance: 0.001).count
        }
        #expect(near > 1000)
        #expect(Double(exact) / Double(near) >= 0.985, "\(exact) of \(near)")
    }
}
