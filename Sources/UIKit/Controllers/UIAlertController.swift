import Foundation

/// A button of an alert (UIKit's `UIAlertAction`): a title, a style and what a tap runs.
@MainActor
public final class UIAlertAction {
    /// The title.
    public let title: String?
    /// Default, cancel (bold) or destructive (red).
    public let style: Style
    /// Whether it can be tapped.
    public var isEnabled = true
    let handler: ((UIAlertAction) -> Void)?

    /// Makes an action.
    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }

    /// An action's style.
    public enum Style: Int, Sendable {
        /// A plain button.
        case `default`
        /// The cancel button (bold; last in an action sheet).
        case cancel
        /// A destructive button (red).
        case destructive
    }
}

/// An alert or action sheet (UIKit's `UIAlertController`), presented with `present(_:animated:)`:
/// a 270-point rounded box in the middle of the dimmed screen with its title, message, text fields
/// and buttons (side by side for two, else stacked), or a sheet of buttons at the bottom. A tap on
/// a button dismisses it and runs the action's handler.
///
/// ```swift
/// let alert = UIAlertController(title: "Delete?", message: "This cannot be undone.", preferredStyle: .alert)
/// alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
/// alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in self.delete() })
/// present(alert, animated: true)
/// ```
@MainActor
open class UIAlertController: UIViewController {
    /// The message below the title.
    open var message: String?
    /// Alert or action sheet.
    public private(set) var preferredStyle = Style.alert
    /// The buttons, in the order added.
    public private(set) var actions: [UIAlertAction] = []
    /// The action drawn bold (the cancel action when not set).
    public var preferredAction: UIAlertAction?
    /// The text fields, in the order added.
    public private(set) var textFields: [UITextField]?

    /// Makes an alert or action sheet.
    public convenience init(title: String?, message: String?, preferredStyle: Style) {
        self.init(nibName: nil, bundle: nil)
        self.title = title
        self.message = message
        self.preferredStyle = preferredStyle
        modalPresentationStyle = .overFullScreen
    }

    /// Adds a button.
    public func addAction(_ action: UIAlertAction) { actions.append(action) }

