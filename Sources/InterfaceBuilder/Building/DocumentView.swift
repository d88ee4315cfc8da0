import Layout

/// A view of a class LayoutSim draws as a plain view (steppers, bars, custom classes...), named
/// by its UIKit class in descriptions; its intrinsic size is a placeholder size from the document.
final class DocumentView: View {
    let uikitClass: String

    init(uikitClass: String, frame: Rect) {
        self.uikitClass = uikitClass
        super.init(frame: frame)
    }

    override var className: String { uikitClass }
}
