#if canImport(Glibc)
    import Glibc  // sin and cos for the activity indicator's spokes
#elseif canImport(Darwin)
    import Darwin
#endif
import Layout

// What the standard controls draw over their background: text fields, switches, sliders and
// segmented controls, each recognisably as UIKit draws them (flat, iOS 13 and later).

@MainActor
extension DisplayList {
    /// The items a control draws in `rect` (its frame on screen); none for other views.
    static func controlItems(of view: View, in rect: Rect, measurer: TextMeasurer) -> [DisplayItem] {
        switch view {
        case let field as TextField: textFieldItems(field, in: rect, measurer: measurer)
        case let toggle as Switch: switchItems(toggle, in: rect)
        case let slider as Slider: sliderItems(slider, in: rect)
        case let segmented as SegmentedControl: segmentedItems(segmented, in: rect, measurer: measurer)
        case let textView as TextView: textViewItems(textView, in: rect, measurer: measurer)
        case let progress as ProgressView: progressItems(progress, in: rect)
        case let spinner as ActivityIndicatorView: spinnerItems(spinner, in: rect)
        case let pages as PageControl: pageItems(pages, in: rect)
        case let stepper as Stepper: stepperItems(stepper, in: rect, measurer: measurer)
        default: []
        }
    }

    /// A text field's border, text (or grey placeholder) 7 points in, and, while it is the first
    /// responder, a caret after the text (UIKit's tint blue, drawn steadily so frames stay deterministic).
    private static func textFieldItems(_ field: TextField, in rect: Rect, measurer: TextMeasurer) -> [DisplayItem] {
        var items: [DisplayItem] = []
        switch field.borderStyle {
        case .roundedRect:
            if field.backgroundColor == nil { items.append(.roundedFill(rect, radius: 5, .white)) }
            items.append(.roundedBorder(rect, radius: 5, width: 1, Color(red: 0xC7, green: 0xC7, blue: 0xCC)))
        case .line, .bezel:
            items.append(.border(rect, width: 1, Color(red: 0x8E, green: 0x8E, blue: 0x93)))
        case .none:
            break
        }
        let showsText = field.text?.isEmpty == false
        let shown = field.displayedText
        let size = field.shownLine(measuredBy: measurer).size
        let width = shown.isEmpty ? 0 : size.width
        // Where the text, the placeholder or the edited text goes (a UIKit subclass may inset it).
        let area = field.drawnTextRect.offsetBy(dx: rect.x, dy: rect.y)
        let x: Double =
            switch field.textAlignment {
            case .center: area.x + (area.width - width) / 2
            case .right: area.maxX - width
            default: area.x
            }
        let y = area.y + (area.height - size.height) / 2
        if !shown.isEmpty {
            let color = showsText ? field.textColor : Color(red: 0x3C, green: 0x3C, blue: 0x43, alpha: 77)
            items.append(.text(shown, x: x, y: y, size: field.fontSize, color, weight: field.fontWeight))
        }
        if field.isEditing {
            let caretX = showsText ? x + width + 1 : x
            items.append(.fill(Rect(x: caretX, y: y, width: 2, height: size.height), Color(red: 0, green: 122, blue: 255)))
        }
        return items
    }

    /// A text view: its text wrapped inside the container insets and line padding, moved by the
    /// content offset, and a caret after it while editing.
    private static func textViewItems(_ view: TextView, in rect: Rect, measurer: TextMeasurer) -> [DisplayItem] {
        let layout = view.textLayout(wrappingAt: view.wrapWidth, measurer: measurer)
        // The text scrolls with the content offset (the view clips it, as every scroll view).
        let left = rect.x + view.textContainerInset.left + TextView.lineFragmentPadding - view.contentOffset.x
        let top = rect.y + view.textContainerInset.top - view.contentOffset.y
        let lineHeight = layout.size.height / Double(max(layout.lines.count, 1))
        var items: [DisplayItem] = []
        if !view.text.isEmpty {
            for (i, line) in layout.lines.enumerated() {
                items.append(
                    .text(line, x: left, y: top + Double(i) * lineHeight, size: view.fontSize, view.textColor, weight: view.fontWeight))
            }
        }
        if view.isFirstResponder {
            let last = view.text.isEmpty ? "" : layout.lines.last ?? ""
            let endsWithNewline = view.text.hasSuffix("\n")
            let width =
                last.isEmpty || endsWithNewline ? 0 : measurer.layout(last, fontSize: view.fontSize, maxWidth: nil, maxLines: 1).size.width
            let row = Double(max(layout.lines.count - 1, 0)) + (endsWithNewline ? 1 : 0)
            items.append(
                .fill(
                    Rect(x: left + width + 1, y: top + row * lineHeight, width: 2, height: lineHeight), Color(red: 0, green: 122, blue: 255)
                ))
        }
        return items
    }

