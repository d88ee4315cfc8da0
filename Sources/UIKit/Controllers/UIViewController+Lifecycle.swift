import Foundation

extension UIViewController {
    /// The view is in the window and laid out: `viewIsAppearing(_:)`, then `viewDidAppear(_:)`, as
    /// UIKit calls them (the first is where traits and geometry are final before the appearance).
    func appeared(_ animated: Bool) {
        viewIsAppearing(animated)
        viewDidAppear(animated)
    }

    /// Shows a controller in the way its container shows controllers: pushed by a navigation
    /// controller, else presented, as UIKit's `show(_:sender:)`.
    public func show(_ vc: UIViewController, sender: Any?) {
        if let navigation = self as? UINavigationController ?? navigationController {
            navigation.pushViewController(vc, animated: true)
        } else {
            present(vc, animated: true)
        }
    }

    /// Shows a detail controller: on a phone, as `show(_:sender:)`.
    public func showDetailViewController(_ vc: UIViewController, sender: Any?) { show(vc, sender: sender) }

    /// Whether the controller is being presented (never: presentations happen at once here).
    public var isBeingPresented: Bool { false }

    /// Whether the controller is being dismissed (never: dismissals happen at once here).
    public var isBeingDismissed: Bool { false }

    /// Whether the controller is being added to a parent (never: it happens at once here).
    public var isMovingToParent: Bool { false }

    /// Whether the controller is being removed from a parent (never: it happens at once here).
    public var isMovingFromParent: Bool { false }

    /// Performs a storyboard segue. Storyboards are opened by the InterfaceBuilder module, not by
    /// controllers here, so there is no segue to perform: `prepare(for:sender:)` is not called.
    public func performSegue(withIdentifier identifier: String, sender: Any?) {}
}

/// A storyboard transition between controllers, as UIKit's `UIStoryboardSegue` (made by code that
/// wants one; storyboards here do not perform segues).
@MainActor
open class UIStoryboardSegue {
    /// The segue's identifier.
    public let identifier: String?
    /// Where it starts.
    public let source: UIViewController
    /// Where it goes.
    public let destination: UIViewController

    /// Makes a segue.
    public init(identifier: String?, source: UIViewController, destination: UIViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
    }

    /// Shows the destination (pushed or presented, as `show(_:sender:)`).
    open func perform() { source.show(destination, sender: nil) }
}

/// The orientations an interface supports, as UIKit's `UIInterfaceOrientationMask`.
public struct UIInterfaceOrientationMask: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: UInt
    /// Makes a mask from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Upright.
    public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
    /// Upside down.
    public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
    /// Turned left.
    public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
    /// Turned right.
    public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
    /// Either landscape.
    public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    /// Every orientation.
    public static let all: UIInterfaceOrientationMask = [.portrait, .portraitUpsideDown, .landscape]
    /// Every orientation but upside down.
    public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscape]
}

/// What an element is to assistive technologies, as UIKit's `UIAccessibilityTraits` (kept).
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: UInt64
    /// Makes traits from their bits.
    public init(rawValue: UInt64) { self.rawValue = rawValue }
    /// No traits.
    public static let none = UIAccessibilityTraits([])
    /// A button.
    public static let button = UIAccessibilityTraits(rawValue: 1)
    /// A link.
    public static let link = UIAccessibilityTraits(rawValue: 2)
    /// An image.
    public static let image = UIAccessibilityTraits(rawValue: 4)
    /// Selected.
    public static let selected = UIAccessibilityTraits(rawValue: 8)
    /// Static text.
    public static let staticText = UIAccessibilityTraits(rawValue: 64)
    /// A header.
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
    /// Not enabled.
    public static let notEnabled = UIAccessibilityTraits(rawValue: 256)
    /// Adjustable.
    public static let adjustable = UIAccessibilityTraits(rawValue: 4096)
}
