import Layout

/// Options of a view animation (UIKit's `UIView.AnimationOptions`, same bits).
public struct AnimationOptions: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public let rawValue: UInt
    /// Makes options from bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Lay out subviews as part of the animation.
    public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
    /// Start from what is drawn now (LayoutSim always starts from the presentation value, so
    /// retargeting never jumps, as UIKit's additive animations do).
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    /// Repeat forever.
    public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
    /// Run forward, then backward.
    public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
    /// A nested block uses its own duration, not the enclosing block's.
    public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
    /// A nested block uses its own curve, not the enclosing block's.
    public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
    /// Ease in and out (the default).
    public static let curveEaseInOut = AnimationOptions([])
    /// Ease in.
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    /// Ease out.
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    /// Linear.
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

    /// The curve the options name.
    var curve: TimingCurve {
        switch (rawValue >> 16) & 3 {
        case 1: .easeIn
        case 2: .easeOut
        case 3: .linear
        default: .easeInOut
        }
    }
}

/// How progress runs over an animation's duration.
public enum AnimationTiming: Sendable, Hashable {
    /// A Bézier timing curve over the duration.
    case curve(TimingCurve)
    /// A spring (its own duration decides when it completes).
    case spring(Spring)

    /// Progress (0 at the start, 1 at the end; springs may overshoot) after `elapsed` of `duration` seconds.
    public func progress(elapsed: Double, duration: Double) -> Double {
        switch self {
        case .curve(let c): return c.value(at: duration > 0 ? elapsed / duration : 1)
        case .spring(let s): return elapsed >= duration ? 1 : s.progress(at: elapsed)
        }
    }
}
