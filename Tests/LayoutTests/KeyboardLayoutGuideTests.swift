import Layout
import Testing

/// UIKit's `keyboardLayoutGuide` with the keyboard offscreen (LayoutSim shows none): the strip
/// below the safe area, so content pinned above it sits on the safe area's bottom.
@Suite("The keyboard layout guide: the keyboard offscreen, below the safe area")
struct KeyboardLayoutGuideTests {
    /// A window on `device` whose root holds a 44 pt bar pinned 8 pt above the keyboard guide.
    private func bar(on device: Device, _ orientation: Orientation = .portrait) throws -> (Window, View, View) {
        let window = Window(device: device, orientation: orientation, logSink: { _ in })
        window.rootViewController = ViewController()
        let root = window.rootView!
        let bar = View()
        bar.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(bar)
        try LayoutConstraint.activate([
            bar.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            bar.heightAnchor.constraint(equalToConstant: 44),
            bar.bottomAnchor.constraint(equalTo: root.keyboardLayoutGuide.topAnchor, constant: -8),
        ])
        window.layoutIfNeeded()
        return (window, root, bar)
    }

    @Test(
        "the guide spans the view's width from the safe area's bottom to the view's bottom",
        arguments: [
            (Device.iPhone15, Rect(x: 0, y: 818, width: 393, height: 34)),  // above the home indicator
            (Device.iPhoneSE, Rect(x: 0, y: 667, width: 375, height: 0)),  // no home indicator: at the bottom
        ])
    func offscreen(device: Device, guide: Rect) throws {
        let (_, root, bar) = try bar(on: device)
        #expect(root.keyboardLayoutGuide.layoutFrame == guide)
        #expect(bar.frame.maxY == guide.y - 8)
    }

    @Test("usesBottomSafeArea false puts the guide at the view's bottom edge; rotating follows the new safe area")
    func options() throws {
        let (window, root, bar) = try bar(on: .iPhone15)
        root.keyboardLayoutGuide.usesBottomSafeArea = false
        window.layoutIfNeeded()
        #expect(root.keyboardLayoutGuide.layoutFrame == Rect(x: 0, y: 852, width: 393, height: 0))
        #expect(bar.frame.maxY == 844)
        root.keyboardLayoutGuide.usesBottomSafeArea = true
        window.orientation = .landscape
        window.layoutIfNeeded()
        #expect(root.keyboardLayoutGuide.layoutFrame == Rect(x: 0, y: 372, width: 852, height: 21))
        #expect(bar.frame.maxY == 364)
    }
}
