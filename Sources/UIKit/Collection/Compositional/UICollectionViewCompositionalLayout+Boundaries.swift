import Foundation

// Headers, footers and backgrounds of a compositional layout's sections (and the layout's own
// headers and footers): placed on the section's top or bottom edge, inset by their content
// insets, sized by their cells' fitting size when estimated, pinned to the visible bounds while
// their section shows, and section backgrounds behind the whole section.

extension UICollectionViewCompositionalLayout {
    /// A boundary item pinned to the visible bounds: it stays on screen, within `extent` (its
    /// section's, or the whole layout's), while any of that shows.
    struct PinnedItem {
        /// Its key in ``supplementary``.
        let key: String
        /// A header (pinned under the top) or a footer (over the bottom).
        let top: Bool
        /// What it stays within.
        let extent: CGRect
    }

    /// The section index under which the layout's own boundary items are keyed (their index path
    /// is that of the first item).
    static let layoutSection = -1

    /// Places the boundary items of one edge (`top`: headers, else footers) from `y`, moving `y`
    /// past those that extend the boundary (all do, unless `extendsBoundary` is off).
    ///
    /// Each is as wide as its width dimension makes it in `container` (the section's width inside
    /// its content insets, when supplementaries follow them), at `leading` or against the trailing
    /// edge for a trailing alignment, and inset by its own content insets; an estimated height is
    /// the view's fitting height at that width.
    func placeBoundaryItems(
        _ items: [NSCollectionLayoutBoundarySupplementaryItem], top: Bool, section: Int, leading: CGFloat, container: CGSize,
        y: inout CGFloat
    ) {
        let topEdge: [NSRectAlignment] = [.top, .topLeading, .topTrailing]
        let bottomEdge: [NSRectAlignment] = [.bottom, .bottomLeading, .bottomTrailing]
        for item in items where (top ? topEdge : bottomEdge).contains(item.alignment) {
            let indexPath = IndexPath(item: 0, section: max(section, 0))
            let insets = item.contentInsets
            var size = item.layoutSize.resolve(in: container)
            if item.layoutSize.heightDimension.isEstimated, let collectionView,
                let fitted = collectionView.fittedSupplementaryHeight(
                    ofKind: item.elementKind, at: indexPath, width: max(size.width - insets.leading - insets.trailing, 0),
                    estimate: size.height)
            {
                size.height = fitted + insets.top + insets.bottom
            }
            let trailing = [.topTrailing, .bottomTrailing].contains(item.alignment)
            let x = trailing ? leading + container.width - size.width : leading
            let a = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: item.elementKind, with: indexPath)
            a.frame = CGRect(
                x: x + insets.leading, y: y + insets.top, width: max(size.width - insets.leading - insets.trailing, 0),
                height: max(size.height - insets.top - insets.bottom, 0))
            a.zIndex = item.zIndex
            supplementary[Self.key(item.elementKind, section)] = a
            if item.extendsBoundary { y += size.height }
        }
    }

    /// Records which of a section's (or the layout's) boundary items are pinned, and within what.
    func pin(_ items: [NSCollectionLayoutBoundarySupplementaryItem], section: Int, within extent: CGRect) {
        for item in items where item.pinToVisibleBounds {
            let key = Self.key(item.elementKind, section)
            guard supplementary[key] != nil else { continue }
            pinned.append(PinnedItem(key: key, top: [.top, .topLeading, .topTrailing].contains(item.alignment), extent: extent))
        }
    }

    /// Places a section's backgrounds: over the whole section (headers and footers included),
    /// inset by each one's content insets, behind its cells.
    func placeBackgrounds(_ items: [NSCollectionLayoutDecorationItem], section: Int, in extent: CGRect) {
        for item in items {
            let i = item.contentInsets
            let a = UICollectionViewLayoutAttributes(forDecorationViewOfKind: item.elementKind, with: IndexPath(item: 0, section: section))
            a.frame = CGRect(
                x: extent.minX + i.leading, y: extent.minY + i.top, width: max(extent.width - i.leading - i.trailing, 0),
                height: max(extent.height - i.top - i.bottom, 0))
            a.zIndex = item.zIndex
            decorations[Self.key(item.elementKind, section)] = a
        }
    }

    /// The pinned items where the visible bounds hold them now: a header no higher than the top of
    /// the visible content (under the bars), a footer no lower than its bottom, each kept within
    /// its extent; in front of the cells. Copies: the laid-out attributes keep their places.
    func pinnedAttributes() -> [UICollectionViewLayoutAttributes] {
        guard let collectionView, !pinned.isEmpty else { return [] }
        let inset = collectionView.adjustedContentInset
        let visibleTop = collectionView.bounds.minY + inset.top
        let visibleBottom = collectionView.bounds.maxY - inset.bottom
        return pinned.compactMap { pin in
            guard let laidOut = supplementary[pin.key] else { return nil }
            let a = laidOut.copy()
            let height = a.frame.height
            a.frame.origin.y =
                pin.top
                ? min(max(a.frame.minY, visibleTop), pin.extent.maxY - height)
                : max(min(a.frame.minY, visibleBottom - height), pin.extent.minY)
            a.zIndex = max(a.zIndex, 1)
            return a
        }
    }
}
