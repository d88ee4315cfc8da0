import Foundation
import Testing

@testable import UIKit

/// UIKit's bar appearances (iOS 13) with iOS 15's scroll-edge rule: the standard appearance while
/// content is scrolled under the bar, the scroll-edge one (else the standard one made transparent)
/// while the content's top is at the bar or there is no scroll view.
@MainActor
@Suite("UINavigationBarAppearance: standard and scroll-edge appearances, a controller's own, the older bar tint")
struct NavigationBarAppearanceTests {
    /// What the bar draws: its background's colour, whether the hairline shows, the title's colour.
    struct Look: Equatable, CustomStringConvertible {
        let background: UIColor?, hairline: Bool, title: UIColor
        var description: String { "\(background.map { "\($0)" } ?? "nil"), hairline \(hairline), title \(title)" }
    }

    static func look(_ bar: UINavigationBar) -> Look {
        Look(background: bar.backgroundView.backgroundColor, hairline: !bar.hairline.isHidden, title: bar.titleLabel.textColor)
    }

    /// The default material's colour as a view gives it back (colours are kept in 8 bits a channel).
    static let material: UIColor? = {
        let view = UIView()
        view.backgroundColor = UINavigationBar.defaultBarColor
        return view.backgroundColor
    }()
    static let transparent = Look(background: .clear, hairline: false, title: .label)
    static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    static let white = UIColor(red: 1, green: 1, blue: 1, alpha: 1)

    /// An opaque blue appearance with a white title, as apps write it.
    static func blueAppearance() -> UINavigationBarAppearance {
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = blue
        appearance.titleTextAttributes = [.foregroundColor: white]
        return appearance
    }

    @Test("Nothing set and no scroll view: the bar is at the scroll edge, transparent with no hairline (iOS 15)")
    func defaultWithoutScrollView() {
        let navigation = UINavigationController(rootViewController: InboxViewController())
        _ = showInWindow(navigation)
        #expect(Self.look(navigation.navigationBar) == Self.transparent)
    }

    @Test("A long list: transparent at its top, the standard material with a hairline once scrolled, transparent again back at the top")
    func scrollingSwitchesAppearance() {
        let list = ListViewController(contentHeight: 2000)
        let navigation = UINavigationController(rootViewController: list)
        let window = showInWindow(navigation)
        let bar = navigation.navigationBar
        #expect(list.list.contentOffset.y == -103, "at rest below the bar")
        #expect(Self.look(bar) == Self.transparent)
        list.list.contentOffset = CGPoint(x: 0, y: 200)
        #expect(Self.look(bar) == Look(background: Self.material, hairline: true, title: .label))
        list.list.contentOffset = CGPoint(x: 0, y: -103)
        window.layoutIfNeeded()
        #expect(Self.look(bar) == Self.transparent)
    }

    @Test("The same appearance as standard and scroll edge: blue with a white title, at the edge and scrolled")
    func bothAppearances() {
        let list = ListViewController(contentHeight: 2000)
        let navigation = UINavigationController(rootViewController: list)
        navigation.navigationBar.standardAppearance = Self.blueAppearance()
        navigation.navigationBar.scrollEdgeAppearance = Self.blueAppearance()
        _ = showInWindow(navigation)
        let blue = Look(background: Self.blue, hairline: true, title: Self.white)
        #expect(Self.look(navigation.navigationBar) == blue)
        list.list.contentOffset = CGPoint(x: 0, y: 300)
        #expect(Self.look(navigation.navigationBar) == blue)
    }

    @Test("Only a standard appearance and no scroll view: transparent at the edge, its title attributes kept (iOS 15's rule)")
    func standardOnly() {
        let navigation = UINavigationController(rootViewController: InboxViewController())
        navigation.navigationBar.standardAppearance = Self.blueAppearance()
        _ = showInWindow(navigation)
        #expect(Self.look(navigation.navigationBar) == Look(background: .clear, hairline: false, title: Self.white))
    }

