import Foundation
import Layout

/// A size class, as UIKit's `UIUserInterfaceSizeClass` (`.compact`, `.regular`, `.unspecified`).
public typealias UIUserInterfaceSizeClass = UserInterfaceSizeClass

/// The appearance UIKit resolves colours for; only the light one exists here.
public enum UIUserInterfaceStyle: Int, Sendable {
    /// Not set.
    case unspecified
    /// Light.
    case light
    /// Dark.
    case dark
}

/// The kind of device, as UIKit's `UIUserInterfaceIdiom`.
public enum UIUserInterfaceIdiom: Int, Sendable {
    /// Not known.
    case unspecified = -1
    /// An iPhone.
    case phone = 0
    /// An iPad.
    case pad = 1
}

/// The traits of the environment a view is in, as UIKit's `UITraitCollection`: size classes,
/// scale, appearance (always light) and idiom.
///
/// ```swift
/// if traitCollection.verticalSizeClass == .compact { stack.axis = .horizontal }
/// ```
public final class UITraitCollection: Equatable, Sendable {
    /// The horizontal size class.
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    /// The vertical size class.
    public let verticalSizeClass: UIUserInterfaceSizeClass
    /// Pixels per point.
    public let displayScale: CGFloat
    /// The kind of device.
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    /// The appearance: light.
    public var userInterfaceStyle: UIUserInterfaceStyle { .light }

    /// Makes unspecified traits.
    public convenience init() { self.init(TraitCollection(), idiom: .unspecified) }

    /// Traits of a light or dark style (the style is kept: LayoutSim draws the light appearance).
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) { self.init() }

    init(_ traits: TraitCollection, idiom: UIUserInterfaceIdiom) {
        horizontalSizeClass = traits.horizontalSizeClass
        verticalSizeClass = traits.verticalSizeClass
        displayScale = traits.displayScale
        userInterfaceIdiom = idiom
    }

    /// Makes traits from a window's, for its device.
    convenience init(_ traits: TraitCollection, device: Device?) {
        // An iPad is the device that is regular-width even upright.
        self.init(traits, idiom: device.map { $0.portraitSizeClasses.0 == .regular ? .pad : .phone } ?? .unspecified)
    }

    /// Whether the traits that change colours differ (never: only the light appearance exists).
    public func hasDifferentColorAppearance(comparedTo other: UITraitCollection?) -> Bool { false }

    /// Traits are equal when every trait is.
    public static func == (a: UITraitCollection, b: UITraitCollection) -> Bool {
        a.horizontalSizeClass == b.horizontalSizeClass && a.verticalSizeClass == b.verticalSizeClass
            && a.displayScale == b.displayScale && a.userInterfaceIdiom == b.userInterfaceIdiom
    }
}
