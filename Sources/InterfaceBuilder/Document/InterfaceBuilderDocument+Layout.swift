import Layout

/// A hierarchy of a document, built and laid out in a window of its stored size.
@MainActor
public struct LaidOutHierarchy {
    /// Which hierarchy this is.
    public let hierarchy: Hierarchy
    /// The window holding it; its root view controller's view is the hierarchy's root.
    public let window: Window
    /// The views by Interface Builder id.
    public let views: [String: View]
    /// The ids of the views, root first, in document order.
    public let order: [String]
    /// What could not be built as written (unknown classes, constraints left out), each naming
    /// the element and its line.
    public let warnings: [String]

    /// The frames relative to the root's origin, by Interface Builder id (after the last layout pass).
    public var frames: [String: Rect] { rects(alignment: false) }

    /// The alignment rectangles relative to the root's origin, by Interface Builder id: the
    /// rectangles constraints place, and what Interface Builder's size inspector shows by default
    /// (a switch's is 2 pt narrower than its frame).
    public var layoutRects: [String: Rect] { rects(alignment: true) }

    private func rects(alignment: Bool) -> [String: Rect] {
        var ids: [ObjectIdentifier: String] = [:]
        for (id, view) in views { ids[ObjectIdentifier(view)] = id }
        var out: [String: Rect] = [:]
        window.rootView?.forEachFrameInWindow(presentation: false, scrolled: false) { v, frame in
            if let id = ids[ObjectIdentifier(v)] { out[id] = alignment ? frame.inset(by: v.alignmentRectInsets) : frame }
        }
        return out
    }
}

@MainActor
extension InterfaceBuilderDocument {
    /// The pixels per point of a document saved without a device (Xcode 5 to 7): its canvas stood
    /// for the 2x phones of its day, and its stored frames lie on their grid. A document with a
    /// device lays out on that device's grid (``Window/displayScale``).
    public static let scaleWithoutDevice = 2.0

    /// Builds a hierarchy's views and constraints in a window of the root's stored size and lays it out.
    ///
    /// - Parameters:
    ///   - hierarchy: one of ``hierarchies``.
    ///   - contentSize: where labels, buttons and other content views take their intrinsic size from.
    ///   - device: the device to lay out for (nil: the document's own); its size replaces the stored
    ///     one for a controller's view that fills the screen: one the size of the document's own
    ///     device, or, in a document saved without a device (the 600 x 600 any-size canvas), any one
    ///     Interface Builder did not size freeform.
    ///   - orientation: the orientation (nil: the document's own).
    ///   - placeholders: keep constraints marked "Remove at build time", as Interface Builder's canvas
    ///     does (true) or remove them, as UIKit does when it loads the document (false).
    ///   - textMeasurer: measures label text in `measured` mode.
    ///   - logSink: where the engine's log lines go besides the window's log (nowhere by default).
    /// - Throws: ``InterfaceBuilderError`` naming the element and line of a value that cannot be used.
    public func layOut(
        _ hierarchy: Hierarchy, contentSize: ContentSize = .measured, device: Device? = nil, orientation: Orientation? = nil,
        placeholders: Bool = true, textMeasurer: TextMeasurer = BuiltinTextMeasurer(), logSink: @escaping LogSink = { _ in }
    ) throws(InterfaceBuilderError) -> LaidOutHierarchy {
        do {
            return try build(hierarchy, contentSize, device, orientation, placeholders, textMeasurer, logSink)
        } catch {
            var located = error
            located.file = name
            throw located
        }
    }

    /// The side margins of a table cell's content view on a device: its table's, which follow the
    /// screen's system minimum margins (16 pt, 20 pt from 414 pt). A cell at a xib's top level is
    /// in no table: Interface Builder gives it the margins of a table as wide as the cell, so the
    /// usual 320 pt cell gets 16 pt whatever the document's device (a Pocket Casts cell saved on
    /// the 414 pt iPhone 11 stores a view pinned to the leading margin at 16 pt).
    private func cellSideMargin(_ hierarchy: Hierarchy, device: Device, orientation: Orientation) -> Double {
        guard hierarchy.role == .cell, hierarchy.element.parent?.name == "objects",
            let width = hierarchy.element.child("rect", key: "frame")?["width"].flatMap(Double.init), width > 0
        else { return device.systemMinimumLayoutMargins(orientation).left }
        return Device.systemMinimumSideMargin(screenWidth: width)
    }

    /// Gives a xib's top-level view sized freeform the system minimum margins of a screen as wide
    /// as it is (16 pt, 20 pt from 414 pt), in place of its device's: Interface Builder shows such
    /// a view as a screen of its own simulated size (a 600 pt card saved on the 375 pt iPhone 8
    /// stores a view pinned to its leading margin at 20 pt). Margins the document sets are kept
    /// where wider.
    private func useSystemMargins(ofScreenWidth width: Double, on root: View, controller: ViewController, element: IBElement) {
        let side = Device.systemMinimumSideMargin(screenWidth: width)
        let setInDocument =
            element.child("edgeInsets", key: "layoutMargins") != nil
            || element.child("directionalEdgeInsets", key: "directionalLayoutMargins") != nil
        let m = setInDocument ? root.layoutMargins : EdgeInsets(top: 0, left: side, bottom: 0, right: side)
        controller.viewRespectsSystemMinimumLayoutMargins = false
        root.layoutMargins = EdgeInsets(top: m.top, left: max(m.left, side), bottom: m.bottom, right: max(m.right, side))
    }

