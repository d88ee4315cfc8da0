import Foundation

extension UICollectionView {
    /// Places the items on screen where the layout says, with their cells (asking the data source
    /// for new ones), and the headers and footers; cells that left the screen wait for reuse.
    func tile() {
        if bounds.size != laidOutSize {
            laidOutSize = bounds.size
            measuredSizes = [:]
            measuredSupplementaryHeights = [:]
            collectionViewLayout.needsPrepare = true
        }
        collectionViewLayout.prepareIfNeeded()
        let size = collectionViewLayout.collectionViewContentSize
        if contentSize != size { contentSize = size }
        backgroundView?.frame = bounds
        let shown = showingOrthogonalSections(collectionViewLayout.layoutAttributesForElements(in: bounds) ?? [])
        // Cells whose items left the screen wait for reuse first, so the items coming on take them.
        let shownItems = Set(shown.filter { $0.representedElementCategory == .cell }.map(\.indexPath))
        // A cell being edited stays, off screen, until editing ends, as in UIKit.
        let editing = layoutView.window?.firstResponder
        func isEdited(_ cell: UICollectionViewCell) -> Bool { editing?.isDescendant(of: cell.layoutView) ?? false }
        for (item, cell) in visibleCellsByItem where !shownItems.contains(item) && !isEdited(cell) {
            recycle(cell, at: item)
            visibleCellsByItem[item] = nil
        }
        var cells: [IndexPath: UICollectionViewCell] = [:]
        var views: [SupplementaryPlace: UICollectionReusableView] = [:]
        var decorations: [SupplementaryPlace: UICollectionReusableView] = [:]
        // Views in front (headers, badges: z-index above 0) and whether any view joined behind them.
        var inFront: [UIView] = []
        var joined = false
        func show(_ attributes: UICollectionViewLayoutAttributes, _ view: UIView) {
            joined = apply(attributes, to: view) || joined
            if attributes.zIndex > 0 { inFront.append(view) }
        }
        for attributes in shown.sorted(by: { $0.zIndex < $1.zIndex }) {
            switch attributes.representedElementCategory {
            case .cell:
                let item = attributes.indexPath
                guard numberOfItems(inSection: item.section) > item.item, let cell = cell(for: item) else { continue }
                let isNew = visibleCellsByItem[item] !== cell
                visibleCellsByItem[item] = nil
                show(attributes, cell)
                cells[item] = cell
                if isNew { collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: item) }
            case .supplementaryView:
                guard let kind = attributes.representedElementKind, let dataSource else { continue }
                let place = SupplementaryPlace(kind: kind, indexPath: attributes.indexPath)
                let view =
                    visibleSupplementary.removeValue(forKey: place) ?? measuredSupplementary.removeValue(forKey: place)
                    ?? dataSource.collectionView(self, viewForSupplementaryElementOfKind: kind, at: attributes.indexPath)
                show(attributes, view)
                views[place] = view
            case .decorationView:
                guard let kind = attributes.representedElementKind else { continue }
                let place = SupplementaryPlace(kind: kind, indexPath: attributes.indexPath)
                guard let view = visibleDecorations.removeValue(forKey: place) ?? decorationView(ofKind: kind) else { continue }
                show(attributes, view)
                decorations[place] = view
            }
        }
        // Views in front stay in front of views that joined after them (in z-index order).
        if joined { for view in inFront { view.superview?.bringSubviewToFront(view) } }
        for (item, cell) in visibleCellsByItem {
            if isEdited(cell), numberOfItems(inSection: item.section) > item.item {
                cells[item] = cell
            } else {
                recycle(cell, at: item)
            }
        }
        for (item, cell) in measuredCells where cells[item] !== cell { recycle(cell, at: item) }
        measuredCells = [:]
        for (place, view) in visibleSupplementary { recycle(view, at: place) }
        for (place, view) in measuredSupplementary where views[place] !== view { recycle(view, at: place) }
        measuredSupplementary = [:]
        for (place, view) in visibleDecorations {
            view.removeFromSuperview()
            reusableDecorations.put(view, place.kind)
        }
        visibleCellsByItem = cells
        visibleSupplementary = views
        visibleDecorations = decorations
    }

    /// A decoration view of a kind: one waiting for reuse, else a new one of the class the
    /// layout registered (nil when none is).
    private func decorationView(ofKind kind: String) -> UICollectionReusableView? {
        if let waiting = reusableDecorations.take(kind) {
            waiting.prepareForReuse()
            return waiting
        }
        return collectionViewLayout.decorationClasses[kind]?.init(dequeuedWithIdentifier: kind)
    }

    /// The cell for an item on screen: the one showing it, else the one made to measure it, else
    /// the data source's.
    private func cell(for item: IndexPath) -> UICollectionViewCell? {
        if let shown = visibleCellsByItem[item] { return shown }
        if let measured = measuredCells[item] { return measured }
        return cellFromDataSource(for: item)
    }

    private func cellFromDataSource(for item: IndexPath) -> UICollectionViewCell? {
        guard let dataSource else { return nil }
        let cell = dataSource.collectionView(self, cellForItemAt: item)
        cell.owningCollection = self
        // Measured before it joins the collection view, its text measures as in the window.
        cell.layoutView.detachedTextMeasurer = layoutView.textMeasurer
        cell.isSelected = selectedItems.contains(item)
        return cell
    }

    /// Gives a cell or a header its frame and state, then (a new one) adds it: it joins the
    /// collection view at its item's size, as UIKit's, so constraints that need more than its
    /// made size hold from the start.
    ///
    /// - Returns: whether the view joined the collection view (or its row) just now.
    @discardableResult
    private func apply(_ attributes: UICollectionViewLayoutAttributes, to view: UIView) -> Bool {
        let (host, frame) = host(for: attributes)
        if view.transform != .identity { view.transform = .identity }
        view.frame = frame
        if attributes.transform != .identity { view.transform = attributes.transform }
        view.isHidden = attributes.isHidden
        view.alpha = attributes.alpha
        if let row = view as? UICollectionViewListCell, attributes.representedElementCategory == .cell {
            let item = attributes.indexPath
            row.listPlacement = (collectionViewLayout as? UICollectionViewCompositionalLayout)?.listLooks[item.section].map {
                ListPlacement(look: $0, isFirst: item.item == 0, isLast: item.item == numberOfItems(inSection: item.section) - 1)
            }
        }
        (view as? UICollectionReusableView)?.apply(attributes)
        view.setNeedsLayout()
        guard view.superview !== host else { return false }
        if attributes.representedElementCategory == .decorationView {
            // Backgrounds go behind everything (above the background view).
            host.insertSubview(view, at: backgroundView?.superview === self ? 1 : 0)
        } else {
            (view as? UICollectionViewCell)?.placeContentView()
            host.addSubview(view)
        }
        return true
    }

    /// The fitting height of a header or footer with an estimated height at `width` (the
    /// compositional layout asks): the data source's view fitted with its width required, rounded
    /// up to the pixel. The view is kept to be placed.
    func fittedSupplementaryHeight(ofKind kind: String, at indexPath: IndexPath, width: CGFloat, estimate: CGFloat) -> CGFloat? {
        let place = SupplementaryPlace(kind: kind, indexPath: indexPath)
        if let known = measuredSupplementaryHeights[place] { return known }
        guard let dataSource else { return nil }
        let view =
            visibleSupplementary[place] ?? measuredSupplementary[place]
            ?? dataSource.collectionView(self, viewForSupplementaryElementOfKind: kind, at: indexPath)
        if visibleSupplementary[place] !== view { measuredSupplementary[place] = view }
        view.layoutView.detachedTextMeasurer = layoutView.textMeasurer
        let height = Self.fitting(view, width: width, height: nil, estimate: CGSize(width: width, height: estimate)).height
        measuredSupplementaryHeights[place] = height
        return height
    }

    /// A self-sizing item's size (the flow layout asks): its cell's content view fitted to the
    /// layout's estimate at the fitting-size level on both axes, rounded up to the pixel. The
    /// cell is kept to be placed.
    func selfSizedItemSize(at item: IndexPath) -> CGSize? {
        let estimate = (collectionViewLayout as? UICollectionViewFlowLayout)?.estimatedItemSize ?? .zero
        let target = estimate == UICollectionViewFlowLayout.automaticSize ? UIView.layoutFittingCompressedSize : estimate
        return fittedItemSize(at: item, width: nil, height: nil, estimate: target)
    }

    /// A self-sizing item's size: its cell's content view fitted with the given width (or height)
    /// required and the others fitted from `estimate` at the fitting-size level, rounded up to the
    /// pixel (a compositional layout fixes one dimension; the flow layout neither). The cell is
    /// kept to be placed.
    func fittedItemSize(at item: IndexPath, width: CGFloat?, height: CGFloat?, estimate: CGSize) -> CGSize? {
        if let known = measuredSizes[item] { return known }
        guard let cell = visibleCellsByItem[item] ?? measuredCells[item] ?? cellFromDataSource(for: item) else { return nil }
        if visibleCellsByItem[item] !== cell { measuredCells[item] = cell }
        let size = Self.fitting(cell.contentView, width: width, height: height, estimate: estimate)
        measuredSizes[item] = size
        return size
    }

    /// `view`'s fitting size with the given width and height required and the others fitted from
    /// `estimate` at the fitting-size level, rounded up to the pixel.
    private static func fitting(_ view: UIView, width: CGFloat?, height: CGFloat?, estimate: CGSize) -> CGSize {
        let fitted = view.systemLayoutSizeFitting(
            CGSize(width: width ?? estimate.width, height: height ?? estimate.height),
            withHorizontalFittingPriority: width == nil ? .fittingSizeLevel : .required,
            verticalFittingPriority: height == nil ? .fittingSizeLevel : .required)
        return CGSize(width: width ?? fitted.width.roundedUpToScreenPixel, height: height ?? fitted.height.roundedUpToScreenPixel)
    }

    /// Takes a cell off screen: it waits for reuse, and the delegate hears it left.
    func recycle(_ cell: UICollectionViewCell, at item: IndexPath) {
        cell.removeFromSuperview()
        collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: item)
        if let id = cell.reuseIdentifier { reusableCells.put(cell, id) }
    }

    /// Takes a header or footer off screen: it waits for reuse.
    func recycle(_ view: UICollectionReusableView, at place: SupplementaryPlace) {
        view.removeFromSuperview()
        if let id = view.reuseIdentifier { reusableSupplementary.put(view, place.kind + "/" + id) }
    }
}
