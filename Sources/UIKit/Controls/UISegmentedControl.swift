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
    open var selectedSegmentTintColor: UIColor?

    /// "No segment selected".
    public static let noSegment = -1
}
