import Animation
import Layout
import Rendering
import Testing

/// A window of `size` whose root view holds `view` at `frame`, laid out.
@MainActor
private func placed(_ view: View, at frame: Rect, in size: Size) -> Window {
    let window = Window(size: size, logSink: { _ in })
    window.rootViewController = ViewController()
    view.frame = frame
    window.rootView!.addSubview(view)
    window.layoutIfNeeded()
    return window
}

/// The value controls as UIKit's: a tap toggles a switch, a drag moves a slider, a tap selects a
/// segment, each sending `valueChanged` (Apple: UISwitch, UISlider, UISegmentedControl).
@Suite("Switches, sliders and segmented controls: touches change their values")
struct ControlTests {
    private func window(_ control: Control, _ frame: Rect?) -> Window {
        let window = Window(size: Size(width: 320, height: 200), logSink: { _ in })
        window.rootViewController = ViewController()
        control.translatesAutoresizingMaskIntoConstraints = false
        window.rootView!.addSubview(control)
        var constraints = [
            control.leadingAnchor.constraint(equalTo: window.rootView!.leadingAnchor, constant: 20),
            control.topAnchor.constraint(equalTo: window.rootView!.topAnchor, constant: 20),
        ]
        if let frame { constraints.append(control.widthAnchor.constraint(equalToConstant: frame.width)) }
        try! LayoutConstraint.activate(constraints)
        window.layoutIfNeeded()
        return window
    }

    @Test("a switch: 49 x 31 by its alignment rectangle (51 points of frame); a tap toggles it and sends valueChanged")
    func toggle() {
        let s = Switch()
        var changes = 0
        s.addAction(Action { _ in changes += 1 }, for: .valueChanged)
        let w = window(s, nil)
        #expect(s.frame == Rect(x: 20, y: 20, width: 51, height: 31))
        w.tap(at: Point(x: 40, y: 35))
        #expect(s.isOn && changes == 1)
        w.tap(at: Point(x: 40, y: 35))
        #expect(!s.isOn && changes == 2)
        s.isEnabled = false
        w.tap(at: Point(x: 40, y: 35))
        #expect(!s.isOn && changes == 2)
    }

    @Test("a stepper: 94 x 32; a tap on − or + steps the value within its range and sends valueChanged; a half at its limit does nothing")
    func step() {
        let s = Stepper(value: 1)
        s.maximumValue = 2
        var changes = 0
        s.addAction(Action { _ in changes += 1 }, for: .valueChanged)
        let w = window(s, nil)
        #expect(s.frame == Rect(x: 20, y: 20, width: 94, height: 32))
        w.tap(at: Point(x: 100, y: 36))  // +
        #expect(s.value == 2 && changes == 1 && !s.canIncrement)
        w.tap(at: Point(x: 100, y: 36))  // + at the maximum
        #expect(s.value == 2 && changes == 1)
        w.tap(at: Point(x: 30, y: 36))  // −
        #expect(s.value == 1 && changes == 2)
        s.wraps = true
        s.stepValue = 1.5
        w.tap(at: Point(x: 30, y: 36))  // − past the minimum goes round to the maximum
        #expect(s.value == 2 && changes == 3)
    }

    @Test(
        "a stepper ignores what UIKit refuses: a step that is not positive, a minimum above the maximum; a value is clamped into the range")
    func stepperSettings() {
        let s = Stepper()
        s.stepValue = 0
        s.stepValue = -1
        s.stepValue = .nan
        #expect(s.stepValue == 1)
        s.minimumValue = 200
        #expect(s.minimumValue == 0)
        s.value = 500
        #expect(s.value == 100)
        s.value = .infinity
        #expect(s.value == 100)
        s.maximumValue = 50
        #expect(s.value == 50)
        #expect(Stepper(value: -3).value == 0)
    }

    @Test("a slider follows the finger along its track, continuously or once at the end", arguments: [true, false])
    func slide(continuous: Bool) {
        let slider = Slider()
        slider.maximumValue = 100
        slider.isContinuous = continuous
        var sent: [Float] = []
        slider.addAction(Action { a in sent.append((a.sender as! Slider).value) }, for: .valueChanged)
        let w = window(slider, Rect(x: 0, y: 0, width: 228, height: 31))
        // The thumb's centre runs from 14 to 214 points in: 200 points for 100.
        w.drag(from: Point(x: 20 + 14, y: 35), to: Point(x: 20 + 114, y: 35), duration: 0.2)
        #expect(abs(slider.value - 50) < 0.001)
        #expect(continuous ? sent.count > 1 : sent.count == 1)
        #expect(abs((sent.last ?? 0) - 50) < 0.001)
    }

