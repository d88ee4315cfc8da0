import UIKit

/// A key window the size of the main screen showing `controller`, laid out, as an app's scene
/// delegate makes one.
@MainActor
func showInWindow(_ controller: UIViewController) -> UIWindow {
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = controller
    window.makeKeyAndVisible()
    return window
}
