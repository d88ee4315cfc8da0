import Animation
import Foundation
import Layout

/// A layout as data: a window, views and constraints, read from JSON.
///
/// ```json
/// {"window": [568, 320], "direction": "ltr",
///  "views": [{"name": "logo", "parent": "root", "kind": "image", "intrinsicSize": [241, 300]}],
///  "constraints": [{"first": "logo.leading", "relation": "==", "second": "root.leading",
///                   "multiplier": 1, "constant": 0, "priority": 1000, "identifier": "logoLeading"}]}
/// ```
/// `root` is the window's root view. `translatesAutoresizingMask` defaults to false. `direction`
/// (`ltr` or `rtl`) sets the root's layout direction. Every error names its JSON path.
public struct Scene {
    /// The window size (the device's in its orientation when the scene names a device).
    public var windowSize: Size
    /// The device the scene is laid out on (`"device": "iPhone15"`), with its orientation.
    public var device: (Device, Orientation)?
    /// The root's layout direction.
    public var direction: LayoutDirection
    /// The views, parents before children.
    public var views: [ViewSpec]
    /// The constraints given by item and attribute.
    public var constraints: [ConstraintSpec]
    /// The constraints given as visual formats.
    public var visualFormats: [VisualFormatSpec] = []
    /// The animations, by time.
    public var animations: [SceneAnimation] = []
    /// The order of both kinds, as written.
    var constraintOrder: [Entry] = []
    /// What the reader ignored: `views[2].colour: unknown field (ignored; ...)`, one line each.
    public var warnings: [String] = []

    enum Entry { case constraint(Int), visualFormat(Int) }

    /// A visual-format entry of a scene.
    public struct VisualFormatSpec {
        /// The format.
        public var format: String
        /// Its options.
        public var options: LayoutFormatOptions
        /// Its metrics.
        public var metrics: [String: Double]
        /// The JSON path, for errors.
        var path: String
    }

    /// One view of a scene.
    public struct ViewSpec {
        /// The name (its accessibility identifier).
        public var name: String
        /// The parent's name (`root` for the root view).
        public var parent: String
        /// `view`, `label`, `button`, `image`, `scroll` or `stack`.
        public var kind: String
        /// The JSON it came from, for the kind-specific fields.
        var json: JSONValue
    }

    /// One constraint of a scene.
    public struct ConstraintSpec {
        /// The first item and attribute.
        public var first: (item: String, attribute: LayoutAttribute)
        /// The relation.
        public var relation: LayoutRelation
        /// The second item and attribute, or nil for a constant.
        public var second: (item: String, attribute: LayoutAttribute)?
        /// The multiplier.
        public var multiplier: Double
        /// The constant.
        public var constant: Double
        /// The priority.
        public var priority: Double
        /// The identifier.
        public var identifier: String?
        /// The JSON path, for errors while building.
        var path: String
    }

    static let kinds = ["view", "label", "button", "image", "scroll", "stack", "textField"]

    /// The fields every view takes, and those of each kind.
    static let viewFields: Set<String> = [
        "name", "parent", "kind", "translatesAutoresizingMask", "frame", "autoresizing", "intrinsicSize", "hugging",
        "compression", "layoutMargins", "background", "alpha", "hidden", "clipsToBounds", "cornerRadius",
        "borderWidth", "borderColor", "shadow",
    ]
    static let kindFields: [String: Set<String>] = [
        "label": ["text", "fontSize", "fontWeight", "numberOfLines", "preferredMaxLayoutWidth"],
        "button": ["text", "fontSize", "fontWeight"],
        "image": ["image", "imageSize", "contentMode"], "scroll": ["contentOffset"],
        "stack": ["axis", "spacing", "distribution", "alignment"],
        "textField": ["text", "placeholder", "fontSize", "fontWeight", "borderStyle", "secure"],
    ]

