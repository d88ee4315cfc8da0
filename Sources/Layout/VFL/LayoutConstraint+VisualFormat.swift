extension LayoutConstraint {
    /// Makes the constraints a visual-format string describes (UIKit's
    /// `constraintsWithVisualFormat:options:metrics:views:`). They are returned inactive, in Apple's order.
    ///
    /// `|` is the superview of the view next to it; standard spacing (`-`) against `|` uses the
    /// superview's layout margins (UIKit iOS 11+): `|-[a]` gives `a.leading == superview.layoutMarginsGuide.leading`.
    ///
    /// ```swift
    /// let c = try LayoutConstraint.constraints(withVisualFormat: "H:|-[topGrayView]-|", options: [],
    ///                                          metrics: nil, views: ["topGrayView": topGrayView])
    /// try LayoutConstraint.activate(c)
    /// ```
    /// - Parameters:
    ///   - format: the visual format.
    ///   - options: alignment, direction and spacing options.
    ///   - metrics: names usable as constants and priorities.
    ///   - views: the views (or layout guides) by name.
    ///   - file: where the format is written, for conflict explanations (the caller's, by default).
    ///   - line: the line there.
    /// - Throws: ``VisualFormatError`` with Apple's message and caret.
    public static func constraints(
        withVisualFormat format: String, options: LayoutFormatOptions = [],
        metrics: [String: Double]? = nil, views: [String: LayoutItem],
        file: String = #fileID, line: Int = #line
    ) throws(VisualFormatError) -> [LayoutConstraint] {
        let superviewless = Set(
            views.compactMap { name, item -> String? in
                let container = (item as? View)?.superview ?? (item is View ? nil : item.owningView)
                return container == nil ? name : nil
            })
        let specs = try VisualFormat.parse(
            format, options: options, metrics: metrics ?? [:], views: Set(views.keys),
            viewsWithoutSuperview: superviewless)
        return specs.map { spec in
            // The view next to `|` decides which superview it is.
            let anchorView: LayoutItem? = [spec.first, spec.second].compactMap { item -> LayoutItem? in
                if case .view(let name)? = item { return views[name] }
                return nil
            }.first
            let container = (anchorView as? View)?.superview ?? anchorView?.owningView
            @MainActor func resolve(_ item: VisualFormatConstraint.Item) -> LayoutItem {
                switch item {
                case .view(let name): views[name]!
                case .superview: container!
                case .superviewMargins: container!.layoutMarginsGuide
                }
            }
            let c = LayoutConstraint(
                unchecked: resolve(spec.first), spec.firstAttribute, spec.relation,
                spec.second.map(resolve), spec.secondAttribute, multiplier: spec.second == nil ? 0 : 1,
                constant: spec.constant, priority: LayoutPriority(Float(spec.priority)),
                origin: .user, file: file, line: line)
            c.isStandardSpacing = spec.isStandardSpacing
            c.visualFormat = format
            return c
        }
    }
}
