/// A row of segments, one selected (UIKit's `UISegmentedControl`): a tap selects a segment and
/// sends `valueChanged`.
open class SegmentedControl: Control {
    /// The segments' titles.
    public private(set) var titles: [String] { didSet { invalidateIntrinsicContentSize() } }
    /// The selected segment, or -1 for none (UIKit's `noSegment`).
    public var selectedSegmentIndex = -1
    /// The titles' font size (13, as UIKit's).
    nonisolated public static let fontSize = 13.0

    /// Makes a control with these segments, none selected.
    ///
    /// - Parameter items: the segments' titles.
    public init(items: [String]) {
        titles = items
        widths = items.map { _ in 0 }
        super.init(frame: .zero)
    }

    /// `UISegmentedControl`.
    open override var className: String { "UISegmentedControl" }

    /// How many segments there are.
    public var numberOfSegments: Int { titles.count }

    /// A segment's title.
    ///
    /// - Parameter segment: the index.
    public func titleForSegment(at segment: Int) -> String? { titles.indices.contains(segment) ? titles[segment] : nil }

    /// Sets a segment's title (an index outside the segments changes nothing).
    ///
    /// - Parameters:
    ///   - title: the title.
    ///   - segment: the index.
    public func setTitle(_ title: String, forSegmentAt segment: Int) {
        guard titles.indices.contains(segment) else { return }
        titles[segment] = title
    }

    /// Inserts a segment.
    ///
    /// - Parameters:
    ///   - title: its title.
    ///   - segment: where (clamped to the ends).
    ///   - animated: accepted for UIKit's signature.
    public func insertSegment(withTitle title: String, at segment: Int, animated: Bool) {
        let at = min(max(segment, 0), titles.count)
        // Widths first: the titles' observer measures the segments at once.
        widths.insert(0, at: at)
        titles.insert(title, at: at)
        disabled = Set(disabled.map { $0 >= at ? $0 + 1 : $0 })
    }

    /// Removes a segment (the selection moves with the segments after it; a removed selected
    /// segment leaves none selected).
    public func removeSegment(at segment: Int, animated: Bool) {
        guard titles.indices.contains(segment) else { return }
        titles.remove(at: segment)  // before its width, for the titles' observer
        widths.remove(at: segment)
        disabled = Set(disabled.compactMap { $0 == segment ? nil : $0 > segment ? $0 - 1 : $0 })
        if selectedSegmentIndex == segment {
            selectedSegmentIndex = -1
        } else if selectedSegmentIndex > segment {
            selectedSegmentIndex -= 1
        }
    }

    /// Removes every segment.
    public func removeAllSegments() {
        titles = []
        widths = []
        disabled = []
        selectedSegmentIndex = -1
    }

    /// The segments a tap does not select.
    public private(set) var disabled: Set<Int> = []

    /// Lets a tap select a segment or not.
    public func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        if enabled { disabled.remove(segment) } else if titles.indices.contains(segment) { disabled.insert(segment) }
    }

    /// Each segment's width set with ``setWidth(_:forSegmentAt:)`` (0: sized automatically).
    public private(set) var widths: [Double] = []

    /// Whether automatically sized segments are as wide as their titles need (true) or all as wide
    /// as each other (false, the default), as UIKit's `apportionsSegmentWidthsByContent`.
    public var apportionsSegmentWidthsByContent = false { didSet { invalidateIntrinsicContentSize() } }

    /// Fixes a segment's width (0: sized automatically again).
    public func setWidth(_ width: Double, forSegmentAt segment: Int) {
        guard widths.indices.contains(segment), width.isFinite else { return }
        widths[segment] = max(width, 0)
        invalidateIntrinsicContentSize()
    }

    /// A segment's fixed width (0: sized automatically).
    public func widthForSegment(at segment: Int) -> Double { widths.indices.contains(segment) ? widths[segment] : 0 }

    /// What a segment's title needs: the title's width plus 28 points.
    private func naturalWidths(_ measurer: TextMeasurer) -> [Double] {
        titles.map { measurer.layout($0, fontSize: Self.fontSize, maxWidth: nil, maxLines: 1).size.width + 28 }
    }

    /// Fixed segments at their widths; the others as wide as the widest title plus 28 points each,
    /// or each as its own title needs when apportioned by content; 32 points high (iOS 13 and later).
    open override var intrinsicContentSize: Size {
        let natural = naturalWidths(textMeasurer)
        let automatic = natural.indices.filter { widths[$0] == 0 }
        let fixed = widths.reduce(0, +)
        let flexible =
            apportionsSegmentWidthsByContent
            ? automatic.map { natural[$0] }.reduce(0, +) : Double(automatic.count) * (automatic.map { natural[$0] }.max() ?? 0)
        return Size(width: fixed + flexible, height: 32)
    }

    /// The segments' rectangles across `rect`: fixed segments at their widths, the rest sharing the
    /// remaining width equally, or in proportion to their titles when apportioned by content.
    ///
    /// - Parameters:
    ///   - rect: the control's rectangle.
    ///   - measurer: measures the titles.
    public func segmentRects(in rect: Rect, measurer: TextMeasurer) -> [Rect] {
        let natural = naturalWidths(measurer)
        let automatic = natural.indices.filter { widths[$0] == 0 }
        let remaining = max(rect.width - widths.reduce(0, +), 0)
        let share = automatic.map { natural[$0] }.reduce(0, +)
        var x = rect.x
        return titles.indices.map { i in
            let w: Double
            if widths[i] > 0 {
                w = widths[i]
            } else if apportionsSegmentWidthsByContent, share > 0 {
                w = remaining * natural[i] / share
            } else {
                w = remaining / Double(automatic.count)
            }
            defer { x += w }
            return Rect(x: x, y: rect.y, width: w, height: rect.height)
        }
    }

    /// The segment under a point (in the control's coordinates), if any.
    ///
    /// - Parameter point: the point.
    public func segment(at point: Point) -> Int? {
        guard !titles.isEmpty, bounds.contains(point) else { return nil }
        let rects = segmentRects(in: bounds, measurer: textMeasurer)
        return rects.firstIndex { point.x < $0.maxX } ?? titles.count - 1
    }

    /// A tap selects; selecting another segment sends `valueChanged`.
    open override var primaryEvents: Control.Event { [] }

    /// Lifted on a segment: select it.
    open override func endTracking(_ touch: Touch?, with event: Layout.Event?) {
        guard let touch, let s = segment(at: touch.location(in: self)), s != selectedSegmentIndex, !disabled.contains(s) else { return }
        selectedSegmentIndex = s
        sendActions(for: .valueChanged)
    }
}
