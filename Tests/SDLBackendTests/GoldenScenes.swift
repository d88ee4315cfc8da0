import Foundation

/// The scenes the golden-frame tests draw (and the image they use). Their frames are snapshots in
/// `__Snapshots__/GoldenFrameTests/`, compared exactly by LayoutSimTesting; re-record on purpose with
/// `SNAPSHOT_TESTING_RECORD=failed make test`.
enum GoldenScenes {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("GoldenScenes")
}
