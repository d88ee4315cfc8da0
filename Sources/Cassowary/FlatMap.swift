/// A hash map from integer keys (symbol ids, object addresses) to small values, for the solver's
/// hot tables: the objective's coefficients and the installed constraints' slots.
///
/// `Dictionary` hashes every key with a seeded SipHash and keeps its metadata apart; these tables
/// are probed several times per pivot, so here keys and values sit in two flat arrays with linear
/// probing, a multiplicative hash and backward-shift deletion (no tombstones). Iteration follows
/// the slots, so it is the same in every run for the same operations.
struct FlatMap<Key: FixedWidthInteger, Value> {
    private var keys: [Key] = []
    private var values: [Value] = []
    /// What an empty slot's value holds (never read as a value).
    private let filler: Value
    /// Whether keys are object addresses kept in their order (see ``init(filler:keysAreAddresses:)``).
    private var keepsAddressOrder = false
    /// log2 of the capacity: the multiplicative hash keeps the product's top `bits` bits, address order the low ones.
    private var bits = 0
    private(set) var count = 0

    /// An empty map; `filler` fills empty value slots.
    ///
    /// With `keysAreAddresses`, the keys are object addresses and the slots keep their order: an
    /// address's home slot is the address in 16-byte units, modulo the table. Objects made one after
    /// another sit close together, so their entries share cache lines, where the multiplicative hash
    /// gives each lookup of a large table a cache miss (looking up the constraints of S1 at
    /// N = 10,000 as they were added took 3 % of its time, 2 % at N = 1,000, where the table fits in
    /// the cache).
    init(filler: Value, keysAreAddresses: Bool = false) {
        self.filler = filler
        keepsAddressOrder = keysAreAddresses
    }

    /// An empty map with room for `capacity` entries before it grows.
    init(filler: Value, capacity: Int) {
        self.filler = filler
        guard capacity > 0 else { return }
        bits = Self.bits(for: capacity)
        keys = Array(repeating: Self.empty, count: 1 << bits)
        values = Array(repeating: filler, count: 1 << bits)
    }

    /// log2 of the slots a table for `capacity` entries starts with (at most 3/4 full).
    private static func bits(for capacity: Int) -> Int {
        var bits = 3
        while capacity * 4 > (1 << bits) * 3 { bits += 1 }
        return bits
    }

    var isEmpty: Bool { count == 0 }

    /// The slots of the table, empty ones included.
    var slotCount: Int { keys.count }

    /// Removes every entry, leaving the table as ``init(filler:capacity:)`` makes it: its slots are
    /// kept (only the entries cleared) when they are already that many, since iteration walks every
    /// slot; otherwise the table is made again.
    mutating func removeAll(keepingRoomFor capacity: Int) {
        if capacity > 0, keys.count == 1 << Self.bits(for: capacity) {
            if count > 0 {
                for i in keys.indices where keys[i] != Self.empty {
                    keys[i] = Self.empty
                    values[i] = filler
                }
                count = 0
            }
            return
        }
        let order = keepsAddressOrder
        self = FlatMap(filler: filler, capacity: capacity)
        keepsAddressOrder = order
    }

    private static var empty: Key { Key.min }

    @inline(__always) private func home(_ key: Key) -> Int {
        if keepsAddressOrder { return Int(truncatingIfNeeded: UInt64(truncatingIfNeeded: key) >> 4) & ((1 << bits) - 1) }
        // Fibonacci hashing: the top bits of the product mix every bit of the key, so aligned
        // addresses (low bits zero) and consecutive ids both spread.
        return Int(truncatingIfNeeded: (UInt64(truncatingIfNeeded: key) &* 0x9E37_79B9_7F4A_7C15) >> UInt64(64 - bits))
    }

    /// The slot holding `key`, or nil.
    @inline(__always) private func slot(of key: Key) -> Int? {
        guard count > 0 else { return nil }
        let mask = keys.count - 1
        var i = home(key)
        while true {
            let k = keys[i]
            if k == key { return i }
            if k == Self.empty { return nil }
            i = (i + 1) & mask
        }
    }

    /// The value of `key`, or nil; setting nil removes the key.
    subscript(key: Key) -> Value? {
        get { slot(of: key).map { values[$0] } }
        set {
            if let newValue {
                if let i = slot(of: key) { values[i] = newValue } else { insert(key, newValue) }
            } else if let i = slot(of: key) {
                remove(at: i)
            }
        }
    }

    /// The value of `key`, or `defaultValue` when it has none.
    subscript(key: Key, default defaultValue: Value) -> Value {
        slot(of: key).map { values[$0] } ?? defaultValue
    }

    /// Removes `key` and returns its value, if it had one.
    @discardableResult
    mutating func removeValue(forKey key: Key) -> Value? {
        guard let i = slot(of: key) else { return nil }
        let old = values[i]
        remove(at: i)
        return old
    }

    /// Changes the value of `key` (starting from `defaultValue` when it has none) with one probe;
    /// `body` returns whether the key keeps a value.
    mutating func update(_ key: Key, default defaultValue: Value, _ body: (inout Value) -> Bool) {
        if let i = slot(of: key) {
            if !body(&values[i]) { remove(at: i) }
            return
        }
        var value = defaultValue
        if body(&value) { insert(key, value) }
    }

    private mutating func insert(_ key: Key, _ value: Value) {
        precondition(key != Self.empty, "FlatMap cannot hold its empty marker as a key")
        if (count + 1) * 4 > keys.count * 3 { grow() }
        let mask = keys.count - 1
        var i = home(key)
        while keys[i] != Self.empty { i = (i + 1) & mask }
        keys[i] = key
        values[i] = value
        count += 1
    }

    /// Empties slot `i` and moves later entries of its probe run back, so no probe stops early.
    private mutating func remove(at i: Int) {
        let mask = keys.count - 1
        var hole = i
        var j = i
        while true {
            j = (j + 1) & mask
            let k = keys[j]
            if k == Self.empty { break }
            // The entry at j may fill the hole unless its home lies cyclically in (hole, j].
            let h = home(k)
            let staysPut = hole <= j ? (h > hole && h <= j) : (h > hole || h <= j)
            if !staysPut {
                keys[hole] = k
                values[hole] = values[j]
                hole = j
            }
        }
        keys[hole] = Self.empty
        values[hole] = filler
        count -= 1
    }

    private mutating func grow() {
        let oldKeys = keys, oldValues = values
        bits = Swift.max(bits + 1, 3)
        keys = Array(repeating: Self.empty, count: 1 << bits)
        values = Array(repeating: filler, count: 1 << bits)
        count = 0
        for (k, v) in zip(oldKeys, oldValues) where k != Self.empty { insert(k, v) }
    }
}

extension FlatMap: Sequence {
    /// Walks the entries in slot order.
    struct Iterator: IteratorProtocol {
        fileprivate let keys: [Key]
        fileprivate let values: [Value]
        fileprivate var i = 0

        mutating func next() -> (key: Key, value: Value)? {
            while i < keys.count {
                defer { i += 1 }
                if keys[i] != Key.min { return (keys[i], values[i]) }
            }
            return nil
        }
    }

    func makeIterator() -> Iterator { Iterator(keys: keys, values: values) }
}
