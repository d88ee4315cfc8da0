import Foundation
import Layout

/// A bar of buttons, as UIKit's `UIToolbar`: its items in a row from the leading margin, spaces
/// between them (flexible spaces share what is left, fixed ones keep their width), 44 points
/// tall, over the bar material with a hairline along its top.
///
/// ```swift
/// let toolbar = UIToolbar()
/// toolbar.items = [
///     UIBarButtonItem(systemItem: .trash), .flexibleSpace(), UIBarButtonItem(systemItem: .compose),
/// ]
/// ```
@MainActor
open class UIToolbar: UIView {
    /// UIKit's toolbar height on a phone.
    static let barHeight: CGFloat = 44
    /// The space between the bar's ends and its first and last items.
    static let sideInset: CGFloat = 16
    /// The space between two items with no space item between them.
    static let itemSpacing: CGFloat = 8

    /// The bar material (a navigation controller moves it into its view, to reach the screen's bottom).
    let backgroundView = UIView()
    private let hairline = UIView()
    /// The views standing for the items, paired with them.
    private var shown: [(item: UIBarButtonItem, view: UIView?)] = []

    /// Makes a toolbar.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    /// Makes a toolbar (archives are not read here).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        // Items keep UIKit's 16 points from the bar's ends.
        layoutMargins = UIEdgeInsets(top: 0, left: UIToolbar.sideInset, bottom: 0, right: UIToolbar.sideInset)
        backgroundView.isUserInteractionEnabled = false
        backgroundView.accessibilityIdentifier = "toolbarBackground"
        addSubview(backgroundView)
        hairline.isUserInteractionEnabled = false
        hairline.accessibilityIdentifier = "toolbarHairline"
        addSubview(hairline)
        applyLook()
    }

    /// The items, leading to trailing.
    open var items: [UIBarButtonItem]? {
        get { shown.map(\.item) }
        set { setItems(newValue, animated: false) }
    }

    /// Replaces the items (at once; `animated` is kept).
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        for entry in shown { entry.view?.removeFromSuperview() }
        shown = (items ?? []).map { item in
            guard !item.isSpace else { return (item, nil) }
            let view = item.makeView()
            addSubview(view)
            return (item, view)
        }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// The colour of the bar's background (nil: the translucent bar material).
    open var barTintColor: UIColor? { didSet { applyLook() } }
    /// Whether the background lets what is behind show through (the material is translucent).
    open var isTranslucent = true { didSet { applyLook() } }
    /// The bar's look: `.default` light, `.black` dark.
    open var barStyle: UIBarStyle = .default { didSet { applyLook() } }

    private func applyLook() {
        let appearance = UIBarAppearance()
        if barStyle == .black {
            appearance.backgroundColor = UIColor(white: 0.09, alpha: isTranslucent ? 0.94 : 1)
        } else if !isTranslucent {
            appearance.configureWithOpaqueBackground()
        }
        appearance.draw(background: backgroundView, hairline: hairline, barTint: barTintColor)
    }

    /// 44 points tall, as wide as it is put.
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIToolbar.barHeight) }

    /// The width of the items and spaces in a row, and 44 points.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: UIToolbar.barHeight)
    }

    /// Lays the items out in a row between the margins, centred in the top 44 points.
    open override func layoutSubviews() {
        super.layoutSubviews()
        if backgroundView.superview === self { backgroundView.frame = bounds }
        hairline.frame = CGRect(x: 0, y: 0, width: bounds.width, height: 1 / UIScreen.main.scale)
        let margins = layoutMargins
        let sizes = shown.map { entry -> CGFloat in
            if let view = entry.view {
                let fitted = view.intrinsicContentSize
                return fitted.width > 0 ? fitted.width : view.frame.width
            }
            return entry.item.systemItem == .fixedSpace ? entry.item.width : 0
        }
        let flexible = shown.filter { $0.item.systemItem == .flexibleSpace }.count
        // Two items side by side keep a standard gap; a space item stands in for it.
        var gaps: CGFloat = 0
        for i in shown.indices.dropFirst() where shown[i].view != nil && shown[i - 1].view != nil { gaps += UIToolbar.itemSpacing }
        let room = bounds.width - margins.left - margins.right
        let spare = max(0, room - sizes.reduce(0, +) - gaps)
        var x = margins.left
        for (i, entry) in shown.enumerated() {
            if i > 0, entry.view != nil, shown[i - 1].view != nil { x += UIToolbar.itemSpacing }
            guard let view = entry.view else {
                x += entry.item.systemItem == .flexibleSpace ? spare / CGFloat(flexible) : sizes[i]
                continue
            }
            let intrinsic = view.intrinsicContentSize.height
            let height = intrinsic > 0 ? intrinsic : view.frame.height
            view.frame = CGRect(x: x, y: ((UIToolbar.barHeight - height) / 2).rounded(), width: sizes[i], height: height)
            x += sizes[i]
        }
    }
}

/// A bar's overall look (UIKit's `UIBarStyle`).
public enum UIBarStyle: Int, Sendable {
    /// Light.
    case `default`
    /// Dark.
    case black
}
