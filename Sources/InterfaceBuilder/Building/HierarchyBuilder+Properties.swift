import Layout

// The properties Interface Builder stores on views: geometry options, margins, priorities,
// colours, and the content of labels, buttons, image views and stack views.
extension HierarchyBuilder {
    /// Applies what every view element may carry.
    func applyViewProperties(_ e: IBElement, to view: View) throws(InterfaceBuilderError) {
        // A view Interface Builder keeps at a fixed frame (no constraints of its own) is placed by its
        // autoresizing mask, as when it translates it into constraints.
        view.translatesAutoresizingMaskIntoConstraints =
            value(e, "translatesAutoresizingMaskIntoConstraints") != "NO" || value(e, "fixedFrame") == "YES"
        if let mask = e.child("autoresizingMask", key: "autoresizingMask") {
            let flags: [(String, AutoresizingMask)] = [
                ("flexibleMinX", .flexibleLeftMargin), ("widthSizable", .flexibleWidth), ("flexibleMaxX", .flexibleRightMargin),
                ("flexibleMinY", .flexibleTopMargin), ("heightSizable", .flexibleHeight), ("flexibleMaxY", .flexibleBottomMargin),
            ]
            view.autoresizingMask = AutoresizingMask(flags.filter { mask[$0.0] == "YES" }.map(\.1))
        }
        view.isHidden = value(e, "hidden") == "YES"
        if let interactive = e["userInteractionEnabled"] { view.isUserInteractionEnabled = interactive == "YES" }
        view.clipsToBounds = e["clipsSubviews"] == "YES"
        if let a = e["alpha"] { view.alpha = try number(a, "alpha", e) }
        if let t = e["tag"], let tag = Int(t) { view.tag = tag }
        if let c = e.child("color", key: "backgroundColor") { view.backgroundColor = document.color(c) }
        try applyRuntimeAttributes(e, to: view)
        switch e["semanticContentAttribute"] {
        case "forceRightToLeft": view.semanticContentAttribute = .forceRightToLeft
        case "forceLeftToRight": view.semanticContentAttribute = .forceLeftToRight
        case "playback": view.semanticContentAttribute = .playback
        case "spatial": view.semanticContentAttribute = .spatial
        default: break
        }
        if let m = e.child("edgeInsets", key: "layoutMargins") {
            view.layoutMargins = EdgeInsets(
                top: try number(m["top"] ?? "0", "top", m), left: try number(m["left"] ?? "0", "left", m),
                bottom: try number(m["bottom"] ?? "0", "bottom", m), right: try number(m["right"] ?? "0", "right", m))
        }
        if let m = e.child("directionalEdgeInsets", key: "directionalLayoutMargins") {
            view.directionalLayoutMargins = DirectionalEdgeInsets(
                top: try number(m["top"] ?? "0", "top", m), leading: try number(m["leading"] ?? "0", "leading", m),
                bottom: try number(m["bottom"] ?? "0", "bottom", m), trailing: try number(m["trailing"] ?? "0", "trailing", m))
        }
        if e["preservesSuperviewLayoutMargins"] == "YES" { view.preservesSuperviewLayoutMargins = true }
        if e["layoutMarginsFollowReadableWidth"] == "YES" { view.layoutMarginsFollowReadableWidth = true }
        if let scroll = view as? ScrollView, let behavior = e["contentInsetAdjustmentBehavior"] {
            let behaviors: [String: ScrollView.ContentInsetAdjustmentBehavior] = [
                "automatic": .automatic, "scrollableAxes": .scrollableAxes, "never": .never, "always": .always,
            ]
            scroll.contentInsetAdjustmentBehavior = behaviors[behavior] ?? .automatic
        }
        // Documents saved without a device (Xcode 7 and earlier, laid out for iOS 10 and earlier)
        // measure margins from the edges on their canvas, not from under the status bar.
        if e["insetsLayoutMarginsFromSafeArea"] == "NO" || (legacyCanvas && document.deviceID == nil && !document.usesSafeAreas) {
            view.insetsLayoutMarginsFromSafeArea = false
        }
        let priorities: [(String, LayoutAttribute.Axis, Bool)] = [
            ("horizontalHuggingPriority", .horizontal, true), ("verticalHuggingPriority", .vertical, true),
            ("horizontalCompressionResistancePriority", .horizontal, false),
            ("verticalCompressionResistancePriority", .vertical, false),
        ]
        if let kind = ElementClass.byElement[e.name], kind.hugging != 250 {
            for axis in [LayoutAttribute.Axis.horizontal, .vertical] {
                view.setContentHuggingPriority(LayoutPriority(kind.hugging), for: axis)
            }
        }
        for (attribute, axis, hugging) in priorities {
            guard let text = e[attribute] else { continue }
            let p = LayoutPriority(Float(try priority(text, attribute, e)))
            if hugging { view.setContentHuggingPriority(p, for: axis) } else { view.setContentCompressionResistancePriority(p, for: axis) }
        }
    }

