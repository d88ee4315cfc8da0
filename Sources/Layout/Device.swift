/// How a device is held.
public enum Orientation: String, Sendable, CaseIterable {
    /// Upright: the portrait size.
    case portrait
    /// On its side: width and height swapped (both sides have the same insets, as UIKit reports them).
    case landscape

    /// The other orientation.
    public var rotated: Orientation { self == .portrait ? .landscape : .portrait }
}

/// UIKit's `UIUserInterfaceSizeClass`.
public enum UserInterfaceSizeClass: String, Sendable {
    /// Compact.
    case compact
    /// Regular.
    case regular
    /// Not known (a window with a plain size).
    case unspecified
}

/// UIKit's `UITraitCollection`, as far as layout needs it.
public struct TraitCollection: Equatable, Sendable {
    /// The horizontal size class.
    public var horizontalSizeClass: UserInterfaceSizeClass
    /// The vertical size class.
    public var verticalSizeClass: UserInterfaceSizeClass
    /// Pixels per point.
    public var displayScale: Double

    /// Makes a trait collection.
    public init(
        horizontalSizeClass: UserInterfaceSizeClass = .unspecified,
        verticalSizeClass: UserInterfaceSizeClass = .unspecified, displayScale: Double = 1
    ) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.displayScale = displayScale
    }
}

/// A device profile: the screen in points, its scale, the safe-area insets of each orientation
/// (status bar or sensor housing, home indicator) and its size classes, with Apple's published
/// figures for current iOS with no bars.
///
/// ```swift
/// let window = Window(device: .iPhone15, orientation: .portrait)
/// window.size              // (393 x 852)
/// window.safeAreaInsets    // top 59, bottom 34
/// ```
public struct Device: Equatable, Sendable {
    /// The marketing name (`iPhone 15`).
    public let name: String
    /// The name the command line and scenes use (`iPhone15`).
    public let identifier: String
    /// The screen in portrait, in points.
    public let portraitSize: Size
    /// Pixels per point.
    public let scale: Double
    /// The safe-area insets in portrait.
    public let portraitInsets: EdgeInsets
    /// The safe-area insets in landscape.
    public let landscapeInsets: EdgeInsets
    /// Size classes in portrait (horizontal, vertical).
    public let portraitSizeClasses: (UserInterfaceSizeClass, UserInterfaceSizeClass)
    /// Size classes in landscape (horizontal, vertical).
    public let landscapeSizeClasses: (UserInterfaceSizeClass, UserInterfaceSizeClass)

    public static func == (a: Device, b: Device) -> Bool { a.identifier == b.identifier }

    /// The screen size in an orientation.
    public func size(_ orientation: Orientation) -> Size { orientation == .portrait ? portraitSize : portraitSize.rotated }

    /// The safe-area insets in an orientation.
    public func safeAreaInsets(_ orientation: Orientation) -> EdgeInsets {
        orientation == .portrait ? portraitInsets : landscapeInsets
    }

    /// The traits in an orientation.
    public func traitCollection(_ orientation: Orientation) -> TraitCollection {
        let (h, v) = orientation == .portrait ? portraitSizeClasses : landscapeSizeClasses
        return TraitCollection(horizontalSizeClass: h, verticalSizeClass: v, displayScale: scale)
    }

    /// UIKit's `systemMinimumLayoutMargins` for a view controller's root view: 20 pt leading and
    /// trailing in a regular-width environment and on the large phones (414 pt wide and more, the
    /// Plus and Max models), 16 pt on the other phones; 0 top and bottom.
    public func systemMinimumLayoutMargins(_ orientation: Orientation) -> EdgeInsets {
        let side =
            traitCollection(orientation).horizontalSizeClass == .regular
            ? 20 : Device.systemMinimumSideMargin(screenWidth: portraitSize.width)
        return EdgeInsets(top: 0, left: side, bottom: 0, right: side)
    }

