import Foundation

/// Search in a navigation bar, as UIKit's `UISearchController`: set it as a navigation item's
/// `searchController` and the bar shows its ``searchBar`` under the title; typing tells the
/// ``searchResultsUpdater``.
///
/// ```swift
/// let search = UISearchController(searchResultsController: nil)
/// search.searchResultsUpdater = self
/// search.searchBar.placeholder = "Search"
/// navigationItem.searchController = search
/// ```
@MainActor
open class UISearchController: UIViewController {
    /// The search bar the navigation bar shows.
    public let searchBar = UISearchBar()
    /// A controller showing the results (kept: results show in the controller behind).
    public let searchResultsController: UIViewController?
    /// Told whenever the search text changes or searching begins or ends.
    open weak var searchResultsUpdater: UISearchResultsUpdating?
    /// Told as searching begins and ends.
    open weak var delegate: UISearchControllerDelegate?
    /// Whether the content is dimmed while searching (kept).
    open var obscuresBackgroundDuringPresentation = true
    /// Whether the navigation bar hides while searching (kept: it stays).
    open var hidesNavigationBarDuringPresentation = true
    /// Whether the bar shows Cancel while searching (true).
    open var automaticallyShowsCancelButton = true

    /// Makes a search controller.
    ///
    /// - Parameter searchResultsController: a controller for the results, or nil to show them in
    ///   the controller behind.
    public init(searchResultsController: UIViewController?) {
        self.searchResultsController = searchResultsController
        super.init(nibName: nil, bundle: nil)
        searchBar.textChanged = { [weak self] in self.map { $0.searchResultsUpdater?.updateSearchResults(for: $0) } }
        searchBar.editingBegan = { [weak self] in self?.isActive = true }
        searchBar.cancelled = { [weak self] in
            self?.searchBar.text = ""
            self?.isActive = false
        }
    }

    /// Makes a search controller with no results controller (archives are not read here).
    public required init?(coder: NSCoder) {
        searchResultsController = nil
        super.init(coder: coder)
    }

    /// Whether searching is on: the field has been tapped, Cancel shows.
    open var isActive = false {
        didSet {
            guard isActive != oldValue else { return }
            if isActive { delegate?.willPresentSearchController(self) } else { delegate?.willDismissSearchController(self) }
            if automaticallyShowsCancelButton { searchBar.setShowsCancelButton(isActive, animated: false) }
            if !isActive { _ = searchBar.searchTextField.resignFirstResponder() }
            searchResultsUpdater?.updateSearchResults(for: self)
            if isActive { delegate?.didPresentSearchController(self) } else { delegate?.didDismissSearchController(self) }
        }
    }
}

/// Updates search results as the text changes (UIKit's `UISearchResultsUpdating`).
@MainActor
public protocol UISearchResultsUpdating: AnyObject {
    /// The search text changed, or searching began or ended.
    func updateSearchResults(for searchController: UISearchController)
}

/// Hears of a search controller's searching (UIKit's `UISearchControllerDelegate`); every method
/// is optional.
@MainActor
public protocol UISearchControllerDelegate: AnyObject {
    /// Searching is about to begin.
    func willPresentSearchController(_ searchController: UISearchController)
    /// Searching began.
    func didPresentSearchController(_ searchController: UISearchController)
    /// Searching is about to end.
    func willDismissSearchController(_ searchController: UISearchController)
    /// Searching ended.
    func didDismissSearchController(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
    /// Does nothing.
    public func willPresentSearchController(_ searchController: UISearchController) {}
    /// Does nothing.
    public func didPresentSearchController(_ searchController: UISearchController) {}
    /// Does nothing.
    public func willDismissSearchController(_ searchController: UISearchController) {}
    /// Does nothing.
    public func didDismissSearchController(_ searchController: UISearchController) {}
}
