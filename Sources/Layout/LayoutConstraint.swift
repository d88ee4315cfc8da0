import Cassowary

/// A relation between two attributes of layout items:
/// `first.attribute RELATION multiplier * second.attribute + constant` (UIKit's `NSLayoutConstraint`).
///
/// New constraints are inactive. Activating one installs it on the nearest common ancestor of its
/// items; changing `constant` afterwards updates the solver in place.
///
/// ```swift
/// let top = try LayoutConstraint(item: button5, attribute: .top, relatedBy: .equal,
///                                toItem: button8, attribute: .bottom, multiplier: 1, constant: 0)
/// try LayoutConstraint.activate([top])
/// ```
@MainActor
public final class LayoutConstraint: @MainActor CustomStringConvertible {
    /// What made a constraint, for logs: the user, or UIKit-style machinery.
    public enum Origin: Sendable, Equatable {
        /// Made by user code (factory, anchors, VFL, DSL).
        case user
        /// Translated from a view's autoresizing mask (`NSAutoresizingMaskLayoutConstraint`); the mask is carried.
        case autoresizingMask(AutoresizingMask)
        /// Content hugging or compression resistance (`NSContentSizeLayoutConstraint`).
        case contentSize
        /// Engine-made: encapsulated layout, layout guides, baselines, stack views.
        case system

        /// When the solver looks for a minimal conflicting set, the constraints it names first: the
        /// user's, then the engine's, then translated masks, then content sizes.
        var conflictSearchRank: Int {
            switch self {
            case .user: 0
            case .system: 1
            case .autoresizingMask: 2
            case .contentSize: 3
            }
        }
    }

    /// The first item (a ``View`` or a ``LayoutGuide``); nil once it has been deallocated. As in
    /// UIKit, a constraint does not keep its items alive: the view it is installed on keeps its
    /// subtree, and a view holding a constraint that names it must not form a cycle.
    public var firstItem: LayoutItem? { firstItemReference.item }
    private let firstItemReference: UnownedItem<LayoutItem>
    // The one-byte and four-byte fields sit together (stored properties are laid out in the order
    // they are declared, each aligned): a screen holds thousands of constraints.
    /// The attribute of the first item.
    public let firstAttribute: LayoutAttribute
    /// The relation.
    public let relation: LayoutRelation
    /// The attribute of the second item (`notAnAttribute` when there is none).
    public let secondAttribute: LayoutAttribute
    /// Whether the constant came from VFL standard spacing (`-`): UIKit prints it as `NSSpace(8)`.
    public internal(set) var isStandardSpacing = false
    // `@exclusivity(unchecked)` on hot stored properties: see LayoutItem.
    /// Whether the engine could not satisfy the constraint and left it out (UIKit "breaks" it).
    @exclusivity(unchecked) public internal(set) var isBroken = false
    private var storedPriority: LayoutPriority = .required
    /// Where the constraint sits in its view's `constraintSlots`.
    @exclusivity(unchecked) var slotIndex: Int32 = 0
    /// Where it sits in its first and second items' `references` (-1: not there; a constraint
    /// whose two items are the same view is there once, as its first item).
    @exclusivity(unchecked) var firstReferenceSlot: Int32 = -1
    @exclusivity(unchecked) var secondReferenceSlot: Int32 = -1
    /// The second item, or nil for a constraint against a constant (or once it has been deallocated).
    public var secondItem: LayoutItem? { secondItemReference?.item }
    private let secondItemReference: UnownedItem<LayoutItem>?
    /// The items, while both are alive (always, while the constraint is installed: the view it is
    /// installed on keeps them); nil once one has been deallocated.
    var items: (first: LayoutItem, second: LayoutItem?)? {
        guard let first = firstItem else { return nil }
        if secondAttribute == .notAnAttribute { return (first, nil) }
        guard let second = secondItem else { return nil }
        return (first, second)
    }
    /// The first item, for code that runs on installed constraints, whose items are alive (the view
    /// a constraint is installed on keeps its subtree). Should that ever fail, a guide in no view
    /// named `(deallocated)` stands in, which every caller already handles as an item outside the
    /// hierarchy, rather than a crash.
    var first: LayoutItem { firstItem ?? LayoutGuide.deallocated() }
    /// The second item (nil for a constraint against a constant), likewise.
    var second: LayoutItem? {
        secondAttribute == .notAnAttribute ? nil : secondItem ?? LayoutGuide.deallocated()
    }
    /// The multiplier applied to the second attribute.
    public let multiplier: Double
    /// What made the constraint.
    public let origin: Origin
    /// A name shown in logs (UIKit's `identifier`).
    public var identifier: String? {
        get { annotations?.identifier }
        set { annotations.box(making: newValue != nil)?.identifier = newValue }
    }
    /// Where the constraint was made, for diagnostics (for an operator's, where it was first activated).
    @exclusivity(unchecked) public internal(set) var file: String
    /// The line where the constraint was made (or first activated).
    @exclusivity(unchecked) public internal(set) var line: Int
    /// Where the constraint came from when not from Swift code (a scene's JSON path); diagnostics
    /// print it instead of `file:line`.
    public var source: String? {
        get { annotations?.source }
        set { annotations.box(making: newValue != nil)?.source = newValue }
    }

