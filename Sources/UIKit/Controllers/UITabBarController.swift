import Foundation
import Layout

/// Tabs of controllers over a tab bar, as UIKit's `UITabBarController`: the selected controller's
/// view fills the screen above the bar, whose 49 pt add to its safe area (83 pt with the home
/// indicator's strip), and a tap on an item selects its tab.
///
/// ```swift
/// let tabs = UITabBarController()
/// inbox.tabBarItem = UITabBarItem(title: "Inbox", image: UIImage(named: "tray"), tag: 0)
/// tabs.viewControllers = [UINavigationController(rootViewController: inbox), settings]
/// window.rootViewController = tabs
/// ```
@MainActor
open class UITabBarController: UIViewController {
    /// The bar at the bottom.
    public let tabBar = UITabBar()

    /// Told before and after the user selects a tab.
    open weak var delegate: UITabBarControllerDelegate?

    private var controllers: [UIViewController]?
    private var selected = 0
    /// The selected controller whose view is shown (nil before the view loads).
    private weak var shown: UIViewController?

    /// Makes an empty tab bar controller.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        tabBar.tabBarController = self
    }

    /// Makes an empty tab bar controller (archives are not read here).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        tabBar.tabBarController = self
    }

    /// The controllers of the tabs, in order.
    open var viewControllers: [UIViewController]? {
        get { controllers }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Replaces the tabs; the first is selected unless the selected one is among the new ones.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        let keep = selectedViewController.flatMap { old in viewControllers?.firstIndex { $0 === old } }
        controllers = viewControllers
        selected = keep ?? 0
        tabBar.update()
        showSelected()
    }

    /// The index of the selected tab.
    open var selectedIndex: Int {
        get { selected }
        set {
            guard let controllers, controllers.indices.contains(newValue) else { return }
            selected = newValue
            tabBar.update()
            showSelected()
        }
    }

    /// The controller of the selected tab.
    open var selectedViewController: UIViewController? {
        get { controllers.flatMap { $0.indices.contains(selected) ? $0[selected] : nil } }
        set {
            guard let newValue, let index = controllers?.firstIndex(where: { $0 === newValue }) else { return }
            selectedIndex = index
        }
    }

    /// The bar and the selected controller's view, laid out to fill this controller's view.
    open override func loadView() {
        view = UIView(frame: UIScreen.main.bounds)
        view.accessibilityIdentifier = "tabBarControllerView"
        view.backgroundColor = .systemBackground
        let background = tabBar.backgroundView
        for bar in [background, tabBar] {
            bar.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(bar)
        }
        NSLayoutConstraint.activate([
            tabBar.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
            tabBar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tabBar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tabBar.heightAnchor.constraint(equalToConstant: UITabBar.height),
            background.topAnchor.constraint(equalTo: tabBar.topAnchor),
            background.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            background.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            background.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
        tabBar.update()
        showSelected()
    }

    /// A tap on the item at `index`: asks the delegate, selects, tells the delegate.
    func userSelected(_ index: Int) {
        guard let controllers, controllers.indices.contains(index) else { return }
        let controller = controllers[index]
        guard controller.tabBarItem.isEnabled, delegate?.tabBarController(self, shouldSelect: controller) ?? true else { return }
        selectedIndex = index
        delegate?.tabBarController(self, didSelect: controller)
    }

    /// Hides the bar while the selected tab's navigation stack holds a pushed controller that
    /// `hidesBottomBarWhenPushed`; the bar's height is in the tab's safe area only while it shows.
    /// The bar then follows the screen now shown for its scroll-edge appearance.
    func updateBarVisibility() {
        guard let tab = shown else { return }
        let pushed = (tab as? UINavigationController)?.viewControllers.dropFirst() ?? []
        tabBar.isHidden = pushed.contains { $0.hidesBottomBarWhenPushed }
        var insets = tab.additionalSafeAreaInsets
        insets.bottom = tabBar.isHidden ? 0 : UITabBar.height
        tab.additionalSafeAreaInsets = insets
        tabBar.watchScrollEdge()
    }

    /// Shows the selected controller's view above the bar's background, filling this view, in
    /// place of the one shown.
    private func showSelected() {
        guard isViewLoaded else { return }
        let new = selectedViewController
        guard new !== shown else { return }
        let old = shown
        shown = new
        replaceShownChild(old, with: new, below: tabBar.backgroundView, animated: false) { controller, _ in
            updateBarVisibility()
            // The controller's content scroll view (its view, or its view's first subview, when
            // a scroll view) keeps its content clear of the bar.
            controller.barContentScrollView(for: .bottom)?.scroll.isUnderContainerBars = true
        }
    }
}

/// What a tab bar controller tells as the user selects tabs (UIKit's `UITabBarControllerDelegate`);
/// both methods are optional.
@MainActor
public protocol UITabBarControllerDelegate: AnyObject {
    /// Whether the user may select the tab of `viewController` (true by default).
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    /// The user selected the tab of `viewController`.
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
    /// Any tab may be selected.
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        true
    }
    /// Nothing to do.
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
}

extension UIViewController {
    /// The tab bar controller this controller is in, if any.
    public var tabBarController: UITabBarController? {
        // A controller deeper in a navigation stack than its top one is no child: its stack leads on.
        var controller = parent ?? navigationStackOwner
        while let c = controller {
            if let tabs = c as? UITabBarController { return tabs }
            controller = c.parent ?? c.navigationStackOwner
        }
        return nil
    }
}
