import Animation
import Foundation
import Layout

/// A scene's animation: at time `at`, make the changes and lay the root out in an animation block.
public struct SceneAnimation {
    /// One change.
    public enum Change {
        /// Set a constraint's constant (by identifier).
        case constant(String, Double)
        /// Activate or deactivate a constraint.
        case active(String, Bool)
        /// Set a view's alpha and/or background.
        case view(String, alpha: Double?, background: Color?)
    }

    /// When (seconds from the start).
    public var at: Double
    /// The block's duration.
    public var duration: Double
    /// The delay before it starts.
    public var delay: Double
    /// A curve name or a spring.
    public var timing: AnimationTiming
    /// The options.
    public var options: AnimationOptions
    /// The changes.
    public var changes: [Change]
}

extension Scene {
    /// Reads the `animations` list (empty when absent).
    static func parseAnimations(
        _ json: JSONValue, views: Set<String>, identifiers: Set<String>,
        warnings: inout [String]
    ) throws -> [SceneAnimation] {
        guard !json.isAbsent else { return [] }
        var out: [SceneAnimation] = []
        for a in try json.array() {
            _ = try a.object()
            a.checkFields(["at", "duration", "delay", "curve", "options", "changes"], into: &warnings)
            let duration = try a["duration"].number(in: 0...Limits.time, "a duration (seconds)")
            var timing = AnimationTiming.curve(.easeInOut)
            if let name = a["curve"].stringIfAny {
                let curves: [String: TimingCurve] = ["easeInOut": .easeInOut, "easeIn": .easeIn, "easeOut": .easeOut, "linear": .linear]
                guard let c = curves[name] else {
                    throw InputError(
                        path: a["curve"].path,
                        message: "unknown curve \"\(name)\" (expected easeInOut, easeIn, easeOut, linear or {\"spring\": …})")
                }
                timing = .curve(c)
            } else if !a["curve"].isAbsent {
                let spring = a["curve"]["spring"]
                guard !spring.isAbsent else {
                    throw InputError(
                        path: a["curve"].path, message: "expected a curve name or {\"spring\": {\"damping\": …, \"velocity\": …}}")
                }
                let damping = try spring["damping"].number(in: 0...1, "a damping ratio")
                guard damping > 0 else { throw InputError(path: spring["damping"].path, message: "a damping ratio must be more than 0") }
                let velocity = spring["velocity"].isAbsent ? 0 : try spring["velocity"].number(in: -1000...1000, "an initial velocity")
                timing = .spring(Spring(duration: duration, dampingRatio: damping, initialVelocity: velocity))
            }
            var options = AnimationOptions()
            let known: [String: AnimationOptions] = [
                "beginFromCurrentState": .beginFromCurrentState, "repeat": .repeat,
                "autoreverse": .autoreverse, "layoutSubviews": .layoutSubviews,
            ]
            for o in a["options"].isAbsent ? [] : try a["options"].array() {
                let name = try o.string()
                guard let option = known[name] else { throw InputError(path: o.path, message: "unknown animation option \"\(name)\"") }
                options.insert(option)
            }
            var changes: [SceneAnimation.Change] = []
            for c in try a["changes"].array() {
                _ = try c.object()
                c.checkFields(["constraint", "constant", "active", "view", "alpha", "background"], into: &warnings)
                if !c["constraint"].isAbsent {
                    let id = try c["constraint"].string()
                    guard identifiers.contains(id) else {
                        throw InputError(path: c["constraint"].path, message: "no constraint has identifier \"\(id)\"")
                    }
                    if !c["constant"].isAbsent { changes.append(.constant(id, try Scene.coordinate(c["constant"], "a constant"))) }
                    if !c["active"].isAbsent {
                        changes.append(.active(id, try c["active"].bool()))
                    }
                } else if !c["view"].isAbsent {
                    let name = try c["view"].string()
                    guard views.contains(name) else { throw InputError(path: c["view"].path, message: "unknown view \"\(name)\"") }
                    var color: Color?
                    if !c["background"].isAbsent {
                        let text = try c["background"].string()
                        guard let parsed = Color(hex: text) else {
                            throw InputError(path: c["background"].path, message: "expected #RRGGBB, got \"\(text)\"")
                        }
                        color = parsed
                    }
                    changes.append(.view(name, alpha: c["alpha"].isAbsent ? nil : try c["alpha"].number(), background: color))
                } else {
                    throw InputError(path: c.path, message: "expected a \"constraint\" or \"view\" change")
                }
            }
            let time = { (key: String) in a[key].isAbsent ? 0 : try a[key].number(in: 0...Limits.time, "a time (seconds)") }
            out.append(
                SceneAnimation(
                    at: try time("at"), duration: duration, delay: try time("delay"), timing: timing,
                    options: options, changes: changes))
        }
        return out.sorted { $0.at < $1.at }
    }
}

