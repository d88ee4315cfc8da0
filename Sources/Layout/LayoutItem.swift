import Cassowary

/// Something constraints can act on: a ``View`` or a ``LayoutGuide``. Provides the typed anchors.
@MainActor
open class LayoutItem {
    // The layout layer's hot stored properties (here, in View, LayoutConstraint and LayoutEngine)
    // skip the dynamic exclusivity check (`@exclusivity(unchecked)`): the view tree is used from
    // one thread, and no access to them spans a call that could reach them again. The checks were
    // 6 % of building L6's 40,000 views.
    /// The installed constraints that name this item, in install order (LayoutItem+References.swift).
    @exclusivity(unchecked) var references = SlotList<LayoutConstraint>()
    /// The item's solver variables in the engine that made them (saves a hash lookup per use).
    @exclusivity(unchecked) var cachedVariables: ItemVariables?
    /// The ``LayoutEngine/serial`` of the engine that made `cachedVariables` (0: none). A number,
    /// not a weak reference: a weak load costs atomic reference counting on every variable lookup.
    @exclusivity(unchecked) var variablesSerial: UInt64 = 0
    /// Whether this item is alive, shared with the constraints that name it: they point at the
    /// item without a weak reference and ask this instead (see `Liveness`).
    package let liveness = Liveness()
    /// The constraints the engine made for this item (its autoresizing mask, content size and
    /// baselines, a guide's pins to its view), per purpose. They stay with the item, as UIKit keeps
    /// a view's content-size constraints: a view that leaves its window keeps them, uninstalled,
    /// and installs them again when it comes back, instead of freeing them and making new ones.
    @exclusivity(unchecked) var engineMade = LayoutEngine.ManagedLists()

    init() {}

    isolated deinit { liveness.isAlive = false }

    /// The name used in logs and dumps.
    public var layoutName: String { "LayoutItem" }

    /// The view this item belongs to: the view itself, or a guide's owning view.
    public var owningView: View? { nil }

    /// The layout direction that resolves this item's leading and trailing edges.
    var layoutDirection: LayoutDirection { owningView?.effectiveUserInterfaceLayoutDirection ?? .leftToRight }

    // MARK: Anchors

    /// The leading edge.
    public var leadingAnchor: XAxisAnchor { XAxisAnchor(self, .leading) }
    /// The trailing edge.
    public var trailingAnchor: XAxisAnchor { XAxisAnchor(self, .trailing) }
    /// The left edge.
    public var leftAnchor: XAxisAnchor { XAxisAnchor(self, .left) }
    /// The right edge.
    public var rightAnchor: XAxisAnchor { XAxisAnchor(self, .right) }
    /// The horizontal centre.
    public var centerXAnchor: XAxisAnchor { XAxisAnchor(self, .centerX) }
    /// The top edge.
    public var topAnchor: YAxisAnchor { YAxisAnchor(self, .top) }
    /// The bottom edge.
    public var bottomAnchor: YAxisAnchor { YAxisAnchor(self, .bottom) }
    /// The vertical centre.
    public var centerYAnchor: YAxisAnchor { YAxisAnchor(self, .centerY) }
    /// The width.
    public var widthAnchor: DimensionAnchor { DimensionAnchor(self, .width) }
    /// The height.
    public var heightAnchor: DimensionAnchor { DimensionAnchor(self, .height) }
}

/// The four solver variables of an item: its alignment rectangle in its container's coordinates
/// (a view's superview, a guide's owning view, the window for the root view). They are made one
/// after another, so only the first is kept: the others are the next three (16 bytes, not 64, in
/// every item and in the engine's table).
struct ItemVariables {
    let x: Variable
    var y: Variable { x.advanced(by: 1) }
    var width: Variable { x.advanced(by: 2) }
    var height: Variable { x.advanced(by: 3) }

    /// Makes the four variables of an item, consecutive in `solver`.
    init(in solver: Solver) {
        x = solver.makeVariable()
        for _ in 0..<3 { _ = solver.makeVariable() }
    }
}

