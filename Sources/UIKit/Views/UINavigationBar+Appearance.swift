import Foundation
import Layout

/// A navigation bar's four appearances (UIKit's properties of the same names).
@MainActor
struct BarAppearances {
    var standard = UINavigationBarAppearance()
    var compact: UINavigationBarAppearance?
    var scrollEdge: UINavigationBarAppearance?
    var compactScrollEdge: UINavigationBarAppearance?
}

extension UINavigationBar {
    /// The title's font when the appearances give none: 17 pt semibold, or 34 pt bold when large.
    static func titleFont(large: Bool) -> UIFont {
        large ? .systemFont(ofSize: 34, weight: .bold) : .systemFont(ofSize: 17, weight: .semibold)
    }

    /// The scroll view whose top edge the bar follows: the top controller's
    /// (``UIViewController/barContentScrollView(for:)``).
    var contentScrollView: UIScrollView? {
        navigationController?.topViewController?.barContentScrollView(for: .top)
    }

    /// Whether the top of the content is at the bar: the content scroll view rests at (or is
    /// pulled past) its top, or there is no scroll view at all (iOS 15's rule).
    var isAtScrollEdge: Bool {
        guard let scrollView = contentScrollView else { return true }
        return scrollView.contentOffset.y <= -scrollView.adjustedContentInset.top + 0.5
    }

    /// The appearance in effect: the top controller's item's, else the bar's; the compact ones in
    /// a compact-height bar; the scroll-edge ones at the scroll edge (`atEdge`), where without one the
    /// standard look shows with a transparent background.
    func appearance(atScrollEdge atEdge: Bool) -> UINavigationBarAppearance {
        let item = navigationController?.topViewController?.navigationItem
        let compact = traitCollection.verticalSizeClass == .compact
        var standard = item?.standardAppearance ?? standardAppearance
        if compact { standard = item?.compactAppearance ?? compactAppearance ?? standard }
        guard atEdge else { return standard }
        var edge = item?.scrollEdgeAppearance ?? scrollEdgeAppearance
        if compact { edge = item?.compactScrollEdgeAppearance ?? compactScrollEdgeAppearance ?? edge }
        return edge ?? standard.withTransparentBackground()
    }

    /// Draws the appearance in effect: the background (a bar tint in place of the default
    /// material), the hairline, the title's font and colour.
    func applyAppearance() {
        drawnAtScrollEdge = isAtScrollEdge
        let look = appearance(atScrollEdge: drawnAtScrollEdge)
        look.draw(background: backgroundView, hairline: hairline, barTint: barTintColor)
        let large = drawsLargeTitle
        let legacy = (large ? largeTitleTextAttributes : titleTextAttributes) ?? [:]
        let own = large ? look.largeTitleTextAttributes : look.titleTextAttributes
        let attributes = legacy.merging(own) { _, new in new }
        titleLabel.font = attributes[.font] as? UIFont ?? Self.titleFont(large: large)
        titleLabel.textColor = attributes[.foregroundColor] as? UIColor ?? .label
    }

    /// Follows the top controller's content scroll view, so that scrolling away from its top
    /// edge and back switches between the standard and scroll-edge appearances, and collapses a
    /// large title.
    func watchScrollEdge() {
        if watchedScrollView !== contentScrollView {
            watchedScrollView?.scroll.topPullRoom = 0
            watchedScrollView?.scroll.restingOffsetAdjustment = nil
        }
        watchedScrollView = UIScrollView.follow(contentScrollView, insteadOf: watchedScrollView, by: self) { [weak self] in
            guard let self else { return }
            followLargeTitle()
            if isAtScrollEdge != drawnAtScrollEdge { applyAppearance() }
        }
        watchedScrollView?.scroll.restingOffsetAdjustment =
            showsLargeTitle ? { [weak self] target in self?.snappingLargeTitle(target) ?? target } : nil
        followLargeTitle()
    }

    /// How far a large title is collapsed with the watched scroll view's content at `offsetY`:
    /// the points it is scrolled up from its expanded top (unclamped: below 0 when pulled down,
    /// past ``largeTitleRoom`` once the title is inline). Nil without a large title or a scroll view.
    private func largeTitleScroll(atOffsetY offsetY: CGFloat) -> CGFloat? {
        guard showsLargeTitle, let scrollView = watchedScrollView else { return nil }
        return offsetY + scrollView.adjustedContentInset.top + largeTitleCollapse
    }

    /// Where content released by a drag rests so the large title is not left half collapsed, as
    /// UIKit snaps it: a resting place that would leave it part way goes to where it is fully
    /// open (less than half collapsed) or fully shut.
    func snappingLargeTitle(_ target: Point) -> Point {
        guard let collapse = largeTitleScroll(atOffsetY: target.y), collapse > 0, collapse < Self.largeTitleRoom else { return target }
        let snapped: CGFloat = collapse < Self.largeTitleRoom / 2 ? 0 : Self.largeTitleRoom
        return Point(x: target.x, y: target.y + snapped - collapse)
    }

    /// Collapses a large title as the content scrolls up, as UIKit's: the bar loses a point of its
    /// large-title room for each point the content moves up from its top, down to the 44-point bar
    /// with the title inline, and grows back as the content comes back down (the controller's safe
    /// area follows, so the content's top stays at the bar until the title is collapsed).
    ///
    /// It waits until the bar has been laid out at the height it asks for: only then does the
    /// scroll view's inset reflect the collapse (a pushed controller's content starts from the
    /// expanded bar; one popped back to, scrolled, collapses it again at that layout).
    func followLargeTitle() {
        guard abs(frame.height - height) < 0.01, let scrollView = watchedScrollView,
            let scrolled = largeTitleScroll(atOffsetY: scrollView.contentOffset.y)
        else { return }
        // On the pixel grid, so the bar is laid out at exactly the height asked for.
        let collapse = min(max(scrolled, 0), Self.largeTitleRoom).roundedToScreenPixel
        guard collapse != largeTitleCollapse else { return }
        let wasLarge = drawsLargeTitle
        largeTitleCollapse = collapse
        scrollView.scroll.topPullRoom = collapse
        if drawsLargeTitle != wasLarge {
            update()
        } else {
            navigationController?.updateTopInset()
        }
    }
}

extension UIViewController {
    /// The scroll view whose edge the bars at `edge` follow: the one named with
    /// ``setContentScrollView(_:for:)``, else this controller's view when that is a scroll view,
    /// else its view's first subview when that is one (a table or collection filling the
    /// screen). Nil when the view is not loaded or there is none.
    func barContentScrollView(for edge: NSDirectionalRectEdge) -> UIScrollView? {
        guard isViewLoaded else { return nil }
        if let named = contentScrollView(for: edge) { return named }
        return layoutController.contentScrollView.map(UIView.wrapping) as? UIScrollView
    }
}
