import Cassowary

// Ambiguity tools (UIKit's UIConstraintBasedLayoutDebugging) and text dumps.

extension LayoutEngine {
    /// The view's variables that its constraints leave free, as (name, id), in UIKit's order
    /// minX, minY, Width, Height. Exercise constraints do not count.
    func ambiguousVariables(of view: View) -> [(String, Int)] { ambiguousVariables(of: [view])[0] }

    /// ``ambiguousVariables(of:)`` for many views, in one pass over the solver's rows (linear in a
    /// deep hierarchy where view-by-view queries were quadratic).
    func ambiguousVariables(of views: [View]) -> [[(String, Int)]] {
        let exercise = exerciseConstraints.values.flatMap { $0 }
        for c in exercise { uninstall(c) }
        defer { for c in exercise { install(c) } }
        let names = ["minX", "minY", "Width", "Height"]
        let laidOut = views.filter { hasVariables($0) }
        let asked = laidOut.flatMap { view in
            let v = variables(of: view)
            return [v.x, v.y, v.width, v.height]
        }
        var free = solver.freeVariables(affecting: asked).makeIterator()
        var byView: [ObjectIdentifier: [(String, Int)]] = [:]
        var i = 0
        for view in laidOut {
            byView[ObjectIdentifier(view)] = names.compactMap { name in
                defer { i += 1 }
                return free.next()!.isEmpty ? nil : (name, Int(asked[i].index))
            }
        }
        return views.map { byView[ObjectIdentifier($0)] ?? [] }
    }
}

extension View {
    /// Whether the constraints leave this view's frame undetermined (UIKit's `hasAmbiguousLayout`).
    public var hasAmbiguousLayout: Bool {
        !rootView.ensureEngine().ambiguousVariables(of: self).isEmpty
    }

    /// The views of this subtree (this one included) whose frames the constraints leave undetermined,
    /// parents first: ``hasAmbiguousLayout`` for a whole tree in one pass over the solver.
    public func viewsWithAmbiguousLayout() -> [View] {
        let order = subtreeWithDepths(from: 0).map(\.0)
        let free = rootView.ensureEngine().ambiguousVariables(of: order)
        return zip(order, free).compactMap { $1.isEmpty ? nil : $0 }
    }

    /// Moves an ambiguously laid-out view to another layout its constraints allow (UIKit's
    /// `exerciseAmbiguityInLayout`). Deterministic: each call moves the free variables by a step
    /// seeded from the view's name and the number of calls, with priority-1 constraints that
    /// ``hasAmbiguousLayout`` ignores. Lay out again to see the move.
    public func exerciseAmbiguityInLayout() {
        guard let engine = engineIfAny, engine.hasVariables(self) else { return }
        let key = ObjectIdentifier(self)
        for c in engine.exerciseConstraints[key] ?? [] { engine.uninstall(c) }
        engine.exerciseConstraints[key] = nil
        let ambiguous = engine.ambiguousVariables(of: self)
        guard !ambiguous.isEmpty else { return }
        engine.exerciseCount[key, default: 0] += 1
        var seed = UInt64(engine.exerciseCount[key]!) &* 0x9E37_79B9_7F4A_7C15
        for byte in layoutName.utf8 { seed = (seed ^ UInt64(byte)) &* 0x100_0000_01B3 }
        var made: [LayoutConstraint] = []
        var seen: Set<Int32> = []
        let v = engine.variables(of: self)
        for variable in [v.x, v.y, v.width, v.height] {
            for free in engine.solver.freeVariables(affecting: variable) where seen.insert(free.index).inserted {
                seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                let step = Double(Int(seed >> 59) - 16) * 5  // -80 ... 75, in steps of 5
                // The free variable is a view's left, top, width or height: hold it (at priority 1)
                // a step away from where it is.
                guard let (view, attribute) = engine.viewAttribute(of: free) else { continue }
                let c = LayoutConstraint(
                    unchecked: view, attribute, .equal, nil, .notAnAttribute, multiplier: 0,
                    constant: engine.solver.value(of: free) + (step == 0 ? 20 : step), priority: 1,
                    origin: .system, identifier: "LayoutSim-exercise-ambiguity")
                engine.install(c)
                if c.isInstalled { made.append(c) }
            }
        }
        engine.exerciseConstraints[key] = made
        superview?.setNeedsLayout()
    }

