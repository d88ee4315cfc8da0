// The view tree: adding, inserting and removing subviews.

extension View {
    /// The topmost ancestor (the view itself when it has no superview).
    public var rootView: View {
        var v = self
        while let s = v.superview { v = s }
        return v
    }

    /// The window hosting the view, if it is in one.
    public var window: Window? { rootView.hostWindow }

    /// What the view's text is measured with: its window's measurer; in no window, the one its
    /// tree was prepared with (``detachedTextMeasurer``), else the deterministic built-in one.
    package var textMeasurer: TextMeasurer {
        if let window { return window.textMeasurer }
        return rootView.detachedTextMeasurer ?? BuiltinTextMeasurer()
    }

    /// The engine of this view's hierarchy, if one exists yet.
    var engineIfAny: LayoutEngine? { engineCache }

    /// The window, found in constant time for the hierarchy hooks: a tree in a window always has an
    /// engine (the window makes its root's), so a view without one is in no window.
    var windowThroughEngine: Window? { engineCache?.root.hostWindow }

    /// Whether `view` is this view or one of its ancestors.
    public func isDescendant(of view: View) -> Bool {
        var v: View? = self
        while let current = v {
            if current === view { return true }
            v = current.superview
        }
        return false
    }

    /// Adds a view at the front; it first leaves its old superview.
    public func addSubview(_ view: View) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts a view at an index of ``subviews`` (clamped to the valid range).
    ///
    /// Adding an ancestor of this view (or the view itself) is refused and logged.
    public func insertSubview(_ view: View, at index: Int) {
        // A view without subviews is an ancestor of nothing but itself: no walk up a deep tree.
        guard view.subviews.isEmpty ? view !== self : !isDescendant(of: view) else {
            report("[LayoutSim] Refusing to add \(view.layoutName) to \(layoutName): it would make a cycle.")
            return
        }
        if view.superview === self {
            if let at = subviewIndex(of: view) { subviews.remove(at: at) }
            subviews.insert(view, at: min(max(index, 0), subviews.count))
            return
        }
        // A move within one hierarchy keeps the subtree in the engine: its variables are relative to
        // their containers and its own constraints live inside it, so only the constraints that
        // reach outside it (deactivated, as UIKit does) and its frame's translation change.
        let moving = view.superview != nil && view.engineIfAny != nil && view.engineIfAny === engineIfAny
        let oldDirection = view.effectiveUserInterfaceLayoutDirection
        let oldWindow = view.windowThroughEngine
        if windowThroughEngine !== oldWindow { view.dispatchWillMove(toWindow: windowThroughEngine) }
        view.dispatchWillMove(toSuperview: self)
        defer {
            view.dispatchDidMoveToSuperview()
            if view.windowThroughEngine !== oldWindow { view.dispatchDidMoveToWindow() }
        }
        view.detachFromSuperview(releasing: !moving)
        // The child's own engine (if it was laid out alone) is dropped: this hierarchy's engine adopts it.
        view.ownedEngine?.detachAll()
        view.ownedEngine = nil
        subviews.insert(view, at: min(max(index, 0), subviews.count))
        view.superview = self
        dispatchDidAddSubview(view)
        view.setNeedsLayout()
        view.markSubtreeNeedsUpdateConstraints()
        setNeedsLayout()
        guard let engine = engineIfAny else { return }
        if moving {
            engine.autoresizingChanged(view)
            if view.effectiveUserInterfaceLayoutDirection != oldDirection { engine.layoutDirectionChanged(under: view) }
            engine.valuesChanged = true
        } else {
            engine.adopt(view)
        }
    }

    /// Where `view` sits in ``subviews`` (a view is there at most once), or nil; searched from both
    /// ends at once, so that emptying a container from the front or from the back is linear (from
    /// the end only, removing 1,000 cells in order compared half a million pairs). A loop, not
    /// `firstIndex(where:)`: that closure would be main-actor isolated, and Swift checks the actor
    /// on each call the standard library makes to it.
    func subviewIndex(of view: View) -> Int? {
        var low = 0, high = subviews.count - 1
        while low <= high {
            if subviews[high] === view { return high }
            if subviews[low] === view { return low }
            low += 1
            high -= 1
        }
        return nil
    }

    /// Inserts a view just above `sibling` in the drawing order.
    public func insertSubview(_ view: View, aboveSubview sibling: View) {
        let i = subviewIndex(of: sibling).map { $0 + 1 } ?? subviews.count
        insertSubview(view, at: i)
    }

    /// Inserts a view just below `sibling` in the drawing order.
    public func insertSubview(_ view: View, belowSubview sibling: View) {
        let i = subviewIndex(of: sibling) ?? 0
        insertSubview(view, at: i)
    }

    /// Removes the view from its superview. As in UIKit, every constraint that involves the view or
    /// its subtree and is installed outside it is deactivated, and a first responder in the subtree
    /// resigns (the on-screen keyboard goes down).
    public func removeFromSuperview() {
        guard superview != nil else { return }
        let oldWindow = windowThroughEngine
        if let oldWindow { oldWindow.resignFirstResponder(in: self) }
        if oldWindow != nil { dispatchWillMove(toWindow: nil) }
        dispatchWillMove(toSuperview: nil)
        detachFromSuperview(releasing: true)
        dispatchDidMoveToSuperview()
        if oldWindow != nil { dispatchDidMoveToWindow() }
    }

