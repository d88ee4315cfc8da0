import Foundation

/// What a tab bar shows for one controller, as UIKit's `UITabBarItem`: a title under an image,
/// and an optional badge.
///
/// ```swift
/// inbox.tabBarItem = UITabBarItem(title: "Inbox", image: UIImage(named: "tray"), tag: 0)
/// ```
@MainActor
public final class UITabBarItem {
    /// The title under the image.
    public var title: String? { didSet { changed() } }
    /// The image (25 pt square on the bar).
    public var image: UIImage? { didSet { changed() } }
    /// The image while the tab is selected (the image when nil).
    public var selectedImage: UIImage? { didSet { changed() } }
    /// A number you give the item.
    public var tag: Int
    /// The text of the badge at the image's top trailing corner (nil: no badge).
    public var badgeValue: String? { didSet { changed() } }
    /// The badge's colour (kept: badges are drawn red).
    public var badgeColor: UIColor?
    /// Moves the image (kept).
    public var imageInsets = UIEdgeInsets.zero
    /// Moves the title (kept).
    public var titlePositionAdjustment = UIOffset.zero
    /// Title attributes for a state (kept: titles are drawn in the bar's font and colours).
    public func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {}
    /// Whether the item can be selected.
    public var isEnabled = true { didSet { changed() } }

    /// The bar showing the item, told when the item changes.
    weak var bar: UITabBar?

    /// Makes an item with a title, an image and a tag.
    public init(title: String?, image: UIImage?, tag: Int) {
        self.title = title
        self.image = image
        self.tag = tag
    }

    /// Makes an item with a title, an image and the image shown while selected.
    public init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
        tag = 0
    }

    /// Makes one of the system's items (with its English title).
    public init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        title = systemItem.title
        self.tag = tag
    }

    private func changed() { bar?.update() }

    /// UIKit's system tab bar items.
    public enum SystemItem: Int, Sendable {
        /// "More".
        case more
        /// "Favorites".
        case favorites
        /// "Featured".
        case featured
        /// "Top Rated".
        case topRated
        /// "Recents".
        case recents
        /// "Contacts".
        case contacts
        /// "History".
        case history
        /// "Bookmarks".
        case bookmarks
        /// "Search".
        case search
        /// "Downloads".
        case downloads
        /// "Most Recent".
        case mostRecent
        /// "Most Viewed".
        case mostViewed

        var title: String {
            switch self {
            case .more: "More"
            case .favorites: "Favorites"
            case .featured: "Featured"
            case .topRated: "Top Rated"
            case .recents: "Recents"
            case .contacts: "Contacts"
            case .history: "History"
            case .bookmarks: "Bookmarks"
            case .search: "Search"
            case .downloads: "Downloads"
            case .mostRecent: "Most Recent"
            case .mostViewed: "Most Viewed"
            }
        }
    }
}