    @Test("a segmented control: equal segments; a tap selects one and sends valueChanged, once")
    func select() {
        let control = SegmentedControl(items: ["Day", "Week", "Month"])
        var changes = 0
        control.addAction(Action { _ in changes += 1 }, for: .valueChanged)
        let w = window(control, Rect(x: 0, y: 0, width: 270, height: 32))
        #expect(control.frame.height == 32 && control.selectedSegmentIndex == -1)
        w.tap(at: Point(x: 20 + 135, y: 36))
        #expect(control.selectedSegmentIndex == 1 && changes == 1)
        w.tap(at: Point(x: 20 + 135, y: 36))
        #expect(changes == 1, "the selected segment again: no change")
        w.tap(at: Point(x: 20 + 260, y: 36))
        #expect(control.selectedSegmentIndex == 2 && changes == 2)
        let titles = DisplayList(window: w).items.compactMap { if case .text(let t, _, _, _, _, _) = $0 { t } else { nil } }
        #expect(titles == ["Day", "Week", "Month"])
    }
}

/// A button draws its state as UIKit's system buttons do.
@Suite("Buttons draw their state")
struct ButtonStateDrawingTests {
    @Test(
        "normal: the title in its colour; highlighted: dimmed; disabled: grey; selected: white on a tinted rounded rectangle",
        arguments: ["normal", "highlighted", "disabled", "selected"])
    func state(kind: String) {
        let button = Button(title: "Go")
        let window = placed(button, at: Rect(x: 10, y: 10, width: 100, height: 44), in: Size(width: 200, height: 100))
        switch kind {
        case "highlighted": button.isHighlighted = true
        case "disabled": button.isEnabled = false
        case "selected": button.isSelected = true
        default: break
        }
        let list = DisplayList(window: window)
        let color = list.items.compactMap { if case .text(_, _, _, _, let c, _) = $0 { c } else { nil } }.first
        let blue = Color(red: 0, green: 122, blue: 255)
        let expected: [String: Color] = [
            "normal": blue, "highlighted": Color(red: 0, green: 122, blue: 255, alpha: 77),
            "disabled": Color(red: 153, green: 153, blue: 153), "selected": .white,
        ]
        #expect(color == expected[kind])
        let tinted = list.items.contains { if case .roundedFill(_, 6, blue) = $0 { true } else { false } }
        #expect(tinted == (kind == "selected"))
    }
}

/// The indicators as UIKit's: their sizes, and a page control that a tap moves.
@Suite("Progress views, activity indicators, page controls and button states")
struct IndicatorTests {
    @Test("intrinsic sizes: a progress view 4 high, a spinner 20 or 37 square, a page control 16 a dot plus 16, 26 high")
    func sizes() {
        #expect(ProgressView().intrinsicContentSize == Size(width: View.noIntrinsicMetric, height: 4))
        #expect(ActivityIndicatorView().intrinsicContentSize == Size(width: 20, height: 20))
        #expect(ActivityIndicatorView(style: .large).intrinsicContentSize == Size(width: 37, height: 37))
        #expect(PageControl(numberOfPages: 4).intrinsicContentSize == Size(width: 80, height: 26))
    }

    @Test("a spinner is hidden while stopped (hidesWhenStopped), shown while animating")
    func spinner() {
        let s = ActivityIndicatorView()
        #expect(s.isHidden && !s.isAnimating)
        s.startAnimating()
        #expect(!s.isHidden && s.isAnimating)
        s.hidesWhenStopped = false
        s.stopAnimating()
        #expect(!s.isHidden)
    }

    @Test("a tap to the right of the current dot goes one page on, to the left one back, with valueChanged")
    func pages() {
        let pages = PageControl(numberOfPages: 3)
        let window = placed(pages, at: Rect(x: 0, y: 0, width: 200, height: 26), in: Size(width: 200, height: 100))
        var changes = 0
        pages.addAction(Action { _ in changes += 1 }, for: .valueChanged)
        window.tap(at: Point(x: 180, y: 13))
        window.tap(at: Point(x: 180, y: 13))
        window.tap(at: Point(x: 180, y: 13))
        #expect(pages.currentPage == 2 && changes == 2, "no page past the last")
        window.tap(at: Point(x: 20, y: 13))
        #expect(pages.currentPage == 1 && changes == 3)
    }

    @Test("a button's title and colour per state fall back to the normal ones")
    func buttonStates() {
        let b = Button(title: "Play")
        b.setTitle("Pause", for: .selected)
        b.setTitleColor(.black, for: .highlighted)
        #expect(b.currentTitle == "Play" && b.title(for: .highlighted) == "Play")
        b.isSelected = true
        #expect(b.currentTitle == "Pause")
        #expect(b.titleColor(for: .highlighted) == .black && b.titleColor(for: .disabled) == nil)
    }
}

