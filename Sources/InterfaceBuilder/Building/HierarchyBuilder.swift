import Layout

/// Turns one hierarchy of a document (a controller's root view, a xib's top-level view, a cell)
/// into views, guides and constraints.
@MainActor
final class HierarchyBuilder {
    let document: InterfaceBuilderDocument
    let contentSize: ContentSize
    let traits: SizeClassTraits
    /// Views by IB id, in document order.
    private(set) var views: [(id: String, view: View)] = []
    /// Views and guides by IB id: what constraints may name.
    var items: [String: LayoutItem] = [:]
    /// The `<constraints>` elements met, with the view that holds each.
    private(set) var constraintLists: [(holder: View, element: IBElement)] = []
    /// The constraints made, by Interface Builder id.
    var constraintsByID: [String: LayoutConstraint] = [:]
    /// Warnings (unknown classes, skipped constraints), each naming its element and line.
    var warnings: [String] = []
    /// The ids of the elements the document's size-class variations leave out for these traits.
    let excluded: Set<String>
    /// The side margins of a table cell's content view (its table's, which follow the device's
    /// system minimum margins), or nil to keep the 8 pt of a document without a device.
    let cellSideMargin: Double?
    /// Whether views are built as the document's own canvas shows them: a document saved without
    /// a device (Xcode 7 and earlier) then measures margins from the edges, as iOS 10 did. On a
    /// device asked for, and in a window, margins follow UIKit's today (from inside the safe area).
    let legacyCanvas: Bool
    /// Whether tables and collections show their prototype cells where the document stores them,
    /// as Interface Builder's canvas draws them (UIKit loads a table or collection without them,
    /// for code to fill). A static table's cells and a table's header and footer views are always
    /// there: UIKit loads them with the table. Cells and those views are not listed in ``views``
    /// (each cell is a hierarchy of its own); what is inside them is among ``items``, for outlets.
    let drawsPrototypes: Bool
    /// How deep the builder is inside views it does not list (canvas-drawn cells).
    private var unlisted = 0

    init(
        document: InterfaceBuilderDocument, contentSize: ContentSize, traits: SizeClassTraits, scope: IBElement,
        cellSideMargin: Double?, legacyCanvas: Bool, drawsPrototypes: Bool = false
    ) {
        self.document = document
        self.contentSize = contentSize
        self.traits = traits
        self.cellSideMargin = cellSideMargin
        self.legacyCanvas = legacyCanvas
        self.drawsPrototypes = drawsPrototypes
        excluded = traits.excludedReferences(in: scope)
    }

