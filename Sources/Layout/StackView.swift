/// A view that lays out a row or column of arranged subviews with constraints (UIKit's `UIStackView`).
///
/// Its constraints are UIKit's, with UIKit's identifiers (`UISV-canvas-connection`, `UISV-spacing`,
/// `UISV-fill-equally`, `UISV-alignment`, `UISV-hiding`, `UISV-distributing`, and across the axis
/// `UISV-spanning-boundary`, `UISV-spanning-fit`, `UISV-canvas-fit`, `UISV-ambiguity-suppression`:
/// see `StackView+Alignment.swift`; `UISV-text-width-disambiguation`: `StackView+TextWidth.swift`). Hidden arranged views
/// collapse to zero length where they stood and their spacing goes with them; hidden inside an
/// animation block, they shrink (and are drawn) until the animation ends.
///
/// ```swift
/// let stack = StackView(arrangedSubviews: [optionA, optionB])
/// stack.axis = .vertical
/// stack.spacing = 8
/// ```
open class StackView: View {
    /// The direction views are arranged in.
    public enum Axis: Int, Sendable { case horizontal = 0, vertical = 1 }

    /// How arranged views share the stack's length along its axis.
    public enum Distribution: Int, Sendable, CaseIterable {
        /// Views keep their sizes where they can; the lowest hugging priority stretches.
        case fill = 0
        /// All views get the same length.
        case fillEqually = 1
        /// Lengths proportional to the views' intrinsic lengths.
        case fillProportionally = 2
        /// Equal gaps between views (at least `spacing`).
        case equalSpacing = 3
        /// Equal distances between the views' centres.
        case equalCentering = 4
    }

    /// How arranged views sit across the axis.
    public enum Alignment: Int, Sendable, CaseIterable {
        /// Fill the stack across the axis.
        case fill = 0
        /// Leading (vertical stacks) or top (horizontal stacks).
        case leading = 1
        /// Centred.
        case center = 3
        /// Trailing (vertical stacks) or bottom (horizontal stacks).
        case trailing = 4
        /// Align first baselines (horizontal stacks). The stack's top is its first view's, as
        /// UIKit's: a taller view further on reaches above it.
        case firstBaseline = 2
        /// Align last baselines (horizontal stacks). The stack's bottom is its first view's, as
        /// UIKit's: a view further on that reaches lower goes past it.
        case lastBaseline = 5
        /// Top, for horizontal stacks (same as `leading`).
        public static let top = Alignment.leading
        /// Bottom, for horizontal stacks (same as `trailing`).
        public static let bottom = Alignment.trailing
    }

    /// The arranged views, in order.
    public private(set) var arrangedSubviews: [View] = []
    /// The axis; changing it rebuilds the constraints.
    public var axis = Axis.horizontal { didSet { rebuild() } }
    /// The distribution; changing it rebuilds the constraints.
    public var distribution = Distribution.fill { didSet { rebuild() } }
    /// The alignment; changing it rebuilds the constraints.
    public var alignment = Alignment.fill { didSet { rebuild() } }
    /// The gap between adjacent views (the minimum gap for the spacing distributions).
    public var spacing = 0.0 { didSet { rebuild() } }
    /// Whether views are laid out within the layout margins rather than the edges.
    public var isLayoutMarginsRelativeArrangement = false { didSet { rebuild() } }
    /// Whether a vertical stack measures its spacing from baseline to baseline (the last baseline of
    /// a view to the first baseline of the next) rather than edge to edge.
    public var isBaselineRelativeArrangement = false { didSet { rebuild() } }

    /// UIKit's `UIStackView.spacingUseDefault`: as a custom spacing, "use the stack's ``spacing``".
    public static let spacingUseDefault = Double(Float.greatestFiniteMagnitude)
    /// UIKit's `UIStackView.spacingUseSystem`: the standard spacing between views (8 points).
    public static let spacingUseSystem = Double(Float.leastNonzeroMagnitude)
    /// The standard spacing ``spacingUseSystem`` stands for.
    static let systemSpacing = 8.0

    private var customSpacings: [ObjectIdentifier: Double] = [:]

    /// Sets the gap after one arranged view (``spacingUseDefault`` goes back to ``spacing``).
    public func setCustomSpacing(_ spacing: Double, after view: View) {
        customSpacings[ObjectIdentifier(view)] = spacing == StackView.spacingUseDefault ? nil : spacing
        rebuild()
    }

    /// The gap after one arranged view, or ``spacingUseDefault`` when it has none of its own.
    public func customSpacing(after view: View) -> Double {
        customSpacings[ObjectIdentifier(view)] ?? StackView.spacingUseDefault
    }

    /// `value` in points: ``spacingUseSystem`` resolved to the standard spacing.
    static func points(ofSpacing value: Double) -> Double { value == spacingUseSystem ? systemSpacing : value }

    /// The gap in points after `view`: its custom spacing or the stack's.
    private func gap(after view: View) -> Double {
        StackView.points(ofSpacing: customSpacings[ObjectIdentifier(view)] ?? spacing)
    }

