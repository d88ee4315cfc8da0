/// Options for visual-format strings (UIKit's `NSLayoutConstraint.FormatOptions`, same bits).
public struct LayoutFormatOptions: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public let rawValue: UInt
    /// Makes options from bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Align adjacent views' left edges.
    public static let alignAllLeft = LayoutFormatOptions(rawValue: 1 << 1)
    /// Align adjacent views' right edges.
    public static let alignAllRight = LayoutFormatOptions(rawValue: 1 << 2)
    /// Align adjacent views' top edges.
    public static let alignAllTop = LayoutFormatOptions(rawValue: 1 << 3)
    /// Align adjacent views' bottom edges.
    public static let alignAllBottom = LayoutFormatOptions(rawValue: 1 << 4)
    /// Align adjacent views' leading edges.
    public static let alignAllLeading = LayoutFormatOptions(rawValue: 1 << 5)
    /// Align adjacent views' trailing edges.
    public static let alignAllTrailing = LayoutFormatOptions(rawValue: 1 << 6)
    /// Align adjacent views' horizontal centres.
    public static let alignAllCenterX = LayoutFormatOptions(rawValue: 1 << 9)
    /// Align adjacent views' vertical centres.
    public static let alignAllCenterY = LayoutFormatOptions(rawValue: 1 << 10)
    /// Align adjacent views' last baselines.
    public static let alignAllLastBaseline = LayoutFormatOptions(rawValue: 1 << 11)
    /// Align adjacent views' first baselines.
    public static let alignAllFirstBaseline = LayoutFormatOptions(rawValue: 1 << 12)
    /// Arrange along the leading-to-trailing direction (the default).
    public static let directionLeadingToTrailing = LayoutFormatOptions([])
    /// Arrange from left to right.
    public static let directionLeftToRight = LayoutFormatOptions(rawValue: 1 << 16)
    /// Arrange from right to left.
    public static let directionRightToLeft = LayoutFormatOptions(rawValue: 2 << 16)
    /// Vertical spacing between baselines (V: strings only).
    public static let spacingBaselineToBaseline = LayoutFormatOptions(rawValue: 1 << 19)

    /// The option names used by `layoutsim vfl --options` and the conformance file.
    public static let byName: [String: LayoutFormatOptions] = [
        "alignAllLeft": .alignAllLeft, "alignAllRight": .alignAllRight, "alignAllTop": .alignAllTop,
        "alignAllBottom": .alignAllBottom, "alignAllLeading": .alignAllLeading, "alignAllTrailing": .alignAllTrailing,
        "alignAllCenterX": .alignAllCenterX, "alignAllCenterY": .alignAllCenterY,
        "alignAllLastBaseline": .alignAllLastBaseline, "alignAllBaseline": .alignAllLastBaseline,
        "alignAllFirstBaseline": .alignAllFirstBaseline, "directionLeadingToTrailing": .directionLeadingToTrailing,
        "directionLeftToRight": .directionLeftToRight, "directionRightToLeft": .directionRightToLeft,
        "spacingBaselineToBaseline": .spacingBaselineToBaseline,
    ]

    /// The alignment attributes set, in ascending attribute order.
    var alignmentAttributes: [LayoutAttribute] {
        (1...12).compactMap { i in rawValue & (1 << UInt(i)) != 0 ? LayoutAttribute(rawValue: i) : nil }
    }
}
