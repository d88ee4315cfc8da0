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

    /// Traits with only a horizontal size class.
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(TraitCollection(horizontalSizeClass: horizontalSizeClass, displayScale: 0), idiom: .unspecified)
    }

    /// Traits with only a vertical size class.
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init(TraitCollection(verticalSizeClass: verticalSizeClass, displayScale: 0), idiom: .unspecified)
    }

    /// Traits with only a display scale.
    public convenience init(displayScale: CGFloat) { self.init(TraitCollection(displayScale: Double(displayScale)), idiom: .unspecified) }

    /// Traits with only an idiom.
    public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) {
        self.init(TraitCollection(displayScale: 0), idiom: userInterfaceIdiom)
    }

    /// Traits combined: each trait from the last collection that specifies it.
    public convenience init(traitsFrom collections: [UITraitCollection]) {
        var traits = TraitCollection(displayScale: 0)
        var idiom = UIUserInterfaceIdiom.unspecified
        for c in collections {
            if c.horizontalSizeClass != .unspecified { traits.horizontalSizeClass = c.horizontalSizeClass }
            if c.verticalSizeClass != .unspecified { traits.verticalSizeClass = c.verticalSizeClass }
            if c.displayScale != 0 { traits.displayScale = Double(c.displayScale) }
            if c.userInterfaceIdiom != .unspecified { idiom = c.userInterfaceIdiom }
        }
        self.init(traits, idiom: idiom)
    }

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

    /// The traits UIKit resolves against now (UIKit's `UITraitCollection.current`): those set last,
    /// else the main screen's. UIKit sets it around its own callbacks; here it changes only when
    /// set, or inside ``performAsCurrent(_:)``.
    ///
    /// ```swift
    /// let compact = UITraitCollection.current.horizontalSizeClass == .compact
    /// ```
    @MainActor public static var current: UITraitCollection {
        get { currentStorage ?? UIScreen.main.traitCollection }
        set { currentStorage = newValue }
    }
    @MainActor private static var currentStorage: UITraitCollection?

    /// Runs `actions` with these traits as ``current``, then puts the previous ones back.
    ///
    /// - Parameter actions: the code to run with these traits current.
    @MainActor public func performAsCurrent(_ actions: () throws -> Void) rethrows {
        let saved = Self.currentStorage
        Self.currentStorage = self
        defer { Self.currentStorage = saved }
        try actions()
    }

    /// Whether the traits that change colours differ (never: only the light appearance exists).
    public func hasDifferentColorAppearance(comparedTo other: UITraitCollection?) -> Bool { false }

    /// Traits are equal when every trait is.
    public static func == (a: UITraitCollection, b: UITraitCollection) -> Bool {
        a.horizontalSizeClass == b.horizontalSizeClass && a.verticalSizeClass == b.verticalSizeClass
            && a.displayScale == b.displayScale && a.userInterfaceIdiom == b.userInterfaceIdiom
    }
}

/// A Dynamic Type text size (UIKit's `UIContentSizeCategory`), ordered from extra small to the
/// largest accessibility size. LayoutSim lays text out at `.large`, UIKit's default, so traits
/// and the application report it.
///
/// ```swift
/// stack.axis = traitCollection.preferredContentSizeCategory.isAccessibilityCategory ? .vertical : .horizontal
/// ```
public struct UIContentSizeCategory: RawRepresentable, Hashable, Comparable, Sendable {
    /// UIKit's name of the size (`UICTContentSizeCategoryL`).
    public let rawValue: String
    /// Makes a category from UIKit's name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// No size given.
    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    /// Extra small.
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    /// Small.
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    /// Medium.
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    /// Large: the default.
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    /// Extra large.
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    /// Extra extra large.
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    /// Extra extra extra large: the largest without the accessibility sizes.
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    /// Accessibility medium.
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    /// Accessibility large.
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    /// Accessibility extra large.
    public static let accessibilityExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    /// Accessibility extra extra large.
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    /// Accessibility extra extra extra large: the largest.
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    /// The sizes smallest first; `unspecified` and unknown names sort before them all.
    private static let order: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    private var rank: Int { UIContentSizeCategory.order.firstIndex(of: self) ?? -1 }

    /// Whether this is one of the five accessibility sizes.
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    /// Orders sizes from the smallest.
    public static func < (lhs: UIContentSizeCategory, rhs: UIContentSizeCategory) -> Bool { lhs.rank < rhs.rank }

    /// Posted when the user's text size changes (never here: the size is fixed at `.large`).
    public static let didChangeNotification = Notification.Name("UIContentSizeCategoryDidChangeNotification")
}

extension UITraitCollection {
    /// The Dynamic Type size: `.large`, the size LayoutSim lays text out at.
    public var preferredContentSizeCategory: UIContentSizeCategory { .large }
}
