import Foundation
import Layout

/// The bar at the top of a navigation controller (UIKit's `UINavigationBar`): the top controller's
/// title (17 pt semibold, centred; 34 pt bold at the leading edge when large), its bar buttons and a
/// back button, over the background and hairline of its appearance in effect: the scroll-edge one
/// (transparent by default) while the content's top is at the bar, else the standard one (a light
/// translucent material by default), as since iOS 15.
@MainActor
open class UINavigationBar: UIView {
    weak var navigationController: UINavigationController?
    let titleLabel = UILabel()
    private var buttons: [UIView] = []
    private var buttonConstraints: [NSLayoutConstraint] = []
    private var titleConstraints: [NSLayoutConstraint] = []

    /// The bar's background, which reaches up under the status bar as UIKit's does (the navigation
    /// controller puts it behind the bar).
    let backgroundView = UIView()
    /// The line along the bar's bottom edge (the appearance's shadow colour).
    let hairline = UIView()
    /// The scroll view whose top edge decides between the standard and scroll-edge appearances.
    weak var watchedScrollView: UIScrollView?
    /// Whether the appearance drawn last was the scroll-edge one: scrolling redraws the bar only
    /// when this changes.
    var drawnAtScrollEdge = false
    /// How far the large title has collapsed as the content scrolled up: 0 (expanded) to
    /// ``largeTitleRoom`` (the bar is 44 points tall, with the title inline).
    var largeTitleCollapse: CGFloat = 0
    /// The controller whose content set ``largeTitleCollapse``.
    weak var collapseOwner: UIViewController?

    /// The light bar colour.
    static let defaultBarColor = UIColor(red: 0.97, green: 0.97, blue: 0.97, alpha: 0.94)

