/// A binary min-heap of symbol ids: the candidates to enter the basis, lowest id first (Bland's rule).
struct MinHeap {
    private var items: [Int32] = []

    var isEmpty: Bool { items.isEmpty }

    mutating func push(_ v: Int32) {
        items.append(v)
        var i = items.count - 1
        while i > 0 {
            let p = (i - 1) / 2
            if items[p] <= items[i] { break }
            items.swapAt(p, i)
            i = p
        }
    }

    mutating func popMin() -> Int32? {
        guard let last = items.popLast() else { return nil }
        guard !items.isEmpty else { return last }
        let top = items[0]
        items[0] = last
        var i = 0
        while true {
            let l = 2 * i + 1, r = l + 1
            var m = i
            if l < items.count, items[l] < items[m] { m = l }
            if r < items.count, items[r] < items[m] { m = r }
            if m == i { break }
            items.swapAt(m, i)
            i = m
        }
        return top
    }
}

/// A binary max-heap of (stamp, symbol): the definitions to expand, latest first.
struct MaxStampHeap {
    private var stamps: [Int64] = []
    private var syms: [Int32] = []

    mutating func push(stamp: Int64, sym: Int32) {
        stamps.append(stamp)
        syms.append(sym)
        var i = stamps.count - 1
        while i > 0 {
            let p = (i - 1) / 2
            if stamps[p] >= stamps[i] { break }
            stamps.swapAt(p, i)
            syms.swapAt(p, i)
            i = p
        }
    }

    mutating func popMax() -> Int32? {
        guard let lastStamp = stamps.popLast(), let lastSym = syms.popLast() else { return nil }
        guard !stamps.isEmpty else { return lastSym }
        let top = syms[0]
        stamps[0] = lastStamp
        syms[0] = lastSym
        var i = 0
        while true {
            let l = 2 * i + 1, r = l + 1
            var m = i
            if l < stamps.count, stamps[l] > stamps[m] { m = l }
            if r < stamps.count, stamps[r] > stamps[m] { m = r }
            if m == i { break }
            stamps.swapAt(m, i)
            syms.swapAt(m, i)
            i = m
        }
        return top
    }
}
