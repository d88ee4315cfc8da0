import Animation
import Foundation
import Layout

// Core Animation's animations on the window's clock: each frame, every animation a layer runs
// gives the values of its key paths at its own time (its duration, repeats, autoreverse, speed and
// timing function applied), and the layer draws them instead of its model values, which stay as
// the code set them. An animation that ends lets the model show again (or, kept with
// `isRemovedOnCompletion` off and `fillMode` forwards, its end value), and its delegate hears.

/// An animation added to a layer, and when it begins on the window's clock (nil: in no window).
struct LayerAnimation {
    /// The key it was added with.
    let key: String?
    /// The animation.
    let animation: CAAnimation
    /// When it begins, in seconds on the window's clock (media time).
    let start: Double?
    /// Whether its delegate has heard it start.
    var didStart = false
    /// The transaction it was added in, told when it ends.
    var transaction: CATransaction.Pending? = nil
}

/// Core Animation's media time: the time of the clock of the window that last stepped a frame
/// (0 before any has), on which an animation's `beginTime` is given.
///
/// ```swift
/// fade.beginTime = CACurrentMediaTime() + 0.1 * Double(index)   // staggered
/// ```
@MainActor
public func CACurrentMediaTime() -> CFTimeInterval { AnimationDriver.mediaTime }

extension CALayer {
    /// Draws this frame of the layer's running animations and ends those that are over. One that
    /// has not begun draws nothing, or its first frame when its fill mode is backwards (or both).
    /// The layer's state is settled before any delegate hears, so a delegate may add or remove
    /// animations (chain the next one in `animationDidStop`).
    func stepAnimations(at now: Double) -> AnimationDriver.TickerState {
        var values: [String: Any] = [:]
        var starting: [CAAnimation] = []
        var ended: [LayerAnimation] = []
        var repeating = true
        for run in animations {
            guard let start = run.start else { continue }
            repeating = repeating && run.animation.repeatsForever
            if now < start {
                let fill = run.animation.fillMode
                if fill == .backwards || fill == .both, let frame = run.animation.presentedValues(at: 0, on: self) {
                    values.merge(frame, uniquingKeysWith: { $1 })
                }
                continue
            }
            if !run.didStart { starting.append(run.animation) }
            guard let frame = run.animation.presentedValues(at: now - start, on: self) else {
                ended.append(run)
                continue
            }
            // Later animations draw over earlier ones of the same key path.
            values.merge(frame, uniquingKeysWith: { $1 })
        }
        for animation in starting {
            if let i = animations.firstIndex(where: { $0.animation === animation }) { animations[i].didStart = true }
        }
        for run in ended {
            if run.animation.isRemovedOnCompletion {
                animations.removeAll { $0.animation === run.animation }
            } else if let i = animations.firstIndex(where: { $0.animation === run.animation }) {
                animations[i] = LayerAnimation(key: run.key, animation: run.animation, start: nil, didStart: true, transaction: nil)
            }
        }
        let goesOn = animations.contains { $0.start != nil }
        if !goesOn { isTicking = false }
        present(values)
        for animation in starting { animation.delegate?.animationDidStart(animation) }
        for run in ended {
            run.animation.applyEnd(to: self)
            run.animation.delegate?.animationDidStop(run.animation, finished: true)
            run.transaction?.animationEnded()
        }
        // One a delegate added found this ticker going on (it steps it) or stopped (it added its own).
        guard goesOn else { return .done }
        return repeating ? .repeating : .running
    }

    /// Removes the animations `matching` says, stopping those that run where they are: the model
    /// values show again, and their delegates hear they did not finish.
    func stopAnimations(matching: (LayerAnimation) -> Bool) {
        let stopped = animations.filter(matching)
        guard !stopped.isEmpty else { return }
        animations.removeAll(where: matching)
        var values: [String: Any] = [:]
        if let now = hostView?.window?.animator.clock.now {
            for run in animations {
                guard let start = run.start, now >= start, let frame = run.animation.presentedValues(at: now - start, on: self) else {
                    continue
                }
                values.merge(frame, uniquingKeysWith: { $1 })
            }
        }
        present(values)
        for run in stopped {
            if run.didStart, run.start != nil { run.animation.delegate?.animationDidStop(run.animation, finished: false) }
            if run.start != nil { run.transaction?.animationEnded() }
        }
    }

