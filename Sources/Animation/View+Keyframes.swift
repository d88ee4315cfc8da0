import Layout

/// The keyframe block being recorded: its keyframes' changes, each with its slot of the duration,
/// and the changes made outside any keyframe (they run over the whole duration).
@MainActor
final class KeyframeContext: AnimationRecorder {
    struct Keyframe {
        let start: Double
        let duration: Double
        let changes: [(View, RecordingContext.Change)]
    }

    let whole: RecordingContext
    var keyframes: [Keyframe] = []

    init(duration: Double) { whole = RecordingContext(duration: duration, timing: .curve(.linear)) }

    func recordFrame(_ view: View, from old: Rect, to new: Rect) { whole.recordFrame(view, from: old, to: new) }
    func recordAlpha(_ view: View, from old: Double, to new: Double) { whole.recordAlpha(view, from: old, to: new) }
    func recordBackground(_ view: View, from old: Color?, to new: Color?) { whole.recordBackground(view, from: old, to: new) }
    func recordTransform(_ view: View, from old: Transform, to new: Transform) { whole.recordTransform(view, from: old, to: new) }
}

extension View {
    /// Animates keyframes (UIKit's `animateKeyframes(withDuration:delay:options:animations:completion:)`):
    /// inside `animations`, each ``addKeyframe(withRelativeStartTime:relativeDuration:animations:)``
    /// changes properties over its slot of the duration, one after another, linearly. Changes made
    /// outside a keyframe run over the whole duration.
    ///
    /// ```swift
    /// View.animateKeyframes(withDuration: 0.6) {
    ///     View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { badge.alpha = 0.2 }
    ///     View.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { badge.alpha = 1 }
    /// }
    /// ```
    /// - Parameters:
    ///   - duration: seconds for all the keyframes.
    ///   - delay: seconds before the first starts.
    ///   - options: repeat and autoreverse.
    ///   - animations: the keyframes.
    ///   - completion: called when the last keyframe ends (false when another animation took over).
    public static func animateKeyframes(
        withDuration duration: Double, delay: Double = 0, options: AnimationOptions = [], animations: () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        let context = KeyframeContext(duration: duration)
        AnimationRecording.recording(with: context) { animations() }
        let all =
            context.whole.changes.map { ($0, $1, 0.0, 1.0) }
            + context.keyframes.flatMap { k in k.changes.map { ($0, $1, k.start, k.duration) } }
        guard duration > 0, duration.isFinite, !all.isEmpty else {
            completion?(true)
            return
        }
        let group = AnimationGroup(completion: completion)
        // Per view and property, keyframes in the order they start.
        var counts: [AnimationDriver.RunningKey: Int] = [:]
        for (view, change, start, length) in all.enumerated().sorted(by: { ($0.element.2, $0.offset) < ($1.element.2, $1.offset) }).map(
            \.element)
        {
            guard let window = view.window else { continue }
            let key = AnimationDriver.RunningKey(view: ObjectIdentifier(view), property: change.property)
            let index = counts[key, default: 0]
            counts[key] = index + 1
            window.animator.add(
                view: view, change: change, delay: max(delay, 0) + start * duration, duration: max(length, 0) * duration,
                timing: .curve(.linear), options: options, group: group, keyframeIndex: index)
        }
        if group.pending == 0 { completion?(true) }
    }

    /// A keyframe of the enclosing `animateKeyframes` block (UIKit's
    /// `addKeyframe(withRelativeStartTime:relativeDuration:animations:)`): the changes `animations`
    /// makes run from `start` for `duration`, both fractions of the block's duration. Outside a
    /// keyframe block, the changes are made at once.
    ///
    /// - Parameters:
    ///   - start: when the keyframe starts, 0...1 of the duration.
    ///   - duration: how long it runs, 0...1 of the duration.
    ///   - animations: the changes.
    public static func addKeyframe(withRelativeStartTime start: Double, relativeDuration duration: Double, animations: () -> Void) {
        guard let context = AnimationRecording.current as? KeyframeContext else { return animations() }
        let keyframe = RecordingContext(duration: duration, timing: .curve(.linear))
        AnimationRecording.recording(with: keyframe) { animations() }
        context.keyframes.append(
            KeyframeContext.Keyframe(start: min(max(start, 0), 1), duration: min(max(duration, 0), 1), changes: keyframe.changes))
    }
}
