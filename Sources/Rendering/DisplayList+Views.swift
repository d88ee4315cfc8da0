import Layout

@MainActor
extension DisplayList {
    /// What a window shows now: its views back to front in presentation state (animations in
    /// flight), in window coordinates, with alpha multiplied down the tree, clipping, scroll offsets,
    /// borders and corner radii, label text (one item per line, aligned) and images. Hidden views are skipped.
    ///
    /// - Parameters:
    ///   - window: a laid-out window.
    ///   - background: what is under the root view.
    public init(window: Window, background: Color = .white) {
        self.init(width: window.size.width, height: window.size.height, background: background)
        guard let root = window.rootView else { return }
        appendSubtree(root, origin: .zero, alpha: 1, measurer: window.textMeasurer)
        // The on-screen keyboard, above every view, while it is up or moving.
        if let keyboard = window.keyboardView, (keyboard.presentationFrame ?? keyboard.frame).minY < window.size.height {
            appendSubtree(keyboard, origin: .zero, alpha: 1, measurer: window.textMeasurer)
        }
    }

    /// Appends what a view and its subviews draw, back to front, the view's frame placed at
    /// `origin` (its superview's coordinates there), under an inherited `alpha`.
    mutating func appendSubtree(_ root: View, origin: Point, alpha: Double, measurer: TextMeasurer) {
        // A loop with its own stack, not recursion: a 100,000-deep tree draws like a wide one.
        var steps: [Step] = [.view(root, origin: origin, alpha: alpha)]
        while let step = steps.popLast() {
            switch step {
            case .items(let tail):
                items += tail
            case .transform(let start, let drawing):
                for i in start..<items.count { items[i] = items[i].drawn(through: drawing) }
            case .view(let view, let origin, let alpha):
                let start = items.count
                guard let (inner, innerAlpha, tail) = appendContent(of: view, origin: origin, alpha: alpha, measurer: measurer)
                else { continue }
                if let snapshot = view as? SnapshotView { items += snapshot.items(at: inner, alpha: innerAlpha) }
                // A transformed view's items, its subviews' included, are drawn through its transform
                // about its centre once they are all there.
                let transform = view.presentationTransform ?? view.transform
                if !transform.isIdentity {
                    let f = view.presentationFrame ?? view.frame
                    steps.append(.transform(from: start, transform.drawing(about: Point(x: origin.x + f.midX, y: origin.y + f.midY))))
                }
                steps.append(.items(tail))
                let placed = view.sublayerPlacements
                for s in view.subviews.reversed() {
                    // The sublayers drawn just above this subview come after it (and its subviews).
                    let over = placed.filter { $0.above === s }
                    if !over.isEmpty {
                        steps.append(.items(over.flatMap { Self.sublayerItems($0.layer, origin: inner, alpha: innerAlpha) }))
                    }
                    steps.append(.view(s, origin: inner, alpha: innerAlpha))
                }
            }
        }
    }

    /// A view's shadow (UIKit's layer shadow, for a view with a background, which is what casts
    /// it): its shape moved by `shadowOffset` and blurred over `shadowRadius` points, drawn as
    /// stacked translucent rounded rectangles that fade outwards, so frames stay deterministic. A
    /// view that clips to its bounds casts none, as a layer that masks to its bounds.
    static func shadowItems(of view: View, rect: Rect, radius: Double) -> [DisplayItem] {
        guard view.shadowOpacity > 0, let color = view.shadowColor, color.alpha > 0 else { return [] }
        let opacity = min(view.shadowOpacity, 1) * Double(color.alpha) / 255
        let blur = min(max(view.shadowRadius, 0), 100)
        let layers = View.shadowLayerCount(blur: blur)
        let base = rect.offsetBy(dx: view.shadowOffset.width, dy: view.shadowOffset.height)
        var items: [DisplayItem] = []
        for i in (0..<layers).reversed() {
            let spread = layers == 1 ? 0 : blur * (Double(i) / Double(layers - 1) - 0.5)
            let r = Rect(x: base.x - spread, y: base.y - spread, width: base.width + 2 * spread, height: base.height + 2 * spread)
            guard r.width > 0, r.height > 0 else { continue }
            let alpha = UInt8(saturating: (255 * opacity / Double(layers)).rounded())
            items.append(
                .roundedFill(
                    r, radius: max(radius + spread, 0), Color(red: color.red, green: color.green, blue: color.blue, alpha: max(alpha, 1))))
        }
        return items
    }

