import Foundation

/// The items of one section as an outline (UIKit's `NSDiffableDataSourceSectionSnapshot`, iOS 14):
/// items with children, each parent expanded or collapsed. Applied to a section, the section shows
/// its ``visibleItems``: the root items and the children of expanded parents, depth first.
///
/// ```swift
/// var outline = NSDiffableDataSourceSectionSnapshot<String>()
/// outline.append(["Fruit"])
/// outline.append(["Apple", "Pear"], to: "Fruit")
/// outline.expand(["Fruit"])
/// dataSource.apply(outline, to: .main, animatingDifferences: false)
/// ```
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable> {
    private var roots: [ItemIdentifierType] = []
    private var children: [ItemIdentifierType: [ItemIdentifierType]] = [:]
    private var parents: [ItemIdentifierType: ItemIdentifierType] = [:]
    private var expanded: Set<ItemIdentifierType> = []
    /// Every item, for membership in constant time.
    private var members: Set<ItemIdentifierType> = []

    /// An empty outline.
    public init() {}

    /// The root items, in order.
    public var rootItems: [ItemIdentifierType] { roots }

    /// Every item, depth first.
    public var items: [ItemIdentifierType] { walk(roots, onlyExpanded: false) }

    /// The items shown: roots, and the children of expanded parents, depth first.
    public var visibleItems: [ItemIdentifierType] { walk(roots, onlyExpanded: true) }

    private func walk(_ level: [ItemIdentifierType], onlyExpanded: Bool) -> [ItemIdentifierType] {
        var out: [ItemIdentifierType] = []
        for item in level {
            out.append(item)
            if !onlyExpanded || expanded.contains(item) { out += walk(children[item] ?? [], onlyExpanded: onlyExpanded) }
        }
        return out
    }

    /// Whether the outline holds `item`.
    public func contains(_ item: ItemIdentifierType) -> Bool { members.contains(item) }

    /// The item's parent (nil for a root item).
    public func parent(of child: ItemIdentifierType) -> ItemIdentifierType? { parents[child] }

    /// The item's depth: 0 for a root item.
    public func level(of item: ItemIdentifierType) -> Int {
        var depth = 0
        var current = item
        while let p = parents[current] {
            depth += 1
            current = p
        }
        return depth
    }

    /// The item's place among ``items``, if it is there.
    public func index(of item: ItemIdentifierType) -> Int? { items.firstIndex(of: item) }

    /// Whether a parent shows its children.
    public func isExpanded(_ item: ItemIdentifierType) -> Bool { expanded.contains(item) }

    /// Whether the item is shown (its ancestors are all expanded).
    public func isVisible(_ item: ItemIdentifierType) -> Bool {
        guard contains(item) else { return false }
        var current = item
        while let p = parents[current] {
            if !expanded.contains(p) { return false }
            current = p
        }
        return true
    }

    /// Appends items at the root, or as the last children of `parent`.
    ///
    /// - Precondition: the items are not in the outline yet and `parent`, if given, is (UIKit's
    ///   exception otherwise).
    public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
        var seen = Set<ItemIdentifierType>()
        let repeated = items.filter { contains($0) || !seen.insert($0).inserted }
        if !repeated.isEmpty { raiseUncaughtException(ListError.duplicateIdentifiers(repeated.map { "\($0)" })) }
        guard let parent else {
            roots += items
            members.formUnion(items)
            return
        }
        if !contains(parent) { raiseUncaughtException(ListError.unknownItem("\(parent)")) }
        members.formUnion(items)
        children[parent, default: []] += items
        for item in items { parents[item] = parent }
    }

    /// Shows the children of these parents.
    public mutating func expand(_ items: [ItemIdentifierType]) { expanded.formUnion(items) }

    /// Hides the children of these parents.
    public mutating func collapse(_ items: [ItemIdentifierType]) { expanded.subtract(items) }

    /// Removes items with their descendants.
    public mutating func delete(_ items: [ItemIdentifierType]) {
        for item in items where contains(item) {
            for child in children[item] ?? [] { delete([child]) }
            children[item] = nil
            expanded.remove(item)
            members.remove(item)
            if let p = parents.removeValue(forKey: item) {
                children[p]?.removeAll { $0 == item }
            } else {
                roots.removeAll { $0 == item }
            }
        }
    }

    /// Removes every item.
    public mutating func deleteAll() { self = NSDiffableDataSourceSectionSnapshot() }
}

extension UICollectionViewDiffableDataSource {
    /// Shows an outline in one section: the section's items become the outline's visible items
    /// (the section is appended if the snapshot has none of that identifier).
    public func apply(
        _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        var whole = self.snapshot()
        if whole.indexOfSection(section) == nil {
            whole.appendSections([section])
        } else {
            whole.deleteItems(whole.itemIdentifiers(inSection: section))
        }
        whole.appendItems(snapshot.visibleItems, toSection: section)
        outlines[section] = snapshot
        apply(whole, animatingDifferences: animatingDifferences, completion: completion)
    }

    /// The outline last applied to a section (its items as a flat list when none was).
    public func snapshot(for section: SectionIdentifierType) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        if let outline = outlines[section] { return outline }
        var flat = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
        if snapshot().indexOfSection(section) != nil { flat.append(snapshot().itemIdentifiers(inSection: section)) }
        return flat
    }
}
