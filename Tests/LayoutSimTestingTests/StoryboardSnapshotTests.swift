import Foundation
import InterfaceBuilder
import Layout
import LayoutSimTesting
import Testing

/// A storyboard's scene snapshot-tested as it loads on iOS: the README's recipe.
@Suite("Snapshot-testing a storyboard: its initial controller under its navigation bar, on an iPhone 15")
struct StoryboardSnapshotTests {
    /// A storyboard of the public corpus (Tests/InterfaceBuilderTests/Fixtures/SOURCES.md says whose).
    static let storyboard = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../InterfaceBuilderTests/Fixtures/NavigationControllerOnIPhone11.storyboard")

    @Test("the storyboard's initial navigation controller's root, under its bar, drawn one pixel per point")
    func navigationControllerScene() throws {
        let storyboard = try Storyboard(contentsOf: Self.storyboard, device: .iPhone15)
        let controller = try #require(try storyboard.instantiateInitialViewController())
        assertSnapshot(of: controller, as: .image(on: .iPhone15, scale: 1))
    }
}
