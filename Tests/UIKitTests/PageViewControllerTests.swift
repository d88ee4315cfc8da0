import Testing
import UIKit

/// An onboarding flow as UIKit code writes one: three pages in a scroll-style page controller
/// with UIKit's page control.
final class OnboardingViewController: UIPageViewController, UIPageViewControllerDataSource, UIPageViewControllerDelegate {
    let pages: [UIViewController] = [UIColor.systemTeal, .systemOrange, .systemPink].map { colour in
        let page = UIViewController()
        page.view.backgroundColor = colour
        return page
    }
    var finished: [Int] = []

    init() { super.init(transitionStyle: .scroll, navigationOrientation: .horizontal) }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        dataSource = self
        delegate = self
        setViewControllers([pages[0]], direction: .forward, animated: false)
    }

    var index: Int { pages.firstIndex { $0 === viewControllers?.first } ?? -1 }

    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
    ) -> UIViewController? {
        let i = pages.firstIndex { $0 === viewController } ?? 0
        return i > 0 ? pages[i - 1] : nil
    }
    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
    ) -> UIViewController? {
        let i = pages.firstIndex { $0 === viewController } ?? 0
        return i + 1 < pages.count ? pages[i + 1] : nil
    }
    func presentationCount(for pageViewController: UIPageViewController) -> Int { pages.count }
    func presentationIndex(for pageViewController: UIPageViewController) -> Int { max(index, 0) }
    func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool, previousViewControllers: [UIViewController],
        transitionCompleted completed: Bool
    ) { if completed { self.finished.append(index) } }
}

@MainActor
@Suite("UIPageViewController: one page at a time, turned by a sideways drag, with UIKit's page control")
struct PageViewControllerTests {
    @Test("a leftward drag turns to the next page, a rightward one back, a short one nowhere; past the last page nothing turns")
    func turns() {
        let flow = OnboardingViewController()
        let window = showInWindow(flow)
        #expect(flow.index == 0 && flow.pages[0].view.frame == UIScreen.main.bounds)
        window.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 100, y: 400), duration: 0.4)
        #expect(flow.index == 1)
        window.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 280, y: 400), duration: 0.4)
        #expect(flow.index == 1, "a short drag does not turn")
        window.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 100, y: 400), duration: 0.4)
        window.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 100, y: 400), duration: 0.4)
        #expect(flow.index == 2, "there is no page after the last")
        window.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.4)
        #expect(flow.index == 1)
        #expect(flow.finished == [1, 2, 1])
        // UIKit's page control is private: found among the controller's subviews.
        let dots = flow.view.subviews.compactMap { $0 as? UIPageControl }.first
        #expect(dots?.numberOfPages == 3 && dots?.currentPage == 1 && dots?.isHidden == false)
    }
}
