import Foundation

/// Views off screen by reuse identifier, waiting to be dequeued.
struct ReusePool<Element: AnyObject> {
    private var waiting: [String: [Element]] = [:]

    /// The last view put back under an identifier, taken out of the pool.
    mutating func take(_ identifier: String) -> Element? { waiting[identifier]?.popLast() }

    /// Puts a view back under its identifier.
    mutating func put(_ element: Element, _ identifier: String) { waiting[identifier, default: []].append(element) }
}