/// Which way text and leading/trailing run (raw values as UIKit's `UIUserInterfaceLayoutDirection`).
public enum LayoutDirection: Int, Sendable {
    /// Leading is left.
    case leftToRight = 0
    /// Leading is right.
    case rightToLeft = 1
}

/// How a view chooses its layout direction (UIKit's `UISemanticContentAttribute`, with its raw values).
public enum SemanticContentAttribute: Int, Sendable {
    /// Follow the superview (left-to-right at the root).
    case unspecified = 0
    /// Always left-to-right.
    case forceLeftToRight = 3
    /// Always right-to-left.
    case forceRightToLeft = 4
    /// Media playback controls (play, pause, rewind): always left-to-right, as UIKit lays them out.
    case playback = 1
    /// Directional controls (a D-pad, text alignment buttons): always left-to-right.
    case spatial = 2
}

/// Which edges and sizes of a view follow its superview's size (UIKit's `UIView.AutoresizingMask`).
public struct AutoresizingMask: OptionSet, Sendable, Hashable {
    /// The raw bits (UIKit's values).
    public let rawValue: Int
    /// Makes a mask from its bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The left margin grows and shrinks.
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1)
    /// The width grows and shrinks.
    public static let flexibleWidth = AutoresizingMask(rawValue: 2)
    /// The right margin grows and shrinks.
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 4)
    /// The top margin grows and shrinks.
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 8)
    /// The height grows and shrinks.
    public static let flexibleHeight = AutoresizingMask(rawValue: 16)
    /// The bottom margin grows and shrinks.
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 32)

    /// UIKit's notation: `h=--& v=--&` (`&` flexible, `-` fixed; left margin, width, right margin).
    public var notation: String {
        let c = { (bit: Int) -> String in self.rawValue & bit != 0 ? "&" : "-" }
        return "h=\(c(1))\(c(2))\(c(4)) v=\(c(8))\(c(16))\(c(32))"
    }
}

/// A rectangle that takes part in layout without drawing (UIKit's `UILayoutGuide`).
///
/// ```swift
/// let guide = LayoutGuide()
/// view.addLayoutGuide(guide)
/// try LayoutConstraint.activate([guide.widthAnchor.constraint(equalToConstant: 20)])
/// ```
public class LayoutGuide: LayoutItem {
    /// The view the guide belongs to (set by `View.addLayoutGuide`).
    public internal(set) weak var owningViewStorage: View?
    /// A name for logs.
    public var identifier: String
    /// The class UIKit's logs print for the guide: `UILayoutGuide`, or the private class of a guide
    /// a stack view makes (`_UILayoutSpacer`, `_UIOLAGapGuide`).
    var className = "UILayoutGuide"
    /// The object standing for this guide in the UIKit module (its `UILayoutGuide`), held weakly.
    package weak var wrapper: AnyObject?
    /// Guides made by views (margins, safe area, scroll guides) are managed by the engine.
    let kind: Kind

    enum Kind { case user, margins, safeArea, readableContent, keyboard, scrollContent, scrollFrame }

    /// Makes a guide; add it to a view with `View.addLayoutGuide(_:)`.
    public override init() {
        identifier = ""
        kind = .user
        super.init()
    }

    init(kind: Kind, identifier: String, owner: View) {
        self.kind = kind
        self.identifier = identifier
        owningViewStorage = owner
        super.init()
    }

    /// A guide in no view that stands in for a constraint's deallocated item.
    static func deallocated() -> LayoutGuide {
        let guide = LayoutGuide()
        guide.identifier = "(deallocated)"
        return guide
    }

    /// The view the guide belongs to.
    public override var owningView: View? { owningViewStorage }

    /// `UILayoutGuide:'identifier'` style name, or the owner's name plus the identifier.
    public override var layoutName: String {
        let owner = owningView?.layoutName ?? "nil"
        return identifier.isEmpty ? "UILayoutGuide(\(owner))" : "\(owner).\(identifier)"
    }

    /// The guide's rectangle in its owning view's coordinates, as last laid out.
    public var layoutFrame: Rect {
        guard let view = owningView, let engine = view.engineIfAny, engine.hasVariables(self) else { return .zero }
        return engine.alignmentRect(of: self)
    }
}
