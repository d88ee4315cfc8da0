import Layout
import Testing

@Suite("View controllers and scroll views")
struct ControllerAndScrollTests {
    final class HookController: ViewController {
        var calls: [String] = []
        override func loadView() {
            calls.append("loadView")
            view = View()
            view.accessibilityIdentifier = "root"
        }
        override func viewDidLoad() { calls.append("viewDidLoad") }
        override func updateViewConstraints() {
            calls.append("updateViewConstraints")
            super.updateViewConstraints()
        }
        override func viewWillLayoutSubviews() { calls.append("viewWillLayoutSubviews") }
        override func viewDidLayoutSubviews() { calls.append("viewDidLayoutSubviews") }
    }

    @Test("the controller's hooks run in UIKit's order; the root view fills the window by named constraints")
    func hooks() {
        let window = Window(size: Size(width: 320, height: 480), logSink: { _ in })
        let controller = HookController()
        window.rootViewController = controller
        window.layoutIfNeeded()
        #expect(
            controller.calls == ["loadView", "viewDidLoad", "updateViewConstraints", "viewWillLayoutSubviews", "viewDidLayoutSubviews"])
        #expect(window.frames["root"] == Rect(x: 0, y: 0, width: 320, height: 480))
        controller.calls = []
        window.layoutIfNeeded()
        #expect(controller.calls.isEmpty, "a clean window runs no hook")
        window.rotate()
        window.layoutIfNeeded()
        #expect(controller.calls == ["viewWillLayoutSubviews", "viewDidLayoutSubviews"])
        #expect(window.frames["root"] == Rect(x: 0, y: 0, width: 480, height: 320))
    }

    /// A scroll view 100 pt tall, 50 pt down a 200 pt wide window, holding content 450 pt tall
    /// pinned to its content guide and as wide as its frame guide.
    static func scrolledContent() throws -> (Harness, ScrollView, View) {
        let h = Harness(width: 200, height: 300)
        let scroll = h.add(ScrollView(), "scroll")
        let content = h.add(View(), "content", to: scroll)
        try LayoutConstraint.activate([
            scroll.leadingAnchor.constraint(equalTo: h.root.leadingAnchor),
            scroll.trailingAnchor.constraint(equalTo: h.root.trailingAnchor),
            scroll.topAnchor.constraint(equalTo: h.root.topAnchor, constant: 50),
            scroll.heightAnchor.constraint(equalToConstant: 100),
            content.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
            content.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
            content.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
            content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 450),
        ])
        return (h, scroll, content)
    }

    @Test("scroll views: content guide size is the content size; the frame guide is the frame; offsets clamp")
    func scrollGuides() throws {
        let (h, scroll, content) = try Self.scrolledContent()
        let pinned = h.add(View(), "pinned", to: scroll)
        try LayoutConstraint.activate([
            pinned.topAnchor.constraint(equalTo: scroll.frameLayoutGuide.topAnchor),
            pinned.leadingAnchor.constraint(equalTo: scroll.frameLayoutGuide.leadingAnchor),
            pinned.widthAnchor.constraint(equalToConstant: 10), pinned.heightAnchor.constraint(equalToConstant: 10),
        ])
        let f = h.layout()
        #expect(scroll.contentSize == Size(width: 200, height: 450))
        #expect(content.frame == Rect(x: 0, y: 0, width: 200, height: 450), "in content coordinates")
        #expect(f["pinned"] == Rect(x: 0, y: 50, width: 10, height: 10))
        #expect(scroll.frameLayoutGuide.layoutFrame == Rect(x: 0, y: 0, width: 200, height: 100))
        scroll.setContentOffset(Point(x: 30, y: 1000))
        #expect(scroll.contentOffset == Point(x: 0, y: 350))
        #expect(scroll.bounds.origin == Point(x: 0, y: 350))
    }

    /// Which of a scroll view's guides a badge is pinned to, and where its top sits in the content
    /// at rest (the scroll view's margins are 8 pt).
    enum BoundsGuide: String, CaseIterable, Sendable { case frame, safeArea, margins }

    @Test(
        "a view pinned to a scroll view's frame, safe-area or margins guide stays put on screen as the content scrolls (those guides sit in its bounds); content pinned to the content guide scrolls",
        arguments: BoundsGuide.allCases)
    func boundsGuidesStayPut(_ kind: BoundsGuide) throws {
        let (h, scroll, content) = try Self.scrolledContent()
        let badge = h.add(View(), "badge", to: scroll)
        let guide = [.frame: scroll.frameLayoutGuide, .safeArea: scroll.safeAreaLayoutGuide, .margins: scroll.layoutMarginsGuide][kind]!
        try LayoutConstraint.activate([
            badge.topAnchor.constraint(equalTo: guide.topAnchor),
            badge.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            badge.widthAnchor.constraint(equalToConstant: 10), badge.heightAnchor.constraint(equalToConstant: 10),
        ])
        _ = h.layout()
        let inset = kind == .margins ? 8.0 : 0
        func onScreen(_ v: View) -> Rect { v.frameInWindow(presentation: false, scrolled: true) }
        #expect(onScreen(badge) == Rect(x: 190 - inset, y: 50 + inset, width: 10, height: 10))
        scroll.setContentOffset(Point(x: 0, y: 200))
        h.window.layoutIfNeeded()
        #expect(onScreen(badge) == Rect(x: 190 - inset, y: 50 + inset, width: 10, height: 10), "stays put")
        #expect(badge.frame.minY == 200 + inset, "in the content's coordinates, it moved with the bounds")
        #expect(onScreen(content).minY == 50 - 200, "the content scrolled")
        #expect(scroll.frameLayoutGuide.layoutFrame == Rect(x: 0, y: 200, width: 200, height: 100))
    }
}
