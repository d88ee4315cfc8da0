import Foundation
import Layout

/// Side-by-side segments, one selected, as UIKit's `UISegmentedControl`.
@MainActor
open class UISegmentedControl: UIControl {
    var segmented: SegmentedControl { unsafeDowncast(layoutView, to: SegmentedControl.self) }

    /// The Layout view a new one stands for.
    override class func makeLayoutView() -> View { SegmentedControl(items: []) }

    /// Makes an empty segmented control.
    public override init(frame: CGRect) { super.init(frame: frame) }

    /// Makes segments from titles (strings; other items become empty segments).
    public init(items: [Any]?) {
        super.init(frame: .zero)
        for (i, item) in (items ?? []).enumerated() {
            segmented.insertSegment(withTitle: item as? String ?? "", at: i, animated: false)
        }
    }

    /// Makes an empty segmented control (archives are not read here).
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The selected segment, or `UISegmentedControl.noSegment`.
    open var selectedSegmentIndex: Int {
        get { segmented.selectedSegmentIndex }
        set { segmented.selectedSegmentIndex = newValue }
    }

    /// How many segments there are.
    public var numberOfSegments: Int { segmented.numberOfSegments }

    /// A segment's title.
    public func titleForSegment(at segment: Int) -> String? { segmented.titleForSegment(at: segment) }

    /// Sets a segment's title.
    public func setTitle(_ title: String?, forSegmentAt segment: Int) { segmented.setTitle(title ?? "", forSegmentAt: segment) }

    /// Inserts a segment.
    public func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        segmented.insertSegment(withTitle: title ?? "", at: segment, animated: animated)
    }

    /// The selected segment's colour (kept: drawn white).
    open var selectedSegmentTintColor: UIColor? {
        didSet { if appearanceGate("selectedSegmentTintColor") { selectedSegmentTintColor = oldValue } }
    }

    /// Removes a segment.
    public func removeSegment(at segment: Int, animated: Bool) { segmented.removeSegment(at: segment, animated: animated) }
    /// Removes every segment.
    public func removeAllSegments() { segmented.removeAllSegments() }
    /// Lets a tap select a segment or not.
    public func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) { segmented.setEnabled(enabled, forSegmentAt: segment) }
    /// Whether a tap selects a segment.
    public func isEnabledForSegment(at segment: Int) -> Bool { !segmented.disabled.contains(segment) }
    /// Fixes a segment's width in points (0: sized automatically, sharing the rest of the control).
    public func setWidth(_ width: CGFloat, forSegmentAt segment: Int) { segmented.setWidth(Double(width), forSegmentAt: segment) }
    /// A segment's fixed width (0: sized automatically).
    public func widthForSegment(at segment: Int) -> CGFloat { CGFloat(segmented.widthForSegment(at: segment)) }
    /// Whether automatically sized segments are as wide as their titles need, instead of equal.
    open var apportionsSegmentWidthsByContent: Bool {
        get { segmented.apportionsSegmentWidthsByContent }
        set { segmented.apportionsSegmentWidthsByContent = newValue }
    }
    /// Title attributes for a state (kept: titles are drawn in the system font and colour).
    public func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {}
    /// The title attributes set for a state (none are kept).
    public func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? { nil }

    /// "No segment selected".
    public static let noSegment = -1
}
