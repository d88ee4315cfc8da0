/// What an open animation block records: every animatable property a layout pass or a setter changes.
///
/// The Animation module installs a recorder for the duration of `View.animate { … }`; Layout calls it
/// whenever a frame, alpha or background colour changes, and keeps presentation values that the
/// animation driver updates.
public protocol AnimationRecorder: AnyObject, Sendable {
    /// A view's frame changed from `old` to `new` inside the block.
    func recordFrame(_ view: View, from old: Rect, to new: Rect)
    /// A view's alpha changed inside the block.
    func recordAlpha(_ view: View, from old: Double, to new: Double)
    /// A view's background colour changed inside the block.
    func recordBackground(_ view: View, from old: Color?, to new: Color?)
    /// A view's transform changed inside the block.
    func recordTransform(_ view: View, from old: Transform, to new: Transform)
}

/// The recorder of the animation block being run, if any (task-local, so blocks nest and never leak).
public enum AnimationRecording {
    /// The innermost open animation block's recorder.
    @TaskLocal public static var current: (any AnimationRecorder)?
}

extension View {
    /// Records a model change with the open animation block, if any.
    func noteFrameChange(from old: Rect, to new: Rect) {
        guard old != new, let recorder = AnimationRecording.current else { return }
        recorder.recordFrame(self, from: presentationFrame ?? old, to: new)
    }
}

extension View {
    /// The frame being drawn, in window coordinates: presentation values (while animating) of this
    /// view and its ancestors, model values otherwise.
    public var presentationFrameInWindow: Rect { frameInWindow(presentation: true, scrolled: false) }
}
