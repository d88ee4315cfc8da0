import Foundation

extension UICollectionViewCompositionalLayout {
    /// Places one section's items, group by group.
    @MainActor
    struct Placer {
        let section: Int
        let count: Int
        let collectionView: UICollectionView
        var next = 0
        var frames: [IndexPath: CGRect] = [:]
        /// The items' badges: kind, item, frame and z-index.
        var badges: [(kind: String, item: IndexPath, frame: CGRect, zIndex: Int)] = []

        init(section: Int, count: Int, collectionView: UICollectionView) {
            self.section = section
            self.count = count
            self.collectionView = collectionView
        }

        /// Places items from `next` in `item` (a group's items, or one cell) within `rect`;
        /// returns the size it took (its own, or what its estimated items measured).
        mutating func place(_ item: NSCollectionLayoutItem, in rect: CGRect) -> CGSize {
            guard let group = item as? NSCollectionLayoutGroup else {
                guard next < count else { return .zero }
                let indexPath = IndexPath(item: next, section: section)
                next += 1
                let i = item.contentInsets
                var frame = CGRect(
                    x: rect.minX + i.leading, y: rect.minY + i.top, width: max(rect.width - i.leading - i.trailing, 0),
                    height: max(rect.height - i.top - i.bottom, 0))
                let estimatedWidth = item.layoutSize.widthDimension.isEstimated,
                    estimatedHeight = item.layoutSize.heightDimension.isEstimated
                if estimatedWidth || estimatedHeight,
                    let fitted = collectionView.fittedItemSize(
                        at: indexPath, width: estimatedWidth ? nil : frame.width, height: estimatedHeight ? nil : frame.height,
                        estimate: frame.size)
                {
                    frame.size = fitted
                }
                frames[indexPath] = frame
                for badge in item.supplementaryItems where badge.containerAnchor != nil {
                    badges.append((badge.elementKind, indexPath, badge.frame(on: frame), badge.zIndex))
                }
                return CGSize(width: frame.width + i.leading + i.trailing, height: frame.height + i.top + i.bottom)
            }
            let i = group.contentInsets
            let inner = CGRect(
                x: rect.minX + i.leading, y: rect.minY + i.top, width: max(rect.width - i.leading - i.trailing, 0),
                height: max(rect.height - i.top - i.bottom, 0))
            let horizontal = group.axis == .horizontal
            let room = horizontal ? inner.width : inner.height
            let spacing = group.interItemSpacing?.spacing ?? 0
            // The subitems and their sizes along the group: `count` equal ones, or the subitems
            // repeated as long as they fit (at least one).
            var slots: [(NSCollectionLayoutItem, CGSize)] = []
            if let n = group.count, let sub = group.subitems.first {
                let along = max((room - spacing * CGFloat(n - 1)) / CGFloat(n), 0)
                let own = sub.layoutSize.resolve(in: inner.size)
                slots = Array(
                    repeating: (sub, horizontal ? CGSize(width: along, height: own.height) : CGSize(width: own.width, height: along)),
                    count: n)
            } else if !group.subitems.isEmpty {
                var used: CGFloat = 0
                var k = 0
                while k < 10_000 {
                    let sub = group.subitems[k % group.subitems.count]
                    let size = sub.layoutSize.resolve(in: inner.size)
                    let length = horizontal ? size.width : size.height
                    if !slots.isEmpty, used + spacing + length > room + 0.001 { break }
                    used += (slots.isEmpty ? 0 : spacing) + length
                    slots.append((sub, size))
                    k += 1
                    if length <= 0 { break }
                }
            }
            // Flexible spacing spreads the slots across the group.
            var gap = spacing
            if group.interItemSpacing?.isFlexibleSpacing == true, slots.count > 1 {
                let total = slots.reduce(0) { $0 + (horizontal ? $1.1.width : $1.1.height) }
                gap = max(spacing, (room - total) / CGFloat(slots.count - 1))
            }
            var along: CGFloat = 0
            var across: CGFloat = 0
            for (k, (sub, size)) in slots.enumerated() where next < count {
                if k > 0 { along += gap }
                let origin = horizontal ? CGPoint(x: inner.minX + along, y: inner.minY) : CGPoint(x: inner.minX, y: inner.minY + along)
                let took = place(sub, in: CGRect(origin: origin, size: size))
                along += horizontal ? took.width : took.height
                across = max(across, horizontal ? took.height : took.width)
            }
            // An estimated group dimension is what its items took; otherwise its own.
            var size = rect.size
            if horizontal, group.layoutSize.heightDimension.isEstimated { size.height = across + i.top + i.bottom }
            if !horizontal, group.layoutSize.heightDimension.isEstimated { size.height = along + i.top + i.bottom }
            if horizontal, group.layoutSize.widthDimension.isEstimated { size.width = along + i.leading + i.trailing }
            return size
        }
    }
}
