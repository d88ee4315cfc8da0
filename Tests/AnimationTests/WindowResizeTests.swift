import Animation
import Layout
import Testing

@Suite("Window rotation and live resize")
struct WindowResizeTests {
    /// A window whose one view fills the left half: its frame follows the window size.
    func halfWindow() -> (Window, View) {
        let window = Window(size: Size(width: 400, height: 200), logSink: { _ in })
        let controller = ViewController()
        window.rootViewController = controller
        let root = controller.view!
        let half = View()
        half.accessibilityIdentifier = "half"
        half.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(half)
        try! LayoutConstraint.activate([
            half.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            half.topAnchor.constraint(equalTo: root.topAnchor),
            half.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            half.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5),
        ])
        window.layoutIfNeeded()
        return (window, half)
    }

    @Test("transition(to: .landscape) on a device: the other orientation's size and safe area at once; the safe-area view eases over 0.4 s")
    func deviceRotation() {
        let window = Window(device: .iPhone15, orientation: .portrait, logSink: { _ in })
        let controller = ViewController()
        window.rootViewController = controller
        let root = controller.view!
        let safe = View()
        safe.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(safe)
        try! LayoutConstraint.activate([
            safe.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
            safe.bottomAnchor.constraint(equalTo: root.safeAreaLayoutGuide.bottomAnchor),
            safe.leadingAnchor.constraint(equalTo: root.safeAreaLayoutGuide.leadingAnchor),
            safe.trailingAnchor.constraint(equalTo: root.safeAreaLayoutGuide.trailingAnchor),
        ])
        window.layoutIfNeeded()
        window.transition(to: .landscape)
        #expect(window.size == Size(width: 852, height: 393) && window.safeAreaInsets.left == 59)
        #expect(safe.frame == Rect(x: 59, y: 0, width: 734, height: 372), "the model frame changes at once")
        window.animator.advance(by: 0.2)
        let mid = safe.presentationFrame ?? safe.frame
        #expect(mid.x > 0 && mid.x < 59, "drawn mid-rotation: \(mid)")
        window.animator.settle()
        #expect(safe.presentationFrame == nil || safe.presentationFrame == safe.frame)
        #expect(window.traitCollection.verticalSizeClass == .compact)
    }

    @Test("transition: the size and the model frames change at once; drawn frames ease in over 0.4 s")
    func transition() {
        let (window, half) = halfWindow()
        var finished: [Bool] = []
        window.transition(to: Size(width: 200, height: 400), completion: { finished.append($0) })
        #expect(window.size == Size(width: 200, height: 400))
        #expect(half.frame == Rect(x: 0, y: 0, width: 100, height: 400))
        #expect(half.presentationFrame == Rect(x: 0, y: 0, width: 200, height: 200))
        window.animator.advance(by: 0.2)  // half way: easeInOut is at 0.5 by symmetry
        #expect(abs(half.presentationFrame!.width - 150) < 1e-9 && abs(half.presentationFrame!.height - 300) < 1e-9)
        window.animator.settle()
        #expect(half.presentationFrame == nil && finished == [true])
    }

    @Test("animateSize: every frame has an in-between size in whole points and its own solved layout")
    func liveResize() {
        let (window, half) = halfWindow()
        var finished: [Bool] = []
        window.animateSize(to: Size(width: 300, height: 100), duration: 1, options: .curveLinear) { finished.append($0) }
        var widths: [Double] = []
        for _ in 0..<10 {
            window.animator.advance(by: 0.1)
            window.layoutIfNeeded()
            widths.append(window.size.width)
            #expect(window.size.width == window.size.width.rounded() && window.size.height == window.size.height.rounded())
            #expect(half.frame == Rect(x: 0, y: 0, width: window.size.width / 2, height: window.size.height), "solved, not interpolated")
            #expect(half.presentationFrame == nil)
        }
        #expect(widths == [390, 380, 370, 360, 350, 340, 330, 320, 310, 300])
        #expect(finished == [true] && !window.animator.isAnimating)
    }

    @Test("a second resize takes over from the size reached; the first one ends unfinished")
    func takeOver() {
        let (window, _) = halfWindow()
        var finished: [String] = []
        window.animateSize(to: Size(width: 200, height: 200), duration: 1, options: .curveLinear) { finished.append("first \($0)") }
        window.animator.advance(by: 0.5)
        #expect(window.size.width == 300)
        window.animateSize(to: Size(width: 500, height: 200), duration: 1, options: .curveLinear) { finished.append("second \($0)") }
        window.animator.advance(by: 0.5)
        #expect(window.size.width == 400)
        window.animator.settle()
        #expect(window.size.width == 500 && finished == ["first false", "second true"])
    }

    @Test(
        "sizes that are not finite and positive are refused: the window keeps its size",
        arguments: [
            Size(width: .nan, height: 100), Size(width: 100, height: .infinity), Size(width: 0, height: 100), Size(width: -5, height: 100),
        ])
    func refused(size: Size) {
        let (window, half) = halfWindow()
        var finished: [Bool] = []
        window.animateSize(to: size, duration: 1) { finished.append($0) }
        window.transition(to: size, completion: { finished.append($0) })
        window.animator.settle()
        window.layoutIfNeeded()
        #expect(finished == [false, false] && window.size == Size(width: 400, height: 200))
        #expect(half.frame == Rect(x: 0, y: 0, width: 200, height: 200) && window.log.isEmpty)
    }
}
