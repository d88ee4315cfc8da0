import Foundation

/// The state of a list's data by identifiers, as UIKit's `NSDiffableDataSourceSnapshot`: sections
/// in order, each with its items in order. Build one and `apply` it to a diffable data source.
///
/// ```swift
/// var snapshot = NSDiffableDataSourceSnapshot<Section, Contact>()
/// snapshot.appendSections([.favourites, .all])
/// snapshot.appendItems(favourites, toSection: .favourites)
/// snapshot.appendItems(others, toSection: .all)
/// dataSource.apply(snapshot, animatingDifferences: false)
/// ```
///
/// As in UIKit, identifiers must be unique across the snapshot, items need a section, and
/// naming an identifier the snapshot does not have stops the program with UIKit's exception.
///
/// UIKit asks for `Sendable` identifiers; here any `Hashable` ones do (in code whose types are
/// main-actor isolated by default, their `Hashable` conformance is too), and the snapshot is
/// `Sendable` when they are.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    private var sections: [(id: SectionIdentifierType, items: [ItemIdentifierType])] = []
    /// The section holding each item.
    private var sectionOfItem: [ItemIdentifierType: SectionIdentifierType] = [:]
    /// The items whose cells are to be made again, or configured again, at the next apply.
    public internal(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
    /// The items to configure again.
    public internal(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []
    /// The sections to make again.
    public internal(set) var reloadedSectionIdentifiers: [SectionIdentifierType] = []

    /// Makes an empty snapshot.
    public init() {}

    // MARK: Reading

    /// How many items there are, in every section.
    public var numberOfItems: Int { sectionOfItem.count }
    /// How many sections there are.
    public var numberOfSections: Int { sections.count }
    /// The sections in order.
    public var sectionIdentifiers: [SectionIdentifierType] { sections.map(\.id) }
    /// Every item, section by section.
    public var itemIdentifiers: [ItemIdentifierType] { sections.flatMap(\.items) }

    /// How many items a section has.
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int { sections[index(of: identifier)].items.count }
    /// A section's items in order.
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        sections[index(of: identifier)].items
    }
    /// The section holding an item, if the item is here.
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? { sectionOfItem[identifier] }
    /// Where an item is in the whole list (items counted across sections), if it is here.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? { itemIdentifiers.firstIndex(of: identifier) }
    /// Where a section is, if it is here.
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? { sections.firstIndex { $0.id == identifier } }

    // MARK: Sections

    /// Adds sections at the end.
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        checkNewSections(identifiers)
        sections += identifiers.map { ($0, []) }
    }

    /// Adds sections before one.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType) {
        checkNewSections(identifiers)
        sections.insert(contentsOf: identifiers.map { ($0, []) }, at: index(of: toIdentifier))
    }

    /// Adds sections after one.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType) {
        checkNewSections(identifiers)
        sections.insert(contentsOf: identifiers.map { ($0, []) }, at: index(of: toIdentifier) + 1)
    }

    /// Removes sections and their items.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        for id in identifiers {
            let i = index(of: id)
            for item in sections[i].items { sectionOfItem[item] = nil }
            sections.remove(at: i)
        }
    }

    /// Moves a section before another.
    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType) {
        let moving = sections.remove(at: index(of: identifier))
        sections.insert(moving, at: index(of: toIdentifier))
    }

    /// Moves a section after another.
    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType) {
        let moving = sections.remove(at: index(of: identifier))
        sections.insert(moving, at: index(of: toIdentifier) + 1)
    }

    /// Marks sections to be made again at the next apply.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        for id in identifiers { _ = index(of: id) }
        reloadedSectionIdentifiers += identifiers
    }

    // MARK: Items

    /// Adds items at the end of a section (the last section when nil).
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {
        guard let target = sectionIdentifier ?? sections.last?.id else { raiseUncaughtException(ListError.noSections) }
        checkNewItems(identifiers)
        let i = index(of: target)
        sections[i].items += identifiers
        for item in identifiers { sectionOfItem[item] = target }
    }

    /// Adds items before one.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        insert(identifiers, near: beforeIdentifier, after: false)
    }

    /// Adds items after one.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        insert(identifiers, near: afterIdentifier, after: true)
    }

    /// Removes items.
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        for item in identifiers {
            let (s, i) = position(of: item)
            sections[s].items.remove(at: i)
            sectionOfItem[item] = nil
        }
    }

    /// Removes every item, and every section.
    public mutating func deleteAllItems() {
        sections = []
        sectionOfItem = [:]
    }

    /// Moves an item before another (into that one's section).
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        deleteItems([identifier])
        insert([identifier], near: toIdentifier, after: false)
    }

    /// Moves an item after another (into that one's section).
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        deleteItems([identifier])
        insert([identifier], near: toIdentifier, after: true)
    }

    /// Marks items whose cells are to be made again at the next apply.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        for item in identifiers { _ = position(of: item) }
        reloadedItemIdentifiers += identifiers
    }

    /// Marks items whose cells are to be configured again at the next apply.
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        for item in identifiers { _ = position(of: item) }
        reconfiguredItemIdentifiers += identifiers
    }

    // MARK: Checks

    private mutating func insert(_ identifiers: [ItemIdentifierType], near item: ItemIdentifierType, after: Bool) {
        let (s, i) = position(of: item)
        checkNewItems(identifiers)
        sections[s].items.insert(contentsOf: identifiers, at: after ? i + 1 : i)
        for new in identifiers { sectionOfItem[new] = sections[s].id }
    }

    private func index(of section: SectionIdentifierType) -> Int {
        guard let i = sections.firstIndex(where: { $0.id == section }) else {
            raiseUncaughtException(ListError.unknownSection("\(section)"))
        }
        return i
    }

    private func position(of item: ItemIdentifierType) -> (Int, Int) {
        guard let section = sectionOfItem[item], let s = sections.firstIndex(where: { $0.id == section }),
            let i = sections[s].items.firstIndex(of: item)
        else { raiseUncaughtException(ListError.unknownItem("\(item)")) }
        return (s, i)
    }

    private func checkNewSections(_ identifiers: [SectionIdentifierType]) {
        var seen = Set(sections.map(\.id))
        let duplicates = identifiers.filter { !seen.insert($0).inserted }
        if !duplicates.isEmpty { raiseUncaughtException(ListError.duplicateIdentifiers(duplicates.map { "\($0)" })) }
    }

    private func checkNewItems(_ identifiers: [ItemIdentifierType]) {
        var seen = Set(sectionOfItem.keys)
        let duplicates = identifiers.filter { !seen.insert($0).inserted }
        if !duplicates.isEmpty { raiseUncaughtException(ListError.duplicateIdentifiers(duplicates.map { "\($0)" })) }
    }
}

