import Foundation

/// What a navigation bar shows for a controller (UIKit's `UINavigationItem`): its title and buttons.
@MainActor
public final class UINavigationItem {
    weak var controller: UIViewController?

    init(controller: UIViewController) { self.controller = controller }

    /// Makes an item with a title.
    public init(title: String) { titleStorage = title }

    /// The title; the controller's `title` when not set.
    public var title: String? {
        get { titleStorage ?? controller?.title }
        set {
            titleStorage = newValue
            changed()
        }
    }
    private var titleStorage: String?

    /// The button at the right (the first of ``rightBarButtonItems``).
    public var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    /// The button at the left, in place of the back button (the first of ``leftBarButtonItems``).
    public var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    /// The buttons at the right, right to left.
    public var rightBarButtonItems: [UIBarButtonItem]? { didSet { changed() } }

    /// The buttons at the left, left to right.
    public var leftBarButtonItems: [UIBarButtonItem]? { didSet { changed() } }

    /// Whether the back button is hidden.
    public var hidesBackButton = false { didSet { changed() } }

    /// The back button's title when this controller is the one below (its title by default).
    public var backButtonTitle: String? { didSet { changed() } }

    /// Whether this controller shows a large title when the bar prefers them.
    public var largeTitleDisplayMode = LargeTitleDisplayMode.automatic { didSet { changed() } }

    /// This controller's bar look while content is scrolled under the bar (the bar's when nil).
    /// Set a copy, as UIKit copies it.
    public var standardAppearance: UINavigationBarAppearance? {
        didSet { copyOnSet(&standardAppearance, oldValue) }
    }

    /// This controller's look in a compact-height bar (the bar's when nil).
    public var compactAppearance: UINavigationBarAppearance? {
        didSet { copyOnSet(&compactAppearance, oldValue) }
    }

    /// This controller's look at the scroll edge (the bar's when nil).
    public var scrollEdgeAppearance: UINavigationBarAppearance? {
        didSet { copyOnSet(&scrollEdgeAppearance, oldValue) }
    }

    /// This controller's look at the scroll edge in a compact-height bar (the bar's when nil).
    public var compactScrollEdgeAppearance: UINavigationBarAppearance? {
        didSet { copyOnSet(&compactScrollEdgeAppearance, oldValue) }
    }

    /// Keeps a copy of an appearance just set (unless it is the copy already kept) and redraws.
    private func copyOnSet(_ appearance: inout UINavigationBarAppearance?, _ old: UINavigationBarAppearance?) {
        if let set = appearance, set !== old { appearance = UINavigationBarAppearance(barAppearance: set) }
        changed()
    }

    /// A view shown in place of the title (kept: the title is drawn).
    public var titleView: UIView?

    /// The bar redraws when the item changes.
    private func changed() { controller?.navigationController?.navigationBar.update() }

    /// When a large title shows.
    public enum LargeTitleDisplayMode: Int, Sendable {
        /// As the controller below.
        case automatic
        /// Always.
        case always
        /// Never.
        case never
    }
}

/// A button in a navigation bar (UIKit's `UIBarButtonItem`), with a closure: `#selector` does not
/// exist off Apple platforms.
///
/// ```swift
/// navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Save", primaryAction: UIAction { _ in self.save() })
/// ```
@MainActor
public final class UIBarButtonItem {
    /// The title.
    public var title: String?
    /// The image.
    public var image: UIImage?
    /// The style (plain or done: done is bold).
    public var style: Style
    /// What a tap runs.
    public var primaryAction: UIAction?
    /// Whether it can be tapped.
    public var isEnabled = true
    /// The colour of its title (the bar's tint by default).
    public var tintColor: UIColor?

    /// Makes a button with a title or an image and an action.
    public init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: Any? = nil) {
        self.title = title ?? primaryAction?.title
        self.image = image ?? primaryAction?.image
        style = .plain
        self.primaryAction = primaryAction
    }

    /// Makes a button with a title, a style and an action.
    public init(title: String?, style: Style, primaryAction: UIAction? = nil) {
        self.title = title
        self.style = style
        self.primaryAction = primaryAction
    }

    /// Makes one of the system's buttons (drawn with its English title).
    public init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: Any? = nil) {
        title = systemItem.title
        style = systemItem == .done ? .done : .plain
        self.primaryAction = primaryAction
    }

    /// A bar button's style.
    public enum Style: Int, Sendable {
        /// Plain.
        case plain
        /// Bold, for the button that finishes.
        case done
    }

    /// The system's bar buttons.
    public enum SystemItem: Int, Sendable {
        /// Done, Cancel, Edit, Save, Add (+), Close, Search.
        case done, cancel, edit, save, add, close, search

        var title: String {
            switch self {
            case .done: "Done"
            case .cancel: "Cancel"
            case .edit: "Edit"
            case .save: "Save"
            case .add: "+"
            case .close: "Close"
            case .search: "Search"
            }
        }
    }
}
