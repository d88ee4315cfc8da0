import Cassowary
import Layout
import Rendering

/// The small scene `layoutsim demo` draws until the demo gallery exists: a title bar, three equal
/// cards in a row and a caption, laid out by the solver in lexicographic (Auto Layout) mode.
enum BuiltinScene {
    /// Solves the scene for a window size and returns what to draw.
    static func displayList(width: Double, height: Double) throws(SolverError) -> DisplayList {
        let s = Solver(mode: .lexicographic)
        struct Box { let x, y, w, h: Variable }
        func box(_ name: String) -> Box {
            Box(
                x: s.makeVariable("\(name).x"), y: s.makeVariable("\(name).y"),
                w: s.makeVariable("\(name).w"), h: s.makeVariable("\(name).h"))
        }
        let margin = 20.0, spacing = 16.0
        let title = box("title"), caption = box("caption")
        let cards = (0..<3).map { box("card\($0)") }
        // The title bar spans the window, 56 high.
        for c in [title.x == 0, title.y == 0, title.w == width, title.h == 56] { try s.addConstraint(c) }
        // Cards: margins, equal widths, spacing, a preferred height at priority 750 capped by the window.
        try s.addConstraint(cards[0].x == margin)
        for (i, card) in cards.enumerated() {
            try s.addConstraint(card.y == title.y + title.h + margin)
            if i > 0 {
                try s.addConstraint(card.x == cards[i - 1].x + cards[i - 1].w + spacing)
                try s.addConstraint(card.w == cards[0].w)
                try s.addConstraint(card.h == cards[0].h)
            }
        }
        try s.addConstraint(cards[2].x + cards[2].w == width - margin)
        try s.addConstraint((cards[0].h == 220) | 750)
        try s.addConstraint(cards[0].h <= height - 56 - 3 * margin - 24)
        // The caption sits under the cards.
        for c in [caption.x == margin, caption.y == cards[0].y + cards[0].h + margin, caption.h == 24] {
            try s.addConstraint(c)
        }
        func rect(_ b: Box) -> Rect {
            Rect(x: s.value(of: b.x), y: s.value(of: b.y), width: s.value(of: b.w), height: s.value(of: b.h))
        }
        let colors = ["#E4572E", "#29335C", "#F3A712"].compactMap(Color.init(hex:))
        var items: [DisplayItem] = [.fill(rect(title), Color(hex: "#1F2933")!)]
        items.append(.text("LayoutSim", x: margin, y: 14, size: 22, .white))
        for (card, color) in zip(cards, colors) { items.append(.fill(rect(card), color)) }
        let c = rect(caption)
        items.append(.text("Three equal cards, solved by Cassowary in lexicographic mode", x: c.x, y: c.y, size: 15, .black))
        return DisplayList(width: width, height: height, background: Color(hex: "#F5F7FA")!, items: items)
    }
}
