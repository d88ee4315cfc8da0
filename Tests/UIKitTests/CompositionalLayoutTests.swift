import LayoutSimTesting
import Testing
import UIKit

/// A cell with a multi-line label pinned to its content view: the self-sizing list row.
final class ListRowCell: UICollectionViewCell {
    let label = UILabel()
    override init(frame: CGRect) {
        super.init(frame: frame)
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
            label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 11),
            label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -11),
        ])
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// A photos screen as compositional layouts are written: a featured section (one large photo
/// beside a column of two), a row of albums scrolling sideways, and a three-column grid under a header.
final class PhotosViewController: UIViewController, UICollectionViewDataSource {
    var grid: UICollectionView!
    let counts = [6, 5, 7]

    static func layout() -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { section, environment in
            switch section {
            case 0:
                let large = NSCollectionLayoutItem(
                    layoutSize: .init(widthDimension: .fractionalWidth(2 / 3), heightDimension: .fractionalHeight(1)))
                let small = NSCollectionLayoutItem(
                    layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5)))
                for item in [large, small] { item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2) }
                let column = NSCollectionLayoutGroup.vertical(
                    layoutSize: .init(widthDimension: .fractionalWidth(1 / 3), heightDimension: .fractionalHeight(1)), subitem: small,
                    count: 2)
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(2 / 3)),
                    subitems: [large, column])
                return NSCollectionLayoutSection(group: group)
            case 1:
                let album = NSCollectionLayoutItem(
                    layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: .init(widthDimension: .absolute(140), heightDimension: .absolute(100)), subitems: [album])
                let section = NSCollectionLayoutSection(group: group)
                section.orthogonalScrollingBehavior = .continuous
                section.interGroupSpacing = 10
                section.contentInsets = NSDirectionalEdgeInsets(top: 12, leading: 16, bottom: 12, trailing: 16)
                return section
            default:
                let photo = NSCollectionLayoutItem(
                    layoutSize: .init(widthDimension: .fractionalWidth(1 / 3), heightDimension: .fractionalHeight(1)))
                photo.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)
                let row = NSCollectionLayoutGroup.horizontal(
                    layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1 / 3)), subitems: [photo])
                let section = NSCollectionLayoutSection(group: row)
                section.boundarySupplementaryItems = [
                    NSCollectionLayoutBoundarySupplementaryItem(
                        layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
                        elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
                ]
                return section
            }
        }
    }

    override func loadView() {
        grid = UICollectionView(frame: .zero, collectionViewLayout: Self.layout())
        grid.backgroundColor = .systemBackground
        grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "photo")
        grid.register(
            UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
            withReuseIdentifier: "header")
        grid.dataSource = self
        view = grid
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
        let hues: [UIColor] = [.systemIndigo, .systemTeal, .systemOrange]
        cell.contentView.backgroundColor = hues[indexPath.section].withAlphaComponent(0.4 + 0.1 * CGFloat(indexPath.item % 6))
        return cell
    }
    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        let header = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
        header.backgroundColor = .systemGray5
        return header
    }
}