    private var managedConstraints: [LayoutConstraint] = []
    /// The priority of UIKit's `UISV-fill-proportionally` constraints: just below required, so a
    /// view's own required size wins.
    private static let distributingPriority = LayoutPriority(999)
    /// The priority of equalCentering's equal gaps (`UISV-fill-equally`): below compression
    /// resistance, so views that do not fit close the gaps down to `spacing` before they shrink.
    private static let equalCenteringPriority = LayoutPriority(149)
    /// The priority with which equalSpacing and equalCentering gaps shrink to their least: below
    /// every size a constraint or a fitting gives the stack, so they spread only as far as the
    /// stack's own size forces and hug their content otherwise.
    private static let spacingHuggingPriority = LayoutPriority(49)
    /// The stack's own guides: the gaps of the spacing distributions and the alignment spanner.
    var spacers: [LayoutGuide] = []
    /// The arranged views that were labels that may wrap at the last rebuild (StackView+TextWidth.swift).
    private var textWidthCandidates: Set<ObjectIdentifier> = []

    /// Makes a stack of views.
    public init(arrangedSubviews views: [View] = []) {
        super.init(frame: .zero)
        for v in views { addArrangedSubview(v) }
    }

    /// `UIStackView`.
    open override var className: String { "UIStackView" }

    /// Adds a view at the end of the arrangement (and as a subview).
    public func addArrangedSubview(_ view: View) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts a view into the arrangement at an index (clamped).
    public func insertArrangedSubview(_ view: View, at index: Int) {
        arrangedSubviews.removeAll { $0 === view }
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        arrangedSubviews.insert(view, at: min(max(index, 0), arrangedSubviews.count))
        rebuild()
    }

