import Foundation

/// The running app, as UIKit's `UIApplication.shared`: its delegate, scenes and windows. There
/// is no app run loop here (a `UIWindow` and its root controller run a screen), so what the app
/// asks of the system (opening URLs, badges, the idle timer) is kept or answered as not done.
@MainActor
public final class UIApplication: UIResponder {
    /// The app.
    public static let shared = UIApplication()

    private override init() { super.init() }

    /// The app delegate, when code sets one.
    public var delegate: UIApplicationDelegate?

    /// The scenes made so far (`UIWindowScene(session:connectionOptions:)`), the live ones.
    public var connectedScenes: Set<UIScene> { Set(sceneReferences.compactMap(\.scene)) }

    /// Every window of the connected window scenes.
    public var windows: [UIWindow] { connectedScenes.compactMap { $0 as? UIWindowScene }.flatMap(\.windows) }

    /// The key window (deprecated in UIKit, still widely read).
    public var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }

    /// Whether the app is active (it is).
    public var applicationState: State { .active }

    /// Whether the screen may dim and lock while the app runs (kept).
    public var isIdleTimerDisabled = false

    /// The number on the app's icon (kept).
    public var applicationIconBadgeNumber = 0

    /// Whether the status bar's network spinner shows (kept).
    public var isNetworkActivityIndicatorVisible = false

    /// Whether the app takes touches (kept).
    public var isIgnoringInteractionEvents: Bool { false }

    /// Whether the app supports several windows (no).
    public var supportsMultipleScenes: Bool { false }

    /// The layout direction of the interface (left to right).
    public var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }

    /// The user's Dynamic Type size: `.large`, the size LayoutSim lays text out at.
    public var preferredContentSizeCategory: UIContentSizeCategory { .large }

    /// Opens a URL in another app: nothing can be opened here, so the completion hears false.
    public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:], completionHandler completion: ((Bool) -> Void)? = nil) {
        completion?(false)
    }

    /// Whether an app can open a URL (none can, here).
    public func canOpenURL(_ url: URL) -> Bool { false }

    /// Asks for push notifications (kept: none come).
    public func registerForRemoteNotifications() {}

    /// The scenes made, weakly held.
    private var sceneReferences: [WeakScene] = []

    func add(_ scene: UIScene) {
        sceneReferences.removeAll { $0.scene == nil }
        sceneReferences.append(WeakScene(scene: scene))
    }

    private struct WeakScene {
        weak var scene: UIScene?
    }

    /// The states of an app.
    public enum State: Int, Sendable {
        /// In the foreground, taking events.
        case active
        /// In the foreground, not taking events.
        case inactive
        /// In the background.
        case background
    }

    /// The keys of the launch options.
    public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
        /// The name.
        public let rawValue: String
        /// Makes a key from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The URL the app was launched to open.
        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
        /// A remote notification's payload.
        public static let remoteNotification = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
    }

    /// The keys of `open(_:options:completionHandler:)`'s options.
    public struct OpenExternalURLOptionsKey: RawRepresentable, Hashable, Sendable {
        /// The name.
        public let rawValue: String
        /// Makes a key from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Open only a universal link.
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// The keys of a URL-opening delegate call's options.
    public struct OpenURLOptionsKey: RawRepresentable, Hashable, Sendable {
        /// The name.
        public let rawValue: String
        /// Makes a key from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The bundle identifier of the app that asked.
        public static let sourceApplication = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsSourceApplicationKey")
    }

    /// The Settings app's URL for this app.
    nonisolated public static let openSettingsURLString = "app-settings:"

    /// Posted when the app becomes active.
    nonisolated public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    /// Posted when the app is about to stop being active.
    nonisolated public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    /// Posted when the app goes to the background.
    nonisolated public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    /// Posted when the app is about to come to the foreground.
    nonisolated public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    /// Posted when the app is about to end.
    nonisolated public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
    /// Posted when memory runs low.
    nonisolated public static let didReceiveMemoryWarningNotification = Notification.Name(
        "UIApplicationDidReceiveMemoryWarningNotification")
}

/// What hears the app's life, as UIKit's `UIApplicationDelegate` (every method has a default).
///
/// `@main` on an app delegate does not compile here: Swift needs a `static func main()`, and
/// making the delegate class by name needs the Objective-C runtime. Make the delegate and call it:
/// `let app = AppDelegate(); _ = app.application(.shared, didFinishLaunchingWithOptions: nil)`.
@MainActor
public protocol UIApplicationDelegate: AnyObject {
    /// The app launched.
    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool
    /// The app is about to launch.
    func application(
        _ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool
    /// Which configuration a new scene session uses.
    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration
    /// Scene sessions were discarded.
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)
    /// The app became active.
    func applicationDidBecomeActive(_ application: UIApplication)
    /// The app is about to stop being active.
    func applicationWillResignActive(_ application: UIApplication)
    /// The app went to the background.
    func applicationDidEnterBackground(_ application: UIApplication)
    /// The app is about to come to the foreground.
    func applicationWillEnterForeground(_ application: UIApplication)
    /// The app is about to end.
    func applicationWillTerminate(_ application: UIApplication)
}

extension UIApplicationDelegate {
    /// Returns true.
    public func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        true
    }
    /// Returns true.
    public func application(
        _ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        true
    }
    /// The session's own configuration.
    public func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        connectingSceneSession.configuration
    }
    /// Does nothing.
    public func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}
    /// Does nothing.
    public func applicationDidBecomeActive(_ application: UIApplication) {}
    /// Does nothing.
    public func applicationWillResignActive(_ application: UIApplication) {}
    /// Does nothing.
    public func applicationDidEnterBackground(_ application: UIApplication) {}
    /// Does nothing.
    public func applicationWillEnterForeground(_ application: UIApplication) {}
    /// Does nothing.
    public func applicationWillTerminate(_ application: UIApplication) {}
}
