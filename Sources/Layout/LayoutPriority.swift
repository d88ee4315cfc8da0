/// The priority of a layout constraint, as UIKit's `UILayoutPriority`: 1...1000, 1000 is required.
///
/// Priorities are lexicographic levels: a constraint at priority `p` is strictly preferred to any
/// number of constraints at lower priorities.
///
/// ```swift
/// let p: LayoutPriority = .defaultHigh - 1   // 749
/// ```
public struct LayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByFloatLiteral,
    ExpressibleByIntegerLiteral, CustomStringConvertible
{
    /// The priority value (1...1000).
    public var rawValue: Float

    /// Makes a priority from its value.
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// Makes a priority from its value.
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    /// Makes a priority from a literal such as `750`.
    public init(floatLiteral value: Float) { self.rawValue = value }
    /// Makes a priority from a literal such as `750`.
    public init(integerLiteral value: Int) { self.rawValue = Float(value) }

    /// 1000: the constraint must hold.
    public static let required = LayoutPriority(1000)
    /// 750: the priority of a button's compression resistance.
    public static let defaultHigh = LayoutPriority(750)
    /// 250: the priority of a button's content hugging.
    public static let defaultLow = LayoutPriority(250)
    /// 50: the priority with which a view wants to be as small as it can in `systemLayoutSizeFitting`.
    public static let fittingSizeLevel = LayoutPriority(50)

    /// Whether the priority is required (1000 or more).
    public var isRequired: Bool { rawValue >= LayoutPriority.required.rawValue }

    /// The solver strength of the priority: the one mapping. The engine's solver works in
    /// lexicographic mode, where strengths are priorities and 1000 or more is required.
    var strength: Double { Double(min(rawValue, LayoutPriority.required.rawValue)) }

    /// Orders priorities by value.
    public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
    // Disfavoured: the UIKit module declares the same two for code that imports only UIKit (which
    // hides Layout's names), and where both modules are imported its pair is the one chosen.
    /// A priority raised by `value`.
    @_disfavoredOverload
    public static func + (lhs: LayoutPriority, rhs: Float) -> LayoutPriority { LayoutPriority(lhs.rawValue + rhs) }
    /// A priority lowered by `value`.
    @_disfavoredOverload
    public static func - (lhs: LayoutPriority, rhs: Float) -> LayoutPriority { LayoutPriority(lhs.rawValue - rhs) }

    /// The value as UIKit prints it (`750`, `999.5`).
    public var description: String {
        rawValue == rawValue.rounded() ? String(Int(rawValue)) : "\(rawValue)"
    }
}
