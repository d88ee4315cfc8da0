import Foundation
import Layout

/// A storyboard or xib, read: its hierarchies can be laid out, drawn and compared with the frames
/// Xcode stored.
///
/// ```swift
/// let document = try InterfaceBuilderDocument(contentsOf: URL(fileURLWithPath: "Main.storyboard"))
/// for hierarchy in document.hierarchies {
///     let laidOut = try document.layOut(hierarchy, contentSize: .stored)
///     print(laidOut.title, laidOut.frames)
/// }
/// ```
public final class InterfaceBuilderDocument {
    /// A storyboard or a xib.
    public enum Kind: Sendable {
        /// A `.storyboard`: scenes of view controllers.
        case storyboard
        /// A `.xib`: top-level views (and cells) for a nib.
        case xib
    }

    /// The document's name (its file name), used in messages.
    public let name: String
    /// Storyboard or xib.
    public let kind: Kind
    /// The device the document was saved for (`<device id="retina6_12">`), or nil when it names
    /// none or one LayoutSim has no profile for.
    public let device: Device?
    /// The orientation it was saved in.
    public let orientation: Orientation
    /// Interface Builder's id of the device (`retina6_12`), if the document names one.
    public let deviceID: String?
    /// Whether the document uses safe-area layout guides (`useSafeAreas="YES"`).
    public let usesSafeAreas: Bool
    /// Every independently laid-out hierarchy, in document order.
    public internal(set) var hierarchies: [Hierarchy] = []
    /// Warnings met while reading (an unknown device), each naming its element and line.
    public private(set) var warnings: [String] = []

    let root: IBElement
    /// Image sizes in points from `<resources>`, by name.
    private(set) var imageSizes: [String: Size] = [:]
    /// Colours from `<resources>` (system and named colours), by name.
    private var namedColors: [String: IBElement] = [:]
    /// The bars over each controller's view, by controller id.
    private(set) var bars: [String: ControllerBars] = [:]

    /// Reads a document file.
    ///
    /// - Parameter url: a `.storyboard` or `.xib` file.
    /// - Throws: ``InterfaceBuilderError`` when the file cannot be read or is not an iOS Interface
    ///   Builder document, with the line of the trouble.
    public convenience init(contentsOf url: URL) throws(InterfaceBuilderError) {
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            var e = InterfaceBuilderError("cannot read the document: \((error as NSError).localizedDescription)")
            e.file = url.lastPathComponent
            throw e
        }
        try self.init(data: data, name: url.lastPathComponent)
    }

    /// Reads a document from memory.
    ///
    /// - Parameters:
    ///   - data: the XML.
    ///   - name: the name messages use (a file name).
    /// - Throws: ``InterfaceBuilderError`` for XML that is not well-formed or not an iOS document.
    public init(data: Data, name: String) throws(InterfaceBuilderError) {
        self.name = name
        do throws(InterfaceBuilderError) {
            root = try IBElement.parse(data)
            guard root.name == "document" else {
                // Xcode 4 and earlier wrote xibs as keyed archives; Xcode 5 writes and converts to <document>.
                let hint =
                    root.name == "archive"
                    ? ": an archive of Xcode 4 or earlier, whose format LayoutSim does not read (open it in Xcode 5 or later, which saves it as a <document>)"
                    : ""
                throw InterfaceBuilderError("the document element is <\(root.name)>, not an Interface Builder <document>\(hint)", at: root)
            }
            switch root["type"] {
            case "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB": kind = .storyboard
            case "com.apple.InterfaceBuilder3.CocoaTouch.XIB": kind = .xib
            default:
                throw InterfaceBuilderError(
                    "type \"\(root["type"] ?? "")\" is not an iOS storyboard or xib (Cocoa Touch, Xcode 8 or later)", at: root)
            }
            let deviceElement = root.child("device")
            orientation = deviceElement?["orientation"] == "landscape" ? .landscape : .portrait
            deviceID = deviceElement?.id
            device = deviceID.flatMap(InterfaceBuilderDocument.devices)
            usesSafeAreas = root["useSafeAreas"] == "YES"
            if let d = deviceElement, device == nil {
                warnings.append("\(d.culprit): no device profile for \"\(d.id ?? "")\"; hierarchies are laid out at their stored sizes")
            }
            readResources()
            warnAboutAppFonts()
            bars = ControllerBars.find(in: root, hasDevice: device != nil)
            findHierarchies()
        } catch {
            var located = error
            located.file = name
            throw located
        }
    }

    private func readResources() {
        for r in root.children(of: "resources") {
            guard let name = r["name"] else { continue }
            switch r.name {
            case "image":
                guard let w = r["width"].flatMap(Double.init), let h = r["height"].flatMap(Double.init) else { continue }
                guard w.isFinite, h.isFinite, w >= 0, h >= 0 else {
                    warnings.append("\(r.culprit): image \"\(name)\" is \(w) x \(h), not a size; its views take no size from it")
                    continue
                }
                imageSizes[name] = Size(width: w, height: h)
            case "systemColor", "namedColor":
                if let c = r.child("color") { namedColors[name] = c }
            default: break
            }
        }
    }

    /// Warns once for each font the document names that iOS does not ship (the app bundles it),
    /// at the first element set in it: LayoutSim measures and draws that text in its own face, so
    /// its measured size can differ from Xcode's more than a system font's does.
    private func warnAboutAppFonts() {
        var warned: Set<String> = []
        root.forEachDescendant { e in
            guard e.name == "fontDescription" || e.name == "font", let name = e["name"], !FontName.isBuiltIn(name),
                warned.insert(name).inserted
            else { return }
            var holder = e
            while holder.id == nil, let up = holder.parent { holder = up }
            warnings.append(
                "\(holder.culprit): font \"\(name)\" is not one iOS ships (the app bundles it); its text is measured and drawn in LayoutSim's system face, \(FontName.weight(of: name)) weight"
            )
        }
    }

    /// Refuses a document of the other kind (a xib given to ``Storyboard``, a storyboard to ``Nib``).
    func require(_ wanted: Kind) throws(InterfaceBuilderError) {
        guard kind != wanted else { return }
        var error = InterfaceBuilderError(
            wanted == .storyboard
                ? "the document is a xib, not a storyboard (open it with Nib)"
                : "the document is a storyboard, not a xib (open it with Storyboard)")
        error.file = name
        throw error
    }

    /// A `<color>` as a Color: RGB, white, or a system or named colour from the resources.
    func color(_ e: IBElement) -> Color? {
        if let name = e["systemColor"] ?? e["name"], let resolved = namedColors[name], resolved !== e { return color(resolved) }
        func component(_ key: String) -> UInt8? {
            e[key].flatMap(Double.init).map { UInt8(saturating: ($0 * 255).rounded()) }
        }
        let alpha = component("alpha") ?? 255
        if let r = component("red"), let g = component("green"), let b = component("blue") {
            return Color(red: r, green: g, blue: b, alpha: alpha)
        }
        if let w = component("white") { return Color(red: w, green: w, blue: w, alpha: alpha) }
        switch e["cocoaTouchSystemColor"] {
        case "whiteColor": return .white
        case "darkTextColor", "blackColor": return .black
        case "groupTableViewBackgroundColor": return Color(red: 242, green: 242, blue: 247)
        case "lightTextColor": return Color(red: 255, green: 255, blue: 255, alpha: 153)
        default: return nil
        }
    }
}
