import Foundation

/// An item of a menu, as UIKit's `UIMenuElement`: an action, or a submenu.
@MainActor
open class UIMenuElement {
    /// The title.
    public var title: String
    /// A second line under the title.
    public var subtitle: String?
    /// The image.
    public var image: UIImage?

    init(title: String, subtitle: String?, image: UIImage?) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
    }

    /// How an element shows in a menu.
    public struct Attributes: OptionSet, Hashable, Sendable {
        /// The bits.
        public let rawValue: UInt
        /// Makes attributes from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Shown but not chosen.
        public static let disabled = Attributes(rawValue: 1)
        /// Shown in red: it destroys something.
        public static let destructive = Attributes(rawValue: 2)
        /// Not shown.
        public static let hidden = Attributes(rawValue: 4)
        /// The menu stays open when it is chosen.
        public static let keepsMenuPresented = Attributes(rawValue: 8)
    }

    /// An element's check mark.
    public enum State: Int, Sendable {
        /// No mark.
        case off
        /// A check mark.
        case on
        /// A dash: partly on.
        case mixed
    }
}

/// A menu, as UIKit's `UIMenu`: what a button (`menu`, `showsMenuAsPrimaryAction`) or a bar
/// button item offers. Menus are kept with their controls here, not shown: a long press or a tap
/// does not open them. Run an action's `handler` to act as if it were chosen.
@MainActor
public final class UIMenu: UIMenuElement {
    /// The items.
    public let children: [UIMenuElement]
    /// How the menu shows: inline, destructive, single selection.
    public let options: Options
    /// Its identifier.
    public let identifier: Identifier

    /// Makes a menu.
    ///
    /// - Parameters:
    ///   - title: a title (shown over the items).
    ///   - subtitle: a second line.
    ///   - image: an image.
    ///   - identifier: an identifier, or a unique one.
    ///   - options: how it shows.
    ///   - children: the items, actions and submenus.
    public init(
        title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil, options: Options = [],
        children: [UIMenuElement] = []
    ) {
        self.children = children
        self.options = options
        self.identifier = identifier ?? Identifier(rawValue: "UIMenu-\(title)")
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// The same menu with other items.
    public func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(title: title, subtitle: subtitle, image: image, identifier: identifier, options: options, children: newChildren)
    }

    /// The actions of the menu and its submenus, in order (the items a tap would offer).
    public var allActions: [UIAction] {
        children.flatMap { child -> [UIAction] in
            if let action = child as? UIAction { return [action] }
            return (child as? UIMenu)?.allActions ?? []
        }
    }

    /// How a menu shows.
    public struct Options: OptionSet, Hashable, Sendable {
        /// The bits.
        public let rawValue: UInt
        /// Makes options from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Its items shown in the parent menu, set off by separators.
        public static let displayInline = Options(rawValue: 1)
        /// Shown in red.
        public static let destructive = Options(rawValue: 2)
        /// One of its items is on at a time.
        public static let singleSelection = Options(rawValue: 32)
        /// Its items shown as a palette.
        public static let displayAsPalette = Options(rawValue: 128)
    }

    /// A menu's identifier.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The text.
        public let rawValue: String
        /// Makes an identifier.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Makes an identifier.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }
}

/// Menu items made when the menu opens, as UIKit's `UIDeferredMenuElement` (kept: menus are not
/// opened here, so the provider is not called).
@MainActor
public final class UIDeferredMenuElement: UIMenuElement {
    /// Makes the items later: the provider calls its completion with them.
    public init(_ elementProvider: @escaping @MainActor (@escaping @MainActor ([UIMenuElement]) -> Void) -> Void) {
        super.init(title: "", subtitle: nil, image: nil)
    }

    /// Items made each time the menu opens.
    public static func uncached(
        _ elementProvider: @escaping @MainActor (@escaping @MainActor ([UIMenuElement]) -> Void) -> Void
    ) -> UIDeferredMenuElement {
        UIDeferredMenuElement(elementProvider)
    }
}

/// An Objective-C method name, as `Selector`. Swift off Apple platforms has no `#selector` and
/// cannot call a method by name, so a selector here is only a name: a bar button item made with
/// `target:action:` is drawn, and a `nil` action (a flexible space's) works as in UIKit, but a
/// named action is never called; give the item a `primaryAction` instead.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral {
    /// The method's name.
    public let name: String
    /// Makes a selector from a method's name.
    public init(_ name: String) { self.name = name }
    /// Makes a selector from a string literal.
    public init(stringLiteral name: String) { self.name = name }
}

/// What a long press on an element would show, as UIKit's `UIContextMenuConfiguration`: a menu
/// and a preview (kept: context menus are not shown here; `actionProvider` gives the menu to code
/// that asks).
@MainActor
public final class UIContextMenuConfiguration {
    /// Its identifier.
    public let identifier: AnyHashable
    /// Makes the preview (kept).
    public let previewProvider: (() -> UIViewController?)?
    /// Makes the menu from the suggested actions.
    public let actionProvider: (([UIMenuElement]) -> UIMenu?)?

    /// Makes a configuration.
    public init(
        identifier: AnyHashable? = nil, previewProvider: (() -> UIViewController?)? = nil,
        actionProvider: (([UIMenuElement]) -> UIMenu?)? = nil
    ) {
        self.identifier = identifier ?? AnyHashable(UniqueSerial.next())
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
    }

    /// The menu it would show (its action provider's, with no suggested actions).
    public var menu: UIMenu? { actionProvider?([]) }
}

/// A behaviour added to a view with `addInteraction(_:)` (UIKit's `UIInteraction`).
@MainActor
public protocol UIInteraction: AnyObject {
    /// The view the interaction is added to.
    var view: UIView? { get }
    /// The interaction is about to be added to `view` (nil: removed).
    func willMove(to view: UIView?)
    /// The interaction was added to `view` (nil: removed).
    func didMove(to view: UIView?)
}

/// Offers a context menu for a view (UIKit's `UIContextMenuInteraction`): kept, as context menus
/// are not shown here; its delegate is asked for the configuration only by code that calls it.
public final class UIContextMenuInteraction: UIInteraction {
    /// Gives the menu.
    public private(set) weak var delegate: UIContextMenuInteractionDelegate?
    /// The view it is added to.
    public private(set) weak var view: UIView?

    /// Makes an interaction with its delegate.
    public init(delegate: UIContextMenuInteractionDelegate) { self.delegate = delegate }

    /// Does nothing.
    public func willMove(to view: UIView?) {}
    /// Keeps the view.
    public func didMove(to view: UIView?) { self.view = view }
}

/// Gives a context menu interaction its menu (UIKit's `UIContextMenuInteractionDelegate`).
@MainActor
public protocol UIContextMenuInteractionDelegate: AnyObject {
    /// The menu for a long press at `location` (nil: none).
    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration?
}
