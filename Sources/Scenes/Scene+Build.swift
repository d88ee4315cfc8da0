import Layout

@MainActor
extension Scene {
    /// A window holding the scene, laid out.
    @MainActor
    public struct Built {
        /// The window.
        public let window: Window
        /// Every view by name (`root` included).
        public let views: [String: View]
        /// The constraints by identifier.
        public let constraints: [String: LayoutConstraint]

        /// Frames in window coordinates, by name.
        public var frames: [String: Rect] { window.frames }

        /// `{"frames": {"name": [x, y, w, h], ...}, "log": [...]}`, names in scene order.
        public func layoutJSON(order: [String]) -> String { window.layoutJSON(order: order) }
    }

    /// The view names, root first, in scene order.
    public var viewOrder: [String] { ["root"] + views.map(\.name) }

    /// Builds the window, its views and constraints, and lays it out.
    ///
    /// - Parameters:
    ///   - direction: overrides the scene's layout direction (nil keeps it).
    ///   - device: overrides the scene's device and size (nil keeps them).
    ///   - measurer: the text measurer (the built-in one by default).
    ///   - logSink: where engine log lines go besides `window.log` (nowhere by default).
    /// - Throws: ``InputError`` naming the JSON path of a field with a wrong type or value, or of a
    ///   constraint that cannot be made or activated (with UIKit's message).
    public func build(
        direction: LayoutDirection? = nil, device: (Device, Orientation)? = nil, measurer: TextMeasurer = BuiltinTextMeasurer(),
        logSink: @escaping LogSink = { _ in }
    ) throws -> Built {
        let window: Window
        if let (d, o) = device ?? self.device {
            window = Window(device: d, orientation: o, textMeasurer: measurer, logSink: logSink)
        } else {
            window = Window(size: windowSize, textMeasurer: measurer, logSink: logSink)
        }
        let controller = ViewController()
        window.rootViewController = controller
        let root = controller.view!
        root.accessibilityIdentifier = "root"
        if (direction ?? self.direction) == .rightToLeft { root.semanticContentAttribute = .forceRightToLeft }
        var byName: [String: View] = ["root": root]
        for spec in views {
            let view = try makeView(spec)
            view.accessibilityIdentifier = spec.name
            let parent = byName[spec.parent]!
            if let stack = parent as? StackView {
                stack.addArrangedSubview(view)
            } else {
                parent.addSubview(view)
            }
            byName[spec.name] = view
        }
        var named: [String: LayoutConstraint] = [:]
        for entry in constraintOrder {
            switch entry {
            case .visualFormat(let i):
                let spec = visualFormats[i]
                do {
                    let made = try LayoutConstraint.constraints(
                        withVisualFormat: spec.format, options: spec.options,
                        metrics: spec.metrics, views: byName)
                    for c in made { c.source = spec.path }
                    try LayoutConstraint.activate(made)
                } catch let error as VisualFormatError {
                    throw InputError(path: spec.path, message: error.message)
                } catch {
                    throw InputError(path: spec.path, message: "\(error)")
                }
            case .constraint(let i):
                let spec = constraints[i]
                let c: LayoutConstraint
                do {
                    c = try LayoutConstraint(
                        item: item(spec.first.item, byName), attribute: spec.first.attribute, relatedBy: spec.relation,
                        toItem: spec.second.map { item($0.item, byName) }, attribute: spec.second?.attribute ?? .notAnAttribute,
                        multiplier: spec.second == nil ? 0 : spec.multiplier, constant: spec.constant)
                    c.priority = LayoutPriority(Float(spec.priority))
                    c.identifier = spec.identifier
                    c.source = spec.path
                    try c.activate()
                } catch {
                    throw InputError(path: spec.path, message: error.description)
                }
                if let id = spec.identifier { named[id] = c }
            }
        }
        window.layoutIfNeeded()
        return Built(window: window, views: byName, constraints: named)
    }

    /// A view by name, or one of its guides (`root.safeAreaLayoutGuide`); names were checked when read.
    private func item(_ name: String, _ byName: [String: View]) -> LayoutItem {
        for suffix in Scene.guideSuffixes where name.hasSuffix(suffix) {
            let view = byName[String(name.dropLast(suffix.count))]!
            return suffix == ".safeAreaLayoutGuide" ? view.safeAreaLayoutGuide : view.layoutMarginsGuide
        }
        return byName[name]!
    }

