import Layout
import Testing

/// Text that sizes itself (issue 16 §3): multi-line labels with no preferred width wrap at the width
/// layout gives them, as UIKit does since iOS 8; fitting and sizeThatFits measure wrapped text.
@Suite("Self-sizing text")
struct SelfSizingTextTests {
    static let text = "A long label that certainly wraps over several lines when it is given only two hundred points of width."

    private func window() -> (Window, View) {
        let window = Window(size: Size(width: 320, height: 480), logSink: { _ in })
        window.rootViewController = ViewController()
        return (window, window.rootView!)
    }

    /// A multi-line label 20 points in from the root's top left, its trailing edge at most (or,
    /// `pinned`, exactly) 20 points in from the root's.
    private func boundedLabel(_ text: String, in root: View, pinned: Bool = false) throws -> Label {
        let label = Label(text: text)
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        try LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            pinned
                ? label.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20)
                : label.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: -20),
        ])
        return label
    }

    @Test(
        "numberOfLines 0 and preferredMaxLayoutWidth 0: the label wraps at its laid-out width within one layoutIfNeeded, as with an explicit preferred width"
    )
    func automaticPreferredWidth() throws {
        let (window, root) = window()
        let automatic = Label(text: Self.text), explicit = Label(text: Self.text)
        automatic.numberOfLines = 0
        explicit.numberOfLines = 0
        explicit.preferredMaxLayoutWidth = 200
        for (i, l) in [automatic, explicit].enumerated() {
            l.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(l)
            try LayoutConstraint.activate([
                l.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
                l.topAnchor.constraint(equalTo: root.topAnchor, constant: 20 + 200 * Double(i)),
                l.widthAnchor.constraint(equalToConstant: 200),
            ])
        }
        window.layoutIfNeeded()
        #expect(automatic.frame.height > 3 * 20 && automatic.frame.height == explicit.frame.height)
        window.layoutIfNeeded()
        #expect(automatic.frame.height == explicit.frame.height, "layout has settled")
    }

    @Test("a label bounded only by a trailing <= constraint settles at its available width (no drift)")
    func boundedLabelSettles() throws {
        let (window, root) = window()
        let label = try boundedLabel(Self.text, in: root)
        window.layoutIfNeeded()
        let first = label.frame
        window.layoutIfNeeded()
        #expect(label.frame == first && first.width == 280 && first.height > 20)
    }

    @Test(
        "a multi-line label given a longer text grows to the width its constraints allow before it wraps (a chat bubble), and a shorter one shrinks back",
        arguments: [false, true])
    func newTextIsMeasuredAfresh(pinnedWidth: Bool) throws {
        let (window, root) = window()
        let label = try boundedLabel("short text", in: root, pinned: pinnedWidth)
        window.layoutIfNeeded()
        let short = label.frame
        #expect(short.width == (pinnedWidth ? 280 : label.sizeThatFits(.zero).width))
        label.text = Self.text
        window.layoutIfNeeded()
        let wrapped = label.sizeThatFits(Size(width: 280, height: 0))
        #expect(label.frame.width == 280 && label.frame.height == wrapped.height && wrapped.height > 2 * short.height, "\(label.frame)")
        label.text = "short text"
        window.layoutIfNeeded()
        #expect(label.frame == short)
    }

    /// A cell holding `content` pinned 8 points inside it.
    private func cell(holding content: View) throws -> View {
        let cell = View()
        content.translatesAutoresizingMaskIntoConstraints = false
        cell.addSubview(content)
        try LayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 8),
            content.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -8),
            content.topAnchor.constraint(equalTo: cell.topAnchor, constant: 8),
            content.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -8),
        ])
        return cell
    }

    /// The self-sizing cell recipe: a cell fitted to 216 points wide at the fitting-size level of height.
    private func fitted(_ cell: View) -> Size {
        cell.systemLayoutSizeFitting(
            Size(width: 216, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
    }

    /// The self-sizing cell recipe with `content` pinned 8 points inside the cell.
    private func fittedCell(holding content: View) throws -> Size { fitted(try cell(holding: content)) }

    @Test(
        "systemLayoutSizeFitting: a container with a multi-line label pinned to its edges, fitted to a width, returns the wrapped height (the self-sizing cell recipe)"
    )
    func fittingRecipe() throws {
        let label = Label(text: Self.text)
        label.numberOfLines = 0
        let fitted = try fittedCell(holding: label)
        let wrapped = label.sizeThatFits(Size(width: 200, height: 0))
        #expect(fitted == Size(width: 216, height: wrapped.height + 16))
        #expect(wrapped.height > 3 * 20)
    }

    @Test(
        "systemLayoutSizeFitting of a container already laid out in a window measures the same as detached: the fitting engine has its own content-size constraints and leaves the window's alone"
    )
    func fittingInWindow() throws {
        let label = Label(text: Self.text)
        label.numberOfLines = 0
        let cell = try self.cell(holding: label)
        let detached = fitted(cell)
        let (window, root) = window()
        cell.frame = Rect(x: 0, y: 0, width: 216, height: detached.height)
        root.addSubview(cell)
        window.layoutIfNeeded()
        #expect(fitted(cell) == detached)
        window.layoutIfNeeded()
        #expect(label.frame == Rect(x: 8, y: 8, width: 200, height: detached.height - 16), "the window's layout is untouched")
    }

    @Test(
        "the fitting recipe also wraps a text view that does not scroll at the fitted width: its text's wrapped height plus the 8-point insets"
    )
    func fittingTextView() throws {
        let text = TextView(text: Self.text)
        text.isScrollEnabled = false
        let fitted = try fittedCell(holding: text)
        let wrapped = text.textLayout(wrappingAt: 200 - 10, measurer: BuiltinTextMeasurer())
        #expect(wrapped.lines.count > 3)
        #expect(fitted == Size(width: 216, height: wrapped.size.height + 16 + 16))
    }

    @Test("a new window size (a rotation) gives wrapped text the room its constraints now allow: wider, fewer lines; back, as before")
    func rotationRewraps() throws {
        let (window, root) = window()
        let label = try boundedLabel(Self.text, in: root)
        window.layoutIfNeeded()
        let portrait = label.frame
        #expect(portrait.width == 280)
        window.size = Size(width: 480, height: 320)
        window.layoutIfNeeded()
        #expect(label.frame.width == 440 && label.frame.height < portrait.height, "\(label.frame)")
        #expect(label.frame.height == label.sizeThatFits(Size(width: 440, height: 0)).height)
        window.size = Size(width: 320, height: 480)
        window.layoutIfNeeded()
        #expect(label.frame == portrait)
    }

    @Test("sizeThatFits and sizeToFit: a label's text size (wrapped at the given width), a plain view keeps its size")
    func sizeThatFits() {
        let label = Label(text: "Hello")
        let one = label.sizeThatFits(Size(width: 10, height: 10))
        #expect(one == label.intrinsicContentSize, "a one-line label does not wrap")
        label.frame = Rect(x: 5, y: 6, width: 1, height: 1)
        label.sizeToFit()
        #expect(label.frame == Rect(x: 5, y: 6, width: one.width, height: one.height))
        let plain = View(frame: Rect(x: 0, y: 0, width: 30, height: 40))
        #expect(plain.sizeThatFits(Size(width: 100, height: 100)) == Size(width: 30, height: 40))
    }
}
