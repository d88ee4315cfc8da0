import Foundation
import Layout

/// The bar at the top of a navigation controller (UIKit's `UINavigationBar`): the top controller's
/// title (17 pt semibold, centred; 34 pt bold at the leading edge when large), its bar buttons and a
/// back button, over a light translucent background with a hairline at the bottom.
@MainActor
open class UINavigationBar: UIView {
    weak var navigationController: UINavigationController?
    private let titleLabel = UILabel()
    private var buttons: [UIButton] = []
    private var buttonConstraints: [NSLayoutConstraint] = []
    private var titleConstraints: [NSLayoutConstraint] = []

    /// The bar's background, which reaches up under the status bar as UIKit's does (the navigation
    /// controller puts it behind the bar).
    let backgroundView = UIView()

    /// The light bar colour.
    static let defaultBarColor = UIColor(red: 0.97, green: 0.97, blue: 0.97, alpha: 0.94)

    /// Makes a bar.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundView.backgroundColor = Self.defaultBarColor
        backgroundView.accessibilityIdentifier = "navigationBarBackground"
        preservesSuperviewLayoutMargins = true  // items sit at the screen's margins, 16 or 20 pt in
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        addSubview(titleLabel)
        let hairline = UIView()
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

    /// The bar's background colour (the light bar colour when nil).
    open var barTintColor: UIColor? { didSet { backgroundView.backgroundColor = barTintColor ?? Self.defaultBarColor } }

    /// Whether the bar (and its background) is hidden.
    open override var isHidden: Bool {
        get { super.isHidden }
        set {
            super.isHidden = newValue
            backgroundView.isHidden = newValue
        }
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

    /// 44 pt, or 96 with a large title.
    var height: CGFloat { showsLargeTitle ? 96 : 44 }

    /// Shows the top controller's title and buttons.
    func update() {
        guard let navigation = navigationController, let top = navigation.topViewController else { return }
        let item = top.navigationItem
        titleLabel.text = item.title
        let large = showsLargeTitle
        titleLabel.font = large ? .systemFont(ofSize: 34, weight: .bold) : .systemFont(ofSize: 17, weight: .semibold)
        NSLayoutConstraint.deactivate(titleConstraints + buttonConstraints)
        titleConstraints =
            large
            ? [
                titleLabel.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
                titleLabel.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -8),
            ]
            : [
                titleLabel.centerXAnchor.constraint(equalTo: centerXAnchor),
                titleLabel.topAnchor.constraint(equalTo: topAnchor, constant: 11),
            ]
        for button in buttons { button.removeFromSuperview() }
        buttons = []
        buttonConstraints = []
        var left = item.leftBarButtonItems ?? []
        let stack = navigation.viewControllers
        if left.isEmpty, !item.hidesBackButton, stack.count > 1 {
            let below = stack[stack.count - 2].navigationItem
            left = [
                UIBarButtonItem(
                    title: "‹ " + (below.backButtonTitle ?? below.title ?? "Back"), style: .plain,
                    primaryAction: UIAction { [weak navigation] _ in navigation?.popViewController(animated: true) })
            ]
        }
        place(left, named: "navigationBarLeftItem", from: layoutMarginsGuide.leadingAnchor, inward: 8, step: { $0.trailingAnchor }) {
            $0.leadingAnchor
        }
        place(
            item.rightBarButtonItems ?? [], named: "navigationBarRightItem", from: layoutMarginsGuide.trailingAnchor, inward: -8,
            step: { $0.leadingAnchor }
        ) { $0.trailingAnchor }
        NSLayoutConstraint.activate(titleConstraints + buttonConstraints)
        navigation.updateTopInset()
    }

    /// Lays out bar buttons from one edge inwards, `inward` points apart, in the top 44 points;
    /// they are named `name0`, `name1`... from the edge.
    private func place(
        _ items: [UIBarButtonItem], named name: String, from edge: NSLayoutXAxisAnchor, inward: CGFloat,
        step: (UIButton) -> NSLayoutXAxisAnchor, pin: (UIButton) -> NSLayoutXAxisAnchor
    ) {
        var anchor = edge
        for (i, item) in items.enumerated() {
            let button = UIButton(type: .system)
            button.accessibilityIdentifier = "\(name)\(i)"
            button.setTitle(item.title, for: .normal)
            if let image = item.image { button.setImage(image, for: .normal) }
            button.titleLabel?.font = .systemFont(ofSize: 17, weight: item.style == .done ? .semibold : .regular)
            if let tint = item.tintColor { button.setTitleColor(tint, for: .normal) }
            button.isEnabled = item.isEnabled
            if let action = item.primaryAction { button.addAction(action, for: .primaryActionTriggered) }
            button.translatesAutoresizingMaskIntoConstraints = false
            addSubview(button)
            buttons.append(button)
            buttonConstraints += [
                pin(button).constraint(equalTo: anchor, constant: anchor === edge ? 0 : inward),
                button.centerYAnchor.constraint(equalTo: topAnchor, constant: 22),
            ]
            anchor = step(button)
        }
    }
}
