import Cassowary

// The two passes: update constraints (bottom-up), then layout (top-down).

extension View {
    // MARK: Update-constraints pass

    /// Asks for ``updateConstraints()`` in the next update pass.
    public func setNeedsUpdateConstraints() {
        needsUpdateConstraintsFlag = true
        markPending(.update)
    }

    /// Whether ``updateConstraints()`` will run in the next update pass.
    public func needsUpdateConstraints() -> Bool { needsUpdateConstraintsFlag }

    /// Runs the update pass now over this view's subtree (subviews before superviews).
    public func updateConstraintsIfNeeded() {
        let engine = rootView.ensureEngine()
        runUpdatePass(engine)
    }

    /// Post-order (subviews before superviews), iterative (hierarchies can be thousands deep), and
    /// only along the paths to views that asked for it.
    func runUpdatePass(_ engine: LayoutEngine) {
        var stack: [(view: View, childrenDone: Bool)] = [(self, false)]
        while let (view, childrenDone) = stack.popLast() {
            if !childrenDone {
                stack.append((view, true))
                for s in view.takePending(.update).reversed() { stack.append((s, false)) }
                continue
            }
            // Marks made by an update below may have come back here: visit those subviews too.
            if !view.pendingUpdate.children.isEmpty {
                stack.append((view, false))
                continue
            }
            guard view.needsUpdateConstraintsFlag else { continue }
            view.needsUpdateConstraintsFlag = false
            engine.counters.updateConstraintsCalls += 1
            if view.isControllerView, let controller = view.owningViewController {
                controller.updateViewConstraints()
            } else {
                view.dispatchUpdateConstraints()
            }
        }
    }

    // MARK: Layout pass

    /// Asks for ``layoutSubviews()`` in the next layout pass.
    public func setNeedsLayout() {
        needsLayoutFlag = true
        markPending(.layout)
    }

    /// Whether ``layoutSubviews()`` will run in the next layout pass.
    public var needsLayout: Bool { needsLayoutFlag }

    /// Runs pending passes now: the update pass over the whole hierarchy, then layout of this view's
    /// subtree. As in UIKit, this view's own frame is set by its superview: to animate a moved view,
    /// call this on a common ancestor.
    public func layoutIfNeeded() {
        let root = rootView
        let engine = root.ensureEngine()
        let before = engine.currentCounters
        root.runUpdatePass(engine)
        if engine.valuesChanged { root.markChangedFrames(engine) }
        if AnimationRecording.current != nil, let parent = superview, parent.needsLayoutFlag {
            // The most common animation mistake: this view's own frame is set by its superview,
            // which this call does not lay out, so the change would not animate.
            engine.log(
                "[LayoutSim] layoutIfNeeded() was called on \(engine.describer.itemText(self)) inside an animation block, but its frame is set by its superview \(engine.describer.itemText(parent)), which also needs layout. Call layoutIfNeeded() on a common ancestor of the views that move (usually the superview) to animate the change."
            )
        }
        runLayoutPass(engine)
        // A layoutSubviews that changed the solution (the multi-line label recipe changes an
        // intrinsic size) moves frames that were already assigned: lay those out again, as UIKit
        // does within one layoutIfNeeded. Bounded, in case overrides keep changing each other.
        var rounds = 1
        while engine.valuesChanged || needsLayoutFlag || !pendingLayout.children.isEmpty,
            rounds < View.maximumLayoutRounds
        {
            if engine.valuesChanged { root.markChangedFrames(engine) }
            runLayoutPass(engine)
            rounds += 1
        }
        if engine.currentCounters != before {
            engine.counters.passes += 1
            if engine.warnsAboutAmbiguity { engine.warnAboutAmbiguity(root: root) }
        }
    }

    /// How many layout passes one ``layoutIfNeeded()`` runs at most while overrides keep changing the solution.
    static let maximumLayoutRounds = 10

