import Layout
import LayoutSimTesting
import XCTest

/// assertSnapshot works from XCTest too: failures go to XCTFail.
nonisolated final class XCTestSnapshotTests: XCTestCase {
    func testCardFromXCTest() {
        // Views live on the main actor. Linux's XCTest runs tests on the main thread but cannot
        // call a main-actor test method, so the test enters the main actor itself.
        MainActor.assumeIsolated {
            assertSnapshot(of: CardViewController(), as: .image(size: SnapshotTests.size))
            assertSnapshot(of: CardViewController(), as: .layout(size: SnapshotTests.size))
        }
    }
}
