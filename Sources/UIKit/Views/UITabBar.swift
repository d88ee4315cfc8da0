import Foundation
import Layout

/// The bar at the bottom of a tab bar controller (UIKit's `UITabBar`): 49 pt of items side by side,
/// each an image over a 10 pt title, the selected one in the tint colour and the others grey, over
/// a background that reaches down under the home indicator, with a hairline on top: its scroll-edge
/// appearance (transparent by default) while the content's end is at the bar, else its standard one
/// (a light translucent material by default), as since iOS 15.
///
/// More than five tabs all show (UIKit's "More" tab is not made).
@MainActor
open class UITabBar: UIView {
    weak var tabBarController: UITabBarController?
    private let stack = UIStackView()
    private var buttons: [TabBarButton] = []

    /// The bar's background, which the tab bar controller puts behind the bar and down to the
    /// screen's bottom edge.
    let backgroundView = UIView()
    /// The line along the bar's top edge (the appearance's shadow colour).
    let hairline = UIView()
    /// The scroll view whose bottom edge decides between the standard and scroll-edge appearances.
    weak var watchedScrollView: UIScrollView?
    /// Whether the appearance drawn last was the scroll-edge one: scrolling redraws the bar only
    /// when this changes.
    var drawnAtScrollEdge = false

    /// The bar's height above the bottom safe area.
    static let height: CGFloat = 49

    /// Makes a bar.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        accessibilityIdentifier = "tabBar"
        backgroundView.backgroundColor = UINavigationBar.defaultBarColor
        backgroundView.accessibilityIdentifier = "tabBarBackground"
        hairline.accessibilityIdentifier = "tabBarHairline"
        hairline.backgroundColor = .separator
        stack.distribution = .fillEqually
        for view in [stack, hairline] as [UIView] {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: leadingAnchor), stack.trailingAnchor.constraint(equalTo: trailingAnchor),
            stack.topAnchor.constraint(equalTo: topAnchor), stack.bottomAnchor.constraint(equalTo: bottomAnchor),
            hairline.leadingAnchor.constraint(equalTo: leadingAnchor), hairline.trailingAnchor.constraint(equalTo: trailingAnchor),
            hairline.bottomAnchor.constraint(equalTo: topAnchor), hairline.heightAnchor.constraint(equalToConstant: 0.5),
        ])
    }

    /// Makes a bar (archives are not read here).
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The items, one per tab, in order.
    public var items: [UITabBarItem]? {
        tabBarController?.viewControllers?.map { $0.tabBarItem }
    }

    /// The item of the selected tab.
    public var selectedItem: UITabBarItem? { tabBarController?.selectedViewController?.tabBarItem }

    /// The colour of the items not selected (UIKit's grey when nil).
    open var unselectedItemTintColor: UIColor? {
        didSet {
            if appearanceGate("unselectedItemTintColor") { unselectedItemTintColor = oldValue } else { update() }
        }
    }

    /// The bar's background colour in its standard appearance (the light bar colour when nil),
    /// UIKit's older way to colour a bar: it shows where a default appearance's material would.
    open var barTintColor: UIColor? {
        didSet {
            if appearanceGate("barTintColor") { barTintColor = oldValue } else { applyAppearance() }
        }
    }

    /// The look while content is scrolled under the bar (or there is no scroll edge to be at).
    /// Set a copy, as UIKit copies it.
    open var standardAppearance: UITabBarAppearance {
        get { standardStorage }
        set {
            if appearanceGate("standardAppearance") { return }
            standardStorage = UITabBarAppearance(barAppearance: newValue)
        }
    }
    private var standardStorage = UITabBarAppearance() { didSet { applyAppearance() } }

    /// The look while the bottom of the content is at the bar (or the selected screen has no
    /// scroll view); when nil, the standard look with a transparent background and no hairline.
    open var scrollEdgeAppearance: UITabBarAppearance? {
        get { scrollEdgeStorage }
        set {
            if appearanceGate("scrollEdgeAppearance") { return }
            scrollEdgeStorage = newValue.map(UITabBarAppearance.init(barAppearance:))
        }
    }
    private var scrollEdgeStorage: UITabBarAppearance? { didSet { applyAppearance() } }

    /// Whether the bar is translucent (kept: it is drawn translucent).
    open var isTranslucent = true

    /// Whether the bar (and its background) is hidden.
    open override var isHidden: Bool {
        get { super.isHidden }
        set {
            super.isHidden = newValue
            backgroundView.isHidden = newValue
        }
    }

    /// The selected item takes the new tint.
    open override func tintColorDidChange() { update() }

    /// Shows one button per tab, the selected one in the tint colour.
    func update() {
        guard let controller = tabBarController else { return }
        let controllers = controller.viewControllers ?? []
        while buttons.count > controllers.count { buttons.removeLast().removeFromSuperview() }
        while buttons.count < controllers.count {
            let index = buttons.count
            let button = TabBarButton()
            button.accessibilityIdentifier = "tabBarItem\(index)"
            button.addAction(UIAction { [weak controller] _ in controller?.userSelected(index) }, for: .touchUpInside)
            stack.addArrangedSubview(button)
            buttons.append(button)
        }
        for (index, child) in controllers.enumerated() {
            let item = child.tabBarItem!
            item.bar = self
            let selected = index == controller.selectedIndex
            buttons[index].show(item, selected: selected, color: selected ? tintColor : unselectedItemTintColor ?? .systemGray)
        }
    }
}

/// One item of a tab bar: its image (25 pt) centred over its title (10 pt medium), a badge at the
/// image's top trailing corner.
@MainActor
private final class TabBarButton: UIControl {
    let imageView = UIImageView()
    let titleLabel = UILabel()
    let badge = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        imageView.contentMode = .scaleAspectFit
        titleLabel.font = .systemFont(ofSize: 10, weight: .medium)
        titleLabel.textAlignment = .center
        badge.font = .systemFont(ofSize: 13)
        badge.textColor = .white
        badge.textAlignment = .center
        badge.backgroundColor = .systemRed
        badge.layer.cornerRadius = 9
        badge.clipsToBounds = true
        for view in [imageView, titleLabel, badge] as [UIView] {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
        NSLayoutConstraint.activate([
            imageView.centerXAnchor.constraint(equalTo: centerXAnchor),
            imageView.topAnchor.constraint(equalTo: topAnchor, constant: 5),
            imageView.widthAnchor.constraint(equalToConstant: 25), imageView.heightAnchor.constraint(equalToConstant: 25),
            titleLabel.centerXAnchor.constraint(equalTo: centerXAnchor),
            titleLabel.topAnchor.constraint(equalTo: imageView.bottomAnchor, constant: 3),
            titleLabel.leadingAnchor.constraint(greaterThanOrEqualTo: leadingAnchor, constant: 2),
            badge.centerXAnchor.constraint(equalTo: imageView.trailingAnchor, constant: 2),
            badge.centerYAnchor.constraint(equalTo: imageView.topAnchor, constant: 4),
            badge.heightAnchor.constraint(equalToConstant: 18),
            badge.widthAnchor.constraint(greaterThanOrEqualToConstant: 18),
        ])
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    func show(_ item: UITabBarItem, selected: Bool, color: UIColor) {
        imageView.image = selected ? item.selectedImage ?? item.image : item.image
        imageView.tintColor = color
        titleLabel.text = item.title
        titleLabel.textColor = color
        badge.text = item.badgeValue.map { " \($0) " }
        badge.isHidden = item.badgeValue == nil
        isEnabled = item.isEnabled
    }
}
