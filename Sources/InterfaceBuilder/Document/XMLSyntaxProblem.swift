import Foundation

/// What an XML syntax error means, and where it stands, in words a person fixing the file can act
/// on.
///
/// Foundation's parser reports a bare code on Linux ("The operation could not be completed.
/// (NSXMLParserErrorDomain error 76.)"), and a closing tag that names another element where the
/// document ends. ``locate(in:)`` finds the two mistakes a merge or a hand edit most often leaves
/// (a merge conflict's markers, a misplaced closing tag) where they stand; ``describe(code:)``
/// words the parser's code (libxml2's, which `XMLParser.ErrorCode` mirrors) for the rest.
enum XMLSyntaxProblem {
    /// The sentence for a parser error code; a code not listed is named by its number.
    ///
    /// - Parameter code: the parser's error code.
    static func describe(code: Int) -> String {
        switch code {
        case 4: return "there is no XML element in it"
        case 5: return "it ends before its document element is complete"
        case 9: return "it has a character XML does not allow"
        case 23, 26, 68:
            return "an & or < starts no entity or tag (in text and attribute values write &amp; and &lt;)"
        case 38: return "an attribute value holds a < (write &lt;)"
        case 39, 40, 41, 65: return "an attribute has no quoted value"
        case 42: return "an element gives the same attribute twice"
        case 64: return "an <?xml ...?> declaration is not at the very start of the file"
        case 73: return "a tag is not closed with >"
        case 76: return "a closing tag does not match the element it closes"
        case 77: return "a tag is not finished"
        case 80: return "a comment contains --"
        case 85: return "its tags are not balanced"
        case 86: return "there is more after the document element's end"
        default: return "XML parser error \(code)"
        }
    }

    /// The first closing tag that names another element than the one open or, with
    /// `conflictMarkers`, merge conflict marker (a line starting with seven `<`, `=` or `>`), with
    /// its line; nil when the scan finds neither. Comments, processing instructions, declarations,
    /// CDATA and quoted attribute values are skipped.
    ///
    /// - Parameters:
    ///   - data: the document's bytes.
    ///   - conflictMarkers: whether to look for merge conflict markers too (for a document that
    ///     does not parse: in one that does, such a line is text).
    static func locate(in data: Data, conflictMarkers: Bool) -> (problem: String, line: Int)? {
        let bytes = [UInt8](data)
        var scan = Scanner(bytes: bytes)
        var open: [(name: String, line: Int)] = []
        var atLineStart = true
        while scan.index < bytes.count {
            let c = bytes[scan.index]
            if c == UInt8(ascii: "\n") {
                scan.line += 1
                scan.index += 1
                atLineStart = true
                continue
            }
            if atLineStart, conflictMarkers, let marker = scan.conflictMarker() {
                return ("an unresolved merge conflict (a line starts with \(marker))", scan.line)
            }
            atLineStart = false
            guard c == UInt8(ascii: "<") else {
                scan.index += 1
                continue
            }
            if scan.skip(from: "<!--", to: "-->") || scan.skip(from: "<![CDATA[", to: "]]>")
                || scan.skip(from: "<?", to: "?>") || scan.skip(from: "<!", to: ">")
            {
                continue
            }
            let line = scan.line
            let closing = scan.index + 1 < bytes.count && bytes[scan.index + 1] == UInt8(ascii: "/")
            scan.index += closing ? 2 : 1
            let name = scan.name()
            let selfClosing = scan.skipTag()
            if closing {
                guard let top = open.popLast() else {
                    return ("</\(name)> closes no open element", line)
                }
                if top.name != name { return ("</\(name)> closes <\(top.name)> of line \(top.line)", line) }
            } else if !selfClosing, !name.isEmpty {
                open.append((name, line))
            }
        }
        return nil
    }

    /// A cursor over the document's bytes that counts lines.
    private struct Scanner {
        let bytes: [UInt8]
        var index = 0
        var line = 1

        /// The marker at the cursor (seven `<`, `=` or `>` then a space or the line's end), if any.
        func conflictMarker() -> String? {
            let c = bytes[index]
            guard [UInt8(ascii: "<"), UInt8(ascii: "="), UInt8(ascii: ">")].contains(c),
                index + 7 <= bytes.count, bytes[index..<index + 7].allSatisfy({ $0 == c })
            else { return nil }
            if index + 7 < bytes.count, ![UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r")].contains(bytes[index + 7]) {
                return nil
            }
            return String(repeating: Character(Unicode.Scalar(c)), count: 7)
        }

        /// Whether `start` is at the cursor; if so, moves past the next `end` (or to the end).
        mutating func skip(from start: String, to end: String) -> Bool {
            guard has(start, at: index) else { return false }
            index += start.utf8.count
            while index < bytes.count, !has(end, at: index) { advance() }
            index = min(index + end.utf8.count, bytes.count)
            return true
        }

        /// The element name at the cursor, moving past it.
        mutating func name() -> String {
            let start = index
            while index < bytes.count, !isNameEnd(bytes[index]) { index += 1 }
            return String(decoding: bytes[start..<index], as: UTF8.self)
        }

        /// Moves past the tag's `>`, skipping quoted values; whether the tag ended with `/>`.
        mutating func skipTag() -> Bool {
            var quote: UInt8?
            while index < bytes.count {
                let c = bytes[index]
                if let q = quote {
                    if c == q { quote = nil }
                } else if c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") {
                    quote = c
                } else if c == UInt8(ascii: ">") {
                    index += 1
                    return bytes[index - 2] == UInt8(ascii: "/")
                }
                advance()
            }
            return false
        }

        private mutating func advance() {
            if bytes[index] == UInt8(ascii: "\n") { line += 1 }
            index += 1
        }

        /// Whether `text` stands at `i` (compared in place: no copy of its bytes, called once per
        /// byte of a comment).
        private func has(_ text: String, at i: Int) -> Bool {
            let n = text.utf8.count
            return i + n <= bytes.count && bytes[i..<i + n].elementsEqual(text.utf8)
        }

        private func isNameEnd(_ c: UInt8) -> Bool {
            c == UInt8(ascii: " ") || c == UInt8(ascii: ">") || c == UInt8(ascii: "/") || c == UInt8(ascii: "\n")
                || c == UInt8(ascii: "\t") || c == UInt8(ascii: "\r")
        }
    }
}