/// A button's background image, as UIKit's `setBackgroundImage(_:for:)`.
@Suite("Button background images")
struct ButtonBackgroundImageTests {
    @Test(
        "a button is at least its background image's size, in each axis apart",
        arguments: [
            ("a larger image sets both", Size(width: 120, height: 60), Size(width: 120, height: 60)),
            ("a wide, short image sets the width only", Size(width: 120, height: 10), Size(width: 120, height: 30)),
            ("a small image changes nothing", Size(width: 4, height: 4), nil),
        ])
    func intrinsicSize(_ name: String, image: Size, expected: Size?) {
        let button = Button(title: "Go")
        let plain = button.intrinsicContentSize
        button.backgroundImage = Image(name: "bg", size: image)
        let size = button.intrinsicContentSize
        let want = expected.map { Size(width: max($0.width, plain.width), height: max($0.height, plain.height)) } ?? plain
        #expect(size == want, "\(name)")
    }

    @Test("the background image is drawn over the whole button, before its image and title")
    func drawnUnderneath() {
        let button = Button(title: "Go")
        button.image = Image(name: "icon", size: Size(width: 20, height: 20))
        button.backgroundImage = Image(name: "bg", size: Size(width: 10, height: 10))
        let window = placed(button, at: Rect(x: 10, y: 10, width: 100, height: 44), in: Size(width: 200, height: 100))
        let items = DisplayList(window: window).items
        let background = items.firstIndex { if case .image("bg", Rect(x: 10, y: 10, width: 100, height: 44)) = $0 { true } else { false } }
        let icon = items.firstIndex { if case .image("icon", _) = $0 { true } else { false } }
        let title = items.firstIndex { if case .text("Go", _, _, _, _, _) = $0 { true } else { false } }
        #expect(background != nil && icon != nil && title != nil)
        #expect(background! < icon! && icon! < title!)
    }
}

/// A label's text shadow, as UIKit's `UILabel.shadowColor` and `shadowOffset`.
@Suite("Label text shadows")
@MainActor
struct LabelTextShadowTests {
    @Test("a text shadow is the text again in the shadow colour, offset, drawn first; none without a colour")
    func drawnFirst() {
        let label = Label(text: "Hi")
        let window = placed(label, at: Rect(x: 10, y: 10, width: 100, height: 30), in: Size(width: 200, height: 100))
        func texts() -> [(x: Double, y: Double, color: Color)] {
            DisplayList(window: window).items.compactMap { if case .text("Hi", let x, let y, _, let c, _) = $0 { (x, y, c) } else { nil } }
        }
        #expect(texts().count == 1, "no shadow without a colour")
        label.textShadowColor = Color(red: 128, green: 128, blue: 128)
        label.textShadowOffset = Size(width: 1, height: 2)
        let drawn = texts()
        #expect(drawn.count == 2)
        #expect(drawn[0].color == Color(red: 128, green: 128, blue: 128) && drawn[1].color == .black)
        #expect(drawn[0].x == drawn[1].x + 1 && drawn[0].y == drawn[1].y + 2)
    }
}

/// UIKit's `titleEdgeInsets` and `imageEdgeInsets` move what a button draws, not its size.
@Suite("Button title and image edge insets")
@MainActor
struct ButtonEdgeInsetTests {
    @Test(
        "a title or image is centred in its place inset by its edge insets: it moves by half the difference of opposite insets; the size stays",
        arguments: [
            (EdgeInsets.zero, EdgeInsets.zero, 0.0, 0.0, 0.0, 0.0),
            (EdgeInsets(top: 0, left: 20, bottom: 0, right: 0), EdgeInsets.zero, 10, 0, 0, 0),
            (EdgeInsets(top: 4, left: 0, bottom: 0, right: 6), EdgeInsets(top: 0, left: 0, bottom: 8, right: 10), -3, 2, -5, -4),
        ])
    func moved(title: EdgeInsets, image: EdgeInsets, titleDX: Double, titleDY: Double, imageDX: Double, imageDY: Double) throws {
        let button = Button(title: "Go")
        button.image = Image(name: "icon", size: Size(width: 20, height: 20))
        let window = placed(button, at: Rect(x: 10, y: 10, width: 200, height: 44), in: Size(width: 300, height: 100))
        func drawn() -> (title: Point?, image: Rect?) {
            let items = DisplayList(window: window).items
            let t = items.compactMap { if case .text("Go", let x, let y, _, _, _) = $0 { Point(x: x, y: y) } else { nil } }.first
            let i = items.compactMap { if case .image("icon", let r) = $0 { r } else { nil } }.first
            return (t, i)
        }
        let before = drawn(), size = button.intrinsicContentSize
        button.titleEdgeInsets = title
        button.imageEdgeInsets = image
        let after = drawn()
        let t0 = try #require(before.title), t1 = try #require(after.title)
        let i0 = try #require(before.image), i1 = try #require(after.image)
        #expect(t1.x - t0.x == titleDX && t1.y - t0.y == titleDY)
        #expect(i1.x - i0.x == imageDX && i1.y - i0.y == imageDY)
        #expect(button.intrinsicContentSize == size)
    }
}
