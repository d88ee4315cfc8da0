import Layout

extension InterfaceBuilderDocument {
    /// The Interface Builder build that saved the document: its tools version (`toolsVersion`,
    /// 22505 for "22505", 13122.16 for "13122.16"), or nil for a document without one. Some Xcode 15
    /// builds wrote the placeholder "32700.99.1234", which is no build number; then the Cocoa Touch
    /// plug-in's version (22685) stands for the build.
    var toolsVersion: Double? {
        guard let text = root["toolsVersion"] else { return nil }
        if let tools = Double(text) { return tools }
        let plugIn = root.child("dependencies")?.children.first {
            $0.name == "plugIn" && $0["identifier"]?.hasSuffix("IBCocoaTouchPlugin") == true
        }
        return plugIn?["version"].flatMap { Double($0) }
    }

    /// Whether Interface Builder draws a status bar over a storyboard's controllers: Xcode 10 and
    /// earlier did (20 pt on the phones with a Home button); Xcode 11 to Xcode 13 (tools version
    /// 15000 to 20999, the iOS 13 to iOS 15 SDKs) draw none on those phones, so nothing reaches in
    /// from the top there; from Xcode 14 (the iOS 16 SDK, whose canvas also took iOS 16's status
    /// bars on the other phones) it is drawn again. The stored frames say so: a view pinned to the
    /// safe area sits at y = 0 in an Xcode 13 document for the iPhone 4s (19150) and at y = 20 in
    /// an Xcode 16 one for the iPhone 8 (23504), and Xcode 15 (22505) stores navigation bars at y = 20
    /// there. The sensor housing of the other phones is always there.
    var simulatesStatusBar: Bool {
        guard let tools = toolsVersion else { return true }
        return tools < 15000 || tools >= InterfaceBuilderDocument.iOS16Tools
    }

    /// Whether the canvas starts a controller's scroll view's content below the bars over it, as
    /// iOS 11's content inset adjustment does: in a document with safe areas, or saved by Xcode 9
    /// or later (tools version 13000 and up, the iOS 11 SDK) without them. The stored frames say
    /// so: such documents store a table's first cell at its header's height (18 in a grouped
    /// table, 28 under a plain header) where Xcode 8 and earlier stored it below the 64 points of
    /// bars already (86, 113.5).
    var adjustsScrollContentForBars: Bool { usesSafeAreas || (toolsVersion ?? 0) >= InterfaceBuilderDocument.iOS11Tools }

    /// The first tools version of Xcode 9, whose canvas took the iOS 11 SDK's scroll views.
    static let iOS11Tools = 13000.0

    /// Whether Xcode 26 or later saved the document (tools version 24000 and up, the iOS 26 SDK).
    /// Its canvas draws the device profiles' strips, and counts them twice over a storyboard
    /// controller's view on the phones with a sensor housing (`controllerInsets`).
    var savedByXcode26: Bool { (toolsVersion ?? 0) >= 24000 }

    /// The first tools version of Xcode 14, whose canvas took the iOS 16 SDK's status bars.
    static let iOS16Tools = 21000.0

    /// The status bar Interface Builder draws for the document's device where it differs from the
    /// device profile's (iOS 17). Before Xcode 14 (tools version 21000) every phone with a sensor
    /// housing had the iPhone X's 44 pt: the iPhone 11 (retina6_1, 48 pt on the phone) stores its
    /// navigation bars at y = 44, and Pocket Casts' Xcode 12 xib for the iPhone 12 Pro Max
    /// (retina6_7, 47 pt) a scroll view pinned to the safe area at y = 44. From Xcode 14 the canvas
    /// draws iOS 16's bars: the phones' own (WooCommerce's Xcode 14 xib for the iPhone 11 pins its
    /// scroll view at y = 48), and for the iPhone X (retina5_9) and the 12 and 13 mini (retina5_4,
    /// the X's 375 x 812 screen) 50 pt. Xcode 26 draws the profiles' strips.
    var interfaceBuilderStatusBar: Double? {
        if savedByXcode26 { return nil }
        if (toolsVersion ?? 0) < InterfaceBuilderDocument.iOS16Tools {
            guard let device, device.portraitInsets.top > 24 else { return nil }
            return 44
        }
        // The iPhone X's screen (the 12 and 13 mini's too) got iOS 16's 50 pt.
        return device == .iPhoneX ? 50 : nil
    }

    /// The controller element with this id.
    func controllerElement(_ id: String) -> IBElement? {
        for scene in root.children(of: "scenes") {
            for object in scene.children(of: "objects") where object.id == id { return object }
        }
        return nil
    }

