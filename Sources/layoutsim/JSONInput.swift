import Foundation

/// A malformed input, with the JSON path of the culprit: `constraints[4].terms[1]: expected [coefficient, variable]`.
struct InputError: Error, CustomStringConvertible {
    let path: String
    let message: String
    var description: String { path.isEmpty ? message : "\(path): \(message)" }
}

/// A parsed JSON value with the path it was found at, for errors that name their culprit.
struct JSONValue {
    let value: Any?
    let path: String

    /// Parses `data` as JSON.
    static func parse(_ data: Data, source: String) throws -> JSONValue {
        do {
            return JSONValue(value: try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]), path: "")
        } catch {
            throw InputError(path: "", message: "\(source) is not valid JSON (\(error.localizedDescription))")
        }
    }

    private func child(_ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

    /// The member `key` of an object (its value is nil when absent).
    subscript(key: String) -> JSONValue { JSONValue(value: (value as? [String: Any])?[key], path: child(key)) }

    var isAbsent: Bool { value == nil || value is NSNull }

    func object() throws -> [String: Any] {
        guard let o = value as? [String: Any] else { throw InputError(path: path, message: "expected an object") }
        return o
    }

    func array(_ what: String = "an array") throws -> [JSONValue] {
        guard let a = value as? [Any] else { throw InputError(path: path, message: "expected \(what)") }
        return a.enumerated().map { JSONValue(value: $1, path: "\(path)[\($0)]") }
    }

    func string() throws -> String {
        guard let s = value as? String else { throw InputError(path: path, message: "expected a string") }
        return s
    }

    func number() throws -> Double {
        guard let n = value as? NSNumber, !JSONValue.isBoolean(n) else {
            throw InputError(path: path, message: "expected a number")
        }
        let d = n.doubleValue
        guard d.isFinite else { throw InputError(path: path, message: "expected a finite number") }
        return d
    }

    func integer() throws -> Int {
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
enum JSONText {
    static func number(_ v: Double) -> String {
        if v == 0 { return "0.0" }
        return "\(v)"
    }

    static func string(_ s: String) -> String {
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

    static func object(_ pairs: [(String, String)]) -> String {
        "{" + pairs.map { "\(string($0.0)): \($0.1)" }.joined(separator: ", ") + "}"
    }

    static func array(_ items: [String]) -> String { "[" + items.joined(separator: ", ") + "]" }
}