    /// A symbol image drawn into `place`: its glyph centred, at its point size scaled as the image
    /// is; in its enclosure, if it has one, at a little over half that size.
    ///
    /// An enclosure fills the square in the middle of `place`. Its outline is as thick as the
    /// weight's stroke (a thirteenth of its side at regular weight, as SF Symbols' rings); a filled
    /// one has its glyph cut out, which LayoutSim draws white, what shows through it on a light
    /// screen (the renderer has no knock-out).
    static func symbolItems(_ symbol: Image.Symbol, in place: Rect, natural: Size, color: Color, measurer: TextMeasurer) -> [DisplayItem] {
        guard natural.height > 0, place.height > 0, color.alpha > 0 else { return [] }
        // The bundled font's symbols sit smaller in their em than SF Symbols do: drawn a fifth larger.
        var size = 1.2 * symbol.pointSize * place.height / natural.height
        guard size.isFinite, size > 0 else { return [] }
        var items: [DisplayItem] = []
        var glyphColor = color
        if symbol.enclosure != .none {
            let side = min(place.width, place.height)
            let box = Rect(x: place.midX - side / 2, y: place.midY - side / 2, width: side, height: side)
            let radius = symbol.enclosure == .circle || symbol.enclosure == .filledCircle ? side / 2 : side * 0.22
            switch symbol.enclosure {
            case .filledCircle, .filledSquare:
                items.append(.roundedFill(box, radius: radius, color))
                glyphColor = Color(red: 255, green: 255, blue: 255, alpha: color.alpha)
            default:
                let stroke = side / 13 * (symbol.weight == .bold ? 1.5 : symbol.weight == .light ? 0.7 : 1)
                items.append(.roundedBorder(box, radius: radius, width: stroke, color))
            }
            size *= 0.55
        }
        let glyph = measurer.layout(symbol.glyph, fontSize: size, weight: symbol.weight, maxWidth: nil, maxLines: 1).size
        items.append(
            .text(
                symbol.glyph, x: place.midX - glyph.width / 2, y: place.midY - glyph.height / 2, size: size, glyphColor,
                weight: symbol.weight))
        return items
    }

    /// UIKit's default scroll indicator: black at 35 %.
    static let indicatorColor = Color(red: 0, green: 0, blue: 0, alpha: 89)

    /// Where a scroll view's indicators are while it scrolls, in the coordinates of `rect` (its
    /// frame on screen): 3 points thick, 3 points in from the trailing and bottom edges of the
    /// area its indicator insets leave (``ScrollView/adjustedVerticalScrollIndicatorInsets``), as
    /// long as the visible part is of the content (at least 36 points) and as far along as the offset.
    static func scrollIndicators(of scroll: ScrollView, in rect: Rect) -> [Rect] {
        let content = scroll.contentSize, offset = scroll.contentOffset, inset = 3.0, thickness = 3.0
        var bars: [Rect] = []
        if scroll.showsVerticalScrollIndicator, content.height > rect.height {
            let i = scroll.adjustedVerticalScrollIndicatorInsets
            let track = rect.height - i.top - i.bottom - 2 * inset
            let length = min(max(36, track * rect.height / content.height), max(track, 0))
            let along = min(max(offset.y / (content.height - rect.height), 0), 1) * (track - length)
            bars.append(
                Rect(x: rect.maxX - i.right - inset - thickness, y: rect.y + i.top + inset + along, width: thickness, height: length))
        }
        if scroll.showsHorizontalScrollIndicator, content.width > rect.width {
            let i = scroll.adjustedHorizontalScrollIndicatorInsets
            let track = rect.width - i.left - i.right - 2 * inset
            let length = min(max(36, track * rect.width / content.width), max(track, 0))
            let along = min(max(offset.x / (content.width - rect.width), 0), 1) * (track - length)
            bars.append(
                Rect(x: rect.x + i.left + inset + along, y: rect.maxY - i.bottom - inset - thickness, width: length, height: thickness))
        }
        return bars
    }

    /// A button's title colour in its state: dimmed to 30 % while highlighted (touched), grey when
    /// disabled, white on the tinted background of a selected button, as UIKit's system buttons draw.
    static func titleColor(of button: Button) -> Color {
        if button.state != .normal, let own = button.titleColor(for: button.state) { return own }
        if !button.isEnabled { return Color(red: 153, green: 153, blue: 153, alpha: button.titleColor.alpha) }
        if button.isSelected, !button.isHighlighted { return .white }
        guard button.isHighlighted else { return button.titleColor }
        var c = button.titleColor
        c.alpha = UInt8((Double(c.alpha) * 0.3).rounded())
        return c
    }

    /// What is left to do in the walk: draw a view (and then its subviews), or append the items
    /// that close a view after its subviews (its clip, its border).
    private enum Step {
        case view(View, origin: Point, alpha: Double)
        case items([DisplayItem])
        case transform(from: Int, Transform.Drawing)
    }