    /// The runtime attributes that set a view's layer (`layer.cornerRadius`, `layer.borderWidth`,
    /// `layer.masksToBounds`, `layer.shadowOpacity`, `layer.shadowRadius`, `layer.shadowOffset`):
    /// applied as UIKit applies them when it loads the document. Others (a custom class's own
    /// properties) are left to that class, which LayoutSim does not have.
    func applyRuntimeAttributes(_ e: IBElement, to view: View) throws(InterfaceBuilderError) {
        for a in e.children(of: "userDefinedRuntimeAttributes") where a.name == "userDefinedRuntimeAttribute" {
            guard let keyPath = a["keyPath"], keyPath.hasPrefix("layer.") else { continue }
            let valueElement = a.children.first { $0.key == "value" }
            func number() throws(InterfaceBuilderError) -> Double? {
                guard let v = valueElement?["value"] ?? a["value"] else { return nil }
                return try self.number(v, keyPath, a)
            }
            switch keyPath {
            case "layer.cornerRadius": if let n = try number() { view.cornerRadius = max(n, 0) }
            case "layer.borderWidth": if let n = try number() { view.borderWidth = max(n, 0) }
            case "layer.shadowOpacity": if let n = try number() { view.shadowOpacity = min(max(n, 0), 1) }
            case "layer.shadowRadius": if let n = try number() { view.shadowRadius = max(n, 0) }
            case "layer.masksToBounds": view.clipsToBounds = a["value"] == "YES"
            case "layer.shadowOffset":
                if let size = valueElement, size.name == "size" {
                    view.shadowOffset = Size(
                        width: try self.number(size["width"] ?? "0", "width", size),
                        height: try self.number(size["height"] ?? "0", "height", size))
                }
            default: break
            }
        }
    }

    /// A priority attribute: a number in 1...1000.
    func priority(_ text: String, _ what: String, _ e: IBElement) throws(InterfaceBuilderError) -> Double {
        let p = try number(text, what, e)
        guard (1...1000).contains(p) else { throw InterfaceBuilderError("\(what) \(text) must lie in 1...1000", at: e) }
        return p
    }

    /// An attribute's value for the current size class: the most specific matching `<variation>`
    /// child that sets it wins over the element's own.
    func value(_ e: IBElement, _ attribute: String) -> String? {
        var best: (specificity: Int, value: String)?
        for v in e.children where v.name == "variation" {
            guard let key = v.key, key != "default", traits.matches(key), let x = v[attribute] else { continue }
            let specificity = SizeClassTraits.specificity(key)
            if specificity > best?.specificity ?? 0 { best = (specificity, x) }
        }
        return best?.value ?? e[attribute]
    }

    func makeLabel(_ e: IBElement) throws(InterfaceBuilderError) -> View {
        let label = Label(text: text(e), fontSize: try fontSize(e, default: 17))
        label.fontWeight = fontWeight(e)
        label.numberOfLines = Int(e["numberOfLines"] ?? "1") ?? 1
        if let p = e["preferredMaxLayoutWidth"] { label.preferredMaxLayoutWidth = try number(p, "preferredMaxLayoutWidth", e) }
        if let c = e.child("color", key: "textColor") { label.textColor = document.color(c) ?? .black }
        label.textAlignment =
            switch e["textAlignment"] {
            case "center": .center
            case "right": .right
            case "left": .left
            default: .natural
            }
        return label
    }