    @Test("A controller's own appearance wins over the bar's while it is on top; popping it restores the bar's")
    func itemAppearance() {
        let inbox = InboxViewController()
        let navigation = UINavigationController(rootViewController: inbox)
        let window = showInWindow(navigation)
        let detail = DetailViewController()
        let red = UINavigationBarAppearance()
        red.configureWithOpaqueBackground()
        red.backgroundColor = .systemRed
        detail.navigationItem.scrollEdgeAppearance = red
        navigation.pushViewController(detail, animated: false)
        window.layoutIfNeeded()
        #expect(Self.look(navigation.navigationBar) == Look(background: .systemRed, hairline: true, title: .label))
        navigation.popViewController(animated: false)
        window.layoutIfNeeded()
        #expect(Self.look(navigation.navigationBar) == Self.transparent)
    }

    @Test("The older barTintColor and titleTextAttributes show in the standard appearance (scrolled), not at the scroll edge")
    func legacyProperties() {
        let list = ListViewController(contentHeight: 2000)
        let navigation = UINavigationController(rootViewController: list)
        navigation.navigationBar.barTintColor = Self.blue
        navigation.navigationBar.titleTextAttributes = [.foregroundColor: Self.white]
        _ = showInWindow(navigation)
        #expect(Self.look(navigation.navigationBar) == Look(background: .clear, hairline: false, title: Self.white))
        list.list.contentOffset = CGPoint(x: 0, y: 300)
        #expect(Self.look(navigation.navigationBar) == Look(background: Self.blue, hairline: true, title: Self.white))
    }

    @Test("Turned to landscape (a compact height), the bar shows its compact appearance; back upright, its standard one")
    func compactAppearance() {
        let list = ListViewController(contentHeight: 2000)
        let navigation = UINavigationController(rootViewController: list)
        navigation.navigationBar.compactAppearance = Self.blueAppearance()
        let window = showInWindow(navigation)
        list.list.contentOffset = CGPoint(x: 0, y: 300)
        #expect(Self.look(navigation.navigationBar) == Look(background: Self.material, hairline: true, title: .label))
        window.layoutWindow.orientation = .landscape
        window.layoutIfNeeded()
        #expect(Self.look(navigation.navigationBar) == Look(background: Self.blue, hairline: true, title: Self.white))
        window.layoutWindow.orientation = .portrait
        window.layoutIfNeeded()
        #expect(Self.look(navigation.navigationBar) == Look(background: Self.material, hairline: true, title: .label))
    }

    @Test("An appearance is copied when set: changing it afterwards changes nothing until it is set again")
    func copiedWhenSet() {
        let navigation = UINavigationController(rootViewController: InboxViewController())
        let appearance = Self.blueAppearance()
        navigation.navigationBar.scrollEdgeAppearance = appearance
        _ = showInWindow(navigation)
        appearance.backgroundColor = .systemRed
        #expect(navigation.navigationBar.scrollEdgeAppearance?.backgroundColor == Self.blue)
        #expect(Self.look(navigation.navigationBar).background == Self.blue)
        navigation.navigationBar.scrollEdgeAppearance = appearance
        #expect(Self.look(navigation.navigationBar).background == .systemRed)
    }

    @Test("setContentScrollView(_:for:) names the scroll view the bar follows when it is not the controller's view")
    func namedContentScrollView() {
        let controller = UIViewController()
        let scroll = UIScrollView()
        let cover = UIView()
        controller.view.addSubview(cover)  // the first subview is not the scroll view
        controller.view.addSubview(scroll)
        scroll.frame = CGRect(x: 0, y: 0, width: 393, height: 852)
        scroll.contentSize = CGSize(width: 393, height: 2000)
        controller.setContentScrollView(scroll, for: .top)
        let navigation = UINavigationController(rootViewController: controller)
        _ = showInWindow(navigation)
        #expect(controller.contentScrollView(for: .top) === scroll)
        scroll.contentOffset = CGPoint(x: 0, y: 400)
        #expect(Self.look(navigation.navigationBar) == Look(background: Self.material, hairline: true, title: .label))
    }

