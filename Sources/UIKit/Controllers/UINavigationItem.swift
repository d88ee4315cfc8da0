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
    /// Whether the back button shows beside the left items (false: left items replace it).
    public var leftItemsSupplementBackButton = false { didSet { changed() } }
    /// A line of text above the title (kept).
    public var prompt: String?

    /// Sets the right item.
    public func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    /// Sets the left item.
    public func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    /// Sets the right items.
    public func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }
    /// Sets the left items.
    public func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    /// Hides or shows the back button.
    public func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) { self.hidesBackButton = hidesBackButton }

    /// The back button shown to return to this item when it is just below the top one: its title
    /// (empty: the chevron alone) wins over ``backButtonTitle`` and ``backButtonDisplayMode``, as
    /// UIKit documents; its custom view, style and action are ignored, as UIKit ignores them.
    public var backBarButtonItem: UIBarButtonItem? { didSet { changed() } }

    /// The back button's title when this controller is the one below (its title by default).
    public var backButtonTitle: String? { didSet { changed() } }
    /// How the back button to this item is titled: its back button title or title (`.default`),
    /// "Back" (`.generic`), or only the chevron (`.minimal`).
    public var backButtonDisplayMode = BackButtonDisplayMode.default { didSet { changed() } }

    /// The ways a back button is titled.
    public enum BackButtonDisplayMode: Int, Sendable {
        /// The item's back button title, else its title, else "Back".
        case `default`
        /// "Back".
        case generic
        /// No title: the chevron alone.
        case minimal
    }

    /// The back button's text for this item, by its display mode.
    var backButtonText: String {
        if let item = backBarButtonItem {
            let title = item.title ?? ""
            return title.isEmpty ? "‹" : "‹ " + title
        }
        return switch backButtonDisplayMode {
        case .default: "‹ " + (backButtonTitle ?? title ?? "Back")
        case .generic: "‹ Back"
        case .minimal: "‹"
        }
    }

    /// A search controller whose search bar the navigation bar shows under the title, 52 points
    /// more of bar.
    public var searchController: UISearchController? { didSet { changed() } }

    /// Whether the search bar hides as the content scrolls (kept: it stays).
    public var hidesSearchBarWhenScrolling = true

    /// Whether this controller shows a large title when the bar prefers them.
    public var largeTitleDisplayMode = LargeTitleDisplayMode.automatic { didSet { changed() } }

    /// This controller's bar look while content is scrolled under the bar (the bar's when nil).
    /// Set a copy, as UIKit copies it.
    public var standardAppearance: UINavigationBarAppearance? {
        didSet {
            if let copy = copied(standardAppearance, oldValue) { standardAppearance = copy }
            changed()
        }
    }

    /// This controller's look in a compact-height bar (the bar's when nil).
    public var compactAppearance: UINavigationBarAppearance? {
        didSet {
            if let copy = copied(compactAppearance, oldValue) { compactAppearance = copy }
            changed()
        }
    }

    /// This controller's look at the scroll edge (the bar's when nil).
    public var scrollEdgeAppearance: UINavigationBarAppearance? {
        didSet {
            if let copy = copied(scrollEdgeAppearance, oldValue) { scrollEdgeAppearance = copy }
            changed()
        }
    }

    /// This controller's look at the scroll edge in a compact-height bar (the bar's when nil).
    public var compactScrollEdgeAppearance: UINavigationBarAppearance? {
        didSet {
            if let copy = copied(compactScrollEdgeAppearance, oldValue) { compactScrollEdgeAppearance = copy }
            changed()
        }
    }

    /// A copy of an appearance just set, to keep in its place; nil when it is the copy kept
    /// already. (The bar redraws after the copy is in place: it reads the item's appearances.)
    private func copied(_ appearance: UINavigationBarAppearance?, _ old: UINavigationBarAppearance?) -> UINavigationBarAppearance? {
        guard let set = appearance, set !== old else { return nil }
        return UINavigationBarAppearance(barAppearance: set)
    }

    /// A view shown in place of the title (kept: the title is drawn).
    public var titleView: UIView?

    /// The bar redraws when the item changes.
    func changed() { controller?.navigationController?.navigationBar.update() }

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

    /// The title's attributes per state (kept: the title is drawn in the bar's font and the tint).
    private var titleAttributes: [Int: [NSAttributedString.Key: Any]] = [:]

    /// Sets the title's attributes for a state (kept: see ``titleTextAttributes(for:)``).
    public func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state.rawValue] = attributes
    }

    /// The title's attributes set for a state.
    public func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? { titleAttributes[state.rawValue] }

    /// The menu it offers (kept: menus are not opened here).
    public var menu: UIMenu?

    /// The method a target-action item names (never called here: Swift off Apple platforms cannot
    /// call a method by name).
    public var action: Selector?
    /// The object a target-action item names (held weakly, as UIKit does).
    public weak var target: AnyObject?

    /// Makes a button with a title or an image and an action.
    public init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.title = title ?? primaryAction?.title
        self.image = image ?? primaryAction?.image
        style = .plain
        self.primaryAction = primaryAction
        self.menu = menu
        UIBarItemAppearanceProxy.applyIfAny(to: self)
    }

    /// Makes one of the system's items with a target and action, as Objective-C code does: a
    /// space with `nil` ones works as in UIKit; a named action is kept, never called (see ``Selector``).
    public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
        self.init(systemItem: systemItem)
        self.target = target as AnyObject?
        self.action = action
    }

    /// Makes a titled item with a target and action (the action is kept, never called).
    public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
        self.init(title: title, style: style)
        self.target = target as AnyObject?
        self.action = action
    }

    /// Makes an item with an image, a target and an action (the action is kept, never called).
    public convenience init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
        self.init(title: nil, image: image)
        self.style = style
        self.target = target as AnyObject?
        self.action = action
    }

    /// Makes a button with a title, a style and an action.
    public init(title: String?, style: Style, primaryAction: UIAction? = nil) {
        self.title = title
        self.style = style
        self.primaryAction = primaryAction
        UIBarItemAppearanceProxy.applyIfAny(to: self)
    }

    /// Makes one of the system's buttons (drawn with its English title or a glyph), or a space.
    public init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        title = systemItem.title
        style = systemItem == .done ? .done : .plain
        self.primaryAction = primaryAction
        self.systemItem = systemItem
        self.menu = menu
        UIBarItemAppearanceProxy.applyIfAny(to: self)
    }

    /// Makes an item that shows a view of your own.
    public init(customView: UIView) {
        style = .plain
        self.customView = customView
        UIBarItemAppearanceProxy.applyIfAny(to: self)
    }

    /// A space that takes what the bar has left, shared with the other flexible spaces.
    public static func flexibleSpace() -> UIBarButtonItem { UIBarButtonItem(systemItem: .flexibleSpace) }

    /// A space of a width.
    public static func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(systemItem: .fixedSpace)
        item.width = width
        return item
    }

    /// The system item it was made as, if any.
    public private(set) var systemItem: SystemItem?
    /// The view shown in the item's place, if any.
    public var customView: UIView?
    /// A fixed space's width (0: the item's own).
    public var width: CGFloat = 0

    /// Whether the item is a space rather than a button.
    var isSpace: Bool { systemItem == .flexibleSpace || systemItem == .fixedSpace }

    /// A bar button's style.
    public enum Style: Int, Sendable {
        /// Plain.
        case plain
        /// Bold, for the button that finishes.
        case done
    }

    /// The system's bar buttons and spaces, with UIKit's raw values.
    public enum SystemItem: Int, Sendable {
        /// Done (bold).
        case done = 0
        /// Cancel.
        case cancel
        /// Edit.
        case edit
        /// Save.
        case save
        /// Add (+).
        case add
        /// A space that takes what is left.
        case flexibleSpace
        /// A space of a set width.
        case fixedSpace
        /// Compose.
        case compose
        /// Reply.
        case reply
        /// Share.
        case action
        /// Organize.
        case organize
        /// Bookmarks.
        case bookmarks
        /// Search.
        case search
        /// Refresh.
        case refresh
        /// Stop.
        case stop
        /// Camera.
        case camera
        /// Trash.
        case trash
        /// Play.
        case play
        /// Pause.
        case pause
        /// Rewind.
        case rewind
        /// Fast forward.
        case fastForward
        /// Undo.
        case undo
        /// Redo.
        case redo
        /// Page curl (drawn as its name).
        case pageCurl
        /// Close.
        case close

        /// What stands for the item's SF Symbol or title here: its English title, or a glyph of
        /// the bundled font for the symbols; nil for spaces.
        var title: String? {
            switch self {
            case .done: "Done"
            case .cancel: "Cancel"
            case .edit: "Edit"
            case .save: "Save"
            case .add: "+"
            case .flexibleSpace, .fixedSpace: nil
            case .compose: "\u{270E}"
            case .reply: "\u{21A9}"
            case .action: "Share"
            case .organize: "Organize"
            case .bookmarks: "Bookmarks"
            case .search: "Search"
            case .refresh: "\u{27F3}"
            case .stop: "\u{2715}"
            case .camera: "Camera"
            case .trash: "Trash"
            case .play: "\u{25B6}"
            case .pause: "\u{275A}\u{275A}"
            case .rewind: "\u{25C0}\u{25C0}"
            case .fastForward: "\u{25B6}\u{25B6}"
            case .undo: "Undo"
            case .redo: "Redo"
            case .pageCurl: "Curl"
            case .close: "Close"
            }
        }
    }

    /// The view that shows the item in a bar: its custom view, else a system button with its
    /// title or image, font, colour and action.
    func makeView() -> UIView {
        if let customView { return customView }
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        if let image { button.setImage(image, for: .normal) }
        button.titleLabel?.font = .systemFont(ofSize: 17, weight: style == .done ? .semibold : .regular)
        if let tintColor { button.setTitleColor(tintColor, for: .normal) }
        button.isEnabled = isEnabled
        if let primaryAction { button.addAction(primaryAction, for: .primaryActionTriggered) }
        return button
    }
}