    /// The key paths a layer's content draws from animated values.
    static let contentKeyPaths: Set<String> = [
        "strokeStart", "strokeEnd", "lineWidth", "strokeColor", "fillColor", "colors", "locations", "startPoint", "endPoint",
    ]

    /// Draws animated values in place of the model's, and the model's again for the key paths
    /// no longer animated. Any layer draws its `opacity` and its content's key paths so; a view's
    /// layer also its `transform` (and `transform.scale`, `.rotation`, `.translation` with their
    /// axes), `position` (and `.x`, `.y`) and `backgroundColor`. Others are ignored.
    func present(_ values: [String: Any]) {
        let keys = Set(values.keys)
        guard !(keys.isEmpty && presentedKeyPaths.isEmpty) else { return }
        let gone = presentedKeyPaths.subtracting(keys)
        presentedKeyPaths = keys
        let view = isViewLayer ? view : nil
        // Opacity.
        if let alpha = values["opacity"].flatMap(CALayer.number).map(Double.init) {
            if let view { view.presentationAlpha = alpha } else { drawing.opacity = alpha }
        } else if gone.contains("opacity") {
            if let view { view.presentationAlpha = nil } else { drawing.opacity = Double(opacity) }
        }
        // Content.
        let content = values.filter { CALayer.contentKeyPaths.contains($0.key) }
        if !content.isEmpty || !gone.isDisjoint(with: CALayer.contentKeyPaths) { presentContent(content) }
        guard let view else { return }
        // A view's transform, position and background.
        if let transform = presentedTransform(values, model: view.transform) {
            view.presentationTransform = transform
        } else if gone.contains(where: { $0.hasPrefix("transform") }) {
            view.presentationTransform = nil
        }
        let model = view.frame
        var center = Point(x: model.midX, y: model.midY)
        if let p = values["position"].flatMap(CALayer.point) { center = Point(x: Double(p.x), y: Double(p.y)) }
        if let x = values["position.x"].flatMap(CALayer.number) { center.x = Double(x) }
        if let y = values["position.y"].flatMap(CALayer.number) { center.y = Double(y) }
        if keys.contains(where: { $0.hasPrefix("position") }) {
            view.presentationFrame = Rect(
                x: center.x - model.width / 2, y: center.y - model.height / 2, width: model.width, height: model.height)
        } else if gone.contains(where: { $0.hasPrefix("position") }) {
            view.presentationFrame = nil
        }
        if let color = values["backgroundColor"].flatMap(CGColor.layerColor) {
            view.presentationBackground = color.layout
        } else if gone.contains("backgroundColor") {
            view.presentationBackground = nil
        }
    }

    /// The transform the animated transform key paths make, over the model's (nil: none animated).
    private func presentedTransform(_ values: [String: Any], model: Transform) -> Transform? {
        guard values.keys.contains(where: { $0.hasPrefix("transform") }) else { return nil }
        func value(_ keys: String...) -> Double? {
            keys.lazy.compactMap { values[$0].flatMap(CALayer.number).map(Double.init) }.first
        }
        var base = model
        if let t = values["transform"] as? CATransform3D {
            base = Transform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
        }
        let scale = value("transform.scale")
        let sx = value("transform.scale.x") ?? scale ?? 1, sy = value("transform.scale.y") ?? scale ?? 1
        let angle = value("transform.rotation.z", "transform.rotation") ?? 0
        var tx = value("transform.translation.x") ?? 0, ty = value("transform.translation.y") ?? 0
        if let size = values["transform.translation"] as? CGSize {
            tx = Double(size.width)
            ty = Double(size.height)
        }
        let (sin, cos) = (Foundation.sin(angle), Foundation.cos(angle))
        let component = Transform(a: sx * cos, b: sx * sin, c: -sy * sin, d: sy * cos, tx: tx, ty: ty)
        return component.concatenating(base)
    }
}

