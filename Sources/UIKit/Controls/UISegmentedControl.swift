import Foundation
import Layout

/// Side-by-side segments, one selected, as UIKit's `UISegmentedControl`.
@MainActor
open class UISegmentedControl: UIControl {
    var segmented: SegmentedControl { unsafeDowncast(layoutView, to: SegmentedControl.self) }

    override init(backing: View, frame: CGRect?) { super.init(backing: backing, frame: frame) }

    /// Makes an empty segmented control.
    public override init(frame: CGRect) { super.init(backing: SegmentedControl(items: []), frame: frame) }

    /// Makes segments from titles (strings; other items become empty segments).
    public init(items: [Any]?) {
        super.init(backing: SegmentedControl(items: (items ?? []).map { $0 as? String ?? "" }), frame: nil)
    }

    /// Makes an empty segmented control (archives are not read here).
    public required init?(coder: NSCoder) { super.init(backing: SegmentedControl(items: []), frame: nil) }

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
    open var selectedSegmentTintColor: UIColor?

    /// "No segment selected".
    public static let noSegment = -1
}
