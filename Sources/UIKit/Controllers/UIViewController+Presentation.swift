import Foundation
import Layout

/// How a presented controller covers the screen (UIKit's `UIModalPresentationStyle`).
public enum UIModalPresentationStyle: Int, Sendable {
    /// The system's choice: a sheet.
    case automatic = -2
    /// No presentation.
    case none = -1
    /// The whole screen; the controller below disappears.
    case fullScreen = 0
    /// A sheet, from just below the status bar.
    case pageSheet
    /// A sheet (on a phone, as a page sheet).
    case formSheet
    /// The current context's screen (as full screen here).
    case currentContext
    /// A custom presentation (as full screen here).
    case custom
    /// The whole screen, over the controller below, which stays.
    case overFullScreen
    /// Over the current context (as over full screen here).
    case overCurrentContext
    /// A popover (as a sheet on a phone).
    case popover

    /// Whether the presented view covers the whole screen.
    var coversScreen: Bool { ![.automatic, .pageSheet, .formSheet, .popover].contains(self) }
    /// Whether the controller below disappears (gets `viewWillDisappear`).
    var hidesPresenter: Bool { [.fullScreen, .currentContext, .custom].contains(self) }
}

/// How a presentation animates (kept: presentations happen at once here).
public enum UIModalTransitionStyle: Int, Sendable {
    /// Up from the bottom.
    case coverVertical
    /// A flip.
    case flipHorizontal
    /// A cross-dissolve.
    case crossDissolve
    /// A page curl.
    case partialCurl
}

