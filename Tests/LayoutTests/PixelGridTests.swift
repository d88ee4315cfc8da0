import Layout
import Testing

/// UIKit lays frames out on the screen's pixels: each edge of a frame the engine solved is rounded
/// to the nearest pixel boundary in window coordinates (UIView's `contentScaleFactor`, the
/// trait collection's `displayScale`), so views meet without seams and Xcode stores pixel-aligned
/// frames (every frame of the 289 public documents of ../shared/ib lies on its device's grid).
@Suite("Pixel grid: solved frames land on the screen's pixels, as UIKit lays them out")
struct PixelGridTests {
    /// One view pinned at an exact place in a 100 x 60 root, and where it lands on a grid.
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let scale: Double?
        /// Leading and top from the root's edges, width and height.
        let exact: (Double, Double, Double, Double)
        let expected: Rect
        var testDescription: String { name }
    }

    @Test(
        "each edge goes to the nearest pixel in window coordinates; sizes absorb the rounding",
        arguments: [
            Case(
                name: "a 17 pt view centred in 60 pt sits at y = 21.667 on a 3x screen", scale: 3, exact: (40, 21.5, 20, 17),
                expected: Rect(x: 40, y: 65.0 / 3, width: 20, height: 17)),
            Case(
                name: "on a 2x screen 21.5 is a pixel boundary already", scale: 2, exact: (40, 21.5, 20, 17),
                expected: Rect(x: 40, y: 21.5, width: 20, height: 17)),
            Case(
                name: "a window with no display scale keeps the solver's exact values", scale: nil, exact: (40, 21.25, 20, 17.1),
                expected: Rect(x: 40, y: 21.25, width: 20, height: 17.1)),
            Case(
                name: "the middle third of 100 pt at 2x: edges 33.5 and 66.5, so 33 wide", scale: 2,
                exact: (100.0 / 3, 0, 100.0 / 3, 10), expected: Rect(x: 33.5, y: 0, width: 33, height: 10)),
            Case(
                name: "half a pixel rounds up", scale: 2, exact: (0.25, 0.75, 10, 10),
                expected: Rect(x: 0.5, y: 1, width: 10, height: 10)),
            Case(
                name: "a value a rounding error short of half a pixel counts as the half", scale: 3,
                exact: (1484.5 / 3 - 1e-12, 0, 10, 10), expected: Rect(x: 495, y: 0, width: 10, height: 10)),
            Case(
                name: "a 1x screen rounds to whole points", scale: 1, exact: (10.4, 10.6, 20.2, 20.2),
                expected: Rect(x: 10, y: 11, width: 21, height: 20)),
        ])
    func edges(_ c: Case) throws {
        let h = Harness(width: 100, height: 60)
        h.window.displayScale = c.scale
        let v = h.add(View(), "v")
        try LayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: h.root.leadingAnchor, constant: c.exact.0),
            v.topAnchor.constraint(equalTo: h.root.topAnchor, constant: c.exact.1),
            v.widthAnchor.constraint(equalToConstant: c.exact.2), v.heightAnchor.constraint(equalToConstant: c.exact.3),
        ])
        let frame = try #require(h.layout()["v"])
        #expect(
            zip(
                [frame.minX, frame.minY, frame.width, frame.height],
                [c.expected.minX, c.expected.minY, c.expected.width, c.expected.height]
            )
            .allSatisfy { abs($0 - $1) < 1e-9 }, "\(frame)")
    }

    @Test("a subview rounds in window coordinates, from its superview's exact place, not from its rounded frame")
    func nestedRoundsInWindowCoordinates() throws {
        let h = Harness(width: 100, height: 60)
        h.window.displayScale = 2
        let outer = h.add(View(), "outer"), inner = h.add(View(), "inner", to: outer)
        try LayoutConstraint.activate([
            outer.leadingAnchor.constraint(equalTo: h.root.leadingAnchor, constant: 10.25),
            outer.topAnchor.constraint(equalTo: h.root.topAnchor),
            outer.widthAnchor.constraint(equalToConstant: 50), outer.heightAnchor.constraint(equalToConstant: 50),
            inner.leadingAnchor.constraint(equalTo: outer.leadingAnchor, constant: 10.25),
            inner.topAnchor.constraint(equalTo: outer.topAnchor),
            inner.widthAnchor.constraint(equalToConstant: 10), inner.heightAnchor.constraint(equalToConstant: 10),
        ])
        let frames = h.layout()
        // Outer: 10.25 rounds to 10.5. Inner: exactly at 20.5 in the window, a pixel boundary, so
        // 10 from the rounded outer (rounding 10.25 in the outer's coordinates would give 21).
        #expect(frames["outer"]?.minX == 10.5)
        #expect(inner.frame.minX == 10 && frames["inner"]?.minX == 20.5)
    }

    @Test("when a superview moves by less than a pixel its subviews round again, though their own values did not change")
    func subviewsFollowTheResidue() throws {
        let h = Harness(width: 100, height: 60)
        h.window.displayScale = 2
        let outer = h.add(View(), "outer"), inner = h.add(View(), "inner", to: outer)
        let lead = outer.leadingAnchor.constraint(equalTo: h.root.leadingAnchor, constant: 10)
        try LayoutConstraint.activate([
            lead, outer.topAnchor.constraint(equalTo: h.root.topAnchor),
            outer.widthAnchor.constraint(equalToConstant: 50), outer.heightAnchor.constraint(equalToConstant: 50),
            inner.leadingAnchor.constraint(equalTo: outer.leadingAnchor, constant: 10.2),
            inner.topAnchor.constraint(equalTo: outer.topAnchor),
            inner.widthAnchor.constraint(equalToConstant: 10), inner.heightAnchor.constraint(equalToConstant: 10),
        ])
        #expect(h.layout()["inner"]?.minX == 20)  // 20.2
        lead.constant = 10.1  // outer still at 10; inner exactly at 20.3
        #expect(h.layout()["outer"]?.minX == 10)
        #expect(h.layout()["inner"]?.minX == 20.5)
    }

    @Test("a device's window takes the device's scale; changing the scale lays the frames out again")
    func deviceScaleAndChange() throws {
        #expect(Window(device: .iPhone15, logSink: { _ in }).displayScale == 3)
        #expect(Window(size: Size(width: 10, height: 10), logSink: { _ in }).displayScale == nil)
        let h = Harness(width: 100, height: 60)
        let v = h.add(View(), "v")
        try LayoutConstraint.activate([
            v.centerYAnchor.constraint(equalTo: h.root.centerYAnchor), v.leadingAnchor.constraint(equalTo: h.root.leadingAnchor),
            v.widthAnchor.constraint(equalToConstant: 20), v.heightAnchor.constraint(equalToConstant: 17),
        ])
        #expect(h.layout()["v"]?.minY == 21.5)
        h.window.displayScale = 3
        #expect(h.layout()["v"]?.minY == 65.0 / 3)
        #expect(h.window.traitCollection.displayScale == 3)
        h.window.displayScale = nil
        #expect(h.layout()["v"]?.minY == 21.5)
    }

    /// Records the scale each trait change came from.
    final class TraitWatcher: View {
        var previousScales: [Double] = []
        override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
            previousScales.append(previousTraitCollection?.displayScale ?? -1)
        }
    }

    @Test("a new scale is a trait change: views hear of it with the traits they had")
    func scaleChangeIsATraitChange() {
        let h = Harness(width: 100, height: 60)
        let watcher = h.add(TraitWatcher(), "w")
        h.window.displayScale = 2
        h.window.displayScale = 3
        h.window.displayScale = 3
        h.window.displayScale = nil
        #expect(watcher.previousScales == [1, 2, 3])
    }

    @Test("a rotation that keeps the size classes is no trait change, whatever scale the window was given")
    func rotationAtAnotherScale() {
        let window = Window(device: .iPad, logSink: { _ in })
        let controller = ViewController()
        window.rootViewController = controller
        let watcher = TraitWatcher()
        controller.view.addSubview(watcher)
        window.displayScale = 1
        window.orientation = .landscape
        #expect(watcher.previousScales == [2])  // the scale change only; the iPad is regular both ways
    }

    @Test(
        "a scale that is not a number of pixels per point is refused, reported, and changes nothing",
        arguments: [0, -2, 9, .nan, .infinity])
    func refusedScale(_ scale: Double) {
        let h = Harness(width: 100, height: 60)
        h.window.displayScale = 2
        h.window.displayScale = scale
        #expect(h.window.displayScale == 2)
        guard case .outOfRange(let message) = h.window.lastError else {
            Issue.record("no outOfRange error: \(String(describing: h.window.lastError))")
            return
        }
        #expect(message.contains("Refusing displayScale") && message.contains("keeping 2.0"))
    }

    @Test("a view that translates its autoresizing mask keeps the frame it was given, as UIKit's autoresizing does")
    func autoresizingKeepsItsFrame() {
        let h = Harness(width: 100, height: 60)
        h.window.displayScale = 3
        let v = View(frame: Rect(x: 10.25, y: 0.1, width: 20.2, height: 5))
        v.accessibilityIdentifier = "v"
        h.root.addSubview(v)
        let frame = h.layout()["v"] ?? .zero
        #expect(
            zip([frame.minX, frame.minY, frame.width, frame.height], [10.25, 0.1, 20.2, 5]).allSatisfy { abs($0 - $1) < 1e-9 },
            "\(frame)")
    }
}