    /// A progress view: a rounded track, filled from the leading edge as far as the progress.
    private static func progressItems(_ view: ProgressView, in rect: Rect) -> [DisplayItem] {
        let radius = min(rect.height / 2, 2)
        let filled = Rect(x: rect.x, y: rect.y, width: rect.width * Double(view.progress), height: rect.height)
        return [.roundedFill(rect, radius: radius, view.trackTintColor), .roundedFill(filled, radius: radius, view.progressTintColor)]
    }

    /// An activity indicator: eight spokes around its centre, fading round the circle (drawn still,
    /// so frames stay deterministic).
    private static func spinnerItems(_ view: ActivityIndicatorView, in rect: Rect) -> [DisplayItem] {
        let c = Point(x: rect.midX, y: rect.midY), r = min(rect.width, rect.height) / 2
        let width = view.style == .large ? 3.0 : 2.0
        return (0..<8).map { i in
            let a = Double(i) * Double.pi / 4
            let (dx, dy) = (sin(a), -cos(a))
            var color = view.color
            color.alpha = UInt8((Double(color.alpha) * (0.25 + 0.75 * Double(8 - i) / 8)).rounded())
            return .line(
                from: Point(x: c.x + dx * r * 0.45, y: c.y + dy * r * 0.45), to: Point(x: c.x + dx * r * 0.95, y: c.y + dy * r * 0.95),
                width: width, color)
        }
    }

    /// A page control: a 7-point dot per page, 16 points apart and centred, the current one darker.
    private static func pageItems(_ view: PageControl, in rect: Rect) -> [DisplayItem] {
        let n = view.numberOfPages
        guard n > 0 else { return [] }
        let first = rect.midX - Double(n - 1) / 2 * PageControl.dotSpacing
        return (0..<n).map { i in
            let dot = Rect(x: first + Double(i) * PageControl.dotSpacing - 3.5, y: rect.midY - 3.5, width: 7, height: 7)
            return .roundedFill(dot, radius: 3.5, i == view.currentPage ? view.currentPageIndicatorTintColor : view.pageIndicatorTintColor)
        }
    }

    /// A stepper: a lightly filled rounded rectangle split by a thin line, "−" and "+" centred in
    /// their halves (grey where the half cannot step, or the stepper is disabled).
    private static func stepperItems(_ stepper: Stepper, in rect: Rect, measurer: TextMeasurer) -> [DisplayItem] {
        let box = Rect(x: rect.x, y: rect.y, width: min(rect.width, 94), height: min(rect.height, 32))
        let grey = Color(red: 0x3C, green: 0x3C, blue: 0x43, alpha: 0x4D)
        var items: [DisplayItem] = [
            .roundedFill(box, radius: 8, Color(red: 0x76, green: 0x76, blue: 0x80, alpha: 0x1F)),
            .line(from: Point(x: box.midX, y: box.y + 8), to: Point(x: box.midX, y: box.maxY - 8), width: 1, grey),
        ]
        let rightToLeft = stepper.effectiveUserInterfaceLayoutDirection == .rightToLeft
        for (symbol, enabled, leading) in [("−", stepper.canDecrement, !rightToLeft), ("+", stepper.canIncrement, rightToLeft)] {
            let size = measurer.layout(symbol, fontSize: 20, maxWidth: nil, maxLines: 1).size
            let half = Rect(x: leading ? box.x : box.midX, y: box.y, width: box.width / 2, height: box.height)
            items.append(
                .text(
                    symbol, x: half.midX - size.width / 2, y: half.midY - size.height / 2, size: 20,
                    enabled && stepper.isEnabled ? .black : grey))
        }
        return items
    }

