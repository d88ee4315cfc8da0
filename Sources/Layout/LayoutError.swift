/// What the layout API reports where UIKit raises an exception; messages are UIKit's texts.
public enum LayoutError: Error, Sendable, CustomStringConvertible, Equatable {
    /// The factory was given an impossible constraint (UIKit's NSInvalidArgumentException).
    case invalidConstraint(String)
    /// Activation found no common ancestor of the constraint's items (UIKit's NSGenericException).
    case noCommonAncestor(String)
    /// A priority change between required and optional on an installed constraint
    /// (UIKit's NSInternalInconsistencyException).
    case invalidPriorityChange(String)
    /// A NaN or infinite number where a finite one is needed; the text names the culprit.
    case nonFiniteNumber(String)
    /// A setting outside the range it may take (a window's display scale); the text names it.
    case outOfRange(String)

    /// The message, as UIKit words it.
    public var description: String {
        switch self {
        case .invalidConstraint(let m), .noCommonAncestor(let m), .invalidPriorityChange(let m), .nonFiniteNumber(let m),
            .outOfRange(let m):
            m
        }
    }
}

extension View {
    /// The one way the layout API reports what UIKit would raise or log: the message goes to this
    /// hierarchy's log (its engine's lines and sink, or the window's sink before there is an
    /// engine, or standard error for a view in no window), and a ``LayoutError`` becomes the
    /// window's ``Window/lastError``.
    ///
    /// - Parameters:
    ///   - message: the text, as UIKit words it.
    ///   - error: the error it stands for, if it is one.
    package func report(_ message: String, error: LayoutError? = nil) {
        let root = rootView
        if let error { root.hostWindow?.lastError = error }
        if let engine = engineIfAny ?? root.ownedEngine {
            engine.log(message)
        } else if let window = root.hostWindow {
            window.logSink(message)
        } else {
            standardErrorLogSink(message)
        }
    }

    /// Reports an error (see ``report(_:error:)``) with its message.
    func report(_ error: LayoutError) { report(error.description, error: error) }
}

extension Window {
    /// Reports an error about the window itself through the same path: its root view's log when it
    /// has one, else the window's sink; either way the error becomes ``lastError``.
    func report(_ error: LayoutError) {
        if let rootView {
            rootView.report(error)
        } else {
            lastError = error
            logSink(error.description)
        }
    }
}