    /// Builds the view for `element` and everything inside it that belongs to the same hierarchy.
    ///
    /// - Throws: ``InterfaceBuilderError`` for a view nested deeper than ``Limits`` allow or a
    ///   number that is not one.
    func build(_ element: IBElement, depth: Int = 0) throws(InterfaceBuilderError) -> View {
        guard depth < 1000 else { throw InterfaceBuilderError("views nest more than 1000 levels deep", at: element) }
        let view = try makeView(element, depth: depth)
        if let id = element.viewID {
            if unlisted == 0 { views.append((id, view)) }
            items[id] = view
        }
        try applyViewProperties(element, to: view)
        if element.name == "tableView" { TableDecoration.paint(table: view, element: element) }
        if element.name == "tableViewCell" {
            TableDecoration.decorate(
                view, element: element, sideMargin: cellSideMargin ?? Device.systemMinimumSideMargin(screenWidth: view.frame.width))
        }
        for child in element.children {
            switch child.name {
            case "subviews":
                for sub in child.children where !isExcluded(sub) {
                    let subview = try build(sub, depth: depth + 1)
                    if let stack = view as? StackView { stack.addArrangedSubview(subview) } else { view.addSubview(subview) }
                }
            case _ where child.key == "contentView" && ElementClass.byElement[child.name] != nil:
                // A cell's (or a visual effect view's) content view fills it (autoresizing) and lays
                // out its own subviews. A table
                // cell's has UIKit's 11 pt margins above and below and its table's at the sides, 8 pt
                // on the trailing side when an accessory (a disclosure indicator...) stands there.
                let content = try build(child, depth: depth + 1)
                if element.name == "tableViewCell", let side = cellSideMargin, child.child("edgeInsets", key: "layoutMargins") == nil,
                    child.child("directionalEdgeInsets", key: "directionalLayoutMargins") == nil
                {
                    let accessory =
                        (element["accessoryType"] ?? "none") != "none" || element.children.contains { $0.key == "accessoryView" }
                    content.directionalLayoutMargins = DirectionalEdgeInsets(
                        top: 11, leading: side, bottom: 11, trailing: accessory ? 8 : side)
                }
                if let effectView = view as? VisualEffectView {
                    effectView.replaceContentView(with: content)
                } else {
                    view.addSubview(content)
                }
            case "prototypes" where drawsPrototypes, "cells" where drawsPrototypes, "sections":
                // A table's prototypes are in `<prototypes>`, a collection's in `<cells>`; a static
                // table keeps its cells in sections: `<tableViewSection><cells>`.
                let sections =
                    child.name == "sections"
                    ? child.children.filter { $0.name == "tableViewSection" && !isExcluded($0) }.map { $0.children(of: "cells") }
                    : [child.children]
                var separators: [View] = []
                for cells in sections {
                    let shown = cells.filter { ["tableViewCell", "collectionViewCell"].contains($0.name) && !isExcluded($0) }
                    for (i, cell) in shown.enumerated() {
                        let made = try buildUnlisted(cell, depth: depth + 1)
                        view.addSubview(made)
                        guard cell.name == "tableViewCell" else { continue }
                        // A table's cells are as wide as the table, on any device.
                        made.autoresizingMask = .flexibleWidth
                        // A line under each row but, in a grouped table, a section's last.
                        if element["separatorStyle"] != "none" && (element["style"] ?? "plain" == "plain" || i < shown.count - 1) {
                            let inset = cellSideMargin ?? Device.systemMinimumSideMargin(screenWidth: made.frame.width)
                            separators.append(TableDecoration.separator(under: made, inset: inset))
                        }
                    }
                }
                // Over the rows, unclipped: a half-point line at a row's foot rounds below it at 1x.
                for line in separators { view.addSubview(line) }
            case _
            where (child.key == "tableHeaderView" || child.key == "tableFooterView")
                && ElementClass.byElement[child.name] != nil && !isExcluded(child):
                view.addSubview(try buildUnlisted(child, depth: depth + 1))
            case "constraints":
                constraintLists.append((view, child))
            case "viewLayoutGuide":
                if let id = child.id { items[id] = guide(child, of: view) }
            case "keyboardLayoutGuide":
                // Xcode 15's keyboard guide: UIKit's keyboardLayoutGuide (the keyboard offscreen).
                let keyboard = view.keyboardLayoutGuide
                if child["followsUndockedKeyboard"] == "YES" { keyboard.followsUndockedKeyboard = true }
                if child["usesBottomSafeArea"] == "NO" { keyboard.usesBottomSafeArea = false }
                if let id = child.id { items[id] = keyboard }
            default: break
            }
        }
        return view
    }

    /// Builds a view the canvas draws but the hierarchy does not list (a cell, a table's header).
    private func buildUnlisted(_ element: IBElement, depth: Int) throws(InterfaceBuilderError) -> View {
        unlisted += 1
        defer { unlisted -= 1 }
        return try build(element, depth: depth)
    }

    /// The guide a `<viewLayoutGuide key=...>` stands for.
    private func guide(_ element: IBElement, of view: View) -> LayoutItem {
        switch element.key {
        case "contentLayoutGuide": if let s = view as? ScrollView { return s.contentLayoutGuide }
        case "frameLayoutGuide": if let s = view as? ScrollView { return s.frameLayoutGuide }
        case "safeArea": return view.safeAreaLayoutGuide
        default: break
        }
        warnings.append("\(element.culprit): layout guide \"\(element.key ?? "")\" is not one LayoutSim knows; using the safe area")
        return view.safeAreaLayoutGuide
    }

    /// Whether the size-class variations leave the element out here.
    func isExcluded(_ element: IBElement) -> Bool {
        element.id.map(excluded.contains) ?? false
    }

