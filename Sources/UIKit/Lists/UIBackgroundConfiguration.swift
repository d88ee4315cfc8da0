import Foundation
import Layout

/// A cell's background (UIKit's `UIBackgroundConfiguration`, iOS 14): a colour, rounded corners,
/// a stroke, insets or a custom view, set as a cell's `backgroundConfiguration`.
///
/// ```swift
/// var background = UIBackgroundConfiguration.listGroupedCell()
/// background.backgroundColor = .secondarySystemGroupedBackground
/// background.cornerRadius = 12
/// cell.backgroundConfiguration = background
/// ```
public struct UIBackgroundConfiguration: Hashable {
    /// The fill (nil: none).
    public var backgroundColor: UIColor?
    /// The corner radius of the fill, stroke and custom view.
    public var cornerRadius: CGFloat = 0
    /// The stroke's colour (nil: none).
    public var strokeColor: UIColor?
    /// The stroke's width.
    public var strokeWidth: CGFloat = 0
    /// How far the stroke lies outside the background (kept: the stroke is drawn inside).
    public var strokeOutset: CGFloat = 0
    /// Insets of the background from the cell's edges.
    public var backgroundInsets = NSDirectionalEdgeInsets()
    /// A view drawn in the background, under the fill's corner radius.
    public var customView: UIView?
    /// A blur or vibrancy effect (kept: effects are drawn as their tint).
    public var visualEffect: UIVisualEffect?

    /// No fill at all.
    public static func clear() -> UIBackgroundConfiguration { UIBackgroundConfiguration(backgroundColor: .clear) }
    /// A row of a plain list: the system background.
    public static func listPlainCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration(backgroundColor: .systemBackground) }
    /// A row of a grouped or inset-grouped list: the grouped rows' white.
    public static func listGroupedCell() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(backgroundColor: .secondarySystemGroupedBackground)
    }
    /// A row of a sidebar: none.
    public static func listSidebarCell() -> UIBackgroundConfiguration { .clear() }
    /// A header or footer of a plain list: the system background.
    public static func listPlainHeaderFooter() -> UIBackgroundConfiguration { .listPlainCell() }
    /// A header or footer of a grouped list: none (the grouped background shows).
    public static func listGroupedHeaderFooter() -> UIBackgroundConfiguration { .clear() }

    /// The fill colour drawn: the background colour, else clear (the tint is not used).
    public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor { backgroundColor ?? .clear }

    /// Configurations are equal when what they draw is.
    public static func == (a: UIBackgroundConfiguration, b: UIBackgroundConfiguration) -> Bool {
        a.backgroundColor == b.backgroundColor && a.cornerRadius == b.cornerRadius && a.strokeColor == b.strokeColor
            && a.strokeWidth == b.strokeWidth && a.strokeOutset == b.strokeOutset && a.backgroundInsets == b.backgroundInsets
            && a.customView === b.customView && a.visualEffect === b.visualEffect
    }

    /// Hashes the colours, radius and insets.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(backgroundColor)
        hasher.combine(cornerRadius)
        hasher.combine(strokeColor)
        hasher.combine(backgroundInsets)
    }

    /// A view drawing the configuration, to stand as a cell's background view.
    @MainActor func makeView() -> UIView { BackgroundConfigurationView(self) }
}

/// A clear view filling a cell, holding a configuration's fill (or custom view) inset by its
/// background insets, resolved for the view's layout direction.
final class BackgroundConfigurationView: UIView {
    private let insets: NSDirectionalEdgeInsets
    private let fill: UIView

    init(_ configuration: UIBackgroundConfiguration) {
        insets = configuration.backgroundInsets
        fill = configuration.customView ?? UIView()
        super.init(frame: .zero)
        backgroundColor = .clear
        isUserInteractionEnabled = false
        if configuration.customView == nil { fill.backgroundColor = configuration.backgroundColor }
        fill.layer.cornerRadius = configuration.cornerRadius
        fill.clipsToBounds = configuration.cornerRadius > 0
        if let stroke = configuration.strokeColor, configuration.strokeWidth > 0 {
            fill.layer.borderColor = stroke.cgColor
            fill.layer.borderWidth = configuration.strokeWidth
        }
        addSubview(fill)
    }

    /// Not read from archives.
    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        let i = layoutView.resolved(insets.layout)
        fill.frame = CGRect(
            x: i.left, y: i.top, width: max(bounds.width - i.left - i.right, 0), height: max(bounds.height - i.top - i.bottom, 0))
    }
}
