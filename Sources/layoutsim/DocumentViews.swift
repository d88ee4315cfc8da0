import Animation
import Foundation
import InterfaceBuilder
import Layout
import Rendering
import SDLBackend

/// Drawing and showing the hierarchies of a storyboard or xib: `render DOC` writes one PNG per
/// hierarchy, `show DOC` pages through them in a window.
enum DocumentViews {
    /// The file a hierarchy is drawn to: its place in the document and its root's id,
    /// `DIR/00_8bC-Xf-vdC.png`.
    static func path(_ index: Int, _ hierarchy: LaidOutHierarchy, in directory: String) -> String {
        let safe = String(hierarchy.hierarchy.rootID.map { $0.isLetter || $0.isNumber || $0 == "-" ? $0 : "_" })
        return URL(fileURLWithPath: directory).appendingPathComponent(String(format: "%02d_", index) + safe + ".png").path
    }

    /// Checks that the image views' files are in the asset folders (Interface Builder names images
    /// as asset catalogs do, `errorIcon`: ``AssetFile/resolve(_:in:)`` tries `NAME.png`,
    /// `NAME@2x.png` and the others). An image found nowhere is drawn as a placeholder, with a
    /// warning. Every image view and button image (and background image) in the window counts, bar
    /// button images included.
    static func resolveImages(_ hierarchies: [LaidOutHierarchy], assets: [String], source: String) {
        var reported = Set<String>()
        /// Whether `image` can be drawn; warns once for each name that cannot.
        func found(_ image: Image?) -> Bool {
            guard let image, !image.name.isEmpty, (try? AssetFile.resolve(image.name, in: assets)) == nil else { return true }
            if reported.insert(image.name).inserted {
                printWarnings(
                    [
                        "image \"\(image.name)\" is not in the asset folders (\(assets.joined(separator: ", "))); it is drawn as a placeholder"
                    ],
                    source: source)
            }
            return false
        }
        for h in hierarchies {
            h.window.rootView?.forEachInSubtree { next in
                if let view = next as? ImageView, !found(view.image) { view.image?.name = "" }
                if let button = next as? Button {
                    if !found(button.image) { button.image?.name = "" }
                    if !found(button.backgroundImage) { button.backgroundImage?.name = "" }
                }
            }
        }
    }

    /// Draws each hierarchy headless into `directory` and prints what went where.
    ///
    /// - Throws: exit status 2 naming the culprit when a canvas is too large or a file cannot be written.
    static func render(
        _ hierarchies: [LaidOutHierarchy], to directory: String, scale: Double, assets: [String], overlay: Bool
    ) throws {
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw inputFailure("cannot create \(directory): \(error.localizedDescription)")
        }
        do {
            for (index, h) in hierarchies.enumerated() {
                let pixels = try canvasPixels(h.window.size, scale: scale)
                let renderer = try HeadlessRenderer(width: pixels.width, height: pixels.height)
                renderer.imageSearchPaths = assets
                var list = DisplayList(window: h.window)
                if overlay { list.appendConstraintOverlay(for: h.window) }
                try renderer.draw(list)
                let path = path(index, h, in: directory)
                try renderer.writePNG(to: path)
                print("wrote \(path) (\(h.hierarchy.title))")
            }
        } catch let error as SDLBackendError {
            throw inputFailure(error.description)
        }
    }

    /// One window per hierarchy, Right and Left paging, O the overlay, Escape quits. Returns nil,
    /// or why there is no display.
    ///
    /// - Parameters:
    ///   - frames: draw this many frames of the first hierarchy, then stop (tests, screenshots).
    ///   - screenshot: write the last frame shown to this PNG.
    ///   - input: scripted touches for the first hierarchy shown.
    /// - Throws: the failing SDL call.
    static func show(
        _ hierarchies: [LaidOutHierarchy], source: String, assets: [String], overlay: Bool, frames: Int?, screenshot: String?,
        input: InputScript? = nil
    ) throws(SDLBackendError) -> String? {
        guard !hierarchies.isEmpty else {
            print("\(source): no hierarchies to show")
            return nil
        }
        var index = 0
        var showsOverlay = overlay
        while true {
            let h = hierarchies[index]
            let title =
                "LayoutSim – \(URL(fileURLWithPath: source).lastPathComponent) – \(h.hierarchy.title) (\(index + 1)/\(hierarchies.count))"
                + " – Left/Right step, O overlay, Esc quits"
            let host: WindowHost
            switch try WindowHost.open(h.window, title: title) {
            case .opened(let opened): host = opened
            case .noDisplay(let message): return message
            }
            host.imageSearchPaths = assets
            host.showsConstraintOverlay = showsOverlay
            var step = 0
            host.onKey = { key in
                switch key {
                case "Escape": host.stop()
                case "O": host.showsConstraintOverlay.toggle()
                case "Right", "N": step = 1; host.stop()
                case "Left", "P": step = -1; host.stop()
                default: break
                }
            }
            try host.run(frames: frames)
            showsOverlay = host.showsConstraintOverlay
            if let screenshot {
                try host.screenshot().writePNG(to: screenshot)
                print("wrote \(screenshot)")
            }
            if step == 0 { return nil }
            index = (index + step + hierarchies.count) % hierarchies.count
        }
    }
}
