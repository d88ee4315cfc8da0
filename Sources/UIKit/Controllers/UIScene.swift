import Foundation

/// One instance of an app's interface, as UIKit's `UIScene`. UIKit makes scenes and hands them to
/// the scene delegate; here code (a test, a demo) makes one and calls the delegate itself:
///
/// ```swift
/// let delegate = SceneDelegate()                  // the app's own, unchanged
/// let scene = UIWindowScene(session: UISceneSession(), connectionOptions: UIScene.ConnectionOptions())
/// delegate.scene(scene, willConnectTo: scene.session, options: UIScene.ConnectionOptions())
/// let window = delegate.window!                   // its root controller laid out on UIScreen.main
/// ```
@MainActor
open class UIScene: UIResponder {
    /// The session the scene belongs to.
    public let session: UISceneSession
    /// What the scene delegate hears (UIKit holds it strongly, as here).
    open var delegate: UISceneDelegate?
    /// Whether the scene is in the foreground and active (it is, once made here).
    public internal(set) var activationState = ActivationState.foregroundActive
    /// The scene's title (kept).
    open var title: String = ""

    /// Makes a scene for a session.
    public required init(session: UISceneSession, connectionOptions: ConnectionOptions) {
        self.session = session
        super.init()
        session.scene = self
        UIApplication.shared.add(self)
    }

    /// Where a scene stands in its life.
    public enum ActivationState: Int, Sendable {
        /// Not running.
        case unattached = -1
        /// On screen, taking events.
        case foregroundActive = 0
        /// On screen, not taking events.
        case foregroundInactive = 1
        /// Off screen.
        case background = 2
    }

    /// What the system passes a scene as it connects (nothing, here: no URLs, activities or shortcuts).
    @MainActor
    open class ConnectionOptions {
        /// Makes empty connection options.
        public init() {}
        /// URLs the scene was opened with.
        public var urlContexts: Set<UIOpenURLContext> = []
        /// The source application's bundle identifier.
        public var sourceApplication: String?
        /// Activities to continue (their types; there are none here).
        public var userActivities: Set<String> = []
        /// The Home Screen quick action chosen, if any.
        public var shortcutItem: UIApplicationShortcutItem?
    }

    /// Posted when a scene connects.
    nonisolated public static let willConnectNotification = Notification.Name("UISceneWillConnectNotification")
    /// Posted when a scene becomes active.
    nonisolated public static let didActivateNotification = Notification.Name("UISceneDidActivateNotification")
    /// Posted when a scene is about to stop being active.
    nonisolated public static let willDeactivateNotification = Notification.Name("UISceneWillDeactivateNotification")
    /// Posted when a scene goes to the background.
    nonisolated public static let didEnterBackgroundNotification = Notification.Name("UISceneDidEnterBackgroundNotification")
    /// Posted when a scene is about to come to the foreground.
    nonisolated public static let willEnterForegroundNotification = Notification.Name("UISceneWillEnterForegroundNotification")
}

/// A scene that shows windows, as UIKit's `UIWindowScene`: on the main screen.
@MainActor
open class UIWindowScene: UIScene {
    /// The screen the scene shows on (`UIScreen.main`).
    open var screen: UIScreen { UIScreen.main }
    /// The scene's coordinate space: the screen's bounds.
    open var coordinateSpace: UICoordinateSpaceBounds { UICoordinateSpaceBounds(bounds: screen.bounds) }
    /// The windows made for this scene (`UIWindow(windowScene:)`), in the order made.
    open var windows: [UIWindow] { windowReferences.compactMap(\.window) }
    /// The key window among them.
    open var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }
    /// The interface's orientation (portrait).
    open var interfaceOrientation: UIInterfaceOrientation { .portrait }
    /// The traits of the screen.
    open var traitCollection: UITraitCollection { screen.traitCollection }
    /// The status bar's place on the screen.
    open var statusBarManager: UIStatusBarManager? { UIStatusBarManager(screen: screen) }

    private var windowReferences: [WeakWindow] = []

    func add(_ window: UIWindow) { windowReferences.append(WeakWindow(window: window)) }

    private struct WeakWindow {
        weak var window: UIWindow?
    }
}

/// A coordinate space's bounds (what `windowScene.coordinateSpace.bounds` reads).
public struct UICoordinateSpaceBounds: Sendable {
    /// The bounds.
    public let bounds: CGRect
}

