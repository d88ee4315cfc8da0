import Foundation
import Layout

/// Dots for pages, as UIKit's `UIPageControl`.
@MainActor
open class UIPageControl: UIControl {
    var pages: PageControl { unsafeDowncast(layoutView, to: PageControl.self) }

    /// The Layout view a new one stands for.
    override class func makeLayoutView() -> View { PageControl() }

    /// How many dots.
    open var numberOfPages: Int {
        get { pages.numberOfPages }
        set { pages.numberOfPages = newValue }
    }

    /// The highlighted dot.
    open var currentPage: Int {
        get { pages.currentPage }
        set { pages.currentPage = newValue }
    }

    /// The other dots' colour.
    open var pageIndicatorTintColor: UIColor? {
        get { UIColor(pages.pageIndicatorTintColor) }
        set { pages.pageIndicatorTintColor = (newValue ?? UIColor(white: 0, alpha: 0.3)).layout }
    }

    /// The current dot's colour.
    open var currentPageIndicatorTintColor: UIColor? {
        get { UIColor(pages.currentPageIndicatorTintColor) }
        set { pages.currentPageIndicatorTintColor = (newValue ?? .black).layout }
    }

    /// Whether a single page hides the control (kept).
    open var hidesForSinglePage = false
}
