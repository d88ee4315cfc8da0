import Foundation
import Testing
import TestSupport

/// Inputs that once crashed, hung or were explained badly: each is now refused with a message that
/// names the culprit and the limit, exit status 2 (bad input) or 64 (a bad option).
@Suite("Bad input through the command line: a specific error, never a trap or a hang")
struct BadInputTests {
    /// A scratch folder with an asset folder holding every kind of unusable image.
    static let folder: URL = {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("layoutsim-bad-input-\(getpid())")
        let assets = dir.appendingPathComponent("assets")
        try? FileManager.default.createDirectory(at: assets.appendingPathComponent("folder.png"), withIntermediateDirectories: true)
        mkfifo(assets.appendingPathComponent("pipe.png").path, 0o644)
        _ = FileManager.default.createFile(atPath: assets.appendingPathComponent("garbage.png").path, contents: Data("not an image".utf8))
        _ = FileManager.default.createFile(atPath: assets.appendingPathComponent("empty.png").path, contents: Data())
        _ = FileManager.default.createFile(atPath: dir.appendingPathComponent("outside.png").path, contents: Data("x".utf8))
        try? FileManager.default.createSymbolicLink(
            atPath: assets.appendingPathComponent("link.png").path,
            withDestinationPath: dir.appendingPathComponent("outside.png").path)
        // A PNG header that declares 20,000 x 20,000 pixels (it would decode to 1.6 GB).
        var huge = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52])
        huge.append(contentsOf: [0, 0, 0x4E, 0x20, 0, 0, 0x4E, 0x20, 8, 0, 0, 0, 0])
        _ = FileManager.default.createFile(atPath: assets.appendingPathComponent("huge.png").path, contents: huge)
        // A 4 x 4 PNG header with its image data cut off.
        var truncated = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52])
        truncated.append(contentsOf: [0, 0, 0, 4, 0, 0, 0, 4, 8, 6, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0x10])
        _ = FileManager.default.createFile(atPath: assets.appendingPathComponent("truncated.png").path, contents: truncated)
        return dir
    }()

    static func imageScene(_ name: String) -> String {
        #"{"window": [100, 100], "views": [{"name": "i", "kind": "image", "image": "\#(name)", "imageSize": [10, 10]}]}"#
    }

    @Test(
        "images: only regular, readable, decodable files inside the asset folders, no larger than can be drawn",
        arguments: [
            ("pipe.png", #"image "pipe.png" (ASSETS/pipe.png) cannot be used: it is a named pipe, not a regular file"#),
            ("folder.png", "it is a directory, not a regular file"),
            ("garbage.png", "not a PNG, JPEG, GIF, BMP or WebP image"),
            ("truncated.png", "cannot be decoded"),
            ("empty.png", "the file is empty"),
            ("huge.png", "the image would be 20000 x 20000 pixels: a side may be at most 16384"),
            ("../outside.png", #"image "../outside.png" lies outside the asset folders"#),
            ("link.png", #"image "link.png" lies outside the asset folders"#),
            ("/etc/hostname", "lies outside the asset folders"),
            ("missing.png", #"image "missing.png" not found; searched: ASSETS/missing.png"#),
        ])
    func images(name: String, message: String) throws {
        let assets = Self.folder.appendingPathComponent("assets").path
        let out = Self.folder.appendingPathComponent("out").path
        let result = try CLI.run(["render", "-", "--out", out, "--assets", assets], stdin: Self.imageScene(name))
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains(message.replacingOccurrences(of: "ASSETS", with: assets)), "\(result.stderr)")
    }

    @Test(
        "numbers that reach pixels, fonts and the clock are bounded, and the message says the limit",
        arguments: [
            (
                ["render", "-", "--out", "OUT"], #"{"window": [1e308, 100]}"#,
                "window[0]: a window width (points) must lie in 1...16384, got 1e+308"
            ),
            (["render", "-", "--out", "OUT"], #"{"window": [2147483648, 100]}"#, "must lie in 1...16384"),
            (
                ["render", "-", "--out", "OUT", "--scale", "2"], #"{"window": [16000, 16000]}"#,
                "would be 32000 x 32000 pixels: a side may be at most 16384"
            ),
            (
                ["render", "-", "--out", "OUT"], #"{"window": [100, 100], "views": [{"name": "a", "frame": [2.2e9, 0, 1, 1]}]}"#,
                "views[0].frame[0]: x (points) must lie in -1000000...1000000"
            ),
            (
                ["render", "-", "--out", "OUT"], #"{"window": [100, 100], "views": [{"name": "a", "kind": "label", "fontSize": 65536}]}"#,
                "views[0].fontSize: a font size (points) must lie in 0...1000"
            ),
            (
                ["render", "-", "--out", "OUT"], #"{"window": [100, 100], "views": [{"name": "a", "borderWidth": 3e9}]}"#,
                "views[0].borderWidth: a border width (points) must lie in 0...1000000"
            ),
            (
                ["layout", "-"],
                #"{"window": [100, 100], "views": [{"name": "a"}], "constraints": [{"first": "a.width", "constant": 5, "priority": 0.0001}]}"#,
                "constraints[0].priority: a priority must lie in 1...1000, got 0.0001"
            ),
            (
                ["layout", "-"], #"{"window": [100, 100], "views": [{"name": "a", "hugging": [0, 250]}]}"#,
                "views[0].hugging[0]: a priority must lie in 1...1000, got 0"
            ),
            (
                ["layout", "-"], #"{"window": [100, 100], "views": [{"name": "a", "hidden": 1}]}"#,
                "views[0].hidden: expected true or false, found the number 1"
            ),
            (["layout", "-"], #"{"window": [100, 100],}"#, "is not valid JSON: line 1, column 23: a trailing comma before '}'"),
            (
                ["frames", "-", "--times", "0"],
                #"{"window": [100, 100], "views": [{"name": "a"}], "animations": [{"duration": -1, "changes": []}]}"#,
                "animations[0].duration: a duration (seconds) must lie in 0...1000000, got -1"
            ),
        ])
    func numbers(arguments: [String], scene: String, message: String) throws {
        let out = Self.folder.appendingPathComponent("out").path
        let result = try CLI.run(arguments.map { $0 == "OUT" ? out : $0 }, stdin: scene)
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains(message), "\(result.stderr)")
    }

    @Test(
        "sample times beyond what the clock can sample, or none at all, are usage errors",
        arguments: [
            ("1e18", "--times: expected seconds in 0...1000000, got \"1e18\""),
            ("", "--times: expected seconds in 0...1000000, got \"\""),
            ("0,,1", "got \"\""),
            ("nan", "got \"nan\""),
        ])
    func times(times: String, message: String) throws {
        let result = try CLI.run(["frames", "-", "--times", times], stdin: #"{"window": [100, 100]}"#)
        #expect(result.status == 64, "\(result.stderr)")
        #expect(result.stderr.contains(message), "\(result.stderr)")
    }

    @Test("adversarial option values on every drawing command: a usage error or a result, never a trap or a hang")
    func adversarialOptions() throws {
        let scene = CLI.packageRoot.appendingPathComponent("Tests/LayoutsimCLITests/Scenes/animated.json").path
        let out = Self.folder.appendingPathComponent("out").path
        let values = ["nan", "inf", "-inf", "-1", "0", "1e308", "1e-320", "2147483648", "abc", ""]
        let commands: [(String) -> [String]] = [
            { ["render", scene, "--out", out, "--scale", $0] },
            { ["render", scene, "--out", out, "--fps", $0, "--seconds", "0.1"] },
            { ["render", scene, "--out", out, "--fps", "10", "--seconds", $0] },
            { ["render", scene, "--out", out, "--strip", "--strip-frames", $0, "--times", "0,1"] },
            { ["frames", scene, "--fps", $0, "--seconds", "0.1"] },
            { ["frames", scene, "--times", $0] },
            { ["demo", "calculator", "--headless", "--out", out, "--scale", $0] },
            { ["demo", "calculator", "--headless", "--out", out, "--fps", "10", "--seconds", $0] },
        ]
        var cases = commands.flatMap { command in values.map { command($0) } }
        if !Sweep.isFull {
            var rng = SplitMix64(state: 64)
            rng.shuffle(&cases)
            cases = Array(cases.prefix(16))
        }
        for arguments in cases {
            let result = try CLI.run(arguments)
            #expect([0, 2, 64].contains(result.status), "\(arguments): status \(result.status)\n\(result.stderr)")
            #expect(!result.stderr.contains("Fatal error") && !result.stderr.contains("crashed"), "\(arguments)")
        }
    }

    @Test("`--` before a format only ends the options (it is not counted as a second format)")
    func doubleDash() throws {
        let result = try CLI.run(["vfl", "--views", "a", "--", "H:|-[a]-|"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix(#"[{"first": "a.leading""#), "\(result.stdout)")
    }

    @Test("what UIKit accepts is drawn: a label of only a zero-width space, an alpha animated past 1 (clamped), unknown fields (warned)")
    func acceptedAsUIKitDoes() throws {
        let out = Self.folder.appendingPathComponent("out").path
        let label = try CLI.run(
            ["render", "-", "--out", out],
            stdin: #"{"window": [100, 100], "views": [{"name": "a", "kind": "label", "text": "\u200b"}]}"#)
        #expect(label.status == 0, "\(label.stderr)")
        let alpha = try CLI.run(
            ["frames", "-", "--times", "0,0.5,1"],
            stdin: #"""
                {"window": [100, 100], "views": [{"name": "a", "alpha": 0.2}],
                 "animations": [{"duration": 1, "curve": "linear", "changes": [{"view": "a", "alpha": 5}]}]}
                """#)
        #expect(alpha.status == 0, "\(alpha.stderr)")
        #expect(alpha.stdout.contains(#""a": 0.6"#) && alpha.stdout.contains(#""a": 1.0"#), "\(alpha.stdout)")
        let unknown = try CLI.run(["layout", "-"], stdin: ##"{"window": [100, 100], "views": [{"name": "a", "colour": "#FFFFFF"}]}"##)
        #expect(unknown.status == 0)
        #expect(unknown.stderr.contains("warning: standard input: views[0].colour: unknown field (ignored"), "\(unknown.stderr)")
    }
}
