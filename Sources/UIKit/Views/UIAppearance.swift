import Foundation
import Layout

/// What an appearance proxy can be contained in (UIKit's `UIAppearanceContainer`): views and
/// view controllers.
@MainActor
public protocol UIAppearanceContainer: AnyObject {}

/// A class whose views take values from appearance proxies (UIKit's `UIAppearance`): every view.
@MainActor
public protocol UIAppearance: AnyObject {}

extension UIView: UIAppearanceContainer, UIAppearance {}
extension UIViewController: UIAppearanceContainer {}

extension UIAppearance where Self: UIView {
    /// The appearance proxy of this class: what is set on it is set on each of its views as the
    /// view enters a window (see ``UIAppearanceProxy``).
    public static func appearance() -> UIAppearanceProxy<Self> { UIAppearanceRegistry.proxy(Self.self, containers: []) }

    /// The proxy of this class for views inside the given containers, innermost first.
    ///
    /// - Parameter containers: view or view controller classes, the nearest first.
    public static func appearance(whenContainedInInstancesOf containers: [any UIAppearanceContainer.Type]) -> UIAppearanceProxy<Self> {
        UIAppearanceRegistry.proxy(Self.self, containers: containers)
    }
}

/// An appearance proxy (UIKit's `appearance()` and `appearance(whenContainedInInstancesOf:)`):
/// properties set on it are recorded and set on every view of its class (and subclasses) as the
/// view enters a window, after the class's own defaults and before the view is laid out. A
/// value the view set itself wins. A proxy for a subclass wins over one for its superclass, and
/// one that names containers over one that names none.
///
/// It reaches every writable property of the class through its key path. Properties UIKit marks
/// as appearance properties that a view set itself are left alone: `backgroundColor`,
/// `tintColor`, a label's `textColor` and `font`, a navigation or tab bar's appearances, bar tint
/// and title attributes, a tab bar's `unselectedItemTintColor`, a switch's `onTintColor`, a
/// segmented control's `selectedSegmentTintColor`, a table's `separatorColor` and a button's title
/// colours. Other properties set on a proxy are set on each view as it enters a window.
///
/// ```swift
/// UINavigationBar.appearance().tintColor = .systemPink
/// UILabel.appearance(whenContainedInInstancesOf: [UITableViewCell.self]).textColor = .secondaryLabel
/// ```
@MainActor
@dynamicMemberLookup
public final class UIAppearanceProxy<Base: UIView>: AppearanceProxying {
    /// The containers a view must be in, innermost first (empty: any view of the class).
    let containers: [any UIAppearanceContainer.Type]
    /// What was set.
    private var sets = AppearanceSets<Base>()

    init(containers: [any UIAppearanceContainer.Type]) { self.containers = containers }

    /// A property of the class: setting it records the value for the class's views; reading it
    /// gives the value recorded, else the class's default (read from a view made with
    /// `init(coder:)`, which UIKit's classes support; a subclass whose `init(coder:)` stops the
    /// program cannot be read back before a value is set).
    public subscript<T>(dynamicMember keyPath: ReferenceWritableKeyPath<Base, T>) -> T {
        get { sets.value(of: keyPath) ?? UIAppearanceRegistry.prototype(of: Base.self)[keyPath: keyPath] }
        set { sets.record(keyPath, newValue) }
    }

    /// Records a setter under a key (replacing an earlier one with the same key).
    func record(_ key: AnyHashable, _ set: @escaping (Base) -> Void, value: Any) { sets.record(key, set, value: value) }

    // AppearanceProxying

    func applies(to view: UIView) -> Bool {
        guard view is Base else { return false }
        return UIAppearanceRegistry.isContained(view, in: containers)
    }

    func isMoreSpecific(than other: any AppearanceProxying) -> Bool {
        if containers.count != other.containerCount { return containers.count > other.containerCount }
        return other.isSuperclass(of: Base.self) && !isSuperclass(of: other.baseType)
    }

    var containerCount: Int { containers.count }
    var baseType: AnyClass { Base.self }
    func isSuperclass(of type: AnyClass) -> Bool { type is Base.Type }

    func apply(to view: UIView) {
        guard let target = view as? Base else { return }
        for entry in sets.entries { UIAppearanceRegistry.apply(entry.set, to: target) }
    }
}