    private func makeView(_ spec: ViewSpec) throws -> View {
        let j = spec.json
        let view: View
        switch spec.kind {
        case "label":
            let label = Label(text: j["text"].isAbsent ? nil : try j["text"].string())
            if !j["fontSize"].isAbsent { label.fontSize = try fontSize(j["fontSize"]) }
            if !j["fontWeight"].isAbsent { label.fontWeight = try fontWeight(j["fontWeight"]) }
            if !j["numberOfLines"].isAbsent {
                label.numberOfLines = try j["numberOfLines"].integer()
                guard label.numberOfLines >= 0 else {
                    throw InputError(path: j["numberOfLines"].path, message: "numberOfLines must be 0 (no limit) or more")
                }
            }
            if !j["preferredMaxLayoutWidth"].isAbsent {
                label.preferredMaxLayoutWidth = try j["preferredMaxLayoutWidth"].number(
                    in: 0...Limits.coordinate, "a preferred width (points)")
            }
            view = label
        case "button":
            let button = Button(title: j["text"].isAbsent ? nil : try j["text"].string())
            if !j["fontSize"].isAbsent { button.fontSize = try fontSize(j["fontSize"]) }
            if !j["fontWeight"].isAbsent { button.fontWeight = try fontWeight(j["fontWeight"]) }
            view = button
        case "image":
            let size = j["imageSize"].isAbsent ? nil : try pair(j["imageSize"])
            let file = j["image"].isAbsent ? "" : try j["image"].string()
            if size == nil, !file.isEmpty {
                throw InputError(path: j["imageSize"].path, message: "an image file needs its size in points, e.g. [241, 300]")
            }
            let imageView = ImageView(image: size.map { Image(name: file, size: $0) })
            if !j["contentMode"].isAbsent {
                let name = try j["contentMode"].string()
                let modes: [String: ContentMode] = [
                    "scaleToFill": .scaleToFill, "scaleAspectFit": .scaleAspectFit,
                    "scaleAspectFill": .scaleAspectFill, "center": .center,
                ]
                guard let mode = modes[name] else {
                    throw InputError(
                        path: j["contentMode"].path,
                        message: "unknown content mode \"\(name)\" (scaleToFill, scaleAspectFit, scaleAspectFill or center)")
                }
                imageView.contentMode = mode
            }
            view = imageView
        case "textField":
            let field = TextField(
                text: j["text"].isAbsent ? nil : try j["text"].string(),
                placeholder: j["placeholder"].isAbsent ? nil : try j["placeholder"].string())
            if !j["fontSize"].isAbsent { field.fontSize = try fontSize(j["fontSize"]) }
            if !j["fontWeight"].isAbsent { field.fontWeight = try fontWeight(j["fontWeight"]) }
            if !j["secure"].isAbsent { field.isSecureTextEntry = try j["secure"].bool() }
            if !j["borderStyle"].isAbsent {
                let name = try j["borderStyle"].string()
                let styles: [String: TextField.BorderStyle] = ["none": .none, "line": .line, "bezel": .bezel, "roundedRect": .roundedRect]
                guard let style = styles[name] else {
                    throw InputError(
                        path: j["borderStyle"].path, message: "unknown border style \"\(name)\" (none, line, bezel or roundedRect)")
                }
                field.borderStyle = style
            }
            view = field
        case "scroll":
            view = ScrollView()
        case "stack":
            let stack = StackView()
            if !j["axis"].isAbsent {
                switch try j["axis"].string() {
                case "horizontal": stack.axis = .horizontal
                case "vertical": stack.axis = .vertical
                case let other: throw InputError(path: j["axis"].path, message: "unknown axis \"\(other)\"")
                }
            }
            if !j["spacing"].isAbsent { stack.spacing = try Scene.coordinate(j["spacing"], "a spacing") }
            if !j["distribution"].isAbsent {
                let name = try j["distribution"].string()
                guard let d = StackView.Distribution.allCases.first(where: { "\($0)" == name }) else {
                    throw InputError(path: j["distribution"].path, message: "unknown distribution \"\(name)\"")
                }
                stack.distribution = d
            }
            if !j["alignment"].isAbsent {
                let name = try j["alignment"].string()
                guard let a = StackView.Alignment.allCases.first(where: { "\($0)" == name }) else {
                    throw InputError(path: j["alignment"].path, message: "unknown alignment \"\(name)\"")
                }
                stack.alignment = a
            }
            view = stack
        default:
            view = View()
        }
        view.translatesAutoresizingMaskIntoConstraints =
            j["translatesAutoresizingMask"].isAbsent
            ? false : try bool(j["translatesAutoresizingMask"])
        if !j["frame"].isAbsent {
            let f = try j["frame"].array("[x, y, width, height]")
            guard f.count == 4 else { throw InputError(path: j["frame"].path, message: "expected [x, y, width, height]") }
            view.frame = Rect(
                x: try Scene.coordinate(f[0], "x"), y: try Scene.coordinate(f[1], "y"),
                width: try length(f[2], "a width"), height: try length(f[3], "a height"))
        }
        if !j["autoresizing"].isAbsent {
            var mask = AutoresizingMask()
            for item in try j["autoresizing"].array() {
                let names: [String: AutoresizingMask] = [
                    "flexibleLeftMargin": .flexibleLeftMargin, "flexibleWidth": .flexibleWidth,
                    "flexibleRightMargin": .flexibleRightMargin, "flexibleTopMargin": .flexibleTopMargin,
                    "flexibleHeight": .flexibleHeight, "flexibleBottomMargin": .flexibleBottomMargin,
                ]
                let name = try item.string()
                guard let bit = names[name] else { throw InputError(path: item.path, message: "unknown autoresizing flag \"\(name)\"") }
                mask.insert(bit)
            }
            view.autoresizingMask = mask
        }
        if !j["intrinsicSize"].isAbsent {
            let size = try pair(j["intrinsicSize"], allowNoMetric: true)
            view.placeholderIntrinsicSize = (size.width, size.height)
        }
        if !j["hugging"].isAbsent {
            let p = try priorities(j["hugging"])
            view.setContentHuggingPriority(LayoutPriority(Float(p.width)), for: .horizontal)
            view.setContentHuggingPriority(LayoutPriority(Float(p.height)), for: .vertical)
        }
        if !j["compression"].isAbsent {
            let p = try priorities(j["compression"])
            view.setContentCompressionResistancePriority(LayoutPriority(Float(p.width)), for: .horizontal)
            view.setContentCompressionResistancePriority(LayoutPriority(Float(p.height)), for: .vertical)
        }
        if !j["layoutMargins"].isAbsent {
            let m = try j["layoutMargins"].array("[top, left, bottom, right]")
            guard m.count == 4 else { throw InputError(path: j["layoutMargins"].path, message: "expected [top, left, bottom, right]") }
            let inset = { (k: Int) in try Scene.coordinate(m[k], "a margin") }
            view.layoutMargins = EdgeInsets(top: try inset(0), left: try inset(1), bottom: try inset(2), right: try inset(3))
        }
        if !j["background"].isAbsent { view.backgroundColor = try hexColor(j["background"]) }
        if !j["alpha"].isAbsent { view.alpha = min(max(try j["alpha"].number(), 0), 1) }
        if !j["hidden"].isAbsent { view.isHidden = try bool(j["hidden"]) }
        if !j["clipsToBounds"].isAbsent { view.clipsToBounds = try bool(j["clipsToBounds"]) }
        if !j["contentOffset"].isAbsent {
            guard let scroll = view as? ScrollView else {
                throw InputError(path: j["contentOffset"].path, message: "only a scroll view has a content offset")
            }
            let o = try j["contentOffset"].array("[x, y]")
            guard o.count == 2 else { throw InputError(path: j["contentOffset"].path, message: "expected [x, y]") }
            scroll.contentOffset = Point(x: try Scene.coordinate(o[0], "an offset"), y: try Scene.coordinate(o[1], "an offset"))
        }
        if !j["cornerRadius"].isAbsent { view.cornerRadius = try length(j["cornerRadius"], "a corner radius") }
        if !j["shadow"].isAbsent { try applyShadow(j["shadow"], to: view) }
        if !j["borderWidth"].isAbsent { view.borderWidth = try length(j["borderWidth"], "a border width") }
        if !j["borderColor"].isAbsent { view.borderColor = try hexColor(j["borderColor"]) }
        return view
    }

