import Foundation
import Layout

/// A search field, as UIKit's `UISearchBar`: a rounded grey field with a magnifier and a
/// placeholder, 56 points tall, that tells its delegate of typed text, Return and Cancel.
///
/// ```swift
/// let search = UISearchBar()
/// search.placeholder = "Search messages"
/// search.delegate = self
/// ```
@MainActor
open class UISearchBar: UIView {
    /// The bar's height (UIKit's default style).
    static let barHeight: CGFloat = 56
    /// The field's height inside the bar.
    static let fieldHeight: CGFloat = 36
    /// The margins around the field.
    static let inset: CGFloat = 8

    /// How the bar draws its background.
    public enum Style: UInt, Sendable {
        /// The default (prominent) look.
        case `default`
        /// A translucent background.
        case prominent
        /// No background: the field alone.
        case minimal
    }

    /// The text field the bar shows.
    public let searchTextField = UISearchTextField()
    private let cancelButton = UIButton(type: .system)

    /// Hears of typed text, Return and Cancel.
    open weak var delegate: UISearchBarDelegate?

    /// Makes a search bar.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    /// Makes a search bar (archives are not read here).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        searchTextField.accessibilityIdentifier = "searchTextField"
        searchTextField.returnKeyType = .search
        addSubview(searchTextField)
        cancelButton.accessibilityIdentifier = "searchCancelButton"
        cancelButton.setTitle("Cancel", for: .normal)
        cancelButton.isHidden = true
        addSubview(cancelButton)
        searchTextField.addAction(
            UIAction { [weak self] _ in
                guard let self else { return }
                delegate?.searchBar(self, textDidChange: text ?? "")
                textChanged?()
            }, for: .editingChanged)
        searchTextField.addAction(
            UIAction { [weak self] _ in
                guard let self else { return }
                delegate?.searchBarTextDidBeginEditing(self)
                editingBegan?()
            }, for: .editingDidBegin)
        searchTextField.addAction(
            UIAction { [weak self] _ in
                guard let self else { return }
                delegate?.searchBarSearchButtonClicked(self)
            }, for: .editingDidEndOnExit)
        cancelButton.addAction(
            UIAction { [weak self] _ in
                guard let self else { return }
                delegate?.searchBarCancelButtonClicked(self)
                cancelled?()
            }, for: .primaryActionTriggered)
    }

    /// Told of changes besides the delegate (a search controller).
    var textChanged: (() -> Void)?
    var editingBegan: (() -> Void)?
    var cancelled: (() -> Void)?

    /// The text typed.
    open var text: String? {
        get { searchTextField.text }
        set { searchTextField.text = newValue }
    }

    /// The grey text shown while the field is empty.
    open var placeholder: String? {
        get { searchTextField.placeholder }
        set { searchTextField.placeholder = newValue }
    }

    /// The background's look.
    open var searchBarStyle = Style.default { didSet { setNeedsLayout() } }

    /// The background's colour (nil: none drawn here).
    open var barTintColor: UIColor? {
        didSet { backgroundColor = searchBarStyle == .minimal ? nil : barTintColor }
    }

    /// Whether the Cancel button shows at the trailing end.
    open var showsCancelButton: Bool {
        get { !cancelButton.isHidden }
        set { setShowsCancelButton(newValue, animated: false) }
    }

    /// Shows or hides the Cancel button (at once; `animated` is kept).
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
        cancelButton.isHidden = !showsCancelButton
        setNeedsLayout()
    }

    /// The titles of the scope buttons (kept: no scope bar is drawn).
    open var scopeButtonTitles: [String]?
    /// Whether the scope bar shows (kept).
    open var showsScopeBar = false

    /// 56 points tall, as wide as it is put.
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UISearchBar.barHeight) }

    /// As wide as asked, 56 points tall.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: UISearchBar.barHeight) }

    /// The field fills the bar less its margins (and the Cancel button), centred down it.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let inset = UISearchBar.inset, height = UISearchBar.fieldHeight
        var trailing = bounds.width - inset
        if !cancelButton.isHidden {
            let width = cancelButton.intrinsicContentSize.width
            cancelButton.frame = CGRect(x: trailing - width, y: (bounds.height - height) / 2, width: width, height: height)
            trailing -= width + inset
        }
        searchTextField.frame = CGRect(x: inset, y: (bounds.height - height) / 2, width: max(0, trailing - inset), height: height)
    }
}

/// The search bar's text field (UIKit's `UISearchTextField`): a grey rounded field with a magnifier.
@MainActor
open class UISearchTextField: UITextField {
    /// Makes a search field.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    /// Makes a search field (archives are not read here).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        borderStyle = .none
        settingDefaults { backgroundColor = .tertiarySystemFill }
        layer.cornerRadius = 10
        let magnifier = UILabel()
        magnifier.text = "\u{26B2}"
        magnifier.textColor = .secondaryLabel
        magnifier.font = .systemFont(ofSize: 17)
        magnifier.sizeToFit()
        magnifier.frame.size.width += 12
        magnifier.textAlignment = .center
        leftView = magnifier
        leftViewMode = .always
        clearButtonMode = .whileEditing
    }
}

/// What a search bar tells of its editing (UIKit's `UISearchBarDelegate`); every method is optional.
@MainActor
public protocol UISearchBarDelegate: AnyObject {
    /// The text changed (typed).
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
    /// Editing began.
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
    /// Return (Search) was pressed.
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
    /// Cancel was tapped.
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
}

extension UISearchBarDelegate {
    /// Does nothing.
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
    /// Does nothing.
    public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
    /// Does nothing.
    public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
    /// Does nothing.
    public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
}
