import Foundation

/// A duration in seconds, as Core Foundation's `CFTimeInterval`.
public typealias CFTimeInterval = Double

/// What hears when a Core Animation animation starts and stops, as `CAAnimationDelegate` (both
/// methods have empty defaults).
@MainActor
public protocol CAAnimationDelegate: AnyObject {
    /// The animation started.
    func animationDidStart(_ anim: CAAnimation)
    /// The animation stopped; `flag` is true when it ran to its end.
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    /// Does nothing.
    public func animationDidStart(_ anim: CAAnimation) {}
    /// Does nothing.
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// A Core Animation animation, as `CAAnimation`. Added to a layer in a window, it runs on the
/// window's clock (see ``CALayer/add(_:forKey:)``): its duration (0: 0.25 s), `speed`,
/// `repeatCount` (`.infinity`: for ever), `repeatDuration`, `autoreverses` and `timingFunction`
/// (none: linear) pace it, and it begins at its `beginTime`.
@MainActor
open class CAAnimation {
    /// Makes an animation.
    public init() {}
    /// The duration in seconds (0: Core Animation's 0.25).
    open var duration: CFTimeInterval = 0
    /// When it starts, in media time (`CACurrentMediaTime() + delay`; 0: when added); within a
    /// group, its start in the group's time.
    open var beginTime: CFTimeInterval = 0
    /// Its pacing (nil: linear).
    open var timingFunction: CAMediaTimingFunction?
    /// How many times it runs (0: once; `.infinity`: for ever).
    open var repeatCount: Float = 0
    /// How long it repeats, in seconds (0: as `repeatCount` says).
    open var repeatDuration: CFTimeInterval = 0
    /// Whether each pass plays backwards after forwards.
    open var autoreverses = false
    /// How fast its time runs against the clock's (0: stopped).
    open var speed: Float = 1
    /// Whether it leaves the layer when done (true): false with `fillMode` forwards keeps its end value drawn.
    open var isRemovedOnCompletion = true
    /// What is drawn outside its active time.
    open var fillMode = CAMediaTimingFillMode.removed
    /// What hears it start and stop (held strongly, as Core Animation does).
    open var delegate: CAAnimationDelegate?

    /// Shows the end value on `layer` when the animation keeps it once done.
    func applyEnd(to layer: CALayer) {}

    /// Whether the end value stays once the animation is done.
    var keepsEndValue: Bool { !isRemovedOnCompletion && (fillMode == .forwards || fillMode == .both) }

    /// The values of the key paths this animation shows `time` seconds after it began on `layer`
    /// (none for a plain animation), or nil once it is over.
    func presentedValues(at time: Double, on layer: CALayer) -> [String: Any]? { passFraction(at: time) == nil ? nil : [:] }
}

/// An animation of one layer property, by key path (`"strokeEnd"`, `"opacity"`...).
open class CAPropertyAnimation: CAAnimation {
    /// The animated key path.
    open var keyPath: String?
    /// Whether values add to the model value (kept).
    open var isAdditive = false
    /// Whether repeats build on each other (kept).
    open var isCumulative = false

    /// Makes an animation of a key path.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }
}

/// An animation from one value to another, as `CABasicAnimation`.
open class CABasicAnimation: CAPropertyAnimation {
    /// The start value (nil: the current one).
    open var fromValue: Any?
    /// The end value.
    open var toValue: Any?
    /// A change: the end value is the start value plus it (or, with only `toValue`, the start value is that less it).
    open var byValue: Any?

    override func applyEnd(to layer: CALayer) {
        if keepsEndValue, let keyPath, let toValue { layer.setValue(toValue, forKeyPath: keyPath) }
    }

    /// From the start value to the end value at the time the timing function gives.
    override func presentedValues(at time: Double, on layer: CALayer) -> [String: Any]? { basicValues(at: time, on: layer) }

    /// How far from the start value to the end value a pass's fraction is.
    func progress(fraction: Double) -> Double { timingCurve.value(at: fraction) }
}

/// A spring animation, as `CASpringAnimation`.
open class CASpringAnimation: CABasicAnimation {
    /// The spring's mass (1).
    open var mass: CGFloat = 1
    /// Its stiffness (100).
    open var stiffness: CGFloat = 100
    /// Its damping (10).
    open var damping: CGFloat = 10
    /// The starting velocity (0).
    open var initialVelocity: CGFloat = 0
    /// How long the spring takes to settle (kept as the duration would be).
    open var settlingDuration: CFTimeInterval { duration }