    /// Pre-order (superviews before subviews), iterative, and only along the paths to views that
    /// need layout. A view's `layoutSubviews` runs before its subviews are visited, so the frames it
    /// sets decide whether they lay out.
    func runLayoutPass(_ engine: LayoutEngine) {
        var stack: [View] = [self]
        while let view = stack.popLast() {
            if view.needsLayoutFlag {
                view.needsLayoutFlag = false
                engine.counters.layoutSubviewsCalls += 1
                let controller = view.isControllerView ? view.owningViewController : nil
                controller?.viewWillLayoutSubviews()
                view.dispatchLayoutSubviews()
                // A layoutSubviews that changed the solution (a table configuring the cells it
                // places sets their labels' text) moves frames below it: they are assigned before
                // its subviews lay out, as UIKit applies the engine's frames to each view before
                // its layoutSubviews, so none lays out at a stale size.
                if engine.valuesChanged { markChangedFrames(engine) }
                // The subviews' frames are set: their safe areas follow (a change lays them out).
                // Where no unsafe strip reaches this view, only subviews that had insets or preserve
                // margins can change (no weak loads in the common case).
                let insetsHere = view.safeAreaInsets != .zero
                for s in view.subviews
                where insetsHere || s.safeAreaInsets != .zero || s.preservesSuperviewLayoutMargins || s.isControllerView {
                    s.updateSafeAreaInsets()
                }
                controller?.viewDidLayoutSubviews()
            }
            stack.push(reversed: view.takePending(.layout))
        }
    }

    /// After solving: the views whose solved rectangle moved get their superview laid out (it sets
    /// their frames). Their own subviews keep their frames (they are relative); a size change lays
    /// the view out again when its frame is set. Only the views the solver reports are looked at.
    func markChangedFrames(_ engine: LayoutEngine) {
        engine.valuesChanged = false
        for v in engine.viewsWithChangedValues() {
            v.engineFrameStale = true
            if let parent = v.superview {
                parent.setNeedsLayout()
            } else {
                v.setFrameFromEngine(engine.frame(of: v), grid: engine.pixelGrid, offset: .zero)
            }
        }
    }

    /// Sets the frame from a solved value: no autoresizing update; a size change lays the view out again.
    ///
    /// On a pixel grid the frame's edges are rounded to it (a view that translates its autoresizing
    /// mask keeps the frame it was given, as UIKit's autoresizing does), and when this view's residue
    /// changes its subviews round again, though their own solved values did not move.
    ///
    /// - Parameters:
    ///   - exact: the solver's frame, in the superview's coordinates.
    ///   - grid: the window's pixel grid, or nil for exact frames.
    ///   - offset: the superview's residue (`pixelResidue`).
    func setFrameFromEngine(_ exact: Rect, grid: PixelGrid?, offset: Point) {
        var newFrame = exact, residue = Point.zero
        if let grid, !translatesAutoresizingMaskIntoConstraints { (newFrame, residue) = grid.snap(exact, offset: offset) }
        if residue != pixelResidue { residueChanged(to: residue) }
        guard newFrame != frameStorage else { return }
        noteFrameChange(from: frameStorage, to: newFrame)
        let sizeChanged = newFrame.size != frameStorage.size
        frameStorage = newFrame
        if sizeChanged { setNeedsLayout() }
    }

    /// Keeps a new residue and has the subviews round again from it (rare: a superview that moved
    /// by less than a pixel, or a new scale), out of the frame loop.
    @inline(never) private func residueChanged(to residue: Point) {
        pixelResidue = residue
        for s in subviews { s.engineFrameStale = true }
        setNeedsLayout()
    }

    // MARK: Pending work

    /// The two passes, for their pending lists.
    enum Pass { case update, layout }

