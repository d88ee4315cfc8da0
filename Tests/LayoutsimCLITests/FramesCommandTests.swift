import Foundation
import Testing
import TestSupport

@Suite("layoutsim frames")
struct FramesCommandTests {
    static let scene = CLI.packageRoot.appendingPathComponent("Tests/LayoutsimCLITests/Scenes/animated.json").path

    @Test("samples presentation frames and alpha at the given times (easeInOut, 1 s, starting at 0.5)")
    func times() throws {
        let result = try CLI.run(["frames", Self.scene, "--times", "0,0.75,1,2"])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as! [String: Any]
        let samples = json["samples"] as! [[String: Any]]
        #expect(samples.map { $0["t"] as! Double } == [0, 0.75, 1, 2])
        let heights = samples.map { (($0["frames"] as! [String: [Double]])["optionA"]!)[3] }
        #expect(heights[0] == 60 && abs(heights[1] - (60 + 10 * 0.1292)) < 1e-3 && heights[2] == 65 && heights[3] == 70)
        let alphas = samples.map { ($0["alpha"] as! [String: Double])["optionA"]! }
        #expect(alphas[0] == 1 && alphas[3] == 0.5)
    }

    @Test("--fps/--seconds sample every frame; --timeline exports [t, value] series per property")
    func fpsAndTimeline() throws {
        let result = try CLI.run(["frames", Self.scene, "--fps", "60", "--seconds", "2", "--timeline"])
        #expect(result.status == 0)
        let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as! [String: Any]
        let height = ((json["timeline"] as! [String: Any])["optionA"] as! [String: Any])["height"] as! [[Double]]
        #expect(height.count == 121)
        #expect(height.map { $0[1] } == height.map { $0[1] }.sorted(), "the height only grows")
    }

    @Test(
        "bad animations name their JSON path",
        arguments: [
            (
                #"{"window": [10, 10], "animations": [{"duration": 1, "curve": "bouncy", "changes": []}]}"#,
                #"animations[0].curve: unknown curve "bouncy""#
            ),
            (
                #"{"window": [10, 10], "animations": [{"duration": 1, "changes": [{"constraint": "nope", "constant": 1}]}]}"#,
                #"animations[0].changes[0].constraint: no constraint has identifier "nope""#
            ),
        ])
    func badAnimations(json: String, message: String) throws {
        let result = try CLI.run(["frames", "-", "--times", "0"], stdin: json)
        #expect(result.status == 2)
        #expect(result.stderr.contains(message), "\(result.stderr)")
    }
}

@Suite("layoutsim render")
struct RenderCommandTests {
    @Test("render --strip writes numbered frames, a strip and a valid animated PNG")
    func strip() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("layoutsim-render-\(getpid())")
        defer { try? FileManager.default.removeItem(at: out) }
        let result = try CLI.run(["render", FramesCommandTests.scene, "--out", out.path, "--fps", "10", "--seconds", "2", "--strip"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("frame_0020.png").path))
        let strip = try Data(contentsOf: out.appendingPathComponent("strip.png"))
        let width = strip[16..<20].reduce(0) { $0 << 8 | Int($1) }
        #expect(width == 8 * 320 + 7 * 4)
        // The APNG: signature, chunks with valid CRCs, acTL saying 21 frames.
        let bytes = [UInt8](try Data(contentsOf: out.appendingPathComponent("animation.png")))
        #expect(Array(bytes[0..<8]) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        var i = 8, types: [String] = [], frames = 0
        while i + 12 <= bytes.count {
            let length = bytes[i..<(i + 4)].reduce(0) { $0 << 8 | Int($1) }
            let body = Array(bytes[(i + 4)..<(i + 8 + length)])
            let crc = bytes[(i + 8 + length)..<(i + 12 + length)].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
            #expect(crc == Self.crc32(body), "chunk \(types.count)")
            let type = String(decoding: body[0..<4], as: UTF8.self)
            if type == "acTL" { frames = body[4..<8].reduce(0) { $0 << 8 | Int($1) } }
            types.append(type)
            i += 12 + length
        }
        #expect(types.first == "IHDR" && types[1] == "acTL" && types.last == "IEND")
        #expect(frames == 21 && types.filter { $0 == "fcTL" }.count == 21)
    }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for b in bytes {
            c ^= UInt32(b)
            for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        }
        return c ^ 0xFFFF_FFFF
    }

    @Test("render --overlay adds the constraint lines to the display list; without it there are none")
    func overlay() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("layoutsim-overlay-\(getpid())")
        defer { try? FileManager.default.removeItem(at: out) }
        let with = try CLI.run(["render", FramesCommandTests.scene, "--out", out.path, "--overlay", "--dump-display-list"])
        #expect(with.status == 0, "\(with.stderr)")
        #expect(with.stdout.contains("\nline ") && with.stdout.contains("#007AFF"), "\(with.stdout)")
        let without = try CLI.run(["render", FramesCommandTests.scene, "--out", out.path, "--dump-display-list"])
        #expect(without.status == 0 && !without.stdout.contains("\nline "))
    }

    @Test("a missing image file is a clear error")
    func missingAsset() throws {
        let scene =
            #"{"window": [50, 50], "views": [{"name": "i", "kind": "image", "image": "nope.png", "imageSize": [10, 10]}], "constraints": [{"first": "i.left", "second": "root.left"}, {"first": "i.top", "second": "root.top"}]}"#
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("layoutsim-missing-\(getpid())")
        defer { try? FileManager.default.removeItem(at: out) }
        let result = try CLI.run(["render", "-", "--out", out.path], stdin: scene)
        #expect(result.status == 2)
        #expect(result.stderr.contains("image \"nope.png\" not found; searched: assets/nope.png"))
    }
}
