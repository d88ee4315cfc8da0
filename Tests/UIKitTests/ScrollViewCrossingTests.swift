import Testing
import UIKit

/// A scroll view placed by its frame layout guide, as iOS 11 code writes it, with a badge inside
/// it pinned to the controller's view outside (a "sticky" view).
final class FrameGuideScreen: UIViewController {
    let scrollView = UIScrollView()
    let content = UIView()
    let badge = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Guides"
        for v in [scrollView, content, badge] { v.translatesAutoresizingMaskIntoConstraints = false }
        view.addSubview(scrollView)
        scrollView.addSubview(content)
        scrollView.addSubview(badge)
        NSLayoutConstraint.activate([
            scrollView.frameLayoutGuide.topAnchor.constraint(equalTo: view.topAnchor),
            scrollView.frameLayoutGuide.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            scrollView.frameLayoutGuide.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.frameLayoutGuide.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            content.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
            content.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
            content.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 2000),
            badge.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 10),
            badge.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -10),
            badge.widthAnchor.constraint(equalToConstant: 60),
            badge.heightAnchor.constraint(equalToConstant: 30),
        ])
    }
}

@MainActor
@Suite("Constraints that reach out of a scroll view are evaluated through its bounds, whose origin is its content offset, as UIKit's are")
struct ScrollViewCrossingTests {
    @Test(
        "a scroll view whose frame layout guide is pinned to its superview's edges fills it, under a navigation bar too, the content inset below the bar",
        arguments: [false, true])
    func frameGuidePlacesScrollView(inNavigationController: Bool) {
        let screen = FrameGuideScreen()
        _ = showInWindow(inNavigationController ? UINavigationController(rootViewController: screen) : screen)
        let top: CGFloat = inNavigationController ? 103 : 59
        #expect(screen.scrollView.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(screen.scrollView.frameLayoutGuide.layoutFrame.size == CGSize(width: 393, height: 852))
        #expect(screen.scrollView.adjustedContentInset == UIEdgeInsets(top: top, left: 0, bottom: 34, right: 0))
        #expect(screen.scrollView.contentOffset.y == -top)
        #expect(screen.content.frame == CGRect(x: 0, y: 0, width: 393, height: 2000))
    }

    @Test(
        "a view inside a scroll view pinned to a view outside it stays where that pins it as the content scrolls",
        arguments: [0.0, 250, 1000])
    func viewPinnedOutsideStays(offset: Double) {
        let screen = FrameGuideScreen()
        let window = showInWindow(UINavigationController(rootViewController: screen))
        screen.scrollView.contentOffset = CGPoint(x: 0, y: offset)
        window.layoutIfNeeded()
        let onScreen = screen.badge.convert(screen.badge.bounds, to: nil)
        #expect(onScreen == CGRect(x: 393 - 10 - 60, y: 103 + 10, width: 60, height: 30))
        #expect(abs(screen.badge.frame.origin.y - (offset + 113)) < 0.001, "in the content, as far down as it is scrolled")
        #expect(screen.content.frame.origin.y == 0, "the content itself scrolls")
    }
}
