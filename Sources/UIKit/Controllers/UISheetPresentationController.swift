import Foundation

/// How a presented sheet sits, as iOS 15's `UISheetPresentationController`: at its detents'
/// heights (the selected one, else the smallest), with or without a grabber, dimming what is
/// under it unless it is no taller than the largest undimmed detent.
///
/// ```swift
/// if let sheet = filters.sheetPresentationController {
///     sheet.detents = [.medium(), .large()]
///     sheet.prefersGrabberVisible = true
/// }
/// present(filters, animated: true)
/// ```
///
/// The large detent is the full sheet (10 points below the top safe area); the medium one is
/// half of it, LayoutSim's estimate of UIKit's "about half the screen". Sheets are not dragged
/// between detents here: set `selectedDetentIdentifier` (in `animateChanges`, as in UIKit).
@MainActor
public final class UISheetPresentationController {
    /// The presented controller.
    public private(set) weak var presentedViewController: UIViewController?

    init(presentedViewController: UIViewController) { self.presentedViewController = presentedViewController }

    /// The heights the sheet rests at (large only, by default).
    public var detents: [Detent] = [.large()] { didSet { resting() } }
    /// The detent the sheet rests at (nil: the smallest).
    public var selectedDetentIdentifier: Detent.Identifier? { didSet { resting() } }
    /// The largest detent at which what is under the sheet stays undimmed (nil: always dimmed).
    public var largestUndimmedDetentIdentifier: Detent.Identifier? { didSet { resting() } }
    /// Whether a grabber shows at the top of the sheet.
    public var prefersGrabberVisible = false { didSet { resting() } }
    /// The sheet's corner radius (nil: 10).
    public var preferredCornerRadius: CGFloat? { didSet { resting() } }
    /// Whether scrolling in the sheet expands it (kept).
    public var prefersScrollingExpandsWhenScrolledToEdge = true
    /// Whether the sheet attaches to the bottom edge in compact height (kept).
    public var prefersEdgeAttachedInCompactHeight = false
    /// What hears about the sheet (kept).
    public weak var delegate: AnyObject?

    /// Makes changes to the sheet (they show at once here).
    public func animateChanges(_ changes: () -> Void) { changes() }

    /// Makes the sheet rest where its detents say, if it is on screen.
    func resting() { presentedViewController?.placeSheet() }

    /// The sheet's height at its resting detent, given the full (large) height.
    func height(maximum: CGFloat) -> CGFloat {
        let resolved = detents.map { ($0.identifier, $0.resolve(maximum)) }
        let chosen = resolved.first { $0.0 == selectedDetentIdentifier } ?? resolved.min { $0.1 < $1.1 }
        return min(max(chosen?.1 ?? maximum, 0), maximum)
    }

    /// Whether the sheet dims what is under it at a height.
    func dims(height: CGFloat, maximum: CGFloat) -> Bool {
        guard let undimmed = largestUndimmedDetentIdentifier, let detent = detents.first(where: { $0.identifier == undimmed }) else {
            return true
        }
        return height > detent.resolve(maximum) + 0.5
    }

    /// A height a sheet rests at, as UIKit's `UISheetPresentationController.Detent`.
    @MainActor
    public final class Detent {
        /// The detent's identifier.
        public let identifier: Identifier
        private let resolver: (ResolutionContext) -> CGFloat?

        private init(identifier: Identifier, resolver: @escaping (ResolutionContext) -> CGFloat?) {
            self.identifier = identifier
            self.resolver = resolver
        }

        /// The full sheet.
        public static func large() -> Detent { Detent(identifier: .large) { $0.maximumDetentValue } }
        /// Half the full sheet.
        public static func medium() -> Detent { Detent(identifier: .medium) { ($0.maximumDetentValue / 2).rounded() } }
        /// A height a closure gives from the full height (nil: the detent is not used).
        public static func custom(identifier: Identifier? = nil, resolver: @escaping (ResolutionContext) -> CGFloat?) -> Detent {
            Detent(identifier: identifier ?? Identifier("custom-\(UniqueSerial.next())"), resolver: resolver)
        }

        func resolve(_ maximum: CGFloat) -> CGFloat { resolver(ResolutionContext(maximumDetentValue: maximum)) ?? maximum }

        /// What a custom detent's resolver is given.
        public struct ResolutionContext: Sendable {
            /// The full sheet's height.
            public let maximumDetentValue: CGFloat
        }

        /// A detent's name.
        public struct Identifier: RawRepresentable, Hashable, Sendable {
            /// The name.
            public let rawValue: String
            /// Makes an identifier from its name.
            public init(rawValue: String) { self.rawValue = rawValue }
            /// Makes an identifier from its name.
            public init(_ rawValue: String) { self.rawValue = rawValue }
            /// The large detent's.
            public static let large = Identifier("com.apple.UIKit.large")
            /// The medium detent's.
            public static let medium = Identifier("com.apple.UIKit.medium")
        }
    }
}

extension UIViewController {
    /// The controller of this controller's sheet, when it is presented as one (nil for the
    /// full-screen styles), as iOS 15's `sheetPresentationController`.
    public var sheetPresentationController: UISheetPresentationController? {
        guard !modalPresentationStyle.coversScreen else { return nil }
        if let sheetStorage { return sheetStorage }
        let sheet = UISheetPresentationController(presentedViewController: self)
        sheetStorage = sheet
        return sheet
    }
}
