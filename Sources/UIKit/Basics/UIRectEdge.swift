/// Edges of a rectangle, as UIKit's `UIRectEdge`: which edges of a controller's view extend
/// under the bars (``UIViewController/edgesForExtendedLayout``).
public struct UIRectEdge: OptionSet, Sendable, Hashable {
    /// The edges, one bit each.
    public let rawValue: UInt

    /// Edges from their bits.
    ///
    /// - Parameter rawValue: the bits (top 1, left 2, bottom 4, right 8).
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The top edge.
    public static let top = UIRectEdge(rawValue: 1 << 0)
    /// The left edge.
    public static let left = UIRectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = UIRectEdge(rawValue: 1 << 2)
    /// The right edge.
    public static let right = UIRectEdge(rawValue: 1 << 3)
    /// Every edge.
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}

/// Edges of a rectangle by reading direction, as UIKit's `NSDirectionalRectEdge`: which edge a
/// controller's content scroll view is named for (``UIViewController/setContentScrollView(_:for:)``).
public struct NSDirectionalRectEdge: OptionSet, Sendable, Hashable {
    /// The edges, one bit each.
    public let rawValue: UInt

    /// Edges from their bits.
    ///
    /// - Parameter rawValue: the bits (top 1, leading 2, bottom 4, trailing 8).
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The top edge.
    public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
    /// The leading edge.
    public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
    /// The trailing edge.
    public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
    /// Every edge.
    public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}