    /// Notes in each ancestor, up to the first that already knows, that this subtree has work for
    /// a pass, so the pass walks only the paths to marked views: O(depth) the first time, O(1) after.
    func markPending(_ pass: Pass) {
        var v = self
        // The flag is read before the superview: most calls find the path marked already, and
        // reading `superview` (a weak reference) costs a retain and a release.
        while !(pass == .update ? v.pendingUpdate.listedInSuperview : v.pendingLayout.listedInSuperview),
            let parent = v.superview
        {
            switch pass {
            case .update:
                v.pendingUpdate.listedInSuperview = true
                parent.pendingUpdate.children.append(v)
            case .layout:
                v.pendingLayout.listedInSuperview = true
                parent.pendingLayout.children.append(v)
            }
            v = parent
        }
    }

    /// The subviews whose subtree has work for a pass, in ``subviews`` order, taken off the list.
    func takePending(_ pass: Pass) -> [View] {
        let listed: [View]
        switch pass {
        case .update:
            listed = pendingUpdate.children
            pendingUpdate.children = []
        case .layout:
            listed = pendingLayout.children
            pendingLayout.children = []
        }
        guard !listed.isEmpty else { return [] }
        var out: [View] = []
        out.reserveCapacity(listed.count)
        // Many of the subviews listed (a cell's labels, a container filled at once): the subviews
        // are scanned in order for their marks, with nothing to look up or sort.
        if listed.count * 4 >= subviews.count {
            for s in subviews where s.takeListing(pass) { out.append(s) }
            return out
        }
        // A subview that left since it was listed is skipped (it was unlisted as it left).
        for c in listed where c.superview === self && c.takeListing(pass) { out.append(c) }
        if out.count > 1 {
            let index = subviewIndexes()
            out.sort { @Sendable a, b in index[ObjectIdentifier(a)]! < index[ObjectIdentifier(b)]! }
        }
        return out
    }

    /// Whether this view is listed in its superview's pending list for `pass`; the mark is cleared.
    private func takeListing(_ pass: Pass) -> Bool {
        switch pass {
        case .update:
            defer { pendingUpdate.listedInSuperview = false }
            return pendingUpdate.listedInSuperview
        case .layout:
            defer { pendingLayout.listedInSuperview = false }
            return pendingLayout.listedInSuperview
        }
    }

    /// Where each subview sits in ``subviews`` (cached until ``subviews`` changes).
    func subviewIndexes() -> [ObjectIdentifier: Int] {
        if let cached = subviewIndexCache { return cached }
        var index: [ObjectIdentifier: Int] = [:]
        index.reserveCapacity(subviews.count)
        for (i, s) in subviews.enumerated() { index[ObjectIdentifier(s)] = i }
        subviewIndexCache = index
        return index
    }

    /// Forgets this view's place in its superview's pending lists (it is leaving it).
    func unlistPending() {
        pendingUpdate.listedInSuperview = false
        pendingLayout.listedInSuperview = false
    }

    /// The engine of this hierarchy (this view must be its root), made and filled on first use.
    func ensureEngine() -> LayoutEngine {
        if let e = ownedEngine { return e }
        let e = LayoutEngine(root: self, sink: hostWindow?.logSink ?? standardErrorLogSink)
        e.pixelGrid = hostWindow?.pixelGrid
        ownedEngine = e
        e.adopt(self)
        return e
    }

    // MARK: Intrinsic size

    /// Tells the engine that ``intrinsicContentSize`` (or a baseline) changed; it updates the
    /// content-size constraints in place.
    public func invalidateIntrinsicContentSize() {
        engineIfAny?.intrinsicChanged(self)
        superview?.setNeedsLayout()
        superview?.intrinsicContentSizeInvalidated(forSubview: self)
    }

    /// The priority with which the view resists growing beyond its intrinsic size on an axis (default 250).
    public func contentHuggingPriority(for axis: LayoutAttribute.Axis) -> LayoutPriority {
        axis == .horizontal ? huggingPriorities.horizontal : huggingPriorities.vertical
    }