extension UIViewController {
    /// Presents a controller over this one (or over what this one already presents), as UIKit's
    /// `present(_:animated:completion:)`: a sheet from 10 points below the top safe area, with
    /// rounded corners over a dimmed screen, or the whole screen for `.fullScreen` and
    /// `.overFullScreen`. It happens at once (the slide is not drawn), unless the controller's
    /// `transitioningDelegate` gives an animator for an animated presentation: the animator then
    /// adds the view to the context's container and animates it on the window's clock, and the
    /// presentation completes when it calls `completeTransition(_:)`. The appearance calls follow
    /// UIKit's (the controller below disappears only under a full-screen presentation).
    ///
    /// - Parameters:
    ///   - viewControllerToPresent: the controller to show.
    ///   - flag: whether a custom animator runs (standard presentations happen at once).
    ///   - completion: called once it is shown.
    public func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        if let presented = presentedViewController {
            presented.present(viewControllerToPresent, animated: flag, completion: completion)
            return
        }
        guard viewControllerToPresent.presentingViewController == nil, let host = presentationHost else {
            completion?()
            return
        }
        let style = viewControllerToPresent.modalPresentationStyle
        let onScreen = isViewOnScreen
        if onScreen, style.hidesPresenter { viewWillDisappear(flag) }
        viewControllerToPresent.presentingViewController = self
        presentedViewController = viewControllerToPresent
        if onScreen { viewControllerToPresent.viewWillAppear(flag) }
        let finish = {
            if onScreen {
                viewControllerToPresent.appeared(flag)
                if style.hidesPresenter { self.viewDidDisappear(flag) }
            }
            completion?()
        }
        if flag, onScreen,
            let animator = viewControllerToPresent.transitioningDelegate?.animationController(
                forPresented: viewControllerToPresent, presenting: self, source: self)
        {
            let container = host.addPresentation(viewControllerToPresent, style: style, placingView: false)
            host.view.layoutIfNeeded()
            let context = TransitionContext(
                container: container, from: self, to: viewControllerToPresent, presenting: true, style: style
            ) { completed in
                if completed {
                    viewControllerToPresent.didMove(toParent: host)
                    finish()
                } else {
                    viewControllerToPresent.viewWillDisappear(false)
                    self.unlinkPresentation(viewControllerToPresent)
                    viewControllerToPresent.viewDidDisappear(false)
                    if style.hidesPresenter { self.appeared(false) }
                }
                animator.animationEnded(completed)
            }
            animator.animateTransition(using: context)
            return
        }
        host.addPresentation(viewControllerToPresent, style: style, placingView: true)
        if onScreen { host.view.layoutIfNeeded() }
        finish()
    }

    /// Dismisses the controller this one presents (or this one, if it is presented), as UIKit's
    /// `dismiss(animated:completion:)`: at once, or, animated, through the animator the presented
    /// controller's `transitioningDelegate` gives for its dismissal.
    public func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        let presented = presentedViewController ?? self
        guard let presenter = presented.presentingViewController else {
            completion?()
            return
        }
        if let further = presented.presentedViewController { further.dismiss(animated: false) }
        let style = presented.modalPresentationStyle
        let onScreen = presented.isViewOnScreen
        if onScreen {
            presented.viewWillDisappear(flag)
            if style.hidesPresenter { presenter.viewWillAppear(flag) }
        }
        let finish = {
            presenter.unlinkPresentation(presented)
            if onScreen {
                presented.viewDidDisappear(flag)
                if style.hidesPresenter { presenter.appeared(flag) }
            }
            completion?()
        }
        if flag, onScreen, let container = presented.presentationContainer,
            let animator = presented.transitioningDelegate?.animationController(forDismissed: presented)
        {
            let context = TransitionContext(container: container, from: presented, to: presenter, presenting: false, style: style) {
                completed in
                if completed {
                    finish()
                } else {
                    // Not dismissed after all: it appears again.
                    presented.viewWillAppear(false)
                    presented.appeared(false)
                    if style.hidesPresenter { presenter.viewWillDisappear(false) }
                }
                animator.animationEnded(completed)
            }
            animator.animateTransition(using: context)
            return
        }
        finish()
    }

    /// Takes a presented controller's container away and forgets the presentation.
    private func unlinkPresentation(_ presented: UIViewController) {
        presented.viewIfLoaded?.removeFromSuperview()
        presented.presentationContainer?.removeFromSuperview()
        presented.presentationContainer = nil
        presented.willMove(toParent: nil)
        presented.removeFromParent()
        presented.presentingViewController = nil
        presentedViewController = nil
    }

    /// The controller whose view holds presentations: the window's root controller.
    private var presentationHost: UIViewController? {
        var host: UIViewController = self
        while let p = host.parent ?? host.presentingViewController { host = p }
        return host.isViewLoaded ? host : nil
    }

    /// Puts a presented controller's container over everything in this (root) controller's view
    /// and, with `placingView`, its view in it (a custom animator places the view itself).
    @discardableResult
    private func addPresentation(_ controller: UIViewController, style: UIModalPresentationStyle, placingView: Bool) -> UIView {
        let container = UIView()
        container.accessibilityIdentifier = "presentationContainer"
        container.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(container)
        controller.presentationContainer = container
        NSLayoutConstraint.activate([
            container.topAnchor.constraint(equalTo: view.topAnchor),
            container.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            container.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            container.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
        addChild(controller)
        guard placingView else { return container }
        let presented = controller.view!
        presented.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(presented)
        if style.coversScreen {
            NSLayoutConstraint.activate([
                presented.topAnchor.constraint(equalTo: container.topAnchor),
                presented.bottomAnchor.constraint(equalTo: container.bottomAnchor),
                presented.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                presented.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            ])
        } else {
            // A sheet: a card from 10 points below the top safe area (its large detent), or as
            // tall as its resting detent, over the screen dimmed behind it.
            presented.clipsToBounds = true
            NSLayoutConstraint.activate([
                presented.bottomAnchor.constraint(equalTo: container.bottomAnchor),
                presented.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                presented.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            ])
            controller.placeSheet()
        }
        controller.didMove(toParent: self)
        return container
    }

    /// Sets a presented sheet's top, dimming, corners and grabber from its sheet controller.
    func placeSheet() {
        guard let container = presentationContainer, let presented = viewIfLoaded, !modalPresentationStyle.coversScreen else { return }
        // The full sheet's height: the host's below its top safe area (the screen's before the
        // host is laid out).
        let host = container.superview.flatMap { $0.bounds.height > 0 ? $0 : nil }
        let screen = UIScreen.main
        let maximum =
            host.map { $0.bounds.height - $0.safeAreaInsets.top - 10 }
            ?? screen.bounds.height - CGFloat(screen.device.safeAreaInsets(.portrait).top) - 10
        let sheet = sheetStorage
        let height = sheet?.height(maximum: maximum) ?? maximum
        sheetTop?.isActive = false
        // At full height the top follows the safe area, as the large detent does when the screen changes.
        sheetTop =
            height >= maximum
            ? presented.topAnchor.constraint(equalTo: container.safeAreaLayoutGuide.topAnchor, constant: 10)
            : presented.topAnchor.constraint(equalTo: container.bottomAnchor, constant: -height)
        sheetTop?.isActive = true
        container.backgroundColor = sheet?.dims(height: height, maximum: maximum) ?? true ? UIColor(white: 0, alpha: 0.4) : .clear
        presented.layer.cornerRadius = sheet?.preferredCornerRadius ?? 10
        sheetGrabber?.removeFromSuperview()
        sheetGrabber = nil
        if sheet?.prefersGrabberVisible == true {
            // UIKit's grabber: a 36 x 5 capsule 5 points from the sheet's top.
            let grabber = UIView(frame: CGRect(x: 0, y: 0, width: 36, height: 5))
            grabber.backgroundColor = UIColor(white: 0.55, alpha: 0.5)
            grabber.layer.cornerRadius = 2.5
            grabber.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(grabber)
            NSLayoutConstraint.activate([
                grabber.centerXAnchor.constraint(equalTo: presented.centerXAnchor),
                grabber.topAnchor.constraint(equalTo: presented.topAnchor, constant: 5),
                grabber.widthAnchor.constraint(equalToConstant: 36),
                grabber.heightAnchor.constraint(equalToConstant: 5),
            ])
            sheetGrabber = grabber
        }
        container.setNeedsLayout()
    }
}
