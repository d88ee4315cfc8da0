import Layout
import Rendering
import SDLBackend
import Testing

/// Sublayers, gradients and shapes as the display list orders them and the painter fills them.
@MainActor
@Suite("Layers drawn: sublayer order among subviews, gradients and paths filled and stroked")
struct LayerDrawingTests {
    /// A 100 x 100 window whose root view holds `build`'s views and layers, laid out.
    static func window(_ build: (View) -> Void) -> Window {
        let window = Window(size: Size(width: 100, height: 100), logSink: { _ in })
        let controller = ViewController()
        window.rootViewController = controller
        build(controller.view)
        window.layoutIfNeeded()
        return window
    }

    static func filled(_ color: Color, _ frame: Rect) -> Sublayer {
        let s = Sublayer()
        s.frame = frame
        s.backgroundColor = color
        return s
    }

    static let red = Color(red: 255, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 255)

    @Test(
        "a sublayer is drawn where it stands among the subviews: at index 0 under them, added last over them, over a subview that left where that subview was",
        arguments: [
            ("inserted at 0", 0, false, ["fill 0 0 10 10 #FF0000", "fill 0 0 50 50 #0000FF"]),
            ("added after the subview", 1, false, ["fill 0 0 50 50 #0000FF", "fill 0 0 10 10 #FF0000"]),
            ("added over a subview that then left", 1, true, ["fill 0 0 10 10 #FF0000"]),
        ])
    func order(name: String, index: Int, removesSubview: Bool, expected: [String]) {
        var sub: View?
        let window = Self.window { root in
            let v = View(frame: Rect(x: 0, y: 0, width: 50, height: 50))
            v.backgroundColor = Self.blue
            root.addSubview(v)
            root.insertSublayer(Self.filled(Self.red, Rect(x: 0, y: 0, width: 10, height: 10)), at: index)
            sub = v
        }
        if removesSubview { sub?.removeFromSuperview() }
        let lines = DisplayList(window: window).dump.split(separator: "\n").map(String.init).filter { $0.hasPrefix("fill") }
        #expect(lines == expected, "\(name)")
        #expect(window.rootView?.layerChildren.count == (removesSubview ? 1 : 2))
    }

