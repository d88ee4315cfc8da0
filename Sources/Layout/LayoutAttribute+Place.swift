// Where each attribute sits on a rectangle: the one table. The engine evaluates it over weights of
// the rectangle's sides (`RectWeights`, turned into the constraint's terms), the overlay over
// numbers (the point it draws from).

/// Numbers and weights of a rectangle's sides: what an attribute's place is computed in.
protocol LinearValue {
    static func + (lhs: Self, rhs: Self) -> Self
    static func * (lhs: Double, rhs: Self) -> Self
}

extension Double: LinearValue {}

/// A linear combination of a rectangle's x, y, width and height: what an attribute's place is
/// made of, read off the one table (`LayoutAttribute.place`) without building expressions.
struct RectWeights: LinearValue {
    var x = 0.0, y = 0.0, width = 0.0, height = 0.0

    static func + (lhs: RectWeights, rhs: RectWeights) -> RectWeights {
        RectWeights(x: lhs.x + rhs.x, y: lhs.y + rhs.y, width: lhs.width + rhs.width, height: lhs.height + rhs.height)
    }

    static func * (lhs: Double, rhs: RectWeights) -> RectWeights {
        RectWeights(x: lhs * rhs.x, y: lhs * rhs.y, width: lhs * rhs.width, height: lhs * rhs.height)
    }
}

extension LayoutAttribute {
    /// The attribute's place on a rectangle, along its axis: an edge, a centre or a size. Margin
    /// attributes sit as their base attribute (on the margins' rectangle), baselines as the top and
    /// bottom edges (views with text have baseline variables instead); leading and trailing follow
    /// `rightToLeft`. `notAnAttribute` sits at the left edge.
    func place<T: LinearValue>(x: T, y: T, width: T, height: T, rightToLeft: Bool) -> T {
        switch withoutMargin {
        case .left: x
        case .right: x + width
        case .leading: rightToLeft ? x + width : x
        case .trailing: rightToLeft ? x : x + width
        case .centerX: x + 0.5 * width
        case .top, .firstBaseline: y
        case .bottom, .lastBaseline: y + height
        case .centerY: y + 0.5 * height
        case .width: width
        case .height: height
        default: x
        }
    }

    /// Where the attribute sits on `rect` along its axis (see the engine's table, above).
    ///
    /// - Parameters:
    ///   - rect: the item's rectangle (for a margin attribute: the rectangle inside its margins).
    ///   - rightToLeft: whether leading is the right edge.
    public func place(on rect: Rect, rightToLeft: Bool) -> Double {
        place(x: rect.x, y: rect.y, width: rect.width, height: rect.height, rightToLeft: rightToLeft)
    }

    /// Whether the attribute is a margin attribute (`leftMargin` ... `centerYWithinMargins`).
    public var isMargin: Bool { rawValue >= 13 && rawValue <= 20 }

    /// The attribute without "Margin" (`leadingMargin` -> `leading`, `centerXWithinMargins` -> `centerX`).
    public var withoutMargin: LayoutAttribute {
        switch self {
        case .leftMargin: .left
        case .rightMargin: .right
        case .topMargin: .top
        case .bottomMargin: .bottom
        case .leadingMargin: .leading
        case .trailingMargin: .trailing
        case .centerXWithinMargins: .centerX
        case .centerYWithinMargins: .centerY
        default: self
        }
    }

    /// The name UIKit prints for the attribute in a translated autoresizing mask: the frame's
    /// `minX`, `minY`, `midX`, `midY`, `width`, `height`.
    var frameName: String {
        switch self {
        case .left: "minX"
        case .top: "minY"
        case .centerX: "midX"
        case .centerY: "midY"
        default: description
        }
    }

    /// Left, right, top, bottom, leading or trailing.
    var isEdge: Bool {
        switch self {
        case .left, .right, .top, .bottom, .leading, .trailing: true
        default: false
        }
    }
}