    /// The view object for an element, of the Layout class closest to its UIKit class.
    private func makeView(_ element: IBElement, depth: Int) throws(InterfaceBuilderError) -> View {
        let frame = try rect(element.child("rect", key: "frame"))
        guard let kind = ElementClass.byElement[element.name] else {
            warnings.append("\(element.culprit): <\(element.name)> is no UIKit view LayoutSim knows; it is laid out as a plain view")
            return DocumentView(uikitClass: "UIView", frame: frame)
        }
        let view: View
        var measured: Size?  // UIKit's size for a control LayoutSim draws as a plain view
        switch element.name {
        case "label": view = try makeLabel(element)
        case "button": view = try makeButton(element)
        case "imageView": view = makeImageView(element)
        case "textField": view = try makeTextField(element)
        case "switch": view = Switch(isOn: element["on"] == "YES")
        case "slider": view = try makeSlider(element)
        case "stepper": view = try makeStepper(element)
        case "segmentedControl": view = makeSegmentedControl(element)
        case "textView": view = try makeTextView(element)
        case "progressView": view = ProgressView(progress: Float(try number(element["progress"] ?? "0", "progress", element)))
        case "activityIndicatorView": view = makeActivityIndicator(element)
        case "visualEffectView": view = makeVisualEffectView(element)
        case "pageControl": view = makePageControl(element)
        case "stackView": view = try makeStackView(element)
        case "scrollView", "tableView", "collectionView":
            view = DocumentScrollView(uikitClass: kind.uikitClass)
        case "navigationBar", "toolbar", "searchBar":
            view = DocumentView(uikitClass: element["customClass"] ?? kind.uikitClass, frame: frame)
            try decorateBar(view, element, screenWidth: frame.width, depth: depth)
            measured = measuredSize(element, kind: kind)
        default:
            view = DocumentView(uikitClass: element["customClass"] ?? kind.uikitClass, frame: frame)
            measured = measuredSize(element, kind: kind)
        }
        let (w, h) = try intrinsic(element, kind: kind, measured: measured, alignmentInsets: view.alignmentRectInsets)
        if w != nil || h != nil { view.placeholderIntrinsicSize = (w, h) }
        view.frame = frame
        return view
    }

    /// The intrinsic size a view takes from the document (nil on an axis: its own measurement):
    /// in `stored` mode a content view's stored frame (its alignment rectangle) on the axes its
    /// class has a size on; a class without one has none; Interface Builder's placeholder
    /// intrinsic size wins in both modes.
    ///
    /// - Parameters:
    ///   - measured: UIKit's size for a control drawn as a plain view.
    ///   - alignmentInsets: how far the view's frame reaches beyond its alignment rectangle (a switch's).
    func intrinsic(
        _ element: IBElement, kind: ElementClass, measured: Size?, alignmentInsets: EdgeInsets
    ) throws(InterfaceBuilderError) -> (Double?, Double?) {
        var axes = kind.axes
        if element.name == "imageView", element["image"] == nil { axes = .none }
        if element.name == "textView" { axes = element["scrollEnabled"] == "NO" ? .both : .none }
        var size: (width: Double?, height: Double?) = (nil, nil)
        switch (contentSize, axes) {
        case (_, .none):
            size = (View.noIntrinsicMetric, View.noIntrinsicMetric)
        case (.stored, _):
            let f = try rect(element.child("rect", key: "frame")).inset(by: alignmentInsets)
            size = (axes == .both ? f.width : View.noIntrinsicMetric, f.height)
        case (.measured, _):
            if let m = measured { size = (m.width, m.height) }
        }
        if let w = element["placeholderIntrinsicWidth"] { size.width = try placeholderMetric(w, element) }
        if let h = element["placeholderIntrinsicHeight"] { size.height = try placeholderMetric(h, element) }
        return size
    }

    private func placeholderMetric(_ text: String, _ element: IBElement) throws(InterfaceBuilderError) -> Double {
        text == "infinite" ? View.noIntrinsicMetric : try number(text, "placeholder intrinsic size", element)
    }

    /// A `<rect>` as a Rect (zero when absent).
    func rect(_ element: IBElement?) throws(InterfaceBuilderError) -> Rect {
        guard let e = element else { return .zero }
        return Rect(
            x: try number(e["x"] ?? "0", "x", e), y: try number(e["y"] ?? "0", "y", e),
            width: try number(e["width"] ?? "0", "width", e), height: try number(e["height"] ?? "0", "height", e))
    }

    /// A number attribute, finite and within ``Limits``.
    func number(_ text: String, _ what: String, _ element: IBElement) throws(InterfaceBuilderError) -> Double {
        guard let value = Double(text), value.isFinite, abs(value) <= Limits.coordinate else {
            throw InterfaceBuilderError("\(what) \"\(text)\" is not a number within ±\(Int(Limits.coordinate))", at: element)
        }
        return value
    }
}

/// A scroll, table or collection view.
final class DocumentScrollView: ScrollView {
    let uikitClass: String

    init(uikitClass: String) {
        self.uikitClass = uikitClass
        super.init(frame: .zero)
    }

    override var className: String { uikitClass }
}