/// The orientations of an app's interface, as UIKit's `UIInterfaceOrientation`.
public enum UIInterfaceOrientation: Int, Sendable {
    /// Not known.
    case unknown = 0
    /// Upright.
    case portrait = 1
    /// Upside down.
    case portraitUpsideDown = 2
    /// Turned with the home button (or bottom) on the left.
    case landscapeLeft = 4
    /// Turned with the home button (or bottom) on the right.
    case landscapeRight = 3

    /// Whether the orientation is portrait either way up.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether the orientation is landscape.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// A scene's session, as UIKit's `UISceneSession`.
@MainActor
open class UISceneSession: Hashable {
    /// Sessions are equal when they are the same object.
    nonisolated public static func == (a: UISceneSession, b: UISceneSession) -> Bool { a === b }
    /// Hashes the object's identity.
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// Makes a session for the main window role.
    public init(role: Role = .windowApplication) {
        self.role = role
        configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: role)
    }
    /// The session's role.
    public let role: Role
    /// The configuration its scene was made with.
    public var configuration: UISceneConfiguration
    /// A stable identifier.
    public let persistentIdentifier = UUID().uuidString
    /// Values to keep with the session.
    public var userInfo: [String: Any]?
    /// The scene, once made.
    public internal(set) weak var scene: UIScene?

    /// The roles a scene plays.
    public struct Role: RawRepresentable, Hashable, Sendable {
        /// The name.
        public let rawValue: String
        /// Makes a role from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The app's own windows.
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
        /// An external display's.
        public static let windowExternalDisplayNonInteractive = Role(rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
    }
}

/// How a scene is made, as UIKit's `UISceneConfiguration` (the Info.plist's scene manifest).
@MainActor
open class UISceneConfiguration {
    /// The configuration's name.
    public let name: String?
    /// The role of the sessions it serves.
    public let role: UISceneSession.Role
    /// The scene delegate's class (kept).
    open var delegateClass: AnyClass?
    /// The scene's class (kept).
    open var sceneClass: AnyClass?

    /// Makes a configuration.
    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        role = sessionRole
    }
}

/// A URL a scene is asked to open (kept for code that reads `connectionOptions.urlContexts`).
public struct UIOpenURLContext: Hashable, Sendable {
    /// The URL.
    public let url: URL
}

/// A Home Screen quick action (kept for code that reads `connectionOptions.shortcutItem`).
public final class UIApplicationShortcutItem: Sendable {
    /// Its type, as the app names it.
    public let type: String
    /// Its title.
    public let localizedTitle: String
    /// Makes a quick action.
    public init(type: String, localizedTitle: String) {
        self.type = type
        self.localizedTitle = localizedTitle
    }
}

/// What hears a scene's life, as UIKit's `UISceneDelegate` (every method has an empty default).
@MainActor
public protocol UISceneDelegate: AnyObject {
    /// The scene connected: make its window here.
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    /// The scene was released.
    func sceneDidDisconnect(_ scene: UIScene)
    /// The scene became active.
    func sceneDidBecomeActive(_ scene: UIScene)
    /// The scene is about to stop being active.
    func sceneWillResignActive(_ scene: UIScene)
    /// The scene is about to come to the foreground.
    func sceneWillEnterForeground(_ scene: UIScene)
    /// The scene went to the background.
    func sceneDidEnterBackground(_ scene: UIScene)
}

extension UISceneDelegate {
    /// Does nothing.
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {}
    /// Does nothing.
    public func sceneDidDisconnect(_ scene: UIScene) {}
    /// Does nothing.
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    /// Does nothing.
    public func sceneWillResignActive(_ scene: UIScene) {}
    /// Does nothing.
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    /// Does nothing.
    public func sceneDidEnterBackground(_ scene: UIScene) {}
}

/// A scene delegate whose scenes show windows, as UIKit's `UIWindowSceneDelegate` (its `window`
/// property is the app's own: declare `var window: UIWindow?` as in Xcode's template).
@MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {}

/// The status bar of a window scene, as UIKit's `UIStatusBarManager`.
@MainActor
public final class UIStatusBarManager {
    private let screen: UIScreen
    init(screen: UIScreen) { self.screen = screen }

    /// The status bar's frame: the screen's width, as tall as the top safe area in portrait (the
    /// device's status bar and sensor housing).
    public var statusBarFrame: CGRect {
        CGRect(x: 0, y: 0, width: screen.bounds.width, height: CGFloat(screen.device.safeAreaInsets(.portrait).top))
    }
    /// Whether the status bar is hidden (no).
    public var isStatusBarHidden: Bool { false }
    /// The status bar's style.
    public var statusBarStyle: UIStatusBarStyle { .default }
}