    /// A label's or text view's text: the attribute, a `<string key="text">` (or `mutableString`),
    /// or the fragments of an attributed string.
    func text(_ e: IBElement) -> String? {
        e.string("text") ?? attributedString(e).map(fragmentsText)
    }

    /// An element's attributed text: a label's or text view's `attributedText`, a button's title in
    /// the normal state.
    private func attributedString(_ e: IBElement) -> IBElement? {
        e.child("attributedString", key: "attributedText") ?? normalState(e)?.child("attributedString", key: "attributedTitle")
    }

    /// The text of an attributed string: its fragments' contents, in order.
    private func fragmentsText(_ a: IBElement) -> String {
        a.children.filter { $0.name == "fragment" }.compactMap { $0.string("content") }.joined()
    }

    /// A button's `<state key="normal">`.
    private func normalState(_ e: IBElement) -> IBElement? {
        e.children.first { $0.name == "state" && $0.key == "normal" }
    }

    func makeButton(_ e: IBElement) throws(InterfaceBuilderError) -> View {
        let configuration = e.child("buttonConfiguration", key: "configuration")
        let title = configuration?.string("title") ?? normalState(e)?.string("title") ?? attributedString(e).map(fragmentsText)
        let button = Button(title: title)
        if configuration != nil {
            // UIButton.Configuration's styles: 17 pt text unless it names a title font, 7 pt above
            // and below, 12 pt at the sides.
            button.fontSize = try fontSize(e, default: 17)
            button.contentEdgeInsets = EdgeInsets(top: 7, left: 12, bottom: 7, right: 12)
        } else {
            button.fontSize = try fontSize(e, default: 15)
        }
        button.fontWeight = fontWeight(e)
        setImages(of: button, from: e, configuration: configuration)
        if let i = e.child("inset", key: "contentEdgeInsets") {
            button.contentEdgeInsets = EdgeInsets(
                top: try number(i["minY"] ?? "0", "minY", i), left: try number(i["minX"] ?? "0", "minX", i),
                bottom: try number(i["maxY"] ?? "0", "maxY", i), right: try number(i["maxX"] ?? "0", "maxX", i))
        }
        // The title colour: the normal state's, else the tint colour (a system button draws its
        // title, and a configuration its foreground, in the tint colour; an attributed title's first
        // run may give its own). A custom button (Interface Builder writes no `buttonType` for one)
        // draws it in white, whatever its tint, as UIKit's.
        let isCustom = e["buttonType"] == nil && configuration == nil
        let firstRun = attributedString(e)?.children.first { $0.name == "fragment" }
        let titleColor =
            normalState(e)?.child("color", key: "titleColor") ?? firstRun?.child("attributes")?.child("color", key: "NSColor")
        if let c = titleColor ?? (isCustom ? nil : e.child("color", key: "tintColor")), let color = document.color(c) {
            button.titleColor = color
        } else if isCustom {
            button.titleColor = .white
        }
        if e["enabled"] == "NO" { button.isEnabled = false }
        return button
    }

    /// A button's image, the normal state's (or the configuration's), and its background image,
    /// at the sizes the document's resources give them. A symbol from the system catalog is sized
    /// as text of the button's font, as UIKit scales symbols with the font (its resource size is
    /// the symbol's 100-point canvas). A classic button with an image and no title is the image's
    /// size: the 6 points above and below are its title's.
    private func setImages(of button: Button, from e: IBElement, configuration: IBElement?) {
        let imageSource = configuration?["image"] != nil ? configuration : normalState(e)
        if let name = imageSource?["image"] {
            var size = document.imageSizes[name] ?? .zero
            if imageSource?["catalog"] == "system", size.height > 0 {
                let side = button.fontSize * 1.2
                size = Size(width: size.width * side / size.height, height: side)
            }
            button.image = Image(name: name, size: size)
            if configuration == nil, (button.title ?? "").isEmpty { button.contentEdgeInsets = .zero }
        }
        if let name = normalState(e)?["backgroundImage"] {
            button.backgroundImage = Image(name: name, size: document.imageSizes[name] ?? .zero)
        }
    }

