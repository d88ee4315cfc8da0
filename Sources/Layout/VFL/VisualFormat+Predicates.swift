// Predicates: relation, constant / metric / view, priority; numbers as strtod reads them.

extension VisualFormatParser {
    static let numberOrMetric = "Expected a number or key from the metrics dictionary, but encountered something else"

    mutating func parsePredicate(inConnection: Bool) throws(VisualFormatError) -> Predicate {
        var relation = LayoutRelation.equal
        if let b = peek, b == UInt8(ascii: "<") || b == UInt8(ascii: ">") || b == UInt8(ascii: "=") {
            guard pos + 1 < bytes.count, bytes[pos + 1] == UInt8(ascii: "=") else {
                throw fail(.unknownRelation, "Unknown relation. Must be ==, >=, or <=", at: pos + 1)
            }
            relation = b == UInt8(ascii: "<") ? .lessThanOrEqual : b == UInt8(ascii: ">") ? .greaterThanOrEqual : .equal
            pos += 2
        }
        let object: Predicate.Object
        skipBlanksBeforeNumber()
        if let b = peek, isNumberStart(b) {
            object = .constant(try parseNumber())
        } else if let b = peek, VisualFormatParser.isIdentStart(b) {
            let start = pos
            let name = identifier()
            if let value = metrics[name] {
                object = .constant(value)
            } else if views.contains(name) {
                if inConnection {
                    throw fail(
                        .viewAsSpacing,
                        "It's not possible to set a space equal to the width or height of a view.  Perhaps you want to use a view as a spacer? [view1][spacer(==view1)][view2]",
                        from: start)
                }
                object = .view(name)
            } else {
                throw fail(
                    .unknownMetric,
                    "Encountered metric with name \"\(name)\", but value was not specified in metrics or views dictionaries", from: start)
            }
        } else {
            throw fail(.expectedNumberOrMetric, VisualFormatParser.numberOrMetric)
        }
        var priority = 1000.0
        if peek == UInt8(ascii: "@") {
            pos += 1
            let start = pos
            skipBlanksBeforeNumber()
            if let b = peek, isNumberStart(b) {
                priority = try parseNumber()
            } else if let b = peek, VisualFormatParser.isIdentStart(b) {
                let name = identifier()
                if let value = metrics[name] {
                    priority = value
                } else if views.contains(name) {
                    priority = 0  // Apple resolves a view name used as a priority to 0
                } else {
                    throw fail(
                        .unknownMetric,
                        "Encountered metric with name \"\(name)\", but value was not specified in metrics or views dictionaries",
                        from: start)
                }
            } else {
                throw fail(.expectedNumberOrMetric, VisualFormatParser.numberOrMetric)
            }
            guard priority > 0 else {
                throw fail(
                    .invalidPriority, "Invalid priority specified: \(VisualFormatParser.g(priority)). Priority must be greater than 0",
                    from: start)
            }
            guard priority <= VisualFormatConstraint.required else {
                throw fail(
                    .invalidPriority,
                    "Invalid priority specified: \(VisualFormatParser.g(priority)). Priority cannot be higher than NSLayoutPriorityRequired, which is 1000.",
                    from: start)
            }
        }
        return Predicate(relation: relation, object: object, priority: priority)
    }

    func isNumberStart(_ b: UInt8) -> Bool {
        VisualFormatParser.isDigit(b) || b == UInt8(ascii: "-") || b == UInt8(ascii: "+") || b == UInt8(ascii: ".")
    }

    /// strtod skips blanks before a number (and only there).
    mutating func skipBlanksBeforeNumber() {
        var p = pos
        while p < bytes.count, bytes[p] == UInt8(ascii: " ") { p += 1 }
        if p > pos, p < bytes.count, isNumberStart(bytes[p]) { pos = p }
    }

    /// A number as `strtod` reads it: sign, digits, fraction, exponent.
    mutating func parseNumber() throws(VisualFormatError) -> Double {
        let start = pos
        if peek == UInt8(ascii: "-") || peek == UInt8(ascii: "+") { pos += 1 }
        var digits = 0
        while let b = peek, VisualFormatParser.isDigit(b) { pos += 1; digits += 1 }
        if peek == UInt8(ascii: ".") {
            pos += 1
            while let b = peek, VisualFormatParser.isDigit(b) { pos += 1; digits += 1 }
        }
        guard digits > 0 else {
            pos = start + 1
            throw fail(.expectedNumberOrMetric, "Expected a number or a key from the metrics dictionary, but encountered something else")
        }
        if let e = peek, e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
            var p = pos + 1
            if p < bytes.count, bytes[p] == UInt8(ascii: "-") || bytes[p] == UInt8(ascii: "+") { p += 1 }
            if p < bytes.count, VisualFormatParser.isDigit(bytes[p]) {
                pos = p
                while let b = peek, VisualFormatParser.isDigit(b) { pos += 1 }
            }
        }
        let text = String(decoding: bytes[start..<pos], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw fail(.expectedNumberOrMetric, VisualFormatParser.numberOrMetric, from: start)
        }
        return value
    }

    /// `%g`-style: `1001`, `-1`, `0.5`.
    static func g(_ v: Double) -> String {
        v == v.rounded() && abs(v) < 1e15 ? String(Int64(v)) : "\(v)"
    }
}
