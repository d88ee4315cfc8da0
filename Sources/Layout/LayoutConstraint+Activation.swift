// Activating a constraint: installing it on its items' nearest common ancestor, and UIKit's message when there is none.

extension LayoutConstraint {
    /// Whether the constraint is active. Setting it activates or deactivates; an activation that
    /// fails (no common ancestor) is logged with UIKit's message, becomes the window's
    /// ``Window/lastError`` and leaves the constraint inactive. Use ``LayoutConstraint/activate(file:line:)`` to get the error
    /// thrown instead.
    public var isActive: Bool {
        get { installedOn != nil }
        set {
            if newValue {
                do { try activate(file: "", line: 0) } catch { reportError(error) }
            } else {
                deactivate()
            }
        }
    }

    /// Activates the constraint: installs it on the nearest common ancestor of its items.
    ///
    /// - Parameters:
    ///   - file: the caller's file, recorded for a constraint an operator made (operators cannot
    ///     take it); leave the default.
    ///   - line: the caller's line, likewise.
    /// - Throws: ``LayoutError/noCommonAncestor(_:)`` with UIKit's message.
    public func activate(file: String = #fileID, line: Int = #line) throws(LayoutError) {
        if let validationError { throw validationError }
        if self.file.isEmpty {  // made by an operator: the caller's location is where it is activated
            self.file = file
            self.line = line
        }
        guard installedOn == nil else { return }
        guard let ancestor = commonAncestor() else {
            throw .noCommonAncestor(noCommonAncestorMessage)
        }
        ancestor.install(self)
    }

    /// Deactivates the constraint (removes it from the view it is installed on).
    public func deactivate() {
        installedOn?.uninstall(self)
    }

    /// Activates every constraint (UIKit's `activateConstraints:`).
    ///
    /// - Parameters:
    ///   - constraints: the constraints, activated in order.
    ///   - file: the caller's file, recorded for constraints operators made; leave the default.
    ///   - line: the caller's line, likewise.
    /// - Throws: ``LayoutError/noCommonAncestor(_:)`` for the first constraint that cannot be
    ///   installed; the constraints before it stay active.
    public static func activate(_ constraints: [LayoutConstraint], file: String = #fileID, line: Int = #line) throws(LayoutError) {
        for c in constraints { try c.activate(file: file, line: line) }
    }

    /// Deactivates every constraint (UIKit's `deactivateConstraints:`).
    public static func deactivate(_ constraints: [LayoutConstraint]) {
        for c in constraints { c.deactivate() }
    }

    /// The nearest view that is an ancestor of (or equal to) both items' views.
    func commonAncestor() -> View? {
        guard let (firstItem, secondItem) = items else { return nil }
        return LayoutConstraint.commonAncestor(firstItem, secondItem)
    }

    /// The nearest view that is an ancestor of (or equal to) both items' views.
    static func commonAncestor(_ firstItem: LayoutItem, _ secondItem: LayoutItem?) -> View? {
        guard let a = firstItem.owningView else { return nil }
        guard let secondItem else { return a }
        guard let b = secondItem.owningView else { return nil }
        return View.nearestCommonAncestor(a, b)
    }

    var noCommonAncestorMessage: String {
        let anchorClass = { (a: LayoutAttribute) -> String in
            a.isDimension ? "NSLayoutDimension" : (a.axis == .horizontal ? "NSLayoutXAxisAnchor" : "NSLayoutYAxisAnchor")
        }
        guard let (firstItem, secondItem) = items else {
            return
                "Unable to activate constraint \(self): an item it names has been deallocated (a constraint does not keep its items alive)."
        }
        // UIKit's form: <NSLayoutXAxisAnchor:0x… "UIView:0x….leading">, addresses from the first
        // item's hierarchy (one book, so the two items never share an address).
        let book = firstItem.owningView?.addressBook ?? AddressBook()
        func anchor(_ item: LayoutItem?, _ attribute: LayoutAttribute) -> String {
            guard let item else { return "<\(anchorClass(attribute)):0x0 \"nil\">" }
            let name: String
            if let view = item as? View {
                name = "\(view.className):\(book.address(of: view, view: true))"
            } else {
                name = "UILayoutGuide:\(book.address(of: item, view: true))'\((item as? LayoutGuide)?.identifier ?? "")'"
            }
            return "<\(anchorClass(attribute)):\(book.anchorAddress(of: item, attribute)) \"\(name).\(attribute)\">"
        }
        return
            "Unable to activate constraint with anchors \(anchor(firstItem, firstAttribute)) and \(anchor(secondItem, secondAttribute)) because they have no common ancestor.  Does the constraint or its anchors reference items in different view hierarchies?  That's illegal."
    }
}