    private func pair(_ v: JSONValue, allowNoMetric: Bool = false) throws -> Size {
        let a = try v.array("[width, height]")
        guard a.count == 2 else { throw InputError(path: v.path, message: "expected [width, height]") }
        let side = { (k: Int) in
            allowNoMetric && (try? a[k].number()) == View.noIntrinsicMetric ? View.noIntrinsicMetric : try length(a[k], "a size")
        }
        return Size(width: try side(0), height: try side(1))
    }

    /// A length in points: 0...``Limits/coordinate``.
    private func length(_ v: JSONValue, _ what: String) throws -> Double {
        try v.number(in: 0...Limits.coordinate, "\(what) (points)")
    }

    /// A font size: more than 0, at most ``Limits/fontSize``.
    /// `{"color": "#000000", "opacity": 0.3, "offset": [0, 2], "radius": 4}`: UIKit's layer shadow
    /// (each field optional; UIKit's defaults otherwise, except the opacity, which a shadow in a
    /// scene means to show: 0.5 unless given).
    private func applyShadow(_ v: JSONValue, to view: View) throws {
        _ = try v.object()
        view.shadowOpacity = v["opacity"].isAbsent ? 0.5 : try v["opacity"].number(in: 0...1, "an opacity")
        if !v["color"].isAbsent { view.shadowColor = try hexColor(v["color"]) }
        if !v["offset"].isAbsent { view.shadowOffset = try pair(v["offset"]) }
        if !v["radius"].isAbsent { view.shadowRadius = try length(v["radius"], "a shadow radius") }
    }

