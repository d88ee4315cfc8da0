import Foundation
import Layout

/// A row of a table view, as UIKit's `UITableViewCell`: put your views in ``contentView`` (with
/// constraints, for a row that sizes itself), or use the built-in ``textLabel``,
/// ``detailTextLabel`` and ``imageView`` of the cell's style.
///
/// A subclass overrides `init(style:reuseIdentifier:)` and `init?(coder:)` as in UIKit; a table
/// view makes registered cells through the first. (A subclass that declares other designated
/// initialisers must override `init(style:reuseIdentifier:)` too, so a table view can make it.)
///
/// ```swift
/// final class MessageCell: UITableViewCell {
///     let subject = UILabel()
///     override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
///         super.init(style: style, reuseIdentifier: reuseIdentifier)
///         subject.translatesAutoresizingMaskIntoConstraints = false
///         contentView.addSubview(subject)
///         NSLayoutConstraint.activate([
///             subject.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
///             subject.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
///             subject.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
///         ])
///     }
///     required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
/// }
/// ```
@MainActor
open class UITableViewCell: UIView {
    /// The style the cell was made with.
    let style: CellStyle
    /// The arrangement the built-in content follows: the style's, or a content configuration's.
    var contentStyle: CellStyle
    /// The identifier the table view reuses the cell under.
    public private(set) var reuseIdentifier: String?
    /// The view to add the row's content to; the table sizes it to the row, less the accessory
    /// and the separator.
    public let contentView: UIView
    /// The hairline under the row.
    let separatorView = UIView()
    /// The table showing the cell, set while it is one of its rows.
    weak var owningTable: UITableView?
    /// The height of the separator the table draws under this row (0 when it draws none).
    var separatorHeight: CGFloat = 0 { didSet { if separatorHeight != oldValue { setNeedsLayout() } } }
    /// The cell's side margin, the table's (16 or 20 points on iPhone).
    var sideMargin: CGFloat = UITableViewCell.defaultSideMargin {
        didSet { if sideMargin != oldValue { applyContentMargins() } }
    }
    /// The separator inset set on the cell, if any (else the table's, else the side margin).
    private var separatorInsetStorage: UIEdgeInsets?
    /// The built-in views, made on first use.
    private let builtIn = BuiltInContent()
    /// The accessory view drawn for ``accessoryType`` when there is no ``accessoryView``.
    private var standardAccessory: UIView?

    /// The side margin of a cell outside a table (UIKit's on a compact-width iPhone).
    static let defaultSideMargin: CGFloat = 16
    /// The top and bottom margins of a cell's content view (UIKit's list cell metrics).
    static let verticalContentMargin: CGFloat = 11
    /// The space between the content view and an accessory view of your own.
    static let accessorySpacing: CGFloat = 10

