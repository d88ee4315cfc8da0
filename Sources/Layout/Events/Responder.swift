/// Something that can answer touches, as UIKit's `UIResponder`: views and view controllers. A
/// touch goes to the view it began in; what a responder does not handle goes to its ``next``
/// responder (a view's controller, else its superview; a controller's view's superview; then the
/// window's root controller).
@MainActor
public protocol Responder: AnyObject {
    /// The responder that gets what this one passes on.
    var next: Responder? { get }
    /// Touches went down. The default passes them to ``next``.
    func touchesBegan(_ touches: Set<Touch>, with event: Event?)
    /// Touches moved. The default passes them to ``next``.
    func touchesMoved(_ touches: Set<Touch>, with event: Event?)
    /// Touches were lifted. The default passes them to ``next``.
    func touchesEnded(_ touches: Set<Touch>, with event: Event?)
    /// Touches were taken over (by a gesture recognizer). The default passes them to ``next``.
    func touchesCancelled(_ touches: Set<Touch>, with event: Event?)
}

extension View: Responder {}

extension ViewController: Responder {}
