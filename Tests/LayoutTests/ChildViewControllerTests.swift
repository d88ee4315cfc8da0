import Layout
import Testing

/// Container controllers as UIKit has them: `addChild(_:)`, `removeFromParent()`, the move
/// callbacks, and a child's `additionalSafeAreaInsets` added to what reaches its view from the
/// parent's (Apple: "Positioning content relative to the safe area").
@Suite("Child view controllers: containment callbacks, passes and safe areas")
struct ChildViewControllerTests {
    /// Records its callbacks.
    final class Child: ViewController {
        var events: [String] = []
        override func willMove(toParent parent: ViewController?) { events.append("willMove(\(parent == nil ? "nil" : "parent"))") }
        override func didMove(toParent parent: ViewController?) { events.append("didMove(\(parent == nil ? "nil" : "parent"))") }
        override func viewSafeAreaInsetsDidChange() { events.append("safeArea") }
        override func viewWillLayoutSubviews() { events.append("willLayout") }
        override func viewDidLayoutSubviews() { events.append("didLayout") }
    }

    /// An iPhone 15 window whose root shows `child`'s view at `top`, full width, 200 pt high.
    private func embed(_ child: Child, top: Double) throws -> (Window, ViewController) {
        let window = Window(device: .iPhone15, logSink: { _ in })
        let parent = ViewController()
        window.rootViewController = parent
        parent.addChild(child)
        let v = child.view!
        v.translatesAutoresizingMaskIntoConstraints = false
        parent.view.addSubview(v)
        try LayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: parent.view.leadingAnchor),
            v.trailingAnchor.constraint(equalTo: parent.view.trailingAnchor),
            v.topAnchor.constraint(equalTo: parent.view.topAnchor, constant: top),
            v.heightAnchor.constraint(equalToConstant: 200),
        ])
        child.didMove(toParent: parent)
        window.layoutIfNeeded()
        return (window, parent)
    }

    @Test("addChild calls willMove(toParent:); the caller calls didMove; removeFromParent calls didMove(nil)")
    func callbacks() throws {
        let child = Child()
        let (_, parent) = try embed(child, top: 100)
        #expect(parent.children.count == 1 && child.parent === parent)
        #expect(child.events.prefix(1) == ["willMove(parent)"])
        #expect(child.events.contains("didMove(parent)"))
        child.events = []
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(parent.children.isEmpty && child.parent == nil)
        #expect(child.events == ["willMove(nil)", "didMove(nil)"])
    }

    @Test("a child's view gets its controller's layout callbacks in the layout pass")
    func passes() throws {
        let child = Child()
        _ = try embed(child, top: 100)
        #expect(child.events.contains("willLayout") && child.events.contains("didLayout"))
    }

    @Test(
        "a child's safe area: the strip that reaches its view plus its own additionalSafeAreaInsets",
        arguments: [
            (0.0, EdgeInsets(top: 59 + 10, left: 0, bottom: 0, right: 0)),  // under the Dynamic Island
            (100.0, EdgeInsets(top: 10, left: 0, bottom: 0, right: 0)),  // below it: only its own inset
            (652.0, EdgeInsets(top: 10, left: 0, bottom: 34, right: 0)),  // over the home indicator
        ])
    func childSafeArea(top: Double, expected: EdgeInsets) throws {
        let child = Child()
        child.additionalSafeAreaInsets = EdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        let (window, parent) = try embed(child, top: top)
        #expect(child.view.safeAreaInsets == expected)
        #expect(parent.view.safeAreaInsets == window.safeAreaInsets, "the parent's own insets do not change")
        #expect(child.events.contains("safeArea"))
        child.additionalSafeAreaInsets = .zero
        window.layoutIfNeeded()
        #expect(child.view.safeAreaInsets.top == expected.top - 10)
    }
}
