import Foundation
import Layout
import Testing
import TestSupport

/// One case of `Tests/Conformance/vfl_cases.json` (a copy of `shared/conformance`).
nonisolated struct VFLCase: CustomTestStringConvertible, Sendable {
    let id: String
    let format: String
    let options: [String]
    let metrics: [String: Double]
    let views: [String]
    let noSuperview: [String]
    /// The expected constraints (the UIKit iOS 11+ profile where the file has one), or nil for an error case.
    let expected: [[String: String]]?
    let errorKind: String?
    let caret: Int?
    let reason: String?

    var testDescription: String { "\(id): \(format)" }

    static let url = CLI.packageRoot.appendingPathComponent("Tests/Conformance/vfl_cases.json")

    static func load(_ key: String) -> [VFLCase] {
        guard let data = try? Data(contentsOf: url),
            let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let cases = root[key] as? [[String: Any]]
        else { return [] }
        return cases.map { c in
            let expected = (c["expected_uikit_ios11"] ?? c["expected"]) as? [[String: Any]]
            return VFLCase(
                id: c["id"] as! String, format: c["format"] as! String, options: c["options"] as! [String],
                metrics: (c["metrics"] as! [String: NSNumber]).mapValues(\.doubleValue), views: c["views"] as! [String],
                noSuperview: c["no_superview"] as! [String],
                expected: expected?.map { $0.mapValues { v in v is NSNull ? "null" : "\(v)" } },
                errorKind: c["expected_error_kind"] as? String, caret: c["caret_index"] as? Int,
                reason: c["apple_exception_reason"] as? String)
        }
    }

    var formatOptions: LayoutFormatOptions {
        options.reduce(into: LayoutFormatOptions()) { $0.insert(LayoutFormatOptions.byName[$1]!) }
    }

    /// A constraint in the file's terms, for comparison.
    static func normalise(_ c: VisualFormatConstraint) -> [String: String] {
        var d: [String: String] = [
            "first": "\(c.first.name).\(c.firstAttribute)", "relation": c.relation.description,
            "second": c.second.map { "\($0.name).\(c.secondAttribute)" } ?? "null",
            "multiplier": "1", "constant": VFLCase.number(c.constant), "priority": VFLCase.number(c.priority),
        ]
        if c.isStandardSpacing { d["symbolic_constant"] = "NSSpace" }
        return d
    }

    static func number(_ v: Double) -> String {
        v == v.rounded() ? String(Int64(v)) : "\(v)"
    }

    static func normaliseExpected(_ e: [String: String]) -> [String: String] {
        var d = e
        for key in ["constant", "priority", "multiplier"] {
            if let v = d[key], let x = Double(v) { d[key] = number(x) }
        }
        return d
    }
}

@Suite("VFL conformance")
struct VisualFormatConformanceTests {
    @Test("the conformance file is in the package and holds its 44 valid and 27 invalid cases")
    func fileIsPresent() {
        #expect(VFLCase.load("valid").count == 44 && VFLCase.load("invalid").count == 27, "\(VFLCase.url.path)")
    }

    @Test("valid case through the API", arguments: VFLCase.load("valid"))
    func valid(_ c: VFLCase) throws {
        let got = try VisualFormat.parse(
            c.format, options: c.formatOptions, metrics: c.metrics, views: Set(c.views),
            viewsWithoutSuperview: Set(c.noSuperview)
        ).map(VFLCase.normalise)
        let want = (c.expected ?? []).map(VFLCase.normaliseExpected)
        #expect(got == want, "\n got: \(got)\nwant: \(want)")
    }

    @Test("invalid case through the API: kind, caret and Apple's message", arguments: VFLCase.load("invalid"))
    func invalid(_ c: VFLCase) {
        do {
            _ = try VisualFormat.parse(
                c.format, options: c.formatOptions, metrics: c.metrics, views: Set(c.views),
                viewsWithoutSuperview: Set(c.noSuperview))
            Issue.record("expected an error")
        } catch {
            #expect(error.kind.rawValue == c.errorKind)
            #expect(error.caret == c.caret)
            #expect(error.message == c.reason, "\n got: \(error.message)\nwant: \(c.reason ?? "")")
        }
    }

    @Test("every case through layoutsim vfl", arguments: VFLCase.load("valid") + VFLCase.load("invalid"))
    nonisolated func cli(_ c: VFLCase) throws {
        var args = ["vfl", c.format, "--views", c.views.joined(separator: ",")]
        if !c.metrics.isEmpty { args += ["--metrics", c.metrics.map { "\($0.key)=\($0.value)" }.sorted().joined(separator: ",")] }
        if !c.options.isEmpty { args += ["--options", c.options.joined(separator: ",")] }
        if !c.noSuperview.isEmpty { args += ["--no-superview", c.noSuperview.joined(separator: ",")] }
        let result = try CLI.run(args)
        let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8), options: [.fragmentsAllowed])
        if let expected = c.expected {
            #expect(result.status == 0, "\(result.stdout) \(result.stderr)")
            let got = (json as? [[String: Any]] ?? []).map { $0.mapValues { v in v is NSNull ? "null" : "\(v)" } }
            #expect(got.map(VFLCase.normaliseExpected) == expected.map(VFLCase.normaliseExpected))
        } else {
            #expect(result.status == 2)
            let error = (json as? [String: Any])?["error"] as? [String: Any]
            #expect(error?["kind"] as? String == c.errorKind)
            #expect(error?["caret"] as? Int == c.caret)
            #expect(error?["message"] as? String == c.reason)
        }
    }
}
