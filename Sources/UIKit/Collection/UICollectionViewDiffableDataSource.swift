import Foundation

/// A collection view's data source driven by snapshots of identifiers, as UIKit's
/// `UICollectionViewDiffableDataSource`: it becomes the collection view's `dataSource`, makes
/// each item's cell with its cell provider and each header or footer with its supplementary view
/// provider, and `apply` shows a new snapshot (at once: changes are not animated here).
///
/// ```swift
/// dataSource = UICollectionViewDiffableDataSource<Section, Photo>(collectionView: grid) { view, indexPath, photo in
///     let cell = view.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath) as! PhotoCell
///     cell.show(photo)
///     return cell
/// }
/// ```
@MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>:
    UICollectionViewDataSource
{
    /// Makes the cell for an item at an index path.
    public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
    /// Makes a header or footer of a kind at an index path.
    public typealias SupplementaryViewProvider = (UICollectionView, String, IndexPath) -> UICollectionReusableView?

    private weak var collectionView: UICollectionView?
    private let cellProvider: CellProvider
    private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
    /// The outlines applied to sections (``apply(_:to:animatingDifferences:completion:)``).
    var outlines: [SectionIdentifierType: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>] = [:]

    /// Makes headers and footers (nil: none are given, and the layout should ask for none).
    open var supplementaryViewProvider: SupplementaryViewProvider?

    /// Makes the data source of a collection view (it becomes its `dataSource`; keep it yourself).
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        collectionView.dataSource = self
    }

    /// Shows a snapshot at once, then runs `completion`: items it shares with the one shown keep
    /// their cells (moved to their new places), new and reloaded items are asked for theirs, and
    /// reconfigured ones get their own cells back to configure again.
    open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool = true,
        completion: (() -> Void)? = nil
    ) {
        let previous = current
        current = snapshot.applied
        snapshot.show(in: collectionView, replacing: previous)
        completion?()
    }

    /// Shows a snapshot by reloading everything, without comparing it with the one shown (every
    /// visible item is asked for its cell again).
    open func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, completion: (() -> Void)? = nil
    ) {
        current = snapshot.applied
        collectionView?.reloadData()
        completion?()
    }

    /// The snapshot shown now.
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }

    /// The item at an index path, if there is one.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        current.item(section: indexPath.section, at: indexPath.item)
    }

    /// Where an item is shown, if it is.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        current.place(of: itemIdentifier).map { place in IndexPath(item: place.position, section: place.section) }
    }

    /// The section at an index, if there is one.
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? { current.sectionIdentifier(at: index) }

    /// Where a section is, if it is shown.
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { current.indexOfSection(sectionIdentifier) }

    // MARK: UICollectionViewDataSource

    /// The snapshot's sections.
    open func numberOfSections(in collectionView: UICollectionView) -> Int { current.numberOfSections }

    /// A section's items.
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        current.numberOfItems(inSectionAt: section)
    }

    /// The cell provider's cell for the item (UIKit stops the program when it gives none).
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        guard let item = itemIdentifier(for: indexPath), let cell = cellProvider(collectionView, indexPath, item) else {
            raiseUncaughtException(ListError.noCell(indexPath.description))
        }
        return cell
    }

    /// The supplementary view provider's view (an empty one without a provider).
    open func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        supplementaryViewProvider?(collectionView, kind, indexPath) ?? UICollectionReusableView()
    }
}
