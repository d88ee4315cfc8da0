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
    /// Touches reach the views while they animate (they always do here).
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    /// Redraw content as it animates (content is drawn every frame here).
    public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
    /// A transition hides and shows views instead of removing and adding them (accepted).
    public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
    /// A nested block uses its own options (accepted).
    public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
    /// No transition effect.
    public static let transitionNone = AnimationOptions([])
    /// Transition styles of `transition(with:duration:options:animations:completion:)`: accepted,
    /// and drawn as the changes animating without the flip, curl or dissolve effect.
    public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
    /// A flip from the right (drawn as the plain animation).
    public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
    /// A page curl up (drawn as the plain animation).
    public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
    /// A page curl down (drawn as the plain animation).
    public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
    /// A cross-dissolve (drawn as the plain animation).
    public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
    /// A flip from the top (drawn as the plain animation).
    public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
    /// A flip from the bottom (drawn as the plain animation).
    public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)

    /// The curve the options name (bits 16 to 19, as UIKit's): 7 is the keyboard's curve, which
    /// code passes on from a keyboard notification (`curve << 16`).
    var curve: TimingCurve {
        switch (rawValue >> 16) & 0xF {
        case 1: .easeIn
        case 2: .easeOut
        case 3: .linear
        case 7: .keyboard
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