    /// What few constraints carry (a name, a source, a visual format, a validation error, a UIKit
    /// wrapper): kept apart, made on first use, so that the many engine-made constraints do not pay
    /// 80 bytes each for them.
    private final class Annotations: LazyBox {
        var identifier: String?
        var source: String?
        var visualFormat: String?
        var validationError: LayoutError?
        weak var wrapper: AnyObject?
        init() {}
    }

    private var annotations: Annotations?

    /// The constant; changing it on an active constraint re-solves in place (no remove and add).
    /// A NaN or infinite value is refused and logged, keeping the old constant.
    public var constant: Double {
        didSet {
            guard constant.isFinite else {
                let message = "[LayoutConstraints] Refusing non-finite constant \(constant) for \(self); keeping \(oldValue)"
                constant = oldValue
                reportError(.nonFiniteNumber(message))
                return
            }
            engine?.constantChanged(self)
        }
    }

    /// The priority. UIKit's rule holds: on an installed constraint it cannot move between required
    /// and optional (the change is refused and logged); optional-to-optional re-solves.
    public var priority: LayoutPriority {
        get { storedPriority }
        set {
            guard newValue != storedPriority else { return }
            if let error = priorityChangeError(to: newValue) {
                reportError(error)
                return
            }
            storedPriority = LayoutPriority(min(max(newValue.rawValue, 1), 1000))
            engine?.priorityChanged(self)
        }
    }

    /// The error UIKit raises for a change of priority to `newValue`, or nil when it may change: an
    /// installed constraint cannot move between required and optional.
    package func priorityChangeError(to newValue: LayoutPriority) -> LayoutError? {
        guard isInstalled, newValue.isRequired != storedPriority.isRequired else { return nil }
        return .invalidPriorityChange(
            "Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported.  You passed priority \(newValue) and the existing priority was \(storedPriority)."
        )
    }

    /// The object standing for this constraint in the UIKit module (its `NSLayoutConstraint`), held weakly.
    package var wrapper: AnyObject? {
        get { annotations?.wrapper }
        set { annotations.box(making: newValue != nil)?.wrapper = newValue }
    }

    /// Why the constraint can never be activated (set for invalid anchor pairings), if it cannot.
    public internal(set) var validationError: LayoutError? {
        get { annotations?.validationError }
        set { annotations.box(making: newValue != nil)?.validationError = newValue }
    }

    /// Reports an error through the hierarchy of the first item (the one error path), or to standard
    /// error for an item in no view.
    func reportError(_ error: LayoutError) {
        if let view = installedOn ?? firstItem?.owningView { view.report(error) } else { standardErrorLogSink(error.description) }
    }

    /// The view the constraint is installed on (the nearest common ancestor), while active.
    // Unowned, not weak (see `Liveness`): the view clears it when it uninstalls the constraint or
    // is deallocated.
    @exclusivity(unchecked) public internal(set) unowned var installedOn: View?
    /// Whether the constraint is in the solver now.
    var isInstalled: Bool { engineConstraint != nil }