    /// Sets the content hugging priority for an axis.
    public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutAttribute.Axis) {
        if axis == .horizontal { huggingPriorities.horizontal = priority } else { huggingPriorities.vertical = priority }
        engineIfAny?.intrinsicChanged(self)
    }

    /// The priority with which the view resists shrinking below its intrinsic size on an axis (default 750).
    public func contentCompressionResistancePriority(for axis: LayoutAttribute.Axis) -> LayoutPriority {
        axis == .horizontal ? compressionPriorities.horizontal : compressionPriorities.vertical
    }

    /// Sets the compression-resistance priority for an axis.
    public func setContentCompressionResistancePriority(_ priority: LayoutPriority, for axis: LayoutAttribute.Axis) {
        if axis == .horizontal { compressionPriorities.horizontal = priority } else { compressionPriorities.vertical = priority }
        engineIfAny?.intrinsicChanged(self)
    }

    // MARK: Fitting

    /// UIKit's `layoutFittingCompressedSize`: the smallest size the constraints allow.
    public static let layoutFittingCompressedSize = Size(width: 0, height: 0)
    /// UIKit's `layoutFittingExpandedSize`: the largest size the constraints allow.
    public static let layoutFittingExpandedSize = Size(width: 1e7, height: 1e7)

    /// The size of this view that its own constraints (those installed in its subtree, its subviews'
    /// and its intrinsic size) give, closest to `targetSize` at `fittingSizeLevel` priority (50),
    /// unless the fitting priorities say otherwise.
    public func systemLayoutSizeFitting(
        _ targetSize: Size,
        withHorizontalFittingPriority horizontal: LayoutPriority = .fittingSizeLevel,
        verticalFittingPriority vertical: LayoutPriority = .fittingSizeLevel
    ) -> Size {
        let engine = LayoutEngine(root: self, sink: engineIfAny?.sink ?? standardErrorLogSink, scratch: true)
        var views: [View] = []
        forEachInSubtree { views.append($0) }
        for v in views where v !== self { engine.autoresizingChanged(v) }
        for v in views { engine.intrinsicChanged(v) }
        func fitting(_ attribute: LayoutAttribute, _ constant: Double, _ priority: LayoutPriority = .required) -> LayoutConstraint {
            LayoutConstraint(
                unchecked: self, attribute, .equal, nil, .notAnAttribute, multiplier: 0, constant: constant,
                priority: priority, origin: .system, identifier: "LayoutSim-fitting")
        }
        engine.installUnlisted(fitting(.left, 0))
        engine.installUnlisted(fitting(.top, 0))
        for v in views {
            for c in v.constraints {
                let inside = [c.firstItem, c.secondItem].allSatisfy { item in
                    item.map { $0.owningView?.isDescendant(of: self) ?? false } ?? true
                }
                // A copy: the constraint itself stays bound to the hierarchy's own engine.
                if inside, let copy = c.copy() { engine.installUnlisted(copy) }
            }
        }
        engine.installUnlisted(fitting(.width, targetSize.width, horizontal))
        engine.installUnlisted(fitting(.height, targetSize.height, vertical))
        // Multi-line labels and text views that do not scroll wrap at the width they get here (the
        // self-sizing cell recipe), for this fitting only: their own layout keeps its wrapping width.
        let wrapping = views.compactMap { $0 as? any WrapsAtLaidOutWidth }.filter(\.wrapsAtLaidOutWidth)
        let saved = wrapping.map(\.automaticWrapWidth)
        defer { for (view, width) in zip(wrapping, saved) { view.automaticWrapWidth = width } }
        for _ in 0..<View.maximumLayoutRounds {
            var changed = false
            for view in wrapping where view.adoptWrapWidth(engine.frame(of: view).width, invalidating: false) {
                engine.intrinsicChanged(view)
                changed = true
            }
            if !changed { break }
        }
        let size = engine.alignmentRect(of: self).size
        let frame = self.frame(forAlignmentRect: Rect(origin: .zero, size: size))
        return frame.size
    }
}

/// The subviews of a view whose subtree has work for one pass, and whether the view itself is
/// listed in its superview's.
struct PendingChildren {
    var children: [View] = []
    var listedInSuperview = false
}