@MainActor
@Suite("UICollectionViewCompositionalLayout: items in groups repeated down sections, sized by fraction, absolutely or by their cells")
struct CompositionalLayoutTests {
    static func frame(_ layout: UICollectionViewLayout, _ item: Int, _ section: Int) -> CGRect? {
        layout.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    @Test("a featured group, a sideways row and a headed grid place their items as UIKit's compositional layout does")
    func photos() throws {
        let screen = PhotosViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = screen
        window.makeKeyAndVisible()
        let layout = try #require(screen.grid.collectionViewLayout as? UICollectionViewCompositionalLayout)
        // Section 0: groups 390 x 260, a 260-wide photo beside a column of two 130-wide halves, each inset by 2.
        #expect(Self.frame(layout, 0, 0) == CGRect(x: 2, y: 2, width: 256, height: 256))
        #expect(Self.frame(layout, 1, 0) == CGRect(x: 262, y: 2, width: 126, height: 126))
        #expect(Self.frame(layout, 2, 0) == CGRect(x: 262, y: 132, width: 126, height: 126))
        #expect(Self.frame(layout, 3, 0) == CGRect(x: 2, y: 262, width: 256, height: 256), "the group repeats below")
        // Section 1 starts below two groups (520), inset 12 and 16: 140-wide albums 10 apart, in one row.
        #expect(Self.frame(layout, 0, 1) == CGRect(x: 16, y: 532, width: 140, height: 100))
        #expect(Self.frame(layout, 2, 1) == CGRect(x: 316, y: 532, width: 140, height: 100))
        #expect(Self.frame(layout, 4, 1)?.minY == 532)
        // Section 2: a 40-point header at 644, then rows of three 130-point squares inset by 1.
        #expect(
            layout.layoutAttributesForSupplementaryView(
                ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 2))?.frame
                == CGRect(x: 0, y: 644, width: 390, height: 40))
        #expect(Self.frame(layout, 0, 2) == CGRect(x: 1, y: 685, width: 128, height: 128))
        #expect(Self.frame(layout, 4, 2) == CGRect(x: 131, y: 815, width: 128, height: 128))
        #expect(layout.collectionViewContentSize == CGSize(width: 390, height: 684 + 3 * 130))
    }

    @Test("the photos screen, as an image")
    func photosImage() {
        assertSnapshot(of: PhotosViewController(), as: .image(on: .iPhone15, scale: 1))
    }

    /// A data source of list rows of text.
    final class Rows: NSObject, UICollectionViewDataSource {
        let texts: [String]
        init(_ texts: [String]) { self.texts = texts }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { texts.count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath) as! ListRowCell
            cell.label.text = texts[indexPath.item]
            return cell
        }
    }

    @Test("a list layout's rows are full width and as tall as their cells; an inset-grouped list is inset 20 from the sides")
    func list() throws {
        for (appearance, inset) in [(UICollectionLayoutListConfiguration.Appearance.plain, 0.0), (.insetGrouped, 20)] {
            let list = UICollectionView(
                frame: .zero,
                collectionViewLayout: UICollectionViewCompositionalLayout.list(
                    using: UICollectionLayoutListConfiguration(appearance: appearance)))
            list.register(ListRowCell.self, forCellWithReuseIdentifier: "row")
            let rows = Rows(["One line", String(repeating: "A long row that wraps onto more lines. ", count: 6)])
            list.dataSource = rows
            _ = showInWindow(asRootView: list)
            let layout = list.collectionViewLayout
            let first = try #require(Self.frame(layout, 0, 0)), second = try #require(Self.frame(layout, 1, 0))
            #expect(first.minX == inset && first.width == 393 - 2 * inset)
            #expect(second.minY == first.maxY)
            #expect(second.height > first.height + 20, "the wrapped row is taller: \(first.height) \(second.height)")
            withExtendedLifetime(rows) {}
        }
    }

    /// A cell whose 60-point square avatar is pinned 12 points inside its content view on three
    /// sides: 84 points tall, more than a cell is made with.
    final class AvatarItemCell: UICollectionViewCell {
        let avatar = UIImageView()
        override init(frame: CGRect) {
            super.init(frame: frame)
            avatar.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(avatar)
            NSLayoutConstraint.activate([
                avatar.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 12),
                avatar.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
                avatar.widthAnchor.constraint(equalToConstant: 60), avatar.heightAnchor.constraint(equalTo: avatar.widthAnchor),
                avatar.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12),
            ])
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    @Test("a self-sizing list item taller than its cell was made joins the collection view at its size: no conflict, no broken constraint")
    func itemTallerThanItsCell() throws {
        let list = UICollectionView(
            frame: .zero, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)))
        let registration = UICollectionView.CellRegistration<AvatarItemCell, Int> { _, _, _ in }
        let source = UICollectionViewDiffableDataSource<Int, Int>(collectionView: list) { view, indexPath, item in
            view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems([1, 2, 3])
        source.apply(snapshot, animatingDifferences: false)
        let window = showInWindow(asRootView: list)
        #expect(!window.layoutWindow.log.contains { $0.contains("Unable to simultaneously satisfy constraints") })
        let cells = list.visibleCells.compactMap { $0 as? AvatarItemCell }
        #expect(cells.count == 3)
        for cell in cells {
            #expect(cell.frame.height == 84 && cell.avatar.frame == CGRect(x: 12, y: 12, width: 60, height: 60))
        }
    }

    @Test(
        "a subtitle list cell in a half-width grid item fits without a conflict: the text and the secondary text span the width beside the image"
    )
    func subtitleCellInAGrid() throws {
        let layout = UICollectionViewCompositionalLayout { _, _ in
            let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(0.5), heightDimension: .estimated(80)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .estimated(80)), subitems: [item])
            return NSCollectionLayoutSection(group: group)
        }
        let grid = UICollectionView(frame: .zero, collectionViewLayout: layout)
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, title in
            var content = cell.defaultContentConfiguration()
            content.text = title
            content.secondaryText = "#1"
            content.image = UIImage(systemName: "star.fill")
            cell.contentConfiguration = content
        }
        let source = UICollectionViewDiffableDataSource<Int, String>(collectionView: grid) { view, indexPath, title in
            view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: title)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["Featured", "Popular"])
        source.apply(snapshot, animatingDifferences: false)
        let window = showInWindow(asRootView: grid)
        #expect(!window.layoutWindow.log.contains { $0.contains("Unable to simultaneously satisfy constraints") })
        let cell = try #require(grid.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(cell.frame.width == 393.0 / 2)
        func labels(in view: UIView) -> [UILabel] { view.subviews.flatMap { ($0 as? UILabel).map { [$0] } ?? labels(in: $0) } }
        let labels = labels(in: cell.contentView)
        #expect(labels.count == 2 && labels[0].frame.width == labels[1].frame.width && labels[0].frame.width > 60)
    }
}

