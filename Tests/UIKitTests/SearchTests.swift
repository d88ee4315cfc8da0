import Testing
import UIKit

@MainActor
@Suite("UISearchController and UISearchBar: search under the navigation bar's title, typing updates the results")
struct SearchTests {
    final class CountriesViewController: UITableViewController, UISearchResultsUpdating {
        let all = ["France", "Germany", "Greece", "Italy", "Spain"]
        var shown: [String] = []
        var updates = 0
        let search = UISearchController(searchResultsController: nil)
        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Countries"
            shown = all
            search.searchResultsUpdater = self
            search.searchBar.placeholder = "Search"
            navigationItem.searchController = search
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "country")
        }
        func updateSearchResults(for searchController: UISearchController) {
            updates += 1
            let text = searchController.searchBar.text ?? ""
            shown = text.isEmpty ? all : all.filter { $0.localizedCaseInsensitiveContains(text) }
            tableView.reloadData()
        }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { shown.count }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "country", for: indexPath)
            cell.textLabel?.text = shown[indexPath.row]
            return cell
        }
    }

    @Test("The bar grows by 52 points for the search bar; the list starts below it")
    func barHeight() throws {
        let countries = CountriesViewController()
        let navigation = UINavigationController(rootViewController: countries)
        _ = showInWindow(navigation)
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 59, width: 393, height: 96))
        let field = countries.search.searchBar.searchTextField
        let fieldFrame = field.convert(CGRect(origin: .zero, size: field.frame.size), to: nil)
        #expect(fieldFrame.minX == 16 && fieldFrame.maxX == 393 - 16 && fieldFrame.height == 36)
        #expect(fieldFrame.maxY <= 59 + 96)
        #expect(countries.tableView.adjustedContentInset.top == CGFloat(59 + 96))
        navigation.navigationBar.prefersLargeTitles = true
        navigation.view.layoutIfNeeded()
        #expect(navigation.navigationBar.frame.height == CGFloat(96 + 52))
    }

    @Test("Typing in the field updates the results; Cancel clears the text and ends searching")
    func typing() throws {
        let countries = CountriesViewController()
        let navigation = UINavigationController(rootViewController: countries)
        let window = showInWindow(navigation)
        let field = countries.search.searchBar.searchTextField
        window.tap(at: field.convert(CGPoint(x: 60, y: 18), to: nil))
        window.animator.settle()
        #expect(countries.search.isActive && countries.search.searchBar.showsCancelButton)
        #expect(window.type("an"))
        window.animator.settle()
        #expect(countries.shown == ["France", "Germany"])
        #expect(countries.tableView.visibleCells.compactMap { $0.textLabel?.text } == ["France", "Germany"])
        let cancel = try #require(countries.search.searchBar.subviews.first { $0.accessibilityIdentifier == "searchCancelButton" })
        window.tap(at: cancel.convert(CGPoint(x: cancel.frame.width / 2, y: cancel.frame.height / 2), to: nil))
        window.animator.settle()
        #expect(!countries.search.isActive && !countries.search.searchBar.showsCancelButton)
        #expect(countries.search.searchBar.text == "" && countries.shown == countries.all)
    }
}
