import Testing

@testable import Layout

/// A view keeps the constraints the engine made for it (content size, autoresizing mask), as UIKit
/// keeps a view's content-size constraints: leaving a window uninstalls them, coming back installs
/// the same ones, with whatever changed while the view was away.
@MainActor
@Suite("Engine-made constraints stay with their view")
struct EngineMadeConstraintTests {
    static func window() -> (Window, View) {
        let window = Window(size: Size(width: 400, height: 300), logSink: { _ in })
        let controller = ViewController()
        window.rootViewController = controller
        return (window, controller.view)
    }

    static func place(_ label: Label, in root: View) throws {
        root.addSubview(label)
        label.translatesAutoresizingMaskIntoConstraints = false
        try LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
        ])
    }

    @Test("a label that leaves its window and comes back installs the same content-size constraints, sized by its new text")
    func sameConstraintsAfterComingBack() throws {
        let (window, root) = Self.window()
        let label = Label(text: "Hi", fontSize: 15)
        try Self.place(label, in: root)
        window.layoutIfNeeded()
        let made = label.engineMade[.contentSize]
        #expect(made.count == 4 && made.allSatisfy { $0.isInstalled })
        let shortWidth = label.frame.width

        label.removeFromSuperview()
        window.layoutIfNeeded()
        #expect(made.allSatisfy { !$0.isInstalled }, "uninstalled as the label left")
        #expect(label.engineMade[.contentSize].count == 4, "kept by the label")

        label.text = "A much longer text than before"
        try Self.place(label, in: root)
        window.layoutIfNeeded()
        let again = label.engineMade[.contentSize]
        #expect(again.count == 4 && zip(again, made).allSatisfy { $0 === $1 }, "the same objects, installed again")
        #expect(again.allSatisfy { $0.isInstalled })
        #expect(label.frame.width == label.intrinsicContentSize.width && label.frame.width > shortWidth)
        #expect(label.frame.origin == Point(x: 10, y: 20))
    }

    @Test("a label whose window is dropped joins another window with its content size")
    func joinsAnotherWindow() throws {
        var kept: Label?
        do {
            let (window, root) = Self.window()
            let label = Label(text: "Moving on", fontSize: 17)
            try Self.place(label, in: root)
            window.layoutIfNeeded()
            kept = label
        }
        let label = try #require(kept)
        #expect(label.engineMade[.contentSize].allSatisfy { !$0.isInstalled }, "the dropped engine let them go")
        let (other, root) = Self.window()
        try Self.place(label, in: root)
        other.layoutIfNeeded()
        #expect(label.engineMade[.contentSize].allSatisfy { $0.isInstalled })
        #expect(label.frame.size == label.intrinsicContentSize)
    }

    @Test("a view that comes back with autoresizing translated gets constraints from its new frame")
    func autoresizingAfterComingBack() throws {
        let (window, root) = Self.window()
        let box = View(frame: Rect(x: 5, y: 6, width: 50, height: 40))
        root.addSubview(box)
        window.layoutIfNeeded()
        #expect(box.frame == Rect(x: 5, y: 6, width: 50, height: 40))
        box.removeFromSuperview()
        window.layoutIfNeeded()
        box.frame = Rect(x: 100, y: 120, width: 30, height: 20)
        root.addSubview(box)
        window.layoutIfNeeded()
        #expect(box.frame == Rect(x: 100, y: 120, width: 30, height: 20))
        #expect(window.log.isEmpty)
    }

    @Test("labels moved at random between windows, retitled, re-prioritised and hidden, windows dropped: each is sized by its text")
    func randomMoves() throws {
        var seed: UInt64 = 12_345
        func next() -> UInt64 {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return seed >> 33
        }
        var windows = [Self.window(), Self.window()]
        let labels = (0..<12).map { Label(text: "L\($0)", fontSize: 12) }
        var checked = 0
        func layOutAndCheck() {
            for (window, _) in windows { window.layoutIfNeeded() }
            for label in labels where label.superview != nil && !label.translatesAutoresizingMaskIntoConstraints {
                #expect(label.engineMade[.contentSize].allSatisfy { $0.isInstalled })
                #expect(label.frame.width == label.intrinsicContentSize.width)
                checked += 1
            }
        }
        for step in 0..<3000 {
            let label = labels[Int(next() % 12)]
            switch next() % 5 {
            case 0:
                label.removeFromSuperview()
            case 1:
                let root = windows[Int(next() % 2)].1
                root.addSubview(label)
                label.translatesAutoresizingMaskIntoConstraints = next() % 3 == 0
                if !label.translatesAutoresizingMaskIntoConstraints {
                    try LayoutConstraint.activate([
                        label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: Double(next() % 50)),
                        label.topAnchor.constraint(equalTo: root.topAnchor, constant: Double(next() % 50)),
                    ])
                }
            case 2:
                label.text = String(repeating: "x", count: Int(next() % 20))
            case 3:
                label.setContentHuggingPriority(LayoutPriority(Float(next() % 1000 + 1)), for: .horizontal)
            default:
                label.isHidden.toggle()
            }
            if step % 7 == 0 { layOutAndCheck() }
            if step % 250 == 249 { windows[Int(next() % 2)] = Self.window() }  // the old one is dropped
        }
        layOutAndCheck()
        #expect(checked > 1000, "labels were in windows to check along the way")
    }
}
