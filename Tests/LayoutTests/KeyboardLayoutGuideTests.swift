@testable import Layout
import Testing

/// UIKit's `keyboardLayoutGuide` and the on-screen keyboard: offscreen, the guide is the strip below
/// the safe area, so content pinned above it sits on the safe area's bottom; with the keyboard up
/// (a window that shows it, a text input first responder), the guide is the part the keyboard covers.
@Suite("The keyboard layout guide and the on-screen keyboard")
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

    /// The bar of ``bar(on:_:)`` with a text field above it, in a window that shows the keyboard.
    private func compose(on device: Device, _ orientation: Orientation = .portrait) throws -> (Window, View, TextField) {
        let (window, root, bar) = try bar(on: device, orientation)
        let field = TextField()
        field.frame = Rect(x: 16, y: 100, width: 200, height: 34)
        root.addSubview(field)
        window.showsSoftwareKeyboard = true
        return (window, bar, field)
    }

    @Test(
        "a text input becoming first responder brings the keyboard up, as tall as iOS's on the device; the guide follows its top",
        arguments: [
            (Device.iPhone15, Orientation.portrait, 336.0), (.iPhone15ProMax, .portrait, 346), (.iPhoneSE, .portrait, 260),
            (.iPhone8Plus, .portrait, 270), (.iPhone15, .landscape, 209), (.iPhoneSE, .landscape, 200),
            (.iPad, .portrait, 320), (.iPad, .landscape, 398),
        ])
    func keyboardUp(device: Device, orientation: Orientation, height: Double) throws {
        let (window, bar, field) = try compose(on: device, orientation)
        #expect(window.keyboardFrame == nil)
        field.becomeFirstResponder()
        let screen = device.size(orientation)
        let keyboard = Rect(x: 0, y: screen.height - height, width: screen.width, height: height)
        #expect(window.keyboardFrame == keyboard)
        window.layoutIfNeeded()
        #expect(window.rootView?.keyboardLayoutGuide.layoutFrame == keyboard)
        #expect(bar.frame.maxY == keyboard.y - 8, "the bar rides on the keyboard")
        #expect(window.keyboardView?.frame == keyboard)
        field.resignFirstResponder()
        window.layoutIfNeeded()
        #expect(window.keyboardFrame == nil)
        #expect(bar.frame.maxY == screen.height - device.safeAreaInsets(orientation).bottom - 8, "back on the safe area")
    }

    @Test("the keyboard stays up as one text input hands over to another, and comes up again (each move reported) when shown anew")
    func handOver() throws {
        let (window, _, field) = try compose(on: .iPhone15)
        let other = TextField()
        window.rootView?.addSubview(other)
        var moves: [Bool] = []
        window.keyboardTransitionHandler = { transition, apply in
            moves.append(transition.isShowing)
            apply()
        }
        field.becomeFirstResponder()
        other.becomeFirstResponder()
        #expect(moves == [true, true], "up, then up again for the next input (UIKit posts will-show again)")
        #expect(window.keyboardFrame == Rect(x: 0, y: 516, width: 393, height: 336))
        other.resignFirstResponder()
        #expect(moves == [true, true, false])
        #expect(window.keyboardFrame == nil)
    }

    @Test("off by default: a hardware keyboard shows none; turning it on with a field first responder brings it up, off takes it down")
    func setting() throws {
        let (window, _, field) = try compose(on: .iPhone15)
        window.showsSoftwareKeyboard = false
        field.becomeFirstResponder()
        #expect(window.keyboardFrame == nil)
        window.showsSoftwareKeyboard = true
        #expect(window.keyboardFrame?.height == 336)
        window.showsSoftwareKeyboard = false
        #expect(window.keyboardFrame == nil)
    }

    @Test("a tap on a key types it into the first responder: letters, shift for a capital, space, delete, Return")
    func keys() throws {
        let (window, _, field) = try compose(on: .iPhone15)
        field.becomeFirstResponder()
        let keyboard = try #require(window.keyboardView)
        func tap(_ title: String) throws {
            let key = try #require(keyboard.keys.first { $0.label.text == title }, "key \(title)")
            let center = Point(x: keyboard.frame.x + key.frame.midX, y: keyboard.frame.y + key.frame.midY)
            window.sendTouch(.began, at: center, timestamp: 0)
            window.sendTouch(.ended, at: center, timestamp: 0.05)
        }
        for title in ["\u{21E7}", "h", "i", "space", "t", "o", "o", "\u{232B}"] { try tap(title) }
        #expect(field.text == "Hi to")
        #expect(window.keyboardFrame != nil)
        try tap("return")
        #expect(!field.isFirstResponder, "Return ends a text field's editing")
        #expect(window.keyboardFrame == nil)
    }

    @Test("a keyboard that is up takes the new size when the device turns")
    func rotation() throws {
        let (window, bar, field) = try compose(on: .iPhone15)
        field.becomeFirstResponder()
        window.orientation = .landscape
        window.layoutIfNeeded()
        #expect(window.keyboardFrame == Rect(x: 0, y: 393 - 209, width: 852, height: 209))
        #expect(bar.frame.maxY == 393 - 209 - 8)
    }

    @Test("a first responder that leaves the window resigns and the keyboard goes down, as a screen popped while editing")
    func responderLeaves() throws {
        let (window, _, field) = try compose(on: .iPhone15)
        let card = View()
        window.rootView?.addSubview(card)
        card.addSubview(field)
        field.becomeFirstResponder()
        #expect(window.keyboardFrame != nil)
        card.removeFromSuperview()
        #expect(!field.isFirstResponder && window.firstResponder == nil)
        #expect(window.keyboardFrame == nil)
    }

    @Test("a view that does not reach the keyboard has an empty keyboard guide at its bottom")
    func viewAboveKeyboard() throws {
        let (window, _, field) = try compose(on: .iPhone15)
        let card = View()
        card.frame = Rect(x: 0, y: 100, width: 393, height: 300)
        window.rootView?.addSubview(card)
        let inside = View()
        inside.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(inside)
        try LayoutConstraint.activate([inside.bottomAnchor.constraint(equalTo: card.keyboardLayoutGuide.topAnchor)])
        field.becomeFirstResponder()
        window.layoutIfNeeded()
        #expect(card.keyboardLayoutGuide.layoutFrame == Rect(x: 0, y: 300, width: 393, height: 0))
    }
}
