#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A damped harmonic oscillator of mass 1 (`m x'' + c x' + k x = 0`) that moves progress from 0 to 1.
///
/// ```swift
/// let s = Spring(duration: 0.5, dampingRatio: 0.7, initialVelocity: 0)   // UIKit's legacy form
/// s.stiffness   // 387.3
/// s.progress(at: 0.25)
/// ```
public struct Spring: Sendable, Hashable {
    /// k.
    public let stiffness: Double
    /// c.
    public let damping: Double
    /// The initial velocity, in animation distances per second.
    public let initialVelocity: Double
    /// The settling duration the spring was made for (the legacy form's completion time).
    public let duration: Double

    /// A spring from its physical constants.
    public init(stiffness: Double, damping: Double, initialVelocity: Double = 0, duration: Double) {
        self.stiffness = stiffness
        self.damping = damping
        self.initialVelocity = initialVelocity
        self.duration = duration
    }

    /// UIKit's legacy `usingSpringWithDamping:initialSpringVelocity:` form: the natural frequency is
    /// chosen so that the envelope reaches 0.001 at `duration` (12 Newton steps from w0 = 5/d).
    /// `dampingRatio` is clamped to (0, 1], `duration` to [0.01, 10].
    public init(duration: Double, dampingRatio: Double, initialVelocity: Double) {
        let d = min(max(duration, 0.01), 10)
        let zeta = min(max(dampingRatio, 1e-6), 1)
        let v = initialVelocity, eps = 0.001
        var w0 = 5 / d
        for _ in 0..<12 {
            let f: Double, df: Double
            if zeta < 1 {
                let wd = w0 * (1 - zeta * zeta).squareRoot()
                let a = (zeta * w0 - v) / wd, e = exp(-zeta * w0 * d)
                f = a * e - eps
                // d/dw0 of ((zeta w0 - v) / (w0 s)) e^(-zeta w0 d), s = sqrt(1 - zeta^2)
                let s = (1 - zeta * zeta).squareRoot()
                let da = v / (w0 * w0 * s)
                df = da * e + a * e * (-zeta * d)
            } else {
                let e = exp(-w0 * d)
                f = e * ((w0 - v) * d + 1) - eps
                df = e * d - d * e * ((w0 - v) * d + 1)
            }
            if df == 0 { break }
            w0 -= f / df
            if w0 <= 0 { w0 = 1e-3 }
        }
        let k = w0 * w0
        self.init(stiffness: k, damping: 2 * zeta * k.squareRoot(), initialVelocity: v, duration: d)
    }

    /// The duration/bounce form (SwiftUI `Spring(duration:bounce:)`, iOS 17 `springDuration:bounce:`):
    /// k = (2 pi / duration)^2, zeta = 1 - bounce (bounce >= 0) or 1 / (1 + bounce).
    public init(duration: Double, bounce: Double, initialVelocity: Double = 0) {
        let d = max(duration, 0.01)
        let k = (2 * Double.pi / d) * (2 * Double.pi / d)
        let zeta = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        self.init(stiffness: k, damping: 2 * k.squareRoot() * zeta, initialVelocity: initialVelocity, duration: d)
    }

    /// The damping ratio zeta = c / (2 sqrt(k)).
    public var dampingRatio: Double { damping / (2 * stiffness.squareRoot()) }

    /// Progress (0 at t = 0, tending to 1) at time `t` seconds.
    public func progress(at t: Double) -> Double {
        guard t > 0 else { return 0 }
        let w0 = stiffness.squareRoot(), zeta = dampingRatio
        let x0 = -1.0, v0 = initialVelocity  // displacement from the target, in animation distances
        let x: Double
        if zeta < 1 {
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            x = exp(-zeta * w0 * t) * (x0 * cos(wd * t) + ((v0 + zeta * w0 * x0) / wd) * sin(wd * t))
        } else if zeta == 1 {
            x = exp(-w0 * t) * (x0 + (v0 + w0 * x0) * t)
        } else {
            let w2 = w0 * (zeta * zeta - 1).squareRoot()
            x = exp(-zeta * w0 * t) * (x0 * cosh(w2 * t) + ((v0 + zeta * w0 * x0) / w2) * sinh(w2 * t))
        }
        return 1 + x
    }
}
