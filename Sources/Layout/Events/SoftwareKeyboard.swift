// The on-screen keyboard: what UIKit shows at the bottom of the screen while a text field or text
// view is first responder, on an iPhone or on an iPad with no hardware keyboard. A window shows it
// only when asked (``Window/showsSoftwareKeyboard``): LayoutSim's own typing comes from the
// computer's keyboard, as a hardware keyboard on iOS, which shows none.

/// The keyboard's move on or off the screen, as UIKit's keyboard notifications describe it.
public struct KeyboardTransition: Sendable, Equatable {
    /// Where the keyboard starts, in window coordinates (below the screen when it comes up).
    public var begin: Rect
    /// Where it ends (below the screen when it goes down).
    public var end: Rect
    /// How long the move takes, in seconds (UIKit's 0.25).
    public var duration: Double
    /// Whether the keyboard comes up (or stays up for another text input); false when it goes down.
    public var isShowing: Bool

    /// UIKit's keyboard animation: a quarter of a second.
    public static let duration = 0.25
}

/// The on-screen keyboard's view: the light keyboard of an iPhone in English, drawn above the
/// window's views at ``Window/keyboardFrame``: the suggestions bar, three rows of letters (shift and
/// delete beside the last), and the row with the number key, the space bar and Return, above the
/// strip a phone without a home button leaves for the globe and dictation keys. A tap on a key types
/// it into the first responder, as on iOS.
public final class KeyboardView: View {
    /// The letter rows, top to bottom.
    static let letterRows = ["qwertyuiop", "asdfghjkl", "zxcvbnm"]
    /// The keyboard's background (iOS's light keyboard).
    static let background = Color(red: 209, green: 212, blue: 217)
    /// The colour of the special keys (shift, delete, numbers, Return).
    static let specialKey = Color(red: 171, green: 177, blue: 186)
    /// The height of the suggestions bar above the keys.
    static let suggestionsHeight = 44.0

    /// The keys, each a control that types its text when tapped.
    private(set) var keys: [KeyboardKey] = []
    /// Whether the shift key is down (the next letter is a capital).
    var isShifted = false

    init() {
        super.init(frame: .zero)
        backgroundColor = KeyboardView.background
        for row in KeyboardView.letterRows {
            for letter in row { add(KeyboardKey(kind: .text(String(letter)), title: String(letter))) }
        }
        add(KeyboardKey(kind: .shift, title: "\u{21E7}"))
        add(KeyboardKey(kind: .delete, title: "\u{232B}"))
        add(KeyboardKey(kind: .numbers, title: "123"))
        add(KeyboardKey(kind: .text(" "), title: "space"))
        add(KeyboardKey(kind: .text("\n"), title: "return"))
    }

    private func add(_ key: KeyboardKey) {
        keys.append(key)
        addSubview(key)
    }

    /// `UIKeyboard`.
    public override var className: String { "UIKeyboard" }

    /// Places the keys in the frame's width: ten letters wide, 6 pt apart, rows 54 pt apart below
    /// the suggestions bar (42 pt keys), the last letter row between shift and delete. The keyboard
    /// is no view's subview and has no constraints: its keys are placed by hand, with no engine.
    func placeKeys() {
        let width = bounds.width, gap = 6.0, side = 3.0, rowStep = 54.0, keyHeight = 42.0
        let unit = (width - 2 * side - 9 * gap) / 10
        var index = 0
        func place(_ key: KeyboardKey, x: Double, row: Int, width: Double) {
            key.frame = Rect(x: x, y: KeyboardView.suggestionsHeight + 6 + Double(row) * rowStep, width: width, height: keyHeight)
            key.label.frame = key.bounds
        }
        for (r, row) in KeyboardView.letterRows.enumerated() {
            let rowWidth = Double(row.count) * unit + Double(row.count - 1) * gap
            var x = (width - rowWidth) / 2
            for _ in row {
                place(keys[index], x: x, row: r, width: unit)
                x += unit + gap
                index += 1
            }
        }
        let wide = unit * 1.35
        place(keys[index], x: side, row: 2, width: wide)  // shift
        place(keys[index + 1], x: width - side - wide, row: 2, width: wide)  // delete
        let returnWidth = unit * 2.4
        place(keys[index + 2], x: side, row: 3, width: returnWidth)  // 123
        place(keys[index + 4], x: width - side - returnWidth, row: 3, width: returnWidth)  // return
        place(keys[index + 3], x: side + returnWidth + gap, row: 3, width: width - 2 * (side + returnWidth + gap))  // space
    }

    /// The keyboard's height on a screen (LayoutSim's estimate of iOS's English keyboard with its
    /// suggestions bar): 260 pt on a phone held upright (270 on one 414 pt wide or more), 76 pt more
    /// above a home indicator (336 on an iPhone 15); 200 pt held sideways (209 above a home
    /// indicator); 320 pt on an iPad held upright and 398 sideways.
    ///
    /// - Parameters:
    ///   - size: the window's size in points.
    ///   - bottomInset: the window's bottom safe-area inset (a home indicator's strip).
    public static func height(in size: Size, bottomInset: Double) -> Double {
        let upright = size.height >= size.width
        if min(size.width, size.height) >= 600 { return upright ? 320 : 398 }
        if upright { return (size.width >= 414 ? 270 : 260) + (bottomInset > 0 ? 76 : 0) }
        return bottomInset > 0 ? 209 : 200
    }
}

