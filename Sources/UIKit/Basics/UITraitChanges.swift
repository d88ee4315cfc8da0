import Foundation
import Layout

/// A trait a registration can watch (UIKit's `UITraitDefinition`, iOS 17): pass the types to
/// `registerForTraitChanges(_:handler:)`.
///
/// ```swift
/// registerForTraitChanges([UITraitHorizontalSizeClass.self]) { (self: Self, previous: UITraitCollection) in
///     self.stack.axis = self.traitCollection.horizontalSizeClass == .regular ? .horizontal : .vertical
/// }
/// ```
public protocol UITraitDefinition {
    /// Whether the trait has different values in two collections.
    static func differs(_ a: UITraitCollection, _ b: UITraitCollection) -> Bool
}

/// A trait type, as UIKit names it in `registerForTraitChanges(_:handler:)`.
public typealias UITrait = UITraitDefinition.Type

/// The horizontal size class.
public enum UITraitHorizontalSizeClass: UITraitDefinition {
    /// Whether the horizontal size classes differ.
    public static func differs(_ a: UITraitCollection, _ b: UITraitCollection) -> Bool { a.horizontalSizeClass != b.horizontalSizeClass }
}

/// The vertical size class.
public enum UITraitVerticalSizeClass: UITraitDefinition {
    /// Whether the vertical size classes differ.
    public static func differs(_ a: UITraitCollection, _ b: UITraitCollection) -> Bool { a.verticalSizeClass != b.verticalSizeClass }
}

/// The display scale.
public enum UITraitDisplayScale: UITraitDefinition {
    /// Whether the scales differ.
    public static func differs(_ a: UITraitCollection, _ b: UITraitCollection) -> Bool { a.displayScale != b.displayScale }
}

/// The kind of device.
public enum UITraitUserInterfaceIdiom: UITraitDefinition {
    /// Whether the idioms differ.
    public static func differs(_ a: UITraitCollection, _ b: UITraitCollection) -> Bool { a.userInterfaceIdiom != b.userInterfaceIdiom }
}

/// Light or dark (always light here, so it never changes).
public enum UITraitUserInterfaceStyle: UITraitDefinition {
    /// Whether the styles differ.
    public static func differs(_ a: UITraitCollection, _ b: UITraitCollection) -> Bool { a.userInterfaceStyle != b.userInterfaceStyle }
}

/// The Dynamic Type size (always large here, so it never changes).
public enum UITraitPreferredContentSizeCategory: UITraitDefinition {
    /// Whether the sizes differ.
    public static func differs(_ a: UITraitCollection, _ b: UITraitCollection) -> Bool {
        a.preferredContentSizeCategory != b.preferredContentSizeCategory
    }
}

/// A registration made by `registerForTraitChanges(_:handler:)`, to unregister with.
public final class UITraitChangeRegistration: Hashable, Sendable {
    /// Registrations are equal when they are the same one.
    public static func == (a: UITraitChangeRegistration, b: UITraitChangeRegistration) -> Bool { a === b }
    /// Hashes the registration's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// The trait-change registrations of one view or controller, and their handlers.
@MainActor
final class TraitRegistry {
    private var entries: [(registration: UITraitChangeRegistration, traits: [UITrait], handler: (UITraitCollection) -> Void)] = []

    /// Adds a registration for `traits`.
    func register(_ traits: [UITrait], handler: @escaping (UITraitCollection) -> Void) -> UITraitChangeRegistration {
        let registration = UITraitChangeRegistration()
        entries.append((registration, traits, handler))
        return registration
    }

    /// Registers `handler` for `traits` in `registry` (made on the first registration), calling it
    /// with `owner` as the observer type the handler names (often `Self`, which the owner is).
    static func register<Observer: AnyObject>(
        _ traits: [UITrait], of owner: AnyObject, in registry: inout TraitRegistry?,
        handler: @escaping (Observer, UITraitCollection) -> Void
    ) -> UITraitChangeRegistration {
        let made = registry ?? TraitRegistry()
        registry = made
        return made.register(traits) { [unowned owner] previous in
            if let observer = owner as? Observer { handler(observer, previous) }
        }
    }

    /// Removes a registration.
    func unregister(_ registration: UITraitChangeRegistration) { entries.removeAll { $0.registration === registration } }

    /// Calls the handlers whose traits differ between `previous` and `current`, with `previous`.
    func notify(previous: UITraitCollection?, current: UITraitCollection) {
        let previous = previous ?? UITraitCollection()
        for entry in entries where entry.traits.contains(where: { $0.differs(previous, current) }) { entry.handler(previous) }
    }
}

extension UIView {
    /// Calls `handler` with the view and the previous traits whenever one of `traits` changes
    /// (iOS 17's replacement for overriding `traitCollectionDidChange(_:)`).
    ///
    /// - Returns: the registration, to pass to ``unregisterForTraitChanges(_:)``.
    @discardableResult
    public func registerForTraitChanges<Observer: AnyObject>(
        _ traits: [UITrait], handler: @escaping (Observer, UITraitCollection) -> Void
    ) -> UITraitChangeRegistration {
        TraitRegistry.register(traits, of: self, in: &traitRegistry, handler: handler)
    }

    /// Removes a registration.
    public func unregisterForTraitChanges(_ registration: UITraitChangeRegistration) { traitRegistry?.unregister(registration) }
}

extension UIViewController {
    /// Calls `handler` with the controller and the previous traits whenever one of `traits`
    /// changes (iOS 17's replacement for overriding `traitCollectionDidChange(_:)`).
    ///
    /// - Returns: the registration, to pass to ``unregisterForTraitChanges(_:)``.
    @discardableResult
    public func registerForTraitChanges<Observer: AnyObject>(
        _ traits: [UITrait], handler: @escaping (Observer, UITraitCollection) -> Void
    ) -> UITraitChangeRegistration {
        TraitRegistry.register(traits, of: self, in: &traitRegistry, handler: handler)
    }

    /// Removes a registration.
    public func unregisterForTraitChanges(_ registration: UITraitChangeRegistration) { traitRegistry?.unregister(registration) }
}