    /// The leading and trailing system minimum margin of a phone screen `screenWidth` points wide
    /// (in portrait): 20 pt from 414 pt (the Plus and Max models), 16 pt below. Also what a screen
    /// of no known device gets.
    ///
    /// - Parameter screenWidth: the screen's portrait width.
    public static func systemMinimumSideMargin(screenWidth: Double) -> Double { screenWidth >= 414 ? 20 : 16 }

    private init(
        _ name: String, _ identifier: String, _ width: Double, _ height: Double, scale: Double,
        portrait: (top: Double, bottom: Double), landscape: (side: Double, top: Double, bottom: Double),
        portraitClasses: (UserInterfaceSizeClass, UserInterfaceSizeClass),
        landscapeClasses: (UserInterfaceSizeClass, UserInterfaceSizeClass)
    ) {
        self.name = name
        self.identifier = identifier
        portraitSize = Size(width: width, height: height)
        self.scale = scale
        portraitInsets = EdgeInsets(top: portrait.top, left: 0, bottom: portrait.bottom, right: 0)
        landscapeInsets = EdgeInsets(top: landscape.top, left: landscape.side, bottom: landscape.bottom, right: landscape.side)
        portraitSizeClasses = portraitClasses
        landscapeSizeClasses = landscapeClasses
    }

