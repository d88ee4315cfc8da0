import Foundation

/// Pages of controllers, one on screen at a time, as UIKit's `UIPageViewController`: its data
/// source gives the controllers before and after the shown one, and a horizontal drag of more
/// than a fifth of the screen (or a fast flick) turns to the next or previous page, telling the
/// delegate. With the scroll style, a data source that gives `presentationCount(for:)` gets
/// UIKit's page control at the bottom.
///
/// Pages turn at once (the slide and the curl are not drawn).
@MainActor
open class UIPageViewController: UIViewController {
    /// How pages turn.
    public enum TransitionStyle: Int, Sendable {
        /// A page curl (turned at once here).
        case pageCurl
        /// A slide.
        case scroll
    }

    /// The direction pages follow each other.
    public enum NavigationOrientation: Int, Sendable {
        /// Side by side.
        case horizontal
        /// One above the other.
        case vertical
    }

    /// Which way a turn goes.
    public enum NavigationDirection: Int, Sendable {
        /// To the next page.
        case forward
        /// To the previous page.
        case reverse
    }

    /// How pages turn.
    public let transitionStyle: TransitionStyle
    /// Which way pages follow each other.
    public let navigationOrientation: NavigationOrientation
    /// Gives the pages around the shown one.
    open weak var dataSource: UIPageViewControllerDataSource? { didSet { showPageControl() } }
    /// Hears turns.
    open weak var delegate: UIPageViewControllerDelegate?
    /// Whether pages show side by side (kept: one page shows).
    open var isDoubleSided = false

    /// The page control the scroll style shows when the data source gives a count.
    let pageControl = UIPageControl()
    private var shownPages: [UIViewController] = []

    /// Makes a page controller.
    public init(transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation, options: [OptionsKey: Any]? = nil) {
        transitionStyle = style
        self.navigationOrientation = navigationOrientation
        super.init(nibName: nil, bundle: nil)
    }

    /// Makes a page curl controller (archives are not read here).
    public required init?(coder: NSCoder) {
        transitionStyle = .pageCurl
        navigationOrientation = .horizontal
        super.init(coder: coder)
    }

    /// The controllers shown (one).
    open var viewControllers: [UIViewController]? { shownPages }

    /// Shows pages (the first), at once; `completion` hears true.
    open func setViewControllers(
        _ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool, completion: ((Bool) -> Void)? = nil
    ) {
        let old = shownPages.first
        shownPages = Array((viewControllers ?? []).prefix(1))
        if isViewLoaded, old !== shownPages.first {
            replaceShownChild(old, with: shownPages.first, below: pageControl, animated: animated) { _, _ in }
        }
        showPageControl()
        completion?(true)
    }

    /// The page control over the pages, and a pan that turns them.
    open override func loadView() {
        view = UIView(frame: UIScreen.main.bounds)
        view.backgroundColor = .clear
        pageControl.translatesAutoresizingMaskIntoConstraints = false
        pageControl.isUserInteractionEnabled = false
        view.addSubview(pageControl)
        NSLayoutConstraint.activate([
            pageControl.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            pageControl.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
        ])
        view.addGestureRecognizer(UIPanGestureRecognizer { [weak self] pan in self?.panned(pan) })
        if let first = shownPages.first { replaceShownChild(nil, with: first, below: pageControl, animated: false) { _, _ in } }
        showPageControl()
    }

    private func showPageControl() {
        guard transitionStyle == .scroll, let dataSource else {
            pageControl.isHidden = true
            return
        }
        let count = dataSource.presentationCount(for: self)
        pageControl.isHidden = count <= 0
        pageControl.numberOfPages = count
        pageControl.currentPage = max(dataSource.presentationIndex(for: self), 0)
    }

    private func panned(_ pan: UIPanGestureRecognizer) {
        guard pan.state == .ended, let current = shownPages.first, let dataSource else { return }
        let horizontal = navigationOrientation == .horizontal
        let moved = horizontal ? pan.translation(in: view).x : pan.translation(in: view).y
        let speed = horizontal ? pan.velocity(in: view).x : pan.velocity(in: view).y
        let length = horizontal ? view.bounds.width : view.bounds.height
        guard abs(moved) > length / 5 || abs(speed) > 500 else { return }
        let forward = moved < 0
        let next =
            forward
            ? dataSource.pageViewController(self, viewControllerAfter: current)
            : dataSource.pageViewController(self, viewControllerBefore: current)
        guard let next else { return }
        delegate?.pageViewController(self, willTransitionTo: [next])
        setViewControllers([next], direction: forward ? .forward : .reverse, animated: true)
        delegate?.pageViewController(self, didFinishAnimating: true, previousViewControllers: [current], transitionCompleted: true)
    }

    /// The keys of the options a page controller is made with (kept).
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        /// The name.
        public let rawValue: String
        /// Makes a key from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The space between pages of the scroll style.
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
        /// Where the spine of the page curl is.
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
    }
}

/// What gives a page controller its pages, as UIKit's `UIPageViewControllerDataSource`.
@MainActor
public protocol UIPageViewControllerDataSource: AnyObject {
    /// The page before one (nil: it is the first).
    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
    ) -> UIViewController?
    /// The page after one (nil: it is the last).
    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
    ) -> UIViewController?
    /// How many dots the page control shows (0 by default: no page control).
    func presentationCount(for pageViewController: UIPageViewController) -> Int
    /// Which dot is current (0 by default).
    func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

extension UIPageViewControllerDataSource {
    /// No page control.
    public func presentationCount(for pageViewController: UIPageViewController) -> Int { 0 }
    /// The first dot.
    public func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }
}

/// What hears a page controller's turns, as UIKit's `UIPageViewControllerDelegate` (both methods
/// have empty defaults).
@MainActor
public protocol UIPageViewControllerDelegate: AnyObject {
    /// A turn to these pages begins.
    func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController])
    /// A turn ended.
    func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool, previousViewControllers: [UIViewController],
        transitionCompleted completed: Bool)
}

extension UIPageViewControllerDelegate {
    /// Does nothing.
    public func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController])
    {}
    /// Does nothing.
    public func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool, previousViewControllers: [UIViewController],
        transitionCompleted completed: Bool
    ) {}
}