    /// Marks the constraint as out of its engine (its solver constraint gone, about to go, or
    /// going with the engine), so that the next engine it is installed in adds it.
    func leaveEngine() {
        engineConstraint = nil
        engine = nil
        isBroken = false
    }
    @exclusivity(unchecked) weak var engine: LayoutEngine?
    @exclusivity(unchecked) var engineConstraint: Cassowary.Constraint?
    /// The part of the solver constraint's constant its items give, set as it compiles: alignment
    /// insets, and the content offset of each scroll view it reaches out of. A new ``constant``
    /// goes to the solver with it.
    @exclusivity(unchecked) var itemsConstant = 0.0
    /// The visual format the constraint came from, if any.
    public internal(set) var visualFormat: String? {
        get { annotations?.visualFormat }
        set { annotations.box(making: newValue != nil)?.visualFormat = newValue }
    }

    /// The order in which constraints entered the engine (deterministic removal order).
    @exclusivity(unchecked) var installSequence = 0

    /// `constraints` in the order they entered the engine, oldest first.
    ///
    /// The keys are read once and the sort compares integers in a `@Sendable` closure: a closure
    /// that read the constraints would be main-actor isolated, and Swift checks the actor at run
    /// time on every call of an isolated closure that the standard library calls.
    static func inInstallOrder(_ constraints: [LayoutConstraint]) -> [LayoutConstraint] {
        guard constraints.count > 1 else { return constraints }
        // A few (a view leaving its superview has two or three outside): sorted in place, with no
        // keys to copy out.
        if constraints.count <= 8 {
            var sorted = constraints
            for i in 1..<sorted.count {
                let c = sorted[i]
                var j = i
                while j > 0, sorted[j - 1].installSequence > c.installSequence {
                    sorted[j] = sorted[j - 1]
                    j -= 1
                }
                sorted[j] = c
            }
            return sorted
        }
        var keyed: [(sequence: Int, constraint: LayoutConstraint)] = []
        keyed.reserveCapacity(constraints.count)
        for c in constraints { keyed.append((c.installSequence, c)) }
        keyed.sort { @Sendable a, b in a.sequence < b.sequence }
        var sorted: [LayoutConstraint] = []
        sorted.reserveCapacity(keyed.count)
        for entry in keyed { sorted.append(entry.constraint) }
        return sorted
    }

    /// Makes an inactive constraint, checking it as UIKit's factory does.
    ///
    /// - Parameters:
    ///   - item: the first item (a view or a layout guide).
    ///   - firstAttribute: its attribute; not `notAnAttribute`.
    ///   - relation: the relation.
    ///   - toItem: the second item, or nil for a constant.
    ///   - secondAttribute: the second item's attribute (`notAnAttribute` without a second item).
    ///   - multiplier: applied to the second attribute.
    ///   - constant: added to it.
    ///   - file: where the constraint is made, for conflict explanations (the caller's, by default).
    ///   - line: the line there.
    /// - Throws: ``LayoutError/invalidConstraint(_:)`` with UIKit's message for a location equal to a
    ///   constant, an X attribute paired with a Y one, a location paired with a size, leading/trailing
    ///   mixed with left/right, or a missing attribute; ``LayoutError/nonFiniteNumber(_:)``.
    public convenience init(
        item: LayoutItem, attribute firstAttribute: LayoutAttribute, relatedBy relation: LayoutRelation,
        toItem: LayoutItem?, attribute secondAttribute: LayoutAttribute, multiplier: Double, constant: Double,
        file: String = #fileID, line: Int = #line
    ) throws(LayoutError) {
        try self.init(
            item, firstAttribute, relation, toItem, secondAttribute, multiplier: multiplier,
            constant: constant, origin: .user, file: file, line: line)
    }

