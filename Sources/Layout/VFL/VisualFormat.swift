// The Visual Format Language, as Apple's parser reads it (shared/reference/VFL_GRAMMAR.md).
//
// A recursive-descent parser over the format's bytes (the format is ASCII by the time it runs):
//   format      = (orientation ':')? ('|' connection)? view (connection view)* (connection '|')?
//   view        = '[' name ('(' predicate (',' predicate)* ')')? ']'
//   connection  = '' | '-' | '-' predicate '-' | '-(' predicate (',' predicate)* ')-'
//   predicate   = relation? (number | metric | viewName) ('@' (number | metric))?
// Every error carries Apple's description and the caret where the parser stopped.

/// One constraint a visual format describes, before its items are resolved to views.
public struct VisualFormatConstraint: Sendable, Equatable, CustomStringConvertible {
    /// An item of a visual-format constraint.
    public enum Item: Sendable, Equatable {
        /// A view of the `views` dictionary.
        case view(String)
        /// The superview, `|`.
        case superview
        /// The superview's layout-margins guide (standard spacing against `|`, UIKit iOS 11+).
        case superviewMargins

        /// `name`, `|` or `|.layoutMarginsGuide`.
        public var name: String {
            switch self {
            case .view(let n): n
            case .superview: "|"
            case .superviewMargins: "|.layoutMarginsGuide"
            }
        }
    }

    /// The first item.
    public var first: Item
    /// Its attribute.
    public var firstAttribute: LayoutAttribute
    /// The relation.
    public var relation: LayoutRelation
    /// The second item, or nil for a constant.
    public var second: Item?
    /// Its attribute (`notAnAttribute` without a second item).
    public var secondAttribute: LayoutAttribute
    /// The constant.
    public var constant: Double
    /// The priority (``required`` or more is required).
    public var priority: Double
    /// The required priority, 1000 (``LayoutPriority/required``).
    public static let required = Double(LayoutPriority.required.rawValue)
    /// Whether the constant came from standard spacing (`-`): UIKit's symbolic constant `NSSpace`.
    public var isStandardSpacing: Bool

    /// `b.leading == a.trailing + 8 @750`.
    public var description: String {
        var s = "\(first.name).\(firstAttribute) \(relation) "
        if let second {
            s += "\(second.name).\(secondAttribute)" + (constant == 0 ? "" : " + \(short(constant))")
        } else {
            s += short(constant)
        }
        return priority < VisualFormatConstraint.required ? s + " @\(short(priority))" : s
    }
}

/// The Visual Format Language parser.
public enum VisualFormat {
    /// Parses a visual format into constraint descriptions, in Apple's output order.
    ///
    /// - Parameters:
    ///   - format: e.g. `H:|-[button]-[field(>=80)]-|`.
    ///   - options: alignment, direction and spacing options.
    ///   - metrics: names usable as constants and priorities.
    ///   - views: the view names (keys of the `views` dictionary).
    ///   - viewsWithoutSuperview: views that have no superview (`|` next to them is an error).
    /// - Throws: ``VisualFormatError`` with Apple's description and caret.
    public static func parse(
        _ format: String, options: LayoutFormatOptions = [], metrics: [String: Double] = [:],
        views: Set<String>, viewsWithoutSuperview: Set<String> = []
    ) throws(VisualFormatError)
        -> [VisualFormatConstraint]
    {
        var parser = VisualFormatParser(
            format: format, metrics: metrics, views: views,
            withoutSuperview: viewsWithoutSuperview)
        let layout = try parser.parseLayout()
        return try parser.constraints(for: layout, options: options)
    }
}

struct VisualFormatParser {
    let format: String
    let bytes: [UInt8]
    let metrics: [String: Double]
    let views: Set<String>
    let withoutSuperview: Set<String>
    var pos = 0

    struct Predicate {
        enum Object { case constant(Double), view(String) }
        var relation: LayoutRelation
        var object: Object
        var priority: Double
    }

    enum Element {
        case superview
        case view(String, [Predicate])
    }

    enum Connection {
        case flush
        case standard
        case predicates([Predicate])
    }

    struct Layout {
        var vertical: Bool
        var elements: [Element]
        var connections: [Connection]
    }

    init(format: String, metrics: [String: Double], views: Set<String>, withoutSuperview: Set<String>) {
        self.format = format
        self.bytes = Array(format.utf8)
        self.metrics = metrics
        self.views = views
        self.withoutSuperview = withoutSuperview
    }

    // MARK: Cursor

    var atEnd: Bool { pos >= bytes.count }
    var peek: UInt8? { pos < bytes.count ? bytes[pos] : nil }

    func fail(_ kind: VisualFormatError.Kind, _ description: String, at caret: Int? = nil, from start: Int? = nil) -> VisualFormatError {
        let c = caret ?? pos
        return VisualFormatError(
            kind: kind, description: description, format: format, caret: c,
            range: (start ?? c)..<max(c, (start ?? c)) + (start == nil ? 1 : 0))
    }

    static func isIdentStart(_ b: UInt8) -> Bool { (b >= 65 && b <= 90) || (b >= 97 && b <= 122) || b == 95 }
    static func isIdent(_ b: UInt8) -> Bool { isIdentStart(b) || isDigit(b) }
    static func isDigit(_ b: UInt8) -> Bool { b >= 48 && b <= 57 }

    mutating func identifier() -> String {
        let start = pos
        while let b = peek, VisualFormatParser.isIdent(b) { pos += 1 }
        return String(decoding: bytes[start..<pos], as: UTF8.self)
    }

