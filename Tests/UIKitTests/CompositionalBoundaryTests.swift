import Layout
import Rendering
import Testing
import UIKit

/// A header whose height its label decides: a title3 label pinned to its edges.
final class TitleHeader: UICollectionReusableView {
    let label = UILabel()
    override init(frame: CGRect) {
        super.init(frame: frame)
        label.font = .preferredFont(forTextStyle: .title3)
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: leadingAnchor), label.trailingAnchor.constraint(equalTo: trailingAnchor),
            label.topAnchor.constraint(equalTo: topAnchor), label.bottomAnchor.constraint(equalTo: bottomAnchor),
        ])
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// A section's rounded background, as layouts register one.
final class CardBackground: UICollectionReusableView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .secondarySystemBackground
        layer.cornerRadius = 12
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// Two sections of eight 100-point rows under self-sizing headers (estimated at 50), inset 20
/// from the sides, with a layout header and a rounded background behind each section.
final class HeadedListController: UIViewController, UICollectionViewDataSource {
    var collectionView: UICollectionView!
    var firstTitle = "Recent"
    let pinsHeaders: Bool
    let followsInsets: Bool

    init(pinsHeaders: Bool = false, followsInsets: Bool = true) {
        self.pinsHeaders = pinsHeaders
        self.followsInsets = followsInsets
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20)
        section.supplementariesFollowContentInsets = followsInsets
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .estimated(50)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        header.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 4)
        header.pinToVisibleBounds = pinsHeaders
        section.boundarySupplementaryItems = [header]
        let background = NSCollectionLayoutDecorationItem.background(elementKind: "card")
        background.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        section.decorationItems = [background]
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: .init(widthDimension: .absolute(120), heightDimension: .absolute(30)), elementKind: "banner",
                alignment: .topTrailing)
        ]
        let layout = UICollectionViewCompositionalLayout(section: section, configuration: configuration)
        layout.register(CardBackground.self, forDecorationViewOfKind: "card")
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "row")
        collectionView.register(
            TitleHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "title")
        collectionView.register(UICollectionReusableView.self, forSupplementaryViewOfKind: "banner", withReuseIdentifier: "banner")
        collectionView.dataSource = self
        view.addSubview(collectionView)
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 8 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
    }
    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        guard kind == UICollectionView.elementKindSectionHeader else {
            return collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "banner", for: indexPath)
        }
        let header =
            collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "title", for: indexPath) as! TitleHeader
        header.label.text = indexPath.section == 0 ? firstTitle : "Older"
        return header
    }

    func header(_ section: Int) -> UICollectionReusableView? {
        collectionView.supplementaryView(
            forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: section))
    }
    /// The section backgrounds on screen (UIKit keeps decoration views among the subviews).
    var backgrounds: [CardBackground] { collectionView.subviews.compactMap { $0 as? CardBackground } }
}

@MainActor
@Suite("Compositional headers, footers and section backgrounds, as UIKit lays them out")
struct CompositionalBoundaryTests {
    @Test("an estimated header takes its label's height (title3: 24 points), inset by the section's side insets and its own")
    func estimatedHeader() throws {
        let list = HeadedListController()
        _ = showInWindow(list)
        let banner = 30.0, header = 24.0
        #expect(try #require(list.header(0)).frame == CGRect(x: 24, y: banner, width: 345, height: header))
        let firstRow = try #require(list.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(firstRow.frame == CGRect(x: 20, y: banner + header + 10, width: 353, height: 100))
    }

    @Test("a reload measures the headers again: a longer title wraps and the header grows")
    func reloadMeasuresAgain() throws {
        let list = HeadedListController()
        let window = showInWindow(list)
        #expect(try #require(list.header(0)).frame.height == 24)
        list.firstTitle = "Everything that arrived since you last opened the app"
        list.collectionView.reloadData()
        window.layoutIfNeeded()
        #expect(try #require(list.header(0)).frame.height == 48, "two lines")
    }

