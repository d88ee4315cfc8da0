import Layout

/// A window filled by a scroll view whose content view is pinned to its content guide: what the
/// scroll-view tests share.
public enum ScrollFixture {
    /// Makes the window and lays it out.
    ///
    /// - Parameters:
    ///   - window: the window to fill (a device's or a plain size).
    ///   - contentSize: the content view's size; nil leaves it without one (ambiguous).
    ///   - widthFollowsFrame: make the content as wide as the scroll view's frame guide instead
    ///     of `contentSize.width`.
    ///   - configure: sets the scroll view up before the constraints are made.
    /// - Returns: the window (which holds the hierarchy), the scroll view and the content view.
    public static func make(
        in window: Window, contentSize: Size?, widthFollowsFrame: Bool = false, configure: (ScrollView) -> Void = { _ in }
    ) throws -> (Window, ScrollView, View) {
        window.rootViewController = ViewController()
        let root = window.rootView!
        let scroll = ScrollView(), content = View()
        for v in [scroll, content] { v.translatesAutoresizingMaskIntoConstraints = false }
        root.addSubview(scroll)
        scroll.addSubview(content)
        configure(scroll)
        var constraints = [
            scroll.leadingAnchor.constraint(equalTo: root.leadingAnchor), scroll.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            scroll.topAnchor.constraint(equalTo: root.topAnchor), scroll.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
            content.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
            content.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
        ]
        if let size = contentSize {
            constraints.append(
                widthFollowsFrame
                    ? content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor)
                    : content.widthAnchor.constraint(equalToConstant: size.width))
            constraints.append(content.heightAnchor.constraint(equalToConstant: size.height))
        }
        try LayoutConstraint.activate(constraints)
        window.layoutIfNeeded()
        return (window, scroll, content)
    }
}