    /// Makes a bar.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundView.backgroundColor = Self.defaultBarColor
        titleLabel.font = Self.titleFont(large: false)
        backgroundView.accessibilityIdentifier = "navigationBarBackground"
        preservesSuperviewLayoutMargins = true  // items sit at the screen's margins, 16 or 20 pt in
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        addSubview(titleLabel)
        hairline.accessibilityIdentifier = "navigationBarHairline"
        hairline.backgroundColor = .separator
        hairline.translatesAutoresizingMaskIntoConstraints = false
        addSubview(hairline)
        NSLayoutConstraint.activate([
            hairline.leadingAnchor.constraint(equalTo: leadingAnchor), hairline.trailingAnchor.constraint(equalTo: trailingAnchor),
            hairline.topAnchor.constraint(equalTo: bottomAnchor), hairline.heightAnchor.constraint(equalToConstant: 0.5),
        ])
        accessibilityIdentifier = "navigationBar"
        titleLabel.accessibilityIdentifier = "navigationBarTitle"
    }

    /// Makes a bar (archives are not read here).
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Whether the bar shows large titles (for controllers whose item allows them).
    open var prefersLargeTitles = false { didSet { update() } }

    /// Whether the bar is translucent (it is drawn translucent either way): the top controller's
    /// view extends under an opaque bar only with its `extendedLayoutIncludesOpaqueBars`.
    open var isTranslucent = true { didSet { navigationController?.updateTopInset() } }

    /// The bar's background colour in its standard appearance (the light bar colour when nil),
    /// UIKit's older way to colour a bar: it shows where a default appearance's material would.
    open var barTintColor: UIColor? {
        didSet {
            if appearanceGate("barTintColor") { barTintColor = oldValue } else { applyAppearance() }
        }
    }
    /// The bar's style (kept: set colours through appearances or `barTintColor`).
    open var barStyle = UIBarStyle.default
    /// The image of the line under the bar (kept: hide the line with an appearance's
    /// `shadowColor = .clear`).
    open var shadowImage: UIImage?
    /// Sets the bar's background image (kept: the bar is drawn by its appearance).
    open func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {}

    /// The title's text attributes, UIKit's older way: an appearance's own attributes win.
    open var titleTextAttributes: [NSAttributedString.Key: Any]? {
        didSet {
            if appearanceGate("titleTextAttributes") { titleTextAttributes = oldValue } else { applyAppearance() }
        }
    }

    /// The large title's text attributes, UIKit's older way: an appearance's own attributes win.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]? {
        didSet {
            if appearanceGate("largeTitleTextAttributes") { largeTitleTextAttributes = oldValue } else { applyAppearance() }
        }
    }

    /// The look while content is scrolled under the bar (or there is no scroll edge to be at).
    /// Set a copy, as UIKit copies it: change the appearance, then set it again.
    open var standardAppearance: UINavigationBarAppearance {
        get { appearances.standard }
        set {
            if appearanceGate("standardAppearance") { return }
            appearances.standard = UINavigationBarAppearance(barAppearance: newValue)
        }
    }

    /// The look in a compact-height bar (a phone in landscape); the standard one when nil.
    open var compactAppearance: UINavigationBarAppearance? {
        get { appearances.compact }
        set {
            if appearanceGate("compactAppearance") { return }
            appearances.compact = newValue.map(UINavigationBarAppearance.init(barAppearance:))
        }
    }

    /// The look while the top of the content is at the bar (or the top controller has no scroll
    /// view); when nil, the standard look with a transparent background and no hairline.
    open var scrollEdgeAppearance: UINavigationBarAppearance? {
        get { appearances.scrollEdge }
        set {
            if appearanceGate("scrollEdgeAppearance") { return }
            appearances.scrollEdge = newValue.map(UINavigationBarAppearance.init(barAppearance:))
        }
    }

    /// The scroll-edge look in a compact-height bar; the scroll-edge one when nil.
    open var compactScrollEdgeAppearance: UINavigationBarAppearance? {
        get { appearances.compactScrollEdge }
        set { appearances.compactScrollEdge = newValue.map(UINavigationBarAppearance.init(barAppearance:)) }
    }

    /// The bar's four appearances; a change redraws the bar.
    private var appearances = BarAppearances() { didSet { applyAppearance() } }

    /// Whether the bar (and its background) is hidden.
    open override var isHidden: Bool {
        get { super.isHidden }
        set {
            super.isHidden = newValue
            backgroundView.isHidden = newValue
        }
    }

    /// Laid out at a new height: the content scroll view's inset has followed it, so a large
    /// title can follow the content's scroll position again.
    open override func layoutSubviews() {
        super.layoutSubviews()
        followLargeTitle()
    }

    /// A compact height (a phone turned to landscape) switches to the compact appearances.
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        applyAppearance()
    }

    /// Whether the top controller shows a large title.
    var showsLargeTitle: Bool {
        guard prefersLargeTitles, let top = navigationController?.topViewController else { return false }
        switch top.navigationItem.largeTitleDisplayMode {
        case .always: return true
        case .never: return false
        case .automatic: return true
        }
    }

    /// The room a navigation item's search bar takes at the bar's bottom.
    static let searchBarHeight: CGFloat = 52

    /// The top controller's search bar, if it has a search controller.
    var shownSearchBar: UISearchBar? { navigationController?.topViewController?.navigationItem.searchController?.searchBar }

    /// The room a large title adds under the 44-point bar.
    static let largeTitleRoom: CGFloat = 52

    /// Whether the title is drawn large now: a large title not (fully) collapsed by scrolling.
    var drawsLargeTitle: Bool { showsLargeTitle && largeTitleCollapse < Self.largeTitleRoom }

    /// 44 pt, or 96 with a large title (less what scrolling collapsed of it); 52 more with a search bar.
    var height: CGFloat {
        (showsLargeTitle ? 44 + Self.largeTitleRoom - largeTitleCollapse : 44)
            + (shownSearchBar == nil ? 0 : UINavigationBar.searchBarHeight)
    }

    /// Shows the top controller's title and buttons.
    func update() {
        guard let navigation = navigationController, let top = navigation.topViewController else { return }
        let item = top.navigationItem
        titleLabel.text = item.title
        if collapseOwner !== top {
            // Another controller's content: its own scroll position decides (from expanded).
            collapseOwner = top
            largeTitleCollapse = 0
        }
        let large = drawsLargeTitle
        NSLayoutConstraint.deactivate(titleConstraints + buttonConstraints)
        titleConstraints =
            large
            ? [
                titleLabel.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
                titleLabel.bottomAnchor.constraint(
                    equalTo: bottomAnchor, constant: -8 - (shownSearchBar == nil ? 0 : UINavigationBar.searchBarHeight)),
            ]
            : [
                titleLabel.centerXAnchor.constraint(equalTo: centerXAnchor),
                titleLabel.topAnchor.constraint(equalTo: topAnchor, constant: 11),
            ]
        for button in buttons { button.removeFromSuperview() }
        buttons = []
        buttonConstraints = []
        if let search = shownSearchBar {
            // The search bar fills the bar's bottom 52 points, its field 8 points in from the margins.
            search.translatesAutoresizingMaskIntoConstraints = false
            addSubview(search)
            buttons.append(search)
            buttonConstraints += [
                search.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor, constant: -UISearchBar.inset),
                search.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor, constant: UISearchBar.inset),
                search.bottomAnchor.constraint(equalTo: bottomAnchor),
                search.heightAnchor.constraint(equalToConstant: UINavigationBar.searchBarHeight),
            ]
        }
        var left = item.leftBarButtonItems ?? []
        let stack = navigation.viewControllers
        if left.isEmpty || item.leftItemsSupplementBackButton, !item.hidesBackButton, stack.count > 1 {
            let below = stack[stack.count - 2].navigationItem
            left.insert(
                UIBarButtonItem(
                    title: below.backButtonText, style: .plain,
                    primaryAction: UIAction { [weak navigation] _ in navigation?.popViewController(animated: true) }), at: 0)
        }
        place(left, named: "navigationBarLeftItem", from: layoutMarginsGuide.leadingAnchor, inward: 8, step: { $0.trailingAnchor }) {
            $0.leadingAnchor
        }
        place(
            item.rightBarButtonItems ?? [], named: "navigationBarRightItem", from: layoutMarginsGuide.trailingAnchor, inward: -8,
            step: { $0.leadingAnchor }
        ) { $0.trailingAnchor }
        NSLayoutConstraint.activate(titleConstraints + buttonConstraints)
        watchScrollEdge()
        applyAppearance()
        navigation.updateTopInset()
    }

    /// Lays out bar buttons from one edge inwards, `inward` points apart, in the top 44 points;
    /// they are named `name0`, `name1`... from the edge.
    private func place(
        _ items: [UIBarButtonItem], named name: String, from edge: NSLayoutXAxisAnchor, inward: CGFloat,
        step: (UIView) -> NSLayoutXAxisAnchor, pin: (UIView) -> NSLayoutXAxisAnchor
    ) {
        var anchor = edge
        var gap: CGFloat = 0
        for (i, item) in items.enumerated() {
            // Spaces: a fixed one widens the gap to the next item; a flexible one does nothing here.
            if item.isSpace {
                gap += item.width
                continue
            }
            let view = item.makeView()
            view.accessibilityIdentifier = view.accessibilityIdentifier ?? "\(name)\(i)"
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
            buttons.append(view)
            let offset = (anchor === edge ? 0 : inward) + (inward < 0 ? -gap : gap)
            buttonConstraints += [
                pin(view).constraint(equalTo: anchor, constant: offset),
                view.centerYAnchor.constraint(equalTo: topAnchor, constant: 22),
            ]
            // A custom view with no size of its own keeps its frame's, as UIKit shows it.
            if item.customView != nil {
                let size = view.intrinsicContentSize, frame = view.frame.size
                if size.width <= 0 { buttonConstraints.append(view.widthAnchor.constraint(equalToConstant: frame.width)) }
                if size.height <= 0 { buttonConstraints.append(view.heightAnchor.constraint(equalToConstant: frame.height)) }
            }
            gap = 0
            anchor = step(view)
        }
    }
}

/// The heights a bar's images are for, as UIKit's `UIBarMetrics`.
public enum UIBarMetrics: Int, Sendable {
    /// The usual height.
    case `default`
    /// A compact bar.
    case compact
    /// A bar with a prompt.
    case defaultPrompt
    /// A compact bar with a prompt.
    case compactPrompt
}
