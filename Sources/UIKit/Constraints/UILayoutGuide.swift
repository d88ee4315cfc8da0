import Foundation
import Layout

/// A rectangle that takes part in layout without being a view (UIKit's `UILayoutGuide`): spacers,
/// the safe area, the margins.
///
/// ```swift
/// let spacer = UILayoutGuide()
/// view.addLayoutGuide(spacer)
/// spacer.widthAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.25).isActive = true
/// ```
@MainActor
public final class UILayoutGuide: UILayoutAnchorOwning, @MainActor CustomStringConvertible {
    /// The Layout guide this stands for.
    public let layoutGuide: LayoutGuide

    /// Makes a guide; add it to a view with `addLayoutGuide(_:)`.
    public init() {
        layoutGuide = LayoutGuide()
        layoutGuide.wrapper = self
    }

    private init(_ guide: LayoutGuide) {
        layoutGuide = guide
        guide.wrapper = self
    }

    /// The guide object for a Layout guide: its wrapper while one lives, else a new one.
    static func wrapping(_ guide: LayoutGuide) -> UILayoutGuide {
        (guide.wrapper as? UILayoutGuide) ?? UILayoutGuide(guide)
    }

    /// The Layout item the anchors belong to.
    public var anchorItem: LayoutItem { layoutGuide }

    /// A name for logs.
    public var identifier: String {
        get { layoutGuide.identifier }
        set { layoutGuide.identifier = newValue }
    }

    /// The view the guide belongs to.
    public var owningView: UIView? { layoutGuide.owningView.map(UIView.wrapping) }

    /// The guide's rectangle in its owning view's coordinates, after layout.
    public var layoutFrame: CGRect { CGRect(layoutGuide.layoutFrame) }

    /// UIKit's text: `<UILayoutGuide: 0x…; frame = (0 0; 0 0), owningView = …>`.
    public var description: String { "<UILayoutGuide: \(layoutGuide.layoutName); frame = \(layoutGuide.layoutFrame)>" }
}