    private func build(
        _ hierarchy: Hierarchy, _ contentSize: ContentSize, _ deviceOverride: Device?, _ orientationOverride: Orientation?,
        _ placeholders: Bool, _ textMeasurer: TextMeasurer, _ logSink: @escaping LogSink
    ) throws(InterfaceBuilderError) -> LaidOutHierarchy {
        let device = deviceOverride ?? self.device
        let orientation = orientationOverride ?? self.orientation
        // On another device than its own, the document runs as it would there; else it lays out as
        // its canvas drew it.
        let onOtherDevice = isOtherDevice(device)
        let made = try instantiate(
            hierarchy, contentSize: contentSize, traits: SizeClassTraits(device: device, orientation: orientation),
            cellSideMargin: device.map { cellSideMargin(hierarchy, device: $0, orientation: orientation) },
            placeholders: placeholders, legacyCanvas: !onOtherDevice, drawsPrototypes: true)
        let root = made.root
        var size = root.frame.size
        let freeform =
            hierarchy.role == .topLevelView || hierarchy.element.child("freeformSimulatedSizeMetrics") != nil
            || hierarchy.controller?.child("freeformSimulatedSizeMetrics") != nil
        if let device, hierarchy.role == .controllerView, deviceOverride != nil || orientationOverride != nil {
            // A full-screen controller view follows the device asked for: one the size of the
            // document's own device, or any one in a document saved without a device (its canvas,
            // 600 x 600 for "any" size classes, stands for every screen), unless sized freeform.
            if let original = self.device {
                if size == original.size(self.orientation) { size = device.size(orientation) }
            } else if !freeform {
                size = device.size(orientation)
            }
        }
        guard size.width > 0, size.height > 0, size.width <= Limits.windowSide, size.height <= Limits.windowSide else {
            throw InterfaceBuilderError(
                "the root view is \(size.width) x \(size.height) pt; a window side must lie in 1...\(Int(Limits.windowSide))",
                at: hierarchy.element)
        }
        // A controller's view, and a xib's top-level view (Interface Builder shows it as the screen
        // of its simulated size), get the device's safe area and system margins; cells do not.
        let screenLike = hierarchy.role != .cell
        let window =
            device.flatMap { screenLike ? Window(device: $0, orientation: orientation, textMeasurer: textMeasurer, logSink: logSink) : nil }
            ?? Window(size: size, textMeasurer: textMeasurer, logSink: logSink)
        window.size = size
        // Every hierarchy, cells included, is drawn on the device's screen: its frames land on
        // that screen's pixels, as Xcode stores them. A document saved without a device (Xcode 5
        // to 7) stood for the 2x phones of its day, and its stored frames lie on their grid.
        window.displayScale = device?.scale ?? InterfaceBuilderDocument.scaleWithoutDevice
        if screenLike && (device != nil || hierarchy.role == .controllerView) {
            window.safeAreaInsets = controllerInsets(
                size: size, storedTop: root.frame.minY, controllerID: hierarchy.controller?.id, device: device, orientation: orientation,
                freeform: freeform,
                statusBar: hierarchy.role == .controllerView && (simulatesStatusBar || onOtherDevice)
                    // "Status Bar: None" in the simulated metrics (a today widget, a full-screen scene).
                    && hierarchy.controller?.child("nil", key: "simulatedStatusBarMetrics") == nil)
            // Without a device, a controller's view gets the system minimum margins of a screen its
            // width: 16 pt, or 20 pt from 414 pt (the any-size canvas of older documents is 600 pt).
            if device == nil, hierarchy.role == .controllerView, root.layoutMargins == EdgeInsets(top: 8, left: 8, bottom: 8, right: 8) {
                let side = Device.systemMinimumSideMargin(screenWidth: size.width)
                root.layoutMargins = EdgeInsets(top: 0, left: side, bottom: 0, right: side)
            }
        }
        let rootController =
            made.controller ?? StoryboardViewController(view: root, className: "UIViewController", identifier: nil, title: nil)
        if let device, hierarchy.role == .topLevelView, size.width != device.size(orientation).width {
            useSystemMargins(ofScreenWidth: size.width, on: root, controller: rootController, element: hierarchy.element)
        }
        window.rootViewController = rootController
        if let controller = hierarchy.controller {
            addSimulatedBars(
                to: root, controller: controller, insets: window.safeAreaInsets,
                sideMargin: device?.systemMinimumLayoutMargins(orientation).left ?? Device.systemMinimumSideMargin(screenWidth: size.width),
                navigationItemViews: made.navigationItemViews)
            // Shown under a navigation or tab bar, or in a navigation controller that hides its
            // bar, a controller's content scroll view (a table view controller's table, or a
            // scroll view that is its view's first subview) starts its content
            // below the bars (the status bar), as UIKit's `automatic` adjustment does. A document
            // saved before Xcode 9 (iOS 7 to 10, whose controllers set the content inset
            // themselves) stores its content's frames below the bars already (a table's first
            // prototype at 86 pt: 64 of bars and its 22 pt header), so its canvas keeps them there.
            if adjustsScrollContentForBars, let scroll = rootController.contentScrollView, let id = controller.id, let shown = bars[id],
                shown.topHeight > 0 || shown.bottom > 0 || shown.inNavigation
            {
                scroll.isUnderContainerBars = true
            }
        }
        window.layoutIfNeeded()
        if pinSimulatedBars(over: root) { window.layoutIfNeeded() }
        var views: [String: View] = [:]
        for (id, view) in made.views { views[id] = view }
        return LaidOutHierarchy(
            hierarchy: hierarchy, window: window, views: views, order: made.views.map(\.id), warnings: made.warnings)
    }
}
