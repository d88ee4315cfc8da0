import Layout

/// The layout workloads of `shared/bench/WORKLOADS.md` (L1-L6), for `layoutsim bench` and tests.
/// Each builds a window, lays it out (the first full layout), and offers the change whose
/// incremental layout is measured.
@MainActor
public enum LayoutWorkloads {
    /// A built workload: its window and the change to measure incrementally.
    public struct Built {
        /// The window, laid out.
        public let window: Window
        /// Makes the workload's one change (then call `window.layoutIfNeeded()`).
        public let change: () -> Void
    }

    static func window(width: Double, height: Double) -> (Window, View) {
        let window = Window(size: Size(width: width, height: height), logSink: { _ in })
        let controller = ViewController()
        window.rootViewController = controller
        controller.view.accessibilityIdentifier = "root"
        return (window, controller.view)
    }

    static func add<V: View>(_ v: V, to parent: View, _ name: String) -> V {
        v.accessibilityIdentifier = name
        v.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(v)
        return v
    }

    /// L1 long row: N labels in one row, each leading == previous trailing + 8, all top-aligned.
    /// The change moves the first label (and so the whole row).
    public static func longRow(_ n: Int) -> Built {
        let (window, root) = window(width: 1280, height: 800)
        var labels: [Label] = []
        var constraints: [LayoutConstraint] = []
        for i in 0..<n {
            let label = add(Label(text: "Label \(i)"), to: root, "label\(i)")
            if let prev = labels.last {
                constraints.append(label.leadingAnchor.constraint(equalTo: prev.trailingAnchor, constant: 8))
                constraints.append(label.topAnchor.constraint(equalTo: labels[0].topAnchor))
            } else {
                constraints.append(label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8))
                constraints.append(label.topAnchor.constraint(equalTo: root.topAnchor, constant: 8))
            }
            labels.append(label)
        }
        try! LayoutConstraint.activate(constraints)
        window.layoutIfNeeded()
        let first = constraints[0]
        return Built(window: window, change: { first.constant += 1 })
    }

    /// C1 conflict in a long row: N plain 40 x 40 views in a row (leading == previous trailing + 8)
    /// in a 320-wide window and, when `conflicting`, the last view's trailing pinned to the root's
    /// trailing edge: one unsatisfiable constraint whose minimal conflicting set holds every width
    /// and spacing of the row, the two ends and the root's left and width (2N + 3 constraints). The
    /// change moves the first view.
    public static func conflictRow(_ n: Int, conflicting: Bool) -> Built {
        let (window, root) = window(width: 320, height: 480)
        var views: [View] = []
        var constraints: [LayoutConstraint] = []
        for i in 0..<n {
            let v = add(View(), to: root, "v\(i)")
            constraints += [
                v.widthAnchor.constraint(equalToConstant: 40), v.heightAnchor.constraint(equalToConstant: 40),
                v.topAnchor.constraint(equalTo: root.topAnchor),
                v.leadingAnchor.constraint(
                    equalTo: views.last?.trailingAnchor ?? root.leadingAnchor,
                    constant: views.isEmpty ? 0 : 8),
            ]
            views.append(v)
        }
        if conflicting, let last = views.last {
            constraints.append(last.trailingAnchor.constraint(equalTo: root.trailingAnchor))
        }
        try! LayoutConstraint.activate(constraints)
        window.layoutIfNeeded()
        let first = constraints[3]
        return Built(window: window, change: { first.constant += 1 })
    }

    /// L2 deep hierarchy: a chain of N nested views, each inset 1 point from its parent on all four
    /// edges. The change moves the outermost view.
    public static func deepHierarchy(_ n: Int) -> Built {
        let (window, root) = window(width: Double(2 * n + 100), height: Double(2 * n + 100))
        var parent = root
        var outerLeading: LayoutConstraint?
        for i in 0..<n {
            let v = add(View(), to: parent, "nested\(i)")
            let leading = v.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 1)
            try! LayoutConstraint.activate([
                leading,
                v.trailingAnchor.constraint(equalTo: parent.trailingAnchor, constant: -1),
                v.topAnchor.constraint(equalTo: parent.topAnchor, constant: 1),
                v.bottomAnchor.constraint(equalTo: parent.bottomAnchor, constant: -1),
            ])
            if i == 0 { outerLeading = leading }
            parent = v
        }
        window.layoutIfNeeded()
        return Built(window: window, change: { outerLeading!.constant += 1 })
    }

    /// The views of one L3 cell.
    public struct Cell {
        /// The cell view.
        public let view: View
        /// The constraint that places the image inside the cell (L6 changes it).
        public let imageLeading: LayoutConstraint
    }

    /// L3 collection: N cells in a grid of ceil(sqrt N) columns with equal widths; each cell holds
    /// a 40 x 40 image view and two labels laid out with constraints. The change moves one cell's image.
    public static func collection(_ n: Int) -> Built {
        let (window, root, cells) = collectionCells(n)
        _ = root
        window.layoutIfNeeded()
        let cell = cells[cells.count / 2]
        return Built(window: window, change: { cell.imageLeading.constant += 1 })
    }

    /// L3's window, root and cells (laid out by the caller).
    public static func collectionCells(_ n: Int, in container: View? = nil, window existing: Window? = nil) -> (Window, View, [Cell]) {
        let (window, root) = existing.map { ($0, $0.rootView!) } ?? self.window(width: 1200, height: 800)
        let host = container ?? root
        let columns = max(Int(Double(n).squareRoot().rounded(.up)), 1)
        var cells: [Cell] = []
        var constraints: [LayoutConstraint] = []
        for i in 0..<n {
            let cell = add(View(), to: host, "cell\(i)")
            let image = add(ImageView(image: Image(name: "icon", size: Size(width: 40, height: 40))), to: cell, "image\(i)")
            let title = add(Label(text: "Cell \(i)", fontSize: 15), to: cell, "title\(i)")
            let subtitle = add(Label(text: "Subtitle", fontSize: 12), to: cell, "subtitle\(i)")
            let r = i / columns, c = i % columns
            constraints.append(cell.heightAnchor.constraint(equalToConstant: 60))
            if i > 0 { constraints.append(cell.widthAnchor.constraint(equalTo: cells[0].view.widthAnchor)) }
            constraints.append(
                c == 0
                    ? cell.leadingAnchor.constraint(equalTo: host.leadingAnchor)
                    : cell.leadingAnchor.constraint(equalTo: cells[i - 1].view.trailingAnchor, constant: 4))
            constraints.append(
                r == 0
                    ? cell.topAnchor.constraint(equalTo: host.topAnchor)
                    : cell.topAnchor.constraint(equalTo: cells[i - columns].view.bottomAnchor, constant: 4))
            if r == 0, c == min(columns, n) - 1 {
                constraints.append(cell.trailingAnchor.constraint(equalTo: host.trailingAnchor))
            }
            let imageLeading = image.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 4)
            constraints += [
                imageLeading, image.centerYAnchor.constraint(equalTo: cell.centerYAnchor),
                image.widthAnchor.constraint(equalToConstant: 40), image.heightAnchor.constraint(equalToConstant: 40),
                title.leadingAnchor.constraint(equalTo: image.trailingAnchor, constant: 8),
                title.topAnchor.constraint(equalTo: cell.topAnchor, constant: 4),
                title.trailingAnchor.constraint(lessThanOrEqualTo: cell.trailingAnchor, constant: -4),
                subtitle.leadingAnchor.constraint(equalTo: title.leadingAnchor),
                subtitle.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 2),
                subtitle.trailingAnchor.constraint(lessThanOrEqualTo: cell.trailingAnchor, constant: -4),
            ]
            cells.append(Cell(view: cell, imageLeading: imageLeading))
        }
        try! LayoutConstraint.activate(constraints)
        return (window, host, cells)
    }

    /// L4 moving tree: L3 with N = 1000 (or `n`), then the change moves 100 cells into another
    /// parent, stacked in a column there.
    public static func movingTree(_ n: Int = 1000) -> Built {
        let (window, root) = window(width: 1600, height: 800)
        let grid = add(View(), to: root, "grid"), side = add(View(), to: root, "side")
        try! LayoutConstraint.activate([
            grid.leadingAnchor.constraint(equalTo: root.leadingAnchor), grid.topAnchor.constraint(equalTo: root.topAnchor),
            grid.widthAnchor.constraint(equalToConstant: 1200), grid.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            side.leadingAnchor.constraint(equalTo: grid.trailingAnchor), side.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            side.topAnchor.constraint(equalTo: root.topAnchor), side.bottomAnchor.constraint(equalTo: root.bottomAnchor),
        ])
        let (_, _, cells) = collectionCells(n, in: grid, window: window)
        window.layoutIfNeeded()
        return Built(
            window: window,
            change: {
                var previous: View?
                var constraints: [LayoutConstraint] = []
                for cell in cells.suffix(100) {
                    side.addSubview(cell.view)
                    constraints += [
                        cell.view.leadingAnchor.constraint(equalTo: side.leadingAnchor),
                        cell.view.widthAnchor.constraint(equalTo: side.widthAnchor),
                        cell.view.heightAnchor.constraint(equalToConstant: 60),
                        previous.map { cell.view.topAnchor.constraint(equalTo: $0.bottomAnchor) }
                            ?? cell.view.topAnchor.constraint(equalTo: side.topAnchor),
                    ]
                    previous = cell.view
                }
                try! LayoutConstraint.activate(constraints)
            })
    }

    /// L5 hierarchy removal: L3 with N = 1000 (or `n`), then the change removes every cell.
    public static func hierarchyRemoval(_ n: Int = 1000) -> Built {
        let (window, _, cells) = collectionCells(n)
        window.layoutIfNeeded()
        return Built(window: window, change: { for cell in cells { cell.view.removeFromSuperview() } })
    }

    /// L6 live edit: L3 with N = 10000 (or `n`); the change edits one constant in one cell.
    public static func liveEdit(_ n: Int = 10000) -> Built { collection(n) }
}
