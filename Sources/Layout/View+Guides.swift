// The guides a view makes on first use (margins, safe area, readable content, keyboard) and
// those added to it.

extension View {
    /// A guide inset from the view's edges by its layout margins (made on first use).
    public var layoutMarginsGuide: LayoutGuide {
        if let g = marginsGuideStorage { return g }
        let g = LayoutGuide(kind: .margins, identifier: "UIViewLayoutMarginsGuide", owner: self)
        marginsGuideStorage = g
        return g
    }
    /// A guide for the safe area: the view inset by ``safeAreaInsets`` (the whole view in a window
    /// with a plain size; made on first use).
    public var safeAreaLayoutGuide: LayoutGuide {
        if let g = safeAreaGuideStorage { return g }
        let g = LayoutGuide(kind: .safeArea, identifier: "UIViewSafeAreaLayoutGuide", owner: self)
        safeAreaGuideStorage = g
        return g
    }
    /// UIKit's `readableContentGuide`: the margins guide narrowed to a readable line length
    /// (``readableWidth``) and centred in it, never wider than the margins (made on first use).
    public var readableContentGuide: LayoutGuide {
        if let g = readableGuideStorage { return g }
        let g = LayoutGuide(kind: .readableContent, identifier: "UIViewReadableContentGuide", owner: self)
        readableGuideStorage = g
        return g
    }
    /// UIKit's `keyboardLayoutGuide` (iOS 15): the keyboard's place (made on first use). While the
    /// on-screen keyboard is up (``Window/showsSoftwareKeyboard``), the part of the view it covers,
    /// from its top to the view's bottom; while it is offscreen, where UIKit puts it then: the
    /// strip under the safe area, from its bottom to the view's, as wide as the view (0 pt tall at
    /// the view's bottom when ``KeyboardLayoutGuide/usesBottomSafeArea`` is false).
    ///
    /// ```swift
    /// sendButton.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -8)
    /// ```
    public var keyboardLayoutGuide: KeyboardLayoutGuide {
        if let g = keyboardGuideStorage { return g }
        let g = KeyboardLayoutGuide(owner: self)
        keyboardGuideStorage = g
        return g
    }
    /// The readable line length at the default text size (UIKit's `UIContentSizeCategory.large`): 672 points.
    nonisolated public static let readableWidth = 672.0
    /// The keyboard guide if it has been made.
    var keyboardGuideIfMade: KeyboardLayoutGuide? { keyboardGuideStorage }
    /// The safe-area guide if it has been made (asking ``safeAreaLayoutGuide`` makes it).
    var safeAreaGuideIfMade: LayoutGuide? { safeAreaGuideStorage }
    /// The margins guide if it has been made.
    var marginsGuideIfMade: LayoutGuide? { marginsGuideStorage }

    /// Calls `body` on every guide of the view that exists: its margins, safe-area, readable and
    /// keyboard guides once used, the guides it owns (a scroll view's) and those added with
    /// ``addLayoutGuide(_:)``. (A walk, not a list: it runs for each view of a subtree that leaves.)
    func forEachExistingGuide(_ body: (LayoutGuide) -> Void) {
        if let guide = marginsGuideStorage { body(guide) }
        if let guide = safeAreaGuideStorage { body(guide) }
        if let guide = readableGuideStorage { body(guide) }
        if let guide = keyboardGuideStorage { body(guide) }
        for guide in ownGuides { body(guide) }
        for guide in layoutGuides { body(guide) }
    }

    /// Calls `body` on every constraint the engine made for the view and for its existing guides
    /// (``LayoutItem/engineMade``).
    func forEachEngineMade(_ body: (LayoutConstraint) -> Void) {
        engineMade.forEach(body)
        forEachExistingGuide { $0.engineMade.forEach(body) }
    }

    /// Adds a guide owned by this view.
    public func addLayoutGuide(_ guide: LayoutGuide) {
        guard !layoutGuides.contains(where: { $0 === guide }) else { return }
        guide.owningView?.removeLayoutGuide(guide)
        guide.owningViewStorage = self
        layoutGuides.append(guide)
    }

    /// Removes a guide, deactivating the constraints that use it.
    public func removeLayoutGuide(_ guide: LayoutGuide) {
        guard let i = layoutGuides.firstIndex(where: { $0 === guide }) else { return }
        for c in allInstalledConstraints(touching: { $0 === guide }) { c.deactivate() }
        engineIfAny?.forget(guide)
        layoutGuides.remove(at: i)
        guide.owningViewStorage = nil
    }
}
