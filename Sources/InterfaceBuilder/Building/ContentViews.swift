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

/// An intrinsic size taken from the document: on the axes a view has an intrinsic size on, the
/// stored value replaces the measured one.
struct DocumentIntrinsicSize {
    /// The width, or nil to keep the measured one (``View/noIntrinsicMetric`` for none).
    var width: Double?
    /// The height, or nil to keep the measured one.
    var height: Double?

    func applied(to measured: Size) -> Size {
        Size(width: width ?? measured.width, height: height ?? measured.height)
    }
}

/// A view of a class LayoutSim draws as a plain view (text fields, switches, bars...), with the
/// intrinsic size its UIKit class has.
final class DocumentView: View {
    let uikitClass: String
    var intrinsic: DocumentIntrinsicSize?

    init(uikitClass: String, frame: Rect) {
        self.uikitClass = uikitClass
        super.init(frame: frame)
    }

    override var className: String { uikitClass }

    override var intrinsicContentSize: Size {
        intrinsic?.applied(to: super.intrinsicContentSize) ?? super.intrinsicContentSize
    }
}

/// A label whose intrinsic size may come from the document.
final class DocumentLabel: Label {
    var intrinsic: DocumentIntrinsicSize?

    override var intrinsicContentSize: Size {
        intrinsic?.applied(to: super.intrinsicContentSize) ?? super.intrinsicContentSize
    }
}

/// A button whose intrinsic size may come from the document.
final class DocumentButton: Button {
    var intrinsic: DocumentIntrinsicSize?

    override var intrinsicContentSize: Size {
        intrinsic?.applied(to: super.intrinsicContentSize) ?? super.intrinsicContentSize
    }
}

/// An image view whose intrinsic size may come from the document.
final class DocumentImageView: ImageView {
    var intrinsic: DocumentIntrinsicSize?

    override var intrinsicContentSize: Size {
        intrinsic?.applied(to: super.intrinsicContentSize) ?? super.intrinsicContentSize
    }
}
