import Foundation
import Testing
import TestSupport

@Suite("layoutsim explain and layout logs")
struct ExplainCommandTests {
    static let scene = CLI.packageRoot.appendingPathComponent("Tests/LayoutsimCLITests/Scenes/conflict.json").path

    @Test("explain prints the explanation, UIKit's log and the trace with ambiguity")
    func explain() throws {
        let result = try CLI.run(["explain", Self.scene])
        #expect(result.status == 0, "\(result.stderr)")
        let out = result.stdout
        #expect(out.contains("1 unsatisfiable-constraint event(s)."))
        #expect(out.contains("Suggested fix: translatesAutoresizingMaskIntoConstraints is true on apple.jpg"))
        #expect(out.contains("[LayoutConstraints] Unable to simultaneously satisfy constraints."))
        #expect(out.contains("|   |   +apple.jpg"))
        #expect(out.contains("*loose- AMBIGUOUS LAYOUT for loose.minX{id: "))
    }

    @Test("layout includes the engine's log lines")
    func layoutLog() throws {
        let result = try CLI.run(["layout", Self.scene])
        #expect(result.status == 0)
        let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as! [String: Any]
        let log = json["log"] as! [String]
        #expect(log.count == 1 && log[0].hasPrefix("[LayoutConstraints] Unable to simultaneously satisfy constraints."))
    }
}
