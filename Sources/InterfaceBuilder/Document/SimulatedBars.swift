import Layout

/// The bars Interface Builder draws over a controller's view (its simulated metrics), drawn too:
/// a navigation bar with the navigation item's title under the status bar, a tab bar or toolbar
/// over the home indicator. They sit on top of the view's content, as UIKit's bars do, and take
/// no part in the document's layout (their frames are fixed; they are not among its views).
final class SimulatedBar: View {
    let uikitClass: String

    /// Makes a bar with a hairline along the edge it shares with the content.
    init(uikitClass: String, frame: Rect, hairlineAtBottom: Bool) {
        self.uikitClass = uikitClass
        super.init(frame: frame)
        autoresizingMask = [.flexibleWidth]
        backgroundColor = Color(red: 0xF9, green: 0xF9, blue: 0xF9, alpha: 0xF0)
        let hairline = View(frame: Rect(x: 0, y: hairlineAtBottom ? frame.height - 0.5 : 0, width: frame.width, height: 0.5))
        hairline.autoresizingMask = [.flexibleWidth]
        hairline.backgroundColor = Color(red: 0, green: 0, blue: 0, alpha: 0x4D)
        addSubview(hairline)
    }

    override var className: String { uikitClass }
}

@MainActor
extension InterfaceBuilderDocument {
    /// Adds a controller's simulated bars to its root view, where the view reaches under them.
    ///
    /// - Parameters:
    ///   - root: the controller's view, in its window.
    ///   - controller: the controller's element (for its navigation item's title).
    ///   - insets: the root's safe-area insets: the bars end there.
    func addSimulatedBars(to root: View, controller: IBElement, insets: EdgeInsets) {
        guard let id = controller.id, let bars = bars[id] else { return }
        let width = root.frame.width
        if bars.topHeight > 0, insets.top >= bars.topHeight {
            let bar = SimulatedBar(
                uikitClass: "UINavigationBar", frame: Rect(x: 0, y: insets.top - bars.topHeight, width: width, height: bars.topHeight),
                hairlineAtBottom: true)
            root.addSubview(bar)
            if let title = controller.child("navigationItem", key: "navigationItem")?["title"], !title.isEmpty {
                // The title is centred in the bar's first 44 points, measured by the window's fonts.
                let label = Label(text: title, fontSize: 17)
                label.fontWeight = .semibold
                label.translatesAutoresizingMaskIntoConstraints = false
                bar.addSubview(label)
                try? LayoutConstraint.activate([
                    label.centerXAnchor.constraint(equalTo: bar.centerXAnchor),
                    label.centerYAnchor.constraint(equalTo: bar.topAnchor, constant: 22),
                ])
            }
        }
        if bars.bottom > 0, insets.bottom >= bars.bottom {
            let height = insets.bottom
            root.addSubview(
                SimulatedBar(
                    uikitClass: bars.bottom == 49 ? "UITabBar" : "UIToolbar",
                    frame: Rect(x: 0, y: root.frame.height - height, width: width, height: height), hairlineAtBottom: false))
        }
    }
}
