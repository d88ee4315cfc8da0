import Foundation

/// A view a collection view reuses, as UIKit's `UICollectionReusableView`: the base of cells and
/// of section headers and footers.
///
/// A subclass overrides `init(frame:)` and `init?(coder:)`, as in UIKit; a collection view makes
/// registered views through the first.
@MainActor
open class UICollectionReusableView: UIView {
    /// The identifier the collection view reuses the view under.
    public internal(set) var reuseIdentifier: String?

    /// Makes a view with a frame.
    public override init(frame: CGRect) { super.init(frame: frame) }

    /// Makes a view (archives are not read here).
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Makes a view for a collection view's dequeue calls: calls `init(frame:)`, so a subclass's
    /// override runs.
    ///
    /// - Parameter reuseIdentifier: the identifier it was registered under.
    public required convenience init(dequeuedWithIdentifier reuseIdentifier: String) {
        self.init(frame: .zero)
        self.reuseIdentifier = reuseIdentifier
    }

    /// Called before the collection view hands the view out again (does nothing by default).
    open func prepareForReuse() {}

    /// Called with the layout's attributes as the view is placed (after its frame is set).
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    /// The attributes the view would like for a self-sizing item: the layout's, by default. (The
    /// layouts here size self-sizing items from the content view's fitting size and do not ask.)
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        layoutAttributes
    }
}

/// An item of a collection view, as UIKit's `UICollectionViewCell`: put your views in
/// ``contentView`` (with constraints, for an item that sizes itself).
@MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// The view to add the item's content to, as large as the cell.
    public let contentView = UIView()
    /// The collection view showing the cell, set while it is one of its items.
    weak var owningCollection: UICollectionView?

    /// Makes a cell with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpContentView()
    }

    /// Makes a cell (archives are not read here).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpContentView()
    }

    /// As UIKit's: the content view fills the cell from the start and follows its size.
    private func setUpContentView() {
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    /// The content the cell shows (iOS 14's way): a list configuration is shown in a
    /// `UIListContentView` filling the content view.
    open var contentConfiguration: UIContentConfiguration? {
        didSet {
            guard let list = contentConfiguration as? UIListContentConfiguration else {
                customContent = contentConfiguration.map { CellContent.show($0, in: contentView, replacing: customContent) }
                return
            }
            customContent?.removeFromSuperview()
            customContent = nil
            if let shown = contentView.subviews.compactMap({ $0 as? UIListContentView }).first {
                shown.configuration = list
                return
            }
            CellContent.pin(UIListContentView(configuration: list), in: contentView)
        }
    }

    /// The background as a configuration (iOS 14): drawn as the cell's ``backgroundView``, over a
    /// clear cell; nil removes it.
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        didSet {
            backgroundView = backgroundConfiguration?.makeView()
            if backgroundConfiguration != nil { backgroundColor = .clear }
        }
    }

    /// Whether the background configuration follows the cell's state (kept: it is drawn as set).
    open var automaticallyUpdatesBackgroundConfiguration = true

    /// A view behind the content.
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }

    /// A view behind the content while the cell is selected or highlighted.
    open var selectedBackgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            updateSelectionBackground()
        }
    }

    /// Whether the item is selected.
    open var isSelected = false {
        didSet {
            updateSelectionBackground()
            if isSelected != oldValue { setNeedsUpdateConfiguration() }
        }
    }
    /// Whether a touch is down on the item.
    open var isHighlighted = false {
        didSet {
            updateSelectionBackground()
            if isHighlighted != oldValue { setNeedsUpdateConfiguration() }
        }
    }

    /// The view showing a content configuration other than a list one.
    private var customContent: (UIView & UIContentView)?

    /// The cell's state: selected, highlighted, its traits.
    public var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        return state
    }

    /// Called with the cell and its state when the state changes (selection, highlight) and on
    /// ``setNeedsUpdateConfiguration()``: set the configurations for the state here.
    open var configurationUpdateHandler: ((UICollectionViewCell, UICellConfigurationState) -> Void)? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// Whether the content configuration is replaced by its `updated(for:)` as the state changes.
    open var automaticallyUpdatesContentConfiguration = true

    /// Updates the configurations for the current state now (UIKit does it before the next layout).
    open func setNeedsUpdateConfiguration() { updateConfiguration(using: configurationState) }

    /// Updates the configurations for `state`: the content configuration's `updated(for:)`, then
    /// the ``configurationUpdateHandler``. Override to set configurations yourself.
    open func updateConfiguration(using state: UICellConfigurationState) {
        if automaticallyUpdatesContentConfiguration { CellContent.update(&contentConfiguration, for: state) }
        configurationUpdateHandler?(self, state)
    }

    private func updateSelectionBackground() {
        guard let view = selectedBackgroundView else { return }
        if isSelected || isHighlighted {
            if view.superview !== self { insertSubview(view, at: backgroundView == nil ? 0 : 1) }
        } else {
            view.removeFromSuperview()
        }
        setNeedsLayout()
    }

    /// Clears the selection and highlight before reuse.
    open override func prepareForReuse() {
        super.prepareForReuse()
        isHighlighted = false
        isSelected = false
    }

    /// Puts the content view over the whole cell (its collection view calls it as it sizes the
    /// cell, before the cell joins it).
    func placeContentView() {
        if contentView.frame != bounds { contentView.frame = bounds }
    }

    /// The content view and the backgrounds fill the cell.
    open override func layoutSubviews() {
        super.layoutSubviews()
        placeContentView()
        backgroundView?.frame = bounds
        selectedBackgroundView?.frame = bounds
    }

    /// A touch went down: in a collection view, the item highlights.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let owningCollection { owningCollection.touchDown(on: self) } else { super.touchesBegan(touches, with: event) }
    }

    /// A touch moved: a cell in a collection view keeps it (dragging scrolls).
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        if owningCollection == nil { super.touchesMoved(touches, with: event) }
    }

    /// A touch lifted: in a collection view, the item is selected.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let owningCollection { owningCollection.touchUp(on: self) } else { super.touchesEnded(touches, with: event) }
    }

    /// A touch was taken over (scrolling began): the item is no longer highlighted.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        if owningCollection != nil { isHighlighted = false } else { super.touchesCancelled(touches, with: event) }
    }
}