    @Test("Configurations: default is the material with a hairline, opaque the system background, transparent nothing")
    func configurations() {
        let appearance = UIBarAppearance()
        #expect(appearance.drawnBackground == UINavigationBar.defaultBarColor && appearance.shadowColor != nil)
        appearance.configureWithOpaqueBackground()
        #expect(appearance.drawnBackground == .systemBackground && appearance.shadowColor != nil)
        appearance.configureWithTransparentBackground()
        #expect(appearance.drawnBackground == .clear && appearance.shadowColor == nil)
        let tabs = UITabBarAppearance(barAppearance: appearance)
        #expect(tabs.backgroundEffect == nil && tabs.backgroundColor == nil)
    }
}

/// A tab bar's appearances with iOS 15's rule at the bottom edge: the scroll-edge look (else the
/// standard one made transparent) while the selected screen's content is scrolled to its end or
/// there is no scroll view; the standard look while content is under the bar.
@MainActor
@Suite("UITabBarAppearance: a tab bar's standard and scroll-edge appearances")
struct TabBarAppearanceTests {
    typealias Look = NavigationBarAppearanceTests.Look

    static func look(_ bar: UITabBar) -> Look {
        Look(background: bar.backgroundView.backgroundColor, hairline: !bar.hairline.isHidden, title: .label)
    }

    static func tabs(_ first: UIViewController) -> UITabBarController {
        let tabs = UITabBarController()
        tabs.viewControllers = [first, UIViewController()]
        return tabs
    }

    static let transparent = Look(background: .clear, hairline: false, title: .label)
    static let material = Look(background: NavigationBarAppearanceTests.material, hairline: true, title: .label)

    @Test("A screen without a scroll view: the tab bar is at the scroll edge, transparent with no hairline")
    func plainScreen() {
        let tabs = Self.tabs(InboxViewController())
        _ = showInWindow(tabs)
        #expect(Self.look(tabs.tabBar) == Self.transparent)
    }

    @Test("A long list at its top is under the bar (the material); scrolled to its end it is at the edge (transparent)")
    func longList() {
        let list = ListViewController(contentHeight: 2000)
        let tabs = Self.tabs(list)
        _ = showInWindow(tabs)
        #expect(Self.look(tabs.tabBar) == Self.material)
        let end = list.list.contentSize.height + list.list.adjustedContentInset.bottom - list.list.bounds.height
        list.list.contentOffset = CGPoint(x: 0, y: end)
        #expect(Self.look(tabs.tabBar) == Self.transparent)
    }

    @Test("The list in a navigation stack in a tab: the tab bar follows the stack's top screen, and the other tab's")
    func followsTheShownScreen() {
        let list = ListViewController(contentHeight: 2000)
        let tabs = Self.tabs(UINavigationController(rootViewController: list))
        let window = showInWindow(tabs)
        #expect(Self.look(tabs.tabBar) == Self.material)
        tabs.selectedIndex = 1
        window.layoutIfNeeded()
        #expect(Self.look(tabs.tabBar) == Self.transparent, "the second tab has no scroll view")
    }

    @Test("Both appearances set (blue) and the older bar tint: blue at the edge; the bar tint shows under content only without them")
    func setAppearances() {
        let list = ListViewController(contentHeight: 2000)
        let tabs = Self.tabs(list)
        tabs.tabBar.barTintColor = NavigationBarAppearanceTests.blue
        _ = showInWindow(tabs)
        #expect(Self.look(tabs.tabBar) == Look(background: NavigationBarAppearanceTests.blue, hairline: true, title: .label))
        let red = UITabBarAppearance()
        red.configureWithOpaqueBackground()
        red.backgroundColor = .systemRed
        tabs.tabBar.standardAppearance = red
        tabs.tabBar.scrollEdgeAppearance = red
        #expect(Self.look(tabs.tabBar) == Look(background: .systemRed, hairline: true, title: .label))
    }
}