    func makeImageView(_ e: IBElement) -> View {
        let image = e["image"].map { name in Image(name: name, size: document.imageSizes[name] ?? .zero) }
        let view = ImageView(image: image)
        view.contentMode =
            switch e["contentMode"] {
            case "scaleAspectFit": .scaleAspectFit
            case "scaleAspectFill": .scaleAspectFill
            case "center": .center
            default: .scaleToFill
            }
        return view
    }

    func makeTextField(_ e: IBElement) throws(InterfaceBuilderError) -> View {
        let field = TextField(text: e.string("text"), placeholder: e.string("placeholder"))
        field.fontSize = try fontSize(e, default: 14)
        field.fontWeight = fontWeight(e)
        field.borderStyle =
            switch e["borderStyle"] {
            case "roundedRect": .roundedRect
            case "line": .line
            case "bezel": .bezel
            default: .none
            }
        field.isSecureTextEntry = e.child("textInputTraits", key: "textInputTraits")?["secureTextEntry"] == "YES"
        if let c = e.child("color", key: "textColor"), let color = document.color(c) { field.textColor = color }
        if e["enabled"] == "NO" { field.isEnabled = false }
        return field
    }

    func makeTextView(_ e: IBElement) throws(InterfaceBuilderError) -> View {
        let view = TextView(text: text(e) ?? "")
        view.fontSize = try fontSize(e, default: 14)
        view.fontWeight = fontWeight(e)
        view.isScrollEnabled = e["scrollEnabled"] != "NO"
        view.isEditable = e["editable"] != "NO"
        if let c = e.child("color", key: "textColor"), let color = document.color(c) { view.textColor = color }
        return view
    }

    func makeActivityIndicator(_ e: IBElement) -> View {
        let view = ActivityIndicatorView(style: ["large", "whiteLarge"].contains(e["style"] ?? "") ? .large : .medium)
        view.hidesWhenStopped = e["hidesWhenStopped"] != "NO"
        if e["animating"] == "YES" { view.startAnimating() }
        if let c = e.child("color", key: "color"), let color = document.color(c) { view.color = color }
        return view
    }

    func makePageControl(_ e: IBElement) -> View {
        let view = PageControl(numberOfPages: Int(e["numberOfPages"] ?? "3") ?? 3)
        view.currentPage = Int(e["currentPage"] ?? "0") ?? 0
        return view
    }

    /// A stepper with the range, step, value and wrapping the element sets (UIKit's defaults: 0...100, step 1).
    func makeStepper(_ e: IBElement) throws(InterfaceBuilderError) -> View {
        let stepper = Stepper()
        stepper.maximumValue = try number(e["maximumValue"] ?? "100", "maximumValue", e)
        stepper.minimumValue = try number(e["minimumValue"] ?? "0", "minimumValue", e)
        stepper.stepValue = try number(e["stepValue"] ?? "1", "stepValue", e)
        stepper.value = try number(e["value"] ?? "0", "value", e)
        stepper.wraps = e["wraps"] == "YES"
        stepper.autorepeat = e["autorepeat"] != "NO"
        stepper.isContinuous = e["continuous"] != "NO"
        return stepper
    }

    func makeSlider(_ e: IBElement) throws(InterfaceBuilderError) -> View {
        let slider = Slider()
        slider.minimumValue = Float(try number(e["minValue"] ?? "0", "minValue", e))
        slider.maximumValue = Float(try number(e["maxValue"] ?? "1", "maxValue", e))
        slider.value = Float(try number(e["value"] ?? "0", "value", e))
        return slider
    }

    func makeSegmentedControl(_ e: IBElement) -> View {
        let control = SegmentedControl(items: e.children(of: "segments").map { $0.string("title") ?? "" })
        control.selectedSegmentIndex = Int(e["selectedSegmentIndex"] ?? "-1") ?? -1
        return control
    }

