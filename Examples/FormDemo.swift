import UIKit

/// A settings form made of the standard controls, in a vertical stack view: a text field, a
/// segmented control, a slider with its value, a switch and a button. Every control answers
/// the mouse (and the keyboard, for the text field); the summary line follows each change.
public final class FormViewController: UIViewController {
    let nameField = UITextField()
    let sizeControl = UISegmentedControl(items: ["Small", "Medium", "Large"])
    let volumeSlider = UISlider()
    let volumeLabel = UILabel()
    let notifySwitch = UISwitch()
    let saveButton = UIButton(type: .system)
    /// What the form says, updated on every change (and "Saved" by the button).
    public let summary = UILabel()

    override public func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        nameField.placeholder = "Your name"
        volumeLabel.font = .systemFont(ofSize: 15)
        notifySwitch.isOn = true
        saveButton.setTitle("Save", for: .normal)
        summary.font = .systemFont(ofSize: 15)
        nameField.accessibilityIdentifier = "name"
        nameField.borderStyle = .roundedRect
        nameField.backgroundColor = .white
        sizeControl.accessibilityIdentifier = "size"
        sizeControl.selectedSegmentIndex = 1
        volumeSlider.accessibilityIdentifier = "volume"
        volumeSlider.maximumValue = 100
        volumeSlider.value = 50
        volumeLabel.accessibilityIdentifier = "volumeValue"
        notifySwitch.accessibilityIdentifier = "notify"
        saveButton.accessibilityIdentifier = "save"
        saveButton.titleLabel?.font = .systemFont(ofSize: 15, weight: .semibold)
        summary.accessibilityIdentifier = "summary"
        summary.numberOfLines = 0
        summary.textColor = UIColor(red: 0x3C / 255, green: 0x3C / 255, blue: 0x43 / 255, alpha: 1)

        let notifyLabel = UILabel()
        notifyLabel.text = "Notifications"
        let volumeTitle = UILabel()
        volumeTitle.text = "Volume"
        let volumeRow = UIStackView(arrangedSubviews: [volumeTitle, volumeSlider, volumeLabel])
        volumeRow.spacing = 12
        volumeRow.alignment = .center
        volumeLabel.setContentHuggingPriority(.required, for: .horizontal)
        volumeTitle.setContentHuggingPriority(.required, for: .horizontal)
        let notifyRow = UIStackView(arrangedSubviews: [notifyLabel, notifySwitch])
        notifyRow.alignment = .center
        let form = UIStackView(arrangedSubviews: [nameField, sizeControl, volumeRow, notifyRow, saveButton, summary])
        form.axis = .vertical
        form.spacing = 16
        form.translatesAutoresizingMaskIntoConstraints = false
        for (v, name) in [
            (notifyLabel, "notifyTitle"), (volumeTitle, "volumeTitle"), (volumeRow, "volumeRow"), (notifyRow, "notifyRow"), (form, "form"),
        ] as [(UIView, String)] {
            v.accessibilityIdentifier = name
        }
        view.addSubview(form)
        NSLayoutConstraint.activate([
            form.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            form.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            form.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
        ])

        let changed = UIAction { [unowned self] _ in update() }
        nameField.addAction(changed, for: .editingChanged)
        sizeControl.addAction(changed, for: .valueChanged)
        volumeSlider.addAction(changed, for: .valueChanged)
        notifySwitch.addAction(changed, for: .valueChanged)
        saveButton.addAction(UIAction { [unowned self] _ in summary.text = "Saved: " + description }, for: .primaryActionTriggered)
        update()
    }

    /// The settings in words.
    var description: String {
        let name = nameField.text?.isEmpty == false ? nameField.text! : "nobody"
        let size = sizeControl.titleForSegment(at: sizeControl.selectedSegmentIndex) ?? "no size"
        return
            "\(name), \(size.lowercased()), volume \(Int(volumeSlider.value.rounded())), notifications \(notifySwitch.isOn ? "on" : "off")"
    }

    private func update() {
        volumeLabel.text = String(Int(volumeSlider.value.rounded()))
        summary.text = description
    }
}