    /// Reads a scene.
    ///
    /// - Throws: ``InputError`` naming the JSON path of the culprit.
    public init(data: Data, source: String = "the scene") throws {
        let json = try JSONValue.parse(data, source: source)
        _ = try json.object()
        json.checkFields(["window", "device", "orientation", "direction", "views", "constraints", "animations"], into: &warnings)
        device = try Scene.device(json)
        if let (d, o) = device, json["window"].isAbsent {
            windowSize = d.size(o)
        } else {
            let window = try json["window"].array("[width, height]")
            guard window.count == 2 else { throw InputError(path: "window", message: "expected [width, height]") }
            let side = 1...Limits.windowSide
            windowSize = Size(
                width: try window[0].number(in: side, "a window width (points)"),
                height: try window[1].number(in: side, "a window height (points)"))
            if let (d, o) = device, d.size(o) != windowSize {
                throw InputError(
                    path: "window",
                    message:
                        "the \(d.name) in \(o.rawValue) is \(d.size(o).width) x \(d.size(o).height) points; leave out \"window\" or give that size"
                )
            }
        }
        switch json["direction"].isAbsent ? "ltr" : try json["direction"].string() {
        case "ltr": direction = .leftToRight
        case "rtl": direction = .rightToLeft
        case let other: throw InputError(path: "direction", message: "unknown direction \"\(other)\" (expected ltr or rtl)")
        }
        var known: Set<String> = ["root"]
        views = []
        for v in json["views"].isAbsent ? [] : try json["views"].array() {
            _ = try v.object()
            let name = try v["name"].string()
            guard !known.contains(name) else { throw InputError(path: v["name"].path, message: "duplicate view name \"\(name)\"") }
            let parent = v["parent"].isAbsent ? "root" : try v["parent"].string()
            guard known.contains(parent) else {
                throw InputError(path: v["parent"].path, message: "unknown parent \"\(parent)\" (parents come before children)")
            }
            let kind = v["kind"].isAbsent ? "view" : try v["kind"].string()
            guard Scene.kinds.contains(kind) else {
                throw InputError(
                    path: v["kind"].path, message: "unknown kind \"\(kind)\" (expected \(Scene.kinds.joined(separator: ", ")))")
            }
            v.checkFields(Scene.viewFields.union(Scene.kindFields[kind] ?? []), into: &warnings)
            v["shadow"].checkFields(["color", "opacity", "offset", "radius"], into: &warnings)
            known.insert(name)
            views.append(ViewSpec(name: name, parent: parent, kind: kind, json: v))
        }
        constraints = []
        for c in json["constraints"].isAbsent ? [] : try json["constraints"].array() {
            _ = try c.object()
            if !c["visualFormat"].isAbsent {
                c.checkFields(["visualFormat", "options", "metrics"], into: &warnings)
                let format = try c["visualFormat"].string()
                var options = LayoutFormatOptions()
                for o in c["options"].isAbsent ? [] : try c["options"].array() {
                    let name = try o.string()
                    guard let option = LayoutFormatOptions.byName[name] else {
                        throw InputError(path: o.path, message: "unknown format option \"\(name)\"")
                    }
                    options.insert(option)
                }
                var metrics: [String: Double] = [:]
                if !c["metrics"].isAbsent {
                    for (key, _) in try c["metrics"].object() {
                        metrics[key] = try c["metrics"][key].number(in: -Limits.coordinate...Limits.coordinate, "a metric")
                    }
                }
                visualFormats.append(
                    VisualFormatSpec(
                        format: format, options: options, metrics: metrics,
                        path: c["visualFormat"].path))
                constraintOrder.append(.visualFormat(visualFormats.count - 1))
                continue
            }
            c.checkFields(["first", "relation", "second", "multiplier", "constant", "priority", "identifier"], into: &warnings)
            let first = try Scene.itemAttribute(c["first"], known: known)
            let second = c["second"].isAbsent ? nil : try Scene.itemAttribute(c["second"], known: known)
            let relation: LayoutRelation
            switch c["relation"].isAbsent ? "==" : try c["relation"].string() {
            case "==": relation = .equal
            case "<=": relation = .lessThanOrEqual
            case ">=": relation = .greaterThanOrEqual
            case let other: throw InputError(path: c["relation"].path, message: "unknown relation \"\(other)\" (expected ==, <= or >=)")
            }
            let priority = c["priority"].isAbsent ? 1000 : try Scene.priority(c["priority"])
            constraintOrder.append(.constraint(constraints.count))
            constraints.append(
                ConstraintSpec(
                    first: first, relation: relation, second: second,
                    multiplier: c["multiplier"].isAbsent
                        ? 1 : try c["multiplier"].number(in: -Limits.coordinate...Limits.coordinate, "a multiplier"),
                    constant: c["constant"].isAbsent ? 0 : try Scene.coordinate(c["constant"], "a constant"), priority: priority,
                    identifier: c["identifier"].isAbsent ? nil : try c["identifier"].string(), path: c.path))
        }
        let identifiers = Set(constraints.compactMap(\.identifier))
        animations = try Scene.parseAnimations(json["animations"], views: known, identifiers: identifiers, warnings: &warnings)
    }