extension CAAnimation {
    /// How long one pass lasts: the duration, or Core Animation's 0.25 s when it is 0.
    var passDuration: Double { duration > 0 ? duration : 0.25 }

    /// Whether the animation never ends (an infinite repeat count, or a speed of 0).
    var repeatsForever: Bool { repeatCount.isInfinite || speed == 0 }

    /// How long the animation runs before it is over: its passes (twice each when it
    /// autoreverses), the repeat count's or the repeat duration's worth.
    var activeDuration: Double {
        let pass = passDuration * (autoreverses ? 2 : 1)
        if repeatsForever { return .infinity }
        if repeatDuration > 0 { return repeatDuration }
        return pass * max(Double(repeatCount), 1)
    }

    /// The fraction of a pass shown `time` seconds after the animation began (speed, repeats and
    /// autoreverse applied, before the timing function), or nil once it is over.
    func passFraction(at time: Double) -> Double? {
        let t = max(time, 0) * Double(speed)
        guard t < activeDuration else { return nil }
        let d = passDuration
        let cycle = autoreverses ? 2 * d : d
        let f = t.truncatingRemainder(dividingBy: cycle) / d
        return f > 1 ? 2 - f : f
    }

    /// The timing function's curve (linear without one, as Core Animation's explicit animations).
    var timingCurve: TimingCurve {
        guard let c = timingFunction?.controlPoints else { return .linear }
        return TimingCurve(controlPoint1: (Double(c.0), Double(c.1)), controlPoint2: (Double(c.2), Double(c.3)))
    }

}

extension CABasicAnimation {
    /// The value between the start and end values the timing function gives (a spring's own
    /// motion for a spring animation).
    func basicValues(at time: Double, on layer: CALayer) -> [String: Any]? {
        guard let keyPath, let fraction = passFraction(at: time) else { return nil }
        let model = layer.modelValue(forKeyPath: keyPath)
        let from = fromValue ?? (toValue != nil && byValue != nil ? CAAnimation.offset(toValue, by: byValue, sign: -1) : nil) ?? model
        let to = toValue ?? (byValue != nil ? CAAnimation.offset(from, by: byValue, sign: 1) : nil) ?? model
        guard let from, let to else { return [:] }
        let progress = self.progress(fraction: fraction)
        return CAAnimation.interpolate(from, to, progress).map { [keyPath: $0] } ?? [:]
    }
}

extension CASpringAnimation {
    /// A spring's progress at the animation's own time: its mass, stiffness, damping and initial
    /// velocity, as Core Animation's spring (not the duration's timing function).
    func springProgress(fraction: Double) -> Double {
        let m = max(Double(mass), 0.0001)
        let spring = Spring(
            stiffness: Double(stiffness) / m, damping: Double(damping) / m, initialVelocity: Double(initialVelocity), duration: passDuration
        )
        return spring.progress(at: fraction * passDuration)
    }
}

extension CAKeyframeAnimation {
    /// The value between the two key frames around the pass's fraction (at `keyTimes`, else evenly
    /// spread), paced by the segment's timing function.
    func keyframeValues(at time: Double, on layer: CALayer) -> [String: Any]? {
        guard let keyPath, let fraction = passFraction(at: time) else { return nil }
        guard let values, !values.isEmpty else { return [:] }
        guard values.count > 1 else { return [keyPath: values[0]] }
        let f = timingCurve.value(at: fraction)
        let times =
            keyTimes.map { $0.map(\.doubleValue) }.flatMap { $0.count == values.count ? $0 : nil }
            ?? values.indices.map { Double($0) / Double(values.count - 1) }
        var i = 0
        while i < values.count - 2, f >= times[i + 1] { i += 1 }
        let span = times[i + 1] - times[i]
        var local = span > 0 ? min(max((f - times[i]) / span, 0), 1) : 1
        if let functions = timingFunctions, i < functions.count {
            let c = functions[i].controlPoints
            local = TimingCurve(controlPoint1: (Double(c.0), Double(c.1)), controlPoint2: (Double(c.2), Double(c.3))).value(at: local)
        }
        return CAAnimation.interpolate(values[i], values[i + 1], local).map { [keyPath: $0] } ?? [:]
    }
}