    /// A switch: a pill-shaped track (green on, light grey off) and a white thumb at its end.
    private static func switchItems(_ toggle: Switch, in rect: Rect) -> [DisplayItem] {
        let track = Rect(x: rect.x, y: rect.y, width: min(rect.width, 51), height: min(rect.height, 31))
        let color = toggle.isOn ? toggle.onTintColor : Color(red: 0xE9, green: 0xE9, blue: 0xEA)
        let d = track.height - 4
        let thumb = Rect(x: toggle.isOn ? track.maxX - 2 - d : track.x + 2, y: track.y + 2, width: d, height: d)
        var items: [DisplayItem] = [
            .roundedFill(track, radius: track.height / 2, toggle.isEnabled ? color : faint(color)),
            .roundedFill(thumb, radius: d / 2, .white),
            .roundedBorder(thumb, radius: d / 2, width: 0.5, Color(red: 0, green: 0, blue: 0, alpha: 30)),
        ]
        if toggle.isHighlighted { items.append(.roundedFill(thumb, radius: d / 2, Color(red: 0, green: 0, blue: 0, alpha: 20))) }
        return items
    }

    /// A slider: a 4-point track, blue before the thumb and grey after, and a white round thumb.
    private static func sliderItems(_ slider: Slider, in rect: Rect) -> [DisplayItem] {
        let cx = rect.x + slider.thumbCenterX, cy = rect.midY, thumb = Slider.thumbSize
        let before = Rect(x: rect.x + 2, y: cy - 2, width: max(cx - rect.x - 2, 0), height: 4)
        let after = Rect(x: cx, y: cy - 2, width: max(rect.maxX - 2 - cx, 0), height: 4)
        let knob = Rect(x: cx - thumb / 2, y: cy - thumb / 2, width: thumb, height: thumb)
        return [
            .roundedFill(after, radius: 2, Color(red: 0xE5, green: 0xE5, blue: 0xEA)),
            .roundedFill(before, radius: 2, slider.isEnabled ? slider.minimumTrackTintColor : faint(slider.minimumTrackTintColor)),
            .roundedFill(knob, radius: thumb / 2, .white),
            .roundedBorder(knob, radius: thumb / 2, width: 0.5, Color(red: 0, green: 0, blue: 0, alpha: 40)),
        ]
    }

    /// A segmented control: a light grey rounded well, a white rounded rectangle under the selected
    /// segment, thin separators and the titles centred in their segments.
    private static func segmentedItems(_ control: SegmentedControl, in rect: Rect, measurer: TextMeasurer) -> [DisplayItem] {
        let n = control.numberOfSegments
        guard n > 0 else { return [] }
        var items: [DisplayItem] = [.roundedFill(rect, radius: 8, Color(red: 0xEE, green: 0xEE, blue: 0xEF))]
        let segments = control.segmentRects(in: rect, measurer: measurer)
        for i in 0..<n {
            let segment = segments[i]
            if i == control.selectedSegmentIndex {
                items.append(.roundedFill(segment.inset(by: EdgeInsets(top: 2, left: 2, bottom: 2, right: 2)), radius: 7, .white))
            } else if i > 0, i - 1 != control.selectedSegmentIndex {
                items.append(
                    .fill(
                        Rect(x: segment.x, y: segment.y + 8, width: 1, height: max(segment.height - 16, 0)),
                        Color(red: 0xC7, green: 0xC7, blue: 0xCC)))
            }
            let title = control.titleForSegment(at: i) ?? ""
            let t = measurer.layout(title, fontSize: SegmentedControl.fontSize, maxWidth: nil, maxLines: 1).size
            items.append(
                .text(
                    title, x: segment.x + (segment.width - t.width) / 2, y: segment.y + (segment.height - t.height) / 2,
                    size: SegmentedControl.fontSize, control.isEnabled ? .black : Color(red: 153, green: 153, blue: 153)))
        }
        return items
    }

    /// A colour at 40 % (a disabled control).
    private static func faint(_ c: Color) -> Color {
        Color(red: c.red, green: c.green, blue: c.blue, alpha: UInt8((Double(c.alpha) * 0.4).rounded()))
    }
}
