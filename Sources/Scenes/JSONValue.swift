import Foundation

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
    /// The parsed value (from JSONSerialization), nil when absent.
    public let value: Any?
    /// Where it was found.
    public let path: String

    /// Wraps a parsed value found at `path`.
    public init(value: Any?, path: String) {
        self.value = value
        self.path = path
    }

    /// Parses `data` as JSON; `source` names the input in the error.
    public static func parse(_ data: Data, source: String) throws -> JSONValue {
        do {
            return JSONValue(value: try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]), path: "")
        } catch {
            throw InputError(path: "", message: "\(source) is not valid JSON (\(error.localizedDescription))")
        }
    }

    private func child(_ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

    /// The member `key` of an object (its value is nil when absent).
    public subscript(key: String) -> JSONValue { JSONValue(value: (value as? [String: Any])?[key], path: child(key)) }

    /// Whether the value is missing or null.
    public var isAbsent: Bool { value == nil || value is NSNull }

    /// The value as an object, or an error naming the path.
    public func object() throws -> [String: Any] {
        guard let o = value as? [String: Any] else { throw InputError(path: path, message: "expected an object") }
        return o
    }

    /// The value as an array of values with their paths.
    public func array(_ what: String = "an array") throws -> [JSONValue] {
        guard let a = value as? [Any] else { throw InputError(path: path, message: "expected \(what)") }
        return a.enumerated().map { JSONValue(value: $1, path: "\(path)[\($0)]") }
    }

    /// The value as a string.
    public func string() throws -> String {
        guard let s = value as? String else { throw InputError(path: path, message: "expected a string") }
        return s
    }

    /// The value as a finite number (not a boolean).
    public func number() throws -> Double {
        guard let n = value as? NSNumber, !JSONValue.isBoolean(n) else {
            throw InputError(path: path, message: "expected a number")
        }
        let d = n.doubleValue
        guard d.isFinite else { throw InputError(path: path, message: "expected a finite number") }
        return d
    }

    /// The value as an integer.
    public func integer() throws -> Int {
        let d = try number()
        guard d == d.rounded(), abs(d) < 1e15 else { throw InputError(path: path, message: "expected an integer") }
        return Int(d)
    }

    private static func isBoolean(_ n: NSNumber) -> Bool {
        String(cString: n.objCType) == "c" && (n == NSNumber(value: true) || n == NSNumber(value: false))
            && type(of: n) != NSNumber.self
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