/// An iOS 14 settings list: a list layout, cell registrations, list cells with content
/// configurations and accessories, fed by a diffable data source.
final class ModernSettingsViewController: UIViewController {
    struct Row: Hashable, Sendable {
        let title: String
        let value: String?
    }
    var list: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<Int, Row>!

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        list = UICollectionView(
            frame: view.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .insetGrouped)))
        list.backgroundColor = .systemGroupedBackground
        list.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(list)
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Row> { cell, _, row in
            var content = row.value == nil ? cell.defaultContentConfiguration() : .valueCell()
            content.text = row.title
            content.secondaryText = row.value
            content.image = UIImage(systemName: row.value == nil ? "bell.fill" : "wifi")
            cell.contentConfiguration = content
            cell.backgroundColor = .secondarySystemGroupedBackground
            cell.accessories = [.disclosureIndicator()]
        }
        dataSource = UICollectionViewDiffableDataSource<Int, Row>(collectionView: list) { view, indexPath, row in
            view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: row)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Row>()
        snapshot.appendSections([0, 1])
        snapshot.appendItems([Row(title: "Wi-Fi", value: "Home"), Row(title: "Bluetooth", value: "On")], toSection: 0)
        snapshot.appendItems([Row(title: "Notifications", value: nil)], toSection: 1)
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

extension CompositionalLayoutTests {
    @Test("an iOS 14 list of registered list cells: content configurations, chevrons, inset-grouped sections, as an image")
    func modernList() throws {
        let screen = ModernSettingsViewController()
        _ = showInWindow(screen)
        let first = try #require(screen.list.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
        #expect(first.frame.minX == 20 && first.frame.width == 393 - 40)
        #expect(first.frame.height >= 44 && first.frame.height < 50, "\(first.frame)")
        #expect((first.contentConfiguration as? UIListContentConfiguration)?.secondaryText == "Home")
        assertSnapshot(of: ModernSettingsViewController(), as: .image(on: .iPhone15, scale: 1))
    }
}
