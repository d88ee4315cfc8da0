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

/// A key window showing `view` as the view of a plain controller (a bare table or collection view
/// as a screen), laid out.
@MainActor
func showInWindow(asRootView view: UIView) -> UIWindow {
    let screen = UIViewController()
    screen.view = view
    return showInWindow(screen)
}
