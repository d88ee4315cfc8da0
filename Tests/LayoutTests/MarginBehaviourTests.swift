import Layout
import Testing

/// The margin behaviours of UIKit's `UIView`: readable content, preserved superview margins,
/// directional margins and their change notifications.
@Suite("Margins: readable content, preserved, directional")
struct MarginBehaviourTests {
    final class CountingView: View {
        var marginChanges = 0
        override func layoutMarginsDidChange() { marginChanges += 1 }
    }

    private func window(_ device: Device, _ orientation: Orientation = .portrait) -> (Window, View) {
        let window = Window(device: device, orientation: orientation, logSink: { _ in })
        window.rootViewController = ViewController()
        return (window, window.rootView!)
    }

    /// A view in `root` pinned to `guide` on all four edges, laid out.
    private func viewFilling(_ guide: LayoutGuide, of root: View, in window: Window) throws -> View {
        let view = View()
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        try LayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            view.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            view.topAnchor.constraint(equalTo: guide.topAnchor),
            view.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
        ])
        window.layoutIfNeeded()
        return view
    }

    @Test(
        "readableContentGuide: the margins narrowed to 672 pt and centred on an iPad; the margins themselves on a phone",
        arguments: [
            (Device.iPad, Rect(x: 74, y: 24, width: 672, height: 1136)),
            (Device.iPhone15, Rect(x: 16, y: 59, width: 361, height: 759)),
        ])
    func readable(device: Device, expected: Rect) throws {
        let (window, root) = window(device)
        let text = try viewFilling(root.readableContentGuide, of: root, in: window)
        #expect(text.frame == expected)
    }

    @Test(
        "layoutMarginsFollowReadableWidth: a view pinned to the margins keeps to a 672 pt column centred on an iPad; a phone's margins stay",
        arguments: [
            (Device.iPad, Orientation.portrait, Rect(x: 74, y: 24, width: 672, height: 1136)),
            (Device.iPad, .landscape, Rect(x: 254, y: 24, width: 672, height: 776)),
            (Device.iPhone15, .portrait, Rect(x: 16, y: 59, width: 361, height: 759)),
        ])
    func marginsFollowReadableWidth(device: Device, orientation: Orientation, expected: Rect) throws {
        let (window, root) = window(device, orientation)
        root.layoutMarginsFollowReadableWidth = true
        let text = try viewFilling(root.layoutMarginsGuide, of: root, in: window)
        #expect(text.frame == expected)
        root.layoutMarginsFollowReadableWidth = false
        window.layoutIfNeeded()
        #expect(text.frame.minX == (device == .iPad ? 20 : 16), "the margins again")
    }

    @Test("preservesSuperviewLayoutMargins: a view flush with its superview's edge keeps at least the superview's margin there")
    func preserved() throws {
        let (window, root) = window(.iPhone15)
        let card = View(), inner = View()
        for v in [card, inner] { v.translatesAutoresizingMaskIntoConstraints = false }
        root.addSubview(card)
        card.addSubview(inner)
        card.layoutMargins = EdgeInsets(top: 0, left: 4, bottom: 0, right: 4)
        card.insetsLayoutMarginsFromSafeArea = false
        card.preservesSuperviewLayoutMargins = true
        try LayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: root.leadingAnchor), card.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            card.topAnchor.constraint(equalTo: root.topAnchor, constant: 100), card.heightAnchor.constraint(equalToConstant: 50),
            inner.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor),
            inner.trailingAnchor.constraint(equalTo: card.layoutMarginsGuide.trailingAnchor),
            inner.topAnchor.constraint(equalTo: card.topAnchor), inner.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.layoutIfNeeded()
        #expect(inner.frame == Rect(x: 16, y: 0, width: 361, height: 10), "the root's 16 pt system margins reach into the card")
        card.preservesSuperviewLayoutMargins = false
        window.layoutIfNeeded()
        #expect(inner.frame == Rect(x: 4, y: 0, width: 385, height: 10))
    }

    @Test(
        "directionalLayoutMargins set before the view moves into a right-to-left hierarchy resolve there; layoutMarginsDidChange is called")
    func directional() throws {
        let (window, root) = window(.iPhone15)
        root.semanticContentAttribute = .forceRightToLeft
        let box = CountingView(), inner = View()
        for v in [box, inner] { v.translatesAutoresizingMaskIntoConstraints = false }
        box.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 30, bottom: 0, trailing: 10)
        #expect(box.marginChanges == 1)
        #expect(box.layoutMargins.left == 30, "alone, the view is left to right")
        box.insetsLayoutMarginsFromSafeArea = false
        root.addSubview(box)
        box.addSubview(inner)
        try LayoutConstraint.activate([
            box.leftAnchor.constraint(equalTo: root.leftAnchor), box.widthAnchor.constraint(equalToConstant: 200),
            box.topAnchor.constraint(equalTo: root.topAnchor, constant: 100), box.heightAnchor.constraint(equalToConstant: 50),
            inner.leadingAnchor.constraint(equalTo: box.layoutMarginsGuide.leadingAnchor),
            inner.trailingAnchor.constraint(equalTo: box.layoutMarginsGuide.trailingAnchor),
            inner.topAnchor.constraint(equalTo: box.topAnchor), inner.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.layoutIfNeeded()
        #expect(box.layoutMargins == EdgeInsets(top: 0, left: 10, bottom: 0, right: 30), "leading is on the right now")
        #expect(inner.frame == Rect(x: 10, y: 0, width: 160, height: 10))
        box.layoutMargins = EdgeInsets(top: 0, left: 5, bottom: 0, right: 5)
        #expect(box.marginChanges == 2)
    }
}
