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
        titles.insert(title, at: at)
        disabled = Set(disabled.map { $0 >= at ? $0 + 1 : $0 })
    }

    /// Removes a segment (the selection moves with the segments after it; a removed selected
    /// segment leaves none selected).
    public func removeSegment(at segment: Int, animated: Bool) {
        guard titles.indices.contains(segment) else { return }
        titles.remove(at: segment)
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
        disabled = []
        selectedSegmentIndex = -1
    }

    /// The segments a tap does not select.
    public private(set) var disabled: Set<Int> = []

    /// Lets a tap select a segment or not.
    public func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        if enabled { disabled.remove(segment) } else if titles.indices.contains(segment) { disabled.insert(segment) }
    }

    /// Equal segments as wide as the widest title plus 28 points; 32 points high (iOS 13 and later).
    open override var intrinsicContentSize: Size {
        let measurer = window?.textMeasurer ?? BuiltinTextMeasurer()
        let widest = titles.map { measurer.layout($0, fontSize: Self.fontSize, maxWidth: nil, maxLines: 1).size.width }.max() ?? 0
        return Size(width: Double(titles.count) * (widest + 28), height: 32)
    }

    /// The segment under a point (in the control's coordinates), if any.
    ///
    /// - Parameter point: the point.
    public func segment(at point: Point) -> Int? {
        guard !titles.isEmpty, bounds.contains(point) else { return nil }
        return min(Int((point.x - bounds.x) / (bounds.width / Double(titles.count))), titles.count - 1)
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