    /// The device profile for an Interface Builder device id (`retina6_12`), or nil.
    static func devices(_ id: String) -> Device? {
        let table: [String: Device] = [
            "retina3_5": .iPhone4s, "retina4_0": .iPhone5s, "retina4_7": .iPhoneSE, "retina5_5": .iPhone8Plus,
            "retina5_9": .iPhoneX, "retina6_1": .iPhone11, "retina6_5": .iPhone11ProMax, "retina6_0": .iPhone12,
            "retina6_7": .iPhone12ProMax, "retina6_12": .iPhone15, "retina6_72": .iPhone15ProMax,
            "retina6_3": .iPhone16Pro, "retina6_9": .iPhone16ProMax, "retina5_4": .iPhoneX,
            "ipad9_7": .iPad9_7, "ipad7_9": .iPad9_7, "ipad10_2": .iPad10_2, "ipad10_5": .iPadPro10_5, "ipad10_9rounded": .iPad,
            "ipad11": .iPadPro11, "ipad12_9": .iPadPro12_9HomeButton, "ipad12_9rounded": .iPadPro12_9,
        ]
        return table[id]
    }

    /// Whether `device` is one asked for other than the document's own: the view is then laid out
    /// as it runs there (the device's status bar, bars under it), not as the document's canvas drew it.
    func isOtherDevice(_ device: Device?) -> Bool { device != nil && device != self.device }

    /// The safe-area insets of a controller's root view of `size`: the device's unsafe strips (a
    /// 20 pt status bar without a device, where one is simulated) and the bars over the controller, where the view overlaps
    /// them. A view shorter than the screen sits below an opaque top bar, unless its size is freeform:
    /// then Interface Builder simulates a screen of the view's size, strips included.
    ///
    /// - Parameters:
    ///   - storedTop: where the view's stored frame starts. Without a device, the screen is the
    ///     canvas the view was stored on: as tall as the view and the space above it (a view stored
    ///     at y = 64 on the 600 pt any-size canvas, under an opaque bar, is 536 pt tall).
    ///   - statusBar: whether a status bar is simulated (a storyboard's controllers: yes; a xib's
    ///     views: no, so only a sensor housing reaches in from the top).
    func controllerInsets(
        size: Size, storedTop: Double, controllerID: String?, device: Device?, orientation: Orientation, freeform: Bool,
        statusBar: Bool
    ) -> EdgeInsets {
        let canvas = Size(width: size.width, height: max(storedTop, 0) + size.height)
        let screen = freeform ? size : device?.size(orientation) ?? canvas
        var unsafe = device?.safeAreaInsets(orientation) ?? EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        if !statusBar, (device?.portraitInsets.top ?? 20) <= 24 { unsafe.top = 0 }
        if device == self.device, orientation == .portrait, let top = interfaceBuilderStatusBar { unsafe.top = top }
        // Xcode 26 insets a storyboard controller's view by twice the strips of a phone with a sensor
        // housing (the iPhone 11's by 96 and 68 pt, not 48 and 34); a Home button phone's only strip
        // is the status bar, drawn once.
        if statusBar, savedByXcode26, !isOtherDevice(device), let device, device.portraitInsets.top > 24 {
            unsafe = EdgeInsets(top: 2 * unsafe.top, left: 2 * unsafe.left, bottom: 2 * unsafe.bottom, right: 2 * unsafe.right)
        }
        let bars = controllerID.flatMap { self.bars[$0] } ?? ControllerBars()
        unsafe.top = bars.topInset(statusBar: unsafe.top, onOtherDevice: isOtherDevice(device))
        unsafe.bottom += bars.bottom
        // A view that does not extend under the bars (`edgesForExtendedLayout` without that edge)
        // starts below them: nothing reaches in. (Interface Builder's canvas keeps a view under an
        // opaque bar at full size, so opacity alone does not move it.)
        let edges = controllerID.flatMap(controllerElement)?.child("extendedEdge", key: "edgesForExtendedLayout")
        if let edges, bars.top != nil || bars.simulatedTop > 0, edges["top"] != "YES" { unsafe.top = 0 }
        if let edges, bars.bottom > 0, edges["bottom"] != "YES" { unsafe.bottom = 0 }
        // A view shorter than the screen under an opaque navigation bar sits below the bar; else it
        // sits at the top of the screen or sheet (an embedded child's view, a sheet's translucent bar).
        let belowBar = bars.topOpaque || (bars.top == nil && bars.simulatedTop > 0)
        let y = size.height >= screen.height || !belowBar ? 0 : min(unsafe.top, screen.height - size.height)
        let fullWidth = size.width >= screen.width
        return EdgeInsets(
            top: max(0, unsafe.top - y), left: fullWidth ? unsafe.left : 0,
            bottom: max(0, y + size.height - (screen.height - unsafe.bottom)), right: fullWidth ? unsafe.right : 0)
    }
}