    /// Makes a cell of a style.
    ///
    /// - Parameters:
    ///   - style: where the built-in labels go.
    ///   - reuseIdentifier: the identifier the table view reuses it under.
    public init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        contentStyle = style
        self.reuseIdentifier = reuseIdentifier
        contentView = UIView()
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: UITableView.standardRowHeight))
        setUpCell()
    }

    /// Makes a default-style cell (archives are not read here).
    public required init?(coder: NSCoder) {
        style = .default
        contentStyle = .default
        contentView = UIView()
        super.init(coder: coder)
        setUpCell()
    }

    /// Makes a default-style cell with a frame.
    public convenience override init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// Makes a cell for a table view's ``UITableView/dequeueReusableCell(withIdentifier:for:)``:
    /// calls `init(style: .default, reuseIdentifier:)`, so a subclass's override runs.
    ///
    /// - Parameter reuseIdentifier: the identifier it was registered under.
    public required convenience init(dequeuedWithIdentifier reuseIdentifier: String) {
        self.init(style: .default, reuseIdentifier: reuseIdentifier)
    }

    private func setUpCell() {
        layoutView.backgroundColor = UIColor.systemBackground.layout
        // The table keeps rows clear of the safe area through its content inset, so the margins
        // of a row's content are the list metrics alone.
        contentView.insetsLayoutMarginsFromSafeArea = false
        // As UIKit's: the content view fills the cell from the start and follows its size, so
        // constraints that need a taller row hold once the table gives the cell its height,
        // before the cell lays the content view out exactly (beside its accessory).
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
        separatorView.backgroundColor = .separator
        separatorView.isUserInteractionEnabled = false
        addSubview(separatorView)
        applyContentMargins()
    }

    /// The content view's margins: the side margin across, UIKit's list metrics down.
    private func applyContentMargins() {
        let m = UITableViewCell.verticalContentMargin
        contentView.layoutMargins = UIEdgeInsets(top: m, left: sideMargin, bottom: m, right: sideMargin)
    }

    /// The background colour; setting it keeps it in any table style.
    open override var backgroundColor: UIColor? {
        didSet { backgroundWasSet = true }
    }
    /// Whether the background colour was set (else the table's style chooses it).
    private(set) var backgroundWasSet = false

    // MARK: Built-in content

    /// The style's main label (made on first use).
    open var textLabel: UILabel? { builtIn.label(.text, in: self) }

    /// The style's detail label (made on first use); nil for the default style.
    open var detailTextLabel: UILabel? { style == .default ? nil : builtIn.label(.detail, in: self) }

    /// The image before the text (made on first use).
    open var imageView: UIImageView? { builtIn.image(in: self) }

    /// The content shown in the cell's built-in labels and image (iOS 14's way: start from
    /// ``defaultContentConfiguration()``); setting one arranges them as it says.
    open var contentConfiguration: UIContentConfiguration? {
        didSet {
            guard let list = contentConfiguration as? UIListContentConfiguration else {
                customContent = contentConfiguration.map { CellContent.show($0, in: contentView, replacing: customContent) }
                return
            }
            customContent?.removeFromSuperview()
            customContent = nil
            if contentStyle != list.cellStyle {
                contentStyle = list.cellStyle
                builtIn.place(in: self)
            }
            UIListContentConfiguration.show(list.text, list.attributedText, list.textProperties, in: builtIn.label(.text, in: self))
            if list.secondaryText != nil || list.secondaryAttributedText != nil || builtIn.detail != nil {
                let label = builtIn.label(.detail, in: self)
                UIListContentConfiguration.show(list.secondaryText, list.secondaryAttributedText, list.secondaryTextProperties, in: label)
            }
            if list.image != nil || builtIn.image != nil {
                let view = builtIn.image(in: self)
                view.image = list.image
                view.layer.cornerRadius = list.imageProperties.cornerRadius
            }
        }
    }

    /// A list configuration for the cell's style, to fill in and set as ``contentConfiguration``.
    public func defaultContentConfiguration() -> UIListContentConfiguration {
        switch style {
        case .subtitle: .subtitleCell()
        case .value1, .value2: .valueCell()
        case .default: .cell()
        }
    }

    /// Whether the cell shows its built-in labels or image (a row with them is at least 44 points).
    var usesBuiltInContent: Bool { builtIn.isMade }

    // MARK: Accessory

    /// The standard view at the trailing edge.
    open var accessoryType: AccessoryType = .none {
        didSet { if accessoryType != oldValue { updateStandardAccessory() } }
    }

    /// A view of your own at the trailing edge (wins over ``accessoryType``).
    open var accessoryView: UIView? {
        didSet {
            guard accessoryView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let accessoryView { addSubview(accessoryView) }
            updateStandardAccessory()
        }
    }

    /// The accessory shown now, yours or the standard one.
    var shownAccessory: UIView? { accessoryView ?? standardAccessory }

    private func updateStandardAccessory() {
        standardAccessory?.removeFromSuperview()
        standardAccessory = accessoryView == nil ? UITableViewCell.makeStandardAccessory(accessoryType, tint: tintColor) : nil
        if let standardAccessory { addSubview(standardAccessory) }
        setNeedsLayout()
    }

    // MARK: Selection

    /// How the cell looks selected.
    open var selectionStyle: SelectionStyle = .default

    /// A view drawn behind the content while the cell is selected or highlighted (UIKit's grey
    /// when nil).
    open var selectedBackgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            updateSelectionBackground()
        }
    }

    /// A view drawn behind everything (nil: the background colour).
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
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

    /// The background configuration of a row of the cell's table: grouped rows in a grouped or
    /// inset-grouped table, plain rows otherwise.
    public func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
        guard let style = owningTable?.style, style != .plain else { return .listPlainCell() }
        return .listGroupedCell()
    }

    /// The grey drawn while selected when there is no ``selectedBackgroundView``.
    private var standardSelectionBackground: UIView?

    /// Whether the row is selected.
    open var isSelected: Bool {
        get { selectedStorage }
        set { setSelected(newValue, animated: false) }
    }
    private var selectedStorage = false

    /// Whether a touch is down on the row.
    open var isHighlighted: Bool {
        get { highlightedStorage }
        set { setHighlighted(newValue, animated: false) }
    }
    private var highlightedStorage = false

    /// Selects or deselects the cell (the table calls it; override to follow it).
    open func setSelected(_ selected: Bool, animated: Bool) {
        let changed = selected != selectedStorage
        selectedStorage = selected
        updateSelectionBackground()
        if changed { setNeedsUpdateConfiguration() }
    }

    /// Highlights the cell while a touch is down on it (the table calls it).
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        let changed = highlighted != highlightedStorage
        highlightedStorage = highlighted
        updateSelectionBackground()
        if changed { setNeedsUpdateConfiguration() }
    }

    /// The view showing a content configuration other than a list one.
    private var customContent: (UIView & UIContentView)?

    /// The cell's state: selected, highlighted, editing, its traits.
    public var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isEditing = isEditing
        return state
    }

    /// Called with the cell and its state when the state changes (selection, highlight) and on
    /// ``setNeedsUpdateConfiguration()``: set the configurations for the state here.
    open var configurationUpdateHandler: ((UITableViewCell, UICellConfigurationState) -> Void)? {
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
        let shows = (selectedStorage || highlightedStorage) && selectionStyle != .none
        let view: UIView
        if let selectedBackgroundView {
            view = selectedBackgroundView
        } else {
            let grey = standardSelectionBackground ?? UIView()
            grey.backgroundColor = .systemGray4
            standardSelectionBackground = grey
            view = grey
        }
        if shows, view.superview !== self {
            insertSubview(view, at: backgroundView == nil ? 0 : 1)
            setNeedsLayout()
        } else if !shows {
            view.removeFromSuperview()
        }
    }

    // MARK: Touches

    /// A touch went down: in a table, the row highlights; elsewhere it goes up the responder chain.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let owningTable { owningTable.touchDown(on: self) } else { super.touchesBegan(touches, with: event) }
    }

    /// A touch moved: a cell in a table keeps it (dragging scrolls the table).
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        if owningTable == nil { super.touchesMoved(touches, with: event) }
    }

    /// A touch lifted: in a table, the row is selected.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let owningTable { owningTable.touchUp(on: self) } else { super.touchesEnded(touches, with: event) }
    }

    /// A touch was taken over (the table started scrolling): the row is no longer highlighted.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let owningTable { owningTable.touchCancelled(on: self) } else { super.touchesCancelled(touches, with: event) }
    }

    // MARK: Editing

    /// Whether the row is in its table's editing mode.
    open var isEditing: Bool {
        get { editingStorage }
        set { setEditing(newValue, animated: false) }
    }
    private var editingStorage = false

    /// Enters or leaves editing (the table calls it; override to follow it, calling super).
    open func setEditing(_ editing: Bool, animated: Bool) { editingStorage = editing }

    /// The editing controls, once the row has shown one.
    private var editingControls: CellEditingControls?

    /// Shows the table's editing control for the row (none, delete or insert), and the Delete
    /// button while a deletion waits for confirmation.
    func showEditingControl(_ style: EditingStyle, confirmingDeletion: Bool) {
        if style != .none && editingControls == nil { editingControls = CellEditingControls(in: self) }
        editingControls?.show(style, confirming: confirmingDeletion)
        if isEditing != (owningTable?.isEditing ?? false) { setEditing(owningTable?.isEditing ?? false, animated: false) }
        setNeedsLayout()
    }

    // MARK: Swipe actions

    /// How far the row is slid to show its swipe actions.
    var swipeReveal: CGFloat = 0 { didSet { if swipeReveal != oldValue { setNeedsLayout() } } }
    private var swipeButtons: SwipeActionButtons?

    /// Makes the buttons of a swipe's actions at an edge (hidden until the row slides).
    func showSwipeActions(_ actions: [UIContextualAction], leading: Bool, tapped: @escaping @MainActor (Int) -> Void) {
        swipeButtons?.remove()
        swipeButtons = SwipeActionButtons(actions, leading: leading, in: self, tapped: tapped)
        setNeedsLayout()
    }

    /// Slides the row back and takes the buttons away.
    func hideSwipeActions() {
        swipeReveal = 0
        swipeButtons?.remove()
        swipeButtons = nil
    }

    /// The button of a swipe action, if shown.
    func swipeActionView(at index: Int) -> UIView? {
        swipeButtons.flatMap { $0.buttons.indices.contains(index) ? $0.buttons[index] : nil }
    }

    // MARK: Reuse and layout

    /// Called before the table hands the cell out again: reset what the last row set (the
    /// default clears the selection and highlight).
    open func prepareForReuse() {
        hideSwipeActions()
        setHighlighted(false, animated: false)
        setSelected(false, animated: false)
    }

    /// The inset of the separator under the row (by default the table's, else the side margin).
    open var separatorInset: UIEdgeInsets {
        get {
            separatorInsetStorage ?? owningTable?.separatorInsetIfSet
                ?? UIEdgeInsets(top: 0, left: builtIn.textLeading(sideMargin: sideMargin), bottom: 0, right: 0)
        }
        set {
            separatorInsetStorage = newValue
            setNeedsLayout()
        }
    }

    /// The content view's width in a cell of a width: the accessory and its spacing come off it.
    func contentWidth(forCellWidth width: CGFloat) -> CGFloat {
        guard let accessory = shownAccessory else { return width }
        let taken =
            accessoryView == nil
            ? UITableViewCell.standardAccessoryWidth(accessoryType) + sideMargin - UITableViewCell.defaultSideMargin
            : sideMargin + accessory.frame.width + UITableViewCell.accessorySpacing
        return max(0, width - taken)
    }

    /// How far an editing control moves the content in (UIKit's editing indent).
    private var editingIndent: CGFloat { editingControls.map { $0.style == .none ? 0 : CellEditingControls.indent } ?? 0 }

    /// Puts the content view where the cell's size, separator, accessory, editing control and
    /// swipe give it room (its table calls it as it sizes the cell, before the cell joins it).
    func placeContentView() {
        let size = bounds.size
        let contentHeight = max(0, size.height - separatorHeight)
        let slide = (swipeButtons?.leading ?? false) ? swipeReveal : -swipeReveal
        let indent = editingIndent
        let frame = CGRect(x: indent + slide, y: 0, width: max(0, contentWidth(forCellWidth: size.width) - indent), height: contentHeight)
        if contentView.frame != frame { contentView.frame = frame }
    }

    /// Lays out the content view, the accessory, the separator and the selection background.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let size = bounds.size
        let contentHeight = max(0, size.height - separatorHeight), indent = editingIndent
        placeContentView()
        swipeButtons?.layout(width: size.width, height: contentHeight, reveal: swipeReveal)
        editingControls?.layout(width: size.width, contentHeight: contentHeight)
        if let accessory = shownAccessory {
            let a = accessory.frame.size
            accessory.frame = CGRect(
                x: size.width - sideMargin - a.width, y: ((contentHeight - a.height) / 2).rounded(), width: a.width,
                height: a.height)
        }
        let inset = separatorInset
        separatorView.isHidden = separatorHeight == 0
        // The line moves in with the content while editing, as UIKit's.
        separatorView.frame = CGRect(
            x: inset.left + indent, y: contentHeight, width: max(0, size.width - inset.left - indent - inset.right),
            height: separatorHeight)
        let whole = CGRect(origin: .zero, size: size)
        backgroundView?.frame = whole
        (selectedBackgroundView ?? standardSelectionBackground)?.frame = whole
    }
}

extension UITableViewCell {
    /// Takes the background of a row of a table's style, unless the cell's own was set: white
    /// rows, or none in an inset-grouped table (its sections draw a rounded background).
    func adoptTableBackground(_ style: UITableView.Style) {
        guard !backgroundWasSet else { return }
        let colour: UIColor = style == .insetGrouped ? .clear : style == .grouped ? .secondarySystemGroupedBackground : .systemBackground
        layoutView.backgroundColor = colour.layout
    }
}