extension NSDiffableDataSourceSnapshot: Sendable where SectionIdentifierType: Sendable, ItemIdentifierType: Sendable {}

extension NSDiffableDataSourceSnapshot {
    /// The item at a section index and a position in it, if there is one (what both diffable
    /// data sources answer `itemIdentifier(for:)` with).
    func item(section: Int, at position: Int) -> ItemIdentifierType? {
        guard let id = sectionIdentifier(at: section) else { return nil }
        let items = itemIdentifiers(inSection: id)
        return items.indices.contains(position) ? items[position] : nil
    }

    /// An item's section index and position in it, if it is here.
    func place(of item: ItemIdentifierType) -> (section: Int, position: Int)? {
        guard let id = sectionIdentifier(containingItem: item), let s = indexOfSection(id),
            let position = itemIdentifiers(inSection: id).firstIndex(of: item)
        else { return nil }
        return (s, position)
    }

    /// The section at an index, if there is one.
    func sectionIdentifier(at index: Int) -> SectionIdentifierType? {
        sectionIdentifiers.indices.contains(index) ? sectionIdentifiers[index] : nil
    }

    /// How many items the section at an index has (0 past the end).
    func numberOfItems(inSectionAt index: Int) -> Int { sectionIdentifier(at: index).map { numberOfItems(inSection: $0) } ?? 0 }
}
