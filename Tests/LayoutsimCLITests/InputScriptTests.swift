import Foundation
import Layout
import SDLBackend
import Testing
import TestSupport

/// `--input`: scripted touches on demo and show, applied headless too.
@Suite("Scripted input on the command line")
struct InputScriptTests {
    static let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("layoutsim-input-\(getpid())")

    @Test("demo calculator --headless --input: a frame before and one after each step; the display changes")
    func calculatorFrames() throws {
        let out = Self.scratch.appendingPathComponent("calc").path
        // 7 × 8 = on the 320 x 480 keypad (keys 80 x 90 below a 120 pt display).
        let result = try CLI.run(
            ["demo", "calculator", "--headless", "--out", out, "--input", "tap 40,165; tap 280,255; tap 120,165; tap 200,435"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("wrote 5 frame(s)"), "\(result.stdout)")
        let first = try RGBAImage(contentsOf: out + "/frame_0000.png"), last = try RGBAImage(contentsOf: out + "/frame_0004.png")
        #expect(first != last, "the display shows 56, not 0")
    }

    @Test("demo form --software-keyboard: a tap on the name field brings up the keyboard, whose keys type into it")
    func softwareKeyboard() throws {
        let out = Self.scratch.appendingPathComponent("keyboard").path
        // The iPhone SE's keyboard: 260 pt from y = 407; Q is the first key of its first row, at
        // 50 to 92 pt below its top.
        let result = try CLI.run(
            ["demo", "form", "--headless", "--software-keyboard", "--out", out, "--input", "tap 100,57; wait 0.5; tap 20,478"])
        #expect(result.status == 0, "\(result.stderr)")
        let up = try RGBAImage(contentsOf: out + "/frame_0002.png")
        #expect(up.pixel(x: 1, y: 420) == Color(red: 209, green: 212, blue: 217), "the keyboard's background")
        #expect(up.pixel(x: 20, y: 478) == Color.white, "the Q key")
        let plain = Self.scratch.appendingPathComponent("no-keyboard").path
        _ = try CLI.run(["demo", "form", "--headless", "--out", plain, "--input", "tap 100,57; wait 0.5; tap 20,478"])
        let without = try RGBAImage(contentsOf: plain + "/frame_0002.png")
        #expect(without.pixel(x: 1, y: 420) != up.pixel(x: 1, y: 420), "none without the flag")
        // The field shows the typed q: its first letters differ from the placeholder.
        #expect((20..<40).contains { x in (45..<70).contains { y in up.pixel(x: x, y: y) != without.pixel(x: x, y: y) } })
    }

    @Test("show SCENE --input without a display: a text field tapped and typed into is drawn with its text")
    func typedScene() throws {
        let scene =
            #"{"window": [240, 80], "views": [{"name": "f", "kind": "textField", "placeholder": "Amount", "borderStyle": "roundedRect", "frame": [10, 20, 200, 34], "translatesAutoresizingMask": true}]}"#
        let plain = Self.scratch.appendingPathComponent("plain").path, typed = Self.scratch.appendingPathComponent("typed").path
        let a = try CLI.run(["show", "-", "--out", plain], stdin: scene, unset: ["DISPLAY", "WAYLAND_DISPLAY"])
        let b = try CLI.run(
            ["show", "-", "--out", typed, "--input", "tap 50,37; type 42"], stdin: scene, unset: ["DISPLAY", "WAYLAND_DISPLAY"])
        #expect(a.status == 0 && b.status == 0, "\(a.stderr) \(b.stderr)")
        #expect(try RGBAImage(contentsOf: plain + "/frame_0000.png") != RGBAImage(contentsOf: typed + "/frame_0000.png"))
    }

    @Test(
        "a script that cannot be read is a usage error naming the step",
        arguments: [
            ("tap 10", #"step 1 "tap 10": "10" is not a point X,Y"#), ("tap 1,2;", "empty step"),
            ("wait -1", #""-1" is not a duration"#), ("type", "expected tap X,Y"),
            ("swipe 1,2", "expected tap X,Y"),
        ])
    func badScripts(script: String, message: String) throws {
        let result = try CLI.run(["demo", "calculator", "--headless", "--out", Self.scratch.path, "--input", script])
        #expect(result.status == 64, "\(result.stderr)")
        #expect(result.stderr.contains(message), "\(result.stderr)")
    }
}
