import Foundation

extension UIViewController {
    /// Whether the controller's content is being edited (a table shows its delete controls).
    public var isEditing: Bool {
        get { editingStorage }
        set { setEditing(newValue, animated: false) }
    }

    /// An Edit button that toggles editing, titled Done (bold) while editing, as UIKit's.
    public var editButtonItem: UIBarButtonItem {
        if let made = editButtonStorage { return made }
        let item = UIBarButtonItem(systemItem: .edit)
        item.primaryAction = UIAction { [weak self] _ in
            guard let self else { return }
            setEditing(!isEditing, animated: true)
        }
        editButtonStorage = item
        return item
    }

    /// Refreshes the Edit button's title for the editing state and the bar showing it.
    func editingDidChange() {
        if let item = editButtonStorage {
            item.title = isEditing ? "Done" : "Edit"
            item.style = isEditing ? .done : .plain
            navigationItem.changed()
        }
    }
}
