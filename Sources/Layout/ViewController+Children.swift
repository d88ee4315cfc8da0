// Container view controllers: a controller shows other controllers' views inside its own, as
// UIKit's `addChild(_:)` and `removeFromParent()` do.

extension ViewController {
    /// Makes `child` a child of this controller, as UIKit does: it leaves its old parent, is told
    /// ``willMove(toParent:)``, and is added. Add its view to a view of yours, lay it out, then call
    /// `child.didMove(toParent: self)`.
    ///
    /// ```swift
    /// container.addChild(list)
    /// container.view.addSubview(list.view)
    /// // constraints for list.view ...
    /// list.didMove(toParent: container)
    /// ```
    public func addChild(_ child: ViewController) {
        guard child !== self, child.parent !== self else { return }
        child.removeFromParentQuietly()
        child.willMove(toParent: self)
        children.append(child)
        child.parent = self
        if child.isViewLoaded { child.view.updateSafeAreaInsets(force: true) }
    }

    /// Leaves the parent, as UIKit does: the controller is removed and told
    /// ``didMove(toParent:)`` with nil. Call `willMove(toParent: nil)` first and remove its view.
    public func removeFromParent() {
        guard parent != nil else { return }
        removeFromParentQuietly()
        didMove(toParent: nil)
    }

    private func removeFromParentQuietly() {
        guard let old = parent else { return }
        old.children.removeAll { $0 === self }
        parent = nil
        if isViewLoaded { view.updateSafeAreaInsets(force: true) }
    }
}

extension View {
    /// The insets the controller whose view this is adds to what reaches in from outside (its
    /// `additionalSafeAreaInsets`); zero for other views.
    var controllerAdditionalInsets: EdgeInsets { owningViewController?.additionalSafeAreaInsets ?? .zero }
}