    @Test("a sublayer's opacity fades its background and its own sublayers; a hidden one draws nothing; masksToBounds clips its sublayers")
    func opacityHiddenAndMasks() {
        let window = Self.window { root in
            let faded = Self.filled(Self.red, Rect(x: 10, y: 10, width: 40, height: 40))
            faded.opacity = 0.5
            faded.masksToBounds = true
            faded.sublayers = [Self.filled(Self.blue, Rect(x: 30, y: 30, width: 40, height: 40))]
            let hidden = Self.filled(Self.blue, Rect(x: 0, y: 0, width: 5, height: 5))
            hidden.isHidden = true
            root.insertSublayer(faded, at: 0)
            root.insertSublayer(hidden, at: 1)
        }
        #expect(
            DisplayList(window: window).dump.split(separator: "\n").dropFirst().map(String.init) == [
                "fill 10 10 40 40 #FF000080", "clip 10 10 40 40", "fill 40 40 40 40 #0000FF80", "unclip",
            ])
    }

    @Test(
        "a gradient's colour along it: the end colours outside the stops, linear between them, locations honoured when there is one per colour",
        arguments: [
            ([0.0, 1.0] as [Double]?, 0.5, 128), (nil, 0.25, 64), ([0.5, 1.0], 0.25, 0), ([0.5, 1.0], 0.75, 128), ([0.5], 0.75, 191),
            (nil, -1.0, 0),
            (nil, 2.0, 255),
        ])
    func gradientStops(locations: [Double]?, t: Double, red: Int) {
        let g = Gradient(colors: [Color(red: 0, green: 0, blue: 0), Color(red: 255, green: 0, blue: 0)], locations: locations)
        #expect(Int(g.color(at: t).red) == red)
    }

    @Test("an axial gradient runs from its start to its end point across the layer's own geometry, corners rounded")
    func gradientPixels() throws {
        let window = Self.window { root in
            let layer = Sublayer()
            layer.frame = Rect(x: 0, y: 0, width: 100, height: 50)
            layer.cornerRadius = 10
            layer.content = .gradient(
                Gradient(colors: [Self.red, Self.blue], startPoint: Point(x: 0, y: 0.5), endPoint: Point(x: 1, y: 0.5)))
            root.insertSublayer(layer, at: 0)
        }
        let renderer = try HeadlessRenderer(width: 100, height: 100)
        try renderer.draw(DisplayList(window: window))
        let left = renderer.pixel(x: 2, y: 25), middle = renderer.pixel(x: 50, y: 25), right = renderer.pixel(x: 97, y: 25)
        #expect(left.red > 245 && left.blue < 10, "\(left)")
        #expect(abs(Int(middle.red) - 127) <= 3 && abs(Int(middle.blue) - 128) <= 3, "\(middle)")
        #expect(right.blue > 245 && right.red < 10, "\(right)")
        #expect(renderer.pixel(x: 0, y: 0) == .white, "the rounded corner is not filled")
        #expect(renderer.pixel(x: 50, y: 75) == .white, "below the layer")
    }

    @Test("a shape's fill covers its inside, with the even-odd rule leaving the hole of a ring, and partly covered edge pixels blend")
    func pathFill() throws {
        var ring = Path(ellipseIn: Rect(x: 10, y: 10, width: 80, height: 80))
        ring.append(Path(ellipseIn: Rect(x: 30, y: 30, width: 40, height: 40)))
        var shape = Shape(path: ring)
        shape.fillRule = .evenOdd
        shape.fillColor = Self.red
        var half = Shape(path: Path(rect: Rect(x: 0, y: 0, width: 0.5, height: 4)))
        half.fillColor = Self.blue
        let window = Self.window { root in
            for s in [shape, half] {
                let layer = Sublayer()
                layer.frame = Rect(x: 0, y: 0, width: 100, height: 100)
                layer.content = .shape(s)
                root.insertSublayer(layer, at: root.layerChildren.count)
            }
        }
        let renderer = try HeadlessRenderer(width: 100, height: 100)
        try renderer.draw(DisplayList(window: window))
        #expect(renderer.pixel(x: 20, y: 50) == Self.red, "in the ring")
        #expect(renderer.pixel(x: 50, y: 50) == .white, "in the hole")
        #expect(renderer.pixel(x: 5, y: 5) == .white, "outside")
        let edge = renderer.pixel(x: 0, y: 2)
        #expect(
            abs(Int(edge.blue) - 255) <= 3 && abs(Int(edge.red) - 127) <= 3,
            "half a pixel of blue over white (SDL blends in 8 bits): \(edge)")
        #expect(renderer.pixel(x: 1, y: 2) == .white, "the next pixel is not covered")
    }

    @Test(
        "a stroke covers the line's width around the path, trimmed by strokeEnd, broken by dashes",
        arguments: [
            ("whole", 1.0, [] as [Double], [(50, 50, true), (89, 50, true), (90, 50, false), (50, 53, false)]),
            ("half", 0.5, [], [(30, 50, true), (70, 50, false)]),
            ("dashed 10 on, 10 off", 1.0, [10, 10], [(15, 50, true), (25, 50, false), (35, 50, true)]),
        ])
    func stroke(name: String, end: Double, dashes: [Double], probes: [(Int, Int, Bool)]) throws {
        var line = Path()
        line.move(to: Point(x: 10, y: 50))
        line.addLine(to: Point(x: 90, y: 50))
        var shape = Shape(path: line)
        shape.fillColor = nil
        shape.strokeColor = Self.red
        shape.lineWidth = 4
        shape.strokeEnd = end
        shape.lineDashPattern = dashes
        let window = Self.window { root in
            let layer = Sublayer()
            layer.frame = Rect(x: 0, y: 0, width: 100, height: 100)
            layer.content = .shape(shape)
            root.insertSublayer(layer, at: 0)
        }
        let renderer = try HeadlessRenderer(width: 100, height: 100)
        try renderer.draw(DisplayList(window: window))
        for (x, y, inked) in probes {
            #expect((renderer.pixel(x: x, y: y) == Self.red) == inked, "\(name): (\(x), \(y))")
        }
    }
}

extension LayerDrawingTests {
    @Test("when a subview leaves, the sublayers drawn over it stay over the sublayers of the subview below it")
    func orderKeptWhenSubviewLeaves() {
        var b: View?
        let window = Self.window { root in
            let a = View(), bView = View()
            root.addSubview(a)
            root.addSubview(bView)
            let overB = Self.filled(Self.red, Rect(x: 0, y: 0, width: 10, height: 10))
            let overA = Self.filled(Self.blue, Rect(x: 0, y: 0, width: 20, height: 20))
            root.insertSublayer(overB, at: 2)  // [a, b, overB]
            root.insertSublayer(overA, at: 1)  // [a, overA, b, overB]
            b = bView
        }
        b?.removeFromSuperview()
        let fills = DisplayList(window: window).dump.split(separator: "\n").filter { $0.hasPrefix("fill") }
        #expect(fills == ["fill 0 0 20 20 #0000FF", "fill 0 0 10 10 #FF0000"])
    }
}
