import Foundation

/// What a compositional layout lays out in, as UIKit's `NSCollectionLayoutEnvironment`.
@MainActor
public final class NSCollectionLayoutEnvironment {
    /// The container: the collection view's size.
    public let container: NSCollectionLayoutContainer
    /// The collection view's traits.
    public let traitCollection: UITraitCollection

    init(container: NSCollectionLayoutContainer, traitCollection: UITraitCollection) {
        self.container = container
        self.traitCollection = traitCollection
    }
}

/// A layout container's size, as UIKit's `NSCollectionLayoutContainer`.
public struct NSCollectionLayoutContainer: Sendable {
    /// The container's size.
    public let contentSize: CGSize
    /// The size inside its content insets (none here).
    public var effectiveContentSize: CGSize { contentSize }
    /// Its content insets (none here).
    public var contentInsets: NSDirectionalEdgeInsets { .zero }
    /// Its effective content insets (none here).
    public var effectiveContentInsets: NSDirectionalEdgeInsets { .zero }
}
