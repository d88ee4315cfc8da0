/// A JSON document as parsed by ``JSONParser``: numbers keep their text, objects their key order.
public indirect enum JSON: Sendable, Equatable {
    /// `null`.
    case null
    /// `true` or `false` (never a number).
    case bool(Bool)
    /// A number, as written (`"1e400"`) and as the nearest `Double` (infinite when it does not fit).
    case number(text: String, value: Double)
    /// A string.
    case string(String)
    /// An array.
    case array([JSON])
    /// An object, its members in the order written.
    case object([(key: String, value: JSON)])

    /// The member `key` of an object, nil when absent or when this is not an object.
    public subscript(key: String) -> JSON? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// What the value is, for messages: `a string`, `an array`, `true`...
    public var kindDescription: String {
        switch self {
        case .null: "null"
        case .bool(let b): b ? "true" : "false"
        case .number(let text, _): "the number \(text)"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    public static func == (a: JSON, b: JSON) -> Bool {
        switch (a, b) {
        case (.null, .null): true
        case let (.bool(x), .bool(y)): x == y
        case let (.number(_, x), .number(_, y)): x == y
        case let (.string(x), .string(y)): x == y
        case let (.array(x), .array(y)): x == y
        case let (.object(x), .object(y)): x.count == y.count && zip(x, y).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: false
        }
    }
}

/// A strict JSON reader (RFC 8259) whose errors give the line and column of the culprit.
///
/// Unlike Foundation's reader it refuses trailing commas and duplicate keys, keeps `true` apart from `1`,
/// reads numbers of any length (a number too large for a `Double` is kept, and refused where it is used,
/// with its path), and nests as deep as ``maximumDepth`` without recursion.
///
/// ```swift
/// try JSONParser.parse(Array("{\"window\": [320, 568]}".utf8))
/// // .object([("window", .array([.number(text: "320", value: 320), .number(text: "568", value: 568)]))])
/// ```
public struct JSONParser {
    /// How deep arrays and objects may nest.
    public static let maximumDepth = 100_000

    /// A syntax error at a line and column (both from 1; columns count UTF-8 bytes).
    public struct SyntaxError: Error, CustomStringConvertible, Sendable {
        /// The line, from 1.
        public let line: Int
        /// The column, from 1.
        public let column: Int
        /// What is wrong there.
        public let message: String
        /// `line 3, column 14: expected ',' or '}' after a member, found ']'`.
        public var description: String { "line \(line), column \(column): \(message)" }
    }

    private let bytes: [UInt8]
    private var i = 0

    /// Parses a whole document (one value, surrounded by whitespace only).
    ///
    /// - Throws: ``SyntaxError`` at the first byte that does not fit the grammar.
    public static func parse(_ bytes: [UInt8]) throws(SyntaxError) -> JSON {
        var p = JSONParser(bytes: bytes)
        let value = try p.document()
        return value
    }

    private init(bytes: [UInt8]) {
        // A UTF-8 byte-order mark is skipped, as JSON readers may.
        self.bytes = bytes
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { i = 3 }
    }

    /// An array or object being read (a class, so appending to it never copies what it holds).
    private final class Frame {
        let isArray: Bool
        var items: [JSON] = []
        var members: [(key: String, value: JSON)] = []
        /// The key of the member being read, and every key so far.
        var key = ""
        var keys: Set<String> = []

        init(isArray: Bool) { self.isArray = isArray }
    }

    private mutating func document() throws(SyntaxError) -> JSON {
        var stack: [Frame] = []
        var result: JSON?
        skipSpace()
        while true {
            // Read one value, or open a container.
            var value: JSON
            guard i < bytes.count else { throw fail(stack.isEmpty ? "the input is empty" : "the input ends inside \(openName(stack))") }
            switch bytes[i] {
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                guard stack.count < JSONParser.maximumDepth else {
                    throw fail("arrays and objects nest deeper than \(JSONParser.maximumDepth) levels")
                }
                let isArray = bytes[i] == UInt8(ascii: "[")
                i += 1
                skipSpace()
                if i < bytes.count, bytes[i] == UInt8(ascii: isArray ? "]" : "}") {
                    i += 1
                    value = isArray ? .array([]) : .object([])
                } else {
                    let frame = Frame(isArray: isArray)
                    if !isArray {
                        frame.key = try memberKey()
                        frame.keys = [frame.key]
                    }
                    stack.append(frame)
                    continue
                }
            default:
                value = try scalar()
            }
            // Put the value into its container; close every container that ends here.
            while let top = stack.last {
                skipSpace()
                guard i < bytes.count else { throw fail("the input ends inside \(openName(stack))") }
                let c = bytes[i]
                let close = UInt8(ascii: top.isArray ? "]" : "}")
                if top.isArray { top.items.append(value) } else { top.members.append((top.key, value)) }
                if c == UInt8(ascii: ",") {
                    i += 1
                    skipSpace()
                    if i < bytes.count, bytes[i] == close { throw fail("a trailing comma before '\(top.isArray ? "]" : "}")'") }
                    if !top.isArray {
                        top.key = try memberKey()
                        guard top.keys.insert(top.key).inserted else {
                            throw fail("the key \"\(top.key)\" appears twice in one object", back: true)
                        }
                    }
                    break
                } else if c == close {
                    i += 1
                    value = top.isArray ? .array(top.items) : .object(top.members)
                    stack.removeLast()
                } else {
                    throw fail(
                        top.isArray
                            ? "expected ',' or ']' after an array element, found \(found())"
                            : "expected ',' or '}' after a member, found \(found())")
                }
            }
            if stack.isEmpty { result = value }
            if let result {
                skipSpace()
                guard i == bytes.count else { throw fail("unexpected \(found()) after the end of the document") }
                return result
            }
            skipSpace()
        }
    }

    private var keyStart = 0

    /// Reads `"key" :` and the space after it.
    private mutating func memberKey() throws(SyntaxError) -> String {
        guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") else {
            throw fail(i < bytes.count ? "expected a member name in double quotes, found \(found())" : "the input ends inside an object")
        }
        keyStart = i
        let key = try string()
        skipSpace()
        guard i < bytes.count, bytes[i] == UInt8(ascii: ":") else {
            throw fail("expected ':' after the member name \"\(key)\", found \(found())")
        }
        i += 1
        skipSpace()
        return key
    }

    private func openName(_ stack: [Frame]) -> String { stack.last?.isArray == true ? "an array" : "an object" }

    private mutating func scalar() throws(SyntaxError) -> JSON {
        switch bytes[i] {
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
        default: throw fail("expected a value, found \(found())")
        }
    }

    private mutating func literal(_ word: String) throws(SyntaxError) {
        let w = Array(word.utf8)
        guard bytes.count - i >= w.count, Array(bytes[i..<i + w.count]) == w else { throw fail("expected a value, found \(found())") }
        i += w.count
    }

    private mutating func number() throws(SyntaxError) -> JSON {
        let start = i
        func digits(_ p: inout JSONParser) -> Int {
            let s = p.i
            while p.i < p.bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(p.bytes[p.i]) { p.i += 1 }
            return p.i - s
        }
        if bytes[i] == UInt8(ascii: "-") { i += 1 }
        guard i < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[i]) else {
            throw fail("expected a digit, found \(found())")
        }
        if bytes[i] == UInt8(ascii: "0") {
            i += 1
            if i < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[i]) {
                throw fail("a number cannot start with 0 followed by digits")
            }
        } else {
            _ = digits(&self)
        }
        if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
            i += 1
            guard digits(&self) > 0 else { throw fail("expected a digit after the decimal point, found \(found())") }
        }
        if i < bytes.count, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
            i += 1
            if i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
            guard digits(&self) > 0 else { throw fail("expected a digit in the exponent, found \(found())") }
        }
        let text = String(decoding: bytes[start..<i], as: UTF8.self)
        // Double(_:) reads any length; too large gives infinity, too small 0, both kept with their text.
        return .number(text: text, value: Double(text) ?? .nan)
    }

    private mutating func string() throws(SyntaxError) -> String {
        let open = i
        i += 1
        var out: [UInt8] = []
        while true {
            guard i < bytes.count else { i = open; throw fail("this string is never closed") }
            let c = bytes[i]
            switch c {
            case UInt8(ascii: "\""):
                i += 1
                // Invalid UTF-8 is refused rather than silently replaced.
                guard let s = String(validating: out, as: UTF8.self) else { i = open; throw fail("this string is not valid UTF-8") }
                return s
            case UInt8(ascii: "\\"):
                i += 1
                guard i < bytes.count else { throw fail("the input ends inside an escape") }
                let e = bytes[i]
                i += 1
                switch e {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(e)
                case UInt8(ascii: "b"): out.append(8)
                case UInt8(ascii: "f"): out.append(12)
                case UInt8(ascii: "n"): out.append(10)
                case UInt8(ascii: "r"): out.append(13)
                case UInt8(ascii: "t"): out.append(9)
                case UInt8(ascii: "u"):
                    var scalar = try hex4()
                    if (0xD800..<0xDC00).contains(scalar) {
                        guard bytes.count - i >= 6, bytes[i] == UInt8(ascii: "\\"), bytes[i + 1] == UInt8(ascii: "u") else {
                            throw fail("a high surrogate \\u\(String(scalar, radix: 16)) without its low surrogate")
                        }
                        i += 2
                        let low = try hex4()
                        guard (0xDC00..<0xE000).contains(low) else {
                            throw fail("a high surrogate followed by \\u\(String(low, radix: 16)), not a low surrogate")
                        }
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    } else if (0xDC00..<0xE000).contains(scalar) {
                        throw fail("a low surrogate \\u\(String(scalar, radix: 16)) without its high surrogate")
                    }
                    out.append(contentsOf: Array(String(Character(Unicode.Scalar(scalar)!)).utf8))
                default:
                    i -= 1
                    throw fail("unknown escape \\\(String(decoding: [e], as: UTF8.self))")
                }
            case 0..<0x20:
                throw fail("a control character (0x\(String(c, radix: 16))) inside a string must be escaped")
            default:
                out.append(c)
                i += 1
            }
        }
    }

    private mutating func hex4() throws(SyntaxError) -> UInt32 {
        guard bytes.count - i >= 4 else { throw fail("expected four hex digits after \\u") }
        var v: UInt32 = 0
        for _ in 0..<4 {
            let c = bytes[i]
            let d: UInt32
            switch c {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): d = UInt32(c - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): d = UInt32(c - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): d = UInt32(c - UInt8(ascii: "A") + 10)
            default: throw fail("expected four hex digits after \\u")
            }
            v = v << 4 | d
            i += 1
        }
        return v
    }

    private mutating func skipSpace() {
        while i < bytes.count {
            switch bytes[i] {
            case 0x20, 0x09, 0x0A, 0x0D: i += 1
            default: return
            }
        }
    }

    /// The byte at the cursor, for messages.
    private func found() -> String {
        guard i < bytes.count else { return "the end of the input" }
        let c = bytes[i]
        if c >= 0x20, c < 0x7F { return "'\(String(decoding: [c], as: UTF8.self))'" }
        return "byte 0x\(String(c, radix: 16, uppercase: true))"
    }

    /// An error at the cursor (or, with `back`, at the start of the last key read).
    private func fail(_ message: String, back: Bool = false) -> SyntaxError {
        let at = min(back ? keyStart : i, bytes.count)
        var line = 1, lineStart = 0
        for k in 0..<at where bytes[k] == 0x0A {
            line += 1
            lineStart = k + 1
        }
        return SyntaxError(line: line, column: at - lineStart + 1, message: message)
    }
}
