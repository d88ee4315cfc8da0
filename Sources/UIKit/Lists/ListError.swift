import Foundation

/// What a table or collection view raises for, as UIKit words it.
enum ListError: Error, CustomStringConvertible {
    /// `dequeueReusableCell(withIdentifier:for:)` with nothing registered for the identifier.
    case unregisteredIdentifier(String)
    /// A collection view's dequeue call with nothing registered for the kind and identifier.
    case unregisteredKind(String, kind: String)
    /// An update whose row (or a collection view's item) counts do not add up.
    case invalidRowCount(section: Int, after: Int, before: Int, inserted: Int, deleted: Int, movedIn: Int, movedOut: Int, items: Bool)
    /// An update whose section count does not add up (in a collection view when `items`).
    case invalidSectionCount(after: Int, before: Int, inserted: Int, deleted: Int, items: Bool)
    /// A diffable snapshot given items before any section.
    case noSections
    /// A diffable snapshot given identifiers that are already in it (or twice).
    case duplicateIdentifiers([String])
    /// A diffable snapshot asked about a section it does not have.
    case unknownSection(String)
    /// A diffable snapshot asked about an item it does not have.
    case unknownItem(String)
    /// A diffable data source's cell provider gave no cell.
    case noCell(String)

    var description: String {
        switch self {
        case .unregisteredIdentifier(let id):
            "unable to dequeue a cell with identifier \(id) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
        case let .unregisteredKind(id, kind):
            "could not dequeue a view of kind: \(kind) with identifier \(id) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
        case let .invalidRowCount(section, after, before, inserted, deleted, movedIn, movedOut, items):
            "Invalid update: invalid number of \(items ? "items" : "rows") in section \(section). The number of \(items ? "items" : "rows") contained in an existing section after the update (\(after)) must be equal to the number of \(items ? "items" : "rows") contained in that section before the update (\(before)), plus or minus the number of \(items ? "items" : "rows") inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of \(items ? "items" : "rows") moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out)."
        case let .invalidSectionCount(after, before, inserted, deleted, items):
            "Invalid update: invalid number of sections. The number of sections contained in the \(items ? "collection" : "table") view after the update (\(after)) must be equal to the number of sections contained in the \(items ? "collection" : "table") view before the update (\(before)), plus or minus the number of sections inserted or deleted (\(inserted) inserted, \(deleted) deleted)."
        case .noSections:
            "There are currently no sections in the data source. Please add a section first."
        case .duplicateIdentifiers(let ids):
            "Fatal: supplied identifiers are not unique. Duplicate identifiers: {(\n    \(ids.joined(separator: ",\n    "))\n)}"
        case .unknownSection(let id):
            "Invalid parameter not satisfying: section identifier \(id) is in the snapshot"
        case .unknownItem(let id):
            "Invalid parameter not satisfying: item identifier \(id) is in the snapshot"
        case .noCell(let indexPath):
            "Invalid parameter not satisfying: cell (the cell provider returned nil for the item at index path \(indexPath))"
        }
    }
}