/// One key of the on-screen keyboard.
final class KeyboardKey: Control {
    /// What a key does.
    enum Kind: Equatable {
        /// Types text (a letter, a space, a newline for Return).
        case text(String)
        /// Shift: the next letter is a capital.
        case shift
        /// Deletes the character before the caret.
        case delete
        /// The number and symbol keys (not drawn here: kept as the letters).
        case numbers
    }

    let kind: Kind
    let label: Label

    init(kind: Kind, title: String) {
        self.kind = kind
        label = Label(text: title, fontSize: title.count > 1 ? 16 : 22)
        super.init(frame: .zero)
        cornerRadius = 5
        switch kind {
        case .text(let t) where t != "\n": backgroundColor = .white
        default: backgroundColor = KeyboardView.specialKey
        }
        label.textAlignment = .center
        addSubview(label)
        addAction(Action { [weak self] _ in self?.press() }, for: .touchUpInside)
    }

    /// `UIKBKeyView`.
    override var className: String { "UIKBKeyView" }

    /// Types this key into the window's first responder.
    private func press() {
        guard let window, let keyboard = superview as? KeyboardView else { return }
        switch kind {
        case .text(let text):
            window.insertText(keyboard.isShifted ? text.uppercased() : text)
            keyboard.isShifted = false
        case .shift: keyboard.isShifted.toggle()
        case .delete: window.deleteBackward()
        case .numbers: break
        }
    }
}

extension Window {
    /// Shows or hides the keyboard as the first responder changes: up for a text input that can
    /// take text when ``showsSoftwareKeyboard`` is on (again, with the same frame, when another
    /// input takes over, as UIKit posts it again), down when none is first responder.
    func firstResponderChanged() {
        guard showsSoftwareKeyboard || keyboardFrame != nil else { return }
        let wantsKeyboard = showsSoftwareKeyboard && firstResponder is TextInput
        if wantsKeyboard {
            let end = restingKeyboardFrame
            let begin = keyboardFrame ?? Rect(x: 0, y: size.height, width: end.width, height: end.height)
            moveKeyboard(KeyboardTransition(begin: begin, end: end, duration: KeyboardTransition.duration, isShowing: true))
        } else if let shown = keyboardFrame {
            let below = Rect(x: 0, y: size.height, width: shown.width, height: shown.height)
            moveKeyboard(KeyboardTransition(begin: shown, end: below, duration: KeyboardTransition.duration, isShowing: false))
        }
    }

    /// Where the keyboard is when it is up: across the bottom of the window, as tall as iOS's.
    var restingKeyboardFrame: Rect {
        let height = KeyboardView.height(in: size, bottomInset: safeAreaInsets.bottom)
        return Rect(x: 0, y: size.height - height, width: size.width, height: height)
    }

    /// Moves the keyboard: through ``keyboardTransitionHandler`` when one is set (the UIKit module
    /// posts the notifications and animates the move), else at once.
    func moveKeyboard(_ transition: KeyboardTransition) {
        // The view starts where the move starts, its keys laid out, outside any animation block:
        // only its place animates.
        AnimationRecording.withoutRecording {
            let view = keyboardViewStorage ?? KeyboardView()
            // Its own root in this window: it measures with the window's fonts and animates on its clock.
            view.hostWindow = self
            keyboardViewStorage = view
            view.frame = transition.begin
            view.placeKeys()
        }
        let apply: () -> Void = { [weak self] in self?.applyKeyboardFrame(transition) }
        if let handler = keyboardTransitionHandler { handler(transition, apply) } else { apply() }
    }

    /// Puts the keyboard at a transition's end: its view's frame, and the keyboard layout guides of
    /// the window's views, which follow its top. The views on them lay out in the next pass (in an
    /// animation block, they move with the keyboard).
    func applyKeyboardFrame(_ transition: KeyboardTransition) {
        keyboardFrame = transition.isShowing ? transition.end : nil
        keyboardViewStorage?.frame = transition.end
        if !transition.isShowing { keyboardViewStorage?.isShifted = false }
        guard let root = rootView else { return }
        let engine = root.engineIfAny
        root.forEachInSubtree { v in
            if v.keyboardGuideIfMade != nil { engine?.keyboardGuideChanged(v) }
            if let scroll = v as? ScrollView, scroll.avoidsKeyboard { scroll.keyboardMoved(to: keyboardFrame) }
        }
    }

    /// The keyboard's view while it is on screen or moving off (nil before it first comes up).
    public var keyboardView: KeyboardView? { keyboardViewStorage }
}

extension ScrollView {
    /// Insets the content by the part of the scroll view the keyboard now covers (none when it is
    /// down), and scrolls the first responder inside into view above it.
    ///
    /// - Parameter keyboard: the keyboard's frame in window coordinates, nil when it is down.
    func keyboardMoved(to keyboard: Rect?) {
        let bottom = frameInWindow(presentation: false, scrolled: true).maxY
        keyboardOverlap = keyboard.map { min(max(bottom - $0.minY, 0), frame.height) } ?? 0
        guard keyboard != nil, let responder = window?.firstResponder, responder.isDescendant(of: self) else { return }
        let origin = responder.convert(Point.zero, to: self)
        scrollRectToVisible(Rect(origin: origin, size: responder.bounds.size))
    }
}
