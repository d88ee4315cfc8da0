import Foundation
import Layout

/// A button, as UIKit's `UIButton`: titles and colours per state, an image, a configuration, and
/// a tap (`.touchUpInside`, `.primaryActionTriggered`) that runs its actions.
///
/// ```swift
/// let login = UIButton(type: .system)
/// login.setTitle("Log In", for: .normal)
/// login.addAction(UIAction { _ in self.logIn() }, for: .touchUpInside)
/// ```
@MainActor
open class UIButton: UIControl {
    var button: Button { unsafeDowncast(layoutView, to: Button.self) }
    private var stateImages: [State: UIImage] = [:]
    private var stateBackgroundImages: [State: UIImage] = [:]

    /// The button's type (`.system` draws its title in the tint colour, `.custom` in white).
    public private(set) var buttonType = ButtonType.custom

    /// The Layout view a new one stands for.
    override class func makeLayoutView() -> View { Button() }

    /// Makes a custom button (white title) with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        // A button a storyboard made keeps its look; a new custom one has a white title.
        if adoptsExistingView {
            buttonType = .system
        } else {
            button.titleColor = UIColor.white.layout
            button.drawsImageInTitleColor = false
        }
    }

    /// Makes a button of a type.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
        if buttonType != .custom {
            button.titleColor = tintColor.layout
            button.drawsImageInTitleColor = true
        }
    }

    /// Makes a button of a type whose tap runs an action (and that shows its title and image).
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        guard let primaryAction else { return }
        setTitle(primaryAction.title, for: .normal)
        if let image = primaryAction.image { setImage(image, for: .normal) }
        addAction(primaryAction, for: .primaryActionTriggered)
    }

    /// Makes a system button drawn from a configuration (UIKit's iOS 15 buttons).
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system, primaryAction: primaryAction)
        self.configuration = configuration
    }

    /// Makes a custom button with a zero frame (archives are not read here).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        button.titleColor = UIColor.white.layout
    }

    /// Makes a system button (UIKit's `systemButton(with:target:action:)` without the target).
    public class func systemButton(with image: UIImage, primaryAction: UIAction? = nil) -> UIButton {
        let b = UIButton(type: .system, primaryAction: primaryAction)
        b.setImage(image, for: .normal)
        return b
    }

    // MARK: Titles, colours, images

    /// Sets the title shown in a state; other states fall back to the normal one.
    public func setTitle(_ title: String?, for state: State) { button.setTitle(title, for: state) }

    /// The title shown in a state.
    public func title(for state: State) -> String? { button.title(for: state) }

    /// The title shown now.
    public var currentTitle: String? { button.currentTitle }

    /// Sets the title colour in a state.
    public func setTitleColor(_ color: UIColor?, for state: State) {
        if appearanceGate("titleColor.\(state.rawValue)") { return }
        button.setTitleColor(color?.layout, for: state)
    }

    /// The title colour set for a state.
    public func titleColor(for state: State) -> UIColor? { button.titleColor(for: state).map(UIColor.init) }

    /// The title colour shown now.
    public var currentTitleColor: UIColor { titleColor(for: state) ?? UIColor(button.titleColor) }

    /// Sets the image shown in a state (drawn before the title); a state without its own shows
    /// the normal one.
    public func setImage(_ image: UIImage?, for state: State) {
        stateImages[state] = image
        button.setImage(image?.image, for: state)
    }

    /// The image set for a state.
    public func image(for state: State) -> UIImage? { stateImages[state] ?? stateImages[.normal] }

    /// The image shown now.
    public var currentImage: UIImage? { image(for: state) }

    /// Moves the title where it is drawn (centred in its place inset by these); the size does not change.
    open var titleEdgeInsets: UIEdgeInsets {
        get { UIEdgeInsets(button.titleEdgeInsets) }
        set { button.titleEdgeInsets = newValue.layout }
    }

    /// Moves the image where it is drawn (centred in its place inset by these); the size does not change.
    open var imageEdgeInsets: UIEdgeInsets {
        get { UIEdgeInsets(button.imageEdgeInsets) }
        set { button.imageEdgeInsets = newValue.layout }
    }

    /// Sets the background image shown in a state: drawn stretched over the whole button, under its
    /// image and title, and the button is at least its size (the normal one is used in every state).
    public func setBackgroundImage(_ image: UIImage?, for state: State) {
        stateBackgroundImages[state] = image
        if state == .normal { button.backgroundImage = image?.image }
    }

    /// The background image set for a state.
    public func backgroundImage(for state: State) -> UIImage? { stateBackgroundImages[state] ?? stateBackgroundImages[.normal] }

    /// The background image shown now.
    public var currentBackgroundImage: UIImage? { backgroundImage(for: state) }

    /// The label showing the title: set its `font` to change the title's font.
    public var titleLabel: UILabel? {
        if let titleLabelStorage { return titleLabelStorage }
        let label = ButtonTitleLabel(button: self)
        titleLabelStorage = label
        return label
    }
    private var titleLabelStorage: ButtonTitleLabel?

    /// The title's font (set through `titleLabel?.font`).
    func setTitleFont(_ font: UIFont) {
        button.fontSize = font.layoutSize
        button.fontWeight = font.layoutWeight
    }

    /// Padding around the title and image.
    open var contentEdgeInsets: UIEdgeInsets {
        get { UIEdgeInsets(button.contentEdgeInsets) }
        set { button.contentEdgeInsets = newValue.layout }
    }

    /// The system button's tint also colours its title.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        if buttonType == .system, configuration == nil { button.titleColor = tintColor.layout }
    }

    /// Called to update the configuration when the button's state changes (selected, highlighted,
    /// enabled) and on `setNeedsUpdateConfiguration()`, as iOS 15's.
    open var configurationUpdateHandler: ((UIButton) -> Void)? { didSet { updateConfiguration() } }

    /// Asks for the configuration to be updated: the update handler runs.
    open func setNeedsUpdateConfiguration() { updateConfiguration() }

    /// Selected: the configuration updates.
    open override var isSelected: Bool { didSet { if isSelected != oldValue { updateConfiguration() } } }
    /// Highlighted: the configuration updates.
    open override var isHighlighted: Bool { didSet { if isHighlighted != oldValue { updateConfiguration() } } }
    /// Enabled: the configuration updates.
    open override var isEnabled: Bool { didSet { if isEnabled != oldValue { updateConfiguration() } } }

    /// Runs the update handler.
    open func updateConfiguration() { configurationUpdateHandler?(self) }

    /// Sets the title for a state from an attributed string (its text; its attributes are kept).
    public func setAttributedTitle(_ title: NSAttributedString?, for state: State) { setTitle(title?.string, for: state) }

    /// The view showing the image (nil: the image is drawn by the button itself here).
    open var imageView: UIImageView? { nil }

    /// The menu the button offers (kept: menus are not opened here, see ``UIMenu``).
    open var menu: UIMenu?
    /// Whether the image darkens while the button is highlighted (deprecated in UIKit; kept).
    open var adjustsImageWhenHighlighted = true
    /// Whether a glow shows under a touch (deprecated in UIKit; kept).
    open var showsTouchWhenHighlighted = false
    /// Whether a tap opens the menu instead of sending the button's actions (kept).
    open var showsMenuAsPrimaryAction = false
    /// Whether the menu's chosen action becomes the button's title (kept).
    open var changesSelectionAsPrimaryAction = false

    /// The configuration the button is drawn from (nil for a classic button).
    open var configuration: Configuration? {
        get { configurationStorage }
        set {
            configurationStorage = newValue
            newValue.map(apply)
        }
    }
    private var configurationStorage: Configuration?

    private func apply(_ c: Configuration) {
        let run = c.attributedTitle?.runs.first
        if let attributed = c.attributedTitle {
            button.setTitle(String(attributed.characters), for: .normal)
        } else if let title = c.title {
            button.setTitle(title, for: .normal)
        }
        button.subtitle = c.subtitle
        button.subtitleFontSize = Double(c.subtitleFontSize)
        button.titlePadding = Double(c.titlePadding)
        if let image = c.image { button.image = image.image }
        button.imagePadding = Double(c.imagePadding)
        button.imagePlacement =
            c.imagePlacement.contains(.trailing)
            ? .trailing : c.imagePlacement.contains(.top) ? .top : c.imagePlacement.contains(.bottom) ? .bottom : .leading
        let font = run?.font ?? c.font
        button.fontSize = font.layoutSize
        button.fontWeight = font.layoutWeight
        let insets = c.contentInsets
        button.contentEdgeInsets = EdgeInsets(
            top: Double(insets.top), left: Double(insets.leading), bottom: Double(insets.bottom), right: Double(insets.trailing))
        button.titleColor = (run?.foregroundColor ?? c.baseForegroundColor ?? c.style.foreground(tint: tintColor)).layout
        layoutView.backgroundColor = (c.baseBackgroundColor ?? c.style.background(tint: tintColor))?.layout
        layoutView.cornerRadius = Double(c.cornerRadius(height: intrinsicContentSize.height))
    }

    /// A button's type.
    public enum ButtonType: Int, Sendable {
        /// No style: a white title.
        case custom = 0
        /// The system style: a title in the tint colour.
        case system
        /// A detail disclosure button.
        case detailDisclosure
        /// An info button on a light background.
        case infoLight
        /// An info button on a dark background.
        case infoDark
        /// An add-contact button.
        case contactAdd
        /// A close button.
        case close
    }
}

/// The label `UIButton.titleLabel` gives: its font and text colour go to the button.
@MainActor
private final class ButtonTitleLabel: UILabel {
    weak var owner: UIButton?

    init(button: UIButton) {
        owner = button
        super.init(frame: .zero)
        label.text = button.currentTitle
        label.fontSize = button.button.fontSize
        label.fontWeight = button.button.fontWeight
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    override var font: UIFont! {
        get { super.font }
        set {
            super.font = newValue
            owner?.setTitleFont(super.font)
        }
    }

    override var text: String? {
        get { owner?.currentTitle }
        set { owner?.setTitle(newValue, for: .normal) }
    }

    override var textColor: UIColor! {
        get { owner?.currentTitleColor ?? super.textColor }
        set { owner?.setTitleColor(newValue, for: .normal) }
    }
}