    /// A colour written `#RRGGBB` (or `#RRGGBBAA`).
    private func hexColor(_ v: JSONValue) throws -> Color {
        let text = try v.string()
        guard let color = Color(hex: text) else { throw InputError(path: v.path, message: "expected #RRGGBB, got \"\(text)\"") }
        return color
    }

    /// A weight by UIKit's name (`regular`, `medium`, `semibold`, `bold`...).
    private func fontWeight(_ v: JSONValue) throws -> FontWeight {
        let name = try v.string()
        guard let weight = FontWeight.allCases.first(where: { "\($0)" == name }) else {
            throw InputError(
                path: v.path, message: "unknown font weight \"\(name)\" (\(FontWeight.allCases.map { "\($0)" }.joined(separator: ", ")))")
        }
        return weight
    }

    private func fontSize(_ v: JSONValue) throws -> Double {
        let x = try v.number(in: 0...Limits.fontSize, "a font size (points)")
        guard x > 0 else { throw InputError(path: v.path, message: "a font size must be more than 0") }
        return x
    }

    /// `[horizontal, vertical]` content priorities, each 1...1000.
    private func priorities(_ v: JSONValue) throws -> Size {
        let a = try v.array("[horizontal, vertical]")
        guard a.count == 2 else { throw InputError(path: v.path, message: "expected [horizontal, vertical]") }
        return Size(width: try Scene.priority(a[0]), height: try Scene.priority(a[1]))
    }

    private func bool(_ v: JSONValue) throws -> Bool {
        try v.bool()
    }
}

extension Window {
    /// What `layoutsim layout` prints: `{"frames": {"name": [x, y, w, h], ...}, "log": [...]}`,
    /// frames in window coordinates after the last layout pass, in `order` (names without a view are left out).
    public func layoutJSON(order: [String]) -> String {
        let frames = self.frames
        let pairs = order.compactMap { name in
            frames[name].map { f in (name, JSONText.array([f.x, f.y, f.width, f.height].map(JSONText.number))) }
        }
        return JSONText.object([("frames", JSONText.object(pairs)), ("log", JSONText.array(log.map(JSONText.string)))])
    }
}