    // MARK: Layout

    mutating func parseLayout() throws(VisualFormatError) -> Layout {
        guard !bytes.isEmpty else {
            throw VisualFormatError(kind: .emptyString, description: "It's an empty string.", format: format, caret: nil, range: nil)
        }
        guard bytes.allSatisfy({ $0 < 128 }) else {
            throw VisualFormatError(
                kind: .nonASCII, description: "It contains non-ASCII characters.", format: format, caret: nil, range: nil)
        }
        var vertical = false
        if let b = peek, b == UInt8(ascii: "H") || b == UInt8(ascii: "V") {
            vertical = b == UInt8(ascii: "V")
            guard bytes.count > 1, bytes[1] == UInt8(ascii: ":") else {
                let which = vertical ? "'V' to specify vertical" : "'H' to specify horizontal"
                throw fail(.expectedOrientationColon, "Expected ':' after \(which) arrangement", at: 1)
            }
            pos = 2
        }
        var elements: [Element] = []
        var connections: [Connection] = []
        if peek == UInt8(ascii: "|") {
            pos += 1
            elements.append(.superview)
            guard !atEnd else {
                throw fail(.expectedConnectionAfterSuperview, "Expected a connection after the '|' character")
            }
            connections.append(try parseConnection())
        }
        let first = try parseView()
        elements.append(first)
        if case .superview = elements[0], case .view(let name, _) = first, withoutSuperview.contains(name) {
            throw noSuperview()
        }
        while !atEnd {
            let connection = try parseConnection()
            if peek == UInt8(ascii: "[") {
                connections.append(connection)
                elements.append(try parseView())
            } else if peek == UInt8(ascii: "|") {
                pos += 1
                connections.append(connection)
                if case .view(let name, _)? = elements.last, withoutSuperview.contains(name) { throw noSuperview() }
                elements.append(.superview)
                guard atEnd else { throw fail(.expectedEnd, "Expected the end of the format string") }
            } else {
                throw fail(.expectedViewOrSuperview, "Expected a view or '|'")
            }
        }
        return Layout(vertical: vertical, elements: elements, connections: connections)
    }

    func noSuperview() -> VisualFormatError {
        fail(.noSuperview, "Unable to interpret '|' character, because the related view doesn't have a superview")
    }

    mutating func parseView() throws(VisualFormatError) -> Element {
        guard peek == UInt8(ascii: "[") else { throw fail(.expectedView, "Expected a view") }
        pos += 1
        guard let b = peek else { throw fail(.expectedView, "Expected a view") }
        guard VisualFormatParser.isIdentStart(b) else {
            throw fail(
                .invalidViewName,
                "Expected a view. View names must start with a letter or an underscore, then contain letters, numbers, and underscores.")
        }
        let start = pos
        let name = identifier()
        guard views.contains(name) else {
            throw fail(.unknownView, "\(name) is not a key in the views dictionary.", from: start)
        }
        let viewClose = "Expected a ']' here. That is how you give the end of a view."
        guard let next = peek else { throw fail(.expectedViewClose, viewClose) }
        var predicates: [Predicate] = []
        if next == UInt8(ascii: "(") {
            pos += 1
            guard !atEnd else {
                throw fail(.ranOutInView, "Unexpectedly ran out of character fodder in the middle of parsing a view")
            }
            while true {
                predicates.append(try parsePredicate(inConnection: false))
                guard peek == UInt8(ascii: ",") else { break }
                pos += 1
            }
            guard peek == UInt8(ascii: ")") else {
                throw fail(.predicateNotClosed, "A predicate on a view's thickness must end with ')' and the view must end with ']'")
            }
            pos += 1
            guard peek == UInt8(ascii: "]") else {
                throw fail(.expectedThicknessClose, "Expected ']' after specifying thickness.")
            }
        } else if next != UInt8(ascii: "]") {
            throw fail(.expectedViewClose, viewClose)
        }
        pos += 1
        return .view(name, predicates)
    }

    mutating func parseConnection() throws(VisualFormatError) -> Connection {
        guard peek == UInt8(ascii: "-") else { return .flush }
        pos += 1
        guard let b = peek else { throw fail(.expectedMoreInput, "Expected more input") }
        if b == UInt8(ascii: "[") || b == UInt8(ascii: "|") { return .standard }
        if b == UInt8(ascii: "-") {
            throw fail(
                .ambiguousMinus,
                "Cannot tell if this - is a minus sign or an accidental extra bar in the connection. Use parentheses around negative numbers."
            )
        }
        var predicates: [Predicate] = []
        if b == UInt8(ascii: "(") {
            pos += 1
            while true {
                predicates.append(try parsePredicate(inConnection: true))
                if peek == UInt8(ascii: ",") {
                    pos += 1
                    continue
                }
                guard peek == UInt8(ascii: ")") else {
                    throw fail(
                        .expectedCloseParen,
                        "Expected a ')' at the end of a constraint modifier, or a ',' before another constraint modifier")
                }
                pos += 1
                break
            }
        } else {
            predicates.append(try parsePredicate(inConnection: true))
            if peek == UInt8(ascii: ",") {
                throw fail(
                    .connectionListNeedsParens,
                    "Expected a '-' here. To specify a list of constraints, you must use parentheses around the list of constraints")
            }
        }
        guard peek == UInt8(ascii: "-") else { throw fail(.expectedDash, "Expected a '-' here") }
        pos += 1
        return .predicates(predicates)
    }
}
