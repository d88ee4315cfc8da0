import Foundation

extension UICollectionView {
    /// The selected items, in order; nil when none is.
    public var indexPathsForSelectedItems: [IndexPath]? { selectedItems.isEmpty ? nil : selectedItems.sorted() }

    /// Selects an item (nil deselects all), without telling the delegate, as UIKit.
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for item in selectedItems { deselectItem(at: item, animated: animated) }
            return
        }
        if !allowsMultipleSelection {
            for item in selectedItems where item != indexPath { deselectItem(at: item, animated: animated) }
        }
        selectedItems.insert(indexPath)
        visibleCellsByItem[indexPath]?.isSelected = true
        if scrollPosition != .none { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects an item, without telling the delegate, as UIKit.
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        selectedItems.remove(indexPath)
        visibleCellsByItem[indexPath]?.isSelected = false
    }

    /// A touch went down on a cell: it highlights, if the collection selects and the delegate agrees.
    func touchDown(on cell: UICollectionViewCell) {
        guard allowsSelection, let item = indexPath(for: cell),
            collectionDelegate?.collectionView(self, shouldHighlightItemAt: item) ?? true
        else { return }
        highlightedItem = item
        cell.isHighlighted = true
    }

    /// The touch lifted on the highlighted cell: its item is selected (with multiple selection,
    /// toggled), asking and telling the delegate as a tap in UIKit.
    func touchUp(on cell: UICollectionViewCell) {
        guard let item = highlightedItem, visibleCellsByItem[item] === cell else { return }
        highlightedItem = nil
        cell.isHighlighted = false
        let delegate = collectionDelegate
        if allowsMultipleSelection && selectedItems.contains(item) {
            guard delegate?.collectionView(self, shouldDeselectItemAt: item) ?? true else { return }
            deselectItem(at: item, animated: false)
            delegate?.collectionView(self, didDeselectItemAt: item)
            return
        }
        guard delegate?.collectionView(self, shouldSelectItemAt: item) ?? true else { return }
        if !allowsMultipleSelection {
            for old in selectedItems where old != item {
                deselectItem(at: old, animated: false)
                delegate?.collectionView(self, didDeselectItemAt: old)
            }
        }
        selectItem(at: item, animated: false, scrollPosition: .none)
        delegate?.collectionView(self, didSelectItemAt: item)
    }
}
