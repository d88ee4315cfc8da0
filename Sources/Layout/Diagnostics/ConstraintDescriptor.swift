/// How a constraint prints in UIKit's logs (UIKIT_FORMATS.md a.3), for user and engine-made constraints.
@MainActor
struct ConstraintDescriptor {
    enum Kind: Equatable { case user, autoresizing, contentSize, system }

    var kind: Kind
    /// `NSLayoutConstraint`, `NSAutoresizingMaskLayoutConstraint` or `NSContentSizeLayoutConstraint`.
    var className: String
    /// The object whose address is printed.
    var object: AnyObject
    var identifier: String?
    /// `h=--& v=--&` for autoresizing constraints.
    var prefix: String?
    var first: LayoutItem
    var firstAttribute: String
    var relation: LayoutRelation
    var second: LayoutItem?
    var secondAttribute: String
    var multiplier: Double
    var constant: Double
    var priority: Float
    var standardSpacing: Bool
    /// `Hug:250` or `CompressionResistance:750`.
    var extra: String?
    /// Where a user constraint was made, and the visual format it came from.
    var file: String?
    var line: Int?
    var visualFormat: String?

    init(
        kind: Kind, className: String = "NSLayoutConstraint", object: AnyObject, identifier: String? = nil,
        prefix: String? = nil, first: LayoutItem, _ firstAttribute: String, _ relation: LayoutRelation = .equal,
        second: LayoutItem? = nil, _ secondAttribute: String = "", multiplier: Double = 1, constant: Double = 0,
        priority: Float = 1000, standardSpacing: Bool = false, extra: String? = nil
    ) {
        self.kind = kind
        self.className = className
        self.object = object
        self.identifier = identifier
        self.prefix = prefix
        self.first = first
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.second = second
        self.secondAttribute = secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.standardSpacing = standardSpacing
        self.extra = extra
    }

    /// How UIKit prints a constraint, by where it came from: the user's and the engine's as
    /// NSLayoutConstraint; a translated mask as NSAutoresizingMaskLayoutConstraint with its
    /// `h=--& v=--&` prefix and frame attribute names (`minX`, `midX`); content size as
    /// NSContentSizeLayoutConstraint with `Hug:250` or `CompressionResistance:750`.
    init(_ c: LayoutConstraint) {
        var kind = Kind.system, className = "NSLayoutConstraint", prefix: String?, extra: String?
        var names = { (a: LayoutAttribute) in a.description }
        var priority = c.priority.rawValue
        switch c.origin {
        case .user:
            kind = .user
        case .system:
            break
        case .autoresizingMask(let mask):
            kind = .autoresizing
            className = "NSAutoresizingMaskLayoutConstraint"
            prefix = mask.notation
            names = { $0.frameName }
        case .contentSize:
            kind = .contentSize
            className = "NSContentSizeLayoutConstraint"
            extra = (c.relation == .lessThanOrEqual ? "Hug:" : "CompressionResistance:") + short(Double(priority))
            priority = 1000
        }
        self.init(
            kind: kind, className: className, object: c, identifier: c.identifier, prefix: prefix, first: c.first,
            names(c.firstAttribute), c.relation, second: c.second,
            c.secondAttribute == .notAnAttribute ? "" : names(c.secondAttribute), multiplier: c.multiplier,
            constant: c.constant, priority: priority, standardSpacing: c.isStandardSpacing, extra: extra)
        if kind == .user {
            file = c.source ?? (c.file.isEmpty ? nil : c.file)
            line = c.source == nil && !c.file.isEmpty ? c.line : nil
            visualFormat = c.visualFormat
        }
    }
}
