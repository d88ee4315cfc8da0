import ArgumentParser
import Foundation
import InterfaceBuilder
import Layout
import Scenes

/// `layoutsim layout`: lays out a scene file and prints the frames and the engine's log.
struct LayoutCommand: MainActorCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Lay out a scene (JSON), storyboard or xib and print its frames.",
        discussion: """
            For a scene: prints {"frames": {"name": [x, y, w, h], ...}, "log": ["..."]} with every named
            view (root first, then in scene order), in window coordinates. Exits 2 with the JSON path of
            the culprit on a bad scene.

            For a .storyboard or .xib: prints {"scenes": [{"root": ID, "title": "...", "window": [w, h],
            "frames": {ID: [x, y, w, h], ...}, "log": [...]}, ...]} with one entry per independently laid-out
            hierarchy (a controller's view, a xib's top-level view, a cell), frames relative to the root's
            origin. Exits 2 with the element and line of the culprit on a document it cannot read.
            """)

    @Argument(help: "The scene file (- for standard input), or a .storyboard or .xib document.")
    var scene: String

    @Option(help: "Documents: content views take their intrinsic size from the stored frame or from LayoutSim's measurement.")
    var contentSize: ContentSize = .measured

    @Flag(help: "Lay the scene out right-to-left (overrides its direction).")
    var rtl = false

    @OptionGroup var deviceOptions: DeviceOptions

    @MainActor
    func runOnMainActor() throws {
        if isInterfaceBuilderDocument(scene) {
            print(documentLayoutJSON(try loadDocument(scene, contentSize: contentSize, device: try deviceOptions.resolved())))
            return
        }
        let (scene, built, _) = try loadScene(self.scene, direction: rtl ? .rightToLeft : nil, device: try deviceOptions.resolved())
        print(built.layoutJSON(order: scene.viewOrder))
    }
}