    @Test("with supplementariesFollowContentInsets off, a header spans the full width (less its own insets)")
    func headerIgnoresSectionInsets() throws {
        let list = HeadedListController(followsInsets: false)
        _ = showInWindow(list)
        #expect(try #require(list.header(0)).frame.minX == 4)
        #expect(try #require(list.header(0)).frame.width == 385)
    }

    @Test("the layout's own top-trailing header sits above the first section against the trailing edge")
    func layoutHeader() throws {
        let list = HeadedListController()
        _ = showInWindow(list)
        let banner = try #require(list.collectionView.supplementaryView(forElementKind: "banner", at: IndexPath(item: 0, section: 0)))
        #expect(banner.frame == CGRect(x: 273, y: 0, width: 120, height: 30))
    }

    @Test("a section background registered with the layout is behind the whole section, header included, inset by its content insets")
    func sectionBackground() throws {
        let list = HeadedListController()
        _ = showInWindow(list)
        let background = try #require(list.backgrounds.first)
        let sectionHeight = 24.0 + 10 + 800 + 10
        #expect(background.frame == CGRect(x: 5, y: 30 + 5, width: 383, height: sectionHeight - 10))
        #expect(list.collectionView.subviews.firstIndex { $0 === background } == 0, "behind the cells and headers")
    }

    @Test("a pinned header stays under the top of the visible content while its section shows, and leaves with the section's end")
    func pinnedHeader() throws {
        let list = HeadedListController(pinsHeaders: true)
        let window = showInWindow(list)
        let grid = try #require(list.collectionView)
        let top = grid.adjustedContentInset.top
        grid.contentOffset.y = 400 - top
        window.layoutIfNeeded()
        #expect(try #require(list.header(0)).frame.minY == 400, "pinned under the status bar, 400 points down the content")
        // Section 0 ends at 30 + 24 + 10 + 800 + 10 = 874: near its end the header is pushed up with it.
        grid.contentOffset.y = 860 - top
        window.layoutIfNeeded()
        #expect(try #require(list.header(0)).frame.maxY == 874)
        #expect(try #require(list.header(1)).frame.minY == 874, "the next section's header in its own place")
    }
}

extension CompositionalBoundaryTests {
    @Test("a list with supplementary headers asks for each section's header above its rows, after the section's space")
    func listHeaders() throws {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        let list = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        let rows = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, text in
            var content = cell.defaultContentConfiguration()
            content.text = text
            cell.contentConfiguration = content
        }
        let headers = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader
        ) { header, _, indexPath in
            var content = header.defaultContentConfiguration()
            content.text = indexPath.section == 0 ? "FAVOURITES" : "ALL"
            header.contentConfiguration = content
        }
        let source = UICollectionViewDiffableDataSource<Int, String>(collectionView: list) { view, indexPath, text in
            view.dequeueConfiguredReusableCell(using: rows, for: indexPath, item: text)
        }
        source.supplementaryViewProvider = { view, _, indexPath in
            view.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0, 1])
        snapshot.appendItems(["Ada", "Grace"], toSection: 0)
        snapshot.appendItems(["Alan"], toSection: 1)
        source.apply(snapshot)
        _ = showInWindow(asRootView: list)
        let header = try #require(
            list.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)))
        let firstRow = try #require(list.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(header.frame.minY == 35 && header.frame.minX == 20 && header.frame.width == 353)
        #expect(header.frame.maxY == firstRow.frame.minY, "against its rows")
        #expect(
            list.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1)) != nil)
    }
}