    /// Adds a text field (alerts only), configured by the handler.
    public func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        let field = UITextField()
        field.borderStyle = .roundedRect
        field.font = .systemFont(ofSize: 13)
        configurationHandler?(field)
        textFields = (textFields ?? []) + [field]
    }

    /// The dimmed screen with the box.
    open override func loadView() {
        view = UIView()
        view.accessibilityIdentifier = "alertDimming"
        view.backgroundColor = UIColor(white: 0, alpha: 0.2)
        let box = UIStackView()
        box.accessibilityIdentifier = "alertBox"
        box.axis = .vertical
        box.translatesAutoresizingMaskIntoConstraints = false
        let content = UIView()
        content.accessibilityIdentifier = "alertContent"
        content.backgroundColor = UIColor(white: 0.97, alpha: 1)
        content.layer.cornerRadius = 14
        content.clipsToBounds = true
        content.translatesAutoresizingMaskIntoConstraints = false
        content.addSubview(box)
        view.addSubview(content)
        NSLayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: content.topAnchor), box.bottomAnchor.constraint(equalTo: content.bottomAnchor),
            box.leadingAnchor.constraint(equalTo: content.leadingAnchor), box.trailingAnchor.constraint(equalTo: content.trailingAnchor),
        ])
        let header = UIStackView(arrangedSubviews: headerViews())
        header.axis = .vertical
        header.spacing = 4
        header.isLayoutMarginsRelativeArrangement = true
        header.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 20, leading: 16, bottom: 20, trailing: 16)
        header.accessibilityIdentifier = "alertHeader"
        if !header.arrangedSubviews.isEmpty { box.addArrangedSubview(header) }
        let ordered =
            preferredStyle == .actionSheet ? actions.filter { $0.style != .cancel } : actions
        let row = UIStackView(arrangedSubviews: ordered.enumerated().map { button(for: $1, index: $0) })
        row.accessibilityIdentifier = "alertButtons"
        row.axis = preferredStyle == .alert && ordered.count == 2 ? .horizontal : .vertical
        row.distribution = .fillEqually
        row.spacing = 0.5
        row.backgroundColor = .separator
        box.addArrangedSubview(row)
        if preferredStyle == .alert {
            NSLayoutConstraint.activate([
                content.widthAnchor.constraint(equalToConstant: 270), content.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                content.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            ])
        } else {
            var bottom = view.safeAreaLayoutGuide.bottomAnchor
            if let cancel = actions.first(where: { $0.style == .cancel }) {
                let cancelBox = UIView()
                cancelBox.accessibilityIdentifier = "alertCancel"
                cancelBox.backgroundColor = .white
                cancelBox.layer.cornerRadius = 14
                cancelBox.clipsToBounds = true
                cancelBox.translatesAutoresizingMaskIntoConstraints = false
                let cancelButton = button(for: cancel, index: actions.count)
                cancelButton.translatesAutoresizingMaskIntoConstraints = false
                cancelBox.addSubview(cancelButton)
                view.addSubview(cancelBox)
                NSLayoutConstraint.activate([
                    cancelButton.topAnchor.constraint(equalTo: cancelBox.topAnchor),
                    cancelButton.bottomAnchor.constraint(equalTo: cancelBox.bottomAnchor),
                    cancelButton.leadingAnchor.constraint(equalTo: cancelBox.leadingAnchor),
                    cancelButton.trailingAnchor.constraint(equalTo: cancelBox.trailingAnchor),
                    cancelBox.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 8),
                    cancelBox.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -8),
                    cancelBox.bottomAnchor.constraint(equalTo: bottom, constant: -8),
                ])
                bottom = cancelBox.topAnchor
            }
            NSLayoutConstraint.activate([
                content.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 8),
                content.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -8),
                content.bottomAnchor.constraint(equalTo: bottom, constant: -8),
            ])
        }
    }

    /// The title, the message and the text fields.
    private func headerViews() -> [UIView] {
        var views: [UIView] = []
        for (text, font, name) in [
            (title, UIFont.systemFont(ofSize: 17, weight: .semibold), "alertTitle"),
            (message, UIFont.systemFont(ofSize: 13), "alertMessage"),
        ] {
            guard let text, !text.isEmpty else { continue }
            let label = UILabel()
            label.accessibilityIdentifier = name
            label.text = text
            label.font =
                preferredStyle == .actionSheet ? .systemFont(ofSize: 13, weight: name == "alertTitle" ? .semibold : .regular) : font
            label.textColor = preferredStyle == .actionSheet ? .secondaryLabel : .label
            label.textAlignment = .center
            label.numberOfLines = 0
            views.append(label)
        }
        for (i, field) in (textFields ?? []).enumerated() {
            field.accessibilityIdentifier = "alertTextField\(i)"
            views.append(field)
        }
        return views
    }

    /// A 44-point (57 in a sheet) button that dismisses the alert and runs the action.
    private func button(for action: UIAlertAction, index: Int) -> UIButton {
        let button = UIButton(type: .system)
        button.accessibilityIdentifier = "alertAction\(index)"
        button.setTitle(action.title, for: .normal)
        button.backgroundColor = preferredStyle == .actionSheet && action.style == .cancel ? .white : UIColor(white: 0.97, alpha: 1)
        let bold = action === preferredAction || (preferredAction == nil && action.style == .cancel)
        button.titleLabel?.font = .systemFont(ofSize: preferredStyle == .actionSheet ? 20 : 17, weight: bold ? .semibold : .regular)
        if action.style == .destructive { button.setTitleColor(.systemRed, for: .normal) }
        button.isEnabled = action.isEnabled
        button.heightAnchor.constraint(equalToConstant: preferredStyle == .actionSheet ? 57 : 44).isActive = true
        button.addAction(
            UIAction { [weak self] _ in
                self?.dismiss(animated: true) { action.handler?(action) }
            }, for: .primaryActionTriggered)
        return button
    }

    /// An alert in the middle, or a sheet of buttons at the bottom.
    public enum Style: Int, Sendable {
        /// A sheet at the bottom.
        case actionSheet
        /// A box in the middle.
        case alert
    }
}
