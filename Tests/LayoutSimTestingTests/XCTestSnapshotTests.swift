import Layout
import LayoutSimTesting
import XCTest

/// assertSnapshot works from XCTest too: failures go to XCTFail.
final class XCTestSnapshotTests: XCTestCase {
    func testCardFromXCTest() {
        assertSnapshot(of: CardViewController(), as: .image(size: SnapshotTests.size))
        assertSnapshot(of: CardViewController(), as: .layout(size: SnapshotTests.size))
    }
}
