import Cassowary

// Ambiguity tools (UIKit's UIConstraintBasedLayoutDebugging) and text dumps.

extension LayoutEngine {
    /// The view's variables that its constraints leave free, as (name, id), in UIKit's order
    /// minX, minY, Width, Height. Exercise constraints do not count.
    func ambiguousVariables(of view: View) -> [(String, Int)] {
        guard hasVariables(view) else { return [] }
        let v = variables(of: view)
        let exercise = exerciseConstraints.values.flatMap { $0 }
        for c in exercise { uninstall(c) }
        defer { for c in exercise { install(c) } }
        return [("minX", v.x), ("minY", v.y), ("Width", v.width), ("Height", v.height)].compactMap { name, variable in
            solver.freeVariables(affecting: variable).isEmpty ? nil : (name, Int(variable.index))
        }
    }
}

extension View {
    /// Whether the constraints leave this view's frame undetermined (UIKit's `hasAmbiguousLayout`).
    public var hasAmbiguousLayout: Bool {
        !rootView.ensureEngine().ambiguousVariables(of: self).isEmpty
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
                let step = Double(Int(seed >> 59) - 16) * 5   // -80 ... 75, in steps of 5
                // The free variable is a view's left, top, width or height: hold it (at priority 1)
                // a step away from where it is.
                guard let (view, attribute) = engine.viewAttribute(of: free) else { continue }
                let c = LayoutConstraint(unchecked: view, attribute, .equal, nil, .notAnAttribute, multiplier: 0,
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
        var stack: [(View, Int)] = [(root, 0)]
        while let (view, depth) = stack.popLast() {
            lines.append(engine.traceLine(view, depth: depth + depthOffset, host: view === root))
            for s in view.subviews.reversed() { stack.append((s, depth + 1)) }
        }
        return (lines + LayoutEngine.traceLegend).joined(separator: "\n")
    }

    /// UIKit's `recursiveDescription`: one `<Class: 0xADDR; frame = (x y; w h)…>` line per view, indented.
    public func recursiveDescription() -> String {
        let engine = rootView.ensureEngine()
        var lines: [String] = []
        var stack: [(View, Int)] = [(self, 0)]
        while let (view, depth) = stack.popLast() {
            var line = String(repeating: "   | ", count: depth)
            line += "<\(view.className): \(engine.describer.addresses.address(of: view, view: true)); frame = \(view.frame)"
            if let name = view.accessibilityIdentifier { line += "; identifier = '\(name)'" }
            if view.translatesAutoresizingMaskIntoConstraints { line += "; autoresize = \(view.autoresizingMask.notation)" }
            if view.isHidden { line += "; hidden = YES" }
            if view.alpha != 1 { line += "; alpha = \(short(view.alpha))" }
            lines.append(line + ">")
            for s in view.subviews.reversed() { stack.append((s, depth + 1)) }
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

    func traceLine(_ view: View, depth: Int, host: Bool) -> String {
        let marker = host ? "•" : view.translatesAutoresizingMaskIntoConstraints ? "+" : "*"
        var line = String(repeating: "|   ", count: depth) + marker + describer.itemText(view)
        let ambiguous = ambiguousVariables(of: view)
        if !ambiguous.isEmpty {
            line += "- AMBIGUOUS LAYOUT for " + ambiguous.map { "\(describer.itemText(view)).\($0.0){id: \($0.1)}" }.joined(separator: ", ")
        }
        return line
    }

    /// After a layout pass (when the window asks): UIKit's ambiguity warning with the ambiguous trace lines.
    func warnAboutAmbiguity(root: View) {
        var lines: [String] = []
        root.forEachInSubtree { v in
            if !ambiguousVariables(of: v).isEmpty {
                var depth = 0
                var p = v.superview
                while let s = p { depth += 1; p = s.superview }
                lines.append(traceLine(v, depth: depth + (root.hostWindow == nil ? 0 : 1), host: false))
            }
        }
        guard !lines.isEmpty else { return }
        log((["[LayoutConstraints] Window has a view with an ambiguous layout. See \"Auto Layout Guide: Ambiguous Layouts\" for help debugging. Displaying synopsis from invoking -[UIView _autolayoutTrace] to provide additional detail."]
            + lines + LayoutEngine.traceLegend).joined(separator: "\n"))
    }
}