extension UIAppearanceProxy where Base: UIButton {
    /// Records a title colour for a state, as `UIButton.setTitleColor(_:for:)`.
    public func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
        record("titleColor.\(state.rawValue)", { $0.setTitleColor(color, for: state) }, value: color as Any)
    }
}

/// What the registry needs of a proxy of any class.
@MainActor
protocol AppearanceProxying: AnyObject {
    /// Whether the proxy's values go to `view` (its class, and its containers when it names some).
    func applies(to view: UIView) -> Bool
    /// Whether its values win over `other`'s (more containers, or a subclass).
    func isMoreSpecific(than other: any AppearanceProxying) -> Bool
    /// How many containers it names.
    var containerCount: Int { get }
    /// Its class.
    var baseType: AnyClass { get }
    /// Whether `type` is its class or a subclass.
    func isSuperclass(of type: AnyClass) -> Bool
    /// Sets its values on `view`.
    func apply(to view: UIView)
}

extension UIView {
    /// For an appearance property's setter: true while a proxy only asks which property a setter
    /// sets (the setter then sets nothing); otherwise it notes that the view set the property
    /// itself, so proxies leave it alone.
    ///
    /// - Parameter name: the property.
    func appearanceGate(_ name: String) -> Bool {
        if UIAppearanceRegistry.probing {
            UIAppearanceRegistry.probedName = name
            return true
        }
        if UIAppearanceRegistry.isTracking && !UIAppearanceRegistry.applying {
            var set = appearanceSetByView ?? []
            set.insert(name)
            appearanceSetByView = set
        }
        return false
    }

    /// Sets UIKit's own defaults in `body` without counting them as set by the view.
    func settingDefaults(_ body: () -> Void) {
        let was = UIAppearanceRegistry.applying
        UIAppearanceRegistry.applying = true
        body()
        UIAppearanceRegistry.applying = was
    }

    /// Sets what the proxies that apply to the view recorded, least specific first.
    func applyAppearanceProxies() {
        guard UIAppearanceRegistry.isTracking else { return }
        let applicable = UIAppearanceRegistry.proxies.filter { $0.applies(to: self) }
        // Least specific first, so a more specific proxy's value is set last and stays.
        let ordered = applicable.sorted { b, a in a.isMoreSpecific(than: b) }
        for proxy in ordered { proxy.apply(to: self) }
    }
}

/// The appearance proxies made so far, and the state of setting their values.
@MainActor
package enum UIAppearanceRegistry {
    /// Forgets every proxy (for tests, which must not leave one behind for the next): views
    /// entering windows from now on keep their own values.
    package static func removeAll() {
        proxies = []
        prototypes = [:]
        UIBarItemAppearanceProxy.shared = nil
    }

    /// Every proxy, in the order made.
    static var proxies: [any AppearanceProxying] = []
    /// Whether a proxy exists (views note what they set themselves only from then on).
    static var isTracking: Bool { !proxies.isEmpty }
    /// Whether a setter is being asked for its property's name.
    static var probing = false
    /// The name the asked setter gave.
    static var probedName: String?
    /// Whether values are being set by a proxy or as a class's defaults (not by the view's owner).
    static var applying = false
    /// Instances of UIKit's classes, for reading a proxy's unset values.
    static var prototypes: [ObjectIdentifier: UIView] = [:]

    /// The proxy for a class and containers, made on first use.
    static func proxy<Base: UIView>(_ type: Base.Type, containers: [any UIAppearanceContainer.Type]) -> UIAppearanceProxy<Base> {
        let ids = containers.map { ObjectIdentifier($0) }
        for case let p as UIAppearanceProxy<Base> in proxies where p.containers.map({ ObjectIdentifier($0) }) == ids { return p }
        let made = UIAppearanceProxy<Base>(containers: containers)
        proxies.append(made)
        return made
    }

    /// Whether `view` sits in the containers, innermost first: each found further up than the last.
    static func isContained(_ view: UIView, in containers: [any UIAppearanceContainer.Type]) -> Bool {
        var wanted = containers[...]
        var ancestor = view.superview
        while let type = wanted.first, let current = ancestor {
            let controller = current.next as? UIViewController
            if isInstance(current, of: type) || controller.map({ isInstance($0, of: type) }) == true { wanted.removeFirst() }
            ancestor = current.superview
        }
        return wanted.isEmpty
    }

    /// Whether `object` is an instance of `type` or of a subclass.
    private static func isInstance(_ object: AnyObject, of type: any UIAppearanceContainer.Type) -> Bool {
        func check<T: UIAppearanceContainer>(_ t: T.Type) -> Bool { object is T }
        return check(type)
    }

    /// Sets one recorded value on a view unless the view set that appearance property itself.
    static func apply<Base: UIView>(_ set: (Base) -> Void, to view: Base) {
        probing = true
        probedName = nil
        set(view)  // an appearance property's setter only gives its name; any other sets itself
        probing = false
        guard let name = probedName else { return }
        if view.appearanceSetByView?.contains(name) == true { return }
        let was = applying
        applying = true
        set(view)
        applying = was
    }

    /// A view of the class to read defaults from, made with `init(coder:)` (UIKit's classes make
    /// a plain view from it; a subclass that refuses to be archived cannot be read back unset).
    static func prototype<Base: UIView>(of type: Base.Type) -> Base {
        if let made = prototypes[ObjectIdentifier(type)] as? Base { return made }
        guard let made = type.init(coder: NSCoder()) else {
            preconditionFailure("\(type).appearance() reads back only what was set on it: \(type)(coder:) made no view")
        }
        prototypes[ObjectIdentifier(type)] = made
        return made
    }
}

