import Foundation

extension UIViewController {
    /// Changes the child a container shows (a navigation controller's top controller, a tab bar
    /// controller's selected one): `old` leaves, and `new` becomes a child whose view fills this
    /// controller's view below `bars`. On screen each gets its appearance calls, `new`'s after a
    /// layout. `prepare` runs once `new` is in place, before that layout (the bars follow it), with
    /// the constraint that holds its view's top to this view's (a container may move it).
    func replaceShownChild(
        _ old: UIViewController?, with new: UIViewController?, below bars: UIView, animated: Bool,
        prepare: (UIViewController, _ top: NSLayoutConstraint) -> Void
    ) {
        let onScreen = isViewOnScreen
        if let old {
            if onScreen { old.viewWillDisappear(animated) }
            old.willMove(toParent: nil)
            old.view.removeFromSuperview()
            old.removeFromParent()
            if onScreen { old.viewDidDisappear(animated) }
        }
        guard let new else { return }
        if onScreen { new.viewWillAppear(animated) }
        addChild(new)
        let child = new.view!
        child.translatesAutoresizingMaskIntoConstraints = false
        view.insertSubview(child, belowSubview: bars)
        let top = child.topAnchor.constraint(equalTo: view.topAnchor)
        NSLayoutConstraint.activate([
            top,
            child.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            child.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            child.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
        new.didMove(toParent: self)
        prepare(new, top)
        if onScreen {
            view.layoutIfNeeded()
            new.appeared(animated)
        }
    }
}