extension CompositionalBoundaryTests {
    @Test(
        "an inset-grouped list rounds its sections' outer corners and draws a hairline under each row but a section's last, from the text")
    func listRowsLookGrouped() throws {
        let screen = ModernSettingsViewController()
        let window = showInWindow(screen)
        let wifi = try #require(screen.list.cellForItem(at: IndexPath(item: 0, section: 0)))
        let bluetooth = try #require(screen.list.cellForItem(at: IndexPath(item: 1, section: 0)))
        let alone = try #require(screen.list.cellForItem(at: IndexPath(item: 0, section: 1)))
        #expect(wifi.layer.cornerRadius == 10 && wifi.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        #expect(bluetooth.layer.maskedCorners == [.layerMinXMaxYCorner, .layerMaxXMaxYCorner])
        #expect(
            alone.layer.maskedCorners.contains([.layerMinXMinYCorner, .layerMaxXMaxYCorner]), "a section of one row is rounded all round")
        // The separators drawn: hairlines in the separator colour.
        let probe = UIView()
        probe.backgroundColor = .separator
        let separator = try #require(probe.layoutView.backgroundColor)
        let hairlines = DisplayList(window: window.layoutWindow).items.compactMap { item -> Rect? in
            guard case .fill(let r, let c) = item, c == separator, r.height < 1 else { return nil }
            return r
        }
        let wifiInWindow = wifi.convert(wifi.bounds, to: nil)
        #expect(hairlines.count == 1, "under Wi-Fi only: Bluetooth and Notifications end their sections")
        let line = try #require(hairlines.first)
        #expect(abs(line.maxY - wifiInWindow.maxY) < 0.01)
        #expect(line.x > wifiInWindow.minX + 40, "from the text, past the icon")
        #expect(abs(line.maxX - wifiInWindow.maxX) < 0.01)
    }
}

/// A grid of 100-point tiles, each with a 20-point unread badge sticking out of its top trailing
/// corner by three tenths of its size, in a plain section or a sideways-scrolling one.
final class BadgedGridController: UIViewController, UICollectionViewDataSource {
    var collectionView: UICollectionView!
    let orthogonal: Bool
    init(orthogonal: Bool) {
        self.orthogonal = orthogonal
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        let badge = NSCollectionLayoutSupplementaryItem(
            layoutSize: .init(widthDimension: .absolute(20), heightDimension: .absolute(20)), elementKind: "badge",
            containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3)))
        let item = NSCollectionLayoutItem(
            layoutSize: .init(widthDimension: .absolute(100), heightDimension: .absolute(100)), supplementaryItems: [badge])
        item.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: .init(widthDimension: orthogonal ? .absolute(120) : .fractionalWidth(1), heightDimension: .absolute(120)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        if orthogonal { section.orthogonalScrollingBehavior = .continuous }
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "tile")
        collectionView.register(UICollectionReusableView.self, forSupplementaryViewOfKind: "badge", withReuseIdentifier: "badge")
        collectionView.dataSource = self
        view.addSubview(collectionView)
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 12 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
    }
    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "badge", for: indexPath)
    }
}

extension CompositionalBoundaryTests {
    @Test("an item's badge sits on the item's top trailing corner, moved out by three tenths of its size, in front of the cell")
    func badges() throws {
        let grid = BadgedGridController(orthogonal: false)
        _ = showInWindow(grid)
        let cell = try #require(grid.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
        let badge = try #require(grid.collectionView.supplementaryView(forElementKind: "badge", at: IndexPath(item: 1, section: 0)))
        #expect(cell.frame == CGRect(x: 110, y: 10, width: 80, height: 80))
        #expect(badge.frame == CGRect(x: 190 - 20 + 6, y: 10 - 6, width: 20, height: 20))
        #expect(grid.collectionView.subviews.firstIndex { $0 === badge }! > grid.collectionView.subviews.firstIndex { $0 === cell }!)
    }

    @Test("in a sideways-scrolling section the badges ride in the row with their items")
    func badgesScrollWithTheirRow() throws {
        let grid = BadgedGridController(orthogonal: true)
        let window = showInWindow(grid)
        let cell = try #require(grid.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        let row = try #require(cell.superview as? UIScrollView)
        row.contentOffset.x = 500
        window.layoutIfNeeded()
        let fifth = try #require(grid.collectionView.cellForItem(at: IndexPath(item: 5, section: 0)))
        let badge = try #require(grid.collectionView.supplementaryView(forElementKind: "badge", at: IndexPath(item: 5, section: 0)))
        #expect(badge.superview === row)
        #expect(badge.frame.minX == fifth.frame.maxX - 20 + 6)
    }
}
