import ArgumentParser
import Foundation
import Layout
import Scenes

/// `layoutsim explain`: lays out a scene and explains its conflicts and ambiguity.
struct ExplainCommand: MainActorCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Explain a scene's unsatisfiable constraints and print its _autolayoutTrace.",
        discussion: """
            For each conflict: LayoutSim's explanation (the minimal conflicting set with where each
            constraint came from, which one was broken and why, and a suggested fix), then UIKit's log.
            Then the hierarchy in UIKit's _autolayoutTrace format, with AMBIGUOUS LAYOUT suffixes.
            Exits 2 with the JSON path of the culprit on a bad scene.
            """)

    @Argument(help: "The scene file, or - for standard input.")
    var scene: String

    @Flag(help: "Lay the scene out right-to-left.")
    var rtl = false

    @MainActor
    func runOnMainActor() throws {
        let window = try loadScene(scene, direction: rtl ? .rightToLeft : nil).built.window
        let conflicts = window.conflicts
        print(conflicts.isEmpty ? "No unsatisfiable constraints." : "\(conflicts.count) unsatisfiable-constraint event(s).")
        for (i, c) in conflicts.enumerated() {
            print("\n=== Conflict \(i + 1) ===\n\(c.explanation)\n\n--- UIKit's log ---\n\(c.uikitLog)")
        }
        print("\n=== _autolayoutTrace ===")
        print(window.rootView!.autolayoutTrace())
    }
}
