// The column index: for each symbol, the rows that may name it.

/// For each symbol, the rows that may name it, in the order they were noted. The lists share one
/// pool of nodes: a symbol's list costs no allocation of its own (a tableau has a list per symbol
/// and kind of row, most of them a few entries long), and a whole list is freed in one step.
///
/// Entries may be stale (the row no longer names the symbol, or was deleted and its slot reused):
/// readers check each row, and ``filter(_:keeping:)`` drops the entries they reject.
struct ColumnLists {
    private struct Node {
        var row: Int32
        /// The next node of the symbol's circular list, or of the free chain.
        var next: Int32
    }

    /// Per symbol, the last node of its circular list (whose `next` is the first), or -1 when empty.
    private var tails: [Int32] = []
    private var nodes: [Node] = []
    /// The first free node, chained through `next`, or -1.
    private var free: Int32 = -1

    /// The nodes in the pool, free ones included: what the lists occupy.
    var nodeCount: Int { nodes.count }

    /// Adds empty lists for `count` new symbols (symbols are numbered from 0 in order).
    mutating func addSymbols(_ count: Int) { tails += repeatElement(-1, count: count) }

    /// Notes that `row` may name `sym`, at the end of its list.
    mutating func append(_ row: Int32, to sym: Int32) {
        let n: Int32
        if free >= 0 {
            n = free
            free = nodes[Int(n)].next
            nodes[Int(n)].row = row
        } else {
            n = Int32(nodes.count)
            nodes.append(Node(row: row, next: -1))
        }
        let tail = tails[Int(sym)]
        if tail < 0 {
            nodes[Int(n)].next = n
        } else {
            nodes[Int(n)].next = nodes[Int(tail)].next
            nodes[Int(tail)].next = n
        }
        tails[Int(sym)] = n
    }

    /// Whether `body` holds for every entry of `sym`'s list, called in order until it does not.
    func allSatisfy(_ sym: Int32, _ body: (Int32) -> Bool) -> Bool {
        let tail = tails[Int(sym)]
        guard tail >= 0 else { return true }
        var n = nodes[Int(tail)].next
        while true {
            guard body(nodes[Int(n)].row) else { return false }
            if n == tail { return true }
            n = nodes[Int(n)].next
        }
    }

    /// Keeps the entries of `sym`'s list for which `keep` (called once for each, in order) returns
    /// true, and frees the others.
    mutating func filter(_ sym: Int32, keeping keep: (Int32) -> Bool) {
        let tail = tails[Int(sym)]
        guard tail >= 0 else { return }
        var n = nodes[Int(tail)].next
        var first: Int32 = -1, last: Int32 = -1
        while true {
            let next = nodes[Int(n)].next
            let wasTail = n == tail
            if keep(nodes[Int(n)].row) {
                if last < 0 { first = n } else { nodes[Int(last)].next = n }
                last = n
            } else {
                nodes[Int(n)].next = free
                free = n
            }
            if wasTail { break }
            n = next
        }
        if last >= 0 { nodes[Int(last)].next = first }
        tails[Int(sym)] = last
    }

    /// Frees `sym`'s whole list, in one step.
    mutating func clear(_ sym: Int32) { clear(CollectionOfOne(sym)) }

    /// Frees the lists of many symbols (a block leaving), each in one step, through the arrays'
    /// buffers: one uniqueness check per array, not two per symbol. A symbol may be listed twice.
    mutating func clear(_ symbols: some Sequence<Int32>) {
        var free = self.free
        tails.withUnsafeMutableBufferPointer { tails in
            nodes.withUnsafeMutableBufferPointer { nodes in
                for sym in symbols {
                    let tail = tails[Int(sym)]
                    guard tail >= 0 else { continue }
                    let first = nodes[Int(tail)].next
                    nodes[Int(tail)].next = free
                    free = first
                    tails[Int(sym)] = -1
                }
            }
        }
        self.free = free
    }
}
