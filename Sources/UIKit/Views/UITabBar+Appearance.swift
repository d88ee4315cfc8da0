import Foundation

extension UITabBar {
    /// The scroll view whose bottom edge the bar follows: the selected screen's (the top
    /// controller's, for a navigation controller), found as the navigation bar finds its own.
    var contentScrollView: UIScrollView? {
        var shown = tabBarController?.selectedViewController
        if let navigation = shown as? UINavigationController { shown = navigation.topViewController }
        return shown?.barContentScrollView(for: .bottom)
    }

    /// Whether the bottom of the content is at the bar: the content scroll view is scrolled to
    /// (or past) its end, or is no taller than its room, or there is no scroll view (iOS 15's rule).
    var isAtScrollEdge: Bool {
        guard let scrollView = contentScrollView else { return true }
        let end = scrollView.contentSize.height + scrollView.adjustedContentInset.bottom - scrollView.bounds.height
        return scrollView.contentOffset.y >= max(end, -scrollView.adjustedContentInset.top) - 0.5
    }

    /// The appearance in effect: the scroll-edge one at the scroll edge (`atEdge`), where without one the
    /// standard look shows with a transparent background; else the standard one.
    func appearance(atScrollEdge atEdge: Bool) -> UIBarAppearance {
        guard atEdge else { return standardAppearance }
        if let edge = scrollEdgeAppearance { return edge }
        let transparent = UITabBarAppearance(barAppearance: standardAppearance)
        transparent.configureWithTransparentBackground()
        return transparent
    }

    /// Draws the appearance in effect: the background (a bar tint in place of the default
    /// material) and the hairline.
    func applyAppearance() {
        drawnAtScrollEdge = isAtScrollEdge
        appearance(atScrollEdge: drawnAtScrollEdge).draw(background: backgroundView, hairline: hairline, barTint: barTintColor)
    }

    /// Follows the selected screen's content scroll view, so that scrolling to its end and back
    /// switches between the scroll-edge and standard appearances.
    func watchScrollEdge() {
        watchedScrollView = UIScrollView.follow(contentScrollView, insteadOf: watchedScrollView, by: self) { [weak self] in
            guard let self, isAtScrollEdge != drawnAtScrollEdge else { return }
            applyAppearance()
        }
        applyAppearance()
    }
}
