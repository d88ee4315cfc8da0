import Foundation

/// A button a row shows when swiped (UIKit's `UIContextualAction`): a title or image on a colour,
/// and what a tap does.
///
/// ```swift
/// let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in
///     self.remove(at: indexPath)
///     done(true)
/// }
/// ```
@MainActor
public final class UIContextualAction {
    /// What the action does to the row.
    public enum Style: Int, Sendable {
        /// An ordinary action (grey).
        case normal
        /// One that removes the row (red).
        case destructive
    }

    /// What a tap runs: the action, the button's view, and a completion to call with whether it
    /// was done (the row closes either way).
    public typealias Handler = @MainActor (UIContextualAction, UIView, @escaping @MainActor (Bool) -> Void) -> Void

    /// Its style.
    public let style: Style
    /// The button's title.
    public var title: String?
    /// The button's image (drawn over the title when there is one).
    public var image: UIImage?
    /// The button's colour (red for destructive, grey otherwise, by default).
    public var backgroundColor: UIColor!
    /// What a tap runs.
    public let handler: Handler

    /// Makes an action.
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        backgroundColor = style == .destructive ? .systemRed : .systemGray
    }
}

/// The actions a row shows when swiped (UIKit's `UISwipeActionsConfiguration`), first nearest
/// the edge.
@MainActor
public final class UISwipeActionsConfiguration {
    /// The actions, the first nearest the edge the row is swiped from.
    public let actions: [UIContextualAction]
    /// Whether swiping all the way across runs the first action (true).
    public var performsFirstActionWithFullSwipe = true

    /// Makes a configuration of actions.
    public init(actions: [UIContextualAction]) { self.actions = actions }
}
