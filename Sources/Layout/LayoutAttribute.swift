/// The part of an item a constraint acts on (UIKit's `NSLayoutConstraint.Attribute`, same raw values).
public enum LayoutAttribute: Int, Sendable, CaseIterable, CustomStringConvertible {
    /// No attribute: the second attribute of a constraint against a constant.
    case notAnAttribute = 0
    /// The left edge of the alignment rectangle.
    case left = 1
    /// The right edge.
    case right = 2
    /// The top edge.
    case top = 3
    /// The bottom edge.
    case bottom = 4
    /// The leading edge: left in left-to-right layouts, right in right-to-left ones.
    case leading = 5
    /// The trailing edge: right in left-to-right layouts, left in right-to-left ones.
    case trailing = 6
    /// The width.
    case width = 7
    /// The height.
    case height = 8
    /// The horizontal centre.
    case centerX = 9
    /// The vertical centre.
    case centerY = 10
    /// The baseline of the bottom line of text (the bottom edge for views without text).
    case lastBaseline = 11
    /// The baseline of the top line of text (the top edge for views without text).
    case firstBaseline = 12
    /// The left edge inset by the left layout margin.
    case leftMargin = 13
    /// The right edge inset by the right layout margin.
    case rightMargin = 14
    /// The top edge inset by the top layout margin.
    case topMargin = 15
    /// The bottom edge inset by the bottom layout margin.
    case bottomMargin = 16
    /// The leading edge inset by the leading layout margin.
    case leadingMargin = 17
    /// The trailing edge inset by the trailing layout margin.
    case trailingMargin = 18
    /// The horizontal centre between the left and right margins.
    case centerXWithinMargins = 19
    /// The vertical centre between the top and bottom margins.
    case centerYWithinMargins = 20

    /// The axis of a location attribute, or of a size.
    public enum Axis: Int, Sendable { case horizontal = 0, vertical = 1 }

    /// The axis the attribute lies on (nil for `notAnAttribute`).
    public var axis: Axis? {
        switch self {
        case .notAnAttribute: nil
        case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin, .leadingMargin,
            .trailingMargin, .centerXWithinMargins:
            .horizontal
        default: .vertical
        }
    }

    /// Whether this is a size (`width`, `height`) rather than a location.
    public var isDimension: Bool { self == .width || self == .height }

    /// Whether the attribute depends on the layout direction (leading/trailing and their margins).
    public var isDirectional: Bool {
        switch self {
        case .leading, .trailing, .leadingMargin, .trailingMargin: true
        default: false
        }
    }

    /// Whether the attribute is an absolute left/right edge (or margin).
    public var isAbsoluteHorizontalEdge: Bool {
        switch self {
        case .left, .right, .leftMargin, .rightMargin: true
        default: false
        }
    }

    /// The name UIKit prints: `leading`, `centerX`, `firstBaseline`, `leftMargin`, ...
    public var description: String {
        switch self {
        case .notAnAttribute: "notAnAttribute"
        case .left: "left"
        case .right: "right"
        case .top: "top"
        case .bottom: "bottom"
        case .leading: "leading"
        case .trailing: "trailing"
        case .width: "width"
        case .height: "height"
        case .centerX: "centerX"
        case .centerY: "centerY"
        case .lastBaseline: "lastBaseline"
        case .firstBaseline: "firstBaseline"
        case .leftMargin: "leftMargin"
        case .rightMargin: "rightMargin"
        case .topMargin: "topMargin"
        case .bottomMargin: "bottomMargin"
        case .leadingMargin: "leadingMargin"
        case .trailingMargin: "trailingMargin"
        case .centerXWithinMargins: "centerXWithinMargins"
        case .centerYWithinMargins: "centerYWithinMargins"
        }
    }
}

/// The relation of a constraint (UIKit's `NSLayoutConstraint.Relation`, same raw values).
public enum LayoutRelation: Int, Sendable, CustomStringConvertible {
    /// `first <= second * multiplier + constant`
    case lessThanOrEqual = -1
    /// `first == second * multiplier + constant`
    case equal = 0
    /// `first >= second * multiplier + constant`
    case greaterThanOrEqual = 1

    /// `<=`, `==` or `>=`.
    public var description: String {
        switch self {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
    }
}
