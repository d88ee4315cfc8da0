import Foundation

extension UICollectionView {
    /// How to make and fill the cell for an item, as iOS 14's `UICollectionView.CellRegistration`:
    /// make it once (outside the cell provider) and dequeue with
    /// ``UICollectionView/dequeueConfiguredReusableCell(using:for:item:)``; the cell class is
    /// registered under an identifier of the registration's own.
    ///
    /// ```swift
    /// let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Contact> { cell, _, contact in
    ///     var content = cell.defaultContentConfiguration()
    ///     content.text = contact.name
    ///     cell.contentConfiguration = content
    /// }
    /// ```
    @MainActor
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        /// Fills a cell for an item at an index path.
        public typealias Handler = (Cell, IndexPath, Item) -> Void
        let identifier: String
        let handler: Handler

        /// Makes a registration.
        public init(handler: @escaping Handler) {
            identifier = "CellRegistration-\(Cell.self)-\(UniqueSerial.next())"
            self.handler = handler
        }
    }

    /// How to make and fill a header or footer, as iOS 14's `UICollectionView.SupplementaryRegistration`.
    @MainActor
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        /// Fills a view of a kind at an index path.
        public typealias Handler = (Supplementary, String, IndexPath) -> Void
        /// The kind of view it makes.
        public let elementKind: String
        let identifier: String
        let handler: Handler

        /// Makes a registration for views of a kind.
        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            identifier = "SupplementaryRegistration-\(Supplementary.self)-\(UniqueSerial.next())"
            self.handler = handler
        }
    }

    /// A cell made or reused through a registration, filled by its handler for `item`.
    public func dequeueConfiguredReusableCell<Cell: UICollectionViewCell, Item>(
        using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
    ) -> Cell {
        if cellClasses[registration.identifier] == nil { register(Cell.self, forCellWithReuseIdentifier: registration.identifier) }
        let cell = dequeueReusableCell(withReuseIdentifier: registration.identifier, for: indexPath) as! Cell
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }

    /// A header or footer made or reused through a registration, filled by its handler.
    public func dequeueConfiguredReusableSupplementary<Supplementary: UICollectionReusableView>(
        using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
    ) -> Supplementary {
        let key = registration.elementKind + "/" + registration.identifier
        if supplementaryClasses[key] == nil {
            register(Supplementary.self, forSupplementaryViewOfKind: registration.elementKind, withReuseIdentifier: registration.identifier)
        }
        let view =
            dequeueReusableSupplementaryView(ofKind: registration.elementKind, withReuseIdentifier: registration.identifier, for: indexPath)
            as! Supplementary
        registration.handler(view, registration.elementKind, indexPath)
        return view
    }
}