/// Presentation samples of a built scene over time, on its window's virtual clock.
@MainActor
public struct SceneSampler {
    /// One sample: presentation frames (window coordinates) and alphas of every named view.
    public struct Sample {
        /// The time.
        public let t: Double
        /// Frames by name.
        public let frames: [(String, Rect)]
        /// Alphas by name.
        public let alpha: [(String, Double)]

        /// Makes a sample.
        ///
        /// - Parameters:
        ///   - t: the time.
        ///   - frames: presentation frames in window coordinates, by name.
        ///   - alpha: presentation alphas, by name (in the order of `frames`).
        public init(t: Double, frames: [(String, Rect)], alpha: [(String, Double)]) {
            self.t = t
            self.frames = frames
            self.alpha = alpha
        }
    }

    /// Samples the scene at increasing times, running its animations as their times come.
    public static func sample(_ built: Scene.Built, scene: Scene, times: [Double]) -> [Sample] {
        var out: [Sample] = []
        stream(built, scene: scene, times: times) { out.append($0) }
        return out
    }

    /// Like ``sample(_:scene:times:)``, handing each sample to `each` as soon as it is taken (nothing
    /// is kept, so memory does not grow with the number of times).
    public static func stream(_ built: Scene.Built, scene: Scene, times: [Double], each: (Sample) throws -> Void) rethrows {
        let order = scene.viewOrder
        try play(built, scene: scene, times: times) { t in
            // One walk gives every view's presentation frame (linear however deep the tree).
            var shown: [ObjectIdentifier: Rect] = [:]
            built.window.rootView?.forEachFrameInWindow(presentation: true, scrolled: false) { shown[ObjectIdentifier($0)] = $1 }
            var frames: [(String, Rect)] = [], alpha: [(String, Double)] = []
            for name in order {
                guard let view = built.views[name] else { continue }
                frames.append((name, shown[ObjectIdentifier(view)] ?? view.presentationFrameInWindow))
                alpha.append((name, view.presentationAlpha ?? view.alpha))
            }
            try each(Sample(t: t, frames: frames, alpha: alpha))
        }
    }

    /// Runs the scene's animations on its window's virtual clock and calls `each` at every time
    /// (in increasing order), with presentation values up to date.
    public static func play(_ built: Scene.Built, scene: Scene, times: [Double], each: (Double) throws -> Void) rethrows {
        let driver = built.window.animator
        var pending = scene.animations[...]
        for t in times.sorted() {
            while let next = pending.first, next.at <= t {
                step(driver, to: next.at)
                run(next, in: built)
                pending = pending.dropFirst()
            }
            step(driver, to: t)
            try each(t)
        }
    }

    private static func step(_ driver: AnimationDriver, to t: Double) {
        if t > driver.clock.now { driver.advance(by: t - driver.clock.now) } else { driver.tick() }
    }

    /// Makes an animation's changes and runs its animation block now (on the window's driver).
    public static func run(_ a: SceneAnimation, in built: Scene.Built) {
        for change in a.changes {
            switch change {
            case .constant(let id, let value): built.constraints[id]?.constant = value
            case .active(let id, let on): if on { try? built.constraints[id]?.activate() } else { built.constraints[id]?.deactivate() }
            case .view: break
            }
        }
        let root = built.window.rootView!
        let block = {
            for change in a.changes {
                if case .view(let name, let alpha, let background) = change, let v = built.views[name] {
                    if let alpha { v.alpha = alpha }
                    if let background { v.backgroundColor = background }
                }
            }
            root.layoutIfNeeded()
        }
        switch a.timing {
        case .spring(let s):
            View.animate(
                withDuration: a.duration, delay: a.delay, usingSpringWithDamping: s.dampingRatio,
                initialSpringVelocity: s.initialVelocity, options: a.options, animations: block)
        case .curve(let c):
            let option: AnimationOptions =
                c == .linear ? .curveLinear : c == .easeIn ? .curveEaseIn : c == .easeOut ? .curveEaseOut : .curveEaseInOut
            View.animate(withDuration: a.duration, delay: a.delay, options: a.options.union(option), animations: block)
        }
    }
}