    /// UIKit's `_autolayoutTrace`: the hierarchy with `*` (auto layout), `+` (autoresizing
    /// translated), `•` (engine host) markers and `- AMBIGUOUS LAYOUT for …` suffixes, then the legend.
    public func autolayoutTrace() -> String {
        let root = rootView
        let engine = root.ensureEngine()
        var lines: [String] = []
        var depthOffset = 0
        if let window = root.hostWindow {
            lines.append("UIWindow:\(engine.describer.addresses.address(of: window, view: true))")
            depthOffset = 1
        }
        let order = root.subtreeWithDepths(from: 0)
        let ambiguous = engine.ambiguousVariables(of: order.map(\.0))
        for ((view, depth), free) in zip(order, ambiguous) {
            lines.append(engine.traceLine(view, depth: depth + depthOffset, host: view === root, ambiguous: free))
        }
        return (lines + LayoutEngine.traceLegend).joined(separator: "\n")
    }

    /// How deep a trace indents as UIKit does; deeper lines keep that indent and say their depth,
    /// so a trace stays linear in the size of the tree however deep it is.
    static let traceIndentLimit = 32

    /// `unit` once per level, as UIKit indents; past ``traceIndentLimit`` levels, the limit's indent
    /// and `[depth N] `.
    static func indent(_ unit: String, depth: Int) -> String {
        guard depth > traceIndentLimit else { return String(repeating: unit, count: depth) }
        return String(repeating: unit, count: traceIndentLimit) + "[depth \(depth)] "
    }

    /// UIKit's `recursiveDescription`: one `<Class: 0xADDR; frame = (x y; w h)…>` line per view, indented.
    ///
    /// - Parameter addresses: print each view's address, as UIKit does; without, the text depends
    ///   only on the tree (`<UILabel; frame = …>`), for text snapshots.
    public func recursiveDescription(addresses: Bool = true) -> String {
        let engine = rootView.ensureEngine()
        var lines: [String] = []
        for (view, depth) in subtreeWithDepths(from: 0) {
            var line = View.indent("   | ", depth: depth) + "<\(view.className)"
            if addresses { line += ": \(engine.describer.addresses.address(of: view, view: true))" }
            line += "; frame = \(view.frame)"
            if let label = view as? Label, let text = label.text { line += "; text = '\(text)'" }
            if let name = view.accessibilityIdentifier { line += "; identifier = '\(name)'" }
            if view.translatesAutoresizingMaskIntoConstraints { line += "; autoresize = \(view.autoresizingMask.notation)" }
            if view.isHidden { line += "; hidden = YES" }
            if view.alpha != 1 { line += "; alpha = \(short(view.alpha))" }
            lines.append(line + ">")
        }
        return lines.joined(separator: "\n")
    }
}

extension LayoutEngine {
    static let traceLegend = [
        "", "Legend:",
        "\t* - is laid out with auto layout",
        "\t+ - is laid out manually, but is represented in the layout engine because translatesAutoresizingMaskIntoConstraints = YES",
        "\t• - layout engine host",
    ]

    func traceLine(_ view: View, depth: Int, host: Bool, ambiguous: [(String, Int)]) -> String {
        let marker = host ? "•" : view.translatesAutoresizingMaskIntoConstraints ? "+" : "*"
        var line = View.indent("|   ", depth: depth) + marker + describer.itemText(view)
        if !ambiguous.isEmpty {
            line += "- AMBIGUOUS LAYOUT for " + ambiguous.map { "\(describer.itemText(view)).\($0.0){id: \($0.1)}" }.joined(separator: ", ")
        }
        return line
    }

    /// After a layout pass (when the window asks): UIKit's ambiguity warning with the ambiguous trace lines.
    func warnAboutAmbiguity(root: View) {
        let order = root.subtreeWithDepths(from: root.hostWindow == nil ? 0 : 1)
        var lines: [String] = []
        for ((view, depth), free) in zip(order, ambiguousVariables(of: order.map(\.0))) where !free.isEmpty {
            lines.append(traceLine(view, depth: depth, host: false, ambiguous: free))
        }
        guard !lines.isEmpty else { return }
        log(
            ([
                "[LayoutConstraints] Window has a view with an ambiguous layout. See \"Auto Layout Guide: Ambiguous Layouts\" for help debugging. Displaying synopsis from invoking -[UIView _autolayoutTrace] to provide additional detail."
            ]
                + lines + LayoutEngine.traceLegend).joined(separator: "\n"))
    }
}
