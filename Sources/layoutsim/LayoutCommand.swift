import ArgumentParser
import Foundation
import Layout
import Scenes

/// `layoutsim layout`: lays out a scene file and prints the frames and the engine's log.
struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Lay out a scene (JSON) and print its frames in window coordinates.",
        discussion: """
            Prints {"frames": {"name": [x, y, w, h], ...}, "log": ["..."]} with every named view
            (root first, then in scene order). Exits 2 with the JSON path of the culprit on a bad scene.
            """)

    @Argument(help: "The scene file, or - for standard input.")
    var scene: String

    @Flag(help: "Lay the scene out right-to-left (overrides its direction).")
    var rtl = false

    @OptionGroup var deviceOptions: DeviceOptions

    func run() throws {
        let (scene, built, _) = try loadScene(self.scene, direction: rtl ? .rightToLeft : nil, device: try deviceOptions.resolved())
        print(built.layoutJSON(order: scene.viewOrder))
    }
}