    /// iPhone 4s: 320 x 480 at 2x, the smallest screen older storyboards were drawn for.
    public static let iPhone4s = Device(
        "iPhone 4s", "iPhone4s", 320, 480, scale: 2, portrait: (20, 0), landscape: (0, 0, 0),
        portraitClasses: (.compact, .regular), landscapeClasses: (.compact, .compact))
    /// iPhone 5s and iPhone SE (1st generation): 320 x 568 at 2x, the simulator of the seed tutorials.
    public static let iPhone5s = Device(
        "iPhone 5s", "iPhone5s", 320, 568, scale: 2, portrait: (20, 0), landscape: (0, 0, 0),
        portraitClasses: (.compact, .regular), landscapeClasses: (.compact, .compact))
    /// iPhone SE (2nd and 3rd generation) and iPhone 8: 375 x 667 at 2x.
    public static let iPhoneSE = Device(
        "iPhone SE (2nd/3rd generation)", "iPhoneSE", 375, 667, scale: 2, portrait: (20, 0),
        landscape: (0, 0, 0), portraitClasses: (.compact, .regular), landscapeClasses: (.compact, .compact))
    /// iPhone 8 Plus: 414 x 736 at 3x; regular width in landscape.
    public static let iPhone8Plus = Device(
        "iPhone 8 Plus", "iPhone8Plus", 414, 736, scale: 3, portrait: (20, 0), landscape: (0, 0, 0),
        portraitClasses: (.compact, .regular), landscapeClasses: (.regular, .compact))
    /// iPhone X, XS and 11 Pro: 375 x 812 at 3x, 44 pt sensor housing, 34 pt home indicator.
    public static let iPhoneX = Device(
        "iPhone X", "iPhoneX", 375, 812, scale: 3, portrait: (44, 34), landscape: (44, 0, 21),
        portraitClasses: (.compact, .regular), landscapeClasses: (.compact, .compact))
    /// iPhone 11 and XR: 414 x 896 at 2x, 48 pt sensor housing (iOS 14 and later), 34 pt home indicator.
    public static let iPhone11 = Device(
        "iPhone 11", "iPhone11", 414, 896, scale: 2, portrait: (48, 34), landscape: (48, 0, 21),
        portraitClasses: (.compact, .regular), landscapeClasses: (.regular, .compact))
    /// iPhone XS Max and 11 Pro Max: 414 x 896 at 3x, 44 pt sensor housing, 34 pt home indicator.
    public static let iPhone11ProMax = Device(
        "iPhone 11 Pro Max", "iPhone11ProMax", 414, 896, scale: 3, portrait: (44, 34), landscape: (44, 0, 21),
        portraitClasses: (.compact, .regular), landscapeClasses: (.regular, .compact))
    /// iPhone 12, 13 and 14: 390 x 844 at 3x, 47 pt sensor housing, 34 pt home indicator.
    public static let iPhone12 = Device(
        "iPhone 12", "iPhone12", 390, 844, scale: 3, portrait: (47, 34), landscape: (47, 0, 21),
        portraitClasses: (.compact, .regular), landscapeClasses: (.compact, .compact))
    /// iPhone 12 and 13 Pro Max, 14 Plus: 428 x 926 at 3x; regular width in landscape.
    public static let iPhone12ProMax = Device(
        "iPhone 12 Pro Max", "iPhone12ProMax", 428, 926, scale: 3, portrait: (47, 34), landscape: (47, 0, 21),
        portraitClasses: (.compact, .regular), landscapeClasses: (.regular, .compact))
    /// iPhone 15 and 15 Pro: 393 x 852 at 3x, 59 pt Dynamic Island, 34 pt home indicator.
    public static let iPhone15 = Device(
        "iPhone 15", "iPhone15", 393, 852, scale: 3, portrait: (59, 34), landscape: (59, 0, 21),
        portraitClasses: (.compact, .regular), landscapeClasses: (.compact, .compact))
    /// iPhone 15 Plus and 15 Pro Max: 430 x 932 at 3x; regular width in landscape.
    public static let iPhone15ProMax = Device(
        "iPhone 15 Pro Max", "iPhone15ProMax", 430, 932, scale: 3, portrait: (59, 34),
        landscape: (59, 0, 21), portraitClasses: (.compact, .regular),
        landscapeClasses: (.regular, .compact))
    /// iPhone 16 Pro (and iPhone 17, 17 Pro): 402 x 874 at 3x, 62 pt Dynamic Island, 34 pt home indicator.
    public static let iPhone16Pro = Device(
        "iPhone 16 Pro", "iPhone16Pro", 402, 874, scale: 3, portrait: (62, 34), landscape: (62, 0, 21),
        portraitClasses: (.compact, .regular), landscapeClasses: (.compact, .compact))
    /// iPhone 16 Pro Max (and 17 Pro Max): 440 x 956 at 3x; regular width in landscape.
    public static let iPhone16ProMax = Device(
        "iPhone 16 Pro Max", "iPhone16ProMax", 440, 956, scale: 3, portrait: (62, 34),
        landscape: (62, 0, 21), portraitClasses: (.compact, .regular),
        landscapeClasses: (.regular, .compact))
    /// iPad 9.7" (iPad Air 2, iPad 5th/6th generation): 768 x 1024 at 2x, 20 pt status bar.
    public static let iPad9_7 = Device(
        "iPad 9.7\"", "iPad9.7", 768, 1024, scale: 2, portrait: (20, 0), landscape: (0, 20, 0),
        portraitClasses: (.regular, .regular), landscapeClasses: (.regular, .regular))
    /// iPad 10.2" (7th to 9th generation): 810 x 1080 at 2x, 20 pt status bar, a Home button.
    public static let iPad10_2 = Device(
        "iPad 10.2\"", "iPad10.2", 810, 1080, scale: 2, portrait: (20, 0), landscape: (0, 20, 0),
        portraitClasses: (.regular, .regular), landscapeClasses: (.regular, .regular))
    /// iPad Pro 10.5": 834 x 1112 at 2x, 20 pt status bar.
    public static let iPadPro10_5 = Device(
        "iPad Pro 10.5\"", "iPadPro10.5", 834, 1112, scale: 2, portrait: (20, 0), landscape: (0, 20, 0),
        portraitClasses: (.regular, .regular), landscapeClasses: (.regular, .regular))
    /// iPad (10th generation): 820 x 1180 at 2x, 24 pt status bar, 20 pt home indicator.
    public static let iPad = Device(
        "iPad (10th generation)", "iPad", 820, 1180, scale: 2, portrait: (24, 20), landscape: (0, 24, 20),
        portraitClasses: (.regular, .regular), landscapeClasses: (.regular, .regular))
    /// iPad Pro 11": 834 x 1194 at 2x, 24 pt status bar, 20 pt home indicator.
    public static let iPadPro11 = Device(
        "iPad Pro 11\"", "iPadPro11", 834, 1194, scale: 2, portrait: (24, 20), landscape: (0, 24, 20),
        portraitClasses: (.regular, .regular), landscapeClasses: (.regular, .regular))
    /// iPad Pro 12.9" (1st and 2nd generation): 1024 x 1366 at 2x, 20 pt status bar, a Home button.
    public static let iPadPro12_9HomeButton = Device(
        "iPad Pro 12.9\" (2nd generation)", "iPadPro12.9Gen2", 1024, 1366, scale: 2, portrait: (20, 0),
        landscape: (0, 20, 0), portraitClasses: (.regular, .regular), landscapeClasses: (.regular, .regular))
    /// iPad Pro 12.9" (3rd generation and later): 1024 x 1366 at 2x.
    public static let iPadPro12_9 = Device(
        "iPad Pro 12.9\"", "iPadPro12.9", 1024, 1366, scale: 2, portrait: (24, 20),
        landscape: (0, 24, 20), portraitClasses: (.regular, .regular),
        landscapeClasses: (.regular, .regular))

