import Foundation
import Layout
import Scenes
import Testing
import TestSupport

/// A scene fixture: a scene, what it shows, and the frames it must give.
nonisolated struct SceneFixture: CustomTestStringConvertible, Sendable {
    let name: String
    let sceneJSON: Data
    let expected: [String: [Double]]
    let windowWidth: Double

    var testDescription: String { name }

    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    static func all() -> [SceneFixture] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return files.filter { $0.hasSuffix(".json") }.sorted().map { file in
            let data = try! Data(contentsOf: directory.appendingPathComponent(file))
            let root = try! JSONSerialization.jsonObject(with: data) as! [String: Any]
            let scene = root["scene"] as! [String: Any]
            let expected = (root["expected"] as! [String: [NSNumber]]).mapValues { $0.map(\.doubleValue) }
            return SceneFixture(
                name: file, sceneJSON: try! JSONSerialization.data(withJSONObject: scene),
                expected: expected, windowWidth: ((scene["window"] as! [NSNumber])[0]).doubleValue)
        }
    }

    /// The expected frame, mirrored right-to-left when asked: x' = W - x - w.
    func expectedFrame(_ name: String, mirrored: Bool) -> [Double] {
        let f = expected[name]!
        return mirrored ? [windowWidth - f[0] - f[2], f[1], f[2], f[3]] : f
    }

    static func close(_ a: [Double], _ b: [Double]) -> Bool {
        a.count == 4 && zip(a, b).allSatisfy { abs($0 - $1) <= 1e-3 }
    }
}

@Suite("Scene fixtures")
struct SceneFixtureTests {
    @Test("through the API, left-to-right and mirrored", arguments: SceneFixture.all(), [false, true])
    func api(fixture: SceneFixture, mirrored: Bool) throws {
        let scene = try Scene(data: fixture.sceneJSON, source: fixture.name)
        let built = try scene.build(direction: mirrored ? .rightToLeft : .leftToRight)
        for name in fixture.expected.keys.sorted() {
            let f = built.frames[name]
            let got = f.map { [$0.x, $0.y, $0.width, $0.height] } ?? []
            let want = fixture.expectedFrame(name, mirrored: mirrored)
            #expect(SceneFixture.close(got, want), "\(fixture.name) \(mirrored ? "RTL" : "LTR") \(name): \(got) vs \(want)")
        }
        #expect(built.window.log.isEmpty, "\(built.window.log)")
    }

    @Test("through layoutsim layout, left-to-right and mirrored", arguments: SceneFixture.all(), [false, true])
    nonisolated func cli(fixture: SceneFixture, mirrored: Bool) throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "scene-\(getpid())-\(mirrored ? "rtl" : "ltr")-\(fixture.name)")
        try fixture.sceneJSON.write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try CLI.run(["layout", file.path] + (mirrored ? ["--rtl"] : []))
        #expect(result.status == 0, "\(result.stderr)")
        let output = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as! [String: Any]
        let frames = (output["frames"] as! [String: [NSNumber]]).mapValues { $0.map(\.doubleValue) }
        for name in fixture.expected.keys.sorted() {
            let want = fixture.expectedFrame(name, mirrored: mirrored)
            #expect(SceneFixture.close(frames[name] ?? [], want), "\(name): \(frames[name] ?? []) vs \(want)")
        }
        #expect((output["log"] as! [String]).isEmpty)
    }

    @Test(
        "bad scenes name the JSON path of the culprit",
        arguments: [
            (#"{"window": [0, 10]}"#, "window[0]: a window width (points) must lie in 1...16384, got 0"),
            (#"{"window": [10, 10], "views": [{"name": "a", "parent": "b"}]}"#, #"views[0].parent: unknown parent "b""#),
            (#"{"window": [10, 10], "views": [{"name": "a", "kind": "table"}]}"#, #"views[0].kind: unknown kind "table""#),
            (
                #"{"window": [10, 10], "views": [{"name": "a"}], "constraints": [{"first": "a.middle"}]}"#,
                #"constraints[0].first: unknown attribute "middle""#
            ),
            (
                #"{"window": [10, 10], "views": [{"name": "a"}], "constraints": [{"first": "a.left", "constant": 3}]}"#,
                "constraints[0]: NSLayoutConstraint for a: A multiplier of 0 or a nil second item together with a location"
            ),
            (#"{"window": [10, 10], "views": [{"name": "a", "background": "red"}]}"#, #"views[0].background: expected #RRGGBB, got "red""#),
            (
                #"{"window": [10, 10], "views": [{"name": "a"}], "constraints": [{"visualFormat": "H:|-[a"}]}"#,
                "constraints[0].visualFormat: Unable to parse constraint format: \nExpected a ']' here. That is how you give the end of a view."
            ),
            (
                #"{"window": [10, 10], "views": [{"name": "a"}], "constraints": [{"visualFormat": "[a]", "options": ["alignAllSideways"]}]}"#,
                #"constraints[0].options[0]: unknown format option "alignAllSideways""#
            ),
            (
                #"{"window": [10, 10], "views": [{"name": "i", "kind": "image", "image": "a.png"}]}"#,
                "views[0].imageSize: an image file needs its size in points"
            ),
            (
                #"{"window": [10, 10], "views": [{"name": "i", "kind": "image", "image": 3, "imageSize": [1, 1]}]}"#,
                "views[0].image: expected"
            ),
            (
                #"{"window": [10, 10], "views": [{"name": "i", "kind": "image", "contentMode": "stretch"}]}"#,
                #"views[0].contentMode: unknown content mode "stretch""#
            ),
        ])
    func badScenes(json: String, message: String) throws {
        #expect {
            try Scene(data: Data(json.utf8)).build()
        } throws: { error in
            (error as? InputError)?.description.contains(message) == true
        }
        let result = try CLI.run(["layout", "-"], stdin: json)
        #expect(result.status == 2)
        #expect(result.stderr.contains(message), "\(result.stderr)")
    }
}
