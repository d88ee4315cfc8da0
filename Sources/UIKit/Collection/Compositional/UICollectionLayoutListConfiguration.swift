import Foundation

extension UICollectionViewCompositionalLayout {
    /// A layout of list rows, as UIKit's `UICollectionViewCompositionalLayout.list(using:)`: one
    /// full-width row per item, as tall as its cell (44 points estimated), sections spaced as the
    /// appearance spaces them.
    public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { index, environment in
            NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment, index: index)
        }
    }
}

extension NSCollectionLayoutSection {
    /// A section of list rows, as UIKit's `NSCollectionLayoutSection.list(using:layoutEnvironment:)`.
    public static func list(
        using configuration: UICollectionLayoutListConfiguration, layoutEnvironment: NSCollectionLayoutEnvironment
    ) -> NSCollectionLayoutSection {
        list(using: configuration, layoutEnvironment: layoutEnvironment, index: 0)
    }

    static func list(
        using configuration: UICollectionLayoutListConfiguration, layoutEnvironment: NSCollectionLayoutEnvironment, index: Int
    ) -> NSCollectionLayoutSection {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        let section = NSCollectionLayoutSection(group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
        switch configuration.appearance {
        case .plain, .sidebarPlain: break
        case .grouped, .sidebar:
            section.contentInsets = NSDirectionalEdgeInsets(top: index == 0 ? 35 : 17.5, leading: 0, bottom: 17.5, trailing: 0)
        case .insetGrouped:
            section.contentInsets = NSDirectionalEdgeInsets(top: index == 0 ? 35 : 17.5, leading: 20, bottom: 17.5, trailing: 20)
        }
        section.list = ListLook(appearance: configuration.appearance, showsSeparators: configuration.showsSeparators)
        // Supplementary headers and footers (UICollectionView's section header and footer kinds),
        // self-sized; the section's space above or below goes outside them, so each sits against
        // its rows.
        let edgeSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        if configuration.headerMode == .supplementary {
            let header = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: edgeSize, elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
            header.contentInsets.top = section.contentInsets.top
            section.contentInsets.top = 0
            section.boundarySupplementaryItems.append(header)
        }
        if configuration.footerMode == .supplementary {
            let footer = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: edgeSize, elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom)
            footer.contentInsets.bottom = section.contentInsets.bottom
            section.contentInsets.bottom = 0
            section.boundarySupplementaryItems.append(footer)
        }
        return section
    }
}

/// How a list layout looks, as UIKit's `UICollectionLayoutListConfiguration`.
@MainActor
public struct UICollectionLayoutListConfiguration {
    /// The list's look.
    public enum Appearance: Int, Sendable {
        /// Rows edge to edge.
        case plain
        /// Sections set apart on grey.
        case grouped
        /// Sections in rounded cards, inset from the sides.
        case insetGrouped
        /// A sidebar.
        case sidebar
        /// A plain sidebar.
        case sidebarPlain
    }

    /// Where a section's header comes from.
    public enum HeaderMode: Int, Sendable {
        /// No header.
        case none
        /// A supplementary view.
        case supplementary
        /// The section's first item.
        case firstItemInSection
    }

    /// The look.
    public var appearance: Appearance
    /// Whether rows have separators: a hairline under each row from its text to the trailing
    /// edge (none under a grouped section's last row).
    public var showsSeparators = true
    /// The background colour (kept).
    public var backgroundColor: UIColor?
    /// Where headers come from: `.supplementary` asks the data source for a section header view
    /// (``UICollectionView/elementKindSectionHeader``) above each section's rows, sized to fit.
    public var headerMode = HeaderMode.none
    /// Where footers come from: `.supplementary` asks for a section footer view below the rows.
    public var footerMode = HeaderMode.none
    /// The swipe actions at a row's trailing edge (kept: list cells in a collection view are not swiped here).
    public var trailingSwipeActionsConfigurationProvider: ((IndexPath) -> UISwipeActionsConfiguration?)?
    /// The swipe actions at a row's leading edge (kept).
    public var leadingSwipeActionsConfigurationProvider: ((IndexPath) -> UISwipeActionsConfiguration?)?

    /// Makes a configuration of an appearance.
    public init(appearance: Appearance) { self.appearance = appearance }
}

/// How a list section's rows look, kept from its configuration for the rows the collection view places.
struct ListLook: Equatable {
    /// The list's appearance.
    let appearance: UICollectionLayoutListConfiguration.Appearance
    /// Whether rows have separators.
    let showsSeparators: Bool
}