    func makeStackView(_ e: IBElement) throws(InterfaceBuilderError) -> View {
        let stack = StackView()
        stack.axis = value(e, "axis") == "vertical" ? .vertical : .horizontal
        stack.distribution =
            switch value(e, "distribution") {
            case "fillEqually": .fillEqually
            case "fillProportionally": .fillProportionally
            case "equalSpacing": .equalSpacing
            case "equalCentering": .equalCentering
            default: .fill
            }
        stack.alignment =
            switch value(e, "alignment") {
            case "leading", "top": .leading
            case "trailing", "bottom": .trailing
            case "center": .center
            case "firstBaseline": .firstBaseline
            case "lastBaseline", "baseline": .lastBaseline
            default: .fill
            }
        if e["spacingType"] == "standard" {
            stack.spacing = StackView.spacingUseSystem
        } else if let s = value(e, "spacing") {
            stack.spacing = try number(s, "spacing", e)
        }
        if e["baselineRelativeArrangement"] == "YES" { stack.isBaselineRelativeArrangement = true }
        // Interface Builder writes a stack view's margins only when it arranges its views inside
        // them ("Layout Margins Relative Arrangement"); it writes no flag of its own.
        if e["layoutMarginsRelativeArrangement"] == "YES" || e.child("edgeInsets", key: "layoutMargins") != nil
            || e.child("directionalEdgeInsets", key: "directionalLayoutMargins") != nil
        {
            stack.isLayoutMarginsRelativeArrangement = true
        }
        return stack
    }

    /// A visual effect view with its `<blurEffect style=...>`, or its `<vibrancyEffect>` over one;
    /// a style LayoutSim does not know draws as `regular`'s.
    func makeVisualEffectView(_ e: IBElement) -> VisualEffectView {
        func style(_ blur: IBElement?) -> VisualEffectView.BlurStyle {
            blur?["style"].flatMap(VisualEffectView.BlurStyle.init(rawValue:)) ?? .regular
        }
        if let vibrancy = e.child("vibrancyEffect") { return VisualEffectView(effect: .vibrancy(style(vibrancy.child("blurEffect")))) }
        return VisualEffectView(effect: e.child("blurEffect").map { .blur(style($0)) })
    }

    /// A font's weight: `type="boldSystem"`, a `weight` attribute, a text style's (headlines are
    /// semibold), or the one a named font's style says (`Avenir-Heavy`).
    func fontWeight(_ e: IBElement) -> FontWeight {
        guard let f = font(e) else { return .regular }
        if f["type"] == "boldSystem" || f["metaFont"] == "systemBold" { return .bold }
        if let w = f["weight"], let weight = FontWeight.allCases.first(where: { "\($0)" == w }) { return weight }
        if let style = f["style"].flatMap(textStyle) { return style.weight }
        return f["name"].map(FontName.weight) ?? .regular
    }

    /// The text style Interface Builder names `UICTFontTextStyleHeadline`, `...Title0` (the large title),
    /// `...Subhead`, `...Caption1`...
    private func textStyle(_ name: String) -> TextStyle? {
        let short = name.replacingOccurrences(of: "UICTFontTextStyle", with: "")
        switch short {
        case "Title0": return .largeTitle
        case "Subhead": return .subheadline
        default: return TextStyle.allCases.first { $0.rawValue.lowercased() == short.lowercased() }
        }
    }

    /// The font an element's text is set in: its `fontDescription`, else the font of the first run of
    /// its attributed text (`<font key="NSFont" size="16" name="...">`, or a `metaFont` of the system's).
    private func font(_ e: IBElement) -> IBElement? {
        if let configuration = e.child("buttonConfiguration", key: "configuration") {
            // A configured button's title is in its configuration's font (its own is not used).
            return configuration.child("fontDescription", key: "titleFontDescription")
        }
        if let f = e.child("fontDescription", key: "fontDescription") { return f }
        let run = attributedString(e)?.children.first { $0.name == "fragment" }
        return run?.child("attributes")?.child("font", key: "NSFont")
    }

    /// A font's point size: `pointSize` (an attributed run's `size`), or the size of a text style at
    /// the default content size.
    func fontSize(_ e: IBElement, default fallback: Double) throws(InterfaceBuilderError) -> Double {
        guard let f = font(e) else { return fallback }
        if let p = f["pointSize"] ?? f["size"] { return try number(p, "pointSize", f) }
        return f["style"].flatMap(textStyle)?.pointSize ?? fallback
    }

    /// UIKit's size for a control whose size does not follow its content, in `measured` mode.
    func measuredSize(_ e: IBElement, kind: ElementClass) -> Size? {
        switch e.name {
        default:
            return kind.fixedSize
        }
    }
}