    convenience init(
        _ item: LayoutItem, _ firstAttribute: LayoutAttribute, _ relation: LayoutRelation, _ toItem: LayoutItem?,
        _ secondAttribute: LayoutAttribute, multiplier: Double, constant: Double, priority: LayoutPriority = .required,
        origin: Origin, identifier: String? = nil, file: String = #fileID, line: Int = #line
    ) throws(LayoutError) {
        try LayoutConstraint.validate(item, firstAttribute, toItem, secondAttribute, multiplier, constant)
        self.init(
            unchecked: item, firstAttribute, relation, toItem, secondAttribute, multiplier: multiplier,
            constant: constant, priority: priority, origin: origin, identifier: identifier, file: file, line: line)
    }

    /// Makes a constraint without checking it (anchors check through `validationError`).
    init(
        unchecked item: LayoutItem, _ firstAttribute: LayoutAttribute, _ relation: LayoutRelation, _ toItem: LayoutItem?,
        _ secondAttribute: LayoutAttribute, multiplier: Double, constant: Double, priority: LayoutPriority = .required,
        origin: Origin, identifier: String? = nil, file: String = #fileID, line: Int = #line
    ) {
        self.firstItemReference = UnownedItem(item)
        self.firstAttribute = firstAttribute
        self.relation = relation
        // Not `toItem.map(UnownedItem.init)`: that initializer is main-actor isolated, and Swift
        // checks the actor on each call the standard library makes to it.
        self.secondItemReference = if let toItem { UnownedItem(toItem) } else { nil }
        self.secondAttribute = toItem == nil ? .notAnAttribute : secondAttribute
        self.multiplier = toItem == nil ? 0 : multiplier
        self.constant = constant
        self.storedPriority = priority
        self.origin = origin
        self.file = file
        self.line = line
        if let identifier { self.identifier = identifier }
    }

    /// An inactive copy with the same items, attributes, numbers, origin and identifier (nil once an
    /// item has been deallocated).
    func copy() -> LayoutConstraint? {
        guard let (firstItem, secondItem) = items else { return nil }
        let c = LayoutConstraint(
            unchecked: firstItem, firstAttribute, relation, secondItem, secondAttribute,
            multiplier: multiplier, constant: constant, priority: priority, origin: origin,
            identifier: identifier, file: file, line: line)
        c.source = source
        c.visualFormat = visualFormat
        c.isStandardSpacing = isStandardSpacing
        return c
    }

    static func validate(
        _ item: LayoutItem, _ a1: LayoutAttribute, _ toItem: LayoutItem?, _ a2: LayoutAttribute,
        _ multiplier: Double, _ constant: Double
    ) throws(LayoutError) {
        guard multiplier.isFinite, constant.isFinite else {
            throw .nonFiniteNumber(
                "NSLayoutConstraint for \(item.layoutName): the multiplier (\(multiplier)) and constant (\(constant)) must be finite numbers."
            )
        }
        guard a1 != .notAnAttribute else {
            throw .invalidConstraint("NSLayoutConstraint for \(item.layoutName): Unknown layout attribute")
        }
        let locationToConstant = !a1.isDimension && (toItem == nil || multiplier == 0)
        if locationToConstant {
            throw .invalidConstraint(
                "NSLayoutConstraint for \(item.layoutName): A multiplier of 0 or a nil second item together with a location for the first attribute creates an illegal constraint of a location equal to a constant. Location attributes must be specified in pairs."
            )
        }
        guard let _ = toItem else { return }
        // Made only on failure: every valid constraint passes through here.
        func invalidPairing() -> LayoutError {
            .invalidConstraint("NSLayoutConstraint for \(item.layoutName): Invalid pairing of layout attributes")
        }
        guard a2 != .notAnAttribute, a1.axis == a2.axis || (a1.isDimension && a2.isDimension) else {
            throw invalidPairing()
        }
        if a1.isDimension != a2.isDimension { throw invalidPairing() }
        if (a1.isDirectional && a2.isAbsoluteHorizontalEdge) || (a1.isAbsoluteHorizontalEdge && a2.isDirectional) {
            throw .invalidConstraint(
                "A constraint cannot be made between a leading/trailing attribute and a right/left attribute. Use leading/trailing for both or neither."
            )
        }
    }
}
