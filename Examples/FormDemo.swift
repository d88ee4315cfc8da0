import Layout

/// A settings form made of the standard controls, in a vertical stack view: a text field, a
/// segmented control, a slider with its value, a switch and a button. Every control answers
/// the mouse (and the keyboard, for the text field); the summary line follows each change.
public final class FormViewController: ViewController {
    let nameField = TextField(placeholder: "Your name")
    let sizeControl = SegmentedControl(items: ["Small", "Medium", "Large"])
    let volumeSlider = Slider()
    let volumeLabel = Label(text: "50", fontSize: 15)
    let notifySwitch = Switch(isOn: true)
    let saveButton = Button(title: "Save")
    /// What the form says, updated on every change (and "Saved" by the button).
    public let summary = Label(text: "", fontSize: 15)

    override public func viewDidLoad() {
        view.backgroundColor = Color(red: 0xF2, green: 0xF2, blue: 0xF7)
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
        saveButton.fontWeight = .semibold
        summary.accessibilityIdentifier = "summary"
        summary.numberOfLines = 0
        summary.textColor = Color(red: 0x3C, green: 0x3C, blue: 0x43)

        let notifyLabel = Label(text: "Notifications", fontSize: 17)
        let volumeTitle = Label(text: "Volume", fontSize: 17)
        let volumeRow = StackView(arrangedSubviews: [volumeTitle, volumeSlider, volumeLabel])
        volumeRow.spacing = 12
        volumeRow.alignment = .center
        volumeLabel.setContentHuggingPriority(.required, for: .horizontal)
        volumeTitle.setContentHuggingPriority(.required, for: .horizontal)
        let notifyRow = StackView(arrangedSubviews: [notifyLabel, notifySwitch])
        notifyRow.alignment = .center
        let form = StackView(arrangedSubviews: [nameField, sizeControl, volumeRow, notifyRow, saveButton, summary])
        form.axis = .vertical
        form.spacing = 16
        form.translatesAutoresizingMaskIntoConstraints = false
        for (v, name) in [
            (notifyLabel, "notifyTitle"), (volumeTitle, "volumeTitle"), (volumeRow, "volumeRow"), (notifyRow, "notifyRow"), (form, "form"),
        ] {
            v.accessibilityIdentifier = name
        }
        view.addSubview(form)
        try! LayoutConstraint.activate([
            form.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            form.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            form.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
        ])

        let changed = Action { [unowned self] _ in update() }
        nameField.addAction(changed, for: .editingChanged)
        sizeControl.addAction(changed, for: .valueChanged)
        volumeSlider.addAction(changed, for: .valueChanged)
        notifySwitch.addAction(changed, for: .valueChanged)
        saveButton.addAction(Action { [unowned self] _ in summary.text = "Saved: " + description }, for: .primaryActionTriggered)
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
