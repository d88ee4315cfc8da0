import Foundation
import Layout

/// The window a screen shows in, as UIKit's `UIWindow`: give it a root view controller and make
/// it visible. Its ``layoutWindow`` is what LayoutSim draws, animates and snapshot-tests.
///
/// ```swift
/// let window = UIWindow(frame: UIScreen.main.bounds)
/// window.rootViewController = LoginViewController()
/// window.makeKeyAndVisible()
/// ```
@MainActor
open class UIWindow: UIView {
    /// The Layout window: lays out, animates (its `animator`) and is drawn.
    public let layoutWindow: Window
    private var rootStorage: UIViewController?

    /// Makes a window. A frame the size of the main screen (either way round) is that device's
    /// screen, with its safe area and traits; another size makes a plain window of that size. Either
    /// way it shows on the main screen: frames land on that screen's pixels (its `scale`).
    public override init(frame: CGRect) {
        layoutWindow = UIWindow.makeWindow(size: frame.size)
        super.init(frame: CGRect(origin: .zero, size: frame.size))
        layoutWindow.wrapper = self
        layoutWindow.postsKeyboardNotifications()
    }

    /// Makes a window the size of the main screen (archives are not read here).
    public required init?(coder: NSCoder) {
        layoutWindow = UIWindow.makeWindow(size: UIScreen.main.bounds.size)
        super.init(coder: coder)
        layoutWindow.wrapper = self
        layoutWindow.postsKeyboardNotifications()
    }

    /// Makes a window for a scene: the size of its screen (the main screen's device), listed in
    /// the scene's `windows`.
    public convenience init(windowScene: UIWindowScene) {
        self.init(frame: windowScene.screen.bounds)
        self.windowScene = windowScene
        windowScene.add(self)  // observers do not run in the class's own initialisers
    }

    /// The scene the window belongs to (setting it lists the window in the scene's `windows`).
    public weak var windowScene: UIWindowScene? {
        didSet {
            if let windowScene, windowScene !== oldValue { windowScene.add(self) }
        }
    }

    private static func makeWindow(size: CGSize) -> Window {
        let device = UIScreen.main.device
        if size.layout == device.size(.portrait) { return Window(device: device, orientation: .portrait) }
        if size.layout == device.size(.landscape) { return Window(device: device, orientation: .landscape) }
        let window = Window(size: size.layout)
        window.displayScale = device.scale
        return window
    }

    /// The UIKit window standing for a Layout window, if it has one.
    static func wrapper(of window: Window) -> UIWindow? { window.wrapper as? UIWindow }

    /// The controller whose view fills the window.
    open var rootViewController: UIViewController? {
        get { rootStorage }
        set {
            rootStorage = newValue
            newValue?.loadViewIfNeeded()
            layoutWindow.rootViewController = newValue?.layoutController
        }
    }

    /// Whether the window is the key window.
    public private(set) var isKeyWindow = false

    /// Makes the window key and shows it: lays it out (the root controller's `viewDidAppear` follows).
    open func makeKeyAndVisible() {
        isKeyWindow = true
        isHidden = false
        layoutWindow.layoutIfNeeded()
    }

    /// Makes the window key.
    open func makeKey() { isKeyWindow = true }

    /// The window's frame: its size (changing it resizes the window).
    open override var frame: CGRect {
        get { CGRect(origin: .zero, size: CGSize(layoutWindow.size)) }
        set { layoutWindow.size = newValue.size.layout }
    }

    /// The window's bounds.
    open override var bounds: CGRect {
        get { CGRect(origin: .zero, size: CGSize(layoutWindow.size)) }
        set { layoutWindow.size = newValue.size.layout }
    }

    /// The window's safe-area insets (the device's strips).
    public var windowSafeAreaInsets: UIEdgeInsets { UIEdgeInsets(layoutWindow.safeAreaInsets) }

    /// The traits of the window's device and orientation.
    public var windowTraitCollection: UITraitCollection {
        UITraitCollection(layoutWindow.traitCollection, device: layoutWindow.device)
    }

    /// Lays out the window's views now.
    open override func layoutSubviews() { layoutWindow.layoutIfNeeded() }

    /// Runs the pending passes of the root controller's view (and then its `viewDidAppear`, the first time).
    open override func layoutIfNeeded() { layoutWindow.layoutIfNeeded() }

    /// The root controller's view.
    open override var subviews: [UIView] { layoutWindow.rootView.map { [UIView.wrapping($0)] } ?? [] }
}

extension Window {
    /// Shows a UIKit controller as the root of one of LayoutSim's own windows (what tests, the
    /// snapshot helpers and the demo gallery use; a `UIWindow` does the same for UIKit code).
    ///
    /// ```swift
    /// let window = Window(device: .iPhone15)
    /// window.show(LoginViewController())
    /// window.layoutIfNeeded()
    /// ```
    @MainActor
    public func show(_ controller: UIViewController) {
        postsKeyboardNotifications()
        controller.loadViewIfNeeded()
        withExtendedLifetime(controller) { rootViewController = controller.layoutController }
    }

    /// The UIKit controller shown with ``show(_:)``, if the root is one.
    @MainActor
    public var rootUIViewController: UIViewController? { rootViewController?.wrapper as? UIViewController }
}