extension CAAnimationGroup {
    /// The values of the group's animations at the group's time, each on its own begin time.
    func groupValues(at time: Double, on layer: CALayer) -> [String: Any]? {
        guard passFraction(at: time) != nil else { return nil }
        let local = max(time, 0) * Double(speed)
        let t = local.truncatingRemainder(dividingBy: passDuration * (autoreverses ? 2 : 1))
        var out: [String: Any] = [:]
        for animation in animations ?? [] {
            let own = t - animation.beginTime
            guard own >= 0, let values = animation.presentedValues(at: own, on: layer) else { continue }
            out.merge(values, uniquingKeysWith: { $1 })
        }
        return out
    }
}

extension CALayer {
    /// The model value of an animatable key path (a start or end value an animation leaves out).
    func modelValue(forKeyPath keyPath: String) -> Any? {
        let shape = self as? CAShapeLayer, gradient = self as? CAGradientLayer
        switch keyPath {
        case "opacity": return Double(opacity)
        case "position": return position
        case "position.x": return Double(position.x)
        case "position.y": return Double(position.y)
        case "backgroundColor": return backgroundColor
        case "transform.scale", "transform.scale.x", "transform.scale.y": return 1.0
        case "transform.rotation", "transform.rotation.z", "transform.translation.x", "transform.translation.y": return 0.0
        case "transform": return transform
        case "strokeStart": return shape.map { Double($0.strokeStart) }
        case "strokeEnd": return shape.map { Double($0.strokeEnd) }
        case "lineWidth": return shape.map { Double($0.lineWidth) }
        case "strokeColor": return shape?.strokeColor
        case "fillColor": return shape?.fillColor
        case "colors": return gradient?.colors
        case "locations": return gradient?.locations
        case "startPoint": return gradient?.startPoint
        case "endPoint": return gradient?.endPoint
        default: return nil
        }
    }
}

extension CAAnimation {
    /// `value` moved by `by` (added, or taken away with `sign` -1): numbers and points.
    static func offset(_ value: Any?, by: Any?, sign: Double) -> Any? {
        if let a = CALayer.number(value), let b = CALayer.number(by) { return Double(a) + sign * Double(b) }
        if let a = CALayer.point(value), let b = CALayer.point(by) { return CGPoint(x: a.x + sign * b.x, y: a.y + sign * b.y) }
        return nil
    }

    /// The value `p` of the way from `a` to `b`: numbers, points, sizes, colours, 3D transforms
    /// and arrays of them element by element; other values change at the end.
    static func interpolate(_ a: Any, _ b: Any, _ p: Double) -> Any? {
        func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * p }
        if let x = CALayer.number(a), let y = CALayer.number(b) { return mix(Double(x), Double(y)) }
        if let x = CALayer.point(a), let y = CALayer.point(b) { return CGPoint(x: mix(x.x, y.x), y: mix(x.y, y.y)) }
        if let x = a as? CGSize, let y = b as? CGSize { return CGSize(width: mix(x.width, y.width), height: mix(x.height, y.height)) }
        if let x = CGColor.layerColor(a), let y = CGColor.layerColor(b) {
            let cx = x.components ?? [], cy = y.components ?? []
            if cx.count == 4, cy.count == 4 {
                return CGColor(red: mix(cx[0], cy[0]), green: mix(cx[1], cy[1]), blue: mix(cx[2], cy[2]), alpha: mix(cx[3], cy[3]))
            }
        }
        if let x = a as? CATransform3D, let y = b as? CATransform3D {
            var t = x
            t.m11 = mix(x.m11, y.m11)
            t.m12 = mix(x.m12, y.m12)
            t.m21 = mix(x.m21, y.m21)
            t.m22 = mix(x.m22, y.m22)
            t.m41 = mix(x.m41, y.m41)
            t.m42 = mix(x.m42, y.m42)
            return t
        }
        if let xs = a as? [Any], let ys = b as? [Any], xs.count == ys.count {
            let mixed = zip(xs, ys).compactMap { interpolate($0, $1, p) }
            return mixed.count == xs.count ? mixed : nil
        }
        return p < 1 ? a : b
    }
}
