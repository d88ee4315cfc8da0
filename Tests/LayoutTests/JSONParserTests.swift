import Foundation
import Layout
import Scenes
import Testing

/// The strict JSON reader behind scenes and `solve` cases (RFC 8259).
@Suite("JSON reader: RFC 8259, strict, with line and column")
struct JSONParserTests {
    private func parse(_ text: String) throws(JSONParser.SyntaxError) -> JSON { try JSONParser.parse(Array(text.utf8)) }

    @Test(
        "valid documents read as written",
        arguments: [
            ("[]", JSON.array([])),
            (" {} ", .object([])),
            ("[true, false, null]", .array([.bool(true), .bool(false), .null])),
            ("-0.5e+2", .number(text: "-0.5e+2", value: -50)),
            (#""a\"b\\c\/\n\u00e9\ud83d\ude00""#, .string("a\"b\\c/\né😀")),
            (#"{"b": 1, "a": [2]}"#, .object([("b", .number(text: "1", value: 1)), ("a", .array([.number(text: "2", value: 2)]))])),
            ("\u{FEFF}[1]", .array([.number(text: "1", value: 1)])),
        ])
    func valid(text: String, expected: JSON) throws {
        #expect(try parse(text) == expected)
    }

    @Test("numbers of any length are read; one too large for a Double keeps its text and is infinite")
    func hugeNumbers() throws {
        let digits = "1" + String(repeating: "0", count: 400)
        guard case .number(let text, let value) = try parse(digits) else { Issue.record("not a number"); return }
        #expect(text == digits && value == .infinity)
        guard case .number(_, let big) = try parse("1e400") else { Issue.record("not a number"); return }
        #expect(big == .infinity)
        guard case .number(_, let tiny) = try parse("1e-400") else { Issue.record("not a number"); return }
        #expect(tiny == 0)
    }

    @Test("deep nesting is read without recursion (512 and 50,000 levels)", arguments: [512, 50_000])
    func deepNesting(depth: Int) throws {
        var value = try parse(String(repeating: "[", count: depth) + String(repeating: "]", count: depth))
        var levels = 0
        while case .array(let items) = value, let first = items.first { value = first; levels += 1 }
        #expect(levels == depth - 1)
    }

    @Test(
        "malformed documents name the line, the column and what is wrong",
        arguments: [
            ("[1, 2,]", 1, 7, "a trailing comma before ']'"),
            ("{\"a\": 1,\n }", 2, 2, "a trailing comma before '}'"),
            ("{\"a\": 1, \"a\": 2}", 1, 10, "the key \"a\" appears twice in one object"),
            ("[1 2]", 1, 4, "expected ',' or ']' after an array element, found '2'"),
            ("{\n  \"window\": [320, 568]\n  \"views\": []\n}", 3, 3, "expected ',' or '}' after a member, found '\"'"),
            ("[01]", 1, 3, "a number cannot start with 0 followed by digits"),
            ("[1.]", 1, 4, "expected a digit after the decimal point"),
            ("[tru]", 1, 2, "expected a value"),
            ("{a: 1}", 1, 2, "expected a member name in double quotes"),
            ("[\"abc", 1, 2, "this string is never closed"),
            ("[\"a\tb\"]", 1, 4, "a control character (0x9) inside a string must be escaped"),
            (#"["\ud800"]"#, 1, 9, "a high surrogate"),
            ("", 1, 1, "the input is empty"),
            ("[1] [2]", 1, 5, "after the end of the document"),
            ("{\"a\": [1, {\"b\": 2}", 1, 19, "the input ends inside an array"),
            ("[NaN]", 1, 2, "expected a value"),
        ])
    func malformed(text: String, line: Int, column: Int, message: String) {
        do {
            _ = try parse(text)
            Issue.record("accepted \(text)")
        } catch {
            #expect(error.line == line && error.column == column, "\(error)")
            #expect(error.message.contains(message), "\(error)")
        }
    }

    @Test(
        "a value of the wrong type is refused with its path and what was found, never coerced",
        arguments: [
            (#"{"window": [true, 568]}"#, "window[0]: expected a number, found true"),
            (#"{"window": ["320", 568]}"#, "window[0]: expected a number, found a string"),
            (#"{"window": [1e400, 568]}"#, "window[0]: the number 1e400 is too large"),
        ])
    func wrongTypes(text: String, message: String) {
        #expect(throws: InputError.self) { try Scene(data: Data(text.utf8)) }
        do { _ = try Scene(data: Data(text.utf8)) } catch { #expect("\(error)".contains(message), "\(error)") }
    }

    @Test("booleans are not numbers: 0 and 1 are refused where true or false is expected")
    func booleansAreNotNumbers() {
        let value = JSONValue(value: .number(text: "1", value: 1), path: "views[0].hidden")
        #expect(throws: InputError.self) { try value.bool() }
    }
}
