/// A timing curve: a cubic Bézier from (0, 0) to (1, 1) with two control points (Core Animation's
/// `CAMediaTimingFunction`), mapping the fraction of time elapsed to the fraction of the change.
///
/// ```swift
/// TimingCurve.easeInOut.value(at: 0.25)   // 0.1292
/// ```
public struct TimingCurve: Sendable, Hashable {
    /// The first control point (x, y).
    public let c1: (x: Double, y: Double)
    /// The second control point (x, y).
    public let c2: (x: Double, y: Double)

    /// Makes a curve from its control points; x values are clamped to 0...1 so the curve is a function of time.
    public init(controlPoint1: (Double, Double), controlPoint2: (Double, Double)) {
        c1 = (min(max(controlPoint1.0, 0), 1), controlPoint1.1)
        c2 = (min(max(controlPoint2.0, 0), 1), controlPoint2.1)
    }

    /// Constant speed.
    public static let linear = TimingCurve(controlPoint1: (0, 0), controlPoint2: (1, 1))
    /// Starts slowly: control points (0.42, 0), (1, 1).
    public static let easeIn = TimingCurve(controlPoint1: (0.42, 0), controlPoint2: (1, 1))
    /// Ends slowly: control points (0, 0), (0.58, 1).
    public static let easeOut = TimingCurve(controlPoint1: (0, 0), controlPoint2: (0.58, 1))
    /// Slow at both ends (UIView's default): (0.42, 0), (0.58, 1).
    public static let easeInOut = TimingCurve(controlPoint1: (0.42, 0), controlPoint2: (0.58, 1))
    /// UIKit's keyboard curve (its private curve 7, which keyboard notifications report), as
    /// LayoutSim approximates it: a fast start that settles gently, control points (0.38, 0.7),
    /// (0.125, 1).
    public static let keyboard = TimingCurve(controlPoint1: (0.38, 0.7), controlPoint2: (0.125, 1))
    /// Core Animation's `default`: (0.25, 0.1), (0.25, 1).
    public static let caDefault = TimingCurve(controlPoint1: (0.25, 0.1), controlPoint2: (0.25, 1))

    /// The curve's value at time fraction `x` (clamped to 0...1): solves x(t) = x with Newton's
    /// method (bisection when the slope is flat) and returns y(t).
    public func value(at x: Double) -> Double {
        let x = min(max(x, 0), 1)
        if x == 0 || x == 1 { return x }
        let t = solveT(x)
        return TimingCurve.bezier(t, c1.y, c2.y)
    }

    static func bezier(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
    }

    static func slope(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * p1 + 6 * u * t * (p2 - p1) + 3 * t * t * (1 - p2)
    }

    private func solveT(_ x: Double) -> Double {
        var t = x
        for _ in 0..<8 {
            let error = TimingCurve.bezier(t, c1.x, c2.x) - x
            if abs(error) < 1e-12 { return t }
            let d = TimingCurve.slope(t, c1.x, c2.x)
            if abs(d) < 1e-9 { break }
            t -= error / d
            if t < 0 || t > 1 { break }
        }
        // Bisection fallback: x(t) is monotonic on [0, 1] for control x in [0, 1].
        var lo = 0.0, hi = 1.0
        t = x
        for _ in 0..<64 {
            let v = TimingCurve.bezier(t, c1.x, c2.x)
            if abs(v - x) < 1e-12 { break }
            if v < x { lo = t } else { hi = t }
            t = (lo + hi) / 2
        }
        return t
    }

    /// Curves are equal when their control points are.
    public static func == (a: TimingCurve, b: TimingCurve) -> Bool {
        a.c1 == b.c1 && a.c2 == b.c2
    }

    /// Hashes the control points.
    public func hash(into h: inout Hasher) {
        h.combine(c1.x); h.combine(c1.y); h.combine(c2.x); h.combine(c2.y)
    }
}