    /// `"device"` and `"orientation"` (portrait by default), nil without a device.
    static func device(_ json: JSONValue) throws -> (Device, Orientation)? {
        let orientation: Orientation
        if json["orientation"].isAbsent {
            orientation = .portrait
        } else {
            let name = try json["orientation"].string()
            guard let o = Orientation(rawValue: name) else {
                throw InputError(path: "orientation", message: "unknown orientation \"\(name)\" (expected portrait or landscape)")
            }
            orientation = o
        }
        guard !json["device"].isAbsent else {
            if !json["orientation"].isAbsent { throw InputError(path: "orientation", message: "an orientation needs a \"device\"") }
            return nil
        }
        let name = try json["device"].string()
        guard let device = Device.named(name) else {
            throw InputError(
                path: "device", message: "unknown device \"\(name)\" (known: \(Device.all.map(\.identifier).joined(separator: ", ")))")
        }
        return (device, orientation)
    }

    /// A priority, 1...1000 as UIKit requires of constraints and content priorities.
    static func priority(_ v: JSONValue) throws -> Double { try v.number(in: 1...1000, "a priority") }

    /// A length or position in points, within ±``Limits/coordinate``.
    static func coordinate(_ v: JSONValue, _ what: String) throws -> Double {
        try v.number(in: -Limits.coordinate...Limits.coordinate, "\(what) (points)")
    }

    /// A view's guides, named after the view: `root.safeAreaLayoutGuide.top`, `card.layoutMarginsGuide.leading`.
    static let guideSuffixes = [".safeAreaLayoutGuide", ".layoutMarginsGuide"]

    /// `name.attribute` (the name may contain dots: the attribute is after the last one).
    static func itemAttribute(_ v: JSONValue, known: Set<String>) throws -> (item: String, attribute: LayoutAttribute) {
        let text = try v.string()
        guard let dot = text.lastIndex(of: ".") else {
            throw InputError(path: v.path, message: "expected \"view.attribute\", got \"\(text)\"")
        }
        let name = String(text[..<dot]), attributeName = String(text[text.index(after: dot)...])
        let view = Scene.guideSuffixes.first { name.hasSuffix($0) }.map { String(name.dropLast($0.count)) } ?? name
        guard known.contains(view) else { throw InputError(path: v.path, message: "unknown view \"\(view)\"") }
        guard let attribute = LayoutAttribute.allCases.first(where: { $0.description == attributeName }),
            attribute != .notAnAttribute
        else {
            throw InputError(path: v.path, message: "unknown attribute \"\(attributeName)\"")
        }
        return (name, attribute)
    }
}
