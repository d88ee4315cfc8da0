/// The arithmetic of the calculator demo: a pocket calculator's keys, one at a time.
///
/// ```swift
/// var c = Calculator()
/// for key in ["1", "2", "+", "3", "="] { c.press(key) }
/// c.display   // "15"
/// ```
public struct Calculator: Sendable {
    /// What the display shows.
    public private(set) var display = "0"
    private var accumulator: Double?
    private var pending: String?
    /// Whether the next digit starts a new number.
    private var startsNumber = true

    /// Makes a calculator showing 0.
    public init() {}

    /// Presses a key: a digit, `.`, one of `+ − × ÷`, or `=`.
    ///
    /// - Parameter key: the key's title.
    public mutating func press(_ key: String) {
        switch key {
        case "0"..."9" where key.count == 1:
            if startsNumber || display == "0" { display = key } else if display.count < 12 { display += key }
            startsNumber = false
        case ".":
            if startsNumber {
                display = "0."
                startsNumber = false
            } else if !display.contains(".") {
                display += "."
            }
        case "+", "−", "×", "÷":
            if !startsNumber || accumulator == nil { evaluate() }
            pending = key
            startsNumber = true
        case "=":
            evaluate()
            pending = nil
            startsNumber = true
        default:
            break
        }
    }

    /// Applies the pending operator to the accumulator and the number shown.
    private mutating func evaluate() {
        let value = Double(display) ?? 0
        guard let op = pending, let left = accumulator else {
            accumulator = value
            return
        }
        let result: Double
        switch op {
        case "+": result = left + value
        case "−": result = left - value
        case "×": result = left * value
        default: result = value == 0 ? .nan : left / value
        }
        accumulator = result.isFinite ? result : nil
        display = Self.format(result)
    }

    /// A number as a calculator shows it: no trailing ".0", "Error" for a division by zero.
    static func format(_ v: Double) -> String {
        guard v.isFinite else { return "Error" }
        if v == v.rounded(), abs(v) < 1e15 { return String(Int64(v)) }
        var s = String(v)
        if s.count > 12, let dot = s.firstIndex(of: "."), s.distance(from: s.startIndex, to: dot) < 11 {
            s = String(s.prefix(12))
        }
        return s
    }
}