    /// Removes a view from the arrangement; it stays a subview (as in UIKit).
    public func removeArrangedSubview(_ view: View) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        arrangedSubviews.removeAll { $0 === view }
        customSpacings[ObjectIdentifier(view)] = nil
        rebuild()
    }

    /// An arranged view that leaves the stack leaves the arrangement too, as in UIKit.
    open override func willRemoveSubview(_ subview: View) {
        super.willRemoveSubview(subview)
        removeArrangedSubview(subview)
    }

    /// A proportional stack's shares come from its views' intrinsic lengths, and a label that may
    /// now wrap (or no longer) joins or leaves the text width shares: UIKit rebuilds for both. Any
    /// other change (a label's new text) leaves the constraints as they are.
    override func intrinsicContentSizeInvalidated(forSubview subview: View) {
        let affectsShares =
            distribution == .fillProportionally
            || (usesTextWidthShares && isTextWidthCandidate(subview) != textWidthCandidates.contains(ObjectIdentifier(subview)))
        if affectsShares, arrangedSubviews.contains(where: { $0 === subview }) { rebuild() }
    }

    /// An arranged view hidden or shown collapses or takes its place again.
    override func visibilityChanged(ofSubview subview: View) {
        if arrangedSubviews.contains(where: { $0 === subview }) { rebuild() }
    }

    /// Replaces the stack's constraints with ones for the current arrangement.
    private func rebuild() {
        LayoutConstraint.deactivate(managedConstraints)
        for g in spacers { removeLayoutGuide(g) }
        spacers = []
        managedConstraints = makeConstraints()
        for c in managedConstraints { try? c.activate() }
        setNeedsLayout()
    }

    func make(
        _ a: LayoutItem, _ aa: LayoutAttribute, _ r: LayoutRelation, _ b: LayoutItem?, _ ba: LayoutAttribute,
        multiplier: Double = 1, constant: Double = 0, priority: LayoutPriority = .required,
        _ identifier: String
    ) -> LayoutConstraint {
        LayoutConstraint(
            unchecked: a, aa, r, b, ba, multiplier: b == nil ? 0 : multiplier, constant: constant,
            priority: priority, origin: .system, identifier: identifier)
    }

    private func makeConstraints() -> [LayoutConstraint] {
        let horizontal = axis == .horizontal
        let (lead, trail, length): (LayoutAttribute, LayoutAttribute, LayoutAttribute) =
            horizontal ? (.leading, .trailing, .width) : (.top, .bottom, .height)
        let (crossLead, crossLength): (LayoutAttribute, LayoutAttribute) = horizontal ? (.top, .height) : (.leading, .width)
        let canvas: LayoutItem = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
        var list: [LayoutConstraint] = []
        let visible = arrangedSubviews.filter { !$0.isHidden }
        // A hidden view collapses to nothing where it stood: after the visible view before it (or
        // at the canvas's leading edge), so hiding or showing it in an animation block shrinks or
        // grows it in place while its neighbours close or open the gap.
        var before: View?
        for v in arrangedSubviews {
            guard v.isHidden else {
                before = v
                continue
            }
            list.append(make(v, length, .equal, nil, .notAnAttribute, "UISV-hiding"))
            list.append(
                before.map { make(v, lead, .equal, $0, trail, "UISV-hiding") } ?? make(v, lead, .equal, canvas, lead, "UISV-hiding"))
        }
        guard let first = visible.first, let last = visible.last else {
            // Nothing visible: the hidden views rest at the canvas's cross edge.
            return list + arrangedSubviews.map { make($0, crossLead, .equal, canvas, crossLead, "UISV-hiding") }
        }
        list.append(make(first, lead, .equal, canvas, lead, "UISV-canvas-connection"))
        list.append(make(canvas, trail, .equal, last, trail, "UISV-canvas-connection"))
        // Baseline-relative vertical stacks measure from the last baseline to the next first baseline.
        let (gapLead, gapTrail): (LayoutAttribute, LayoutAttribute) =
            !horizontal && isBaselineRelativeArrangement ? (.firstBaseline, .lastBaseline) : (lead, trail)
        for (prev, next) in zip(visible, visible.dropFirst()) {
            switch distribution {
            case .fill, .fillEqually, .fillProportionally:
                list.append(make(next, gapLead, .equal, prev, gapTrail, constant: gap(after: prev), "UISV-spacing"))
            case .equalSpacing, .equalCentering:
                list.append(make(next, gapLead, .greaterThanOrEqual, prev, gapTrail, constant: gap(after: prev), "UISV-spacing"))
            }
        }
        switch distribution {
        case .fill:
            break
        case .fillEqually:
            for v in visible.dropFirst() { list.append(make(v, length, .equal, first, length, "UISV-fill-equally")) }
        case .fillProportionally:
            list += proportionalConstraints(visible: visible, horizontal: horizontal, canvas: canvas)
        case .equalSpacing, .equalCentering:
            let centering = distribution == .equalCentering
            let (a, b): (LayoutAttribute, LayoutAttribute) =
                centering ? (horizontal ? (.centerX, .centerX) : (.centerY, .centerY)) : (trail, lead)
            var firstSpacer: LayoutGuide?
            for (prev, next) in zip(visible, visible.dropFirst()) {
                let g = addSpacer(className: "_UIOLAGapGuide", identifier: "UISV-distributing")
                list.append(make(g, lead, .equal, prev, a, "UISV-distributing-edge"))
                list.append(make(next, b, .equal, g, trail, "UISV-distributing-edge"))
                list.append(make(g, crossLead, .equal, canvas, crossLead, "UISV-distributing-edge"))
                list.append(make(g, crossLength, .equal, nil, .notAnAttribute, "UISV-distributing-edge"))
                if let f = firstSpacer {
                    // UIKit's gaps are equal outright for equalSpacing (views that do not fit shrink by
                    // their compression resistance); for equalCentering they give way at 149 first.
                    list.append(
                        make(
                            g, length, .equal, f, length, priority: centering ? StackView.equalCenteringPriority : .required,
                            "UISV-fill-equally"))
                } else {
                    firstSpacer = g
                    // The gaps are equal: holding the first at its least holds them all.
                    list.append(
                        make(
                            g, length, .equal, nil, .notAnAttribute, priority: StackView.spacingHuggingPriority,
                            "UISV-spacing-hugging"))
                }
            }
        }
        list += crossAxisConstraints(visible: visible, horizontal: horizontal, canvas: canvas)
        let textWidth = textWidthConstraints(canvas: canvas)
        textWidthCandidates = Set(textWidth.candidates.map(ObjectIdentifier.init))
        list += textWidth.constraints
        return list
    }

    /// UIKit's `UISV-fill-proportionally` constraints: each visible view with an intrinsic length is
    /// that share of the canvas, its length over the sum of those lengths and the spacing, at 999,
    /// 998, ... in order (so when the shares cannot all hold, the last views give way first). The
    /// stack's own length, when nothing else sets it, is that sum: there, every view has its
    /// intrinsic length. Views with none (nested stacks, plain views) are sized by their own
    /// constraints, as with `fill`; Xcode lays out a proportional stack of stacks that way.
    private func proportionalConstraints(visible: [View], horizontal: Bool, canvas: LayoutItem) -> [LayoutConstraint] {
        let length: LayoutAttribute = horizontal ? .width : .height
        func intrinsic(_ v: View) -> Double? {
            let s = v.effectiveIntrinsicContentSize
            let l = horizontal ? s.width : s.height
            return l > 0 && l.isFinite ? l : nil  // none (-1), zero, or not a number
        }
        // Measured once each: a label's intrinsic size is a text measurement.
        let measured = visible.compactMap { v in intrinsic(v).map { (view: v, length: $0) } }
        guard !measured.isEmpty else { return [] }
        let spacingTotal = zip(visible, visible.dropFirst()).reduce(0) { $0 + gap(after: $1.0) }
        let total = measured.reduce(spacingTotal) { $0 + $1.length }
        // One share that is the whole canvas is required, as in UIKit.
        var priority: LayoutPriority =
            measured.count == 1 && (visible.count == 1 || spacingTotal == 0) ? .required : StackView.distributingPriority
        return measured.map { v, l in
            defer { if !priority.isRequired { priority = priority - 1 } }
            return make(v, length, .equal, canvas, length, multiplier: l / total, priority: priority, "UISV-fill-proportionally")
        }
    }
}