/// The appearance proxy of bar button items (UIKit's `UIBarButtonItem.appearance()`): what is set
/// on it is set on each item as it is made, so what the item's maker sets afterwards wins.
///
/// ```swift
/// UIBarButtonItem.appearance().tintColor = .white
/// ```
@MainActor
@dynamicMemberLookup
public final class UIBarItemAppearanceProxy {
    /// The one proxy, once asked for.
    static var shared: UIBarItemAppearanceProxy?
    /// What was set.
    private var sets = AppearanceSets<UIBarButtonItem>()

    /// A property of bar button items: setting it records the value for items made from now on;
    /// reading it gives the value recorded, else an item's default.
    public subscript<T>(dynamicMember keyPath: ReferenceWritableKeyPath<UIBarButtonItem, T>) -> T {
        get { sets.value(of: keyPath) ?? UIBarButtonItem()[keyPath: keyPath] }
        set { sets.record(keyPath, newValue) }
    }

    /// Records title attributes for a state, as an item's `setTitleTextAttributes(_:for:)`.
    public func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        sets.record(
            "titleTextAttributes.\(state.rawValue)", { $0.setTitleTextAttributes(attributes, for: state) }, value: attributes as Any)
    }

    /// Sets what the proxy recorded on a new item, if there is a proxy.
    static func applyIfAny(to item: UIBarButtonItem) {
        guard let proxy = shared else { return }
        for entry in proxy.sets.entries { entry.set(item) }
    }
}

extension UIBarButtonItem {
    /// The appearance proxy of bar button items (see ``UIBarItemAppearanceProxy``).
    public static func appearance() -> UIBarItemAppearanceProxy {
        if let proxy = UIBarItemAppearanceProxy.shared { return proxy }
        let made = UIBarItemAppearanceProxy()
        UIBarItemAppearanceProxy.shared = made
        return made
    }
}

/// What an appearance proxy recorded: each set as a setter under its key path (or method and
/// state), in order, a later set of the same key replacing the earlier one.
@MainActor
struct AppearanceSets<Target: AnyObject> {
    /// The sets, in order, each with the value set (read back through the proxy).
    private(set) var entries: [(key: AnyHashable, set: (Target) -> Void, value: Any)] = []

    /// Records a setter under a key.
    mutating func record(_ key: AnyHashable, _ set: @escaping (Target) -> Void, value: Any) {
        entries.removeAll { $0.key == key }
        entries.append((key, set, value))
    }

    /// Records a property's value.
    mutating func record<T>(_ keyPath: ReferenceWritableKeyPath<Target, T>, _ value: T) {
        record(keyPath, { $0[keyPath: keyPath] = value }, value: value)
    }

    /// The value recorded for a property, if one was.
    func value<T>(of keyPath: ReferenceWritableKeyPath<Target, T>) -> T? {
        guard let entry = entries.last(where: { $0.key == AnyHashable(keyPath) }) else { return nil }
        return entry.value as? T
    }
}
