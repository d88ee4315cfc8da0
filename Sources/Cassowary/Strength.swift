/// The strengths of kiwi's numeric mode, computed in one place.
///
/// In ``SolverMode/weighted`` a non-required constraint of strength `s` adds `s * |error|` to the
/// objective. In ``SolverMode/lexicographic`` the strength is a priority level (1...1000) and only the
/// order of levels matters: ``required`` and 1000 are both required there.
public enum Strength {
    /// Must hold: 1001001000 (kiwi's `required`); anything at or above it is required.
    public static let required: Double = 1_001_001_000
    /// kiwi's `strong`: 1e6.
    public static let strong: Double = 1_000_000
    /// kiwi's `medium`: 1e3.
    public static let medium: Double = 1_000
    /// kiwi's `weak`: 1.
    public static let weak: Double = 1
    /// The smallest strength a solver accepts: 1e-100. Weighted mode honours every strength from
    /// here to ``required`` at its own scale (1e-9 against 2e-9 picks the 2e-9 side, as 1 against 2
    /// does); below it, products with row coefficients would approach the subnormal range where
    /// doubles lose their relative precision, so such strengths are refused with
    /// ``SolverError/invalidStrength(_:)`` rather than silently treated as zero.
    public static let minimum: Double = 1e-100

    /// kiwi's strength formula: `a * 1e6 + b * 1e3 + c`, each clamped to 0...1000, times `weight`, clipped to ``required``.
    ///
    /// - Parameters:
    ///   - a: the strong part (0...1000).
    ///   - b: the medium part (0...1000).
    ///   - c: the weak part (0...1000).
    ///   - weight: a multiplier applied to each part.
    public static func create(_ a: Double, _ b: Double, _ c: Double, weight: Double = 1) -> Double {
        let clamp = { (v: Double) in min(max(v * weight, 0), 1000) }
        return min(clamp(a) * 1_000_000 + clamp(b) * 1_000 + clamp(c), required)
    }
}

/// How a solver weighs non-required constraints against each other.
public enum SolverMode: Sendable {
    /// kiwi-compatible: minimise the sum of `strength * |error|`; strengths at or above
    /// ``Strength/required`` are required.
    case weighted
    /// Apple's layout engine: strengths are priorities 1...1000 (1000 and above required), and a
    /// constraint at priority `p` is strictly preferred to any number of constraints below `p`.
    /// Errors at the same priority are summed with equal weight.
    case lexicographic

    /// The threshold at which a strength means "required".
    public var requiredThreshold: Double {
        switch self {
        case .weighted: Strength.required
        case .lexicographic: 1000
        }
    }
}
