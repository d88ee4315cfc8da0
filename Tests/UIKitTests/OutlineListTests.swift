import Testing
import UIKit

/// iOS 14 outlines and list details as UIKit code writes them: a section snapshot of parents and
/// children applied to a collection view's section, accessories shown by the list's editing state,
/// and a list content configuration's paddings.
@MainActor
@Suite("Outlines and list details: section snapshots, accessory displayed states, content paddings")
struct OutlineListTests {
    /// A plain list collection view filling a controller's view in a window (keep the window alive).
    private func plainListInWindow() -> (UIWindow, UICollectionView) {
        let controller = UIViewController()
        let window = showInWindow(controller)
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
        let collection = UICollectionView(frame: controller.view.bounds, collectionViewLayout: layout)
        controller.view.addSubview(collection)
        return (window, collection)
    }

    @Test("A section snapshot shows roots and the children of expanded parents, depth first; collapse and delete follow")
    func sectionSnapshot() {
        var outline = NSDiffableDataSourceSectionSnapshot<String>()
        outline.append(["Fruit", "Vegetables"])
        outline.append(["Apple", "Pear"], to: "Fruit")
        outline.append(["Leek"], to: "Vegetables")
        outline.append(["Conference"], to: "Pear")
        #expect(outline.items == ["Fruit", "Apple", "Pear", "Conference", "Vegetables", "Leek"])
        #expect(outline.visibleItems == ["Fruit", "Vegetables"], "collapsed by default")
        outline.expand(["Fruit", "Pear"])
        #expect(outline.visibleItems == ["Fruit", "Apple", "Pear", "Conference", "Vegetables"])
        #expect(outline.level(of: "Conference") == 2 && outline.parent(of: "Pear") == "Fruit" && outline.parent(of: "Fruit") == nil)
        #expect(outline.isVisible("Conference") && !outline.isVisible("Leek"))
        outline.collapse(["Fruit"])
        #expect(
            outline.visibleItems == ["Fruit", "Vegetables"] && outline.isExpanded("Pear"), "a collapsed parent hides expanded children")
        outline.delete(["Pear"])
        #expect(outline.items == ["Fruit", "Apple", "Vegetables", "Leek"] && !outline.contains("Conference"))
        #expect(outline.rootItems == ["Fruit", "Vegetables"])
    }

    @Test("Applied to a section, an outline's visible items become the section's items; snapshot(for:) gives it back")
    func applyToSection() throws {
        let (window, collection) = plainListInWindow()
        defer { withExtendedLifetime(window) {} }
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collection) { view, indexPath, item in
            view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var outline = NSDiffableDataSourceSectionSnapshot<String>()
        outline.append(["Inbox", "Archive"])
        outline.append(["Work", "Home"], to: "Inbox")
        dataSource.apply(outline, to: 0, animatingDifferences: false)
        #expect(dataSource.snapshot().itemIdentifiers == ["Inbox", "Archive"])
        outline.expand(["Inbox"])
        dataSource.apply(outline, to: 0, animatingDifferences: false)
        #expect(dataSource.snapshot().itemIdentifiers == ["Inbox", "Work", "Home", "Archive"])
        #expect(dataSource.snapshot(for: 0).isExpanded("Inbox") && dataSource.snapshot(for: 0).level(of: "Home") == 1)
        collection.layoutIfNeeded()
        #expect(dataSource.itemIdentifier(for: IndexPath(item: 2, section: 0)) == "Home")
    }

    @Test("Accessories show by their displayed state and the list's editing, in their own tint; hidden ones never")
    func accessoryDisplayedStates() throws {
        let (window, collection) = plainListInWindow()
        defer { withExtendedLifetime(window) {} }
        var plainSubviews = 0
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            cell.accessories = []
            plainSubviews = cell.subviews.count
            cell.accessories = [
                .disclosureIndicator(displayed: .whenNotEditing),
                .checkmark(displayed: .always, options: .init(tintColor: .systemGreen)),
                .checkmark(options: .init(isHidden: true)),
                .delete(),
            ]
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collection) { view, indexPath, item in
            view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["Milk"])
        dataSource.apply(snapshot, animatingDifferences: false)
        collection.layoutIfNeeded()
        let cell = try #require(collection.visibleCells.first)
        #expect(cell.subviews.count - plainSubviews == 2, "not editing: the chevron and the green checkmark")
        collection.isEditing = true
        #expect(cell.subviews.count - plainSubviews == 1, "editing: the checkmark (the delete control is kept, not drawn)")
    }

    @Test("A list content view spaces its texts and image by the configuration's paddings")
    func contentPaddings() throws {
        var content = UIListContentConfiguration.subtitleCell()
        content.text = "Title"
        content.secondaryText = "Detail"
        content.textToSecondaryTextVerticalPadding = 10
        let view = UIListContentView(configuration: content)
        view.frame = CGRect(x: 0, y: 0, width: 320, height: 80)
        view.layoutIfNeeded()
        let labels = try #require(allLabels(in: view)).sorted { $0.frame.minY < $1.frame.minY }
        #expect(labels.count == 2)
        let gap = labels[1].convert(CGPoint.zero, to: view).y - (labels[0].convert(CGPoint.zero, to: view).y + labels[0].frame.height)
        #expect(abs(gap - 10) < 0.5)
    }

    private func allLabels(in view: UIView) -> [UILabel]? {
        var found: [UILabel] = []
        func walk(_ v: UIView) {
            if let label = v as? UILabel, !(label.text ?? "").isEmpty { found.append(label) }
            v.subviews.forEach(walk)
        }
        walk(view)
        return found
    }
}
