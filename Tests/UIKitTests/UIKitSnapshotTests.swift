import Layout
import LayoutSimTesting
import SDLBackend
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

extension UIKitSnapshotTests {
    @Test("an alert over the login form, as an image")
    func alertOverLogin() {
        // A window measuring text with the fonts the frame is drawn with (a UIWindow measures
        // with the built-in estimate: UIKit has no font files to offer).
        let window = Window(device: .iPhone15, textMeasurer: SnapshotDefaults.textMeasurer())
        let login = LoginViewController()
        window.show(login)
        window.layoutIfNeeded()
        let alert = UIAlertController(title: "Wrong password", message: "Try again or reset it.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Reset", style: .default))
        alert.addAction(UIAlertAction(title: "OK", style: .cancel))
        login.present(alert, animated: true)
        assertSnapshot(of: window, as: .image(scale: 1))
    }
}

extension UIKitSnapshotTests {
    @Test("a tab bar controller: a navigation stack in the first tab, a badge on the second, as an image")
    func tabs() {
        let tabs = UITabBarController()
        let inbox = InboxViewController()
        let settings = UIViewController()
        settings.title = "Settings"
        settings.tabBarItem.badgeValue = "2"
        tabs.viewControllers = [UINavigationController(rootViewController: inbox), settings]
        assertSnapshot(of: tabs, as: .image(on: .iPhone15, scale: 1))
    }
}
