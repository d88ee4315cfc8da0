import Layout

/// One `<barButtonItem>` of a navigation item or a toolbar, as UIKit draws it.
struct BarItem {
    /// What the item shows or how it spaces the others.
    enum Content {
        /// A title (a system item's word or symbol, too), semibold for the `done` style.
        case title(String, bold: Bool)
        /// An image from the app's resources, drawn at the bar's 24 pt icon size.
        case image(String)
        /// A toolbar's flexible space: the room left, shared with the other flexible spaces.
        case flexibleSpace
        /// A fixed gap.
        case space(Double)
        /// A custom view (its element, and the width it was stored at).
        case custom(IBElement, width: Double)
    }

    let content: Content

    /// The words and symbols UIKit's system items show (`UIBarButtonItem.SystemItem`); items it
    /// draws as icons get the nearest symbol our fonts have, others their name.
    private static let systemTitles: [String: String] = [
        "done": "Done", "cancel": "Cancel", "edit": "Edit", "save": "Save", "undo": "Undo", "redo": "Redo",
        "close": "✕", "add": "+", "refresh": "↻", "action": "⇧", "reply": "↩", "compose": "✎", "search": "⚲",
        "play": "▶", "pause": "❚❚", "rewind": "◀◀", "fastForward": "▶▶", "stop": "■", "organize": "Organize",
        "bookmarks": "Bookmarks", "camera": "Camera", "trash": "Trash",
    ]

    /// The item an element describes.
    ///
    /// - Parameter e: a `<barButtonItem>`: `systemItem`, `title`, `image`, `style`, `width`, or a
    ///   `customView` child.
    init(_ e: IBElement) {
        let bold = e["style"] == "done"
        switch e["systemItem"] {
        case "flexibleSpace":
            content = .flexibleSpace
        case "fixedSpace":
            content = .space(Self.length(e["width"]) ?? 8)
        case let system?:
            content = .title(
                Self.systemTitles[system] ?? system.prefix(1).uppercased() + system.dropFirst(), bold: bold || system == "done")
        case nil:
            if let custom = e.children.first(where: { $0.key == "customView" }) {
                content = .custom(custom, width: Self.length(custom.child("rect", key: "frame")?["width"]) ?? 0)
            } else if let image = e["image"] {
                content = .image(image)
            } else {
                content = .title(e.string("title") ?? "", bold: bold)
            }
        }
    }

    /// A width as written, within 0...``Limits/coordinate`` (nil when it is missing or no finite number).
    static func length(_ text: String?) -> Double? {
        guard let value = text.flatMap(Double.init), value.isFinite else { return nil }
        return min(max(value, 0), Limits.coordinate)
    }

    /// The views a navigation item holds: its `titleView`, then its left and its right bar button
    /// items' custom views.
    static func customViews(of item: IBElement) -> [IBElement] {
        var views = titleView(of: item).map { [$0] } ?? []
        for side in ["left", "right"] {
            for case .custom(let element, _) in navigationItems(item, side: side).map(\.content) { views.append(element) }
        }
        return views
    }

    /// A navigation item's `titleView` (a view of a class LayoutSim builds), if it has one.
    static func titleView(of item: IBElement) -> IBElement? {
        item.children.first { $0.key == "titleView" && ElementClass.byElement[$0.name] != nil }
    }

    /// The items of one side of a navigation item: `leftBarButtonItem`, or the `leftBarButtonItems`
    /// list (and the same for `right`).
    static func navigationItems(_ item: IBElement, side: String) -> [BarItem] {
        if let list = item.child("\(side)BarButtonItems") { return list.children.filter { $0.name == "barButtonItem" }.map(BarItem.init) }
        return item.child("barButtonItem", key: "\(side)BarButtonItem").map { [BarItem($0)] } ?? []
    }
}
