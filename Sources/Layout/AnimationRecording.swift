/// What an open animation block records: every animatable property a layout pass or a setter changes.
///
/// The Animation module installs a recorder for the duration of `View.animate { … }`; Layout calls it
/// whenever a frame, alpha or background colour changes, and keeps presentation values that the
/// animation driver updates. A recorder holds the views it was told about, so it lives where the
/// view tree does: on the main actor, as UIKit's views and animations do.
@MainActor
public protocol AnimationRecorder: AnyObject {
    /// A view's frame changed from `old` to `new` inside the block.
    func recordFrame(_ view: View, from old: Rect, to new: Rect)
    /// A view's alpha changed inside the block.
    func recordAlpha(_ view: View, from old: Double, to new: Double)
    /// A view's background colour changed inside the block.
    func recordBackground(_ view: View, from old: Color?, to new: Color?)
    /// A view's transform changed inside the block.
    func recordTransform(_ view: View, from old: Transform, to new: Transform)
}

/// The recorders of the animation blocks being run, innermost last. Blocks run synchronously on the
/// main actor, so the stack is the main actor's: a block's recorder is current exactly while its
/// `animations` closure runs, blocks nest, and a recorder never outlives its block.
@MainActor
public enum AnimationRecording {
    /// The open blocks' recorders, outermost first (nil entries are "not animating" scopes).
    private static var stack: [(any AnimationRecorder)?] = []

    /// The innermost open animation block's recorder, or nil outside any block (or inside
    /// ``withoutRecording(_:)``).
    public static var current: (any AnimationRecorder)? { stack.last ?? nil }

    /// Runs `body` with `recorder` as the current recorder, restoring the previous one afterwards
    /// (also when `body` throws).
    ///
    /// - Parameters:
    ///   - recorder: the block's recorder.
    ///   - body: the block's changes.
    public static func recording<T, E: Error>(with recorder: any AnimationRecorder, _ body: () throws(E) -> T) throws(E) -> T {
        try withCurrent(recorder, body)
    }

    /// Runs `body` with no current recorder: its changes apply at once even inside an animation block.
    public static func withoutRecording<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
        try withCurrent(nil, body)
    }

    private static func withCurrent<T, E: Error>(_ recorder: (any AnimationRecorder)?, _ body: () throws(E) -> T) throws(E) -> T {
        stack.append(recorder)
        defer { stack.removeLast() }
        return try body()
    }
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
