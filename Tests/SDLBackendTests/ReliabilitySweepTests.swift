import Foundation
import Layout
import Rendering
import Scenes
import SDLBackend
import Testing
import TestSupport

/// Bad and heavy scenes, generated from one valid scene by replacing one field at a time: each must
/// be refused with its JSON path, or read, laid out, animated and drawn with finite results and
/// alphas in 0...1. Never a trap. `LAYOUTSIM_SWEEP=full` runs every mutation of every field.
@Suite("Reliability: generated bad scenes never crash and never print non-finite results")
struct ReliabilitySweepTests {
    /// A valid scene with every kind of view, both kinds of constraint and an animation.
    static let base = #"""
        {"window": [320, 240], "direction": "ltr",
         "views": [
           {"name": "box", "background": "#3366CC", "cornerRadius": 8, "borderWidth": 2, "borderColor": "#000000",
            "alpha": 0.9, "layoutMargins": [4, 4, 4, 4], "clipsToBounds": true},
           {"name": "title", "parent": "box", "kind": "label", "text": "Hello", "fontSize": 17, "numberOfLines": 0,
            "preferredMaxLayoutWidth": 100, "hugging": [251, 251], "compression": [750, 750]},
           {"name": "go", "kind": "button", "text": "Go", "fontSize": 15},
           {"name": "pic", "kind": "image", "imageSize": [20, 20], "contentMode": "scaleAspectFit"},
           {"name": "free", "translatesAutoresizingMask": true, "frame": [10, 200, 30, 20], "autoresizing": ["flexibleWidth"]},
           {"name": "scroll", "kind": "scroll", "contentOffset": [0, 10], "intrinsicSize": [50, 50]},
           {"name": "stack", "kind": "stack", "axis": "vertical", "spacing": 4, "distribution": "fill", "alignment": "center"}
         ],
         "constraints": [
           {"first": "box.leading", "second": "root.leading", "constant": 20, "identifier": "left"},
           {"first": "box.top", "second": "root.top", "constant": 20},
           {"first": "box.width", "second": "root.width", "multiplier": 0.5, "priority": 750},
           {"first": "box.height", "relation": ">=", "constant": 40},
           {"first": "title.centerX", "second": "box.centerX"},
           {"first": "title.centerY", "second": "box.centerY"},
           {"visualFormat": "H:|-[go]-(m)-[pic]", "options": ["alignAllCenterY"], "metrics": {"m": 8}},
           {"visualFormat": "V:[pic]-|"}
         ],
         "animations": [
           {"at": 0.1, "duration": 0.5, "delay": 0.05, "curve": {"spring": {"damping": 0.5, "velocity": 2}},
            "options": ["beginFromCurrentState"],
            "changes": [{"constraint": "left", "constant": 60}, {"view": "box", "alpha": 0.2, "background": "#FF0000"}]}
         ]}
        """#

    /// The values a field is replaced with: other types, non-finite-looking and huge numbers.
    static let replacements = [
        "true", "false", "null", #""text""#, "[]", "{}", "[1, 2, 3]", #"{"a": 1}"#, "0", "-1", "0.5", "1e308", "-1e308",
        "1e400", "5e-324", "2147483648", "9007199254740993", "1" + String(repeating: "0", count: 60),
        #""\u0000""#, #""\u200b""#, "\"" + String(repeating: "W", count: 5_000) + "\"",
    ]

    /// Every leaf of a JSON value with a function that rebuilds the document with it replaced.
    static func leaves(_ value: JSON, rebuild: @escaping (JSON) -> JSON) -> [(path: String, replace: (JSON) -> JSON)] {
        var out: [(String, (JSON) -> JSON)] = [("", rebuild)]
        switch value {
        case .array(let items):
            for (i, item) in items.enumerated() {
                out += leaves(item) { new in
                    var copy = items; copy[i] = new; return rebuild(.array(copy))
                }.map { ("[\(i)]" + $0.path, $0.replace) }
            }
        case .object(let members):
            for (i, m) in members.enumerated() {
                out += leaves(m.value) { new in
                    var copy = members; copy[i].value = new; return rebuild(.object(copy))
                }
                .map { ("." + m.key + $0.path, $0.replace) }
            }
        default: break
        }
        return out
    }

    /// JSON text for a value (numbers as written).
    static func text(_ v: JSON) -> String {
        switch v {
        case .null: "null"
        case .bool(let b): b ? "true" : "false"
        case .number(let t, _): t
        case .string(let s): JSONText.string(s)
        case .array(let a): "[" + a.map(text).joined(separator: ",") + "]"
        case .object(let o): "{" + o.map { JSONText.string($0.key) + ":" + text($0.value) }.joined(separator: ",") + "}"
        }
    }

    /// Reads, lays out, animates and draws a scene; returns what went wrong that should not.
    static func exercise(_ data: Data, measurer: TTFTextMeasurer, renderer: HeadlessRenderer) -> String? {
        let scene: Scene, built: Scene.Built
        do {
            scene = try Scene(data: data)
            built = try scene.build(measurer: measurer)
        } catch let error as InputError {
            return error.message.isEmpty ? "an error without a message" : nil
        } catch {
            return "an error that is not an InputError: \(error)"
        }
        var problem: String?
        SceneSampler.play(built, scene: scene, times: [0, 0.2, 0.4, 1]) { t in
            for (name, view) in built.views {
                let f = view.presentationFrameInWindow
                if ![f.x, f.y, f.width, f.height].allSatisfy(\.isFinite) { problem = "\(name) has frame \(f) at t = \(t)" }
                let a = view.presentationAlpha ?? view.alpha
                if !(0...1).contains(a) { problem = "\(name) has alpha \(a) at t = \(t)" }
            }
            do { try renderer.draw(DisplayList(window: built.window)) } catch {
                if case .assetNotFound? = error as? SDLBackendError {} else { problem = "drawing failed: \(error)" }
            }
        }
        return problem
    }

    @Test("every field replaced by every kind of bad value: refused with a path, or drawn with finite results")
    func mutatedFields() throws {
        let full = Sweep.isFull
        let base = try JSONParser.parse(Array(Self.base.utf8))
        let fields = Self.leaves(base) { $0 }
        let measurer = try TTFTextMeasurer()
        let renderer = try HeadlessRenderer(width: 320, height: 240)
        var rng = SplitMix64(state: 15)
        var cases = 0
        for (path, replace) in fields where !path.isEmpty {
            // By default three values per field, drawn from the seeded generator; all of them when asked.
            let values = full ? Self.replacements : (0..<3).map { _ in Self.replacements[rng.below(Self.replacements.count)] }
            for value in values {
                let mutated = Self.text(replace(try JSONParser.parse(Array(value.utf8))))
                if let problem = Self.exercise(Data(mutated.utf8), measurer: measurer, renderer: renderer) {
                    Issue.record("\(path) = \(value.prefix(40)): \(problem)")
                }
                cases += 1
            }
        }
        #expect(cases >= 3 * 80)
    }

    @Test("the base scene itself is valid, so every refusal above comes from the mutation")
    func baseIsValid() throws {
        let scene = try Scene(data: Data(Self.base.utf8))
        #expect(scene.warnings.isEmpty, "\(scene.warnings)")
        _ = try scene.build(measurer: try TTFTextMeasurer())
    }
}

/// Depth costs what width costs: no recursion that can overflow the stack, no walk up the tree per view.
@Suite("Reliability: deep hierarchies")
struct DeepHierarchyTests {
    @Test("a 20,000-deep chain of views lays out, traces, draws and is released (every walk is a loop, none quadratic)")
    func deepChain() throws {
        let depth = 20_000
        var window: Window? = Window(size: Size(width: 320, height: 480), logSink: { _ in })
        window?.rootViewController = ViewController()
        var parent = try #require(window?.rootView)
        var constraints: [LayoutConstraint] = []
        var deepest = parent
        for i in 0..<depth {
            let v = View()
            v.accessibilityIdentifier = "v\(i)"
            v.translatesAutoresizingMaskIntoConstraints = false
            parent.addSubview(v)
            constraints += [
                v.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 0.01),
                v.topAnchor.constraint(equalTo: parent.topAnchor, constant: 0.01),
                v.trailingAnchor.constraint(equalTo: parent.trailingAnchor),
                v.bottomAnchor.constraint(equalTo: parent.bottomAnchor),
            ]
            parent = v
            deepest = v
        }
        try LayoutConstraint.activate(constraints)
        deepest.backgroundColor = Color(hex: "#FF0000")
        window?.layoutIfNeeded()
        let f = deepest.frameInWindow
        #expect(abs(f.x - 0.01 * Double(depth)) < 1e-6 && abs(f.width - (320 - 0.01 * Double(depth))) < 1e-6)
        #expect(window?.frames.count == depth)
        let trace = try #require(window?.rootView).autolayoutTrace()
        #expect(trace.contains("[depth \(depth + 1)] *"), "the deepest line says its depth instead of indenting 20,000 times")
        #expect(trace.utf8.count < 400 * depth)
        let list = DisplayList(window: try #require(window))
        #expect(list.items == [.fill(f, Color(hex: "#FF0000")!)])
        constraints = []
        window = nil  // releasing the chain must not recurse either
    }
}
