import Layout

/// Where content views (labels, buttons, switches, images...) take their intrinsic size from.
///
/// Our fonts are not Apple's, so text measures differently from Xcode; `stored` reproduces Xcode's
/// layout exactly, `measured` shows what LayoutSim's own text and control metrics give.
public enum ContentSize: String, Sendable, CaseIterable {
    /// The size Xcode stored in the document's frame for the view.
    case stored
    /// LayoutSim's measurement (text measured with its fonts, UIKit's control sizes).
    case measured
}

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
