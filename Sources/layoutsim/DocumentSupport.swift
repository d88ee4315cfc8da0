import ArgumentParser
import Foundation
import InterfaceBuilder
import Layout
import Scenes

extension ContentSize: ExpressibleByArgument {}

/// Whether a path names an Interface Builder document rather than a JSON scene.
func isInterfaceBuilderDocument(_ path: String) -> Bool {
    let ext = URL(fileURLWithPath: path).pathExtension.lowercased()
    return ext == "storyboard" || ext == "xib"
}

/// Reads a storyboard or xib and lays out each of its hierarchies; exits with status 2 naming the
/// element and line when the document cannot be read, and prints warnings on standard error.
///
/// - Parameters:
///   - path: the `.storyboard` or `.xib` file.
///   - contentSize: where content views take their intrinsic size from.
///   - device: the device and orientation to lay out for (nil: the document's own).
///   - measurer: the text measurer (the TTF one when the document will be drawn).
func loadDocument(
    _ path: String, contentSize: ContentSize, device: (Device, Orientation)?, measurer: TextMeasurer = BuiltinTextMeasurer()
) throws -> [LaidOutHierarchy] {
    do {
        let document = try InterfaceBuilderDocument(contentsOf: URL(fileURLWithPath: path))
        printWarnings(document.warnings, source: path)
        var out: [LaidOutHierarchy] = []
        for hierarchy in document.hierarchies {
            // One hierarchy that cannot be laid out (a root of zero height) leaves the others.
            do {
                let laidOut = try document.layOut(
                    hierarchy, contentSize: contentSize, device: device?.0, orientation: device?.1, textMeasurer: measurer)
                printWarnings(laidOut.warnings, source: path)
                out.append(laidOut)
            } catch {
                printWarnings(["\(error.locatedMessage); \(hierarchy.title) is left out"], source: path)
            }
        }
        return out
    } catch {
        throw inputFailure(error.description)
    }
}

/// What `layoutsim layout DOC` prints: `{"scenes": [{"root", "title", "window": [w, h],
/// "frames": {IB id: [x, y, w, h]}, "log": [...]}]}`: each view's alignment rectangle (its frame
/// for all but a few controls, as Interface Builder's size inspector shows it) relative to its root's origin.
func documentLayoutJSON(_ hierarchies: [LaidOutHierarchy]) -> String {
    let scenes = hierarchies.map { h in
        let frames = h.layoutRects
        let pairs = h.order.compactMap { id in
            frames[id].map { f in (id, JSONText.array([f.x, f.y, f.width, f.height].map(JSONText.number))) }
        }
        return JSONText.object([
            ("root", JSONText.string(h.hierarchy.rootID)), ("title", JSONText.string(h.hierarchy.title)),
            ("window", JSONText.array([h.window.size.width, h.window.size.height].map(JSONText.number))),
            ("frames", JSONText.object(pairs)), ("log", JSONText.array(h.window.log.map(JSONText.string))),
        ])
    }
    return JSONText.object([("scenes", JSONText.array(scenes))])
}
