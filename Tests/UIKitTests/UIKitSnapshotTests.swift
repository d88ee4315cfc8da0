import LayoutSimTesting
import Testing
import UIKit

@MainActor
@Suite("UIKit screens snapshot-tested with LayoutSimTesting")
struct UIKitSnapshotTests {
    @Test("the login form on an iPhone 15, as an image and as its view tree")
    func loginForm() {
        assertSnapshot(of: LoginViewController(), as: .image(on: .iPhone15, scale: 1))
        assertSnapshot(of: LoginViewController(), as: .layout(size: .init(width: 393, height: 852)))
    }
}
