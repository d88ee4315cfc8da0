import ArgumentParser
import Foundation
import Layout
import Scenes

/// `layoutsim vfl`: expands a visual-format string into constraints (the conformance file's form).
struct VFLCommand: MainActorCommand {
    static let configuration = CommandConfiguration(
        commandName: "vfl",
        abstract: "Expand a Visual Format Language string into constraints (JSON).",
        discussion: """
            Prints [{"first": "b.leading", "relation": "==", "second": "a.trailing", "multiplier": 1,
            "constant": 8, "priority": 1000}, ...] in Apple's order ("|" is the superview,
            "|.layoutMarginsGuide" its margins guide; "symbolic_constant": "NSSpace" marks standard
            spacing). On a parse error prints {"error": {"kind", "message", "caret"}} and exits 2.
            Standard spacing against "|" follows UIKit iOS 11+: the superview's layout margins.
            """)

    @Argument(parsing: .allUnrecognized, help: "The format, e.g. 'H:|-[a]-[b]-|' (may start with '-').")
    var format: [String] = []

    @Option(help: "View names, comma-separated.")
    var views = ""

    @Option(help: "Metrics as name=value, comma-separated.")
    var metrics = ""

    @Option(help: "Format options, comma-separated (alignAllTop, directionRightToLeft, ...).")
    var options = ""

    @Option(name: .customLong("no-superview"), help: "Views that have no superview, comma-separated.")
    var noSuperview = ""

    private static func list(_ s: String) -> [String] { s.split(separator: ",").map { String($0) } }

    /// `--metrics` as a dictionary.
    private func metricValues() throws -> [String: Double] {
        var values: [String: Double] = [:]
        for pair in VFLCommand.list(metrics) {
            let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, let value = Double(parts[1]), value.isFinite else {
                throw ValidationError("--metrics: expected name=value, got \"\(pair)\"")
            }
            values[parts[0]] = value
        }
        return values
    }

    /// `--options` as format options.
    private func formatOptions() throws -> LayoutFormatOptions {
        var options = LayoutFormatOptions()
        for name in VFLCommand.list(self.options) {
            guard let option = LayoutFormatOptions.byName[name] else {
                throw ValidationError(
                    "--options: unknown option \"\(name)\" (known: \(LayoutFormatOptions.byName.keys.sorted().joined(separator: ", ")))")
            }
            options.insert(option)
        }
        return options
    }

    /// The format string: `--` before it only ends the options, as on any command line.
    private var formatArgument: [String] { format.first == "--" ? Array(format.dropFirst()) : format }

    func validate() throws {
        let format = formatArgument
        guard format.count == 1 else { throw ValidationError("expected exactly one format string (got \(format.count))") }
        _ = try metricValues()
        _ = try formatOptions()
    }

    @MainActor
    func runOnMainActor() throws {
        let list = VFLCommand.list
        let metricValues = try metricValues(), formatOptions = try formatOptions()
        do {
            let constraints = try VisualFormat.parse(
                formatArgument[0], options: formatOptions, metrics: metricValues,
                views: Set(list(views)), viewsWithoutSuperview: Set(list(noSuperview)))
            print(JSONText.array(constraints.map(VFLCommand.json)))
        } catch {
            let pairs: [(String, String)] = [
                ("kind", JSONText.string(error.kind.rawValue)), ("message", JSONText.string(error.message)),
                ("caret", error.caret.map(String.init) ?? "null"),
            ]
            print(JSONText.object([("error", JSONText.object(pairs))]))
            throw ExitCode(2)
        }
    }

    @MainActor
    static func json(_ c: VisualFormatConstraint) -> String {
        let number = { (v: Double) in v == v.rounded() && abs(v) < 1e15 ? String(Int64(v)) : "\(v)" }
        var pairs: [(String, String)] = [
            ("first", JSONText.string("\(c.first.name).\(c.firstAttribute)")),
            ("relation", JSONText.string(c.relation.description)),
            ("second", c.second.map { JSONText.string("\($0.name).\(c.secondAttribute)") } ?? "null"),
            ("multiplier", "1"), ("constant", number(c.constant)), ("priority", number(c.priority)),
        ]
        if c.isStandardSpacing { pairs.append(("symbolic_constant", JSONText.string("NSSpace"))) }
        return JSONText.object(pairs)
    }
}