    /// The spring's own motion.
    override func progress(fraction: Double) -> Double { springProgress(fraction: fraction) }
}

/// An animation through values, as `CAKeyframeAnimation`.
open class CAKeyframeAnimation: CAPropertyAnimation {
    /// The values, in order.
    open var values: [Any]?
    /// When each is reached, 0...1 (nil, or not one per value: evenly spread).
    open var keyTimes: [NSNumber]?
    /// The pacing between each value and the next.
    open var timingFunctions: [CAMediaTimingFunction]?
    /// A path to move along (kept).
    open var path: CGPath?

    override func applyEnd(to layer: CALayer) {
        if keepsEndValue, let keyPath, let last = values?.last { layer.setValue(last, forKeyPath: keyPath) }
    }

    /// Between the key frames around the time.
    override func presentedValues(at time: Double, on layer: CALayer) -> [String: Any]? { keyframeValues(at: time, on: layer) }
}

/// Animations run together, as `CAAnimationGroup`.
open class CAAnimationGroup: CAAnimation {
    /// The animations.
    open var animations: [CAAnimation]?

    override func applyEnd(to layer: CALayer) {
        guard keepsEndValue else { return }
        for a in animations ?? [] {
            a.isRemovedOnCompletion = false
            a.fillMode = .forwards
            a.applyEnd(to: layer)
        }
    }

    /// The group's animations at the group's time.
    override func presentedValues(at time: Double, on layer: CALayer) -> [String: Any]? { groupValues(at: time, on: layer) }
}

/// What an animation draws outside its active time, as `CAMediaTimingFillMode`.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    /// The name.
    public let rawValue: String
    /// Makes a fill mode from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Its end value stays after it ends.
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    /// Its start value shows before it begins.
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    /// Both.
    public static let both = CAMediaTimingFillMode(rawValue: "both")
    /// Neither.
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
}

/// An animation's pacing, as `CAMediaTimingFunction`: a cubic curve from (0, 0) to (1, 1).
public final class CAMediaTimingFunction: Sendable {
    /// The control points of its cubic curve.
    public let controlPoints: (Float, Float, Float, Float)

    /// A named pacing.
    public init(name: CAMediaTimingFunctionName) {
        switch name {
        case .linear: controlPoints = (0, 0, 1, 1)
        case .easeIn: controlPoints = (0.42, 0, 1, 1)
        case .easeOut: controlPoints = (0, 0, 0.58, 1)
        case .easeInEaseOut: controlPoints = (0.42, 0, 0.58, 1)
        default: controlPoints = (0.25, 0.1, 0.25, 1)
        }
    }

    /// A cubic curve through (0, 0), two control points and (1, 1).
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) { controlPoints = (c1x, c1y, c2x, c2y) }
}

/// The named pacings, as `CAMediaTimingFunctionName`.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    /// The name.
    public let rawValue: String
    /// Makes a name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Even.
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    /// Slow, then fast.
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    /// Fast, then slow.
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    /// Slow at both ends.
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    /// Core Animation's default.
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

/// Groups of layer changes, as Core Animation's `CATransaction`. Layer changes show at once here;
/// a transaction's completion block runs once it is committed and every animation added to a
/// layer in a window inside it has ended (or been removed), at once if there are none.
///
/// ```swift
/// CATransaction.begin()
/// CATransaction.setCompletionBlock { ring.removeFromSuperlayer() }
/// ring.add(fill, forKey: "fill")
/// CATransaction.commit()   // the block runs when the fill ends
/// ```
@MainActor
public enum CATransaction {
    /// An open or committed transaction waiting for its animations.
    final class Pending {
        /// Run once it is committed and its animations have ended.
        var completion: (() -> Void)?
        /// Its animations still running.
        var running = 0
        /// Whether it was committed.
        var isCommitted = false

        /// One of its animations ended.
        func animationEnded() {
            running -= 1
            finishIfDone()
        }

        /// Runs the completion block once committed with no animation running.
        func finishIfDone() {
            guard isCommitted, running <= 0, let block = completion else { return }
            completion = nil
            block()
        }
    }

    /// The open transactions, innermost last.
    private static var open: [Pending] = []

    /// The innermost open transaction: an animation added now joins it.
    static var current: Pending? { open.last }

    /// Starts a transaction.
    public static func begin() { open.append(Pending()) }

    /// Ends it: its completion block runs now, or when its animations have ended.
    public static func commit() {
        guard let transaction = open.popLast() else { return }
        transaction.isCommitted = true
        transaction.finishIfDone()
    }

    /// Runs what is pending (nothing is, here).
    public static func flush() {}