    /// Leaves the superview, deactivating the constraints that reach outside the subtree; with
    /// `releasing`, the subtree also leaves the engine (it is not moving to another place in it).
    func detachFromSuperview(releasing: Bool) {
        guard let parent = superview else { return }
        parent.dispatchWillRemoveSubview(self)
        parent.keepSublayersInPlace(leaving: self)
        // The constraints that name an item of the subtree but are installed outside it (on an
        // ancestor, or, after `addConstraint`'s warning, on any view that is not in the subtree).
        // Most are installed inside, a step or two above the item, so a walk up from the host
        // finds this view at once. A constraint added on an outer view may name two items of the
        // subtree: it is listed twice, next to itself once in install order.
        var outside: [LayoutConstraint] = []
        func rememberOutside(_ item: LayoutItem) {
            for case let c? in item.references.slots {
                if let host = c.installedOn, !host.isDescendant(of: self) { outside.append(c) }
            }
        }
        forEachInSubtree { v in
            rememberOutside(v)
            v.forEachExistingGuide(rememberOutside)
        }
        var previous: LayoutConstraint?
        for c in LayoutConstraint.inInstallOrder(outside) where c !== previous {
            previous = c
            c.deactivate()
        }
        if releasing { parent.engineIfAny?.release(self) }
        // One element leaves: remove(at:) moves the rest down (removeAll(where:) swapped every later
        // element, a retain and release each, quadratic when a container is emptied).
        if let index = parent.subviewIndex(of: self) { parent.subviews.remove(at: index) }
        superview = nil
        unlistPending()
        forEachInSubtree { $0.directionCache = nil }
        parent.setNeedsLayout()
    }

    /// Lets this view and its subtree go on alone when its superview is deallocated while something
    /// else still holds this view (UIKit's `superview` is weak). The subtree leaves the engine,
    /// which goes with the deallocated root, so that the next hierarchy it joins installs its
    /// constraints again; and it forgets the constraints from outside it, which the deallocated
    /// views took with them.
    func outliveSuperview() {
        engineIfAny?.detach(self)
        forEachInSubtree { v in
            v.forgetUninstalledReferences()
            v.forEachExistingGuide { $0.forgetUninstalledReferences() }
            v.directionCache = nil
        }
    }

    /// Calls `body` on this view and every descendant, parents first.
    public func forEachInSubtree(_ body: (View) -> Void) {
        var stack: [View] = [self]
        while let v = stack.popLast() {
            body(v)
            stack.push(reversed: v.subviews)
        }
    }

    /// The subtree in drawing order (parents first) with each view's depth, this view at `depth`.
    func subtreeWithDepths(from depth: Int) -> [(View, Int)] {
        var order: [(View, Int)] = []
        var stack: [(View, Int)] = [(self, depth)]
        while let (view, d) = stack.popLast() {
            order.append((view, d))
            for s in view.subviews.reversed() { stack.append((s, d + 1)) }
        }
        return order
    }

    /// The first view of the subtree (this one included) with the given accessibility identifier.
    public func view(named name: String) -> View? {
        var found: View?
        forEachInSubtree { v in if found == nil, v.accessibilityIdentifier == name { found = v } }
        return found
    }

    /// The first view of the subtree (this one included) with the given tag.
    public func viewWithTag(_ tag: Int) -> View? {
        var found: View?
        forEachInSubtree { v in if found == nil, v.tag == tag { found = v } }
        return found
    }

    static func nearestCommonAncestor(_ a: View, _ b: View) -> View? {
        // Fast paths: the same view, parent and child, siblings.
        if a === b { return a }
        if a.superview === b { return b }
        if b.superview === a { return a }
        if let p = a.superview, p === b.superview { return p }
        var depthA = 0, depthB = 0
        var v: View? = a
        while let x = v { depthA += 1; v = x.superview }
        v = b
        while let x = v { depthB += 1; v = x.superview }
        var x: View? = a, y: View? = b
        while depthA > depthB { x = x?.superview; depthA -= 1 }
        while depthB > depthA { y = y?.superview; depthB -= 1 }
        while let p = x, let q = y {
            if p === q { return p }
            x = p.superview
            y = q.superview
        }
        return nil
    }

    /// Marks the subtree for the update pass and clears its layout-direction caches (it moved).
    func markSubtreeNeedsUpdateConstraints() {
        forEachInSubtree { v in
            v.setNeedsUpdateConstraints()
            v.directionCache = nil
        }
    }
}

extension Array where Element == View {
    /// Pushes `views` onto this stack last to first, so that popping takes them in order. (A
    /// reversed view of the array, appended, goes through a generic copy: on small subtrees, the
    /// main cost of a walk.)
    mutating func push(reversed views: [View]) {
        var i = views.count
        while i > 0 {
            i -= 1
            append(views[i])
        }
    }
}
