import Testing
import UIKit

// Xcode's iOS App template, as it is generated and then filled in: the app delegate and scene
// delegate must compile unchanged (but for `@main`) and make the screen when LayoutSim calls them.

class TemplateAppDelegate: UIResponder, UIApplicationDelegate {
    var launched = false

    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        // Override point for customization after application launch.
        launched = true
        return true
    }

    // MARK: UISceneSession Lifecycle

    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }

    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}
}

class TemplateSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = (scene as? UIWindowScene) else { return }
        window = UIWindow(windowScene: windowScene)
        let home = UIViewController()
        home.title = "Home"
        home.view.backgroundColor = .systemBackground
        window?.rootViewController = UINavigationController(rootViewController: home)
        window?.makeKeyAndVisible()
    }

    func sceneDidDisconnect(_ scene: UIScene) {}
    func sceneDidBecomeActive(_ scene: UIScene) {}
    func sceneWillResignActive(_ scene: UIScene) {}
    func sceneWillEnterForeground(_ scene: UIScene) {}
    func sceneDidEnterBackground(_ scene: UIScene) {}
}

@MainActor
@Suite("The app and scene delegates of Xcode's template, called as UIKit calls them")
struct SceneDelegateTests {
    @Test("the scene delegate makes a key window the size of the main screen for its scene, listed by the scene and the app")
    func sceneMakesWindow() throws {
        let app = TemplateAppDelegate()
        #expect(app.application(.shared, didFinishLaunchingWithOptions: nil))
        #expect(app.launched)
        let session = UISceneSession()
        let configuration = app.application(.shared, configurationForConnecting: session, options: UIScene.ConnectionOptions())
        #expect(configuration.name == "Default Configuration" && configuration.role == .windowApplication)
        let scene = UIWindowScene(session: session, connectionOptions: UIScene.ConnectionOptions())
        let delegate = TemplateSceneDelegate()
        scene.delegate = delegate
        delegate.scene(scene, willConnectTo: session, options: UIScene.ConnectionOptions())
        let window = try #require(delegate.window)
        #expect(window.windowScene === scene)
        #expect(window.frame == UIScreen.main.bounds)
        #expect(window.isKeyWindow)
        #expect(scene.windows.map(ObjectIdentifier.init) == [ObjectIdentifier(window)])
        #expect(scene.keyWindow === window)
        #expect(UIApplication.shared.connectedScenes.contains(scene))
        #expect(UIApplication.shared.windows.contains { $0 === window })
        #expect(session.scene === scene)
        let navigation = try #require(window.rootViewController as? UINavigationController)
        // Laid out on the screen: the home controller's view fills the window under the bar.
        #expect(navigation.topViewController?.view.frame == UIScreen.main.bounds)
        #expect(navigation.topViewController?.view.safeAreaInsets.top ?? 0 > 44)
    }

    @Test("the app opens no URLs here and says so")
    func openURL() {
        var opened: Bool?
        UIApplication.shared.open(URL(string: "https://example.com")!) { opened = $0 }
        #expect(opened == false)
        #expect(!UIApplication.shared.canOpenURL(URL(string: "mailto:a@b.c")!))
    }
}