    /// Sets the block run when the transaction and its animations end (outside a transaction: now).
    public static func setCompletionBlock(_ block: (() -> Void)?) {
        guard let transaction = open.last else {
            block?()
            return
        }
        transaction.completion = block
    }

    /// Turns implicit animations off or on (there are none here).
    public static func setDisableActions(_ flag: Bool) {}

    /// Sets the duration of implicit animations (there are none here).
    public static func setAnimationDuration(_ duration: CFTimeInterval) {}

    /// Sets the pacing of implicit animations (there are none here).
    public static func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {}
}

/// A 3D transform matrix, as Core Animation's `CATransform3D` (kept on layers, not drawn).
public struct CATransform3D: Hashable, Sendable {
    /// The entries, row by row.
    public var m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44: CGFloat

    /// The identity.
    public init() {
        (m11, m12, m13, m14) = (1, 0, 0, 0)
        (m21, m22, m23, m24) = (0, 1, 0, 0)
        (m31, m32, m33, m34) = (0, 0, 1, 0)
        (m41, m42, m43, m44) = (0, 0, 0, 1)
    }
}

/// The identity transform.
public let CATransform3DIdentity = CATransform3D()

/// A translation.
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    var t = CATransform3D()
    (t.m41, t.m42, t.m43) = (tx, ty, tz)
    return t
}

/// A scale.
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    var t = CATransform3D()
    (t.m11, t.m22, t.m33) = (sx, sy, sz)
    return t
}

/// A rotation by `angle` radians about the axis (x, y, z).
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0 else { return CATransform3D() }
    let (ux, uy, uz) = (x / length, y / length, z / length)
    let c = CGFloat(cos(Double(angle))), s = CGFloat(sin(Double(angle))), k = 1 - c
    var t = CATransform3D()
    (t.m11, t.m12, t.m13) = (c + ux * ux * k, ux * uy * k + uz * s, ux * uz * k - uy * s)
    (t.m21, t.m22, t.m23) = (uy * ux * k - uz * s, c + uy * uy * k, uy * uz * k + ux * s)
    (t.m31, t.m32, t.m33) = (uz * ux * k + uy * s, uz * uy * k - ux * s, c + uz * uz * k)
    return t
}

/// `a` then `b`.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    let m = [[a.m11, a.m12, a.m13, a.m14], [a.m21, a.m22, a.m23, a.m24], [a.m31, a.m32, a.m33, a.m34], [a.m41, a.m42, a.m43, a.m44]]
    let n = [[b.m11, b.m12, b.m13, b.m14], [b.m21, b.m22, b.m23, b.m24], [b.m31, b.m32, b.m33, b.m34], [b.m41, b.m42, b.m43, b.m44]]
    var r = [[CGFloat]](repeating: [0, 0, 0, 0], count: 4)
    for i in 0..<4 { for j in 0..<4 { r[i][j] = (0..<4).reduce(0) { $0 + m[i][$1] * n[$1][j] } } }
    var t = CATransform3D()
    (t.m11, t.m12, t.m13, t.m14) = (r[0][0], r[0][1], r[0][2], r[0][3])
    (t.m21, t.m22, t.m23, t.m24) = (r[1][0], r[1][1], r[1][2], r[1][3])
    (t.m31, t.m32, t.m33, t.m34) = (r[2][0], r[2][1], r[2][2], r[2][3])
    (t.m41, t.m42, t.m43, t.m44) = (r[3][0], r[3][1], r[3][2], r[3][3])
    return t
}

/// `t` then a translation.
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeTranslation(tx, ty, tz), t)
}

/// `t` then a scale.
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeScale(sx, sy, sz), t)
}

/// `t` then a rotation.
public func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeRotation(angle, x, y, z), t)
}

/// The 3D form of an affine transform.
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
    var t = CATransform3D()
    (t.m11, t.m12, t.m21, t.m22, t.m41, t.m42) = (m.a, m.b, m.c, m.d, m.tx, m.ty)
    return t
}

/// Whether a transform is the identity.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t == CATransform3DIdentity }

/// How a layer's contents fill its bounds, as `CALayerContentsGravity` (kept).
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    /// The name.
    public let rawValue: String
    /// Makes a gravity from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Stretched to fill.
    public static let resize = CALayerContentsGravity(rawValue: "resize")
    /// Fitted, keeping the aspect ratio.
    public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
    /// Filled, keeping the aspect ratio.
    public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")
    /// Centred.
    public static let center = CALayerContentsGravity(rawValue: "center")
}
