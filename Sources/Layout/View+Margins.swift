// The layout direction and the margins, set in absolute or directional terms.

extension View {
    /// The direction that resolves leading and trailing for this view (cached; the cache is cleared
    /// when the view moves or a semantic content attribute above it changes).
    public var effectiveUserInterfaceLayoutDirection: LayoutDirection {
        if let cached = directionCache { return cached }
        let direction: LayoutDirection
        switch semanticContentAttribute {
        case .forceLeftToRight, .playback, .spatial: direction = .leftToRight
        case .forceRightToLeft: direction = .rightToLeft
        case .unspecified: direction = superview?.effectiveUserInterfaceLayoutDirection ?? .leftToRight
        }
        directionCache = direction
        return direction
    }

    /// The margins inside the view (8 on each side by default), in absolute left/right terms. Margins
    /// set through ``directionalLayoutMargins`` resolve against the direction the view is in now.
    public var layoutMargins: EdgeInsets {
        get { directionalMarginsStorage.map { resolved($0) } ?? marginsStorage }
        set {
            marginsStorage = newValue
            directionalMarginsStorage = nil
            marginsDidChange()
        }
    }

    /// The margins with leading and trailing. Set this way, they follow the view's layout direction,
    /// also when it changes later (a view set up and then moved into a right-to-left hierarchy).
    public var directionalLayoutMargins: DirectionalEdgeInsets {
        get {
            if let d = directionalMarginsStorage { return d }
            let m = marginsStorage
            return effectiveUserInterfaceLayoutDirection == .leftToRight
                ? DirectionalEdgeInsets(top: m.top, leading: m.left, bottom: m.bottom, trailing: m.right)
                : DirectionalEdgeInsets(top: m.top, leading: m.right, bottom: m.bottom, trailing: m.left)
        }
        set {
            directionalMarginsStorage = newValue
            marginsDidChange()
        }
    }

    /// Directional insets in absolute left/right terms, for the direction the view is in now.
    public func resolved(_ d: DirectionalEdgeInsets) -> EdgeInsets {
        effectiveUserInterfaceLayoutDirection == .leftToRight
            ? EdgeInsets(top: d.top, left: d.leading, bottom: d.bottom, right: d.trailing)
            : EdgeInsets(top: d.top, left: d.trailing, bottom: d.bottom, right: d.leading)
    }

    private func marginsDidChange() {
        marginsAreDefault = false
        engineIfAny?.marginsChanged(self)
        dispatchLayoutMarginsDidChange()
        setNeedsLayout()  // subviews that preserve these margins follow in the pass
    }
}
