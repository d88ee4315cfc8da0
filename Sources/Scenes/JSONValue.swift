import Foundation
import Layout

/// A malformed input, with the JSON path of the culprit: `constraints[4].terms[1]: expected [coefficient, variable]`.
public struct InputError: Error, CustomStringConvertible, Sendable {
    /// The JSON path of the culprit (`constraints[4].terms[1]`); empty for the whole input.
    public let path: String
    /// What is wrong there.
    public let message: String

    /// Makes an error.
    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    /// `path: message`.
    public var description: String { path.isEmpty ? message : "\(path): \(message)" }
}

/// A parsed JSON value with the path it was found at, for errors that name their culprit.
public struct JSONValue {
    /// The parsed value, nil when absent.
    public let value: JSON?
    /// Where it was found.
    public let path: String

    /// Wraps a parsed value found at `path`.
    public init(value: JSON?, path: String) {
        self.value = value
        self.path = path
    }

    /// Parses `data` as JSON; `source` names the input in the error.
    ///
    /// - Throws: ``InputError`` with the line and column of a syntax error:
    ///   `the scene is not valid JSON: line 3, column 14: a trailing comma before ']'`.
    public static func parse(_ data: Data, source: String) throws -> JSONValue {
        do {
            return JSONValue(value: try JSONParser.parse(Array(data)), path: "")
        } catch {
            throw InputError(path: "", message: "\(source) is not valid JSON: \(error)")
        }
    }

    private func child(_ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

    /// The member `key` of an object (its value is nil when absent).
    public subscript(key: String) -> JSONValue { JSONValue(value: value?[key], path: child(key)) }

    /// Whether the value is missing or null.
    public var isAbsent: Bool { value == nil || value == .null }

    private func mismatch(_ expected: String) -> InputError {
        InputError(path: path, message: "expected \(expected), found \(value?.kindDescription ?? "nothing")")
    }

    /// The value as an object, or an error naming the path.
    public func object() throws -> [(key: String, value: JSON)] {
        guard case .object(let o) = value else { throw mismatch("an object") }
        return o
    }

    /// The value as an array of values with their paths.
    public func array(_ what: String = "an array") throws -> [JSONValue] {
        guard case .array(let a) = value else { throw mismatch(what) }
        return a.enumerated().map { JSONValue(value: $1, path: "\(path)[\($0)]") }
    }

    /// The value as a string.
    public func string() throws -> String {
        guard case .string(let s) = value else { throw mismatch("a string") }
        return s
    }

    /// The value as a string, or nil when it is something else.
    public var stringIfAny: String? {
        if case .string(let s) = value { return s }
        return nil
    }

    /// The value as `true` or `false` (numbers are not booleans).
    public func bool() throws -> Bool {
        guard case .bool(let b) = value else { throw mismatch("true or false") }
        return b
    }

    /// The value as a finite number (not a boolean, not a numeric string).
    public func number() throws -> Double {
        guard case .number(let text, let d) = value else { throw mismatch("a number") }
        guard d.isFinite else {
            throw InputError(
                path: path, message: "the number \(text) is too large (a number must lie within ±\(Double.greatestFiniteMagnitude))")
        }
        return d
    }

    /// The value as a number within `range`, with the range in the message when it is outside.
    ///
    /// - Parameters:
    ///   - range: the accepted values.
    ///   - what: what the number is, for the message (`a window width`).
    public func number(in range: ClosedRange<Double>, _ what: String) throws -> Double {
        let d = try number()
        guard range.contains(d) else {
            throw InputError(
                path: path,
                message:
                    "\(what) must lie in \(JSONValue.format(range.lowerBound))...\(JSONValue.format(range.upperBound)), got \(JSONValue.format(d))"
            )
        }
        return d
    }

    /// The value as an integer.
    public func integer() throws -> Int {
        let d = try number()
        guard d == d.rounded(), abs(d) < 1e15 else { throw InputError(path: path, message: "expected an integer") }
        return Int(d)
    }

    /// Warns about the members of an object that the reader does not know.
    ///
    /// - Parameters:
    ///   - known: the member names the reader uses.
    ///   - warnings: where `path.member: unknown field (ignored)` lines go.
    public func checkFields(_ known: Set<String>, into warnings: inout [String]) {
        guard case .object(let members) = value else { return }
        for m in members where !known.contains(m.key) {
            warnings.append("\(child(m.key)): unknown field (ignored; known here: \(known.sorted().joined(separator: ", ")))")
        }
    }

    /// A number as people write it: `1000`, `0.5`, `1e+308`.
    static func format(_ d: Double) -> String {
        d == d.rounded() && abs(d) < 1e15 ? String(Int(d)) : "\(d)"
    }
}

/// Writes JSON by hand so keys keep their order and numbers print the same on every run.
public enum JSONText {
    /// A number as JSON (`0.0`, `568.0`, `0.5`).
    public static func number(_ v: Double) -> String {
        if v == 0 { return "0.0" }
        return "\(v)"
    }

    /// A string as JSON, escaped.
    public static func string(_ s: String) -> String {
        var out = "\""
        for u in s.unicodeScalars {
            switch u {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where u.value < 0x20: out += String(format: "\\u%04x", u.value)
            default: out.unicodeScalars.append(u)
            }
        }
        return out + "\""
    }

    /// An object from ordered key/JSON-text pairs.
    public static func object(_ pairs: [(String, String)]) -> String {
        "{" + pairs.map { "\(string($0.0)): \($0.1)" }.joined(separator: ", ") + "}"
    }

    /// An array from JSON texts.
    public static func array(_ items: [String]) -> String { "[" + items.joined(separator: ", ") + "]" }
}
