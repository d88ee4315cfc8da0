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
