import Foundation

/// A description of a view's content (UIKit's `UIContentConfiguration`): it makes the view that
/// shows it, and says how it looks in a cell's state. Set one as a cell's `contentConfiguration`:
/// the cell shows `UIListContentConfiguration` in its built-in list layout, and any other in the
/// view `makeContentView()` makes, filling the content view (its constraints size the cell).
///
/// ```swift
/// struct BadgeConfiguration: UIContentConfiguration {
///     var count = 0
///     func makeContentView() -> UIView & UIContentView { BadgeView(configuration: self) }
///     func updated(for state: UIConfigurationState) -> BadgeConfiguration { self }
/// }
/// ```
public protocol UIContentConfiguration {
    /// A new view showing this configuration.
    @MainActor func makeContentView() -> UIView & UIContentView
    /// This configuration as it looks in `state` (selected, highlighted...).
    func updated(for state: UIConfigurationState) -> Self
}

extension UIContentConfiguration {
    /// The configuration unchanged by the state.
    public func updated(for state: UIConfigurationState) -> Self { self }
}

/// A view that shows a content configuration (UIKit's `UIContentView`).
@MainActor
public protocol UIContentView: AnyObject {
    /// The configuration shown; setting it shows the new one.
    var configuration: UIContentConfiguration { get set }
    /// Whether the view can show `configuration` (by default: one of the same type as its own).
    func supports(_ configuration: UIContentConfiguration) -> Bool
}

extension UIContentView {
    /// Whether `configuration` is of the same type as the one shown.
    public func supports(_ configuration: UIContentConfiguration) -> Bool {
        type(of: configuration) == type(of: self.configuration)
    }
}

/// The state a configuration is updated for (UIKit's `UIConfigurationState`).
public protocol UIConfigurationState {
    /// The traits of the view in that state.
    var traitCollection: UITraitCollection { get set }
}

/// A cell's state (UIKit's `UICellConfigurationState`): what `updated(for:)` and a cell's
/// `configurationUpdateHandler` are given.
public struct UICellConfigurationState: UIConfigurationState {
    /// The cell's traits.
    public var traitCollection: UITraitCollection
    /// Whether the cell is disabled.
    public var isDisabled = false
    /// Whether a touch is down on the cell.
    public var isHighlighted = false
    /// Whether the cell is selected.
    public var isSelected = false
    /// Whether the cell has the focus (never here).
    public var isFocused = false
    /// Whether the cell's list is editing.
    public var isEditing = false
    /// Whether the cell is swiped open.
    public var isSwiped = false
    /// Whether the cell's outline item is expanded.
    public var isExpanded = false
    /// Whether the cell is being reordered (never here).
    public var isReordering = false

    /// A state with traits, every flag off.
    public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }
}

extension UIListContentConfiguration {
    /// A view showing this configuration (a `UIListContentView` inside a content view).
    @MainActor public func makeContentView() -> UIView & UIContentView { ListContentHostView(configuration: self) }
}

/// A `UIListContentView` as a `UIContentView`: UIKit's list content view takes its configuration
/// as the list type, which Swift cannot also offer as the protocol's type under the same name.
final class ListContentHostView: UIView, UIContentView {
    let list: UIListContentView

    init(configuration: UIListContentConfiguration) {
        list = UIListContentView(configuration: configuration)
        super.init(frame: .zero)
        CellContent.pin(list, in: self)
    }

    /// Not read from archives.
    required init?(coder: NSCoder) { nil }

    /// The list configuration shown (a configuration of another type is ignored).
    var configuration: UIContentConfiguration {
        get { list.configuration }
        set { if let list = newValue as? UIListContentConfiguration { self.list.configuration = list } }
    }
}

/// How cells show content configurations: a configuration's view made, or given the new
/// configuration when it supports it, pinned to the content view's edges; state updates.
@MainActor
enum CellContent {
    /// Shows `configuration` in `contentView` (replacing `shown` when it cannot show it); returns the view showing it.
    static func show(
        _ configuration: UIContentConfiguration, in contentView: UIView, replacing shown: (UIView & UIContentView)?
    ) -> UIView & UIContentView {
        if let shown, shown.supports(configuration) {
            shown.configuration = configuration
            return shown
        }
        shown?.removeFromSuperview()
        return pin(configuration.makeContentView(), in: contentView)
    }

    /// Adds `view` to `contentView`, its edges held to the content view's (so its constraints size the cell).
    @discardableResult
    static func pin<V: UIView>(_ view: V, in contentView: UIView) -> V {
        view.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(view)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            view.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            view.topAnchor.constraint(equalTo: contentView.topAnchor),
            view.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
        ])
        return view
    }

    /// Replaces a cell's content configuration by its `updated(for:)` the state (nil stays nil).
    static func update(_ configuration: inout UIContentConfiguration?, for state: UICellConfigurationState) {
        if let content = configuration { configuration = content.updated(for: state) }
    }
}