    /// Every profile: the phones, then the iPads, each oldest first.
    public static let all: [Device] = [
        .iPhone4s, .iPhone5s, .iPhoneSE, .iPhone8Plus, .iPhoneX, .iPhone11, .iPhone11ProMax, .iPhone12, .iPhone12ProMax,
        .iPhone15, .iPhone15ProMax, .iPhone16Pro, .iPhone16ProMax, .iPad9_7, .iPad10_2, .iPadPro10_5, .iPad, .iPadPro11,
        .iPadPro12_9HomeButton, .iPadPro12_9,
    ]

    /// Other names people use for the same profiles (`iPhoneSE1` is the 5s's screen).
    private static let aliases: [String: Device] = [
        "iphonese1": .iPhone5s, "iphonese2": .iPhoneSE, "iphonese3": .iPhoneSE, "iphone8": .iPhoneSE,
        "iphonexr": .iPhone11, "iphone15pro": .iPhone15, "iphone15plus": .iPhone15ProMax, "ipad10": .iPad,
        "ipadpro": .iPadPro12_9, "iphonexs": .iPhoneX, "iphone11pro": .iPhoneX, "iphonexsmax": .iPhone11ProMax,
        "iphone13": .iPhone12, "iphone14": .iPhone12, "iphone13promax": .iPhone12ProMax, "iphone14plus": .iPhone12ProMax,
        "iphone16": .iPhone15, "iphone16plus": .iPhone15ProMax, "iphone17": .iPhone16Pro, "iphone17pro": .iPhone16Pro,
        "iphone17promax": .iPhone16ProMax, "ipad7": .iPad10_2, "ipad8": .iPad10_2, "ipad9": .iPad10_2,
        "ipadpro12.92": .iPadPro12_9HomeButton, "ipadpro12.91": .iPadPro12_9HomeButton,
    ]

    /// The profile with this identifier or alias, ignoring case, spaces, dashes and underscores
    /// (`iPhone15`, `iphone-15`, `iPhone 15 Pro Max`), or with the name Xcode gives its simulator:
    /// a generation counts where an alias names it (`iPhone SE (3rd generation)`), and is left out
    /// where the name gives the screen in inches (`iPad Pro (12.9-inch) (6th generation)`). Nil when
    /// there is none (`iPad (9th generation)`: a screen no profile has).
    public static func named(_ name: String) -> Device? {
        var text = name.lowercased()
        var generation = ""
        if text.hasSuffix("generation)"), let open = text.lastIndex(of: "(") {
            generation = String(text[text.index(after: open)...].prefix { $0.isASCII && $0.isNumber })
            text = String(text[..<open])
        }
        let inInches = text.contains("inch")
        let key = String(text.replacing("inch", with: "").filter { !" -_()\"".contains($0) })
        func find(_ key: String) -> Device? { all.first { $0.identifier.lowercased() == key } ?? aliases[key] }
        if generation.isEmpty { return find(key) }
        return find(key + generation) ?? (inInches ? find(key) : nil)
    }
}