    /// Appends what a view draws under its subviews; returns where its subviews' frames start, the
    /// alpha they inherit and the items to append after them (nil when the view is not drawn).
    private mutating func appendContent(
        of view: View, origin: Point, alpha inherited: Double,
        measurer: TextMeasurer
    ) -> (Point, Double, [DisplayItem])? {
        guard !view.isHidden || view.isCollapsingInStack else { return nil }
        let f = view.presentationFrame ?? view.frame
        let rect = Rect(x: origin.x + f.x, y: origin.y + f.y, width: f.width, height: f.height)
        let alpha = inherited * (view.presentationAlpha ?? view.alpha)
        guard alpha > 0 else { return nil }
        func faded(_ c: Color) -> Color { c.faded(alpha) }
        func fadedItem(_ item: DisplayItem) -> DisplayItem { item.faded(alpha) }
        // Like CALayer, the radius is capped at half the shorter side.
        let radius = min(max(view.cornerRadius, 0), rect.width / 2, rect.height / 2)
        // clipsToBounds (masksToBounds) clips the view's own content and its subviews, to the
        // rounded shape when there is a corner radius (the clip then rounds the background too);
        // a scroll view always clips.
        let clips = view.clipsToBounds || view is ScrollView
        // A mask shows the view (its shadow, background, content, sublayers and subviews) only
        // where the mask draws.
        if let mask = view.mask ?? view.maskView?.layerTree() { items.append(Self.maskItem(mask, origin: rect.origin)) }
        let corners = view.maskedCorners
        if !clips, let path = view.shadowPath {
            let shape = path.rect.offsetBy(dx: rect.x, dy: rect.y)
            items += Self.shadowItems(of: view, rect: shape, radius: max(path.cornerRadius, 0)).map(fadedItem)
        } else if !clips, let bg = view.presentationBackground ?? view.backgroundColor, bg.alpha > 0 {
            items += Self.shadowItems(of: view, rect: rect, radius: radius).map(fadedItem)
        }
        let roundedClip = clips && radius > 0
        if roundedClip { items.append(Self.cornerClip(rect, radius: radius, corners: corners)) }
        // A visual effect view's material is a tint over what lies behind (LayoutSim does not blur).
        for fill in [view.presentationBackground ?? view.backgroundColor, (view as? VisualEffectView)?.tint] {
            guard let fill, fill.alpha > 0 else { continue }
            items.append(roundedClip ? .fill(rect, faded(fill)) : Self.cornerFill(rect, radius: radius, corners: corners, faded(fill)))
        }
        if clips && !roundedClip { items.append(.pushClip(rect)) }
        if let content = view.layerContent {
            items += Self.contentItems(content, in: rect, radius: corners == .all ? radius : 0).map(fadedItem)
        }
        // The view's own drawing (a UIKit view's draw(_:)), over its background and layer content.
        view.displayIfNeeded()
        let drawn = view.drawnContent
        if !drawn.isEmpty {
            items += Self.drawingItems(drawn, origin: rect.origin, tint: view.effectiveTintColor, measurer: measurer).map(fadedItem)
        }
        if let image = view as? ImageView, let img = image.image {
            let r = image.imageRect
            if image.contentMode.mayOverflow { items.append(.pushClip(rect)) }
            let place = Rect(x: rect.x + r.x, y: rect.y + r.y, width: r.width, height: r.height)
            items += Self.imageItems(img, in: place, tint: view.effectiveTintColor, alpha: alpha, measurer: measurer)
            if image.contentMode.mayOverflow { items.append(.popClip) }
        }
        if let label = view as? Label, let text = label.text, !text.isEmpty, let drawn = label.textDrawingRect {
            // The text goes where drawText(in:) puts it (a padded subclass's inset rect), clipped to the view.
            let area = drawn.offsetBy(dx: rect.x, dy: rect.y)
            let layout = measurer.layout(
                text, fontSize: label.fontSize, weight: label.fontWeight,
                maxWidth: label.numberOfLines == 1 ? nil : area.width, maxLines: label.numberOfLines)
            let lineHeight = layout.lines.isEmpty ? 0 : layout.size.height / Double(layout.lines.count)
            let top = area.y + (area.height - layout.size.height) / 2  // UILabel centres its text vertically
            items.append(.pushClip(rect))
            for (i, line) in layout.lines.enumerated() {
                let w = measurer.layout(line, fontSize: label.fontSize, weight: label.fontWeight, maxWidth: nil, maxLines: 1).size.width
                let rtl = label.effectiveUserInterfaceLayoutDirection == .rightToLeft
                let x: Double =
                    switch label.textAlignment {
                    case .center: area.x + (area.width - w) / 2
                    case .right: area.maxX - w
                    case .left: area.x
                    case .natural, .justified: rtl ? area.maxX - w : area.x
                    }
                if let shadow = label.textShadowColor, shadow.alpha > 0 {
                    items.append(
                        .text(
                            line, x: x + label.textShadowOffset.width, y: top + Double(i) * lineHeight + label.textShadowOffset.height,
                            size: label.fontSize, faded(shadow), weight: label.fontWeight))
                }
                items.append(
                    .text(
                        line, x: x, y: top + Double(i) * lineHeight, size: label.fontSize, faded(label.textColor), weight: label.fontWeight)
                )
            }
            items.append(.popClip)
        }
        if let button = view as? Button, let background = button.backgroundImage {
            items += Self.imageItems(background, in: rect, tint: view.effectiveTintColor, alpha: alpha, measurer: measurer)
        }
        if let button = view as? Button, let image = button.currentImage, let r = button.imageRect {
            // A system button's symbol takes its title's colour (its tint, dimmed as it is); a
            // custom button's template image the tint colour.
            let tint = button.drawsImageInTitleColor ? Self.titleColor(of: button) : view.effectiveTintColor
            items += Self.imageItems(image, in: r.offsetBy(dx: rect.x, dy: rect.y), tint: tint, alpha: alpha, measurer: measurer)
        }
        if let button = view as? Button, let title = button.currentTitle, !title.isEmpty {
            let t = measurer.layout(title, fontSize: button.fontSize, weight: button.fontWeight, maxWidth: nil, maxLines: 1).size
            // With an image, the title follows it; the pair is centred, the title moved by its insets.
            // A subtitle goes under the title, the two lines centred together.
            let shift = button.titleShift
            let inset = button.titleEdgeInsets
            let subtitle = button.subtitleLayout(measuredBy: measurer)?.size
            let block = t.height + (subtitle.map { button.titlePadding + $0.height } ?? 0)
            // Each line is centred, except beside an image: then both start at the block's leading
            // edge (UIKit's automatic title alignment).
            let leadingAligned = subtitle != nil && button.currentImage != nil && !button.imagePlacement.isVertical
            let blockWidth = max(t.width, subtitle?.width ?? 0)
            func lineX(_ width: Double) -> Double {
                rect.x + (rect.width - (leadingAligned ? blockWidth : width)) / 2 + (inset.left - inset.right) / 2
            }
            let x = lineX(t.width)
            let y = rect.y + (rect.height - block) / 2 + (inset.top - inset.bottom) / 2
            if let subtitle, let text = button.subtitle {
                items.append(
                    .text(
                        text, x: lineX(subtitle.width) + shift.x, y: y + t.height + button.titlePadding + shift.y,
                        size: button.subtitleFontSize, faded(Self.titleColor(of: button)), weight: .regular))
            }
            if button.isSelected {
                // A selected system button: its title in white on a tinted rounded rectangle.
                let back = Rect(x: x - 6, y: y - 2, width: t.width + 12, height: t.height + 4)
                items.append(
                    .roundedFill(back, radius: 6, faded(button.isEnabled ? button.titleColor : Color(red: 153, green: 153, blue: 153))))
            }
            items.append(
                .text(
                    title, x: x + shift.x, y: y + shift.y, size: button.fontSize, faded(Self.titleColor(of: button)),
                    weight: button.fontWeight))
        }
        items += Self.controlItems(of: view, in: rect, measurer: measurer).map(fadedItem)
        let offset = (view as? ScrollView)?.contentOffset ?? .zero
        let inner = Point(x: rect.x - offset.x, y: rect.y - offset.y)
        for placed in view.sublayerPlacements where placed.above == nil {
            items += Self.sublayerItems(placed.layer, origin: inner, alpha: alpha)
        }
        var tail: [DisplayItem] = []
        if let scroll = view as? ScrollView, scroll.isDragging || scroll.isDecelerating {
            tail += Self.scrollIndicators(of: scroll, in: rect).map { .roundedFill($0, radius: 1.5, faded(Self.indicatorColor)) }
        }
        if clips { tail.append(.popClip) }
        if view.borderWidth > 0, let c = view.borderColor {
            tail.append(Self.cornerBorder(rect, radius: radius, corners: corners, width: view.borderWidth, faded(c)))
        }
        if view.mask != nil { tail.append(.popClip) }
        return (inner, alpha, tail)
    }
}

extension View {
    /// An arranged view hidden inside an animation block: UIStackView keeps drawing it while it
    /// collapses and hides it when its frame animation ends.
    fileprivate var isCollapsingInStack: Bool {
        presentationFrame != nil && (superview as? StackView)?.arrangedSubviews.contains { $0 === self } == true
    }
}
