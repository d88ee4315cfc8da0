/// The order of a ``Heap``: `before(a, b)` when `a` must come out first.
protocol HeapOrder {
    associatedtype Element
    static func before(_ a: Element, _ b: Element) -> Bool
}

/// A binary heap; `Order` is a type so that every use is specialised (no closure calls).
struct Heap<Order: HeapOrder> {
    private var items: [Order.Element] = []

    var isEmpty: Bool { items.isEmpty }
    var count: Int { items.count }

    /// The element that comes out next, without removing it.
    var top: Order.Element? { items.first }

    mutating func push(_ v: Order.Element) {
        items.append(v)
        var i = items.count - 1
        while i > 0 {
            let p = (i - 1) / 2
            if !Order.before(items[i], items[p]) { break }
            items.swapAt(p, i)
            i = p
        }
    }

    /// Keeps only the elements for which `keep` is true (O(n log n)).
    mutating func filter(_ keep: (Order.Element) -> Bool) {
        let kept = items.filter(keep)
        items = []
        items.reserveCapacity(kept.count)
        for e in kept { push(e) }
    }

    /// Removes and returns the element that comes out next.
    @discardableResult
    mutating func pop() -> Order.Element? {
        guard let last = items.popLast() else { return nil }
        guard !items.isEmpty else { return last }
        let top = items[0]
        items[0] = last
        var i = 0
        while true {
            let l = 2 * i + 1, r = l + 1
            var m = i
            if l < items.count, Order.before(items[l], items[m]) { m = l }
            if r < items.count, Order.before(items[r], items[m]) { m = r }
            if m == i { break }
            items.swapAt(m, i)
            i = m
        }
        return top
    }
}

/// Symbol ids, lowest first: the candidates to enter the basis (Bland's rule).
enum LowestSymbol: HeapOrder {
    static func before(_ a: Int32, _ b: Int32) -> Bool { a < b }
}

/// (stamp, symbol) of definitions to expand, latest stamp first.
enum LatestStamp: HeapOrder {
    static func before(_ a: (stamp: Int64, sym: Int32), _ b: (stamp: Int64, sym: Int32)) -> Bool { a.stamp > b.stamp }
}

/// Soft group members by a key (a position, or minus a position), smallest first, with the member's
/// version so that entries of members that moved or left can be skipped.
enum SmallestKey: HeapOrder {
    static func before(
        _ a: (key: Double, member: Int32, version: UInt32),
        _ b: (key: Double, member: Int32, version: UInt32)
    ) -> Bool { a.key < b.key }
}
